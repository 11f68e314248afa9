//go:build js && wasm

// Command v2 is Textwire v2 compiled to WebAssembly.
package main

import (
	textwire "github.com/textwire/textwire/v2"
	"github.com/textwire/website/engine/wasm"
)

func main() {
	wasm.Serve("textwireV2", textwire.EvaluateString)
}
