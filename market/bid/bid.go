// Package bid is the /gpumesh/bid/1 stream protocol: a provider answers a Request (seen on
// /gpumesh/requests/1) with a sealed, signed market.Bid sent to the requester only. The requester
// checks the bid's EIP-712 signature, that the signer is the wallet bound to the sending peer,
// and that the bid is addressed to it, then hands it to its Collector (the auction) and acks.
package bid

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/reqresp"
)

// ID is the protocol id.
const ID protocol.ID = "/gpumesh/bid/1"

// MaxFrame bounds each frame: a market message plus the binding and framing.
const MaxFrame = market.MaxMessageSize + p2p.MaxBindingSize + 128

// ErrUnknownRequester: Send was asked to bid to a peer whose wallet binding is not known.
var ErrUnknownRequester = errors.New("bid: requester binding unknown")

// ErrDeclined is what a Collector wraps to refuse a bid (e.g. window closed); its text goes back.
var ErrDeclined = reqresp.ErrDeclined

// Collector receives verified bids; the requester's auction implements it.
type Collector interface {
	HandleBid(ctx context.Context, b *market.Bid, provider peer.ID) error
}

// CollectorFunc adapts a function to Collector.
type CollectorFunc func(ctx context.Context, b *market.Bid, provider peer.ID) error

// HandleBid calls f.
func (f CollectorFunc) HandleBid(ctx context.Context, b *market.Bid, provider peer.ID) error {
	return f(ctx, b, provider)
}

// Config configures both sides: Domain (the EIP-712 domain bids are signed under, required),
// Timeout (one exchange, default 10s), MaxConcurrent (inbound bids, default 64), MaxTTL (bids
// expiring further ahead are refused, default 1h) and Registerer (stream metrics).
type Config = reqresp.ServiceConfig[market.Domain]

func setup(cfg Config) (Config, reqresp.Spec[*market.Bid, reqresp.Ack], error) {
	if cfg.Domain.ChainID == nil || cfg.Domain.ChainID.Sign() <= 0 {
		return cfg, reqresp.Spec[*market.Bid, reqresp.Ack]{}, fmt.Errorf("%w: bid: Domain.ChainID must be the escrow chain's id", p2p.ErrConfig)
	}
	return cfg.WithDefaults(), reqresp.Spec[*market.Bid, reqresp.Ack]{
		Protocol: ID, MaxFrame: MaxFrame,
		EncodeRequest: func(b *market.Bid) ([]byte, error) { return market.Encode(b) },
	}, nil
}

// Service is the requester side (it receives bids).
type Service struct {
	*reqresp.Service[*market.Bid, reqresp.Ack]
	node *p2p.Node
	cfg  Config
}

// NewService returns the receiving side; Start installs it on the node.
func NewService(n *p2p.Node, cfg Config, col Collector) (*Service, error) {
	cfg, spec, err := setup(cfg)
	if err != nil {
		return nil, err
	}
	s := &Service{node: n, cfg: cfg}
	spec.CheckRequest = s.CheckBid
	s.Service, err = reqresp.NewService(n, cfg, spec, func(ctx context.Context, remote reqresp.Remote, b *market.Bid) (reqresp.Ack, error) {
		return reqresp.Ack{}, col.HandleBid(ctx, b, remote.Peer)
	})
	return s, err
}

// CheckBid decodes and verifies a bid body received from remote: fields, EIP-712 signature,
// expiry window, signer bound to the remote peer, addressed to this requester. It is the
// handler's validation, exported for fuzzing.
func (s *Service) CheckBid(remote reqresp.Remote, body []byte) (*market.Bid, error) {
	b, err := reqresp.CheckSigned(remote, body, market.DecodeBid, func(b *market.Bid) (common.Address, error) {
		return market.VerifyAt(b, s.cfg.Domain, s.node.Now(), s.cfg.MaxTTL)
	})
	if err != nil {
		return nil, err
	}
	if own := s.node.Signer().Address(); b.Requester != own {
		return nil, fmt.Errorf("%w: bid addressed to %s, this requester is %s", p2p.ErrMalformed, b.Requester, own)
	}
	return b, nil
}

// Client is the provider side (it sends bids).
type Client struct {
	node *p2p.Node
	c    *reqresp.Client[*market.Bid, reqresp.Ack]
}

// NewClient returns a provider-side client.
func NewClient(n *p2p.Node, cfg Config) (*Client, error) {
	cfg, spec, err := setup(cfg)
	if err != nil {
		return nil, err
	}
	c, err := reqresp.NewClient(n, cfg, spec)
	if err != nil {
		return nil, err
	}
	return &Client{node: n, c: c}, nil
}

// Send delivers b (signed by this node's wallet) to the requester at peer to and waits for its
// acknowledgement. The peer must already be known to be bound to the bid's requester wallet (its
// binding arrives with the request on /gpumesh/requests/1), so a sealed bid is never handed to
// anyone else; the response's binding is checked again.
func (c *Client) Send(ctx context.Context, to peer.ID, b *market.Bid) error {
	known, ok := c.node.Bindings().Lookup(to, c.node.Now())
	if !ok {
		return fmt.Errorf("bid to %s: %w: no binding known for the peer; bid on requests seen on the requests topic", to, ErrUnknownRequester)
	}
	if known.Wallet != b.Requester {
		return fmt.Errorf("bid to %s: %w: peer bound to %s, bid addressed to %s", to, p2p.ErrBindingMismatch, known.Wallet, b.Requester)
	}
	_, remote, err := c.c.Call(ctx, to, b)
	if err != nil {
		return err
	}
	if remote.Binding.Wallet != b.Requester {
		return fmt.Errorf("bid to %s: %w: peer bound to %s, bid addressed to %s", to, p2p.ErrBindingMismatch, remote.Binding.Wallet, b.Requester)
	}
	return nil
}
