package jobspec

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
)

// SchemaID is the $id of the generated schema.
const SchemaID = "https://gpumesh.dev/schema/jobspec-v1.json"

// Schema returns the JSON Schema (draft 2020-12) of the YAML job spec, generated from the Spec
// type's tags, the enum lists and patterns the validator uses, and the documented defaults. The
// output is deterministic (sorted keys, two-space indent, trailing newline); schema.json in this
// package is this output, and a test keeps it current.
//
// The schema checks the shape (fields, types, required fields, enums, patterns, list sizes); the
// Go validator is the authority and also checks what a schema cannot say well (exact amounts,
// cross-field rules such as deadline >= wall_time, class/executor/verification combinations).
func Schema() []byte {
	root := schemaFor(reflect.TypeFor[Spec](), "")
	root["$schema"] = "https://json-schema.org/draft/2020-12/schema"
	root["$id"] = SchemaID
	root["title"] = "gpumesh job spec"
	root["description"] = "A gpumesh job spec, version 1. Validate with `gpumesh job validate FILE`."
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(root); err != nil {
		panic(err) // maps of strings, numbers and bools always encode
	}
	return buf.Bytes()
}

func schemaFor(t reflect.Type, path string) map[string]any {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Struct:
		props := map[string]any{}
		var required []string
		for i := range t.NumField() {
			f := t.Field(i)
			name := yamlName(f)
			p := join(path, name)
			s := schemaFor(f.Type, p)
			tags := parseSchemaTag(f.Tag.Get("schema"))
			applyTags(s, tags)
			if d := f.Tag.Get("doc"); d != "" {
				s["description"] = d
			}
			if d, ok := schemaDefaults[p]; ok {
				s["default"] = d
			}
			if _, ok := tags["required"]; ok {
				required = append(required, name)
			}
			props[name] = s
		}
		s := map[string]any{"type": "object", "properties": props, "additionalProperties": false}
		if len(required) > 0 {
			s["required"] = required
		}
		return s
	case reflect.Slice:
		return map[string]any{"type": "array", "items": schemaFor(t.Elem(), path+"[]")}
	case reflect.Map:
		return map[string]any{"type": "object", "additionalProperties": schemaFor(t.Elem(), path+".*")}
	case reflect.String:
		return map[string]any{"type": "string"}
	case reflect.Int:
		return map[string]any{"type": "integer"}
	case reflect.Bool:
		return map[string]any{"type": "boolean"}
	}
	panic("jobspec: no schema for " + t.String()) // only reachable by changing Spec
}

func parseSchemaTag(tag string) map[string]string {
	out := map[string]string{}
	if tag == "" {
		return out
	}
	for _, kv := range strings.Split(tag, ",") {
		k, v, _ := strings.Cut(kv, "=")
		out[k] = v
	}
	return out
}

func applyTags(s map[string]any, tags map[string]string) {
	for k, v := range tags {
		switch k {
		case "required":
		case modeUnit: // sizes and durations: text only (a bare number lacks its unit)
		case modeNumeric: // a number written without quotes is allowed too (YAML reads it as a number)
			s["type"] = []string{"string", "number"}
		case modeScalar: // list items or map values: any scalar, read as text
			elem := "items"
			if _, ok := s[elem]; !ok {
				elem = "additionalProperties"
			}
			s[elem].(map[string]any)["type"] = []string{"string", "number", "boolean"}
		case "enum":
			s["enum"] = enumValues(v, s["type"])
		case "pattern":
			s["pattern"] = mustPattern(v)
		case "maxLength":
			s["maxLength"] = mustInt(v)
		case "minimum", "exclusiveMinimum", "maximum", "maxItems", "maxProperties":
			s[k] = mustInt(v)
		case "itemPattern":
			s["items"].(map[string]any)["pattern"] = mustPattern(v)
		case "itemEnum":
			s["items"].(map[string]any)["enum"] = enums[v]
		case "keyPattern":
			s["propertyNames"] = map[string]any{"pattern": mustPattern(v)}
		default:
			panic("jobspec: unknown schema tag " + k)
		}
	}
}

func enumValues(name string, typ any) any {
	vals, ok := enums[name]
	if !ok {
		panic("jobspec: unknown enum " + name)
	}
	if typ == "integer" {
		out := make([]int, len(vals))
		for i, v := range vals {
			out[i] = mustInt(v)
		}
		return out
	}
	return vals
}

func mustPattern(name string) string {
	p, ok := patterns[name]
	if !ok {
		panic("jobspec: unknown pattern " + name)
	}
	return p
}

func mustInt(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		panic("jobspec: schema tag value " + s + " is not an integer")
	}
	return n
}
