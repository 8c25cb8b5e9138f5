package gossip

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	lru "github.com/hashicorp/golang-lru/v2"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"
	"golang.org/x/time/rate"

	"github.com/gpumesh/gpumesh/p2p"
)

// EnvelopeVersion is the only envelope version this code speaks.
const EnvelopeVersion = 1

// Validation failures. Each maps to one bounded metric label (see Reason).
var (
	ErrExpired     = errors.New("gossip: payload expired")
	ErrFuture      = errors.New("gossip: payload expiry too far in the future")
	ErrReplay      = errors.New("gossip: payload replayed")
	ErrRateLimited = errors.New("gossip: author over its message rate")
	ErrSigner      = errors.New("gossip: payload signer is not the bound wallet")
	// ErrPublisherSig: the envelope's publisher signature is missing, present on a topic that
	// takes none, or does not verify under the key of the peer the binding names.
	ErrPublisherSig = errors.New("gossip: publisher signature")
	// ErrPublishOnly: Next or Run on a topic joined WithPublishOnly.
	ErrPublishOnly = errors.New("gossip: topic joined publish-only")
	// ErrSkew marks a timestamp failure (expired payload or binding, binding issued ahead) that
	// a validator whose clock differs from this node's by up to ForwardTolerance would not have
	// seen: an honest neighbour may have accepted and forwarded the message, so it is ignored,
	// not held against the neighbour. It is joined to ErrExpired or p2p.ErrBindingExpired.
	ErrSkew = errors.New("gossip: within a forwarding peer's clock tolerance")
)

// ForwardTolerance is how far, beyond p2p.ClockSkew, a timestamp check may fail here and still
// have passed at an honest neighbour: another node's clock may be off by ClockSkew the other
// way, and a message a neighbour accepted can reach this node later through gossip
// retransmission (IHAVE/IWANT from the message cache, a few heartbeats) and queueing.
const ForwardTolerance = p2p.ClockSkew + 30*time.Second

// Meta is what a topic's Verify function extracts from a payload after checking its signature.
type Meta struct {
	// Signer is the wallet whose signature verified.
	Signer common.Address
	// Digest identifies the signed payload (e.g. its EIP-712 digest, which covers its nonce);
	// the replay cache is keyed by it.
	Digest [32]byte
	// Expiry is when the payload stops being valid; the replay cache keeps Digest until then.
	Expiry time.Time
}

// Spec describes one topic's payload.
type Spec[T any] struct {
	// Topic is the GossipSub topic name, e.g. "/gpumesh/offers/1".
	Topic string
	// MaxSize bounds the whole encoded message (envelope included).
	MaxSize int
	// MaxTTL bounds how far in the future a payload's expiry may be.
	MaxTTL time.Duration
	// Decode parses an encoded payload strictly. Untrusted input: it must not panic.
	Decode func([]byte) (T, error)
	// Expiry returns when a decoded (not yet verified) payload expires; checked before the
	// signature so expired floods cost no signature recovery.
	Expiry func(T) time.Time
	// Encode encodes a payload.
	Encode func(T) ([]byte, error)
	// Verify checks the payload's fields and signature (with the topic's EIP-712 domain) and
	// that it may come from author, the peer the message's binding names (e.g. an offer naming
	// a peer id must name its author); it returns the signer, digest and expiry. Errors should
	// wrap p2p.ErrMalformed (bad fields), p2p.ErrBadSignature or p2p.ErrBindingMismatch so
	// rejections are classified. Untrusted input: it must not panic.
	Verify func(msg T, author peer.ID) (Meta, error)
	// PublisherSigned makes the envelope carry the publishing peer's signature (its libp2p key)
	// over the topic, binding and payload, checked against the peer the binding names. For
	// payloads whose wallet signature does not cover everything they say (an evidence notice's
	// expiry and nonce around signed evidence): without it anyone could re-wrap and re-date a
	// signed payload. It costs one peer-key signature check per message; topics whose payload
	// the wallet signs whole (the market's) leave it off, and refuse envelopes that carry one.
	PublisherSigned bool
}

