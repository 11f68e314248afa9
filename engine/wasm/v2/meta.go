//go:build js && wasm

package main

import (
	_ "unsafe" // go:linkname

	"github.com/textwire/textwire/v2/object"
	"github.com/textwire/textwire/v2/token"
	"github.com/textwire/website/engine/internal/meta"
)

// functions is the evaluator's own table of built-in functions by type,
// unexported in the engine; linked here so completion offers exactly it.
//
//go:linkname functions github.com/textwire/textwire/v2/evaluator.functions
var functions map[object.ObjectType]map[string]*object.Builtin

// engineMeta describes v2 to the playground's completion (internal/meta).
func engineMeta() meta.Engine {
	byType := map[string][]string{}
	for typ, fns := range functions {
		byType[string(typ)] = meta.Sorted(fns)
	}
	return meta.Engine{
		Directives: meta.Shapes(meta.Sorted(token.GetDirectives())),
		Functions:  byType,
		Loop: meta.LoopFields(func(tpl string) error {
			_, err := evaluateString(tpl, nil)
			return err
		}),
	}
}
