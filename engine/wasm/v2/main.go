//go:build js && wasm

// Command v2 is Textwire v2 compiled to WebAssembly. It calls the engine's
// subpackages through textwire.go, never the root package (see there why).
package main

import "github.com/textwire/website/engine/wasm"

func main() {
	wasm.Serve("textwireV2", wasm.Engine{String: stringReport, Files: filesReport, Meta: engineMeta})
}
