package capacity

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/peerstore"
	ma "github.com/multiformats/go-multiaddr"

	"github.com/gpumesh/gpumesh/p2p"
)

// Peer is a provider a Service challenges.
type Peer struct {
	Provider common.Address
	ID       peer.ID
	Addrs    []ma.Multiaddr // optional: added to the host's peerstore before dialling
	// ClaimedOpsPerSecond is what the provider claims (twice its offer's Throughput in int8
	// MAC/s); a node measured far below its claim fails with ErrTooSlow. 0 claims nothing.
	ClaimedOpsPerSecond uint64
}

// Outcome is one challenge's result as an input to reputation (verifier/reputation): feed each
// outcome that is not Refused as reputation.ChallengeEvent(o.Provider, o.Passed, uint64(o.At.Unix()), seq).
type Outcome struct {
	Provider     common.Address
	Challenger   common.Address
	Passed       bool   // passed every check and was not far slower than it claims
	Refused      bool   // declined (busy) and tolerated this time: no reputation event
	Tier         string // the provider's tier after the challenge
	OpsPerSecond uint64 // measured; 0 when the challenge failed
	At           time.Time
	Err          string // why it failed; "" when it passed
	Attestation  *Attestation
	Delivered    bool // the provider acknowledged the attestation
}

// ServiceConfig configures a Service.
type ServiceConfig struct {
	// DeliverTimeout bounds handing an attestation to a provider. Default 30s.
	DeliverTimeout time.Duration
	// OnOutcome, when set, is called after every challenge (from the challenging goroutine).
	OnOutcome func(Outcome)
	// KeepOutcomes bounds the outcomes Outcomes returns (oldest dropped first). Default 10,000.
	KeepOutcomes int
	// Logger; nil discards.
	Logger *slog.Logger
}

// Service is a challenger on the network: it challenges providers over libp2p streams
// (ProtocolID) at random times (Challenger.Run), hands every attestation it signs to the
// provider (AttestProtocolID) so the provider's offers can quote it, and records every outcome.
type Service struct {
	c   *Challenger
	n   *p2p.Node
	cfg ServiceConfig

	mu       sync.Mutex
	targets  map[peer.ID]*StreamTarget
	peers    map[common.Address]peer.ID
	outcomes []Outcome
}

// NewService returns a service that challenges from n with c; n's wallet must be c's (providers
// refuse challenges and attestations from a peer bound to another wallet). It takes over c's result hook
// (calling a hook set with WithResults as well). It starts nothing: call Run.
func NewService(c *Challenger, n *p2p.Node, cfg ServiceConfig) *Service {
	if cfg.DeliverTimeout <= 0 {
		cfg.DeliverTimeout = 30 * time.Second
	}
	if cfg.KeepOutcomes <= 0 {
		cfg.KeepOutcomes = 10_000
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	s := &Service{c: c, n: n, cfg: cfg, targets: map[peer.ID]*StreamTarget{}, peers: map[common.Address]peer.ID{}}
	prev := c.onResult
	c.onResult = func(r Result) {
		s.handle(r)
		if prev != nil {
			prev(r)
		}
	}
	return s
}

// Challenger is the service's challenger (its address signs the attestations).
func (s *Service) Challenger() *Challenger { return s.c }

// Run challenges the providers that peers returns, each at random times, until ctx ends.
func (s *Service) Run(ctx context.Context, peers func() []Peer) error {
	return s.c.Run(ctx, func() []Node { return s.nodes(peers()) })
}

// ChallengeNow challenges one provider at once (outside the random schedule), delivers the
// attestation if it passed, and returns the outcome.
func (s *Service) ChallengeNow(ctx context.Context, p Peer) (Outcome, error) {
	nodes := s.nodes([]Peer{p})
	res, err := s.c.Challenge(ctx, nodes[0])
	if err != nil {
		return Outcome{}, err
	}
	return s.handle(res), nil
}

func (s *Service) nodes(peers []Peer) []Node {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Node, 0, len(peers))
	for _, p := range peers {
		if h := s.n.Host(); h != nil && len(p.Addrs) > 0 {
			h.Peerstore().AddAddrs(p.ID, p.Addrs, peerstore.TempAddrTTL)
		}
		t, ok := s.targets[p.ID]
		if !ok || t.provider != p.Provider {
			t = NewStreamTarget(s.n, p.ID, p.Provider)
			s.targets[p.ID] = t
		}
		s.peers[p.Provider] = p.ID
		out = append(out, Node{Provider: p.Provider, ClaimedOpsPerSecond: p.ClaimedOpsPerSecond, Target: t})
	}
	return out
}

func (s *Service) handle(r Result) Outcome {
	st, _ := s.c.State(r.Provider)
	o := Outcome{
		Provider: r.Provider, Challenger: s.c.Address(), Passed: r.Err == nil && r.Attestation != nil,
		Refused: errors.Is(r.Err, ErrRefused) && st.Refusals > 0, Tier: r.Tier, At: time.Now(),
		Attestation: r.Attestation,
	}
	if r.Err != nil {
		o.Err = r.Err.Error()
	}
	if r.Attestation != nil {
		o.OpsPerSecond = r.Attestation.OpsPerSecond
		o.At = unixTime(r.Attestation.IssuedAt)
		s.mu.Lock()
		pid, ok := s.peers[r.Provider]
		s.mu.Unlock()
		if ok {
			// A slow node gets its (lower) measured attestation too: it is the truth about it.
			ctx, cancel := context.WithTimeout(context.Background(), s.cfg.DeliverTimeout)
			err := Deliver(ctx, s.n, pid, r.Attestation)
			cancel()
			o.Delivered = err == nil
			if err != nil {
				s.cfg.Logger.Warn("capacity attestation not delivered", "provider", r.Provider, "peer", pid, "err", err)
			}
		}
	}
	s.mu.Lock()
	s.outcomes = append(s.outcomes, o)
	if len(s.outcomes) > s.cfg.KeepOutcomes {
		s.outcomes = append(s.outcomes[:0], s.outcomes[len(s.outcomes)-s.cfg.KeepOutcomes:]...)
	}
	s.mu.Unlock()
	if s.cfg.OnOutcome != nil {
		s.cfg.OnOutcome(o)
	}
	return o
}

// Outcomes returns the recorded outcomes, oldest first.
func (s *Service) Outcomes() []Outcome {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Outcome(nil), s.outcomes...)
}
