package capacity

import (
	"context"
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

// AttestProtocolID is the libp2p protocol on which a challenger hands a provider the signed
// attestation of a challenge it passed: one p2p/reqresp exchange, challenger -> provider the
// attestation (canonical CBOR), provider -> challenger an empty acknowledgement, or "declined"
// with the reason it refused it. Only the challenger that signed an attestation may deliver it
// (its peer's wallet binding must be the attestation's Challenger). The provider then quotes the
// attestation in its offers (market.Offer.Attestation). Version 2: version 1 framed the same
// messages without bindings (raw varint frames).
const AttestProtocolID protocol.ID = "/gpumesh/capacity/attestation/2"

const maxAttestationMsg = 4096

// attestConfig is the attestation protocol's stream configuration.
var attestConfig = reqresp.Config{
	Protocol: AttestProtocolID, MaxFrame: maxAttestationMsg + frameOverhead, Timeout: 30 * time.Second,
	MaxConcurrent: 16, PeerRate: 1, PeerBurst: 8,
}

// Deliver hands a to the provider at p (dialled from n, whose wallet must be a's challenger) and
// returns nil once the provider kept it, or the provider's reason for refusing it (wrapping
// ErrRefused).
func Deliver(ctx context.Context, n *p2p.Node, p peer.ID, a *Attestation) error {
	b, err := EncodeAttestation(a)
	if err != nil {
		return err
	}
	_, remote, err := reqresp.Call(ctx, n, p, attestConfig, b, nil)
	if err != nil {
		return fmt.Errorf("deliver attestation: %w", refused(err))
	}
	if remote.Binding.Wallet != a.Provider {
		return fmt.Errorf("deliver attestation: %w: peer %s is bound to %s, the attestation names %s", p2p.ErrBindingMismatch, p, remote.Binding.Wallet, a.Provider)
	}
	return nil
}

// InboxConfig configures an Inbox.
type InboxConfig struct {
	// Self is the provider's wallet address. Required.
	Self common.Address
	// Trust decides which attestations the provider keeps and for how long it quotes them; use
	// the same trust its requesters use (a list, or registry-staked challengers). Required.
	Trust *Trust
	// Now is the clock. Default time.Now.
	Now func() time.Time
	// Logger; nil discards.
	Logger *slog.Logger
}

// Inbox is the provider's side of attestations: it records the challenges its capacity server
// answered (wrap the server's Target with Target), accepts on AttestProtocolID only attestations
// of those challenges, signed by a trusted challenger, for this provider, and keeps the newest
// for the provider's offers.
type Inbox struct {
	cfg InboxConfig

	mu       sync.Mutex
	answered map[Seed]answered
	order    []Seed // answered seeds, oldest first (bounded)
	latest   *Attestation
	raw      []byte
	updates  chan struct{}
	srv      served
}

type answered struct {
	n          uint32
	root       Hash
	challenger common.Address
}

// maxAnswered bounds the challenges an Inbox remembers.
const maxAnswered = 64

// NewInbox returns an inbox; it registers nothing until Register.
func NewInbox(cfg InboxConfig) (*Inbox, error) {
	if cfg.Self == (common.Address{}) {
		return nil, fmt.Errorf("%w: inbox needs the provider's address", ErrConfig)
	}
	if cfg.Trust == nil {
		return nil, fmt.Errorf("%w: inbox needs a trust (which challengers' attestations to quote)", ErrConfig)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return &Inbox{cfg: cfg, answered: map[Seed]answered{}, updates: make(chan struct{}, 1)}, nil
}

// Target wraps the capacity server's target so that the inbox knows which challenges (seed, n,
// root, challenger) this provider answered.
func (i *Inbox) Target(inner Target) Target { return &recordingTarget{inner: inner, in: i} }

type recordingTarget struct {
	inner Target
	in    *Inbox
}

func (t *recordingTarget) Commit(ctx context.Context, ch Challenge) (Commitment, error) {
	cm, err := t.inner.Commit(ctx, ch)
	if err == nil {
		t.in.record(ch, cm)
	}
	return cm, err
}

func (t *recordingTarget) Open(ctx context.Context, req OpenRequest) (OpenResponse, error) {
	return t.inner.Open(ctx, req)
}

func (i *Inbox) record(ch Challenge, cm Commitment) {
	i.mu.Lock()
	defer i.mu.Unlock()
	if _, ok := i.answered[ch.Seed]; !ok {
		i.order = append(i.order, ch.Seed)
	}
	i.answered[ch.Seed] = answered{n: cm.N, root: cm.Root, challenger: ch.Challenger}
	for len(i.order) > maxAnswered {
		delete(i.answered, i.order[0])
		i.order = i.order[1:]
	}
}

// Accept keeps a when it attests a challenge this provider answered, verifies under the trust
// and is newer than the one held.
func (i *Inbox) Accept(a *Attestation) error {
	now := i.cfg.Now()
	if err := i.cfg.Trust.Check(i.cfg.Self, a, now); err != nil {
		return err
	}
	i.mu.Lock()
	defer i.mu.Unlock()
	ans, ok := i.answered[a.Seed]
	if !ok || ans.n != a.N || ans.root != a.Root || ans.challenger != a.Challenger {
		return fmt.Errorf("%w: not a challenge this provider answered", ErrAttestation)
	}
	if i.latest != nil && i.latest.IssuedAt > a.IssuedAt && i.cfg.Trust.Check(i.cfg.Self, i.latest, now) == nil {
		return fmt.Errorf("%w: older than the attestation held", ErrAttestation)
	}
	raw, err := EncodeAttestation(a)
	if err != nil {
		return err
	}
	tiers := i.cfg.Trust.cfg.Tiers
	tier := TierFor(tiers, a.OpsPerSecond)
	// Attestations renew every few seconds: a new tier is news, a renewal is Debug.
	level := slog.LevelDebug
	if i.latest == nil || TierFor(tiers, i.latest.OpsPerSecond) != tier {
		level = slog.LevelInfo
	}
	i.latest, i.raw = a, raw
	select {
	case i.updates <- struct{}{}:
	default:
	}
	i.cfg.Logger.Log(context.Background(), level, "capacity attestation accepted", "challenger", a.Challenger, "ops_per_second", a.OpsPerSecond, "tier", tier)
	return nil
}

// Latest returns the held attestation and its encoding while the trust still credits it, or
// nil when there is none or it expired.
func (i *Inbox) Latest() (*Attestation, []byte) {
	i.mu.Lock()
	a, raw := i.latest, i.raw
	i.mu.Unlock()
	if a == nil || i.cfg.Trust.Check(i.cfg.Self, a, i.cfg.Now()) != nil {
		return nil, nil
	}
	return a, raw
}

// Updates receives a value after each accepted attestation (coalesced): the provider
// republishes its offer on it.
func (i *Inbox) Updates() <-chan struct{} { return i.updates }

// Register installs the AttestProtocolID handler on n.
func (i *Inbox) Register(n *p2p.Node) error {
	return i.srv.start(reqresp.NewServer(n, attestConfig, i.handle, nil), "capacity inbox")
}

// Unregister removes the handler.
func (i *Inbox) Unregister() error { return i.srv.stop() }

// handle keeps an attestation delivered by its challenger.
func (i *Inbox) handle(_ context.Context, remote reqresp.Remote, body []byte) ([]byte, error) {
	a, err := DecodeAttestation(body)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", p2p.ErrMalformed, err)
	}
	if a.Challenger != remote.Binding.Wallet {
		return nil, fmt.Errorf("%w: attestation by challenger %s delivered by peer %s bound to %s", p2p.ErrBindingMismatch, a.Challenger, remote.Peer, remote.Binding.Wallet)
	}
	if err := i.Accept(a); err != nil {
		i.cfg.Logger.Info("capacity attestation refused", "peer", remote.Peer, "err", err)
		return nil, fmt.Errorf("%w: %w", reqresp.ErrDeclined, err)
	}
	return nil, nil
}

// served holds the reqresp server a Register started, for Unregister.
type served struct {
	mu  sync.Mutex
	srv *reqresp.Server
}

func (s *served) start(srv *reqresp.Server, what string) error {
	if err := srv.Start(); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.srv = srv
	return nil
}

func (s *served) stop() error {
	s.mu.Lock()
	srv := s.srv
	s.srv = nil
	s.mu.Unlock()
	if srv == nil {
		return nil
	}
	return srv.Close()
}
