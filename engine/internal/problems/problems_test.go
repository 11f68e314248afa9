package problems

import (
	"regexp"
	"strconv"
	"testing"
)

// printed is the engines' error form as a regular expression: what FromText
// reads by hand (regexp is too large for the browser's engine).
var printed = regexp.MustCompile(`(?s)^\[Textwire ERROR(?: in (.*?))?:(\d+)\]: (.*)$`)

func byRegexp(text, root string) Problem {
	m := printed.FindStringSubmatch(text)
	if m == nil {
		return Problem{Message: text}
	}
	line, _ := strconv.Atoi(m[2])
	return Problem{File: relative(m[1], root), Line: line, Message: m[3]}
}

func TestFromTextReadsThePrintedForm(t *testing.T) {
	texts := []string{
		"[Textwire ERROR:1]: illegal token '~' found",
		"[Textwire ERROR in /app/templates/layouts/main.tw:12]: bracket statement\nmust contain",
		"[Textwire ERROR in /app/templates/a:b.tw:3]: x]: y",
		"[Textwire ERROR in /app/templates/a.tw:3]: see b.tw:5]: here",
		"[Textwire ERROR in /elsewhere/x.tw:0]: ",
		"[Textwire ERROR in :3]: empty path",
		"[Textwire ERROR in /app/templates/x.tw:]: no line",
		"[Textwire ERROR:x]: no line",
		"[Textwire ERROR in /app/templates/x.tw:99999999999999999999]: huge",
		"[Textwire ERROR in /app/templates/x.tw:4] no colon",
		"[Textwire ERROR in /app/templates/x.tw:4:5]: two numbers",
		"[Textwire ERROR:٣]: arabic digit",
		"open /app/templates/x.tw: no such file or directory",
		"[Textwire ERROR",
		"",
	}
	for _, text := range texts {
		for _, root := range []string{"", "/app/templates"} {
			if got, want := FromText(text, root), byRegexp(text, root); got != want {
				t.Errorf("FromText(%q, %q) = %#v, want %#v", text, root, got, want)
			}
		}
	}
}
