// Package problems turns Textwire errors into the playground's problems: a
// file (relative to the templates folder), a line and the message, so that
// the editor can mark each one where it is.
//
// Both engines print an error as "[Textwire ERROR in /abs/path.tw:3]: text"
// ("[Textwire ERROR:3]: text" without a file); v1's fail.Error exposes
// nothing else, so that printed form is what is read, for both versions.
package problems

import (
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Problem is one error at its place; Line 0 means the engine gave none.
type Problem struct {
	File    string
	Line    int
	Message string
}

// FromText reads an engine error's text. root is the absolute templates
// folder ("" for one template): a file under it is named relative to it.
// The text is read by hand rather than with a regular expression: regexp
// would add about 130 KB (gzipped) to the browser's engine.
func FromText(text, root string) Problem {
	const head = "[Textwire ERROR"
	rest, ok := strings.CutPrefix(text, head)
	if !ok {
		return Problem{Message: text}
	}
	if after, ok := strings.CutPrefix(rest, " in "); ok {
		// The shortest path followed by ":<line>]: ", as the file's own
		// name may hold a colon.
		for i := 0; i < len(after); i++ {
			if line, message, ok := lineAndMessage(after[i:]); ok {
				return Problem{File: relative(after[:i], root), Line: line, Message: message}
			}
		}
		return Problem{Message: text}
	}
	if line, message, ok := lineAndMessage(rest); ok {
		return Problem{Line: line, Message: message}
	}
	return Problem{Message: text}
}

// lineAndMessage reads ":<line>]: <message>" from the start of s.
func lineAndMessage(s string) (int, string, bool) {
	if !strings.HasPrefix(s, ":") {
		return 0, "", false
	}
	digits := 1
	for digits < len(s) && s[digits] >= '0' && s[digits] <= '9' {
		digits++
	}
	message, ok := strings.CutPrefix(s[digits:], "]: ")
	if digits == 1 || !ok {
		return 0, "", false
	}
	line, _ := strconv.Atoi(s[1:digits])
	return line, message, true
}

func relative(path, root string) string {
	if path == "" || root == "" {
		return path
	}
	if rel, err := filepath.Rel(root, path); err == nil && !strings.HasPrefix(rel, "..") {
		return filepath.ToSlash(rel)
	}
	return path
}

// Stringer is an engine's *fail.Error, of either version.
type Stringer interface{ String() string }

// Texts prints a parser's error list.
func Texts[E Stringer](errs []E) []string {
	texts := make([]string, len(errs))
	for i, e := range errs {
		texts[i] = e.String()
	}
	return texts
}

// Collect gives the problems of a failed call: every parse error found by
// parsing the sources again (parseErrs), sorted by file and line, and the
// error the call returned (engineErr) unless it is one of them. The engine
// stops at its first error; the parser's list has them all.
func Collect(engineErr string, root string, parseErrs []string) []Problem {
	list := make([]Problem, 0, len(parseErrs)+1)
	seen := map[Problem]bool{}
	for _, text := range append(parseErrs, engineErr) {
		p := FromText(text, root)
		if !seen[p] {
			seen[p] = true
			list = append(list, p)
		}
	}
	sort.SliceStable(list, func(i, j int) bool {
		if list[i].File != list[j].File {
			return list[i].File < list[j].File
		}
		return list[i].Line < list[j].Line
	})
	return list
}

// TemplateFiles lists the files under dir whose names end in ext, as the
// engine finds its templates.
func TemplateFiles(dir, ext string) []string {
	var paths []string
	_ = filepath.Walk(dir, func(path string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() && strings.HasSuffix(path, ext) {
			paths = append(paths, path)
		}
		return nil
	})
	return paths
}
