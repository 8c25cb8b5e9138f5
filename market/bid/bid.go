// Package bid is the /gpumesh/bid/1 stream protocol: a provider answers a Request (seen on
// /gpumesh/requests/1) with a sealed, signed market.Bid sent to the requester only. The requester
// checks the bid's EIP-712 signature, that the signer is the wallet bound to the sending peer,
// and that the bid is addressed to it, then hands it to its Collector (the auction) and acks.
package bid

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	"github.com/prometheus/client_golang/prometheus"

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

// Config configures both sides.
type Config struct {
	// Domain is the EIP-712 domain bids are signed under. Required.
	Domain market.Domain
	// Timeout bounds one exchange. Default 10s.
	Timeout time.Duration
	// MaxConcurrent bounds concurrent inbound bids. Default 64.
	MaxConcurrent int
	// MaxTTL rejects bids expiring further ahead than this. Default 1h.
	MaxTTL time.Duration
	// Registerer receives the stream metrics. Default: not registered.
	Registerer prometheus.Registerer
}

func (c *Config) setup() (reqresp.Config, *reqresp.Metrics, error) {
	if c.Domain.ChainID == nil || c.Domain.ChainID.Sign() <= 0 {
		return reqresp.Config{}, nil, fmt.Errorf("%w: bid: Domain.ChainID must be the escrow chain's id", p2p.ErrConfig)
	}
	if c.MaxTTL == 0 {
		c.MaxTTL = time.Hour
	}
	m, err := reqresp.NewMetrics(c.Registerer)
	if err != nil {
		return reqresp.Config{}, nil, fmt.Errorf("bid metrics: %w", err)
	}
	return reqresp.Config{Protocol: ID, MaxFrame: MaxFrame, Timeout: c.Timeout, MaxConcurrent: c.MaxConcurrent}, m, nil
}

// Service is the requester side (it receives bids).
type Service struct {
	node *p2p.Node
	cfg  Config
	srv  *reqresp.Server
}

// NewService returns the receiving side; Start installs it on the node.
func NewService(n *p2p.Node, cfg Config, col Collector) (*Service, error) {
	rc, m, err := cfg.setup()
	if err != nil {
		return nil, err
	}
	s := &Service{node: n, cfg: cfg}
	h := func(ctx context.Context, remote reqresp.Remote, body []byte) ([]byte, error) {
		b, err := s.CheckBid(remote, body)
		if err != nil {
			return nil, err
		}
		if err := col.HandleBid(ctx, b, remote.Peer); err != nil {
			return nil, err
		}
		return nil, nil
	}
	s.srv = reqresp.NewServer(n, rc, h, m)
	return s, nil
}

// CheckBid decodes and verifies a bid body received from remote: fields, EIP-712 signature,
// expiry window, signer bound to the remote peer, addressed to this requester. It is the
// handler's validation, exported for fuzzing.
func (s *Service) CheckBid(remote reqresp.Remote, body []byte) (*market.Bid, error) {
	b, err := market.DecodeBid(body)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", p2p.ErrMalformed, err)
	}
	signer, err := market.VerifyAt(b, s.cfg.Domain, s.node.Now(), s.cfg.MaxTTL)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", p2p.ErrBadSignature, err)
	}
	if remote.Binding == nil || signer != remote.Binding.Wallet {
		return nil, fmt.Errorf("%w: bid signed by %s is not bound to peer %s", p2p.ErrBindingMismatch, signer, remote.Peer)
	}
	if own := s.node.Signer().Address(); b.Requester != own {
		return nil, fmt.Errorf("%w: bid addressed to %s, this requester is %s", p2p.ErrMalformed, b.Requester, own)
	}
	return b, nil
}

// Start installs the stream handler.
func (s *Service) Start() error { return s.srv.Start() }

// Close removes the stream handler.
func (s *Service) Close() error { return s.srv.Close() }

// Client is the provider side (it sends bids).
type Client struct {
	node *p2p.Node
	rc   reqresp.Config
	m    *reqresp.Metrics
}

// NewClient returns a provider-side client.
func NewClient(n *p2p.Node, cfg Config) (*Client, error) {
	rc, m, err := cfg.setup()
	if err != nil {
		return nil, err
	}
	return &Client{node: n, rc: rc, m: m}, nil
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
	body, err := market.Encode(b)
	if err != nil {
		return fmt.Errorf("bid to %s: %w", to, err)
	}
	_, remote, err := reqresp.Call(ctx, c.node, to, c.rc, body, c.m)
	if err != nil {
		return err
	}
	if remote.Binding.Wallet != b.Requester {
		return fmt.Errorf("bid to %s: %w: peer bound to %s, bid addressed to %s", to, p2p.ErrBindingMismatch, remote.Binding.Wallet, b.Requester)
	}
	return nil
}
