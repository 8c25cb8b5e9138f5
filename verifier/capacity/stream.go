package capacity

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"

	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/reqresp"
)

// ProtocolID is the libp2p protocol of capacity challenges, a two-round p2p/reqresp session
// (frames carry each side's wallet binding): Challenge -> Commitment, then OpenRequest ->
// OpenResponse on the same stream, each body canonical CBOR. The challenger's wallet binding
// must be the Challenge's Challenger, and the provider's the wallet the challenger attests. A
// refusal (busy, n above the provider's limit, challenged too recently) answers "declined".
// Version 2: version 1 framed the same messages without bindings (raw varint frames).
const ProtocolID protocol.ID = "/gpumesh/capacity/2"

// Message size limits (the reader refuses anything larger before allocating it).
const (
	// maxRequestMsg bounds a request body: a Challenge or an OpenRequest.
	maxRequestMsg = 16 << 10
	// frameOverhead is a frame's binding and framing around its body.
	frameOverhead = p2p.MaxBindingSize + 128
)

// ErrRefused reports a provider that declined a challenge (busy, or n above its limit).
var ErrRefused = errors.New("capacity: provider refused the challenge")

// challengeConfig is the challenge protocol's stream configuration: one challenge per peer at a
// time, a few at once (the server answers one and declines the rest), a slow token bucket.
func challengeConfig(timeout time.Duration) reqresp.Config {
	return reqresp.Config{
		Protocol: ProtocolID, MaxFrame: maxRequestMsg + frameOverhead, MaxResponse: maxMessage + frameOverhead,
		Timeout: timeout, MaxRounds: 2, MaxConcurrent: 4, MaxPerPeer: 1, PeerRate: 1, PeerBurst: 4,
	}
}

// refused wraps the remote's refusals (declined, busy, or our request called bad) as ErrRefused,
// as version 1 reported every answer that carried an error.
func refused(err error) error {
	if errors.Is(err, reqresp.ErrDeclined) || errors.Is(err, reqresp.ErrBusy) || errors.Is(err, reqresp.ErrBadInput) {
		return fmt.Errorf("%w: %w", ErrRefused, err)
	}
	return err
}

// ServerConfig configures a Server. Zero fields take the documented defaults.
type ServerConfig struct {
	// MaxN is the largest challenge this provider accepts. Default 8192.
	MaxN int
	// Timeout bounds one challenge on the stream, computation included. Default 10m.
	Timeout time.Duration
	// MinInterval is the shortest time between two challenges from the same peer (a challenge
	// costs the provider its whole device; honest challengers space theirs far wider). Default
	// 30s; negative disables the limit.
	MinInterval time.Duration
	// Logger (default discards).
	Logger *slog.Logger
}

// Server answers capacity challenges on a node, one at a time (the product uses the whole
// device; a second challenger is told to retry).
type Server struct {
	target Target
	cfg    ServerConfig
	busy   sync.Mutex
	srv    served

	mu   sync.Mutex
	last map[peer.ID]time.Time // last accepted challenge per peer
}

