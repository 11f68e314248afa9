// Command twrun evaluates templates with a native build of either engine.
//
// String mode (a template on standard input):
//
//	twrun -v 2 -data '{"name":"Anna"}' < page.tw
//
// File mode (a folder of .tw files, rendered through NewTemplate):
//
//	twrun -v 2 -dir ./templates -entry home -data '{}'
//
// The examples test uses file mode for docs examples that span several
// files; writers use both to try examples before putting them in a page.
//
// On a failure (an error or a Go panic) it also writes the step that failed
// to standard error: "stage: parse", "stage: start-up" (NewTemplate) or
// "stage: render", which the examples test compares with a result block's
// stage="…".
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/textwire/website/engine/internal/jsondata"
	"github.com/textwire/website/engine/internal/run1"
	"github.com/textwire/website/engine/internal/run2"
)

func main() {
	version := flag.Int("v", 2, "engine major version: 1 or 2")
	dataSrc := flag.String("data", "", "JSON object with the template's data")
	dir := flag.String("dir", "", "folder of .tw template files (file mode)")
	entry := flag.String("entry", "", "template name to render in file mode, without extension")
	flag.Parse()
	// A docs version this runner does not know must not fall back to another
	// engine: the tests would pass its examples on the wrong one.
	if *version != 1 && *version != 2 {
		fail(2, fmt.Errorf("twrun: no engine for -v %d (known: 1, 2)", *version))
	}

	data, err := jsondata.Parse(*dataSrc)
	if err != nil {
		fail(2, err)
	}
	stage := ""
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("PANIC: %v\n", r)
			fmt.Fprintln(os.Stderr, "stage: "+stage)
			os.Exit(1)
		}
	}()
	var out string
	if *dir != "" {
		out, err = renderFiles(*version, *dir, *entry, data, &stage)
	} else {
		var tpl []byte
		tpl, err = io.ReadAll(os.Stdin)
		if err != nil {
			fail(2, err)
		}
		if *version == 1 {
			out, err = run1.StringStaged(string(tpl), data, &stage)
		} else {
			out, err = run2.StringStaged(string(tpl), data, &stage)
		}
	}
	if err != nil {
		fmt.Println("ERROR: " + err.Error())
		fmt.Fprintln(os.Stderr, "stage: "+stage)
		os.Exit(1)
	}
	fmt.Print(out)
}

// renderFiles runs the engine the way a Go program does: templates are found
// in a folder relative to the working directory, so we change into its parent.
func renderFiles(version int, dir, entry string, data map[string]any, stage *string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	if err := os.Chdir(filepath.Dir(abs)); err != nil {
		return "", err
	}
	if version == 1 {
		return run1.FilesStaged(filepath.Base(abs), entry, data, stage)
	}
	return run2.FilesStaged(filepath.Base(abs), entry, data, stage)
}

func fail(code int, err error) {
	fmt.Fprintln(os.Stderr, err)
	os.Exit(code)
}