// Delivery is a message that passed validation.
type Delivery[T any] struct {
	Payload T
	Meta    Meta
	// Author is the peer the message's binding names; Binding, signed by that peer's key and by
	// Meta.Signer, ties the two, so Author is the author of what the wallet signed. Anyone may
	// have put these bytes on the wire (gossip relays them), never anyone but the wallet's
	// holder made them.
	Author  peer.ID
	Binding *p2p.Binding
	// ReceivedFrom is the neighbour that forwarded it; Local marks our own publications.
	ReceivedFrom peer.ID
	Local        bool
	// Received is when validation accepted it.
	Received time.Time
}

// Envelope is a decoded message: the publisher's encoded binding, the encoded payload and, on a
// PublisherSigned topic, the publisher's signature.
type Envelope struct {
	V       uint64 `cbor:"1,keyasint"`
	Binding []byte `cbor:"2,keyasint"`
	Payload []byte `cbor:"3,keyasint"`
	Sig     []byte `cbor:"4,keyasint,omitempty"`
}

// PublisherSigPrefix separates a publisher's envelope signature from anything else its peer key
// signs (pubsub, bindings).
const PublisherSigPrefix = p2p.PeerSigDomain + "gossip/publisher/1:"

// MaxPublisherSig bounds the publisher signature in an envelope (Ed25519: 64 bytes); a
// PublisherSigned topic adds it to its MaxSize.
const MaxPublisherSig = 128

// EncodeEnvelope wraps an encoded payload and an encoded binding.
func EncodeEnvelope(binding, payload []byte) ([]byte, error) {
	return p2p.MarshalCBOR(Envelope{V: EnvelopeVersion, Binding: binding, Payload: payload})
}

// EncodeSignedEnvelope wraps an encoded payload and binding with sign's signature over
// PublisherSignedBytes(topic, binding, payload), for a PublisherSigned topic.
func EncodeSignedEnvelope(topic string, binding, payload []byte, sign func([]byte) ([]byte, error)) ([]byte, error) {
	sig, err := sign(PublisherSignedBytes(topic, binding, payload))
	if err != nil {
		return nil, fmt.Errorf("sign envelope: %w", err)
	}
	return p2p.MarshalCBOR(Envelope{V: EnvelopeVersion, Binding: binding, Payload: payload, Sig: sig})
}

// PublisherSignedBytes returns the bytes a publisher signs on a PublisherSigned topic: the
// prefix, then the topic and the binding, each after its length, then the payload.
func PublisherSignedBytes(topic string, binding, payload []byte) []byte {
	out := make([]byte, 0, len(PublisherSigPrefix)+2*binary.MaxVarintLen64+len(topic)+len(binding)+len(payload))
	out = append(out, PublisherSigPrefix...)
	out = binary.AppendUvarint(out, uint64(len(topic)))
	out = append(out, topic...)
	out = binary.AppendUvarint(out, uint64(len(binding)))
	out = append(out, binding...)
	return append(out, payload...)
}

// DecodeEnvelope parses an envelope from untrusted bytes of at most max bytes.
func DecodeEnvelope(data []byte, max int) (Envelope, error) {
	if len(data) > max {
		return Envelope{}, fmt.Errorf("%w: message of %d bytes, max %d", p2p.ErrTooLarge, len(data), max)
	}
	var e Envelope
	if err := p2p.UnmarshalCBOR(data, &e); err != nil {
		return Envelope{}, fmt.Errorf("%w: envelope: %v", p2p.ErrMalformed, err)
	}
	if e.V != EnvelopeVersion {
		return Envelope{}, fmt.Errorf("%w: envelope version %d, want %d", p2p.ErrVersion, e.V, EnvelopeVersion)
	}
	if len(e.Binding) == 0 || len(e.Payload) == 0 {
		return Envelope{}, fmt.Errorf("%w: envelope without binding or payload", p2p.ErrMalformed)
	}
	if len(e.Sig) > MaxPublisherSig {
		return Envelope{}, fmt.Errorf("%w: envelope signature of %d bytes, max %d", p2p.ErrMalformed, len(e.Sig), MaxPublisherSig)
	}
	return e, nil
}

