// Package jsondata turns the JSON data of an example into the Go values a
// program would pass to Textwire: objects as map[string]any, arrays as
// []any, whole numbers as int (encoding/json alone would make every number
// a float64, which Textwire prints as a float) and other numbers as float64.
//
// It is the result of encoding/json's Decoder with UseNumber, each Number
// then made an int when strconv.ParseInt takes it and a float64 otherwise,
// error texts included (jsondata_test.go compares the two). It does not
// call encoding/json: that package and the reflection it uses would add
// about 150 KB (gzipped) to the browser's engine, for a job of one function.
package jsondata

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// maxDepth is encoding/json's limit on nested arrays and objects.
const maxDepth = 10000

// errEOF is what encoding/json's Decoder says of a value cut short.
var errEOF = errors.New("unexpected EOF")

// Parse decodes a JSON object. Empty input means no data.
func Parse(src string) (map[string]any, error) {
	if strings.TrimSpace(src) == "" {
		return map[string]any{}, nil
	}
	d := decoder{src: src}
	d.space()
	// Like Decoder.Decode, it reads the first value and ignores what follows.
	raw, err := d.value()
	if err != nil {
		return nil, errors.New("data is not valid JSON: " + err.Error())
	}
	obj, ok := raw.(map[string]any)
	if !ok {
		return nil, errors.New(`data must be a JSON object, such as {"name": "Anna"}`)
	}
	return obj, nil
}

type decoder struct {
	src   string
	pos   int
	depth int
}

// syntax is encoding/json's SyntaxError text for the byte at pos.
func (d *decoder) syntax(context string) error {
	if d.pos >= len(d.src) {
		return errEOF
	}
	c := d.src[d.pos]
	quoted := "'" + strings.Trim(strconv.Quote(string(rune(c))), `"`) + "'"
	switch c {
	case '\'':
		quoted = `'\''`
	case '"':
		quoted = `'"'`
	}
	return errors.New("invalid character " + quoted + " " + context)
}

func (d *decoder) space() {
	for d.pos < len(d.src) && (d.src[d.pos] == ' ' || d.src[d.pos] == '\t' || d.src[d.pos] == '\n' || d.src[d.pos] == '\r') {
		d.pos++
	}
}

// next skips white space and says whether the next byte is c, taking it if so.
func (d *decoder) next(c byte) bool {
	d.space()
	if d.pos < len(d.src) && d.src[d.pos] == c {
		d.pos++
		return true
	}
	return false
}

func (d *decoder) value() (any, error) {
	if d.pos >= len(d.src) {
		return nil, errEOF
	}
	switch c := d.src[d.pos]; {
	case c == '{' || c == '[':
		if d.depth++; d.depth > maxDepth {
			return nil, d.syntax("exceeded max depth")
		}
		d.pos++
		defer func() { d.depth-- }()
		if c == '{' {
			return d.object()
		}
		return d.array()
	case c == '"':
		return d.str()
	case c == '-' || (c >= '0' && c <= '9'):
		return d.number()
	case c == 't':
		return true, d.literal("true")
	case c == 'f':
		return false, d.literal("false")
	case c == 'n':
		return nil, d.literal("null")
	}
	return nil, d.syntax("looking for beginning of value")
}

func (d *decoder) object() (any, error) {
	obj := map[string]any{}
	if d.next('}') {
		return obj, nil
	}
	for {
		if d.pos >= len(d.src) || d.src[d.pos] != '"' {
			return nil, d.syntax("looking for beginning of object key string")
		}
		key, err := d.str()
		if err != nil {
			return nil, err
		}
		if !d.next(':') {
			return nil, d.syntax("after object key")
		}
		d.space()
		if obj[key], err = d.value(); err != nil {
			return nil, err
		}
		if d.next('}') {
			return obj, nil
		}
		if !d.next(',') {
			return nil, d.syntax("after object key:value pair")
		}
		d.space()
	}
}

func (d *decoder) array() (any, error) {
	arr := []any{}
	if d.next(']') {
		return arr, nil
	}
	for {
		v, err := d.value()
		if err != nil {
			return nil, err
		}
		arr = append(arr, v)
		if d.next(']') {
			return arr, nil
		}
		if !d.next(',') {
			return nil, d.syntax("after array element")
		}
		d.space()
	}
}

