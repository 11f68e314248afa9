//go:build js && wasm

// Command v1 is Textwire v1 compiled to WebAssembly. It calls the engine's
// subpackages through textwire.go, never the root package (see there why).
package main

import "github.com/textwire/website/engine/wasm"

func main() {
	wasm.Serve("textwireV1", wasm.Engine{String: stringReport, Files: filesReport, Meta: engineMeta})
}
