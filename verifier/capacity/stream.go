package capacity

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	"github.com/libp2p/go-msgio"
)

// ProtocolID is the libp2p protocol of capacity challenges. One stream carries one challenge:
// Challenge -> commitReply -> OpenRequest -> openReply, each a varint-length-prefixed CBOR
// message.
const ProtocolID protocol.ID = "/gpumesh/capacity/1"

// Message size limits per step (the reader refuses anything larger before allocating it).
const (
	maxChallengeMsg = 1 << 10
	maxCommitMsg    = 8 << 10
	maxRequestMsg   = 16 << 10
)

// ErrRefused reports a provider that declined a challenge (busy, or n above its limit).
var ErrRefused = errors.New("capacity: provider refused the challenge")

type commitReply struct {
	Err        string      `cbor:"1,keyasint,omitempty"`
	Commitment *Commitment `cbor:"2,keyasint,omitempty"`
}

type openReply struct {
	Err      string        `cbor:"1,keyasint,omitempty"`
	Response *OpenResponse `cbor:"2,keyasint,omitempty"`
}

// decodeCommitReply decodes a provider's answer to a challenge.
func decodeCommitReply(b []byte) (Commitment, error) {
	var r commitReply
	if err := decode(b, &r); err != nil {
		return Commitment{}, err
	}
	if r.Err != "" {
		return Commitment{}, fmt.Errorf("%w: %.200s", ErrRefused, r.Err)
	}
	if r.Commitment == nil {
		return Commitment{}, fmt.Errorf("%w: reply without a commitment", ErrMalformed)
	}
	return *r.Commitment, r.Commitment.Validate()
}

// decodeOpenReply decodes a provider's openings.
func decodeOpenReply(b []byte) (OpenResponse, error) {
	var r openReply
	if err := decode(b, &r); err != nil {
		return OpenResponse{}, err
	}
	if r.Err != "" {
		return OpenResponse{}, fmt.Errorf("%w: %.200s", ErrRefused, r.Err)
	}
	if r.Response == nil || len(r.Response.Openings) > maxOpenings {
		return OpenResponse{}, fmt.Errorf("%w: reply without openings or with too many", ErrMalformed)
	}
	return *r.Response, nil
}

// ServerConfig configures Serve. Zero fields take the documented defaults.
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

