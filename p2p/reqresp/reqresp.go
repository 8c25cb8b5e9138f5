// Package reqresp is the one-round-trip stream exchange shared by gpumesh's stream protocols
// (market/propose, market/bid): the caller sends one request frame, the handler answers with one
// response frame, and the stream closes. Frames are length-prefixed CBOR (p2p.WriteFrame),
// versioned, size-limited, and both carry the sender's wallet binding, so each side learns the
// other's Ethereum address for the peer id the secure channel authenticated. Every stream has a
// deadline; a handler runs at most MaxConcurrent exchanges at once, at most MaxPerPeer of one
// peer, and at most PeerRate per second of one peer (token bucket), and answers "busy" beyond.
package reqresp

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/peerstore"
	"github.com/libp2p/go-libp2p/core/protocol"

	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/gossip"
)

// Version is the frame version this code speaks.
const Version = 1

// maxErrorLen bounds the error text a handler sends back.
const maxErrorLen = 256

// Response codes.
const (
	CodeOK       = 0
	CodeBadInput = 1 // the request did not decode, verify, or bind to the caller
	CodeDeclined = 2 // the consumer declined (e.g. no free burst slot)
	CodeBusy     = 3 // too many concurrent exchanges
	CodeInternal = 4 // the handler failed on its side
)

// Errors a caller sees.
var (
	ErrDeclined = errors.New("reqresp: remote declined")
	ErrBadInput = errors.New("reqresp: remote rejected the request as invalid")
	ErrBusy     = errors.New("reqresp: remote busy")
	ErrRemote   = errors.New("reqresp: remote failed")
)

type requestFrame struct {
	V       uint64 `cbor:"1,keyasint"`
	Binding []byte `cbor:"2,keyasint"`
	Body    []byte `cbor:"3,keyasint"`
}

type responseFrame struct {
	V       uint64 `cbor:"1,keyasint"`
	Binding []byte `cbor:"2,keyasint,omitempty"`
	Body    []byte `cbor:"3,keyasint,omitempty"`
	Code    uint64 `cbor:"4,keyasint,omitempty"`
	Error   string `cbor:"5,keyasint,omitempty"`
}

// Remote is the authenticated other side of an exchange.
type Remote struct {
	Peer    peer.ID
	Binding *p2p.Binding // Binding.Wallet is the remote's Ethereum address
}

// Handler answers one request body from remote. Returning an error wrapping p2p.ErrMalformed or
// p2p.ErrBadSignature answers CodeBadInput; an error wrapping ErrDeclined answers CodeDeclined
// with its text; other errors answer CodeInternal without their text.
type Handler func(ctx context.Context, remote Remote, body []byte) ([]byte, error)

// Config configures one protocol's server and client.
type Config struct {
	Protocol protocol.ID
	// MaxFrame bounds each frame. Required.
	MaxFrame int
	// Timeout is the whole-exchange deadline. Default 10s.
	Timeout time.Duration
	// MaxConcurrent bounds concurrent inbound exchanges. Default 64.
	MaxConcurrent int
	// MaxPerPeer bounds the concurrent inbound exchanges of one peer, so that one peer's slow
	// exchanges (each may hold a slot until Timeout) cannot take every slot. Default
	// MaxConcurrent/8, at least 1.
	MaxPerPeer int
	// PeerRate and PeerBurst are each peer's token bucket for inbound exchanges: PeerRate
	// sustained per second, PeerBurst at once. Beyond it an exchange is answered busy before
	// its request is read. Defaults 10/s and 32.
	PeerRate  float64
	PeerBurst int
}

func (c *Config) ensureDefaults() {
	if c.Timeout == 0 {
		c.Timeout = 10 * time.Second
	}
	if c.MaxConcurrent == 0 {
		c.MaxConcurrent = 64
	}
	if c.MaxPerPeer == 0 {
		c.MaxPerPeer = max(1, c.MaxConcurrent/8)
	}
	if c.PeerRate == 0 {
		c.PeerRate = 10
	}
	if c.PeerBurst == 0 {
		c.PeerBurst = 32
	}
}

// Server serves one protocol on a node.
type Server struct {
	cfg     Config
	node    *p2p.Node
	handler Handler
	sem     chan struct{}
	metrics *Metrics
	limiter *gossip.AuthorLimiter
	mu      sync.Mutex
	perPeer map[peer.ID]int // exchanges in flight by peer; entries removed at zero
}

