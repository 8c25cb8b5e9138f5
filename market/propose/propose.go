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

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"

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

// Config configures both sides: Domain (the EIP-712 domain proposals and acceptances are
// signed under, required), Timeout (one exchange, both sides, default 10s), MaxConcurrent
// (inbound proposals, default 64), MaxTTL (proposals expiring further ahead are refused, default
// 1h) and Registerer (stream metrics).
type Config = reqresp.ServiceConfig[market.Domain]

func setup(n *p2p.Node, cfg Config) (Config, reqresp.Spec[*market.Proposal, *market.Acceptance], error) {
	if cfg.Domain.ChainID == nil || cfg.Domain.ChainID.Sign() <= 0 {
		return cfg, reqresp.Spec[*market.Proposal, *market.Acceptance]{}, fmt.Errorf("%w: propose: Domain.ChainID must be the escrow chain's id", p2p.ErrConfig)
	}
	cfg = cfg.WithDefaults()
	return cfg, reqresp.Spec[*market.Proposal, *market.Acceptance]{
		Protocol: ID, MaxFrame: MaxFrame,
		EncodeRequest:  func(p *market.Proposal) ([]byte, error) { return market.Encode(p) },
		EncodeResponse: func(a *market.Acceptance) ([]byte, error) { return market.Encode(a) },
		CheckResponse: func(remote reqresp.Remote, p *market.Proposal, body []byte) (*market.Acceptance, error) {
			return checkAcceptance(n, cfg, remote, p, body)
		},
	}, nil
}

// Service is the provider side.
type Service struct {
	*reqresp.Service[*market.Proposal, *market.Acceptance]
	node *p2p.Node
	cfg  Config
}

// NewService returns the provider side; Start installs it on the node.
func NewService(n *p2p.Node, cfg Config, acc Acceptor) (*Service, error) {
	cfg, spec, err := setup(n, cfg)
	if err != nil {
		return nil, err
	}
	s := &Service{node: n, cfg: cfg}
	spec.CheckRequest = s.CheckProposal
	s.Service, err = reqresp.NewService(n, cfg, spec, func(ctx context.Context, remote reqresp.Remote, p *market.Proposal) (*market.Acceptance, error) {
		a, err := acc.Accept(ctx, p, remote.Peer)
		if err != nil {
			return nil, err
		}
		if a == nil || a.Provider != n.Signer().Address() || len(a.Signature) == 0 {
			return nil, errors.New("propose: acceptor returned an unsigned or foreign acceptance")
		}
		return a, nil
	})
	return s, err
}

// CheckProposal decodes and verifies a proposal body received from remote: fields, EIP-712
// signature, expiry window, signer bound to the remote peer, addressed to this provider. It is
// the handler's validation, exported for fuzzing.
func (s *Service) CheckProposal(remote reqresp.Remote, body []byte) (*market.Proposal, error) {
	p, err := reqresp.CheckSigned(remote, body, market.DecodeProposal, func(p *market.Proposal) (common.Address, error) {
		return market.VerifyAt(p, s.cfg.Domain, s.node.Now(), s.cfg.MaxTTL)
	})
	if err != nil {
		return nil, err
	}
	if own := s.node.Signer().Address(); p.Provider != own {
		return nil, fmt.Errorf("%w: %w: names %s, this provider is %s", p2p.ErrMalformed, ErrWrongProvider, p.Provider, own)
	}
	return p, nil
}

// checkAcceptance decodes and verifies the acceptance of p from remote: its signature, that its
// signer is the wallet bound to remote and named in the proposal, and that it carries the
// proposal's terms.
func checkAcceptance(n *p2p.Node, cfg Config, remote reqresp.Remote, p *market.Proposal, body []byte) (*market.Acceptance, error) {
	a, err := reqresp.CheckSigned(remote, body, market.DecodeAcceptance, func(a *market.Acceptance) (common.Address, error) {
		return market.VerifyAt(a, cfg.Domain, n.Now(), 0)
	})
	if err != nil {
		return nil, err
	}
	if a.Provider != p.Provider {
		return nil, fmt.Errorf("%w: acceptance signed by %s, proposal names %s", p2p.ErrBindingMismatch, a.Provider, p.Provider)
	}
	if err := SameTerms(p, a); err != nil {
		return nil, err
	}
	return a, nil
}

// Client is the requester side.
type Client struct {
	c *reqresp.Client[*market.Proposal, *market.Acceptance]
}

// NewClient returns a requester-side client.
func NewClient(n *p2p.Node, cfg Config) (*Client, error) {
	cfg, spec, err := setup(n, cfg)
	if err != nil {
		return nil, err
	}
	c, err := reqresp.NewClient(n, cfg, spec)
	if err != nil {
		return nil, err
	}
	return &Client{c: c}, nil
}

// Propose sends p (signed by this node's wallet) to provider peer to and returns the provider's
// Acceptance after checking its signature, that its signer is the wallet bound to `to` and named
// in the proposal, and that it carries the proposal's terms.
func (c *Client) Propose(ctx context.Context, to peer.ID, p *market.Proposal) (*market.Acceptance, error) {
	a, _, err := c.c.Call(ctx, to, p)
	return a, err
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
