// Package meta describes an engine to the playground's completion: its
// directives with the argument shape to insert, its built-in functions by
// value type and the fields of the loop object. Everything is read from the
// engine of that version when asked (its tables, its lsp package, its
// evaluator), never from a list kept here.
package meta

import (
	"sort"
	"strings"

	"github.com/textwire/textwire/v2/lsp"
	"github.com/textwire/textwire/v2/lsp/completions"
	token2 "github.com/textwire/textwire/v2/token"
)

// Directive is a directive's name ("@each") and the snippet completion
// inserts in the lsp's form ("@each($1 in $2)\n    $3\n@end"), or "" when
// the lsp gives none.
type Directive struct {
	Name   string
	Insert string
}

// Engine is what the playground's completion knows of one engine version.
type Engine struct {
	Directives []Directive
	// Functions maps the engine's object type ("STRING") to its function names.
	Functions map[string][]string
	Loop      []string
}

// Shapes gives each directive the argument shape of v2's lsp inserts, the
// only engine that ships them; v1 uses them for the directives it shares
// with v2 (their syntax is the same, which meta_test.go checks by parsing).
func Shapes(names []string) []Directive {
	directives := make([]Directive, 0, len(names))
	for _, name := range names {
		insert := ""
		if tok, ok := token2.GetDirectives()[name]; ok {
			if text, err := lsp.GetTokenInsert(tok); err == nil {
				insert = strings.TrimRight(text, "\n")
			}
		}
		directives = append(directives, Directive{Name: name, Insert: insert})
	}
	return directives
}

// LoopFields keeps the loop object's fields that the engine evaluates
// without error inside an @each, of the candidates named by v2's lsp.
func LoopFields(evaluate func(tpl string) error) []string {
	var fields []string
	for _, c := range completions.GetLoopProperties() {
		if evaluate("@each(x in [1]){{ loop."+c.Label+" }}@end") == nil {
			fields = append(fields, c.Label)
		}
	}
	return fields
}

// Sorted returns a map's keys in order.
func Sorted[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Value is the Engine as JavaScript-friendly values (syscall/js.ValueOf).
func (e Engine) Value() map[string]any {
	directives := make([]any, len(e.Directives))
	for i, d := range e.Directives {
		directives[i] = map[string]any{"name": d.Name, "insert": d.Insert}
	}
	functions := map[string]any{}
	for typ, names := range e.Functions {
		functions[typ] = toAny(names)
	}
	return map[string]any{"directives": directives, "functions": functions, "loop": toAny(e.Loop)}
}

func toAny(values []string) []any {
	out := make([]any, len(values))
	for i, v := range values {
		out[i] = v
	}
	return out
}