// Server answers capacity challenges on a libp2p host, one at a time (the product uses the whole
// device; a second challenger is told to retry).
type Server struct {
	target Target
	cfg    ServerConfig
	busy   sync.Mutex

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

// Register installs the stream handler on h; Unregister removes it.
func (s *Server) Register(h host.Host) { h.SetStreamHandler(ProtocolID, s.handle) }

// Unregister removes the handler from h.
func (s *Server) Unregister(h host.Host) { h.RemoveStreamHandler(ProtocolID) }

func (s *Server) handle(st network.Stream) {
	remote := st.Conn().RemotePeer()
	if err := s.serve(st); err != nil {
		s.cfg.Logger.Warn("capacity challenge stream", "peer", remote, "err", err)
		_ = st.Reset()
		return
	}
	_ = st.Close()
}

func (s *Server) serve(st network.Stream) error {
	ctx, cancel := context.WithTimeout(context.Background(), s.cfg.Timeout)
	defer cancel()
	_ = st.SetDeadline(time.Now().Add(s.cfg.Timeout))
	w := msgio.NewVarintWriter(st)
	b, err := msgio.NewVarintReaderSize(st, maxChallengeMsg).ReadMsg()
	if err != nil {
		return fmt.Errorf("read challenge: %w", err)
	}
	ch, err := DecodeChallenge(b)
	if err != nil {
		return writeMsg(w, commitReply{Err: err.Error()})
	}
	if int(ch.N) > s.cfg.MaxN {
		return writeMsg(w, commitReply{Err: fmt.Sprintf("n=%d above this provider's limit %d", ch.N, s.cfg.MaxN)})
	}
	if !s.admit(st.Conn().RemotePeer(), time.Now()) {
		return writeMsg(w, commitReply{Err: fmt.Sprintf("challenged less than %s ago, retry later", s.cfg.MinInterval)})
	}
	if !s.busy.TryLock() {
		return writeMsg(w, commitReply{Err: "busy with another challenge, retry later"})
	}
	defer s.busy.Unlock()
	cm, err := s.target.Commit(ctx, ch)
	if err != nil {
		return writeMsg(w, commitReply{Err: err.Error()})
	}
	if err := writeMsg(w, commitReply{Commitment: &cm}); err != nil {
		return err
	}
	b, err = msgio.NewVarintReaderSize(st, maxRequestMsg).ReadMsg()
	if err != nil {
		return fmt.Errorf("read open request: %w", err)
	}
	req, err := DecodeOpenRequest(b, ch.N)
	if err != nil {
		return writeMsg(w, openReply{Err: err.Error()})
	}
	resp, err := s.target.Open(ctx, req)
	if err != nil {
		return writeMsg(w, openReply{Err: err.Error()})
	}
	return writeMsg(w, openReply{Response: &resp})
}

func writeMsg(w msgio.WriteCloser, v any) error {
	b, err := Encode(v)
	if err != nil {
		return err
	}
	if err := w.WriteMsg(b); err != nil {
		return fmt.Errorf("write %T: %w", v, err)
	}
	return nil
}

// StreamTarget challenges a remote provider over ProtocolID. Commit opens a new stream (closing
// an earlier one); Open finishes the challenge on it and closes it.
type StreamTarget struct {
	h    host.Host
	peer peer.ID
	mu   sync.Mutex
	st   network.Stream
}

// NewStreamTarget returns a Target for the provider at p, dialled through h.
func NewStreamTarget(h host.Host, p peer.ID) *StreamTarget { return &StreamTarget{h: h, peer: p} }

// Commit implements Target.
func (t *StreamTarget) Commit(ctx context.Context, ch Challenge) (Commitment, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.st != nil {
		_ = t.st.Reset()
		t.st = nil
	}
	st, err := t.h.NewStream(ctx, t.peer, ProtocolID)
	if err != nil {
		return Commitment{}, fmt.Errorf("open capacity stream to %s: %w", t.peer, err)
	}
	if d, ok := ctx.Deadline(); ok {
		_ = st.SetDeadline(d)
	}
	stop := context.AfterFunc(ctx, func() { _ = st.Reset() })
	defer stop()
	if err := writeMsg(msgio.NewVarintWriter(st), ch); err != nil {
		_ = st.Reset()
		return Commitment{}, err
	}
	b, err := msgio.NewVarintReaderSize(st, maxCommitMsg).ReadMsg()
	if err != nil {
		_ = st.Reset()
		return Commitment{}, fmt.Errorf("read commitment from %s: %w", t.peer, err)
	}
	cm, err := decodeCommitReply(b)
	if err != nil {
		_ = st.Reset()
		return Commitment{}, err
	}
	t.st = st
	return cm, nil
}

// Open implements Target.
func (t *StreamTarget) Open(ctx context.Context, req OpenRequest) (OpenResponse, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	st := t.st
	t.st = nil
	if st == nil {
		return OpenResponse{}, fmt.Errorf("%w: open before commit", ErrMalformed)
	}
	stop := context.AfterFunc(ctx, func() { _ = st.Reset() })
	defer stop()
	if err := writeMsg(msgio.NewVarintWriter(st), req); err != nil {
		_ = st.Reset()
		return OpenResponse{}, err
	}
	b, err := msgio.NewVarintReaderSize(st, maxMessage).ReadMsg()
	if err != nil {
		_ = st.Reset()
		return OpenResponse{}, fmt.Errorf("read openings from %s: %w", t.peer, err)
	}
	_ = st.Close()
	return decodeOpenReply(b)
}
