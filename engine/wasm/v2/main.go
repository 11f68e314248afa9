//go:build js && wasm

// Command v2 is Textwire v2 compiled to WebAssembly.
package main

import (
	"github.com/textwire/website/engine/internal/run2"
	"github.com/textwire/website/engine/wasm"
)

func main() {
	wasm.Serve("textwireV2", wasm.Engine{String: run2.StringReport, Files: run2.FilesReport, Meta: run2.Meta})
}
