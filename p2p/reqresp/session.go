package reqresp

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/peerstore"

	"github.com/gpumesh/gpumesh/p2p"
)

// Errors of multi-round exchanges.
var (
	// ErrRounds: a stream asked for more rounds than the protocol's MaxRounds.
	ErrRounds = errors.New("reqresp: too many rounds on one stream")
	// ErrSessionClosed: a Session used after Close or after a round failed.
	ErrSessionClosed = errors.New("reqresp: session closed")
	// errOrder: an Exchange used out of order (a handler bug, not the peer's).
	errOrder = errors.New("reqresp: exchange used out of order")
)

// SessionHandler serves one stream of a multi-round protocol. first is the first request's body
// (its frame and the caller's binding already verified, see Exchange.Remote). The handler
// answers each request with x.Reply before it reads the next with x.Next. An error it returns
// answers the request not yet replied to as Handler's errors do; after a reply it only ends the
// stream.
type SessionHandler func(ctx context.Context, x *Exchange, first []byte) error

// Exchange is the server's side of one stream.
type Exchange struct {
	st       network.Stream
	br       *bufio.Reader
	cfg      *Config
	own      []byte // this node's binding, sent with the first response
	remote   Remote
	rounds   int  // requests read
	replied  bool // the last request read has been answered
	writeErr error
}

// Remote is the authenticated caller.
func (x *Exchange) Remote() Remote { return x.remote }

// Reply answers the request read last.
func (x *Exchange) Reply(body []byte) error {
	if x.replied {
		return fmt.Errorf("%w: reply without a request", errOrder)
	}
	x.replied = true
	return x.write(responseFrame{V: Version, Body: body})
}

// Next reads the next request's body. It fails with ErrRounds, without reading, once the stream
// carried MaxRounds requests, and with the read or decode error when the caller closed the
// stream or sent a bad frame (return it: the stream ends).
func (x *Exchange) Next() ([]byte, error) {
	if !x.replied {
		return nil, fmt.Errorf("%w: next before the reply", errOrder)
	}
	if x.rounds >= x.cfg.MaxRounds {
		return nil, fmt.Errorf("%w: %d", ErrRounds, x.cfg.MaxRounds)
	}
	var req requestFrame
	if err := p2p.ReadFrame(x.br, &req, x.cfg.MaxFrame); err != nil {
		return nil, fmt.Errorf("%s round %d: %w", x.cfg.Protocol, x.rounds+1, err)
	}
	if req.V != Version {
		return nil, fmt.Errorf("%s round %d: %w: frame version %d", x.cfg.Protocol, x.rounds+1, p2p.ErrVersion, req.V)
	}
	x.rounds++
	x.replied = false
	return req.Body, nil
}

// write sends a response frame; the first carries this node's binding.
func (x *Exchange) write(resp responseFrame) error {
	if x.rounds == 1 {
		resp.Binding = x.own
	}
	if err := p2p.WriteFrame(x.st, resp, x.cfg.MaxResponse); err != nil {
		x.writeErr = err
		return err
	}
	return nil
}

// Session is the caller's side of a multi-round exchange: Open sends the first request and reads
// its response, each Call one more round on the same stream. Close it when done.
type Session struct {
	st       network.Stream
	br       *bufio.Reader
	cfg      Config
	peer     peer.ID
	remote   Remote
	deadline time.Time
	m        *Metrics
	start    time.Time
	result   string
	closed   bool
}

// Open opens a stream to p, sends body as the first request and returns the session and the
// first response body, after verifying the response's binding (Session.Remote). ctx bounds this
// round; the protocol's Timeout bounds the whole session.
func Open(ctx context.Context, n *p2p.Node, p peer.ID, cfg Config, body []byte, m *Metrics) (*Session, []byte, error) {
	return open(ctx, n, p, cfg, body, m, false)
}

