package capacity

import (
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/p2p/wire"
)

// Seed is the challenger's random 32-byte seed; with n it determines A and B.
type Seed [32]byte

// ProtocolVersion is the version of the challenge messages and of the checks.
const ProtocolVersion = 1

// The protocol, in three messages (a libp2p stream in production, Target here):
//
//  1. challenger -> provider: Challenge{seed, n}. The challenger starts its clock.
//  2. provider -> challenger: Commitment{root of C's rows, reported time, device}. The clock stops.
//  3. challenger -> provider: OpenRequest{k random rows}, chosen only now, after the root is fixed;
//     provider -> challenger: OpenResponse{each row's values and Merkle path}.
//
// The challenger then checks every path against the root and recomputes m random entries of
// every opened row exactly (one row of A times one column of B, each derived in O(n)); which
// entries it checks is never sent.

// Challenge asks a provider to compute C = A*B for the matrices derived from (Seed, N).
type Challenge struct {
	Version    uint8          `cbor:"1,keyasint"`
	Seed       Seed           `cbor:"2,keyasint"`
	N          uint32         `cbor:"3,keyasint"`
	Challenger common.Address `cbor:"4,keyasint"`
}

// Commitment is the provider's answer: the Merkle root of C's rows and its own time.
type Commitment struct {
	Seed         Seed   `cbor:"1,keyasint"`
	N            uint32 `cbor:"2,keyasint"`
	Root         Hash   `cbor:"3,keyasint"`
	ElapsedNanos int64  `cbor:"4,keyasint"` // the provider's time from challenge to root
	Device       Device `cbor:"5,keyasint"`
}

// OpenRequest names the rows of C the provider must open.
type OpenRequest struct {
	Rows []uint32 `cbor:"1,keyasint"`
}

// Opening is one row of C with its Merkle path.
type Opening struct {
	Row    uint32  `cbor:"1,keyasint"`
	Values []int32 `cbor:"2,keyasint"`
	Proof  []Hash  `cbor:"3,keyasint"`
}

// OpenResponse carries the openings, in the order of the request.
type OpenResponse struct {
	Openings []Opening `cbor:"1,keyasint"`
}

// ErrMalformed reports a message that does not decode or does not validate.
var ErrMalformed = errors.New("capacity: malformed message")

// maxOpenings bounds an OpenRequest; the challenger never asks for more.
const maxOpenings = 1024

// decoder is the capacity protocol's strict decoder (p2p/wire).
var decoder = wire.MustDecoder(wire.Limits{
	MaxSize: maxMessage, MaxNestedLevels: 8, MaxArrayElements: MaxN, MaxMapPairs: 16,
})

// Encode returns the canonical CBOR encoding of a protocol message.
func Encode(v any) ([]byte, error) {
	b, err := wire.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("encode %T: %w", v, err)
	}
	return b, nil
}

// maxMessage bounds every decoded message: the largest is an OpenResponse.
const maxMessage = 64 << 20

func decode(b []byte, v any) error {
	if len(b) > maxMessage {
		return fmt.Errorf("%w: %d bytes, limit %d", ErrMalformed, len(b), maxMessage)
	}
	if err := decoder.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%w: %T: %v", ErrMalformed, v, err)
	}
	return nil
}

func checkN(n uint32) error {
	if n < 1 || n > MaxN {
		return fmt.Errorf("%w: n=%d, want 1..%d", ErrMalformed, n, MaxN)
	}
	return nil
}

// Validate checks the challenge's fields.
func (c Challenge) Validate() error {
	if c.Version != ProtocolVersion {
		return fmt.Errorf("%w: challenge version %d, want %d", ErrMalformed, c.Version, ProtocolVersion)
	}
	return checkN(c.N)
}

// Validate checks the commitment's fields.
func (c Commitment) Validate() error {
	if err := checkN(c.N); err != nil {
		return err
	}
	if c.ElapsedNanos <= 0 {
		return fmt.Errorf("%w: elapsed time %d ns must be positive", ErrMalformed, c.ElapsedNanos)
	}
	if len(c.Device.Kind) > 16 || len(c.Device.Name) > 256 || len(c.Device.Kernel) > 64 || c.Device.Threads < 0 {
		return fmt.Errorf("%w: device description too long or negative threads", ErrMalformed)
	}
	return nil
}

// Validate checks the request against the matrix size n.
func (r OpenRequest) Validate(n uint32) error {
	if len(r.Rows) == 0 || len(r.Rows) > maxOpenings {
		return fmt.Errorf("%w: %d rows requested, want 1..%d", ErrMalformed, len(r.Rows), maxOpenings)
	}
	for _, row := range r.Rows {
		if row >= n {
			return fmt.Errorf("%w: row %d outside 0..%d", ErrMalformed, row, n-1)
		}
	}
	return nil
}

// DecodeChallenge decodes and validates a Challenge.
func DecodeChallenge(b []byte) (Challenge, error) {
	var c Challenge
	if err := decode(b, &c); err != nil {
		return Challenge{}, err
	}
	return c, c.Validate()
}

// DecodeCommitment decodes and validates a Commitment.
func DecodeCommitment(b []byte) (Commitment, error) {
	var c Commitment
	if err := decode(b, &c); err != nil {
		return Commitment{}, err
	}
	return c, c.Validate()
}

// DecodeOpenRequest decodes an OpenRequest and validates it against n.
func DecodeOpenRequest(b []byte, n uint32) (OpenRequest, error) {
	var r OpenRequest
	if err := decode(b, &r); err != nil {
		return OpenRequest{}, err
	}
	return r, r.Validate(n)
}

// DecodeOpenResponse decodes an OpenResponse. Its contents are checked by Check.
func DecodeOpenResponse(b []byte) (OpenResponse, error) {
	var r OpenResponse
	if err := decode(b, &r); err != nil {
		return OpenResponse{}, err
	}
	if len(r.Openings) > maxOpenings {
		return OpenResponse{}, fmt.Errorf("%w: %d openings, limit %d", ErrMalformed, len(r.Openings), maxOpenings)
	}
	return r, nil
}
