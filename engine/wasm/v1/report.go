//go:build js && wasm

package main

import (
	"os"
	"path/filepath"

	"github.com/textwire/textwire/lexer"
	"github.com/textwire/textwire/parser"
	"github.com/textwire/website/engine/internal/problems"
)

// stringReport evaluates one template as EvaluateString does, with the
// problems of a failure: every parse error of the template (EvaluateString
// returns only the first), or the one evaluation error.
func stringReport(tpl string, data map[string]any) (string, []problems.Problem, error) {
	out, err := evaluateString(tpl, data)
	if err != nil {
		// The engine has just parsed this text to its end, so parsing it
		// again ends too (v1's parser never ends on a block without @end).
		return "", problems.Collect(err.Error(), "", parseErrors(tpl, "")), err
	}
	return out, nil, nil
}

// filesReport renders the template named entry (without extension) from
// the .tw files under dir, relative to the working directory, as
// NewTemplate and Template.String do, with the problems of a failure. When
// NewTemplate fails, the file it names is parsed again for all its errors;
// the other files are not, as one of them may hold a block without @end,
// on which v1's parser never ends (NewTemplate stopped before reaching it).
func filesReport(dir, entry string, data map[string]any) (string, []problems.Problem, error) {
	root, _ := filepath.Abs(dir)
	tpl, err := newTemplate(&config{TemplateDir: dir, TemplateExt: ".tw"})
	if err != nil {
		var parseErrs []string
		if named := problems.FromText(err.Error(), root).File; named != "" {
			abs := filepath.Join(root, filepath.FromSlash(named))
			if src, readErr := os.ReadFile(abs); readErr == nil {
				parseErrs = parseErrors(string(src), abs)
			}
		}
		return "", problems.Collect(err.Error(), root, parseErrs), err
	}
	out, ferr := tpl.String(entry, data)
	if ferr != nil {
		return "", problems.Collect(ferr.String(), root, nil), ferr.Error()
	}
	return out, nil, nil
}

func parseErrors(src, path string) []string {
	p := parser.New(lexer.New(src), path)
	p.ParseProgram()
	return problems.Texts(p.Errors())
}