// open is Open; last closes the write side after the request (a one-round Call).
func open(ctx context.Context, n *p2p.Node, p peer.ID, cfg Config, body []byte, m *Metrics, last bool) (*Session, []byte, error) {
	cfg.ensureDefaults()
	s := &Session{cfg: cfg, peer: p, m: m, start: time.Now(), result: "ok"}
	s.deadline = s.start.Add(cfg.Timeout)
	h := n.Host()
	if h == nil {
		s.result = "error"
		s.Close()
		return nil, nil, p2p.ErrNotStarted
	}
	_, own, err := n.Binding()
	if err != nil {
		s.result = "error"
		s.Close()
		return nil, nil, err
	}
	// A peer first seen on gossip may not be in the peerstore with addresses yet: dial the
	// addresses its verified binding lists.
	if len(h.Peerstore().Addrs(p)) == 0 {
		if b, ok := n.Bindings().Lookup(p, n.Now()); ok {
			h.Peerstore().AddAddrs(p, b.Addrs, peerstore.TempAddrTTL)
		}
	}
	// A peer behind a NAT may be reachable only through a relay until hole punching gives a
	// direct connection: exchanges are small, so they may go over the relayed (limited)
	// connection. A direct connection, where there is one, is always preferred.
	dctx, cancel := context.WithDeadline(network.WithAllowLimitedConn(ctx, "reqresp"), s.deadline)
	defer cancel()
	st, err := h.NewStream(dctx, p, cfg.Protocol)
	if err != nil {
		s.result = "dial_failed"
		s.Close()
		return nil, nil, fmt.Errorf("open %s stream to %s: %w", cfg.Protocol, p, err)
	}
	s.st, s.br = st, bufio.NewReader(st)
	resp, err := s.round(ctx, requestFrame{V: Version, Binding: own, Body: body}, last)
	if err != nil {
		return nil, nil, err
	}
	b, err := n.Bindings().VerifyRaw(resp.Binding, p, n.Now())
	if err != nil {
		s.fail("not_bound")
		return nil, nil, fmt.Errorf("%s response from %s: %w", cfg.Protocol, p, err)
	}
	s.remote = connRemote(s.st, p, b)
	return s, resp.Body, nil
}

// Remote is the verified other side.
func (s *Session) Remote() Remote { return s.remote }

// Call sends body as the next request on the stream and returns its response body. A failed
// round closes the session.
func (s *Session) Call(ctx context.Context, body []byte) ([]byte, error) {
	if s.closed {
		return nil, ErrSessionClosed
	}
	resp, err := s.round(ctx, requestFrame{V: Version, Body: body}, false)
	if err != nil {
		return nil, err
	}
	return resp.Body, nil
}

// round writes one request and reads its response under the earlier of ctx's deadline and the
// session's; a failure closes the session.
func (s *Session) round(ctx context.Context, req requestFrame, last bool) (responseFrame, error) {
	dl := s.deadline
	if d, ok := ctx.Deadline(); ok && d.Before(dl) {
		dl = d
	}
	_ = s.st.SetDeadline(dl)
	// A cancelled ctx must unblock a read in progress.
	stop := context.AfterFunc(ctx, func() { _ = s.st.Reset() })
	defer stop()
	if err := p2p.WriteFrame(s.st, req, s.cfg.MaxFrame); err != nil {
		s.fail("error")
		return responseFrame{}, fmt.Errorf("%s to %s: %w", s.cfg.Protocol, s.peer, err)
	}
	if last {
		_ = s.st.CloseWrite()
	}
	var resp responseFrame
	if err := p2p.ReadFrame(s.br, &resp, s.cfg.MaxResponse); err != nil {
		s.fail("bad_response")
		return responseFrame{}, fmt.Errorf("%s response from %s: %w", s.cfg.Protocol, s.peer, err)
	}
	if resp.V != Version {
		s.fail("bad_response")
		return responseFrame{}, fmt.Errorf("%s response from %s: %w: %d", s.cfg.Protocol, s.peer, p2p.ErrVersion, resp.V)
	}
	if err := s.code(resp); err != nil {
		return responseFrame{}, err
	}
	return resp, nil
}

// code turns a response's code into the caller's error (nil for CodeOK), closing the session on
// any other.
func (s *Session) code(resp responseFrame) error {
	var err error
	switch resp.Code {
	case CodeOK:
		return nil
	case CodeDeclined:
		s.fail("declined")
		err = fmt.Errorf("%s to %s: %w: %s", s.cfg.Protocol, s.peer, ErrDeclined, resp.Error)
	case CodeBadInput:
		s.fail("bad_input")
		err = fmt.Errorf("%s to %s: %w: %s", s.cfg.Protocol, s.peer, ErrBadInput, resp.Error)
	case CodeBusy:
		s.fail("busy")
		err = fmt.Errorf("%s to %s: %w", s.cfg.Protocol, s.peer, ErrBusy)
	default:
		s.fail("remote_error")
		err = fmt.Errorf("%s to %s: %w (code %d)", s.cfg.Protocol, s.peer, ErrRemote, resp.Code)
	}
	return err
}

// fail records result and closes the session, resetting the stream.
func (s *Session) fail(result string) {
	s.result = result
	if s.st != nil && !s.closed {
		_ = s.st.Reset()
	}
	s.Close()
}

// Close closes the stream (the server sees the end of the session) and records the session's
// metric. Idempotent.
func (s *Session) Close() error {
	if s.closed {
		return nil
	}
	s.closed = true
	var err error
	if s.st != nil {
		err = s.st.Close()
	}
	if s.m != nil {
		s.m.observe(string(s.cfg.Protocol), "client", s.result, time.Since(s.start))
	}
	return err
}
