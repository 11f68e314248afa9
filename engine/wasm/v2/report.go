//go:build js && wasm

package main

import (
	"os"
	"path/filepath"

	"github.com/textwire/textwire/v2/config"
	"github.com/textwire/textwire/v2/lexer"
	"github.com/textwire/textwire/v2/parser"
	"github.com/textwire/website/engine/internal/problems"
)

const ext = ".tw"

// stringReport evaluates one template as EvaluateString does, with the
// problems of a failure: every parse error of the template (EvaluateString
// returns only the first), or the one evaluation error.
func stringReport(tpl string, data map[string]any) (string, []problems.Problem, error) {
	out, err := evaluateString(tpl, data)
	if err != nil {
		return "", problems.Collect(err.Error(), "", parseErrors(tpl, "")), err
	}
	return out, nil, nil
}

// filesReport renders the template named entry (without extension) from
// the .tw files under dir, relative to the working directory, as
// NewTemplate and Template.String do, with the problems of a failure: when
// NewTemplate fails, every parse error of every file (it stops at the
// first), each with its file; when rendering fails, the one error.
func filesReport(dir, entry string, data map[string]any) (string, []problems.Problem, error) {
	root, _ := filepath.Abs(dir)
	tpl, err := newTemplate(&config.Config{TemplateDir: dir, TemplateExt: ext})
	if err != nil {
		var parseErrs []string
		for _, path := range problems.TemplateFiles(dir, ext) {
			abs, _ := filepath.Abs(path)
			if src, readErr := os.ReadFile(abs); readErr == nil {
				parseErrs = append(parseErrs, parseErrors(string(src), abs)...)
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
