// Package reqresp is the request/response stream exchange shared by gpumesh's stream protocols
// (market/propose, market/bid, market/burst, verifier/capacity): the caller sends one request
// frame, the handler answers with one response frame, and the stream closes. Frames are
// length-prefixed CBOR (p2p.WriteFrame), versioned, size-limited, and the first of each side
// carries the sender's wallet binding, so each side learns the other's Ethereum address for the
// peer id the secure channel authenticated. Every stream has a deadline; a handler runs at most
// MaxConcurrent exchanges at once, at most MaxPerPeer of one peer, and at most PeerRate per
// second of one peer (token bucket), and answers "busy" beyond.
//
// An interactive protocol (a capacity challenge: commit, then open rows chosen after the
// commitment) keeps the stream for up to MaxRounds request/response rounds: the server side is
// a SessionHandler with an Exchange, the caller's side a Session (Open, then Session.Call). The
// limits above apply to the stream, whatever its rounds.
//
// Protocols whose bodies are typed messages (every market protocol) declare a Spec and use
// NewService and NewClient (typed.go), which decode, verify and encode around the handler.
package reqresp

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	ma "github.com/multiformats/go-multiaddr"

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
	// Addr is the remote address of the connection that carried the exchange: a /p2p-circuit
	// address when it went through a relay.
	Addr ma.Multiaddr
	// Limited is true when that connection was a relayed one, with the relay's limits on time
	// and bytes (network.ConnStats.Limited).
	Limited bool
}

// connRemote fills the connection fields of a Remote from the stream that carried it.
func connRemote(st network.Stream, p peer.ID, b *p2p.Binding) Remote {
	c := st.Conn()
	return Remote{Peer: p, Binding: b, Addr: c.RemoteMultiaddr(), Limited: c.Stat().Limited}
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
	// MaxResponse bounds each response frame, where responses may be far larger than requests
	// (a capacity challenge's openings). Default MaxFrame.
	MaxResponse int
	// MaxRounds bounds the request/response rounds one stream carries (Session). Default 1.
	MaxRounds int
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
	if c.MaxResponse == 0 {
		c.MaxResponse = c.MaxFrame
	}
	if c.MaxRounds == 0 {
		c.MaxRounds = 1
	}
}

// Server serves one protocol on a node.
type Server struct {
	cfg     Config
	node    *p2p.Node
	handler SessionHandler
	sem     chan struct{}
	metrics *Metrics
	limiter *gossip.AuthorLimiter
	mu      sync.Mutex
	perPeer map[peer.ID]int // exchanges in flight by peer; entries removed at zero
}

// NewServer returns a server of a one-round protocol; Start installs its stream handler.
func NewServer(n *p2p.Node, cfg Config, h Handler, m *Metrics) *Server {
	return NewSessionServer(n, cfg, func(ctx context.Context, x *Exchange, body []byte) error {
		resp, err := h(ctx, x.Remote(), body)
		if err != nil {
			return err
		}
		return x.Reply(resp)
	}, m)
}

// NewSessionServer returns a server whose handler may keep the stream for up to cfg.MaxRounds
// rounds; Start installs its stream handler.
func NewSessionServer(n *p2p.Node, cfg Config, h SessionHandler, m *Metrics) *Server {
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
	result := s.serve(ctx, st)
	if s.metrics != nil {
		s.metrics.observe(string(s.cfg.Protocol), "server", result, time.Since(start))
	}
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

// serve reads and verifies the first request, runs the handler and answers what it left
// unanswered; it returns the metric result.
func (s *Server) serve(ctx context.Context, st network.Stream) string {
	br := bufio.NewReader(st)
	var req requestFrame
	if err := p2p.ReadFrame(br, &req, s.cfg.MaxFrame); err != nil {
		return s.fail(st, responseFrame{V: Version, Code: CodeBadInput, Error: trim(err.Error())}, "bad_input")
	}
	if req.V != Version {
		return s.fail(st, responseFrame{V: Version, Code: CodeBadInput, Error: fmt.Sprintf("frame version %d, want %d", req.V, Version)}, "bad_input")
	}
	remotePeer := st.Conn().RemotePeer()
	b, err := s.node.Bindings().VerifyRaw(req.Binding, remotePeer, s.node.Now())
	if err != nil {
		return s.fail(st, responseFrame{V: Version, Code: CodeBadInput, Error: trim(err.Error())}, "not_bound")
	}
	_, own, err := s.node.Binding()
	if err != nil {
		return s.fail(st, responseFrame{V: Version, Code: CodeInternal, Error: "internal error"}, "internal")
	}
	x := &Exchange{st: st, br: br, cfg: &s.cfg, own: own, remote: connRemote(st, remotePeer, b), rounds: 1}
	err = s.handler(ctx, x, req.Body)
	switch {
	case x.writeErr != nil:
		_ = st.Reset()
		return "write_failed"
	case err == nil && x.replied:
		return "ok"
	case err == nil:
		s.node.Logger().Error("stream handler returned without answering", "protocol", s.cfg.Protocol, "peer", remotePeer)
		return s.answer(x, responseFrame{V: Version, Code: CodeInternal, Error: "internal error"}, "internal")
	case x.replied:
		// The request was answered and the handler stopped waiting for the next (the caller
		// went away, or sent a frame that did not decode): nothing is left to answer.
		return "aborted"
	}
	resp, result := errorFrame(err)
	if result == "internal" {
		s.node.Logger().Error("stream handler failed", "protocol", s.cfg.Protocol, "peer", remotePeer, "err", err)
	}
	return s.answer(x, resp, result)
}

// errorFrame is the response to a handler error (see Handler) and its metric result.
func errorFrame(err error) (responseFrame, string) {
	switch {
	case errors.Is(err, ErrDeclined):
		// The caller's error names ErrDeclined itself (Session.code): send only the reason.
		return responseFrame{V: Version, Code: CodeDeclined, Error: trim(strings.TrimPrefix(err.Error(), ErrDeclined.Error()+": "))}, "declined"
	case errors.Is(err, p2p.ErrMalformed), errors.Is(err, p2p.ErrBadSignature), errors.Is(err, p2p.ErrBindingMismatch), errors.Is(err, p2p.ErrTooLarge):
		return responseFrame{V: Version, Code: CodeBadInput, Error: trim(err.Error())}, "bad_input"
	default:
		return responseFrame{V: Version, Code: CodeInternal, Error: "internal error"}, "internal"
	}
}

// answer writes resp as the answer to x's open request.
func (s *Server) answer(x *Exchange, resp responseFrame, result string) string {
	x.replied = true
	if err := x.write(resp); err != nil {
		_ = x.st.Reset()
		return "write_failed"
	}
	return result
}

// fail answers a first request that never reached the handler.
func (s *Server) fail(st network.Stream, resp responseFrame, result string) string {
	if err := p2p.WriteFrame(st, resp, s.cfg.MaxResponse); err != nil {
		_ = st.Reset()
		return "write_failed"
	}
	return result
}

// respond answers a stream refused before its request is read.
func (s *Server) respond(st network.Stream, resp responseFrame, result string, start time.Time) {
	result = s.fail(st, resp, result)
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
func Call(ctx context.Context, n *p2p.Node, p peer.ID, cfg Config, body []byte, m *Metrics) ([]byte, Remote, error) {
	s, resp, err := open(ctx, n, p, cfg, body, m, true)
	if err != nil {
		return nil, Remote{}, err
	}
	remote := s.remote
	s.Close()
	return resp, remote, nil
}
