// Package wire owns gpumesh's CBOR modes: one encoding, used by every wire format and stored
// record, and one decoder construction for untrusted bytes, whose limits each format sets.
//
// Encoding is RFC 8949 core deterministic encoding (§4.2.1: shortest integer and length forms,
// map keys sorted bytewise, no indefinite lengths), so a value has one encoding: signatures and
// content ids over encoded bytes are stable, and a decoder can demand canonical input by
// re-encoding (market/jobspec does). Integers above 64 bits (*big.Int) are written as bignums
// (tags 2 and 3); no other tag is ever written.
//
// Decoding is strict for everyone: duplicate map keys, indefinite lengths and invalid UTF-8 are
// rejected, and a Decoder bounds the input's size (which bounds every byte and text string in
// it), its nesting depth and its array and map lengths before anything is allocated. Two choices
// are made per format, in Limits: whether bignum tags are allowed (formats that carry token
// amounts) or every tag is refused, and whether unknown fields are an error (the default: a
// message with fields this node does not know is not the message it signs or stores) or ignored
// (state a newer version may have written).
//
// The package imports nothing of gpumesh, so every layer may use it.
package wire

import (
	"errors"
	"fmt"

	"github.com/fxamacker/cbor/v2"
)

// Sentinel errors.
var (
	// ErrTooLarge reports input above a Decoder's MaxSize.
	ErrTooLarge = errors.New("wire: input too large")
	// ErrLimits reports Limits a Decoder cannot be built from.
	ErrLimits = errors.New("wire: invalid decoder limits")
)

// encMode is core deterministic encoding (static options: building it cannot fail).
var encMode = func() cbor.EncMode {
	m, err := cbor.CoreDetEncOptions().EncMode()
	if err != nil {
		panic(fmt.Sprintf("wire: core deterministic enc mode: %v", err))
	}
	return m
}()

// Marshal returns the core deterministic CBOR encoding of v.
func Marshal(v any) ([]byte, error) { return encMode.Marshal(v) }

// RawMessage is a raw encoded CBOR value (a body decoded later, by its kind).
type RawMessage = cbor.RawMessage

// Limits bound what a Decoder accepts. The three collection limits must be set; see each field.
type Limits struct {
	// MaxSize bounds the input in bytes, and so the length of every byte and text string in it.
	// 0 means the caller has bounded the input already (a frame reader, a gossip size limit).
	MaxSize int
	// MaxNestedLevels bounds the nesting of arrays, maps and tags: 4 to 65535.
	MaxNestedLevels int
	// MaxArrayElements bounds each array: 16 to 2^31-1.
	MaxArrayElements int
	// MaxMapPairs bounds each map (and each struct): 16 to 2^31-1.
	MaxMapPairs int
	// Bignums allows CBOR tags, for formats with *big.Int fields above 64 bits (bignums are tags
	// 2 and 3). Without it every tag is refused.
	Bignums bool
	// IgnoreUnknownFields decodes maps with fields the target struct lacks (dropping them).
	// Without it such input is an error.
	IgnoreUnknownFields bool
}

// Decoder decodes untrusted CBOR under its Limits. It is safe for concurrent use.
type Decoder struct {
	mode    cbor.DecMode
	maxSize int
}

// NewDecoder returns a Decoder for l (ErrLimits when a limit is out of range or unset).
func NewDecoder(l Limits) (*Decoder, error) {
	if l.MaxSize < 0 || l.MaxNestedLevels == 0 || l.MaxArrayElements == 0 || l.MaxMapPairs == 0 {
		return nil, fmt.Errorf("%w: max size %d must not be negative; nesting %d, array %d and map %d limits must be set",
			ErrLimits, l.MaxSize, l.MaxNestedLevels, l.MaxArrayElements, l.MaxMapPairs)
	}
	opts := cbor.DecOptions{
		DupMapKey:         cbor.DupMapKeyEnforcedAPF,
		IndefLength:       cbor.IndefLengthForbidden,
		UTF8:              cbor.UTF8RejectInvalid,
		MaxNestedLevels:   l.MaxNestedLevels,
		MaxArrayElements:  l.MaxArrayElements,
		MaxMapPairs:       l.MaxMapPairs,
		TagsMd:            cbor.TagsForbidden,
		ExtraReturnErrors: cbor.ExtraDecErrorUnknownField,
		BigIntDec:         cbor.BigIntDecodePointer,
	}
	if l.Bignums {
		opts.TagsMd = cbor.TagsAllowed
	}
	if l.IgnoreUnknownFields {
		opts.ExtraReturnErrors = cbor.ExtraDecErrorNone
	}
	m, err := opts.DecMode()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrLimits, err)
	}
	return &Decoder{mode: m, maxSize: l.MaxSize}, nil
}

// MustDecoder is NewDecoder for a package-level decoder with constant limits; it panics on
// limits NewDecoder refuses, which a test of the package then catches at init.
func MustDecoder(l Limits) *Decoder {
	d, err := NewDecoder(l)
	if err != nil {
		panic(err)
	}
	return d
}

// Unmarshal decodes data into v. Trailing bytes, input above MaxSize (ErrTooLarge) and
// anything the limits refuse are errors.
func (d *Decoder) Unmarshal(data []byte, v any) error {
	if d.maxSize > 0 && len(data) > d.maxSize {
		return fmt.Errorf("%w: %d bytes, limit %d", ErrTooLarge, len(data), d.maxSize)
	}
	return d.mode.Unmarshal(data, v)
}
