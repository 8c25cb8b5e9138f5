// Package notice is the /gpumesh/notice/1 stream protocol: a provider that gave up a job it
// accepted sends the job's requester a signed market.FailureNotice as soon as it knows, so the
// requester can move the job to another provider without waiting for the deadline.
//
// The requester's Service checks the notice's EIP-712 signature, that the signer is the wallet
// bound to the sending peer, that it is addressed to this requester, and the frame size, then
// hands it to its Receiver, which checks what only it knows (the job is one of its own, the
// signer is the provider of that job's acceptance) and acks or declines.
//
// A notice is advice, never settlement: it moves no money and changes nothing on chain, so it
// cannot let a provider escape a slash. A provider that abandoned the job on chain refunded the
// requester already; one that did not still owes the result until the deadline, and the
// requester's refund after the deadline slashes its collateral as for any missed job.
package notice

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
const ID protocol.ID = "/gpumesh/notice/1"

// MaxNoticeSize bounds an encoded notice: its fields are small (a job id, two addresses, a cause,
// at most market.MaxNoticeDetail bytes of detail, a signature); 4 KiB leaves room for framing
// overhead and refuses anything larger before it is decoded.
const MaxNoticeSize = 4 << 10

// MaxFrame bounds each frame: a notice plus the binding and framing.
const MaxFrame = MaxNoticeSize + p2p.MaxBindingSize + 128

// ErrUnknownRequester: Send was asked to notify a peer whose wallet binding is not known.
var ErrUnknownRequester = errors.New("notice: requester binding unknown")

// ErrDeclined is what a Receiver wraps to refuse a notice (an unknown job, a signer that is not
// the job's provider); its text goes back to the sender.
var ErrDeclined = reqresp.ErrDeclined

// Receiver receives verified notices; the requester implements it.
type Receiver interface {
	HandleNotice(ctx context.Context, n *market.FailureNotice, from peer.ID) error
}

// ReceiverFunc adapts a function to Receiver.
type ReceiverFunc func(ctx context.Context, n *market.FailureNotice, from peer.ID) error

// HandleNotice calls f.
func (f ReceiverFunc) HandleNotice(ctx context.Context, n *market.FailureNotice, from peer.ID) error {
	return f(ctx, n, from)
}

// Config configures both sides: Domain (the EIP-712 domain notices are signed under,
// required), Timeout (one exchange, default 10s), MaxConcurrent (inbound notices, default 64),
// MaxTTL (notices expiring further ahead are refused, default 1h) and Registerer (stream
// metrics).
type Config = reqresp.ServiceConfig[market.Domain]

func setup(cfg Config) (Config, reqresp.Spec[*market.FailureNotice, reqresp.Ack], error) {
	if cfg.Domain.ChainID == nil || cfg.Domain.ChainID.Sign() <= 0 {
		return cfg, reqresp.Spec[*market.FailureNotice, reqresp.Ack]{}, fmt.Errorf("%w: notice: Domain.ChainID must be the escrow chain's id", p2p.ErrConfig)
	}
	return cfg.WithDefaults(), reqresp.Spec[*market.FailureNotice, reqresp.Ack]{
		Protocol: ID, MaxFrame: MaxFrame,
		EncodeRequest: func(n *market.FailureNotice) ([]byte, error) { return market.Encode(n) },
	}, nil
}

// Service is the requester side (it receives notices).
type Service struct {
	*reqresp.Service[*market.FailureNotice, reqresp.Ack]
	node *p2p.Node
	cfg  Config
}

// NewService returns the receiving side; Start installs it on the node.
func NewService(n *p2p.Node, cfg Config, rcv Receiver) (*Service, error) {
	cfg, spec, err := setup(cfg)
	if err != nil {
		return nil, err
	}
	s := &Service{node: n, cfg: cfg}
	spec.CheckRequest = s.CheckNotice
	s.Service, err = reqresp.NewService(n, cfg, spec, func(ctx context.Context, remote reqresp.Remote, fn *market.FailureNotice) (reqresp.Ack, error) {
		return reqresp.Ack{}, rcv.HandleNotice(ctx, fn, remote.Peer)
	})
	return s, err
}

// CheckNotice decodes and verifies a notice body received from remote: size, fields, EIP-712
// signature, expiry window, signer bound to the remote peer, addressed to this requester. It is
// the handler's validation, exported for fuzzing.
func (s *Service) CheckNotice(remote reqresp.Remote, body []byte) (*market.FailureNotice, error) {
	if len(body) > MaxNoticeSize {
		return nil, fmt.Errorf("%w: notice of %d bytes, at most %d", p2p.ErrMalformed, len(body), MaxNoticeSize)
	}
	n, err := reqresp.CheckSigned(remote, body, market.DecodeFailureNotice, func(n *market.FailureNotice) (common.Address, error) {
		return market.VerifyAt(n, s.cfg.Domain, s.node.Now(), s.cfg.MaxTTL)
	})
	if err != nil {
		return nil, err
	}
	if own := s.node.Signer().Address(); n.Requester != own {
		return nil, fmt.Errorf("%w: notice addressed to %s, this requester is %s", p2p.ErrMalformed, n.Requester, own)
	}
	return n, nil
}

// Client is the provider side (it sends notices).
type Client struct {
	node *p2p.Node
	c    *reqresp.Client[*market.FailureNotice, reqresp.Ack]
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

// Send delivers n (signed by this node's wallet) to the requester at peer to and waits for its
// acknowledgement. The peer must be known to be bound to the notice's requester wallet (its
// binding arrived with the job's proposal), and the response's binding is checked again.
func (c *Client) Send(ctx context.Context, to peer.ID, n *market.FailureNotice) error {
	known, ok := c.node.Bindings().Lookup(to, c.node.Now())
	if !ok {
		return fmt.Errorf("notice to %s: %w: no binding known for the peer", to, ErrUnknownRequester)
	}
	if known.Wallet != n.Requester {
		return fmt.Errorf("notice to %s: %w: peer bound to %s, notice addressed to %s", to, p2p.ErrBindingMismatch, known.Wallet, n.Requester)
	}
	_, remote, err := c.c.Call(ctx, to, n)
	if err != nil {
		return fmt.Errorf("notice to %s: %w", to, err)
	}
	if remote.Binding.Wallet != n.Requester {
		return fmt.Errorf("notice to %s: %w: peer bound to %s, notice addressed to %s", to, p2p.ErrBindingMismatch, remote.Binding.Wallet, n.Requester)
	}
	return nil
}
