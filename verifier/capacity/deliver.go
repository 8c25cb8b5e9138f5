package capacity

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	"github.com/libp2p/go-msgio"
)

// AttestProtocolID is the libp2p protocol on which a challenger hands a provider the signed
// attestation of a challenge it passed: one stream, challenger -> provider the attestation
// (varint-length-prefixed canonical CBOR), provider -> challenger an ack (empty, or the reason it
// refused it). The provider then quotes the attestation in its offers (market.Offer.Attestation).
const AttestProtocolID protocol.ID = "/gpumesh/capacity/attestation/1"

const maxAttestationMsg = 4096

type ackReply struct {
	Err string `cbor:"1,keyasint,omitempty"`
}

// Deliver hands a to the provider at p (dialled through h) and returns nil once the provider
// kept it, or the provider's reason for refusing it (wrapping ErrRefused).
func Deliver(ctx context.Context, h host.Host, p peer.ID, a *Attestation) error {
	b, err := EncodeAttestation(a)
	if err != nil {
		return err
	}
	st, err := h.NewStream(ctx, p, AttestProtocolID)
	if err != nil {
		return fmt.Errorf("open attestation stream to %s: %w", p, err)
	}
	if d, ok := ctx.Deadline(); ok {
		_ = st.SetDeadline(d)
	}
	stop := context.AfterFunc(ctx, func() { _ = st.Reset() })
	defer stop()
	if err := msgio.NewVarintWriter(st).WriteMsg(b); err != nil {
		_ = st.Reset()
		return fmt.Errorf("send attestation to %s: %w", p, err)
	}
	rb, err := msgio.NewVarintReaderSize(st, 1024).ReadMsg()
	if err != nil {
		_ = st.Reset()
		return fmt.Errorf("read attestation ack from %s: %w", p, err)
	}
	_ = st.Close()
	var ack ackReply
	if err := decode(rb, &ack); err != nil {
		return err
	}
	if ack.Err != "" {
		return fmt.Errorf("%w: attestation: %.200s", ErrRefused, ack.Err)
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
	i.latest, i.raw = a, raw
	select {
	case i.updates <- struct{}{}:
	default:
	}
	i.cfg.Logger.Info("capacity attestation accepted", "challenger", a.Challenger, "ops_per_second", a.OpsPerSecond,
		"tier", TierFor(i.cfg.Trust.cfg.Tiers, a.OpsPerSecond))
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

// Register installs the AttestProtocolID handler on h.
func (i *Inbox) Register(h host.Host) { h.SetStreamHandler(AttestProtocolID, i.handle) }

// Unregister removes the handler from h.
func (i *Inbox) Unregister(h host.Host) { h.RemoveStreamHandler(AttestProtocolID) }

func (i *Inbox) handle(st network.Stream) {
	_ = st.SetDeadline(time.Now().Add(30 * time.Second))
	b, err := msgio.NewVarintReaderSize(st, maxAttestationMsg).ReadMsg()
	if err != nil {
		_ = st.Reset()
		return
	}
	var reply ackReply
	a, err := DecodeAttestation(b)
	if err == nil {
		err = i.Accept(a)
	}
	if err != nil {
		reply.Err = err.Error()
		i.cfg.Logger.Info("capacity attestation refused", "peer", st.Conn().RemotePeer(), "err", err)
	}
	if err := writeMsg(msgio.NewVarintWriter(st), reply); err != nil {
		_ = st.Reset()
		return
	}
	_ = st.Close()
}
