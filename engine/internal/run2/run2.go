// Package run2 renders with Textwire v2 the way a Go program calls it, for
// the WebAssembly build and the native runner alike.
package run2

import (
	"os"
	"path/filepath"

	textwire "github.com/textwire/textwire/v2"
	"github.com/textwire/textwire/v2/config"
	"github.com/textwire/textwire/v2/lexer"
	"github.com/textwire/textwire/v2/parser"
	"github.com/textwire/website/engine/internal/problems"
)

const ext = ".tw"

// String evaluates one template with EvaluateString.
func String(tpl string, data map[string]any) (string, error) {
	return textwire.EvaluateString(tpl, data)
}

// Files renders the template named entry (without extension) from the .tw
// files under dir, relative to the working directory, through NewTemplate.
func Files(dir, entry string, data map[string]any) (string, error) {
	out, _, err := FilesReport(dir, entry, data)
	return out, err
}

// StringReport is String with the problems of a failure: every parse error
// of the template (EvaluateString returns only the first), or the one
// evaluation error.
func StringReport(tpl string, data map[string]any) (string, []problems.Problem, error) {
	out, err := String(tpl, data)
	if err != nil {
		return "", problems.Collect(err.Error(), "", parseErrors(tpl, "")), err
	}
	return out, nil, nil
}

// FilesReport is Files with the problems of a failure: when NewTemplate
// fails, every parse error of every file (it stops at the first), each
// with its file; when rendering fails, the one error.
func FilesReport(dir, entry string, data map[string]any) (string, []problems.Problem, error) {
	root, _ := filepath.Abs(dir)
	tpl, err := load(dir)
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

// load is a program's start-up: NewTemplate on the folder, with the
// runner's extension.
func load(dir string) (*textwire.Template, error) {
	return textwire.NewTemplate(&config.Config{TemplateDir: dir, TemplateExt: ext})
}

// Steps of a run, as a docs result block names them (stage="…").
const (
	StageParse   = "parse"
	StageStartUp = "start-up"
	StageRender  = "render"
)

// StringStaged is String, keeping in *stage the step reached: parse until
// the template has parsed, then render. A failure or a panic happened at the
// step it holds.
func StringStaged(tpl string, data map[string]any, stage *string) (string, error) {
	*stage = StageParse
	if len(parseErrors(tpl, "")) > 0 {
		return String(tpl, data)
	}
	*stage = StageRender
	return String(tpl, data)
}

// FilesStaged is Files, keeping in *stage the step reached: start-up while
// NewTemplate runs, then render.
func FilesStaged(dir, entry string, data map[string]any, stage *string) (string, error) {
	*stage = StageStartUp
	tpl, err := load(dir)
	if err != nil {
		return "", err
	}
	*stage = StageRender
	out, ferr := tpl.String(entry, data)
	if ferr != nil {
		return "", ferr.Error()
	}
	return out, nil
}
