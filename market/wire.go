package market

import (
	"crypto/ecdsa"
	"fmt"
	"reflect"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/p2p/wire"
)

// WireVersion is the version of the CBOR envelope. Decoders reject other versions.
const WireVersion = 1

// MaxMessageSize is the largest encoded market message accepted (64 KiB). Gossip validators and
// stream handlers should refuse larger inputs before decoding.
const MaxMessageSize = 64 << 10

// Kind identifies the message type inside an envelope.
type Kind uint8

// Message kinds.
const (
	KindOffer      Kind = 1
	KindRequest    Kind = 2
	KindBid        Kind = 3
	KindProposal   Kind = 4
	KindAcceptance Kind = 5
	// KindFailureNotice: a provider tells a requester it gave a job up (FailureNotice).
	KindFailureNotice Kind = 6
)

// String returns the message type name.
func (k Kind) String() string {
	switch k {
	case KindOffer:
		return "offer"
	case KindRequest:
		return "request"
	case KindBid:
		return "bid"
	case KindProposal:
		return "proposal"
	case KindAcceptance:
		return "acceptance"
	case KindFailureNotice:
		return "failure-notice"
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// Message is implemented by *Offer, *Request, *Bid, *Proposal, *Acceptance and *FailureNotice.
type Message interface {
	Kind() Kind
	// Validate checks fields only (not signature or expiry) and returns a *FieldError.
	Validate() error
	// Digest is the EIP-712 digest under d; also a stable message id for replay detection.
	Digest(d Domain) (common.Hash, error)
	Sign(key *ecdsa.PrivateKey, d Domain) error
	// Verify validates, checks the signature under d and that the signer is the party the
	// message names (provider or requester); it returns the signer.
	Verify(d Domain) (common.Address, error)
	ExpiresAt() time.Time
}

// Kind returns KindOffer.
func (*Offer) Kind() Kind { return KindOffer }

// Kind returns KindRequest.
func (*Request) Kind() Kind { return KindRequest }

// Kind returns KindBid.
func (*Bid) Kind() Kind { return KindBid }

// Kind returns KindProposal.
func (*Proposal) Kind() Kind { return KindProposal }

// Kind returns KindAcceptance.
func (*Acceptance) Kind() Kind { return KindAcceptance }

// Kind returns KindFailureNotice.
func (*FailureNotice) Kind() Kind { return KindFailureNotice }

// envelope is the wire form: a versioned, kind-tagged CBOR body.
type envelope struct {
	Version uint8           `cbor:"1,keyasint"`
	Kind    Kind            `cbor:"2,keyasint"`
	Body    wire.RawMessage `cbor:"3,keyasint"`
}

// decoder is the market's strict decoder (p2p/wire): amounts are bignums, so tags are allowed.
var decoder = wire.MustDecoder(wire.Limits{
	MaxSize:          MaxMessageSize,
	MaxNestedLevels:  8,
	MaxArrayElements: 1024,
	MaxMapPairs:      64,
	Bignums:          true,
})

// Encode returns the canonical wire encoding of m.
func Encode(m Message) ([]byte, error) {
	if m == nil || reflect.ValueOf(m).IsNil() {
		return nil, fmt.Errorf("encode: %w: nil message", ErrMalformed)
	}
	body, err := wire.Marshal(m)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", m.Kind(), err)
	}
	b, err := wire.Marshal(envelope{Version: WireVersion, Kind: m.Kind(), Body: body})
	if err != nil {
		return nil, fmt.Errorf("encode %s: %w", m.Kind(), err)
	}
	if len(b) > MaxMessageSize {
		return nil, fmt.Errorf("encode %s: %w: %d bytes > %d", m.Kind(), ErrTooLarge, len(b), MaxMessageSize)
	}
	return b, nil
}

// Decode parses a wire message of any kind. It checks size, version, kind and CBOR well-formedness,
// not the fields or the signature: call Verify on the result.
func Decode(b []byte) (Message, error) {
	if len(b) > MaxMessageSize {
		return nil, fmt.Errorf("decode: %w: %d bytes > %d", ErrTooLarge, len(b), MaxMessageSize)
	}
	var env envelope
	if err := decoder.Unmarshal(b, &env); err != nil {
		return nil, fmt.Errorf("decode: %w: %v", ErrMalformed, err)
	}
	if env.Version != WireVersion {
		return nil, fmt.Errorf("decode: %w: %d (this node speaks %d)", ErrUnknownVersion, env.Version, WireVersion)
	}
	var m Message
	switch env.Kind {
	case KindOffer:
		m = new(Offer)
	case KindRequest:
		m = new(Request)
	case KindBid:
		m = new(Bid)
	case KindProposal:
		m = new(Proposal)
	case KindAcceptance:
		m = new(Acceptance)
	case KindFailureNotice:
		m = new(FailureNotice)
	default:
		return nil, fmt.Errorf("decode: %w: %d", ErrUnknownKind, env.Kind)
	}
	if len(env.Body) == 0 {
		return nil, fmt.Errorf("decode %s: %w: empty body", env.Kind, ErrMalformed)
	}
	if err := decoder.Unmarshal(env.Body, m); err != nil {
		return nil, fmt.Errorf("decode %s: %w: %v", env.Kind, ErrMalformed, err)
	}
	return m, nil
}

func decodeAs[T Message](b []byte, want Kind) (T, error) {
	var zero T
	m, err := Decode(b)
	if err != nil {
		return zero, err
	}
	t, ok := m.(T)
	if !ok {
		return zero, fmt.Errorf("decode: %w: got %s, want %s", ErrUnexpectedKind, m.Kind(), want)
	}
	return t, nil
}

// offerEnvelope is envelope with the body typed as an offer, for DecodeOffer's single pass.
type offerEnvelope struct {
	Version uint8  `cbor:"1,keyasint"`
	Kind    Kind   `cbor:"2,keyasint"`
	Body    *Offer `cbor:"3,keyasint"`
}

// DecodeOffer decodes a wire message that must be an Offer. Every node decodes every offer it
// hears, so a well-formed offer is decoded in one pass (the envelope with its body typed); any
// input that pass does not take as an offer is decoded again by Decode, whose error it returns,
// so both paths accept the same messages and refuse the rest with the same errors.
func DecodeOffer(b []byte) (*Offer, error) {
	if len(b) <= MaxMessageSize {
		var env offerEnvelope
		if err := decoder.Unmarshal(b, &env); err == nil && env.Version == WireVersion && env.Kind == KindOffer && env.Body != nil {
			return env.Body, nil
		}
	}
	return decodeAs[*Offer](b, KindOffer)
}

// DecodeRequest decodes a wire message that must be a Request.
func DecodeRequest(b []byte) (*Request, error) { return decodeAs[*Request](b, KindRequest) }

// DecodeBid decodes a wire message that must be a Bid.
func DecodeBid(b []byte) (*Bid, error) { return decodeAs[*Bid](b, KindBid) }

// DecodeProposal decodes a wire message that must be a Proposal.
func DecodeProposal(b []byte) (*Proposal, error) { return decodeAs[*Proposal](b, KindProposal) }

// DecodeAcceptance decodes a wire message that must be an Acceptance.
func DecodeAcceptance(b []byte) (*Acceptance, error) {
	return decodeAs[*Acceptance](b, KindAcceptance)
}

// DecodeFailureNotice decodes a wire message that must be a FailureNotice.
func DecodeFailureNotice(b []byte) (*FailureNotice, error) {
	return decodeAs[*FailureNotice](b, KindFailureNotice)
}

// CheckExpiry rejects a message that has expired at now (ErrExpired) or whose expiry lies more than
// maxTTL after now (ErrTooFarFuture); maxTTL <= 0 skips the second check.
func CheckExpiry(m Message, now time.Time, maxTTL time.Duration) error {
	exp := m.ExpiresAt()
	if !now.Before(exp) {
		return fmt.Errorf("%s: %w at %s (now %s)", m.Kind(), ErrExpired, exp.UTC().Format(time.RFC3339), now.UTC().Format(time.RFC3339))
	}
	if maxTTL > 0 && exp.Sub(now) > maxTTL {
		return fmt.Errorf("%s: %w: expires in %s, limit %s", m.Kind(), ErrTooFarFuture, exp.Sub(now).Round(time.Second), maxTTL)
	}
	return nil
}

// VerifyAt is the full acceptance check for a received message: fields,
// signature under d, and expiry window at now. It returns the signer.
func VerifyAt(m Message, d Domain, now time.Time, maxTTL time.Duration) (common.Address, error) {
	signer, err := m.Verify(d)
	if err != nil {
		return common.Address{}, err
	}
	if err := CheckExpiry(m, now, maxTTL); err != nil {
		return signer, err
	}
	return signer, nil
}
