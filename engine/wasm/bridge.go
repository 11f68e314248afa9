//go:build js && wasm

// Package wasm exposes one engine to JavaScript as global functions.
package wasm

import (
	"fmt"
	"syscall/js"

	"github.com/textwire/website/engine/internal/jsondata"
	"github.com/textwire/website/engine/internal/meta"
	"github.com/textwire/website/engine/internal/problems"
)

// Render is one engine call: its output, or its error with the problems it
// is made of (internal/problems).
type Render func(data map[string]any) (string, []problems.Problem, error)

// Engine is one Textwire version bound to Go values: EvaluateString, and
// NewTemplate over a folder of .tw files followed by Template.String.
type Engine struct {
	String func(template string, data map[string]any) (string, []problems.Problem, error)
	Files  func(dir, entry string, data map[string]any) (string, []problems.Problem, error)
	// Meta lists what the playground's completion offers (internal/meta).
	Meta func() meta.Engine
}

// Serve registers three functions and blocks forever:
//
//	globalThis[name](template, jsonData)
//	globalThis[name + "Files"](dir, entry, jsonData)
//	globalThis[name + "Meta"]()
//
// The second reads the templates from the file system that the JavaScript
// host provides (globalThis.fs), as a Go program reads them from disk. Each
// returns {output}, {error, problems} (the engine's own text, and each
// problem as {file, line, message}), {dataError} (the JSON data is
// unusable) or {panic} (the engine panicked). The third returns {meta}: the
// engine's directives, functions and loop fields, for completion.
func Serve(name string, engine Engine) {
	js.Global().Set(name, js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) < 1 || args[0].Type() != js.TypeString {
			return js.ValueOf(map[string]any{"error": "expected a template string"})
		}
		tpl := args[0].String()
		return call(func(data map[string]any) (string, []problems.Problem, error) {
			return engine.String(tpl, data)
		}, stringArg(args, 1))
	}))
	js.Global().Set(name+"Files", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) < 2 || args[0].Type() != js.TypeString || args[1].Type() != js.TypeString {
			return js.ValueOf(map[string]any{"error": "expected a folder and a template name"})
		}
		dir, entry := args[0].String(), args[1].String()
		return call(func(data map[string]any) (string, []problems.Problem, error) {
			return engine.Files(dir, entry, data)
		}, stringArg(args, 2))
	}))
	js.Global().Set(name+"Meta", js.FuncOf(func(this js.Value, args []js.Value) any {
		return js.ValueOf(map[string]any{"meta": engine.Meta().Value()})
	}))
	select {}
}

func stringArg(args []js.Value, i int) string {
	if len(args) > i && args[i].Type() == js.TypeString {
		return args[i].String()
	}
	return ""
}

func call(render Render, dataSrc string) js.Value {
	result := map[string]any{}
	data, err := jsondata.Parse(dataSrc)
	if err != nil {
		result["dataError"] = err.Error()
		return js.ValueOf(result)
	}
	out, found, err, panicked := renderSafely(render, data)
	if panicked != "" {
		result["panic"] = panicked
	} else if err != nil {
		result["error"] = err.Error()
		result["problems"] = problemValues(found)
	} else {
		result["output"] = out
	}
	return js.ValueOf(result)
}

// renderSafely keeps the engine alive when a template makes it panic (as
// net/http does for a handler): without it the Go program would exit and
// every later call would fail.
func renderSafely(render Render, data map[string]any) (out string, found []problems.Problem, err error, panicked string) {
	defer func() {
		if r := recover(); r != nil {
			panicked = fmt.Sprint(r)
		}
	}()
	out, found, err = render(data)
	return out, found, err, ""
}

func problemValues(found []problems.Problem) []any {
	values := make([]any, len(found))
	for i, p := range found {
		values[i] = map[string]any{"file": p.File, "line": p.Line, "message": p.Message}
	}
	return values
}