func (d *decoder) literal(word string) error {
	for i := 1; i < len(word); i++ {
		if d.pos+i >= len(d.src) {
			d.pos += i
			return errEOF
		}
		if d.src[d.pos+i] != word[i] {
			d.pos += i
			return d.syntax("in literal " + word + " (expecting " + strconv.QuoteRune(rune(word[i])) + ")")
		}
	}
	d.pos += len(word)
	return nil
}

// number reads -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? and converts it.
func (d *decoder) number() (any, error) {
	start := d.pos
	digits := func() int {
		n := 0
		for d.pos < len(d.src) && d.src[d.pos] >= '0' && d.src[d.pos] <= '9' {
			d.pos++
			n++
		}
		return n
	}
	if d.src[d.pos] == '-' {
		d.pos++
	}
	if d.pos < len(d.src) && d.src[d.pos] == '0' {
		d.pos++
	} else if digits() == 0 {
		return nil, d.syntax("in numeric literal")
	}
	if d.pos < len(d.src) && d.src[d.pos] == '.' {
		d.pos++
		if digits() == 0 {
			return nil, d.syntax("after decimal point in numeric literal")
		}
	}
	if d.pos < len(d.src) && (d.src[d.pos] == 'e' || d.src[d.pos] == 'E') {
		d.pos++
		if d.pos < len(d.src) && (d.src[d.pos] == '+' || d.src[d.pos] == '-') {
			d.pos++
		}
		if digits() == 0 {
			return nil, d.syntax("in exponent of numeric literal")
		}
	}
	text := d.src[start:d.pos]
	if i, err := strconv.ParseInt(text, 10, 64); err == nil {
		return int(i), nil
	}
	f, _ := strconv.ParseFloat(text, 64)
	return f, nil
}

// str reads a string literal as encoding/json unquotes it: a bad \u
// surrogate and a byte that is not UTF-8 become U+FFFD.
func (d *decoder) str() (string, error) {
	d.pos++ // the opening quote
	var out strings.Builder
	for {
		if d.pos >= len(d.src) {
			return "", errEOF
		}
		c := d.src[d.pos]
		switch {
		case c == '"':
			d.pos++
			return out.String(), nil
		case c < 0x20:
			return "", d.syntax("in string literal")
		case c == '\\':
			d.pos++
			if d.pos >= len(d.src) {
				return "", errEOF
			}
			switch e := d.src[d.pos]; e {
			case '"', '\\', '/':
				out.WriteByte(e)
			case 'b':
				out.WriteByte('\b')
			case 'f':
				out.WriteByte('\f')
			case 'n':
				out.WriteByte('\n')
			case 'r':
				out.WriteByte('\r')
			case 't':
				out.WriteByte('\t')
			case 'u':
				r, err := d.hex4()
				if err != nil {
					return "", err
				}
				if utf16.IsSurrogate(r) {
					if pair := d.lowSurrogate(r); pair >= 0 {
						r = pair
					} else {
						r = utf8.RuneError
					}
				}
				out.WriteRune(r)
				continue
			default:
				return "", d.syntax("in string escape code")
			}
			d.pos++
		case c < utf8.RuneSelf:
			out.WriteByte(c)
			d.pos++
		default:
			r, size := utf8.DecodeRuneInString(d.src[d.pos:])
			out.WriteRune(r)
			d.pos += size
		}
	}
}

// hex4 reads the four hex digits after \u (d.pos is at the u) and moves past them.
func (d *decoder) hex4() (rune, error) {
	var r rune
	for i := 0; i < 4; i++ {
		d.pos++
		if d.pos >= len(d.src) {
			return 0, errEOF
		}
		c := d.src[d.pos]
		switch {
		case c >= '0' && c <= '9':
			r = r*16 + rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r*16 + rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r*16 + rune(c-'A'+10)
		default:
			return 0, d.syntax(`in \u hexadecimal character escape`)
		}
	}
	d.pos++
	return r, nil
}

// lowSurrogate takes a \uXXXX that follows r when the two make one
// character, and returns it; otherwise it takes nothing and returns -1.
func (d *decoder) lowSurrogate(r rune) rune {
	s := d.src[d.pos:]
	if len(s) < 6 || s[0] != '\\' || s[1] != 'u' {
		return -1
	}
	low, err := strconv.ParseUint(s[2:6], 16, 16)
	if err != nil {
		return -1
	}
	if pair := utf16.DecodeRune(r, rune(low)); pair != utf8.RuneError {
		d.pos += 6
		return pair
	}
	return -1
}
