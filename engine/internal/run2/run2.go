// Package run2 renders with Textwire v2's root package, as a Go program
// calls it: the native runner (cmd/twrun) and the differential test's
// reference (cmd/twdiff). The browser's build calls the same engine
// without the root package (wasm/v2/textwire.go).
package run2

import (
	textwire "github.com/textwire/textwire/v2"
	"github.com/textwire/textwire/v2/config"
)

// String evaluates one template with EvaluateString.
func String(tpl string, data map[string]any) (string, error) {
	return textwire.EvaluateString(tpl, data)
}

// Files renders the template named entry (without extension) from the .tw
// files under dir, relative to the working directory, through NewTemplate
// and Template.String.
func Files(dir, entry string, data map[string]any) (string, error) {
	tpl, err := textwire.NewTemplate(&config.Config{TemplateDir: dir, TemplateExt: ".tw"})
	if err != nil {
		return "", err
	}
	out, ferr := tpl.String(entry, data)
	if ferr != nil {
		return "", ferr.Error()
	}
	return out, nil
}
