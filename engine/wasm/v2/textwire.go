//go:build js && wasm

package main

// The calls of Textwire v2.7.1's root package that the site makes, written
// again over the engine's own subpackages. The root package also holds
// Template.Response, which imports net/http: calling it from here would link
// the HTTP stack (1.8 MB of wasm, 0.5 MB gzipped) into a build that never
// serves HTTP (docs-dev/engine.md has the figures).
// Each function says which one of textwire.go, template.go, files.go or
// parser_utils.go it repeats; the order of the calls, their arguments and
// the errors they make are the same, which the differential test checks
// against the root package itself (tests/examples/engine-differential.test.ts).
// Left out: Configure's ErrorPagePath and DebugMode (used only by
// Template.Response) and the Register*Func calls (the site registers none;
// customFunc stays the empty table the evaluator is given).

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/textwire/textwire/v2/ast"
	"github.com/textwire/textwire/v2/config"
	"github.com/textwire/textwire/v2/evaluator"
	"github.com/textwire/textwire/v2/fail"
	"github.com/textwire/textwire/v2/lexer"
	"github.com/textwire/textwire/v2/object"
	"github.com/textwire/textwire/v2/parser"
)

// The root package's state (textwire.go).
var (
	userConfig    = config.New("templates", ".tw.html", "", false)
	customFunc    = config.NewFunc()
	usesTemplates = false
)

// template is textwire.Template.
type template struct {
	programs map[string]*ast.Program
}

// newTemplate is textwire.NewTemplate.
func newTemplate(opt *config.Config) (*template, error) {
	configure(opt)
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
	usesTemplates = false
	prog, errs := parseStr(inp)
	if len(errs) != 0 {
		return "", errs[0].Error()
	}
	env, err := object.EnvFromMap(data)
	if err != nil {
		return "", err.Error()
	}
	evaluated := evaluator.New(customFunc, userConfig).Eval(prog, env, prog.Filepath)
	if evaluated.Is(object.ERR_OBJ) {
		return "", evaluated.(*object.Error).Err.Error()
	}
	return evaluated.String(), nil
}

// configure is textwire.Configure for TemplateDir and TemplateExt.
func configure(opt *config.Config) {
	usesTemplates = true
	if opt == nil {
		return
	}
	if opt.TemplateDir != "" {
		userConfig.TemplateDir = strings.Trim(opt.TemplateDir, "/")
	}
	if opt.TemplateExt != "" {
		userConfig.TemplateExt = opt.TemplateExt
	}
}

// String is textwire.Template.String (template.go).
func (t *template) String(filename string, data map[string]any) (string, *fail.Error) {
	env, envErr := object.EnvFromMap(data)
	if envErr != nil {
		return "", envErr
	}
	absPath, err := getFullPath(filename, true)
	if err != nil {
		return "", fail.New(0, filename, "template", "%s", err.Error())
	}
	prog, ok := t.programs[filename]
	if !ok {
		return "", fail.New(0, absPath, "template", fail.ErrTemplateNotFound)
	}
	prog.Filepath = absPath
	evaluated := evaluator.New(customFunc, userConfig).Eval(prog, env, prog.Filepath)
	if evaluated.Is(object.ERR_OBJ) {
		return "", evaluated.(*object.Error).Err
	}
	return evaluated.String(), nil
}

// getFullPath is files.go's getFullPath (with joinPaths).
func getFullPath(filename string, appendExt bool) (string, error) {
	if usesTemplates {
		filename = strings.TrimRight(userConfig.TemplateDir, "/") + "/" + strings.TrimLeft(filename, "/")
	}
	if appendExt {
		filename += userConfig.TemplateExt
	}
	return filepath.Abs(filename)
}

// fileContent is files.go's fileContent.
func fileContent(absPath string) (string, error) {
	content, err := os.ReadFile(absPath)
	if err != nil && err != io.EOF {
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

// parseStr is parser_utils.go's parseStr.
func parseStr(text string) (*ast.Program, []*fail.Error) {
	pars := parser.New(lexer.New(text), "")
	prog := pars.ParseProgram()
	if pars.HasErrors() {
		return nil, pars.Errors()
	}
	return prog, nil
}

// parseProgram is parser_utils.go's parseProgram: the program, its first
// parse error, or the error reading the file.
func parseProgram(absPath string) (*ast.Program, *fail.Error, error) {
	content, err := fileContent(absPath)
	if err != nil {
		return nil, nil, err
	}
	pars := parser.New(lexer.New(content), absPath)
	prog := pars.ParseProgram()
	if len(pars.Errors()) != 0 {
		return nil, pars.Errors()[0], nil
	}
	return prog, nil, nil
}

// parsePrograms is parser_utils.go's parsePrograms. Like it, it goes
// through the files in map order: when several files have errors, which
// one is reported may change from call to call.
func parsePrograms(paths map[string]string) (map[string]*ast.Program, *fail.Error) {
	result := map[string]*ast.Program{}
	for name, absPath := range paths {
		prog, failErr, parseErr := parseProgram(absPath)
		if parseErr != nil {
			return nil, fail.FromError(parseErr, 0, absPath, "template")
		}
		if failErr != nil {
			return nil, failErr
		}
		if err := applyLayoutToProgram(prog); err != nil {
			return nil, err
		}
		if err := applyComponentToProgram(prog, absPath); err != nil {
			return nil, err
		}
		if !prog.HasReserveStmt() {
			result[name] = prog
		}
	}
	return result, nil
}

// applyLayoutToProgram is parser_utils.go's applyLayoutToProgram.
func applyLayoutToProgram(prog *ast.Program) *fail.Error {
	if !prog.HasUseStmt() {
		return nil
	}
	stmt := prog.UseStmt
	layoutAbsPath, err := getFullPath(stmt.Name.Value, true)
	if err != nil {
		return fail.FromError(err, stmt.Line(), layoutAbsPath, "template")
	}
	layoutProg, failErr, parseErr := parseProgram(layoutAbsPath)
	if parseErr != nil {
		return fail.FromError(parseErr, stmt.Line(), layoutAbsPath, "template")
	}
	if failErr != nil {
		return failErr
	}
	layoutProg.IsLayout = true
	if layoutErr := layoutProg.ApplyInserts(prog.Inserts, layoutAbsPath); layoutErr != nil {
		return layoutErr
	}
	prog.ApplyLayout(layoutProg)
	return nil
}

// applyComponentToProgram is parser_utils.go's applyComponentToProgram.
func applyComponentToProgram(prog *ast.Program, progFilePath string) *fail.Error {
	for _, comp := range prog.Components {
		compName := comp.Name.Value
		compAbsPath, err := getFullPath(compName, true)
		if err != nil {
			return fail.FromError(err, 0, "", "template")
		}
		compProg, failErr, parseErr := parseProgram(compAbsPath)
		if parseErr != nil {
			if errors.Is(parseErr, os.ErrNotExist) {
				return fail.New(comp.Line(), progFilePath, "template", fail.ErrUndefinedComponent, comp.Name.Value)
			}
			return fail.FromError(parseErr, comp.Line(), compAbsPath, "template")
		}
		if failErr != nil {
			return failErr
		}
		if err := prog.ApplyComponent(compName, compProg, progFilePath); err != nil {
			return err
		}
	}
	return nil
}