// Topic is one joined GossipSub topic carrying payloads of type T.
type Topic[T any] struct {
	spec     Spec[T]
	opts     options
	node     *p2p.Node
	ps       *pubsub.PubSub
	topic    *pubsub.Topic
	sub      *pubsub.Subscription
	metrics  *metrics
	series   topicMetrics
	limiter  *AuthorLimiter
	replay   *replayCache
	closeMu  sync.Mutex
	isClosed bool
}

// Join registers the topic's validator on a started node, joins and subscribes to the topic and
// installs its score parameters. Call Run to consume deliveries and Close to leave.
func Join[T any](n *p2p.Node, spec Spec[T], opts ...Option) (*Topic[T], error) {
	o := defaultOptions()
	for _, opt := range opts {
		opt(&o)
	}
	if spec.Topic == "" || spec.MaxSize <= 0 || spec.MaxTTL <= 0 || spec.Decode == nil || spec.Expiry == nil || spec.Encode == nil || spec.Verify == nil {
		return nil, fmt.Errorf("%w: gossip spec for %q is incomplete", p2p.ErrConfig, spec.Topic)
	}
	ps := n.PubSub()
	if ps == nil {
		return nil, p2p.ErrNotStarted
	}
	m, err := newMetrics(o.registerer)
	if err != nil {
		return nil, fmt.Errorf("join %s: metrics: %w", spec.Topic, err)
	}
	t := &Topic[T]{
		spec:    spec,
		opts:    o,
		node:    n,
		ps:      ps,
		metrics: m,
		series:  m.forTopic(spec.Topic),
		limiter: NewAuthorLimiter(float64(o.rate), o.burst, o.limiterSize),
		replay:  newReplayCache(o.replaySize),
	}
	if err := ps.RegisterTopicValidator(spec.Topic, t.validate, pubsub.WithValidatorTimeout(o.validateTimeout), pubsub.WithValidatorInline(o.inline)); err != nil {
		return nil, fmt.Errorf("join %s: register validator: %w", spec.Topic, err)
	}
	top, err := ps.Join(spec.Topic)
	if err != nil {
		_ = ps.UnregisterTopicValidator(spec.Topic)
		return nil, fmt.Errorf("join %s: %w", spec.Topic, err)
	}
	if err := top.SetScoreParams(o.score); err != nil {
		_ = top.Close()
		_ = ps.UnregisterTopicValidator(spec.Topic)
		return nil, fmt.Errorf("join %s: score params: %w", spec.Topic, err)
	}
	t.topic = top
	if o.publishOnly {
		return t, nil
	}
	sub, err := top.Subscribe(pubsub.WithBufferSize(o.bufferSize))
	if err != nil {
		_ = top.Close()
		_ = ps.UnregisterTopicValidator(spec.Topic)
		return nil, fmt.Errorf("subscribe %s: %w", spec.Topic, err)
	}
	t.sub = sub
	return t, nil
}

// Name returns the topic name.
func (t *Topic[T]) Name() string { return t.spec.Topic }

// PubSubTopic returns the underlying pubsub topic (peer lists, event handlers).
func (t *Topic[T]) PubSubTopic() *pubsub.Topic { return t.topic }

