package jsondata

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// reference is what the package stands for: encoding/json's Decoder with
// UseNumber, each Number then an int when it is whole, else a float64.
func reference(src string) (map[string]any, error) {
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
	return convert(obj).(map[string]any), nil
}

func convert(v any) any {
	switch t := v.(type) {
	case json.Number:
		if i, err := t.Int64(); err == nil {
			return int(i)
		}
		f, _ := t.Float64()
		return f
	case map[string]any:
		for k, val := range t {
			t[k] = convert(val)
		}
	case []any:
		for i, val := range t {
			t[i] = convert(val)
		}
	}
	return v
}

var corpus = []string{
	``, "  \n\t", `{}`, `[]`, `null`, `5`, `"s"`, `{"a":1}`, ` { "a" : [ 1 , 2.5 , -0 , 1e3 , 2E-2 , 0.0 ] } `,
	`{"n": 9223372036854775807, "m": 9223372036854775808, "o": -9223372036854775809, "big": 1e400, "neg": -1.5e-400}`,
	`{"t": true, "f": false, "z": null, "e": {}, "l": [], "deep": {"x": [[{"y": "z"}]]}}`,
	`{"s": "a\"b\\c\/d\be\ff\ng\rh\ti\u00e9\u4e2d\ud83d\ude00 é 中 😀"}`,
	`{"bad": "\ud800", "lone": "\udc00x", "two": "\ud800\ud800", "hi": "\ud83d\u0041"}`,
	`{"dup": 1, "dup": 2}`, `{"a":1} trailing`, `{"a":1}{"b":2}`, `[1, 2`, `{"a":`, `{"a"`, `{"a" 1}`, `{"a":1,}`,
	`{,}`, `{"a":1 "b":2}`, `[1 2]`, `[1,]`, `[-]`, `[01]`, `[1.]`, `[1.e5]`, `[1e]`, `[1e+]`, `[.5]`, `[+1]`,
	`[tru]`, `[trux]`, `[fals]`, `[nul]`, `[nulx]`, `["\x"]`, `["\u12"]`, `["\u12G4"]`, "[\"a\x01\"]", `'a'`,
	"\xef\xbb\xbf{}", "\u00a0{}", `{"a":"` + "\xff\xfe" + `"}`, `{"a":1}` + "\x00", `{"😀": "key"}`,
	strings.Repeat("[", 10000) + strings.Repeat("]", 10000), `{"a":` + strings.Repeat("[", 10001) + strings.Repeat("]", 10001) + `}`,
}

// TestSameAsEncodingJSON compares Parse with the reference on the corpus
// and on every one-byte change of its shorter entries: cut there, a byte
// dropped, or one of a few bytes put in.
func TestSameAsEncodingJSON(t *testing.T) {
	inserts := []string{"{", "}", "[", "]", ",", ":", `"`, `\`, "0", "-", ".", "e", "u", "t", " ", "x", "\x7f", "\xc3"}
	checked := 0
	check := func(src string) {
		checked++
		want, wantErr := reference(src)
		got, gotErr := Parse(src)
		if fmt.Sprint(wantErr) != fmt.Sprint(gotErr) || !reflect.DeepEqual(want, got) {
			t.Errorf("Parse(%q)\n got %#v, %v\nwant %#v, %v", src, got, gotErr, want, wantErr)
		}
	}
	for _, src := range corpus {
		check(src)
		if len(src) > 200 {
			continue
		}
		for i := 0; i <= len(src); i++ {
			check(src[:i])
			if i < len(src) {
				check(src[:i] + src[i+1:])
			}
			for _, in := range inserts {
				check(src[:i] + in + src[i:])
			}
		}
	}
	t.Logf("%d inputs", checked)
}
