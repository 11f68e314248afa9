//go:build js && wasm

package main

import (
	_ "unsafe" // go:linkname

	"github.com/textwire/textwire/object"
	"github.com/textwire/textwire/token"
	"github.com/textwire/website/engine/internal/meta"
)

// functions and directives are the engine's own tables, unexported in v1;
// linked here so completion offers exactly them.
//
//go:linkname functions github.com/textwire/textwire/evaluator.functions
var functions map[object.ObjectType]map[string]*object.Builtin

//go:linkname directives github.com/textwire/textwire/token.directives
var directives map[string]token.TokenType

// engineMeta describes v1 to the playground's completion (internal/meta).
func engineMeta() meta.Engine {
	byType := map[string][]string{}
	for typ, fns := range functions {
		byType[string(typ)] = meta.Sorted(fns)
	}
	return meta.Engine{
		Directives: meta.Shapes(meta.Sorted(directives)),
		Functions:  byType,
		Loop: meta.LoopFields(func(tpl string) error {
			_, err := evaluateString(tpl, nil)
			return err
		}),
	}
}
