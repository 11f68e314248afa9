// Command twdiff is the native side of the engine's differential test
// (tests/examples/engine-differential.test.ts): it runs templates through
// Textwire's root package, as a Go program calls it, for the test to compare
// with the browser's engine, which calls the subpackages instead
// (engine/wasm/<version>/textwire.go).
//
//	twdiff run < cases.jsonl
//
// reads one case a line, {"v":"v2","template":"…","data":"…"} for
// EvaluateString or {"v":"v2","files":[{"path":"home.tw","source":"…"}],
// "page":"home","data":"…"} for NewTemplate (templates folder, extension
// .tw) and Template.String, and prints one result a line: {"output":"…"},
// {"error":"…"} (file paths as under /app, where the browser's engine has
// them), {"panic":"…"} or {"dataError":"…"}. A case still running after
// -timeout prints {"timeout":true} and ends the program (exit status 3), as
// a Go fatal error does (stack overflow, with its text on stderr): the test
// starts it again with the cases after that one.
//
//	twdiff testcases FILE.go...
//
// prints the test inputs of the engine's own Go tests as JSON:
// {"templates":[…],"data":{"name":"{…}"}}: every string literal that holds
// "{{" or "@", and the data of table entries {"name", map[string]any{…}}
// whose map holds only literals, as JSON.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/textwire/website/engine/internal/run1"
	"github.com/textwire/website/engine/internal/run2"
)

type file struct {
	Path   string `json:"path"`
	Source string `json:"source"`
}

type testCase struct {
	V        string `json:"v"`
	Template string `json:"template"`
	Files    []file `json:"files"`
	Page     string `json:"page"`
	Data     string `json:"data"`
}

type result struct {
	Output    *string `json:"output,omitempty"`
	Error     string  `json:"error,omitempty"`
	Panic     string  `json:"panic,omitempty"`
	DataError string  `json:"dataError,omitempty"`
	Timeout   bool    `json:"timeout,omitempty"`
}

// shownRoot is where the browser's engine keeps its files (src/engine/hostPaths.ts).
const shownRoot = "/app"

func main() {
	if len(os.Args) < 2 {
		fail(errors.New("usage: twdiff run [-timeout 3s] < cases.jsonl | twdiff testcases FILE.go..."))
	}
	switch os.Args[1] {
	case "run":
		flags := flag.NewFlagSet("run", flag.ExitOnError)
		timeout := flags.Duration("timeout", 3*time.Second, "longest time a case may run")
		_ = flags.Parse(os.Args[2:])
		runCases(*timeout)
	case "testcases":
		printTestCases(os.Args[2:])
	default:
		fail(fmt.Errorf("twdiff: unknown command %q", os.Args[1]))
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, err)
	os.Exit(2)
}

func runCases(timeout time.Duration) {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(nil, 64<<20)
	out := json.NewEncoder(os.Stdout)
	for in.Scan() {
		var c testCase
		if err := json.Unmarshal(in.Bytes(), &c); err != nil {
			fail(err)
		}
		done := make(chan result, 1)
		go func() { done <- run(c) }()
		select {
		case r := <-done:
			if err := out.Encode(r); err != nil {
				fail(err)
			}
		case <-time.After(timeout):
			_ = out.Encode(result{Timeout: true})
			os.Exit(3)
		}
	}
	if err := in.Err(); err != nil {
		fail(err)
	}
}

// run is one case through the root package, as cmd/twrun runs it.
func run(c testCase) (r result) {
	// A docs version this program does not know must not fall back to
	// another engine: the test would compare the wrong one.
	if c.V != "v1" && c.V != "v2" {
		fail(fmt.Errorf("twdiff: no engine for %q (known: v1, v2)", c.V))
	}
	data, err := decodeData(c.Data)
	if err != nil {
		return result{DataError: err.Error()}
	}
	defer func() {
		if p := recover(); p != nil {
			r = result{Panic: fmt.Sprint(p)}
		}
	}()
	var out string
	if c.Files == nil {
		if c.V == "v1" {
			out, err = run1.String(c.Template, data)
		} else {
			out, err = run2.String(c.Template, data)
		}
	} else {
		out, err = renderFiles(c, data)
	}
	if err != nil {
		return result{Error: err.Error()}
	}
	return result{Output: &out}
}

