// Command gotpl runs a template with Go's standard library, html/template or
// text/template, the way the guide "Coming from html/template" shows it: the
// Go side of each pair there is run with this, beside the Textwire side.
//
// String mode (a template on standard input, parsed under the name "page"):
//
//	gotpl -data '{"name":"Anna"}' < page.tmpl
//
// File mode (files parsed with ParseFiles in the order given, then one of
// them executed by name with ExecuteTemplate):
//
//	gotpl -entry home.tmpl -data '{}' home.tmpl layout.tmpl
//
// -text uses text/template instead of html/template. The data is the very
// map[string]any the Textwire side gets (internal/jsondata): whole numbers
// as int, other numbers as float64, arrays as []any, objects as maps.
//
// On a failure it prints "ERROR: " and the error, and writes the step that
// failed to standard error: "stage: parse" or "stage: render" (Execute).
package main

import (
	"flag"
	htmltemplate "html/template"
	"io"
	"os"
	"path/filepath"
	texttemplate "text/template"

	"github.com/textwire/website/engine/internal/jsondata"
)

// executor is what both packages' *Template have in common here.
type executor interface {
	Execute(w io.Writer, data any) error
	ExecuteTemplate(w io.Writer, name string, data any) error
}

func main() {
	text := flag.Bool("text", false, "use text/template instead of html/template")
	dataSrc := flag.String("data", "", "JSON object with the template's data")
	entry := flag.String("entry", "", "file mode: the template to execute, by its file name")
	flag.Parse()

	data, err := jsondata.Parse(*dataSrc)
	if err != nil {
		fail("data", err)
	}
	var tpl executor
	if files := flag.Args(); len(files) > 0 {
		if *text {
			tpl, err = texttemplate.ParseFiles(files...)
		} else {
			tpl, err = htmltemplate.ParseFiles(files...)
		}
		if err != nil {
			fail("parse", err)
		}
		if err := tpl.ExecuteTemplate(os.Stdout, filepath.Base(*entry), data); err != nil {
			fail("render", err)
		}
		return
	}
	src, err := io.ReadAll(os.Stdin)
	if err != nil {
		fail("input", err)
	}
	if *text {
		tpl, err = texttemplate.New("page").Parse(string(src))
	} else {
		tpl, err = htmltemplate.New("page").Parse(string(src))
	}
	if err != nil {
		fail("parse", err)
	}
	if err := tpl.Execute(os.Stdout, data); err != nil {
		fail("render", err)
	}
}

func fail(stage string, err error) {
	os.Stdout.WriteString("\nERROR: " + err.Error() + "\n")
	os.Stderr.WriteString("stage: " + stage + "\n")
	os.Exit(1)
}
