// Package requests is the /gpumesh/requests/1 GossipSub topic: requesters announce batch and zk
// jobs as signed market.Requests, providers validate them (p2p/gossip's pipeline plus the
// request's EIP-712 signature) and decide whether to answer with a sealed Bid over
// /gpumesh/bid/1 (package market/bid).
package requests

import (
	"context"
	"fmt"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/gossip"
)

// ID is the topic name.
const ID = "/gpumesh/requests/1"

// MaxMessageSize bounds a whole request message on the wire (market encoding, envelope, binding).
const MaxMessageSize = market.MaxMessageSize + p2p.MaxBindingSize + 64

// Handler receives verified requests; the provider daemon implements it (decide, then bid).
type Handler interface {
	// HandleRequest is called once per verified request. author is the requester's peer id
	// (bound to r.Requester), where a bid should be sent.
	HandleRequest(ctx context.Context, r *market.Request, author peer.ID) error
}

// HandlerFunc adapts a function to Handler.
type HandlerFunc func(ctx context.Context, r *market.Request, author peer.ID) error

// HandleRequest calls f.
func (f HandlerFunc) HandleRequest(ctx context.Context, r *market.Request, author peer.ID) error {
	return f(ctx, r, author)
}

// Config configures the topic.
type Config struct {
	// Domain is the EIP-712 domain requests are signed under. Required.
	Domain market.Domain
	// MaxTTL rejects requests that expire further ahead than this. Default 1h.
	MaxTTL time.Duration
	// Registerer receives the topic's metrics. Default: not registered.
	Registerer prometheus.Registerer
}

// Topic is a joined requests topic.
type Topic struct {
	*gossip.Topic[*market.Request]
}

// Join joins the requests topic on a started node.
func Join(n *p2p.Node, cfg Config, opts ...gossip.Option) (*Topic, error) {
	if cfg.MaxTTL == 0 {
		cfg.MaxTTL = time.Hour
	}
	if cfg.Domain.ChainID == nil || cfg.Domain.ChainID.Sign() <= 0 {
		return nil, fmt.Errorf("%w: requests: Domain.ChainID must be the escrow chain's id", p2p.ErrConfig)
	}
	if cfg.Registerer != nil {
		opts = append([]gossip.Option{gossip.WithRegisterer(cfg.Registerer)}, opts...)
	}
	t, err := gossip.Join(n, Spec(cfg.Domain, cfg.MaxTTL), opts...)
	if err != nil {
		return nil, err
	}
	return &Topic{Topic: t}, nil
}

// Spec is the gossip specification of the requests topic under domain d.
func Spec(d market.Domain, maxTTL time.Duration) gossip.Spec[*market.Request] {
	return gossip.Signed[*market.Request]{
		Topic:   ID,
		MaxSize: MaxMessageSize,
		MaxTTL:  maxTTL,
		Decode:  market.DecodeRequest,
		Encode:  func(r *market.Request) ([]byte, error) { return market.Encode(r) },
		Expiry:  func(r *market.Request) time.Time { return r.ExpiresAt() },
		// market.Request.Verify with the digest computed once (it is also the replay key).
		Check: func(r *market.Request, _ peer.ID) (gossip.Signature, error) {
			if err := r.Validate(); err != nil {
				return gossip.Signature{}, err
			}
			digest, err := r.Digest(d)
			return gossip.Signature{Digest: digest, Sig: r.Signature, Signer: r.Requester}, err
		},
		Classes: classes,
	}.Spec()
}

// classes are the p2p sentinels market errors count under (as on market/offers).
var classes = []gossip.Class{{Err: market.ErrBadSignature, As: p2p.ErrBadSignature},
	{Err: market.ErrTooLarge, As: p2p.ErrTooLarge}, {Err: market.ErrUnknownVersion, As: p2p.ErrVersion}}

// Serve hands every verified request from another node to h until ctx ends or the topic closes.
// The node's own requests are skipped.
func (t *Topic) Serve(ctx context.Context, h Handler) error {
	return t.Run(ctx, func(ctx context.Context, d gossip.Delivery[*market.Request]) error {
		if d.Local {
			return nil
		}
		return h.HandleRequest(ctx, d.Payload, d.Author)
	})
}
