package gossip

import (
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts/eip712"
	"github.com/gpumesh/gpumesh/p2p"
)

// Signed describes a topic whose payloads are signed messages that name their signer (every
// market topic): Spec turns it into the topic's Spec, whose Verify runs Check, recovers the
// signature over the returned digest and requires the wallet the message names. A topic package
// keeps only its message type and Check.
type Signed[T any] struct {
	// Topic, MaxSize, MaxTTL, Decode, Encode and Expiry are Spec's.
	Topic   string
	MaxSize int
	MaxTTL  time.Duration
	Decode  func([]byte) (T, error)
	Encode  func(T) ([]byte, error)
	Expiry  func(T) time.Time
	// Check validates msg's fields and that it may come from author (e.g. an offer naming a peer
	// id must name its author), and returns what its signature covers. Errors are classified
	// with Classes. Untrusted input: it must not panic.
	Check func(msg T, author peer.ID) (Signature, error)
	// Classes maps the message package's errors onto the p2p sentinels the pipeline counts them
	// under (Classify); an error matching none counts as p2p.ErrMalformed.
	Classes []Class
}

// Signature is what a signed message's signature covers and who must have made it.
type Signature struct {
	// Digest is the signed digest (e.g. the EIP-712 digest); the replay cache is keyed by it.
	Digest [32]byte
	// Sig is the 65-byte signature.
	Sig []byte
	// Signer is the wallet the message names as its signer.
	Signer common.Address
}

// Class pairs a message package's sentinel error with the p2p sentinel it counts under.
type Class struct {
	Err, As error
}

// Spec returns the topic's Spec.
func (s Signed[T]) Spec() Spec[T] {
	return Spec[T]{
		Topic: s.Topic, MaxSize: s.MaxSize, MaxTTL: s.MaxTTL,
		Decode: s.Decode, Encode: s.Encode, Expiry: s.Expiry,
		Verify: func(msg T, author peer.ID) (Meta, error) {
			sig, err := s.Check(msg, author)
			if err != nil {
				return Meta{}, Classify(err, s.Classes...)
			}
			signer, err := eip712.RecoverAnyV(sig.Digest, sig.Sig)
			if err != nil {
				return Meta{}, err
			}
			if signer != sig.Signer {
				return Meta{}, fmt.Errorf("%w: %T signed by %s, names %s", p2p.ErrBadSignature, msg, signer, sig.Signer)
			}
			return Meta{Signer: signer, Digest: sig.Digest, Expiry: s.Expiry(msg)}, nil
		},
	}
}

// Classify wraps err with the p2p sentinel the pipeline counts it under: err itself when it
// already is one of them, the As of the first class whose Err it matches, else p2p.ErrMalformed.
func Classify(err error, classes ...Class) error {
	for _, s := range []error{p2p.ErrMalformed, p2p.ErrBadSignature, p2p.ErrBindingMismatch, p2p.ErrTooLarge, p2p.ErrVersion} {
		if errors.Is(err, s) {
			return err
		}
	}
	for _, c := range classes {
		if errors.Is(err, c.Err) {
			return fmt.Errorf("%w: %w", c.As, err)
		}
	}
	return fmt.Errorf("%w: %w", p2p.ErrMalformed, err)
}
