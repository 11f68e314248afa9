//go:build js && wasm

package main

// The calls of Textwire v1.7.1's root package that the site makes, written
// again over the engine's own subpackages. The root package also holds
// Template.Response, which imports net/http: calling it from here would link
// the HTTP stack (1.8 MB of wasm, 0.5 MB gzipped) into a build that never
// serves HTTP (docs-dev/engine.md has the figures).
// Each function says which one of textwire.go, template.go, files.go or
// parsing.go it repeats; the order of the calls, their arguments, the errors
// they make and the panic on a layout that cannot be parsed are the same,
// which the differential test checks against the root package itself
// (tests/examples/engine-differential.test.ts).

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/textwire/textwire/ast"
	"github.com/textwire/textwire/evaluator"
	"github.com/textwire/textwire/fail"
	"github.com/textwire/textwire/lexer"
	"github.com/textwire/textwire/object"
	"github.com/textwire/textwire/parser"
)

// config is textwire.go's Config: TemplateDir, TemplateExt and whether
// NewTemplate has applied them (configApplied).
type config struct {
	TemplateDir   string
	TemplateExt   string
	configApplied bool
}

// userConfig is textwire.go's config variable, with its defaults.
var userConfig = &config{TemplateDir: "templates", TemplateExt: ".tw.html"}

// template is textwire.Template.
type template struct {
	programs map[string]*ast.Program
}

// newTemplate is textwire.NewTemplate.
func newTemplate(c *config) (*template, error) {
	applyConfig(c)
	paths, err := findTextwireFiles()
	if err != nil {
		return nil, fail.FromError(err, 0, "", "template").Error()
	}
	programs, parseErr := parsePrograms(paths)
	if parseErr != nil {
		return nil, parseErr.Error()
	}
	return &template{programs: programs}, nil
}

// evaluateString is textwire.EvaluateString.
func evaluateString(inp string, data map[string]any) (string, error) {
	userConfig.configApplied = false
	prog, errs := parseStr(inp)
	if len(errs) != 0 {
		return "", errs[0].Error()
	}
	env, err := object.EnvFromMap(data)
	if err != nil {
		return "", err.Error()
	}
	evaluated := evaluator.New(evaluator.NewContext("")).Eval(prog, env)
	if evaluated.Is(object.ERR_OBJ) {
		return "", evaluated.(*object.Error).Err.Error()
	}
	return evaluated.String(), nil
}

// String is textwire.Template.String (template.go).
func (t *template) String(filename string, data map[string]any) (string, *fail.Error) {
	env, envErr := object.EnvFromMap(data)
	if envErr != nil {
		return "", envErr
	}
	absPath, err := getFullPath(filename, true)
	if err != nil {
		return "", fail.New(0, filename, "template", err.Error())
	}
	prog, ok := t.programs[filename]
	if !ok {
		return "", fail.New(0, absPath, "template", fail.ErrTemplateNotFound)
	}
	evaluated := evaluator.New(evaluator.NewContext(absPath)).Eval(prog, env)
	if evaluated.Is(object.ERR_OBJ) {
		return "", evaluated.(*object.Error).Err
	}
	return evaluated.String(), nil
}

// getFullPath is files.go's getFullPath.
func getFullPath(filename string, appendExt bool) (string, error) {
	if userConfig.configApplied {
		filename = userConfig.TemplateDir + "/" + filename
	}
	if appendExt {
		filename += userConfig.TemplateExt
	}
	return filepath.Abs(filename)
}

// fileContent is files.go's fileContent.
func fileContent(absPath string) (string, error) {
	content, err := os.ReadFile(absPath)
	if err != nil {
		return "", err
	}
	return string(content), nil
}

// findTextwireFiles is files.go's findTextwireFiles: every path under the
// templates folder that contains the extension, by name (nameFromPath).
func findTextwireFiles() (map[string]string, error) {
	result := map[string]string{}
	err := filepath.Walk(userConfig.TemplateDir, func(path string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		if info.IsDir() || !strings.Contains(path, userConfig.TemplateExt) {
			return nil
		}
		absPath, err := filepath.Abs(path)
		if err != nil {
			return err
		}
		name := strings.Replace(path, userConfig.TemplateDir+"/", "", 1)
		result[strings.Replace(name, userConfig.TemplateExt, "", 1)] = absPath
		return nil
	})
	if err != nil {
		return nil, err
	}
	return result, nil
}

// parseStr is parsing.go's parseStr.
func parseStr(text string) (*ast.Program, []*fail.Error) {
	pars := parser.New(lexer.New(text), "")
	prog := pars.ParseProgram()
	if pars.HasErrors() {
		return nil, pars.Errors()
	}
	return prog, nil
}

// parseProgram is parsing.go's parseProgram.
func parseProgram(absPath string) (*ast.Program, *fail.Error) {
	content, err := fileContent(absPath)
	if err != nil {
		return nil, fail.FromError(err, 0, absPath, "template")
	}
	pars := parser.New(lexer.New(content), absPath)
	prog := pars.ParseProgram()
	if len(pars.Errors()) != 0 {
		return nil, pars.Errors()[0]
	}
	return prog, nil
}

// parsePrograms is parsing.go's parsePrograms. Like it, it goes through the
// files in map order: when several files have errors, which one is reported
// may change from call to call.
func parsePrograms(paths map[string]string) (map[string]*ast.Program, *fail.Error) {
	result := map[string]*ast.Program{}
	for name, absPath := range paths {
		prog, err := parseProgram(absPath)
		if err != nil {
			return nil, err
		}
		if err = applyLayoutToProgram(prog); err != nil {
			return nil, err
		}
		if err = applyComponentToProgram(prog, absPath); err != nil {
			return nil, err
		}
		if !prog.HasReserveStmt() {
			result[name] = prog
		}
	}
	return result, nil
}

// applyLayoutToProgram is parsing.go's applyLayoutToProgram. Like it, it
// sets IsLayout before looking at the parse error, so a layout that cannot
// be read or parsed makes it panic on the nil program.
func applyLayoutToProgram(prog *ast.Program) *fail.Error {
	if !prog.HasUseStmt() {
		return nil
	}
	layoutAbsPath, err := getFullPath(prog.UseStmt.Name.Value, true)
	if err != nil {
		return fail.FromError(err, 0, "", "template")
	}
	layoutProg, parseErr := parseProgram(layoutAbsPath)
	layoutProg.IsLayout = true
	if parseErr != nil {
		return parseErr
	}
	if layoutErr := layoutProg.ApplyInserts(prog.Inserts, layoutAbsPath); layoutErr != nil {
		return layoutErr
	}
	prog.ApplyLayout(layoutProg)
	return nil
}

// applyComponentToProgram is parsing.go's applyComponentToProgram.
func applyComponentToProgram(prog *ast.Program, progFilePath string) *fail.Error {
	for _, comp := range prog.Components {
		compName := comp.Name.Value
		compAbsPath, err := getFullPath(compName, true)
		if err != nil {
			return fail.FromError(err, 0, "", "template")
		}
		compProg, parseErr := parseProgram(compAbsPath)
		if parseErr != nil {
			return parseErr
		}
		if compErr := prog.ApplyComponent(compName, compProg, progFilePath); compErr != nil {
			return compErr
		}
	}
	return nil
}

// applyConfig is parsing.go's applyConfig.
func applyConfig(c *config) {
	userConfig.configApplied = true
	if c.TemplateDir != "" {
		userConfig.TemplateDir = strings.Trim(c.TemplateDir, "/")
	}
	if c.TemplateExt != "" {
		userConfig.TemplateExt = c.TemplateExt
	}
}
