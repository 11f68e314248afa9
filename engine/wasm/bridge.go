//go:build js && wasm

// Package wasm exposes one engine to JavaScript as global functions.
package wasm

import (
	"fmt"
	"syscall/js"

	"github.com/textwire/website/engine/internal/jsondata"
)

// Engine is one Textwire version bound to Go values: EvaluateString, and
// NewTemplate over a folder of .tw files followed by Template.String.
type Engine struct {
	String func(template string, data map[string]any) (string, error)
	Files  func(dir, entry string, data map[string]any) (string, error)
}

// Serve registers two functions and blocks forever:
//
//	globalThis[name](template, jsonData)
//	globalThis[name + "Files"](dir, entry, jsonData)
//
// The second reads the templates from the file system that the JavaScript
// host provides (globalThis.fs), as a Go program reads them from disk. Each
// returns {output}, {error} (the engine's own text), {dataError} (the JSON
// data is unusable) or {panic} (the engine panicked).
func Serve(name string, engine Engine) {
	js.Global().Set(name, js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) < 1 || args[0].Type() != js.TypeString {
			return js.ValueOf(map[string]any{"error": "expected a template string"})
		}
		tpl := args[0].String()
		return call(func(data map[string]any) (string, error) {
			return engine.String(tpl, data)
		}, stringArg(args, 1))
	}))
	js.Global().Set(name+"Files", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) < 2 || args[0].Type() != js.TypeString || args[1].Type() != js.TypeString {
			return js.ValueOf(map[string]any{"error": "expected a folder and a template name"})
		}
		dir, entry := args[0].String(), args[1].String()
		return call(func(data map[string]any) (string, error) {
			return engine.Files(dir, entry, data)
		}, stringArg(args, 2))
	}))
	select {}
}

func stringArg(args []js.Value, i int) string {
	if len(args) > i && args[i].Type() == js.TypeString {
		return args[i].String()
	}
	return ""
}

func call(render func(map[string]any) (string, error), dataSrc string) js.Value {
	result := map[string]any{}
	data, err := jsondata.Parse(dataSrc)
	if err != nil {
		result["dataError"] = err.Error()
		return js.ValueOf(result)
	}
	out, err, panicked := renderSafely(render, data)
	if panicked != "" {
		result["panic"] = panicked
	} else if err != nil {
		result["error"] = err.Error()
	} else {
		result["output"] = out
	}
	return js.ValueOf(result)
}

// renderSafely keeps the engine alive when a template makes it panic (as
// net/http does for a handler): without it the Go program would exit and
// every later call would fail.
func renderSafely(render func(map[string]any) (string, error), data map[string]any) (out string, err error, panicked string) {
	defer func() {
		if r := recover(); r != nil {
			panicked = fmt.Sprint(r)
		}
	}()
	out, err = render(data)
	return out, err, ""
}
