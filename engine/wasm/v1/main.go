//go:build js && wasm

// Command v1 is Textwire v1 compiled to WebAssembly.
package main

import (
	"github.com/textwire/website/engine/internal/run1"
	"github.com/textwire/website/engine/wasm"
)

func main() {
	wasm.Serve("textwireV1", wasm.Engine{String: run1.StringReport, Files: run1.FilesReport, Meta: run1.Meta})
}
