package jobspec

import (
	"errors"
	"fmt"
	"strings"
)

// Sentinel errors. Every FieldError wraps one of these; test with errors.Is (ValidationErrors
// unwraps to all of its members).
var (
	ErrInvalid            = errors.New("jobspec: invalid field")
	ErrUnknownField       = errors.New("jobspec: unknown field")
	ErrUnsupportedVersion = errors.New("jobspec: unsupported version")
	ErrSyntax             = errors.New("jobspec: not valid YAML")
	ErrTooLarge           = errors.New("jobspec: spec too large")
	ErrUnresolved         = errors.New("jobspec: local path not added to the content store")
	ErrNotCanonical       = errors.New("jobspec: not the canonical encoding")
	ErrImageNotPinned     = errors.New("jobspec: image reference not pinned to a digest")
)

// FieldError is one problem with one field of a spec.
type FieldError struct {
	Path    string `json:"path"`             // dotted path as written in YAML, e.g. "resources.vram", "inputs[1].name"; "" for the whole document
	Line    int    `json:"line,omitempty"`   // 1-based line in the YAML document; 0 when unknown (e.g. canonical CBOR)
	Column  int    `json:"column,omitempty"` // 1-based column; 0 when unknown
	Problem string `json:"problem"`          // what is wrong
	Fix     string `json:"fix,omitempty"`    // what to do about it
	Err     error  `json:"-"`                // sentinel
}

// Error formats as "line 12: resources.vram: "24" has no unit: use a size like 24GiB".
func (e *FieldError) Error() string {
	var b strings.Builder
	if e.Line > 0 {
		fmt.Fprintf(&b, "line %d: ", e.Line)
	}
	if e.Path != "" {
		b.WriteString(e.Path)
		b.WriteString(": ")
	}
	b.WriteString(e.Problem)
	if e.Fix != "" {
		b.WriteString(": ")
		b.WriteString(e.Fix)
	}
	return b.String()
}

// Unwrap returns the sentinel.
func (e *FieldError) Unwrap() error { return e.Err }

// ValidationErrors is every problem found in one spec, in document order.
type ValidationErrors []*FieldError

// Error lists the problems one per line.
func (v ValidationErrors) Error() string {
	if len(v) == 1 {
		return v[0].Error()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d problems in job spec:", len(v))
	for _, e := range v {
		b.WriteString("\n  ")
		b.WriteString(e.Error())
	}
	return b.String()
}

// Unwrap returns the members, so errors.Is(err, ErrInvalid) reports whether any field is invalid.
func (v ValidationErrors) Unwrap() []error {
	out := make([]error, len(v))
	for i, e := range v {
		out[i] = e
	}
	return out
}
