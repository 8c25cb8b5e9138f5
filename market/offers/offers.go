// Package offers is the /gpumesh/offers/1 GossipSub topic: providers publish signed
// market.Offers, every node validates them (p2p/gossip's pipeline plus the offer's EIP-712
// signature under the market domain) and feeds the verified ones into its order book.
package offers

import (
	"context"
	"errors"
	"fmt"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/book"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/gossip"
)

// ID is the topic name.
const ID = "/gpumesh/offers/1"

// MaxMessageSize bounds a whole offer message on the wire: the market encoding (at most
// market.MaxMessageSize) plus the envelope and the sender's binding.
const MaxMessageSize = market.MaxMessageSize + p2p.MaxBindingSize + 64

// Book is what the topic feeds: the order book as this package needs it. *book.Book
// (market/book) satisfies it.
type Book interface {
	// Put stores a verified offer, replacing an older one from the same provider; an offer not
	// newer than the held one fails with book.ErrStale (routine with gossip, not logged).
	Put(o *market.Offer) (book.PutResult, error)
	// Expire drops offers that have expired by the book's clock and returns how many.
	Expire() int
}

// Config configures the topic.
type Config struct {
	// Domain is the EIP-712 domain offers are signed under (chain id + escrow). Required.
	Domain market.Domain
	// MaxTTL rejects offers that expire further ahead than this. Default 30m
	// (book.DefaultMaxTTL, so nothing gossip accepts is refused by the book).
	MaxTTL time.Duration
	// ExpireInterval is how often Feed asks the book to drop expired offers. Default 10s.
	ExpireInterval time.Duration
	// Registerer receives the topic's metrics. Default: not registered.
	Registerer prometheus.Registerer
}

// Topic is a joined offers topic.
type Topic struct {
	*gossip.Topic[*market.Offer]
	cfg     Config
	expired prometheus.Counter
}

// Join joins the offers topic on a started node. opts tune the shared validator (rate, replay
// cache, score parameters, reject hook).
func Join(n *p2p.Node, cfg Config, opts ...gossip.Option) (*Topic, error) {
	if cfg.MaxTTL == 0 {
		cfg.MaxTTL = book.DefaultMaxTTL
	}
	if cfg.ExpireInterval == 0 {
		cfg.ExpireInterval = 10 * time.Second
	}
	if cfg.Domain.ChainID == nil || cfg.Domain.ChainID.Sign() <= 0 {
		return nil, fmt.Errorf("%w: offers: Domain.ChainID must be the escrow chain's id", p2p.ErrConfig)
	}
	if cfg.Registerer != nil {
		opts = append([]gossip.Option{gossip.WithRegisterer(cfg.Registerer)}, opts...)
	}
	t, err := gossip.Join(n, Spec(cfg.Domain, cfg.MaxTTL), opts...)
	if err != nil {
		return nil, err
	}
	expired := prometheus.NewCounter(prometheus.CounterOpts{
		Namespace: "gpumesh", Subsystem: "offers", Name: "book_expired_total",
		Help: "Offers the book dropped on expiry.",
	})
	if cfg.Registerer != nil {
		if expired, err = p2p.RegisterCollector(cfg.Registerer, expired); err != nil {
			_ = t.Close()
			return nil, fmt.Errorf("join %s: metrics: %w", ID, err)
		}
	}
	return &Topic{Topic: t, cfg: cfg, expired: expired}, nil
}

// Spec is the gossip specification of the offers topic under domain d.
func Spec(d market.Domain, maxTTL time.Duration) gossip.Spec[*market.Offer] {
	names := newPeerNames(peerNamesSize)
	return gossip.Signed[*market.Offer]{
		Topic:   ID,
		MaxSize: MaxMessageSize,
		MaxTTL:  maxTTL,
		Decode:  market.DecodeOffer,
		Encode:  func(o *market.Offer) ([]byte, error) { return market.Encode(o) },
		Expiry:  func(o *market.Offer) time.Time { return o.ExpiresAt() },
		Check: func(o *market.Offer, author peer.ID) (gossip.Signature, error) {
			return check(o, d, author, names)
		},
		Classes: Classes,
	}.Spec()
}

// check is market.Offer.Verify (fields, EIP-712 digest; gossip.Signed recovers the low-S
// signature and requires Provider) with the digest computed once and kept as the replay key: the
// EIP-712 encoding is the validator's largest cost after the signature recovery.
func check(o *market.Offer, d market.Domain, author peer.ID, names *peerNames) (gossip.Signature, error) {
	if err := o.Validate(); err != nil {
		return gossip.Signature{}, err
	}
	if o.PeerID != names.text(author) {
		return gossip.Signature{}, fmt.Errorf("%w: offer names peer %q, published by %s", p2p.ErrBindingMismatch, o.PeerID, author)
	}
	digest, err := o.Digest(d)
	return gossip.Signature{Digest: digest, Sig: o.Signature, Signer: o.Provider}, err
}

// peerNamesSize bounds the authors whose peer id text the validator keeps: an offer names its
// provider's peer id as text, and encoding the author's id to compare costs more than the rest
// of the offer's field checks.
const peerNamesSize = 4096

// peerNames remembers the text form (peer.ID.String) of recent authors. Safe for concurrent use.
type peerNames struct {
	c *lru.Cache[peer.ID, string]
}

func newPeerNames(size int) *peerNames {
	c, _ := lru.New[peer.ID, string](size) // only fails on size <= 0
	return &peerNames{c: c}
}

// text returns p.String(), from the cache when p was seen lately.
func (n *peerNames) text(p peer.ID) string {
	if s, ok := n.c.Get(p); ok {
		return s
	}
	s := p.String()
	n.c.Add(p, s)
	return s
}

// Classes are the p2p sentinels market errors count under on the market's topics.
var Classes = []gossip.Class{
	{Err: market.ErrBadSignature, As: p2p.ErrBadSignature},
	{Err: market.ErrTooLarge, As: p2p.ErrTooLarge},
	{Err: market.ErrUnknownVersion, As: p2p.ErrVersion},
}

// Classify wraps a market error with the p2p sentinel the gossip layer counts it under.
func Classify(err error) error { return gossip.Classify(err, Classes...) }

// Feed puts every verified offer into b and asks b to drop expired offers every ExpireInterval,
// until ctx ends or the topic is closed. Stale offers (an older nonce arriving late) are dropped
// quietly; other Put errors are logged and counted (gpumesh_gossip_sink_errors_total).
func (t *Topic) Feed(ctx context.Context, b Book) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	done := make(chan struct{})
	go func() {
		defer close(done)
		tick := time.NewTicker(t.cfg.ExpireInterval)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
				t.expired.Add(float64(b.Expire()))
			}
		}
	}()
	err := t.Run(ctx, func(_ context.Context, d gossip.Delivery[*market.Offer]) error {
		if _, err := b.Put(d.Payload); err != nil && !errors.Is(err, book.ErrStale) {
			return err
		}
		return nil
	})
	cancel()
	<-done
	return err
}
