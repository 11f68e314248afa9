module github.com/textwire/website/engine

go 1.22.0

require (
	github.com/textwire/textwire v1.7.1
	github.com/textwire/textwire/v2 v2.7.1
)
