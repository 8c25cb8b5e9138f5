package dispute

import (
	"errors"
	"fmt"

	"github.com/gpumesh/gpumesh/p2p/wire"
)

// ErrMalformed reports bytes that are not a verdict.
var ErrMalformed = errors.New("dispute: malformed verdict")

const maxVerdictBytes = 1024

// decoder is the verdicts' strict decoder (p2p/wire).
var decoder = wire.MustDecoder(wire.Limits{
	MaxSize: maxVerdictBytes, MaxNestedLevels: 4, MaxArrayElements: 128, MaxMapPairs: 16,
})

// EncodeVerdict returns the canonical CBOR encoding of v (how verdicts travel between nodes).
func EncodeVerdict(v *Verdict) ([]byte, error) {
	b, err := wire.Marshal(v)
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
	if err := decoder.Unmarshal(b, &v); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	return &v, nil
}