// renderFiles writes the files to templates/ in a new folder, works from
// there as the browser's engine works from /app, and renders the page.
func renderFiles(c testCase, data map[string]any) (string, error) {
	app, err := os.MkdirTemp("", "twdiff-")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(app)
	for _, f := range c.Files {
		path := filepath.Join(app, "templates", filepath.FromSlash(f.Path))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			fail(err)
		}
		if err := os.WriteFile(path, []byte(f.Source), 0o644); err != nil {
			fail(err)
		}
	}
	if err := os.Chdir(app); err != nil {
		fail(err)
	}
	var out string
	if c.V == "v1" {
		out, err = run1.Files("templates", c.Page, data)
	} else {
		out, err = run2.Files("templates", c.Page, data)
	}
	if err != nil {
		return "", errors.New(strings.ReplaceAll(err.Error(), app, shownRoot))
	}
	return out, nil
}

// decodeData is what engine/internal/jsondata stands for, with encoding/json
// itself: a Decoder with UseNumber, each Number an int when it is whole.
func decodeData(src string) (map[string]any, error) {
	if strings.TrimSpace(src) == "" {
		return map[string]any{}, nil
	}
	dec := json.NewDecoder(bytes.NewReader([]byte(src)))
	dec.UseNumber()
	var raw any
	if err := dec.Decode(&raw); err != nil {
		return nil, fmt.Errorf("data is not valid JSON: %w", err)
	}
	obj, ok := raw.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("data must be a JSON object, such as {\"name\": \"Anna\"}")
	}
	return numbers(obj).(map[string]any), nil
}

func numbers(v any) any {
	switch t := v.(type) {
	case json.Number:
		if i, err := t.Int64(); err == nil {
			return int(i)
		}
		f, _ := t.Float64()
		return f
	case map[string]any:
		for k, val := range t {
			t[k] = numbers(val)
		}
	case []any:
		for i, val := range t {
			t[i] = numbers(val)
		}
	}
	return v
}

func printTestCases(paths []string) {
	templates := []string{}
	seen := map[string]bool{}
	data := map[string]string{}
	fset := token.NewFileSet()
	for _, path := range paths {
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			fail(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BasicLit:
				if text, ok := stringLit(n); ok && !seen[text] && (strings.Contains(text, "{{") || strings.Contains(text, "@")) {
					seen[text] = true
					templates = append(templates, text)
				}
			case *ast.CompositeLit:
				if name, value, ok := namedData(n); ok {
					data[name] = value
				}
			}
			return true
		})
	}
	out, err := json.Marshal(map[string]any{"templates": templates, "data": data})
	if err != nil {
		fail(err)
	}
	fmt.Println(string(out))
}

func stringLit(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	text, err := strconv.Unquote(lit.Value)
	return text, err == nil
}

// namedData reads a table entry {"name", map[string]any{…}} (a map of
// literals only) as its name and the map as JSON.
func namedData(entry *ast.CompositeLit) (string, string, bool) {
	if len(entry.Elts) < 2 {
		return "", "", false
	}
	name, ok := stringLit(entry.Elts[0])
	if !ok {
		return "", "", false
	}
	for _, e := range entry.Elts[1:] {
		if m, ok := e.(*ast.CompositeLit); ok {
			if _, isMap := m.Type.(*ast.MapType); isMap {
				if value, ok := literal(m); ok {
					text, err := json.Marshal(value)
					return name, string(text), err == nil
				}
			}
		}
	}
	return "", "", false
}

// literal is a Go literal of strings, numbers, booleans, nil, slices and
// maps as a JSON value.
func literal(e ast.Expr) (any, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		switch e.Kind {
		case token.STRING:
			return stringLit(e)
		case token.INT, token.FLOAT:
			return json.Number(e.Value), true
		}
	case *ast.Ident:
		switch e.Name {
		case "true", "false":
			return e.Name == "true", true
		case "nil":
			return nil, true
		}
	case *ast.UnaryExpr:
		if v, ok := literal(e.X); ok && e.Op == token.SUB {
			if n, isNumber := v.(json.Number); isNumber {
				return json.Number("-" + string(n)), true
			}
		}
	case *ast.CompositeLit:
		switch e.Type.(type) {
		case *ast.MapType:
			m := map[string]any{}
			for _, elt := range e.Elts {
				kv, ok := elt.(*ast.KeyValueExpr)
				if !ok {
					return nil, false
				}
				key, okKey := stringLit(kv.Key)
				value, okValue := literal(kv.Value)
				if !okKey || !okValue {
					return nil, false
				}
				m[key] = value
			}
			return m, true
		case *ast.ArrayType:
			list := []any{}
			for _, elt := range e.Elts {
				value, ok := literal(elt)
				if !ok {
					return nil, false
				}
				list = append(list, value)
			}
			return list, true
		}
	}
	return nil, false
}