// Publish signs nothing itself: msg must already be signed by the node's wallet. It wraps msg
// with the node's binding and publishes it. The local validator runs first, so a message this
// node would reject is an error here and never leaves the node.
func (t *Topic[T]) Publish(ctx context.Context, msg T) error {
	payload, err := t.spec.Encode(msg)
	if err != nil {
		return fmt.Errorf("publish %s: encode: %w", t.spec.Topic, err)
	}
	_, raw, err := t.node.Binding()
	if err != nil {
		return fmt.Errorf("publish %s: %w", t.spec.Topic, err)
	}
	var data []byte
	if t.spec.PublisherSigned {
		data, err = EncodeSignedEnvelope(t.spec.Topic, raw, payload, t.node.SignWithPeerKey)
	} else {
		data, err = EncodeEnvelope(raw, payload)
	}
	if err != nil {
		return fmt.Errorf("publish %s: encode envelope: %w", t.spec.Topic, err)
	}
	if err := t.topic.Publish(ctx, data); err != nil {
		return fmt.Errorf("publish %s: %w", t.spec.Topic, err)
	}
	t.series.published.Inc()
	return nil
}

// Next waits for the next validated message.
func (t *Topic[T]) Next(ctx context.Context) (Delivery[T], error) {
	if t.sub == nil {
		return Delivery[T]{}, fmt.Errorf("next %s: %w", t.spec.Topic, ErrPublishOnly)
	}
	for {
		m, err := t.sub.Next(ctx)
		if err != nil {
			return Delivery[T]{}, fmt.Errorf("next %s: %w", t.spec.Topic, err)
		}
		d, ok := m.ValidatorData.(*Delivery[T])
		if !ok { // cannot happen: every accepted message went through validate
			continue
		}
		d.ReceivedFrom, d.Local = m.ReceivedFrom, m.ReceivedFrom == t.node.ID()
		t.series.delivered.Inc()
		return *d, nil
	}
}

// Run hands every validated message to sink until ctx ends or the topic is closed. A sink error
// is logged and counted; it does not stop the loop (one bad book insert must not stop gossip).
func (t *Topic[T]) Run(ctx context.Context, sink func(context.Context, Delivery[T]) error) error {
	log := t.node.Logger().With("component", "gossip", "topic", t.spec.Topic)
	for {
		d, err := t.Next(ctx)
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			if errors.Is(err, pubsub.ErrSubscriptionCancelled) {
				return nil
			}
			return err
		}
		if err := sink(ctx, d); err != nil {
			t.series.sinkErrors.Inc()
			log.Warn("deliver message", "author", d.Author, "signer", d.Meta.Signer, "err", err)
		}
	}
}

// Close cancels the subscription, leaves the topic and unregisters the validator. Idempotent.
func (t *Topic[T]) Close() error {
	t.closeMu.Lock()
	defer t.closeMu.Unlock()
	if t.isClosed {
		return nil
	}
	t.isClosed = true
	if t.sub != nil {
		t.sub.Cancel()
	}
	err := errors.Join(t.topic.Close(), t.ps.UnregisterTopicValidator(t.spec.Topic))
	if err != nil {
		return fmt.Errorf("close %s: %w", t.spec.Topic, err)
	}
	return nil
}

func (t *Topic[T]) validate(_ context.Context, _ peer.ID, m *pubsub.Message) pubsub.ValidationResult {
	start := time.Now()
	// pubsub marks our own publications with ReceivedFrom = our peer id.
	d, author, err := t.check(m.Data, m.ReceivedFrom == t.node.ID())
	t.series.validation.Observe(time.Since(start).Seconds())
	if err != nil {
		reason := Reason(err)
		t.metrics.rejected.WithLabelValues(t.spec.Topic, reason).Inc()
		t.node.Logger().Debug("gossip message rejected", "topic", t.spec.Topic, "author", author, "peer", m.ReceivedFrom, "reason", reason, "err", err)
		res := Result(err)
		if t.opts.onReject != nil {
			t.opts.onReject(Rejection{Topic: t.spec.Topic, Author: author, ReceivedFrom: m.ReceivedFrom, Reason: reason, Err: err, Ignored: res == pubsub.ValidationIgnore})
		}
		return res
	}
	t.series.accepted.Inc()
	m.ValidatorData = d
	return pubsub.ValidationAccept
}

