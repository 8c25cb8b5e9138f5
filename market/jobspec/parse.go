package jobspec

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// Options tune validation to the requester's environment. The zero value is usable.
type Options struct {
	// TokenDecimals is the number of decimals of the payment token that max_price is written in.
	// Default (0): DefaultTokenDecimals (6, the devnet token).
	TokenDecimals int
	// EnvAllow, when non-nil, is the only environment variable names a spec may set (for a
	// requester who knows its providers' allow-list). Default nil: any well-formed, non-reserved name.
	EnvAllow []string
	// Commands, when non-nil, is the only exec command names a spec may use. Default nil: any
	// well-formed name (the provider refuses names it does not allow).
	Commands []string
	// BaseDir, when set, is the directory relative local paths are taken from, and every local
	// path (module, inputs) must exist there. Default "": paths are not checked.
	BaseDir string
}

func (o Options) decimals() int {
	if o.TokenDecimals <= 0 {
		return DefaultTokenDecimals
	}
	return o.TokenDecimals
}

// ParseFile reads and parses the spec at path (at most MaxSpecSize bytes). When opts.BaseDir is
// empty, local paths are checked relative to the spec file's directory.
func ParseFile(path string, opts Options) (*Job, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read job spec: %w", err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxSpecSize+1))
	if err != nil {
		return nil, fmt.Errorf("read job spec %s: %w", path, err)
	}
	if opts.BaseDir == "" {
		opts.BaseDir = dirOf(path)
	}
	return Parse(data, opts)
}

// Parse decodes, normalizes and validates a YAML job spec. On failure the error is
// ValidationErrors with every problem found.
func Parse(data []byte, opts Options) (*Job, error) {
	r := newReport()
	if len(data) > MaxSpecSize {
		r.add("", ErrTooLarge, fmt.Sprintf("the spec is %d bytes, over the %d byte limit", len(data), MaxSpecSize),
			"keep the spec small: put data in inputs, not in args, env or labels")
		return nil, r.errs
	}
	root, ok := decodeNode(data, r)
	if !ok {
		return nil, r.errs
	}
	r.walk(root, "", reflect.TypeFor[Spec](), "")
	if root.Kind != yaml.MappingNode {
		return nil, r.errs // not a spec at all; field checks would only add noise
	}
	var s Spec
	if r.visits > maxVisits {
		// The walk bounds the work; an alias bomb stops here, before the decoder expands it.
		return nil, r.sorted()
	}
	if err := strictDecode(data, &s); err != nil && len(r.errs) == 0 && r.dropped == 0 {
		// The walk above mirrors the decoder's checks with paths; this is the backstop.
		var te *yaml.TypeError
		if errors.As(err, &te) {
			for _, m := range te.Errors {
				r.addAt("", lineOf(m), 0, ErrInvalid, m, "see `gpumesh job schema` for the fields and their types")
			}
		} else {
			r.addAt("", lineOf(err.Error()), 0, ErrSyntax, err.Error(), "fix the YAML syntax")
		}
	}
	j := build(&s, r, opts)
	checkJob(j, r, opts)
	if len(r.errs) > 0 {
		return nil, r.sorted()
	}
	return j, nil
}

// decodeNode parses data into one YAML document node, reporting syntax problems.
func decodeNode(data []byte, r *report) (root *yaml.Node, ok bool) {
	defer func() {
		// yaml.v3 is well fuzzed, but a parser bug must not take the node down with it.
		if p := recover(); p != nil {
			r.add("", ErrSyntax, fmt.Sprintf("the YAML parser failed: %v", p), "simplify the document")
			root, ok = nil, false
		}
	}()
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			r.add("", ErrInvalid, "the spec is empty", "start with version: 1 and class: batch, burst or zk")
		} else {
			r.addAt("", lineOf(err.Error()), 0, ErrSyntax, reYAMLPrefix.ReplaceAllString(err.Error(), ""), "fix the YAML syntax")
		}
		return nil, false
	}
	var next yaml.Node
	if err := dec.Decode(&next); !errors.Is(err, io.EOF) {
		line := next.Line
		if err != nil {
			line = lineOf(err.Error())
		}
		r.addAt("", line, 0, ErrInvalid, "the file holds more than one YAML document", "put one job spec per file (remove the --- separator)")
		return nil, false
	}
	if len(doc.Content) == 0 {
		r.add("", ErrInvalid, "the spec is empty", "start with version: 1 and class: batch, burst or zk")
		return nil, false
	}
	return doc.Content[0], true
}

func strictDecode(data []byte, s *Spec) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("the YAML decoder failed: %v", p)
		}
	}()
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	return dec.Decode(s)
}

const (
	maxErrors = 100     // problems reported for one spec
	maxVisits = 100_000 // YAML values walked for one spec (a valid spec has a few hundred at most)
)

