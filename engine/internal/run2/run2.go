// Package run2 renders with Textwire v2's root package, as a Go program
// calls it: the native runner (cmd/twrun) and the differential test's
// reference (cmd/twdiff). The browser's build calls the same engine
// without the root package (wasm/v2/textwire.go).
package run2

import (
	textwire "github.com/textwire/textwire/v2"
	"github.com/textwire/textwire/v2/config"
	"github.com/textwire/textwire/v2/lexer"
	"github.com/textwire/textwire/v2/parser"
)

// String evaluates one template with EvaluateString.
func String(tpl string, data map[string]any) (string, error) {
	return textwire.EvaluateString(tpl, data)
}

// Files renders the template named entry (without extension) from the .tw
// files under dir, relative to the working directory, through NewTemplate
// and Template.String.
func Files(dir, entry string, data map[string]any) (string, error) {
	var stage string
	return FilesStaged(dir, entry, data, &stage)
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
	if parses(tpl) {
		*stage = StageRender
	}
	return String(tpl, data)
}

// FilesStaged is Files, keeping in *stage the step reached: start-up while
// NewTemplate runs, then render.
func FilesStaged(dir, entry string, data map[string]any, stage *string) (string, error) {
	*stage = StageStartUp
	tpl, err := textwire.NewTemplate(&config.Config{TemplateDir: dir, TemplateExt: ".tw"})
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

// parses tells whether the engine's parser accepts the template.
func parses(src string) bool {
	p := parser.New(lexer.New(src), "")
	p.ParseProgram()
	return len(p.Errors()) == 0
}