// Check runs the whole validation pipeline on an encoded message. It is what the pubsub
// validator calls; exported for fuzzing and for tools that check captured messages. local skips
// the rate limit for the node's own publications.
func (t *Topic[T]) Check(data []byte, local bool) (*Delivery[T], error) {
	d, _, err := t.check(data, local)
	return d, err
}

// check is Check; it also returns the author once the binding has verified (for rejections).
//
// Messages carry no pubsub signature: the author is the peer the binding names, which that
// peer's key and the wallet both signed, and everything the author is held to is signed by that
// wallet. So a stranger can relay a message (that is gossip) but not make one: it cannot sign
// for the wallet, nor bind a wallet of its own to the author's peer id. What a pubsub signature
// also gave, and how it is kept:
//   - a rate per author that strangers cannot spend: the author's bucket is charged only for a
//     message whose payload the bound wallet signed and that is not a replay; a bucket already
//     empty refuses before the signature is checked, so an author over its rate costs no
//     signature recovery;
//   - replays: pubsub drops copies of the same bytes by their content id (p2p.ContentMessageID)
//     before validation, and the replay cache drops the same signed payload in new bytes;
//   - payloads the wallet does not sign whole: Spec.PublisherSigned.
func (t *Topic[T]) check(data []byte, local bool) (*Delivery[T], peer.ID, error) {
	now := t.node.Now()
	env, err := DecodeEnvelope(data, t.spec.MaxSize)
	if err != nil {
		return nil, "", err
	}
	b, err := t.node.Bindings().Verify(env.Binding, now)
	if err != nil {
		if t.bindingWithinTolerance(env.Binding, now, err) {
			return nil, "", fmt.Errorf("%w: %w", err, ErrSkew)
		}
		return nil, "", err
	}
	author := b.Peer
	if !local && !t.limiter.Has(author, now) {
		return nil, author, fmt.Errorf("%w: %s", ErrRateLimited, author)
	}
	if err := t.checkPublisherSig(env, author); err != nil {
		return nil, author, err
	}
	payload, err := t.spec.Decode(env.Payload)
	if err != nil {
		return nil, author, fmt.Errorf("%w: payload: %v", p2p.ErrMalformed, err)
	}
	exp := t.spec.Expiry(payload)
	if !now.Before(exp.Add(p2p.ClockSkew)) {
		if now.Before(exp.Add(p2p.ClockSkew + ForwardTolerance)) {
			return nil, author, fmt.Errorf("%w: %w: at %s", ErrExpired, ErrSkew, exp.UTC().Format(time.RFC3339))
		}
		return nil, author, fmt.Errorf("%w: at %s", ErrExpired, exp.UTC().Format(time.RFC3339))
	}
	if exp.After(now.Add(t.spec.MaxTTL + p2p.ClockSkew)) {
		return nil, author, fmt.Errorf("%w: expires %s, max ttl %s", ErrFuture, exp.UTC().Format(time.RFC3339), t.spec.MaxTTL)
	}
	meta, err := t.spec.Verify(payload, author)
	if err != nil {
		return nil, author, fmt.Errorf("verify payload: %w", err)
	}
	if meta.Signer != b.Wallet {
		return nil, author, fmt.Errorf("%w: signed by %s, peer %s is bound to %s", ErrSigner, meta.Signer, author, b.Wallet)
	}
	if !t.replay.add(meta.Digest, meta.Expiry.Add(p2p.ClockSkew), now) {
		return nil, author, fmt.Errorf("%w: digest %x", ErrReplay, meta.Digest[:8])
	}
	if !local && !t.limiter.Allow(author, now) {
		t.replay.remove(meta.Digest) // not accepted: a later copy within the rate is no replay
		return nil, author, fmt.Errorf("%w: %s", ErrRateLimited, author)
	}
	return &Delivery[T]{Payload: payload, Meta: meta, Author: author, Binding: b, Received: now}, author, nil
}