var (
	reLine       = regexp.MustCompile(`line (\d+)`)
	reYAMLPrefix = regexp.MustCompile(`^yaml: (line \d+: )?`)
)

func lineOf(msg string) int {
	if m := reLine.FindStringSubmatch(msg); m != nil {
		n, _ := strconv.Atoi(m[1])
		return n
	}
	return 0
}

// report collects problems with their positions.
type report struct {
	errs    ValidationErrors
	dropped int               // problems past maxErrors
	visits  int               // nodes walked, aliases counted each time they are followed
	pos     map[string][2]int // field path -> line, column of its value
	bad     map[string]bool   // paths already reported; later checks of them and below are skipped
}

func newReport() *report {
	return &report{pos: map[string][2]int{}, bad: map[string]bool{}}
}

// add reports a problem at path, positioned at the path's value or its nearest parent's.
func (r *report) add(path string, sentinel error, problem, fix string) {
	p := path
	for {
		if at, ok := r.pos[p]; ok {
			r.addAt(path, at[0], at[1], sentinel, problem, fix)
			return
		}
		if p == "" {
			r.addAt(path, 0, 0, sentinel, problem, fix)
			return
		}
		p = parent(p)
	}
}

func (r *report) addAt(path string, line, col int, sentinel error, problem, fix string) {
	if r.isBad(path) {
		return
	}
	if len(r.errs) >= maxErrors {
		r.dropped++
		return
	}
	r.errs = append(r.errs, &FieldError{Path: path, Line: line, Column: col, Problem: problem, Fix: fix, Err: sentinel})
	if path != "" {
		r.bad[path] = true
	}
}

// invalid reports an ErrInvalid problem.
func (r *report) invalid(path, problem, fix string) { r.add(path, ErrInvalid, problem, fix) }

func (r *report) isBad(path string) bool {
	for p := path; p != ""; p = parent(p) {
		if r.bad[p] {
			return true
		}
	}
	return false
}

func (r *report) sorted() ValidationErrors {
	sort.SliceStable(r.errs, func(a, b int) bool {
		la, lb := r.errs[a].Line, r.errs[b].Line
		if la == 0 || lb == 0 {
			return la != 0 && lb == 0 // positioned problems first, then the rest in check order
		}
		return la < lb
	})
	if r.dropped > 0 {
		r.errs = append(r.errs, &FieldError{Problem: fmt.Sprintf("%d more problems not shown", r.dropped),
			Fix: "fix the ones above and validate again", Err: ErrInvalid})
		r.dropped = 0
	}
	return r.errs
}

