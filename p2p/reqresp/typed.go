package reqresp

import (
	"context"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/p2p"
)

// ServiceConfig is the configuration every typed protocol package offers its users (market/bid
// and market/propose declare theirs as an alias of it with their domain type). Zero fields take
// the documented defaults (WithDefaults).
type ServiceConfig[D any] struct {
	// Domain is what the protocol's messages are signed under (an EIP-712 domain: chain id and
	// contract). Required; the protocol package checks it.
	Domain D
	// Timeout bounds one exchange (both sides). Default 10s.
	Timeout time.Duration
	// MaxConcurrent bounds concurrent inbound exchanges. Default 64.
	MaxConcurrent int
	// MaxTTL rejects messages expiring further ahead than this. Default 1h.
	MaxTTL time.Duration
	// PeerRate and PeerBurst bound each peer's inbound exchanges (Config.PeerRate and
	// PeerBurst): a protocol whose answer is much larger than its request sets them low, so that
	// it cannot be used to amplify traffic. Defaults 10/s and 32.
	PeerRate  float64
	PeerBurst int
	// Registerer receives the stream metrics. Default: not registered.
	Registerer prometheus.Registerer
}

// WithDefaults returns c with its zero fields set to their defaults.
func (c ServiceConfig[D]) WithDefaults() ServiceConfig[D] {
	if c.MaxTTL == 0 {
		c.MaxTTL = time.Hour
	}
	return c
}

// Spec describes a protocol whose request and response bodies are typed messages: its id and
// frame bound, how this side encodes, and how it decodes and verifies what the other side sends.
// Verification is the protocol package's (fields, signature, signer bound to the remote); the
// machinery runs it around the handler.
type Spec[Req, Resp any] struct {
	Protocol protocol.ID
	// MaxFrame bounds each frame: the message plus the binding and framing.
	MaxFrame int
	// EncodeRequest encodes a request.
	EncodeRequest func(Req) ([]byte, error)
	// CheckRequest decodes and verifies a request body from remote (the server's side). Errors
	// should wrap p2p.ErrMalformed, p2p.ErrBadSignature or p2p.ErrBindingMismatch, so that the
	// caller is told its request was bad. Untrusted input: it must not panic.
	CheckRequest func(remote Remote, body []byte) (Req, error)
	// EncodeResponse encodes a response. Nil: the response body is empty (an acknowledgement).
	EncodeResponse func(Resp) ([]byte, error)
	// CheckResponse decodes and verifies the response to req from remote (the caller's side).
	// Nil: the response must be empty and Call returns Resp's zero value. Untrusted input.
	CheckResponse func(remote Remote, req Req, body []byte) (Resp, error)
}

func (s Spec[Req, Resp]) config(timeout time.Duration, maxConcurrent int) Config {
	return Config{Protocol: s.Protocol, MaxFrame: s.MaxFrame, Timeout: timeout, MaxConcurrent: maxConcurrent}
}

// serverConfig is config with the service's per-peer rate.
func serverConfig[D, Req, Resp any](s Spec[Req, Resp], cfg ServiceConfig[D]) Config {
	c := s.config(cfg.Timeout, cfg.MaxConcurrent)
	c.PeerRate, c.PeerBurst = cfg.PeerRate, cfg.PeerBurst
	return c
}

// Service serves a typed protocol: it checks each request with the Spec, hands it to the
// handler and encodes the handler's response.
type Service[Req, Resp any] struct {
	srv *Server
}

// NewService returns a typed server on n; Start installs it. cfg supplies the limits and the
// metrics registerer; the handler's errors answer as Handler's do.
func NewService[D, Req, Resp any](n *p2p.Node, cfg ServiceConfig[D], spec Spec[Req, Resp], h func(ctx context.Context, remote Remote, req Req) (Resp, error)) (*Service[Req, Resp], error) {
	m, err := NewMetrics(cfg.Registerer)
	if err != nil {
		return nil, fmt.Errorf("%s metrics: %w", spec.Protocol, err)
	}
	handler := func(ctx context.Context, remote Remote, body []byte) ([]byte, error) {
		req, err := spec.CheckRequest(remote, body)
		if err != nil {
			return nil, err
		}
		resp, err := h(ctx, remote, req)
		if err != nil || spec.EncodeResponse == nil {
			return nil, err
		}
		return spec.EncodeResponse(resp)
	}
	return &Service[Req, Resp]{srv: NewServer(n, serverConfig(spec, cfg), handler, m)}, nil
}

// Start installs the stream handler.
func (s *Service[Req, Resp]) Start() error { return s.srv.Start() }

// Close removes the stream handler.
func (s *Service[Req, Resp]) Close() error { return s.srv.Close() }

// Client calls a typed protocol.
type Client[Req, Resp any] struct {
	node *p2p.Node
	spec Spec[Req, Resp]
	cfg  Config
	m    *Metrics
}

// NewClient returns a typed caller on n.
func NewClient[D, Req, Resp any](n *p2p.Node, cfg ServiceConfig[D], spec Spec[Req, Resp]) (*Client[Req, Resp], error) {
	m, err := NewMetrics(cfg.Registerer)
	if err != nil {
		return nil, fmt.Errorf("%s metrics: %w", spec.Protocol, err)
	}
	return &Client[Req, Resp]{node: n, spec: spec, cfg: spec.config(cfg.Timeout, cfg.MaxConcurrent), m: m}, nil
}

// Call sends req to peer to and returns its checked response and the verified remote.
func (c *Client[Req, Resp]) Call(ctx context.Context, to peer.ID, req Req) (Resp, Remote, error) {
	var zero Resp
	body, err := c.spec.EncodeRequest(req)
	if err != nil {
		return zero, Remote{}, fmt.Errorf("%s to %s: %w", c.spec.Protocol, to, err)
	}
	raw, remote, err := Call(ctx, c.node, to, c.cfg, body, c.m)
	if err != nil {
		return zero, Remote{}, err
	}
	if c.spec.CheckResponse == nil {
		if len(raw) != 0 {
			return zero, Remote{}, fmt.Errorf("%s response from %s: %w: %d bytes where none are expected", c.spec.Protocol, to, p2p.ErrMalformed, len(raw))
		}
		return zero, remote, nil
	}
	resp, err := c.spec.CheckResponse(remote, req, raw)
	if err != nil {
		return zero, Remote{}, fmt.Errorf("%s response from %s: %w", c.spec.Protocol, to, err)
	}
	return resp, remote, nil
}

// Ack is the response type of a protocol whose response is an empty acknowledgement.
type Ack struct{}

// CheckSigned decodes a signed message from remote and verifies it: decode errors wrap
// p2p.ErrMalformed, verify's (fields, signature; it returns the signer) p2p.ErrBadSignature, and
// a signer other than the wallet bound to remote fails with p2p.ErrBindingMismatch. The common
// first half of every typed protocol's CheckRequest and CheckResponse.
func CheckSigned[T any](remote Remote, body []byte, decode func([]byte) (T, error), verify func(T) (common.Address, error)) (T, error) {
	var zero T
	msg, err := decode(body)
	if err != nil {
		return zero, fmt.Errorf("%w: %w", p2p.ErrMalformed, err)
	}
	signer, err := verify(msg)
	if err != nil {
		return zero, fmt.Errorf("%w: %w", p2p.ErrBadSignature, err)
	}
	if remote.Binding == nil || signer != remote.Binding.Wallet {
		return zero, fmt.Errorf("%w: %T signed by %s is not bound to peer %s", p2p.ErrBindingMismatch, msg, signer, remote.Peer)
	}
	return msg, nil
}
