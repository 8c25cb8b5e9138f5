package dispute

import (
	"errors"
	"fmt"

	"github.com/fxamacker/cbor/v2"
)

// ErrMalformed reports bytes that are not a verdict.
var ErrMalformed = errors.New("dispute: malformed verdict")

const maxVerdictBytes = 1024

var (
	encMode cbor.EncMode
	decMode cbor.DecMode
)

func init() {
	var err error
	if encMode, err = cbor.CoreDetEncOptions().EncMode(); err != nil {
		panic(err)
	}
	decMode, err = cbor.DecOptions{
		MaxNestedLevels: 4, MaxArrayElements: 128, MaxMapPairs: 16,
		DupMapKey: cbor.DupMapKeyEnforcedAPF, ExtraReturnErrors: cbor.ExtraDecErrorUnknownField,
	}.DecMode()
	if err != nil {
		panic(err)
	}
}

// EncodeVerdict returns the canonical CBOR encoding of v (how verdicts travel between nodes).
func EncodeVerdict(v *Verdict) ([]byte, error) {
	b, err := encMode.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("encode verdict: %w", err)
	}
	return b, nil
}

// DecodeVerdict decodes a verdict. It does not check it (see Dispute.CheckVerdict).
func DecodeVerdict(b []byte) (*Verdict, error) {
	if len(b) > maxVerdictBytes {
		return nil, fmt.Errorf("%w: %d bytes, limit %d", ErrMalformed, len(b), maxVerdictBytes)
	}
	var v Verdict
	if err := decMode.Unmarshal(b, &v); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	return &v, nil
}
