// Package propose is the /gpumesh/propose/1 stream protocol: a requester sends a signed
// market.Proposal straight to one provider and gets the provider's signed market.Acceptance back
// in the same round trip (burst matching, and the final step of batch/zk auctions). Both sides
// verify the other's EIP-712 signature and that the signing wallet is the one bound to the peer
// at the other end of the stream.
package propose

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
const ID protocol.ID = "/gpumesh/propose/1"

// MaxFrame bounds each frame: a market message plus the binding and framing.
const MaxFrame = market.MaxMessageSize + p2p.MaxBindingSize + 128

// Errors.
var (
	// ErrDeclined: the provider declined the proposal (its Acceptor said no). Acceptors wrap it.
	ErrDeclined = reqresp.ErrDeclined
	// ErrTermsMismatch: the acceptance does not carry the proposal's terms.
	ErrTermsMismatch = errors.New("propose: acceptance terms differ from the proposal")
	// ErrWrongProvider: a proposal addressed to another provider's wallet.
	ErrWrongProvider = errors.New("propose: proposal addressed to another provider")
)

// Acceptor decides on proposals; the provider daemon implements it. It returns a signed
// Acceptance, or an error wrapping ErrDeclined (its text goes back to the requester).
type Acceptor interface {
	Accept(ctx context.Context, p *market.Proposal, requester peer.ID) (*market.Acceptance, error)
}

// AcceptorFunc adapts a function to Acceptor.
type AcceptorFunc func(ctx context.Context, p *market.Proposal, requester peer.ID) (*market.Acceptance, error)

// Accept calls f.
func (f AcceptorFunc) Accept(ctx context.Context, p *market.Proposal, requester peer.ID) (*market.Acceptance, error) {
	return f(ctx, p, requester)
}

// Config configures both sides.
type Config struct {
	// Domain is the EIP-712 domain proposals and acceptances are signed under. Required.
	Domain market.Domain
	// Timeout bounds one exchange (both sides). Default 10s.
	Timeout time.Duration
	// MaxConcurrent bounds concurrent inbound proposals. Default 64.
	MaxConcurrent int
	// MaxTTL rejects proposals expiring further ahead than this. Default 1h.
	MaxTTL time.Duration
	// Registerer receives the stream metrics. Default: not registered.
	Registerer prometheus.Registerer
}

func (c *Config) setup() (reqresp.Config, *reqresp.Metrics, error) {
	if c.Domain.ChainID == nil || c.Domain.ChainID.Sign() <= 0 {
		return reqresp.Config{}, nil, fmt.Errorf("%w: propose: Domain.ChainID must be the escrow chain's id", p2p.ErrConfig)
	}
	if c.MaxTTL == 0 {
		c.MaxTTL = time.Hour
	}
	m, err := reqresp.NewMetrics(c.Registerer)
	if err != nil {
		return reqresp.Config{}, nil, fmt.Errorf("propose metrics: %w", err)
	}
	return reqresp.Config{Protocol: ID, MaxFrame: MaxFrame, Timeout: c.Timeout, MaxConcurrent: c.MaxConcurrent}, m, nil
}

// Service is the provider side.
type Service struct {
	node *p2p.Node
	cfg  Config
	srv  *reqresp.Server
}

// NewService returns the provider side; Start installs it on the node.
func NewService(n *p2p.Node, cfg Config, acc Acceptor) (*Service, error) {
	rc, m, err := cfg.setup()
	if err != nil {
		return nil, err
	}
	s := &Service{node: n, cfg: cfg}
	h := func(ctx context.Context, remote reqresp.Remote, body []byte) ([]byte, error) {
		p, err := s.CheckProposal(remote, body)
		if err != nil {
			return nil, err
		}
		a, err := acc.Accept(ctx, p, remote.Peer)
		if err != nil {
			return nil, err
		}
		if a == nil || a.Provider != n.Signer().Address() || len(a.Signature) == 0 {
			return nil, errors.New("propose: acceptor returned an unsigned or foreign acceptance")
		}
		return market.Encode(a)
	}
	s.srv = reqresp.NewServer(n, rc, h, m)
	return s, nil
}

