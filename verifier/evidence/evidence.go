// Package evidence carries, on the GossipSub topic /gpumesh/disputes/1, what the verifiers of a
// dispute need and the chain does not hold: the job spec's CID and, for a result encrypted to the
// requester, the file key that opens that one result. The escrow stores only
// keccak256 of the spec CID (the acceptance's specHash), so a verifier drawn for a dispute cannot
// find the job to re-run from chain data alone; the disputer publishes an Evidence and repeats it
// until the dispute resolves (gossip does not replay to late joiners).
//
// Evidence is not trusted: the topic carries only signed evidence (Validate), each publishing
// peer is rate-limited, and a verifier acts on evidence only if its job's requester signed it
// (Store) and keccak256(spec CID bytes) equals the specHash of the job's JobOpened event (Check),
// for a dispute it was drawn for. Store keeps the requester's evidence for a live dispute out of
// the reach of floods of junk evidence. Messages are capped at MaxSize bytes.
package evidence

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts/eip712"
	"github.com/gpumesh/gpumesh/p2p/gossip"
	"github.com/gpumesh/gpumesh/p2p/wire"
)

// Topic is the GossipSub topic of dispute evidence.
const Topic = "/gpumesh/disputes/1"

// MaxSize bounds an encoded Evidence.
const MaxSize = 512

// Errors.
var (
	ErrMalformed = errors.New("evidence: malformed message")
	ErrMismatch  = errors.New("evidence: spec CID does not hash to the job's specHash")
	ErrUnsigned  = errors.New("evidence: not signed")
)

// Evidence names the spec of a disputed job and, for a result encrypted to the requester, the
// result's file key.
type Evidence struct {
	JobID   common.Hash `cbor:"1,keyasint" json:"job_id"`
	SpecCID []byte      `cbor:"2,keyasint" json:"spec_cid"` // CID bytes
	// ResultKey is the file key of the provider's encrypted result (p2p/content.FileKey),
	// disclosed by the requester so that verifiers can open that one result and compare its
	// plain CID with their re-run. It opens nothing else of the requester's; it makes the
	// disputed result readable to whoever hears the topic. Empty for a plain result.
	ResultKey []byte `cbor:"3,keyasint,omitempty" json:"result_key,omitempty"`
	// Signature is the requester's signature over the job id, spec CID and result key (Sign).
	// A verifier uses a ResultKey only when its signer is the job's requester: anyone can
	// publish on the topic, and a key from someone else (the provider, say) proves nothing.
	Signature []byte `cbor:"4,keyasint,omitempty" json:"signature,omitempty"`
}

// digest is what Sign signs: keccak256("gpumesh-evidence/1" || job id || spec CID || key).
func (e *Evidence) digest() common.Hash {
	return crypto.Keccak256Hash([]byte("gpumesh-evidence/1"), e.JobID[:], e.SpecCID, e.ResultKey)
}

// Sign signs e with the requester's key. The signature keeps go-ethereum's raw form (v in
// {0, 1}), which every node version reads.
func (e *Evidence) Sign(key *ecdsa.PrivateKey) error {
	s, err := eip712.NewKeySigner(key)
	if err != nil {
		return fmt.Errorf("sign evidence: %w", err)
	}
	sig, err := s.SignDigest(e.digest())
	if err != nil {
		return fmt.Errorf("sign evidence: %w", err)
	}
	e.Signature = sig
	return nil
}

// Signer returns the address that signed e (ErrUnsigned without a signature). It takes what
// eip712.RecoverAnyV takes: 65 bytes, v in {0, 1} or {27, 28}, low s, a non-zero signer.
func (e *Evidence) Signer() (common.Address, error) {
	if len(e.Signature) == 0 {
		return common.Address{}, ErrUnsigned
	}
	addr, err := eip712.RecoverAnyV(e.digest(), e.Signature)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: signature: %w", ErrMalformed, err)
	}
	return addr, nil
}

// ResultKeySize is the length of a disclosed file key.
const ResultKeySize = 32

// Spec returns the spec CID.
func (e *Evidence) Spec() (cid.Cid, error) {
	c, err := cid.Cast(e.SpecCID)
	if err != nil {
		return cid.Undef, fmt.Errorf("%w: spec CID: %v", ErrMalformed, err)
	}
	return c, nil
}

// Check returns ErrMismatch unless keccak256(SpecCID) is specHash (JobOpened.specHash).
func (e *Evidence) Check(specHash common.Hash) error {
	if got := crypto.Keccak256Hash(e.SpecCID); got != specHash {
		return fmt.Errorf("%w: job %s: keccak256(spec CID) %s, job has %s", ErrMismatch, e.JobID, got, specHash)
	}
	return nil
}

// decoder is the evidence topic's strict decoder (p2p/wire).
var decoder = wire.MustDecoder(wire.Limits{
	MaxSize: MaxSize, MaxNestedLevels: 4, MaxArrayElements: 16, MaxMapPairs: 16,
})

// Encode returns the canonical CBOR encoding of e.
func Encode(e *Evidence) ([]byte, error) {
	b, err := wire.Marshal(e)
	if err != nil {
		return nil, fmt.Errorf("encode evidence: %w", err)
	}
	if len(b) > MaxSize {
		return nil, fmt.Errorf("%w: %d bytes, limit %d", ErrMalformed, len(b), MaxSize)
	}
	return b, nil
}