// NewServer returns a server; Start installs its stream handler.
func NewServer(n *p2p.Node, cfg Config, h Handler, m *Metrics) *Server {
	cfg.ensureDefaults()
	return &Server{
		cfg: cfg, node: n, handler: h, sem: make(chan struct{}, cfg.MaxConcurrent), metrics: m,
		limiter: gossip.NewAuthorLimiter(cfg.PeerRate, cfg.PeerBurst, 0), perPeer: map[peer.ID]int{},
	}
}

// Start installs the stream handler on the node's host.
func (s *Server) Start() error {
	h := s.node.Host()
	if h == nil {
		return p2p.ErrNotStarted
	}
	h.SetStreamHandler(s.cfg.Protocol, s.handle)
	return nil
}

// Close removes the stream handler. Exchanges in flight finish on their own deadlines.
func (s *Server) Close() error {
	if h := s.node.Host(); h != nil {
		h.RemoveStreamHandler(s.cfg.Protocol)
	}
	return nil
}

func (s *Server) handle(st network.Stream) {
	start := time.Now()
	defer st.Close()
	_ = st.SetDeadline(start.Add(s.cfg.Timeout))
	remote := st.Conn().RemotePeer()
	if !s.limiter.Allow(remote, time.Now()) || !s.takePeer(remote) {
		s.respond(st, responseFrame{V: Version, Code: CodeBusy, Error: "busy: too many exchanges from this peer"}, "peer_busy", start)
		return
	}
	defer s.releasePeer(remote)
	select {
	case s.sem <- struct{}{}:
		defer func() { <-s.sem }()
	default:
		s.respond(st, responseFrame{V: Version, Code: CodeBusy, Error: "busy"}, "busy", start)
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), s.cfg.Timeout)
	defer cancel()
	resp, result := s.serve(ctx, st)
	s.respond(st, resp, result, start)
}

// takePeer takes one of p's MaxPerPeer slots, reporting false when none is free.
func (s *Server) takePeer(p peer.ID) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.perPeer[p] >= s.cfg.MaxPerPeer {
		return false
	}
	s.perPeer[p]++
	return true
}

func (s *Server) releasePeer(p peer.ID) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.perPeer[p]--; s.perPeer[p] <= 0 {
		delete(s.perPeer, p)
	}
}

func (s *Server) serve(ctx context.Context, st network.Stream) (responseFrame, string) {
	var req requestFrame
	if err := p2p.ReadFrame(bufio.NewReader(st), &req, s.cfg.MaxFrame); err != nil {
		return responseFrame{V: Version, Code: CodeBadInput, Error: trim(err.Error())}, "bad_input"
	}
	if req.V != Version {
		return responseFrame{V: Version, Code: CodeBadInput, Error: fmt.Sprintf("frame version %d, want %d", req.V, Version)}, "bad_input"
	}
	remotePeer := st.Conn().RemotePeer()
	b, err := s.node.Bindings().VerifyRaw(req.Binding, remotePeer, s.node.Now())
	if err != nil {
		return responseFrame{V: Version, Code: CodeBadInput, Error: trim(err.Error())}, "not_bound"
	}
	body, err := s.handler(ctx, Remote{Peer: remotePeer, Binding: b}, req.Body)
	_, own, berr := s.node.Binding()
	if berr != nil {
		return responseFrame{V: Version, Code: CodeInternal, Error: "internal error"}, "internal"
	}
	switch {
	case err == nil:
		return responseFrame{V: Version, Binding: own, Body: body}, "ok"
	case errors.Is(err, ErrDeclined):
		return responseFrame{V: Version, Binding: own, Code: CodeDeclined, Error: trim(err.Error())}, "declined"
	case errors.Is(err, p2p.ErrMalformed), errors.Is(err, p2p.ErrBadSignature), errors.Is(err, p2p.ErrBindingMismatch), errors.Is(err, p2p.ErrTooLarge):
		return responseFrame{V: Version, Binding: own, Code: CodeBadInput, Error: trim(err.Error())}, "bad_input"
	default:
		s.node.Logger().Error("stream handler failed", "protocol", s.cfg.Protocol, "peer", remotePeer, "err", err)
		return responseFrame{V: Version, Binding: own, Code: CodeInternal, Error: "internal error"}, "internal"
	}
}