// CheckProposal decodes and verifies a proposal body received from remote: fields, EIP-712
// signature, expiry window, signer bound to the remote peer, addressed to this provider. It is
// the handler's validation, exported for fuzzing.
func (s *Service) CheckProposal(remote reqresp.Remote, body []byte) (*market.Proposal, error) {
	p, err := market.DecodeProposal(body)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", p2p.ErrMalformed, err)
	}
	signer, err := market.VerifyAt(p, s.cfg.Domain, s.node.Now(), s.cfg.MaxTTL)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", p2p.ErrBadSignature, err)
	}
	if remote.Binding == nil || signer != remote.Binding.Wallet {
		return nil, fmt.Errorf("%w: proposal signed by %s is not bound to peer %s", p2p.ErrBindingMismatch, signer, remote.Peer)
	}
	if own := s.node.Signer().Address(); p.Provider != own {
		return nil, fmt.Errorf("%w: %w: names %s, this provider is %s", p2p.ErrMalformed, ErrWrongProvider, p.Provider, own)
	}
	return p, nil
}

// Start installs the stream handler.
func (s *Service) Start() error { return s.srv.Start() }

// Close removes the stream handler.
func (s *Service) Close() error { return s.srv.Close() }

// Client is the requester side.
type Client struct {
	node *p2p.Node
	cfg  Config
	rc   reqresp.Config
	m    *reqresp.Metrics
}

// NewClient returns a requester-side client.
func NewClient(n *p2p.Node, cfg Config) (*Client, error) {
	rc, m, err := cfg.setup()
	if err != nil {
		return nil, err
	}
	return &Client{node: n, cfg: cfg, rc: rc, m: m}, nil
}

// Propose sends p (signed by this node's wallet) to provider peer to and returns the provider's
// Acceptance after checking its signature, that its signer is the wallet bound to `to` and named
// in the proposal, and that it carries the proposal's terms.
func (c *Client) Propose(ctx context.Context, to peer.ID, p *market.Proposal) (*market.Acceptance, error) {
	body, err := market.Encode(p)
	if err != nil {
		return nil, fmt.Errorf("propose to %s: %w", to, err)
	}
	resp, remote, err := reqresp.Call(ctx, c.node, to, c.rc, body, c.m)
	if err != nil {
		return nil, err
	}
	a, err := market.DecodeAcceptance(resp)
	if err != nil {
		return nil, fmt.Errorf("acceptance from %s: %w", to, err)
	}
	signer, err := market.VerifyAt(a, c.cfg.Domain, c.node.Now(), 0)
	if err != nil {
		return nil, fmt.Errorf("acceptance from %s: %w", to, err)
	}
	if signer != remote.Binding.Wallet || signer != p.Provider {
		return nil, fmt.Errorf("acceptance from %s: %w: signed by %s, peer bound to %s, proposal names %s",
			to, p2p.ErrBindingMismatch, signer, remote.Binding.Wallet, p.Provider)
	}
	if err := SameTerms(p, a); err != nil {
		return nil, fmt.Errorf("acceptance from %s: %w", to, err)
	}
	return a, nil
}

// SameTerms reports whether a accepts exactly the terms of p.
func SameTerms(p *market.Proposal, a *market.Acceptance) error {
	switch {
	case a.JobID != p.JobID:
		return fmt.Errorf("%w: job id", ErrTermsMismatch)
	case a.Requester != p.Requester:
		return fmt.Errorf("%w: requester", ErrTermsMismatch)
	case a.Provider != p.Provider:
		return fmt.Errorf("%w: provider", ErrTermsMismatch)
	case a.SpecCID != p.SpecCID:
		return fmt.Errorf("%w: spec cid", ErrTermsMismatch)
	case a.Price == nil || p.Price == nil || a.Price.Cmp(p.Price) != 0:
		return fmt.Errorf("%w: price", ErrTermsMismatch)
	case (a.Collateral == nil) != (p.Collateral == nil) || (a.Collateral != nil && a.Collateral.Cmp(p.Collateral) != 0):
		return fmt.Errorf("%w: collateral", ErrTermsMismatch)
	case a.Deadline != p.Deadline:
		return fmt.Errorf("%w: deadline", ErrTermsMismatch)
	case a.Class != p.Class:
		return fmt.Errorf("%w: class", ErrTermsMismatch)
	case a.SecretCommitment != p.SecretCommitment:
		return fmt.Errorf("%w: secret commitment", ErrTermsMismatch)
	}
	return nil
}
