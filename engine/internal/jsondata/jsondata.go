// Package jsondata turns the JSON data of an example into the Go values a
// program would pass to Textwire. encoding/json alone would make every number
// a float64, so whole numbers would print as floats; a Go caller passes int.
package jsondata

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// Parse decodes a JSON object. Empty input means no data.
func Parse(src string) (map[string]any, error) {
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
		return t
	case []any:
		for i, val := range t {
			t[i] = convert(val)
		}
		return t
	default:
		return v
	}
}
