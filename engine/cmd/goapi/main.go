// Command goapi prints the exported API of Go packages as JSON, read from
// their source with go/parser (test files left out).
//
//	goapi DIR...
//
// For each folder it prints the package name and its exported identifiers:
// functions, types, constants and variables, the methods of exported types
// (named Type.Method) and the exported fields of exported struct types
// (named Type.Field). Functions, methods and function types come with their
// signature as gofmt prints it. The docs' Go API coverage test uses this to
// fail when an engine exports something its docs do not cover.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"sort"
	"strings"
)

type item struct {
	Name string `json:"name"`
	// Kind is func, method, type, field, const or var.
	Kind string `json:"kind"`
	// Signature is set for functions, methods and function types.
	Signature string `json:"signature,omitempty"`
	// Struct is true for struct types.
	Struct bool `json:"struct,omitempty"`
}

type pkg struct {
	Dir   string `json:"dir"`
	Name  string `json:"name"`
	Items []item `json:"items"`
}

func main() {
	var out []pkg
	for _, dir := range os.Args[1:] {
		p, err := readPackage(dir)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		out = append(out, p)
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func readPackage(dir string) (pkg, error) {
	fset := token.NewFileSet()
	notTest := func(fi os.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }
	pkgs, err := parser.ParseDir(fset, dir, notTest, 0)
	if err != nil {
		return pkg{}, err
	}
	if len(pkgs) != 1 {
		return pkg{}, fmt.Errorf("%s: expected one package, found %d", dir, len(pkgs))
	}
	result := pkg{Dir: dir}
	for name, p := range pkgs {
		result.Name = name
		for _, file := range p.Files {
			items, err := fileItems(fset, file)
			if err != nil {
				return pkg{}, err
			}
			result.Items = append(result.Items, items...)
		}
	}
	sort.Slice(result.Items, func(i, j int) bool { return result.Items[i].Name < result.Items[j].Name })
	return result, nil
}

func fileItems(fset *token.FileSet, file *ast.File) ([]item, error) {
	var items []item
	for _, decl := range file.Decls {
		switch d := decl.(type) {
		case *ast.FuncDecl:
			if !d.Name.IsExported() {
				continue
			}
			name, kind := d.Name.Name, "func"
			if d.Recv != nil {
				recv := receiverType(d.Recv.List[0].Type)
				if !ast.IsExported(recv) {
					continue
				}
				name, kind = recv+"."+name, "method"
			}
			sig, err := printNode(fset, &ast.FuncDecl{Recv: d.Recv, Name: d.Name, Type: d.Type})
			if err != nil {
				return nil, err
			}
			items = append(items, item{Name: name, Kind: kind, Signature: sig})
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				switch s := spec.(type) {
				case *ast.TypeSpec:
					if !s.Name.IsExported() {
						continue
					}
					t := item{Name: s.Name.Name, Kind: "type"}
					switch typ := s.Type.(type) {
					case *ast.FuncType:
						sig, err := printNode(fset, &ast.GenDecl{Tok: token.TYPE, Specs: []ast.Spec{&ast.TypeSpec{Name: s.Name, Type: typ}}})
						if err != nil {
							return nil, err
						}
						t.Signature = sig
					case *ast.StructType:
						t.Struct = true
						for _, field := range typ.Fields.List {
							for _, fieldName := range field.Names {
								if fieldName.IsExported() {
									items = append(items, item{Name: s.Name.Name + "." + fieldName.Name, Kind: "field"})
								}
							}
						}
					}
					items = append(items, t)
				case *ast.ValueSpec:
					kind := "var"
					if d.Tok == token.CONST {
						kind = "const"
					}
					for _, n := range s.Names {
						if n.IsExported() {
							items = append(items, item{Name: n.Name, Kind: kind})
						}
					}
				}
			}
		}
	}
	return items, nil
}

func receiverType(expr ast.Expr) string {
	switch t := expr.(type) {
	case *ast.StarExpr:
		return receiverType(t.X)
	case *ast.IndexExpr:
		return receiverType(t.X)
	case *ast.Ident:
		return t.Name
	}
	return ""
}

func printNode(fset *token.FileSet, node any) (string, error) {
	var buf bytes.Buffer
	if err := format.Node(&buf, fset, node); err != nil {
		return "", err
	}
	return buf.String(), nil
}
