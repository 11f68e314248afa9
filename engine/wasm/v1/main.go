//go:build js && wasm

// Command v1 is Textwire v1 compiled to WebAssembly.
package main

import (
	textwire "github.com/textwire/textwire"
	"github.com/textwire/website/engine/wasm"
)

func main() {
	wasm.Serve("textwireV1", func(tpl string, data map[string]any) (string, error) {
		return textwire.EvaluateString(tpl, data)
	})
}
