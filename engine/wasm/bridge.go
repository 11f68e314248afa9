//go:build js && wasm

// Package wasm exposes one engine to JavaScript as a global function.
package wasm

import (
	"fmt"
	"syscall/js"

	"github.com/textwire/website/engine/internal/jsondata"
)

// Evaluator is an engine's EvaluateString bound to Go values.
type Evaluator func(template string, data map[string]any) (string, error)

// Serve registers globalThis[name](template, jsonData) and blocks forever.
// The call returns {output}, {error} (the engine's own text), {dataError}
// (the JSON data is unusable) or {panic} (the engine panicked).
func Serve(name string, eval Evaluator) {
	js.Global().Set(name, js.FuncOf(func(this js.Value, args []js.Value) any {
		result := map[string]any{}
		if len(args) < 1 {
			result["error"] = "expected a template string"
			return js.ValueOf(result)
		}
		dataSrc := ""
		if len(args) > 1 && args[1].Type() == js.TypeString {
			dataSrc = args[1].String()
		}
		data, err := jsondata.Parse(dataSrc)
		if err != nil {
			result["dataError"] = err.Error()
			return js.ValueOf(result)
		}
		out, err, panicked := evalSafely(eval, args[0].String(), data)
		if panicked != "" {
			result["panic"] = panicked
		} else if err != nil {
			result["error"] = err.Error()
		} else {
			result["output"] = out
		}
		return js.ValueOf(result)
	}))
	select {}
}

// evalSafely keeps the engine alive when a template makes it panic (as
// net/http does for a handler): without it the Go program would exit and
// every later call would fail.
func evalSafely(eval Evaluator, tpl string, data map[string]any) (out string, err error, panicked string) {
	defer func() {
		if r := recover(); r != nil {
			panicked = fmt.Sprint(r)
		}
	}()
	out, err = eval(tpl, data)
	return out, err, ""
}