// checkPublisherSig requires, on a PublisherSigned topic, the envelope's signature by author's
// peer key, and refuses a signature elsewhere (bytes nobody checks have no place on the wire).
func (t *Topic[T]) checkPublisherSig(env Envelope, author peer.ID) error {
	if !t.spec.PublisherSigned {
		if len(env.Sig) != 0 {
			return fmt.Errorf("%w: %w: %s takes no publisher signature", p2p.ErrMalformed, ErrPublisherSig, t.spec.Topic)
		}
		return nil
	}
	if len(env.Sig) == 0 {
		return fmt.Errorf("%w: %w: missing on %s", p2p.ErrBadSignature, ErrPublisherSig, t.spec.Topic)
	}
	pub, err := author.ExtractPublicKey()
	if err != nil {
		return fmt.Errorf("%w: %w: peer id %s does not embed its key: %v", p2p.ErrMalformed, ErrPublisherSig, author, err)
	}
	ok, err := pub.Verify(PublisherSignedBytes(t.spec.Topic, env.Binding, env.Payload), env.Sig)
	if err != nil || !ok {
		return fmt.Errorf("%w: %w: not made by %s", p2p.ErrBadSignature, ErrPublisherSig, author)
	}
	return nil
}

// bindingWithinTolerance reports whether a binding that failed verification at now on a
// timestamp (expired, or issued ahead of this clock) verifies at a clock ForwardTolerance
// earlier or later: a neighbour with that clock would have accepted it.
func (t *Topic[T]) bindingWithinTolerance(raw []byte, now time.Time, err error) bool {
	if !errors.Is(err, p2p.ErrBindingExpired) && !errors.Is(err, p2p.ErrMalformed) {
		return false
	}
	bd, derr := p2p.DecodeBinding(raw)
	if derr != nil {
		return false
	}
	chain := t.node.Bindings().ChainID()
	return bd.Verify(chain, now.Add(-ForwardTolerance)) == nil ||
		bd.Verify(chain, now.Add(ForwardTolerance)) == nil
}

// Result is the pubsub verdict for a validation error: ValidationReject only where the
// neighbour that forwarded the message is at fault, because every honest validator refuses
// such a message before forwarding it (too large, malformed, bad signature, signer or binding
// not matching its author, or a timestamp outside any honest clock's tolerance). A reject
// counts against that neighbour's score (P4) and a few graylist it, so anything an honest
// neighbour may have forwarded is ValidationIgnore: dropped and not forwarded, at no cost to
// the neighbour. That covers replays (two neighbours can each accept one copy first), an
// author over this node's rate (neighbours count rates on their own paths and settings),
// expiries within ForwardTolerance (ErrSkew), a MaxTTL beyond this node's (local policy), an
// envelope version this node does not speak (a newer neighbour may), and unclassified errors.
func Result(err error) pubsub.ValidationResult {
	switch {
	case err == nil:
		return pubsub.ValidationAccept
	case errors.Is(err, ErrSkew), errors.Is(err, ErrReplay), errors.Is(err, ErrRateLimited),
		errors.Is(err, ErrFuture), errors.Is(err, p2p.ErrVersion):
		return pubsub.ValidationIgnore
	case errors.Is(err, p2p.ErrTooLarge), errors.Is(err, p2p.ErrMalformed), errors.Is(err, p2p.ErrBadSignature),
		errors.Is(err, p2p.ErrBindingMismatch), errors.Is(err, p2p.ErrBindingExpired), errors.Is(err, ErrSigner),
		errors.Is(err, ErrExpired):
		return pubsub.ValidationReject
	default:
		return pubsub.ValidationIgnore
	}
}