// parent returns the parent path: "resources.vram" -> "resources", "inputs[1].name" ->
// "inputs[1]", "inputs[1]" -> "inputs", "version" -> "".
func parent(p string) string {
	i := strings.LastIndexAny(p, ".[")
	if i < 0 {
		return ""
	}
	return p[:i]
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// Scalar modes of string fields (from the schema tag), so the walk accepts exactly what the
// schema does: text wants a YAML string; unit (sizes, durations) also takes a bare number, which
// the unit parser then refuses with a fix; numeric takes numbers too; scalar takes any scalar.
const (
	modeText    = ""
	modeUnit    = "unit"
	modeNumeric = "numeric"
	modeScalar  = "scalar"
)

func fieldMode(f reflect.StructField) string {
	tags := parseSchemaTag(f.Tag.Get("schema"))
	for _, m := range []string{modeUnit, modeNumeric, modeScalar} {
		if _, ok := tags[m]; ok {
			return m
		}
	}
	return modeText
}

// walk checks node against the Go type t (Spec and its parts) and records positions: unknown
// keys, duplicate keys and wrong kinds become problems naming the path and line.
// spend counts one walked value against maxVisits and reports false once the budget is gone.
func (r *report) spend(n *yaml.Node) bool {
	r.visits++
	if r.visits == maxVisits+1 { // recorded even past maxErrors: it is the cause
		r.errs = append(r.errs, &FieldError{Line: n.Line, Column: n.Column, Err: ErrTooLarge,
			Problem: fmt.Sprintf("the document expands to more than %d values", maxVisits),
			Fix:     "write the spec out without repeated aliases (*name)"})
	}
	return r.visits <= maxVisits
}

func (r *report) walk(n *yaml.Node, path string, t reflect.Type, mode string) {
	if !r.spend(n) {
		return
	}
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	r.pos[path] = [2]int{n.Line, n.Column}
	if n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null" {
		r.addAt(path, n.Line, n.Column, ErrInvalid, "has no value", "give a value or remove the line")
		return
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Struct:
		if n.Kind != yaml.MappingNode {
			r.wrongKind(path, n, "a mapping of fields", fixFields(t))
			return
		}
		seen := map[string]int{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if !r.spend(k) {
				return
			}
			if k.Kind != yaml.ScalarNode {
				r.addAt(path, k.Line, k.Column, ErrInvalid, "a key is not a plain name", fixFields(t))
				continue
			}
			kp := join(path, k.Value)
			if k.Value == "<<" {
				r.addAt(kp, k.Line, k.Column, ErrInvalid, "merge keys (<<) are not supported", "write the fields out")
				continue
			}
			if first, dup := seen[k.Value]; dup {
				r.addAt(kp, k.Line, k.Column, ErrInvalid, fmt.Sprintf("given twice (first at line %d)", first), "keep one")
				continue
			}
			seen[k.Value] = k.Line
			f, ok := fieldByYAML(t, k.Value)
			if !ok {
				if len(r.errs) < maxErrors { // the suggestion costs; skip it once problems are dropped
					r.addAt(kp, k.Line, k.Column, ErrUnknownField, fmt.Sprintf("unknown field %s", quote(k.Value)), suggest(k.Value, t))
				} else {
					r.dropped++
				}
				continue
			}
			r.walk(v, kp, f.Type, fieldMode(f))
		}
	case reflect.Slice:
		if n.Kind != yaml.SequenceNode {
			r.wrongKind(path, n, "a list", "write a list, one item per line starting with \"- \"")
			return
		}
		for i, v := range n.Content {
			r.walk(v, fmt.Sprintf("%s[%d]", path, i), t.Elem(), mode)
		}
	case reflect.Map:
		if n.Kind != yaml.MappingNode {
			r.wrongKind(path, n, "a mapping", "write NAME: value pairs, one per line")
			return
		}
		seen := map[string]int{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if !r.spend(k) {
				return
			}
			if k.Kind != yaml.ScalarNode {
				r.addAt(path, k.Line, k.Column, ErrInvalid, "a key is not a plain name", "write NAME: value pairs")
				continue
			}
			kp := join(path, k.Value)
			if first, dup := seen[k.Value]; dup {
				r.addAt(kp, k.Line, k.Column, ErrInvalid, fmt.Sprintf("given twice (first at line %d)", first), "keep one")
				continue
			}
			seen[k.Value] = k.Line
			r.walk(v, kp, t.Elem(), mode)
			r.pos[kp] = [2]int{k.Line, k.Column} // problems of an entry are mostly its name
		}
	case reflect.String:
		tag := n.ShortTag()
		switch {
		case n.Kind != yaml.ScalarNode:
			r.wrongKind(path, n, "a single value", "write one value, quoted if it holds special characters")
		case tag == "!!str" || tag == "!!timestamp" || mode == modeScalar:
		case (tag == "!!int" || tag == "!!float") && mode != modeText:
		default:
			r.wrongKind(path, n, "text", fmt.Sprintf("quote it: %s", quote(n.Value)))
		}
	case reflect.Int:
		var i int
		if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!int" || n.Decode(&i) != nil {
			r.wrongKind(path, n, "a whole number", "write a whole number like 2")
		}
	case reflect.Bool:
		if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!bool" {
			r.wrongKind(path, n, "true or false", "write true or false")
		}
	}
}

func (r *report) wrongKind(path string, n *yaml.Node, want, fix string) {
	got := map[yaml.Kind]string{yaml.MappingNode: "a mapping", yaml.SequenceNode: "a list"}[n.Kind]
	if got == "" {
		got = quote(n.Value)
	}
	r.addAt(path, n.Line, n.Column, ErrInvalid, fmt.Sprintf("want %s, got %s", want, got), fix)
}

func fieldByYAML(t reflect.Type, name string) (reflect.StructField, bool) {
	for i := range t.NumField() {
		f := t.Field(i)
		if yamlName(f) == name {
			return f, true
		}
	}
	return reflect.StructField{}, false
}

func yamlName(f reflect.StructField) string {
	n, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
	return n
}

func fieldNames(t reflect.Type) []string {
	var out []string
	for i := range t.NumField() {
		out = append(out, yamlName(t.Field(i)))
	}
	return out
}

func fixFields(t reflect.Type) string {
	return "use the fields " + strings.Join(fieldNames(t), ", ")
}

// suggest names the closest known field, or lists them all.
func suggest(key string, t reflect.Type) string {
	best, bestD := "", 3
	for _, n := range fieldNames(t) {
		if d := EditDistance(strings.ToLower(key), n); d < bestD {
			best, bestD = n, d
		}
	}
	if best != "" {
		return fmt.Sprintf("did you mean %s? (known fields: %s)", best, strings.Join(fieldNames(t), ", "))
	}
	return "remove it or use one of the known fields: " + strings.Join(fieldNames(t), ", ")
}

// EditDistance is the Levenshtein distance of a and b in bytes, for "did you mean" hints (field
// names here, command names in the CLI); 64 when either is longer than 64 bytes, so a hostile
// key costs no more than a short one.
func EditDistance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 64
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := 1
			if a[i-1] == b[j-1] {
				c = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+c)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
