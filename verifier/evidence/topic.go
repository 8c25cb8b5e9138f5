package evidence

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/gossip"
)

// Topic is the GossipSub topic of dispute evidence. Version 2 carries each Evidence in a notice
// inside p2p/gossip's envelope (the publisher's wallet binding); version 1 carried bare Evidence.
const Topic = "/gpumesh/disputes/2"

// Notice lifetimes. A requester repeats its evidence every second until the dispute resolves
// (gossip does not replay to late joiners), each repetition a new notice; a notice is dropped
// once it expires, so the replay cache holds each for NoticeTTL only.
const (
	// NoticeTTL is how long a published notice is valid.
	NoticeTTL = time.Minute
	// MaxNoticeTTL is the furthest ahead a received notice may expire.
	MaxNoticeTTL = 5 * time.Minute
)

// MaxMessageSize bounds a whole message on the topic: the evidence, the notice around it, the
// publisher's binding, its envelope signature and the envelope.
const MaxMessageSize = MaxSize + 64 + p2p.MaxBindingSize + gossip.MaxPublisherSig + 64

// notice is one publication of an Evidence: the evidence, when the publication expires, and a
// random nonce, so that each repetition is a new payload to the replay cache. The evidence's
// signature does not cover the expiry and nonce, so the topic is gossip.Spec.PublisherSigned:
// the publisher's peer key signs each message's envelope, and that peer's binding must name the
// evidence's signer, so nobody else can publish or re-date a requester's evidence.
type notice struct {
	Evidence []byte `cbor:"1,keyasint"`
	Expires  int64  `cbor:"2,keyasint"` // unix seconds
	Nonce    uint64 `cbor:"3,keyasint"`

	ev     *Evidence // decoded Evidence
	digest [32]byte  // keccak256 of the encoded notice: the replay key
}

func encodeNotice(n *notice) ([]byte, error) { return p2p.MarshalCBOR(n) }

func decodeNotice(b []byte) (*notice, error) {
	var n notice
	if err := p2p.UnmarshalCBOR(b, &n); err != nil {
		return nil, fmt.Errorf("%w: notice: %v", ErrMalformed, err)
	}
	ev, err := Decode(n.Evidence)
	if err != nil {
		return nil, err
	}
	n.ev, n.digest = ev, crypto.Keccak256Hash(b)
	return &n, nil
}

// spec is the topic's gossip specification: the signer of the evidence must be the wallet bound
// to the publishing peer, whose key signs the envelope; unsigned evidence, or a signature that
// does not recover, is refused.
var spec = gossip.Spec[*notice]{
	Topic:           Topic,
	PublisherSigned: true,
	MaxSize:         MaxMessageSize,
	MaxTTL:          MaxNoticeTTL,
	Decode:          decodeNotice,
	Encode:          encodeNotice,
	Expiry:          func(n *notice) time.Time { return time.Unix(n.Expires, 0) },
	Verify: func(n *notice, _ peer.ID) (gossip.Meta, error) {
		signer, err := n.ev.Signer()
		if err != nil {
			return gossip.Meta{}, fmt.Errorf("%w: %w", p2p.ErrBadSignature, err)
		}
		return gossip.Meta{Signer: signer, Digest: n.digest, Expiry: time.Unix(n.Expires, 0)}, nil
	},
}

// Channel is a joined evidence topic.
type Channel struct {
	node *p2p.Node
	t    *gossip.Topic[*notice]
}

// Join joins the evidence topic on a started node; subscribe=false only publishes (a
// requester). Its validator is p2p/gossip's pipeline: it rejects what no honest peer forwards
// (oversize, malformed, unsigned, a signature that does not recover, an envelope its publisher's
// peer key did not sign, evidence signed by a wallet other than the publisher's bound one, a
// notice expired beyond any honest clock), which counts
// against the forwarding peer, and ignores a publishing peer over its rate (default 4/s, burst
// 16: a requester repeats the evidence of each of its open disputes once a second, so one with
// more than four disputes open at once sees its repeats thinned, not lost). opts tune it
// (gossip.WithRate, gossip.WithRegisterer, ...).
func Join(n *p2p.Node, subscribe bool, opts ...gossip.Option) (*Channel, error) {
	opts = append([]gossip.Option{gossip.WithRate(4, 16)}, opts...)
	if !subscribe {
		opts = append(opts, gossip.WithPublishOnly())
	}
	t, err := gossip.Join(n, spec, opts...)
	if err != nil {
		return nil, fmt.Errorf("evidence: %w", err)
	}
	return &Channel{node: n, t: t}, nil
}

// Publish sends e, signed by this node's wallet, to the topic as a new notice valid for
// NoticeTTL. The node's own validator runs first: evidence it would refuse never leaves.
func (c *Channel) Publish(ctx context.Context, e *Evidence) error {
	b, err := Encode(e)
	if err != nil {
		return err
	}
	var nonce [8]byte
	if _, err := rand.Read(nonce[:]); err != nil {
		return fmt.Errorf("evidence: nonce: %w", err)
	}
	n := &notice{Evidence: b, Expires: c.node.Now().Add(NoticeTTL).Unix(), Nonce: binary.LittleEndian.Uint64(nonce[:])}
	if err := c.t.Publish(ctx, n); err != nil {
		return fmt.Errorf("evidence: %w", err)
	}
	return nil
}

// Next returns the next evidence from another peer (Join with subscribe).
func (c *Channel) Next(ctx context.Context) (*Evidence, error) {
	for {
		d, err := c.t.Next(ctx)
		if err != nil {
			return nil, fmt.Errorf("evidence: %w", err)
		}
		if !d.Local {
			return d.Payload.ev, nil
		}
	}
}

// Close leaves the topic.
func (c *Channel) Close() error { return c.t.Close() }
