// Package offersync is the /gpumesh/offers-sync/1 stream protocol: a node that has just joined
// the market asks the first peers it connects to for the offers they hold, so that its order
// book is full at once rather than when each provider next republishes on /gpumesh/offers/1
// (every few minutes): `market offers` and matching on a fresh node see the market at once.
//
// A provider answers with its own current offer, a node with an order book with the book's
// offers (at most MaxOffers). Everything that comes back is hostile and checked as gossip checks
// it: the answer is bounded (MaxFrame bytes, MaxOffers offers), and each offer is decoded and
// verified alone (fields, EIP-712 signature by the offer's provider under the market domain,
// expiry within MaxTTL); one bad offer drops only itself. A peer answering can hand over only
// offers their providers signed: the worst it can do is withhold offers, or send a provider's
// older offer, which the book replaces by nonce when a newer one arrives and which expires
// within MaxTTL anyway. It cannot forge, alter or extend one.
package offersync

import (
	"context"
	"fmt"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/reqresp"
	"github.com/gpumesh/gpumesh/p2p/wire"
)

// ID is the protocol id.
const ID = "/gpumesh/offers-sync/1"

// MaxOffers bounds the offers of one answer.
const MaxOffers = 512

// Per-peer rate of the answering side: an answer (up to MaxFrame) is far larger than a request
// (empty), so a peer gets a few answers and then one a minute, never a stream to amplify.
const (
	peerRate  = 1.0 / 60
	peerBurst = 3
)

// MaxFrame bounds an answer on the wire: MaxOffers offers of at most market.MaxMessageSize
// bytes would be 32 MiB; real offers are about 1 KiB, so 4 MiB holds MaxOffers of them with room.
const MaxFrame = 4 << 20

// Config configures both sides: Domain (the EIP-712 domain offers are signed under, required),
// Timeout (one exchange, default 10s), MaxConcurrent (inbound exchanges, default 64), MaxTTL
// (offers expiring further ahead are dropped; default 1h, set it to the book's) and Registerer
// (stream metrics). NewService sets the per-peer rate itself (peerRate, peerBurst).
type Config = reqresp.ServiceConfig[market.Domain]

// answer is the response body: the offers, each in its market encoding.
type answer struct {
	Offers [][]byte `cbor:"1,keyasint"`
}

var answerDecoder = wire.MustDecoder(wire.Limits{
	MaxSize: MaxFrame, MaxNestedLevels: 4, MaxArrayElements: MaxOffers, MaxMapPairs: 16,
})

func spec(cfg Config) (Config, reqresp.Spec[struct{}, []*market.Offer], error) {
	if cfg.Domain.ChainID == nil || cfg.Domain.ChainID.Sign() <= 0 {
		return cfg, reqresp.Spec[struct{}, []*market.Offer]{}, fmt.Errorf("%w: offersync: Domain.ChainID must be the escrow chain's id", p2p.ErrConfig)
	}
	return cfg.WithDefaults(), reqresp.Spec[struct{}, []*market.Offer]{
		Protocol:      ID,
		MaxFrame:      MaxFrame,
		EncodeRequest: func(struct{}) ([]byte, error) { return nil, nil },
		CheckRequest: func(_ reqresp.Remote, body []byte) (struct{}, error) {
			if len(body) != 0 {
				return struct{}{}, fmt.Errorf("%w: an offers request has no body, got %d bytes", p2p.ErrMalformed, len(body))
			}
			return struct{}{}, nil
		},
		EncodeResponse: encodeAnswer,
	}, nil
}

func encodeAnswer(offers []*market.Offer) ([]byte, error) {
	var a answer
	size := 0
	for _, o := range offers {
		if len(a.Offers) == MaxOffers {
			break
		}
		b, err := market.Encode(o)
		if err != nil {
			return nil, fmt.Errorf("offersync: encode offer of %s: %w", o.Provider, err)
		}
		if size += len(b) + 8; size > MaxFrame-1024 {
			break // what fits; the rest arrives by gossip
		}
		a.Offers = append(a.Offers, b)
	}
	return wire.Marshal(a)
}

// Service answers offers requests.
type Service struct {
	*reqresp.Service[struct{}, []*market.Offer]
}

// NewService returns the answering side: held returns the offers this node holds (a provider's
// own current offer, a book's offers); it is called once per request and must not block. Start
// installs it on the node.
func NewService(n *p2p.Node, cfg Config, held func() []*market.Offer) (*Service, error) {
	cfg.PeerRate, cfg.PeerBurst = peerRate, peerBurst
	cfg, sp, err := spec(cfg)
	if err != nil {
		return nil, err
	}
	svc, err := reqresp.NewService(n, cfg, sp, func(context.Context, reqresp.Remote, struct{}) ([]*market.Offer, error) {
		return held(), nil
	})
	if err != nil {
		return nil, err
	}
	return &Service{Service: svc}, nil
}

// Client asks peers for their offers.
type Client struct {
	node *p2p.Node
	cfg  Config
	c    *reqresp.Client[struct{}, Result]
}

// Result is one peer's answer: the offers that verified, and why each other one was dropped.
type Result struct {
	Offers  []*market.Offer
	Dropped []error
}

// NewClient returns the asking side.
func NewClient(n *p2p.Node, cfg Config) (*Client, error) {
	cfg, sp, err := spec(cfg)
	if err != nil {
		return nil, err
	}
	c := &Client{node: n, cfg: cfg}
	c.c, err = reqresp.NewClient(n, cfg, reqresp.Spec[struct{}, Result]{
		Protocol:      sp.Protocol,
		MaxFrame:      sp.MaxFrame,
		EncodeRequest: sp.EncodeRequest,
		CheckResponse: func(_ reqresp.Remote, _ struct{}, body []byte) (Result, error) {
			return c.check(body, n.Now())
		},
	})
	if err != nil {
		return nil, err
	}
	return c, nil
}

// Ask returns the verified offers peer p holds. Offers that fail verification are dropped one
// by one (Result.Dropped says why); an answer that does not decode at all is an error wrapping
// p2p.ErrMalformed, and a peer that does not speak the protocol fails the call.
func (c *Client) Ask(ctx context.Context, p peer.ID) (Result, error) {
	res, _, err := c.c.Call(ctx, p, struct{}{})
	return res, err
}

// check decodes an answer and verifies each offer in it at now.
func (c *Client) check(body []byte, now time.Time) (Result, error) {
	var a answer
	if err := answerDecoder.Unmarshal(body, &a); err != nil {
		return Result{}, fmt.Errorf("%w: offers answer: %w", p2p.ErrMalformed, err)
	}
	var res Result
	for i, raw := range a.Offers {
		o, err := market.DecodeOffer(raw)
		if err == nil {
			_, err = market.VerifyAt(o, c.cfg.Domain, now, c.cfg.MaxTTL)
		}
		if err != nil {
			res.Dropped = append(res.Dropped, fmt.Errorf("offer %d: %w", i, err))
			continue
		}
		res.Offers = append(res.Offers, o)
	}
	return res, nil
}