func (s *Server) respond(st network.Stream, resp responseFrame, result string, start time.Time) {
	if err := p2p.WriteFrame(st, resp, s.cfg.MaxFrame); err != nil {
		_ = st.Reset()
		result = "write_failed"
	}
	if s.metrics != nil {
		s.metrics.observe(string(s.cfg.Protocol), "server", result, time.Since(start))
	}
}

func trim(s string) string {
	if len(s) > maxErrorLen {
		return s[:maxErrorLen]
	}
	return s
}

// Call sends body to p over the protocol and returns the response body and the verified remote.
// ctx and the protocol's Timeout both bound the exchange.
func Call(ctx context.Context, n *p2p.Node, p peer.ID, cfg Config, body []byte, m *Metrics) (_ []byte, _ Remote, err error) {
	cfg.ensureDefaults()
	start := time.Now()
	result := "ok"
	defer func() {
		if m != nil {
			m.observe(string(cfg.Protocol), "client", result, time.Since(start))
		}
	}()
	h := n.Host()
	if h == nil {
		result = "error"
		return nil, Remote{}, p2p.ErrNotStarted
	}
	ctx, cancel := context.WithTimeout(ctx, cfg.Timeout)
	defer cancel()
	_, own, err := n.Binding()
	if err != nil {
		result = "error"
		return nil, Remote{}, err
	}
	// A peer first seen on gossip may not be in the peerstore with addresses yet: dial the
	// addresses its verified binding lists.
	if len(h.Peerstore().Addrs(p)) == 0 {
		if b, ok := n.Bindings().Lookup(p, n.Now()); ok {
			h.Peerstore().AddAddrs(p, b.Addrs, peerstore.TempAddrTTL)
		}
	}
	st, err := h.NewStream(ctx, p, cfg.Protocol)
	if err != nil {
		result = "dial_failed"
		return nil, Remote{}, fmt.Errorf("open %s stream to %s: %w", cfg.Protocol, p, err)
	}
	defer st.Close()
	if dl, ok := ctx.Deadline(); ok {
		_ = st.SetDeadline(dl)
	}
	// A cancelled ctx must unblock a read in progress.
	stop := context.AfterFunc(ctx, func() { _ = st.Reset() })
	defer stop()
	if err := p2p.WriteFrame(st, requestFrame{V: Version, Binding: own, Body: body}, cfg.MaxFrame); err != nil {
		_ = st.Reset()
		result = "error"
		return nil, Remote{}, fmt.Errorf("%s to %s: %w", cfg.Protocol, p, err)
	}
	_ = st.CloseWrite()
	var resp responseFrame
	if err := p2p.ReadFrame(bufio.NewReader(st), &resp, cfg.MaxFrame); err != nil {
		result = "bad_response"
		return nil, Remote{}, fmt.Errorf("%s response from %s: %w", cfg.Protocol, p, err)
	}
	if resp.V != Version {
		result = "bad_response"
		return nil, Remote{}, fmt.Errorf("%s response from %s: %w: %d", cfg.Protocol, p, p2p.ErrVersion, resp.V)
	}
	switch resp.Code {
	case CodeOK:
	case CodeDeclined:
		result = "declined"
		return nil, Remote{}, fmt.Errorf("%s to %s: %w: %s", cfg.Protocol, p, ErrDeclined, resp.Error)
	case CodeBadInput:
		result = "bad_input"
		return nil, Remote{}, fmt.Errorf("%s to %s: %w: %s", cfg.Protocol, p, ErrBadInput, resp.Error)
	case CodeBusy:
		result = "busy"
		return nil, Remote{}, fmt.Errorf("%s to %s: %w", cfg.Protocol, p, ErrBusy)
	default:
		result = "remote_error"
		return nil, Remote{}, fmt.Errorf("%s to %s: %w (code %d)", cfg.Protocol, p, ErrRemote, resp.Code)
	}
	b, err := n.Bindings().VerifyRaw(resp.Binding, p, n.Now())
	if err != nil {
		result = "not_bound"
		return nil, Remote{}, fmt.Errorf("%s response from %s: %w", cfg.Protocol, p, err)
	}
	return resp.Body, Remote{Peer: p, Binding: b}, nil
}