// Reason maps a validation error to its bounded metric label.
func Reason(err error) string {
	switch {
	case errors.Is(err, p2p.ErrTooLarge):
		return "oversize"
	case errors.Is(err, p2p.ErrVersion):
		return "version"
	case errors.Is(err, p2p.ErrBindingMismatch):
		return "not_bound"
	case errors.Is(err, p2p.ErrBindingExpired):
		return "binding_expired"
	case errors.Is(err, ErrSigner):
		return "not_bound"
	case errors.Is(err, ErrRateLimited):
		return "rate"
	case errors.Is(err, ErrExpired):
		return "expired"
	case errors.Is(err, ErrFuture):
		return "future"
	case errors.Is(err, ErrReplay):
		return "replay"
	case errors.Is(err, ErrPublisherSig):
		return "publisher_sig"
	case errors.Is(err, p2p.ErrBadSignature):
		return "signature"
	case errors.Is(err, p2p.ErrMalformed):
		return "malformed"
	default:
		return "other"
	}
}

// Rejection describes one message that failed validation (rejected or ignored), for the
// WithRejectHook observer.
type Rejection struct {
	Topic string
	// Author is the peer the message's binding names; empty when the binding did not verify
	// (then nothing says who made the message).
	Author peer.ID
	// ReceivedFrom is the neighbour that forwarded the message, which a reject is held against.
	ReceivedFrom peer.ID
	Reason       string
	Err          error
	// Ignored is true when the message was dropped with ValidationIgnore (no score penalty for
	// ReceivedFrom), false when it was rejected (see Result).
	Ignored bool
}

// AuthorLimiter keeps a token bucket per author (peer), bounded by an LRU of authors: the
// per-author rate limit of every topic, exported for p2p/reqresp's per-peer stream limit. Safe
// for concurrent use.
type AuthorLimiter struct {
	mu    sync.Mutex
	r     rate.Limit
	burst int
	lim   *lru.Cache[peer.ID, *rate.Limiter]
}

// NewAuthorLimiter allows each author perSecond messages sustained and burst at once, and
// remembers up to size authors (the least recently seen is forgotten, and starts afresh).
func NewAuthorLimiter(perSecond float64, burst, size int) *AuthorLimiter {
	if size <= 0 {
		size = 16384
	}
	c, _ := lru.New[peer.ID, *rate.Limiter](size) // only fails on size <= 0
	return &AuthorLimiter{r: rate.Limit(perSecond), burst: burst, lim: c}
}

// Has reports whether p's bucket holds a token at now, without taking it (a bucket not yet
// created is full).
func (a *AuthorLimiter) Has(p peer.ID, now time.Time) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	l, ok := a.lim.Peek(p)
	return !ok || l.TokensAt(now) >= 1
}

// Allow takes one token from p's bucket at now and reports whether there was one.
func (a *AuthorLimiter) Allow(p peer.ID, now time.Time) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	l, ok := a.lim.Get(p)
	if !ok {
		l = rate.NewLimiter(a.r, a.burst)
		a.lim.Add(p, l)
	}
	return l.AllowN(now, 1)
}

// replayCache remembers accepted payload digests until they expire.
type replayCache struct {
	mu sync.Mutex
	c  *lru.Cache[[32]byte, time.Time]
}

func newReplayCache(size int) *replayCache {
	c, _ := lru.New[[32]byte, time.Time](size)
	return &replayCache{c: c}
}

// add records digest until `until` and reports whether it was new (or its old entry expired).
func (r *replayCache) add(digest [32]byte, until, now time.Time) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if old, ok := r.c.Get(digest); ok && now.Before(old) {
		return false
	}
	r.c.Add(digest, until)
	return true
}

// remove forgets digest (a payload that add recorded but the pipeline then refused).
func (r *replayCache) remove(digest [32]byte) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.c.Remove(digest)
}
