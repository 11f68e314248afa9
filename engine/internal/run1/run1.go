// Package run1 renders with Textwire v1 the way a Go program calls it, for
// the WebAssembly build and the native runner alike.
package run1

import (
	textwire "github.com/textwire/textwire"
)

// String evaluates one template with EvaluateString.
func String(tpl string, data map[string]any) (string, error) {
	return textwire.EvaluateString(tpl, data)
}

// Files renders the template named entry (without extension) from the .tw
// files under dir, relative to the working directory, through NewTemplate.
func Files(dir, entry string, data map[string]any) (string, error) {
	tpl, err := textwire.NewTemplate(&textwire.Config{TemplateDir: dir, TemplateExt: ".tw"})
	if err != nil {
		return "", err
	}
	out, ferr := tpl.String(entry, data)
	if ferr != nil {
		return "", ferr.Error()
	}
	return out, nil
}
