package p2p

import (
	"fmt"

	"github.com/fxamacker/cbor/v2"
)

// CBOR modes shared by every gpumesh wire format: deterministic (core) encoding, and a strict
// decoder for untrusted input (duplicate keys and unknown fields rejected, nesting and
// collection sizes bounded).
var (
	encMode cbor.EncMode
	decMode cbor.DecMode
)

func init() {
	var err error
	if encMode, err = cbor.CoreDetEncOptions().EncMode(); err != nil {
		panic(fmt.Sprintf("p2p: cbor enc mode: %v", err)) // static options; cannot fail
	}
	if decMode, err = StrictDecOptions().DecMode(); err != nil {
		panic(fmt.Sprintf("p2p: cbor dec mode: %v", err))
	}
}

// StrictDecOptions returns the CBOR decoding options gpumesh uses for untrusted bytes.
func StrictDecOptions() cbor.DecOptions {
	return cbor.DecOptions{
		DupMapKey:         cbor.DupMapKeyEnforcedAPF,
		MaxNestedLevels:   16,
		MaxArrayElements:  4096,
		MaxMapPairs:       256,
		IndefLength:       cbor.IndefLengthForbidden,
		TagsMd:            cbor.TagsForbidden,
		ExtraReturnErrors: cbor.ExtraDecErrorUnknownField,
		UTF8:              cbor.UTF8RejectInvalid,
	}
}

// MarshalCBOR encodes v with gpumesh's deterministic CBOR mode.
func MarshalCBOR(v any) ([]byte, error) { return encMode.Marshal(v) }

// UnmarshalCBOR decodes untrusted data into v with gpumesh's strict CBOR mode. Trailing bytes are
// an error.
func UnmarshalCBOR(data []byte, v any) error { return decMode.Unmarshal(data, v) }