// NewServer returns a server that answers with target (NewLocalTarget(prover) on a provider).
func NewServer(target Target, cfg ServerConfig) *Server {
	if cfg.MaxN <= 0 {
		cfg.MaxN = 8192
	}
	cfg.MaxN = min(cfg.MaxN, MaxN)
	if cfg.Timeout <= 0 {
		cfg.Timeout = 10 * time.Minute
	}
	if cfg.MinInterval == 0 {
		cfg.MinInterval = 30 * time.Second
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return &Server{target: target, cfg: cfg, last: map[peer.ID]time.Time{}}
}

// admit records a challenge from p unless p challenged less than MinInterval ago.
func (s *Server) admit(p peer.ID, now time.Time) bool {
	if s.cfg.MinInterval < 0 {
		return true
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if t, ok := s.last[p]; ok && now.Sub(t) < s.cfg.MinInterval {
		return false
	}
	if len(s.last) >= 4096 { // forget peers whose interval has passed; bounds the map
		for q, t := range s.last {
			if now.Sub(t) >= s.cfg.MinInterval {
				delete(s.last, q)
			}
		}
	}
	s.last[p] = now
	return true
}

// Register installs the challenge handler on n.
func (s *Server) Register(n *p2p.Node) error {
	return s.srv.start(reqresp.NewSessionServer(n, challengeConfig(s.cfg.Timeout), s.serve, nil), "capacity server")
}

// Unregister removes the handler. Challenges in flight finish on their own deadlines.
func (s *Server) Unregister() error { return s.srv.stop() }

// serve answers one challenge: the commitment, then the openings of the rows asked for.
func (s *Server) serve(ctx context.Context, x *reqresp.Exchange, body []byte) error {
	remote := x.Remote()
	ch, err := DecodeChallenge(body)
	if err != nil {
		return fmt.Errorf("%w: %w", p2p.ErrMalformed, err)
	}
	if ch.Challenger != remote.Binding.Wallet {
		return fmt.Errorf("%w: challenge names challenger %s, peer %s is bound to %s", p2p.ErrBindingMismatch, ch.Challenger, remote.Peer, remote.Binding.Wallet)
	}
	if int(ch.N) > s.cfg.MaxN {
		return fmt.Errorf("%w: n=%d above this provider's limit %d", reqresp.ErrDeclined, ch.N, s.cfg.MaxN)
	}
	if !s.admit(remote.Peer, time.Now()) {
		return fmt.Errorf("%w: challenged less than %s ago, retry later", reqresp.ErrDeclined, s.cfg.MinInterval)
	}
	if !s.busy.TryLock() {
		return fmt.Errorf("%w: busy with another challenge, retry later", reqresp.ErrDeclined)
	}
	defer s.busy.Unlock()
	cm, err := s.target.Commit(ctx, ch)
	if err != nil {
		return fmt.Errorf("%w: %w", reqresp.ErrDeclined, err)
	}
	b, err := Encode(cm)
	if err != nil {
		return err
	}
	if err := x.Reply(b); err != nil {
		return err
	}
	if body, err = x.Next(); err != nil {
		s.cfg.Logger.Warn("capacity challenge ended before the openings", "peer", remote.Peer, "err", err)
		return err
	}
	req, err := DecodeOpenRequest(body, ch.N)
	if err != nil {
		return fmt.Errorf("%w: %w", p2p.ErrMalformed, err)
	}
	resp, err := s.target.Open(ctx, req)
	if err != nil {
		return fmt.Errorf("%w: %w", reqresp.ErrDeclined, err)
	}
	if b, err = Encode(resp); err != nil {
		return err
	}
	return x.Reply(b)
}

// StreamTarget challenges a remote provider over ProtocolID. Commit opens a new session
// (closing an earlier one); Open finishes the challenge on it and closes it.
type StreamTarget struct {
	n        *p2p.Node
	peer     peer.ID
	provider common.Address
	mu       sync.Mutex
	sess     *reqresp.Session
}

// NewStreamTarget returns a Target for provider's node at peer p, dialled from n. A peer whose
// wallet binding is not provider fails the challenge with p2p.ErrBindingMismatch: its
// throughput would be attested to another wallet.
func NewStreamTarget(n *p2p.Node, p peer.ID, provider common.Address) *StreamTarget {
	return &StreamTarget{n: n, peer: p, provider: provider}
}

// sessionTimeout bounds a challenge session on the challenger's side; the challenger's own
// ctx (ChallengerConfig.Timeout) bounds it first.
const sessionTimeout = time.Hour

// Commit implements Target.
func (t *StreamTarget) Commit(ctx context.Context, ch Challenge) (Commitment, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.sess != nil {
		t.sess.Close()
		t.sess = nil
	}
	b, err := Encode(ch)
	if err != nil {
		return Commitment{}, err
	}
	sess, body, err := reqresp.Open(ctx, t.n, t.peer, challengeConfig(sessionTimeout), b, nil)
	if err != nil {
		return Commitment{}, refused(err)
	}
	if w := sess.Remote().Binding.Wallet; w != t.provider {
		sess.Close()
		return Commitment{}, fmt.Errorf("%w: peer %s is bound to %s, not to provider %s", p2p.ErrBindingMismatch, t.peer, w, t.provider)
	}
	cm, err := DecodeCommitment(body)
	if err != nil {
		sess.Close()
		return Commitment{}, err
	}
	t.sess = sess
	return cm, nil
}

// Open implements Target.
func (t *StreamTarget) Open(ctx context.Context, req OpenRequest) (OpenResponse, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	sess := t.sess
	t.sess = nil
	if sess == nil {
		return OpenResponse{}, fmt.Errorf("%w: open before commit", ErrMalformed)
	}
	defer sess.Close()
	b, err := Encode(req)
	if err != nil {
		return OpenResponse{}, err
	}
	body, err := sess.Call(ctx, b)
	if err != nil {
		return OpenResponse{}, refused(err)
	}
	return DecodeOpenResponse(body)
}
