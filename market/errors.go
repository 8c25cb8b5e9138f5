package market

import (
	"errors"
	"fmt"

	"github.com/gpumesh/gpumesh/contracts/eip712"
)

// Sentinel errors. Errors returned by this package wrap one of these; test with errors.Is.
var (
	ErrInvalid        = errors.New("market: invalid field")
	ErrBadSignature   = eip712.ErrBadSignature // every signature check of the node returns it
	ErrExpired        = errors.New("market: message expired")
	ErrTooFarFuture   = errors.New("market: expiry too far in the future")
	ErrTooLarge       = errors.New("market: message too large")
	ErrUnknownVersion = errors.New("market: unknown wire version")
	ErrUnknownKind    = errors.New("market: unknown message kind")
	ErrMalformed      = errors.New("market: malformed message")
	ErrDomain         = errors.New("market: invalid signing domain")
	ErrUnexpectedKind = errors.New("market: unexpected message kind")
)

// FieldError names the field of a message that is wrong, its value and what is expected.
type FieldError struct {
	Field  string // dotted path, e.g. "gpus[0].vram_mib"
	Value  any    // the offending value (nil if absent)
	Reason string // what is expected, phrased as the fix
	Err    error  // sentinel, usually ErrInvalid
}

func (e *FieldError) Error() string {
	if e.Value == nil {
		return fmt.Sprintf("%v: %s: %s", e.Err, e.Field, e.Reason)
	}
	return fmt.Sprintf("%v: %s=%v: %s", e.Err, e.Field, e.Value, e.Reason)
}

func (e *FieldError) Unwrap() error { return e.Err }

func fieldErr(field string, value any, reason string) error {
	return &FieldError{Field: field, Value: value, Reason: reason, Err: ErrInvalid}
}