// Decode decodes an Evidence (untrusted bytes) and checks its spec CID parses.
func Decode(b []byte) (*Evidence, error) {
	if len(b) > MaxSize {
		return nil, fmt.Errorf("%w: %d bytes, limit %d", ErrMalformed, len(b), MaxSize)
	}
	var e Evidence
	if err := decoder.Unmarshal(b, &e); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	if _, err := e.Spec(); err != nil {
		return nil, err
	}
	if n := len(e.ResultKey); n != 0 && n != ResultKeySize {
		return nil, fmt.Errorf("%w: result key is %d bytes, want %d", ErrMalformed, n, ResultKeySize)
	}
	if n := len(e.Signature); n != 0 && n != crypto.SignatureLength {
		return nil, fmt.Errorf("%w: signature is %d bytes, want %d", ErrMalformed, n, crypto.SignatureLength)
	}
	return &e, nil
}

// Channel is a joined evidence topic.
type Channel struct {
	ps    *pubsub.PubSub
	self  peer.ID
	topic *pubsub.Topic
	sub   *pubsub.Subscription
}

// Option configures the topic validator of Join.
type Option func(*options)

type options struct {
	rate  float64
	burst int
	now   func() time.Time
}

// WithRate sets each publishing peer's token bucket: perSecond sustained, burst at once.
// Default 4/s, burst 16: a requester repeats the evidence of each of its open disputes once a
// second (market/requester), so a requester with more than four disputes open at once sees
// its repeats thinned, not lost.
func WithRate(perSecond float64, burst int) Option {
	return func(o *options) { o.rate, o.burst = perSecond, burst }
}

// WithClock sets the validator's clock (the rate limiter's). Default time.Now.
func WithClock(now func() time.Time) Option {
	return func(o *options) { o.now = now }
}

// Join joins the evidence topic on ps; subscribe=false only publishes (a requester). Its
// validator (see Validate) rejects messages no honest peer forwards (malformed, unsigned, a
// signature that does not recover), which counts against the forwarding peer, and ignores a
// publishing peer over its rate, which does not.
func Join(ps *pubsub.PubSub, self peer.ID, subscribe bool, opts ...Option) (*Channel, error) {
	o := options{rate: 4, burst: 16, now: time.Now}
	for _, opt := range opts {
		opt(&o)
	}
	limiter := gossip.NewAuthorLimiter(o.rate, o.burst, 0)
	if err := ps.RegisterTopicValidator(Topic, func(_ context.Context, _ peer.ID, m *pubsub.Message) pubsub.ValidationResult {
		e, err := Validate(m.GetData())
		if err != nil {
			return pubsub.ValidationReject
		}
		if m.ReceivedFrom != self && !limiter.Allow(m.GetFrom(), o.now()) {
			return pubsub.ValidationIgnore
		}
		m.ValidatorData = e
		return pubsub.ValidationAccept
	}); err != nil {
		return nil, fmt.Errorf("evidence: validator: %w", err)
	}
	t, err := ps.Join(Topic)
	if err != nil {
		_ = ps.UnregisterTopicValidator(Topic)
		return nil, fmt.Errorf("evidence: join %s: %w", Topic, err)
	}
	c := &Channel{ps: ps, self: self, topic: t}
	if subscribe {
		if c.sub, err = t.Subscribe(); err != nil {
			_ = t.Close()
			_ = ps.UnregisterTopicValidator(Topic)
			return nil, fmt.Errorf("evidence: subscribe %s: %w", Topic, err)
		}
	}
	return c, nil
}

// Validate decodes evidence from the topic (untrusted bytes) and checks that it is signed
// with a signature that recovers: only the signer (for a live dispute, the job's requester,
// see Store) can speak for a dispute, so unsigned evidence is refused before it spreads.
func Validate(b []byte) (*Evidence, error) {
	e, err := Decode(b)
	if err != nil {
		return nil, err
	}
	if _, err := e.Signer(); err != nil {
		return nil, err
	}
	return e, nil
}

// Publish sends e to the topic.
func (c *Channel) Publish(ctx context.Context, e *Evidence) error {
	b, err := Encode(e)
	if err != nil {
		return err
	}
	if err := c.topic.Publish(ctx, b); err != nil {
		return fmt.Errorf("evidence: publish: %w", err)
	}
	return nil
}

// Next returns the next evidence from another peer (Join with subscribe).
func (c *Channel) Next(ctx context.Context) (*Evidence, error) {
	if c.sub == nil {
		return nil, errors.New("evidence: channel joined without a subscription")
	}
	for {
		m, err := c.sub.Next(ctx)
		if err != nil {
			return nil, err
		}
		if m.ReceivedFrom == c.self {
			continue
		}
		if e, ok := m.ValidatorData.(*Evidence); ok {
			return e, nil
		}
	}
}

// Close leaves the topic.
func (c *Channel) Close() error {
	if c.sub != nil {
		c.sub.Cancel()
	}
	err := c.topic.Close()
	_ = c.ps.UnregisterTopicValidator(Topic)
	return err
}
