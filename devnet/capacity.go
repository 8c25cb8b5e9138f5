package devnet

import (
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	libp2pcrypto "github.com/libp2p/go-libp2p/core/crypto"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/book"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/provider"
	"github.com/gpumesh/gpumesh/verifier/capacity"
	"github.com/gpumesh/gpumesh/verifier/reputation"
)

// FaultLyingCapacity is a provider that lies about its capacity: its offer claims a datacenter
// throughput (LyingClaimMACs) at a price below the honest providers', and its capacity server
// answers its first challenge honestly (it earns a tier) and every later one with half of the
// product's rows never computed (capacity.FaultSkipHalf, as if it were twice as fast). Its next
// challenge fails, the challenger stops vouching for it, its last attestation ages out, and
// matching stops crediting it.
const FaultLyingCapacity Fault = "lying-capacity"

// LyingClaimMACs is the throughput (int8 MAC/s) a lying-capacity provider's offers claim.
const LyingClaimMACs = 100e12

// CapacityConfig configures the devnet's capacity challenger. Zero fields take the defaults,
// small enough that challenges cost a CPU a few milliseconds.
type CapacityConfig struct {
	// Disable turns the challenger off (offers then quote no attestation).
	Disable bool
	// N is the challenge matrix size. Default 128.
	N int
	// Rows opened per challenge. Default 32 (a provider skipping half the rows escapes with
	// probability 2^-32).
	Rows int
	// MeanInterval and MinInterval space the challenges of one provider. Defaults 3s and 1s.
	MeanInterval, MinInterval time.Duration
	// MaxAge is how long an attestation is credited. Default 20s.
	MaxAge time.Duration
	// Tiers. Default DevnetTiers.
	Tiers []capacity.Tier
}

// DevnetTiers are throughput classes scaled to what a CPU measures on a devnet-sized challenge
// (n=128, a loopback round trip included): the production tiers (capacity.DefaultTiers) start at
// 10 Gop/s, which a 128x128 product does not reach through its fixed costs.
var DevnetTiers = []capacity.Tier{
	{Name: "devnet-basic", MinOpsPerSecond: 10e6},
	{Name: "devnet-fast", MinOpsPerSecond: 100e12},
}

func (c *CapacityConfig) ensureDefaults() {
	if c.N == 0 {
		c.N = 128
	}
	if c.Rows == 0 {
		c.Rows = min(32, c.N)
	}
	if c.MeanInterval == 0 {
		c.MeanInterval = 3 * time.Second
	}
	if c.MinInterval == 0 {
		c.MinInterval = min(time.Second, c.MeanInterval)
	}
	if c.MaxAge == 0 {
		c.MaxAge = 20 * time.Second
	}
	if len(c.Tiers) == 0 {
		c.Tiers = DevnetTiers
	}
}

// capacityNet is the network's capacity challenger state (a field of Network).
type capacityNet struct {
	once  sync.Once
	err   error
	cfg   CapacityConfig
	key   *ecdsa.PrivateKey
	trust *capacity.Trust

	mu       sync.Mutex
	svc      *capacity.Service
	targets  []*Provider // in-process providers it challenges
	outcomes []capacity.Outcome
	seq      uint
	events   []reputation.Event
	subs     []func(capacity.Outcome)
}

// capacityInit sets up the challenger's key and trust once (the key signs attestations; the
// requester and the providers trust exactly this challenger).
func (n *Network) capacityInit() error {
	c := &n.capacity
	c.once.Do(func() {
		c.cfg = n.cfg.Capacity
		c.cfg.ensureDefaults()
		if c.key, c.err = crypto.GenerateKey(); c.err != nil {
			return
		}
		c.trust, c.err = capacity.NewTrust(capacity.TrustConfig{
			Domain: n.CapacityDomain(), Challengers: []common.Address{crypto.PubkeyToAddress(c.key.PublicKey)},
			MaxAge: c.cfg.MaxAge, Tiers: c.cfg.Tiers,
		})
	})
	return c.err
}

// CapacityDomain is the signing domain of the devnet's attestations: chain id and
// ProviderRegistry.
func (n *Network) CapacityDomain() contracts.Domain {
	return n.Deployment.Domain()
}

// CapacityTrust is the trust the devnet's requesters and providers use: the devnet challenger
// only, with CapacityConfig.MaxAge. nil when the challenger is disabled.
func (n *Network) CapacityTrust() *capacity.Trust {
	if n.cfg.Capacity.Disable || n.capacityInit() != nil {
		return nil
	}
	return n.capacity.trust
}

// Challenger is the address of the devnet's capacity challenger (zero when disabled).
func (n *Network) Challenger() common.Address {
	if n.CapacityTrust() == nil {
		return common.Address{}
	}
	return crypto.PubkeyToAddress(n.capacity.key.PublicKey)
}

// capacityCredit is the requester's attestation check (nil when disabled: nothing credited).
func (n *Network) capacityCredit() book.CreditFunc {
	t := n.CapacityTrust()
	if t == nil {
		return nil
	}
	return t.Credit
}

// capacityFor sets p's capacity options (before it starts): trust the devnet challenger, accept
// its challenges as often as it sends them, and for FaultLyingCapacity lie. Providers running as
// their own process (crash, late) keep the defaults and are not challenged.
func (n *Network) capacityFor(p *Provider) error {
	t := n.CapacityTrust()
	if t == nil || p.command != nil {
		return nil
	}
	c := &n.capacity
	opts := provider.CapacityOptions{
		Challengers: []common.Address{n.Challenger()},
		MaxAge:      c.cfg.MaxAge,
		Server:      capacity.ServerConfig{MaxN: c.cfg.N, MinInterval: c.cfg.MinInterval / 4},
	}
	if p.Fault == FaultLyingCapacity {
		opts.ClaimMACs = LyingClaimMACs
		opts.Target = func(honest capacity.Target) capacity.Target {
			return &lyingTarget{honest: honest, faulty: capacity.NewFaultyTarget(capacity.NewCPUMultiplier(), capacity.FaultSkipHalf)}
		}
		for class, s := range p.Config.Offer.Prices { // the cheapest offer on the devnet
			v, err := scaleDecimal(s, 1, 2)
			if err != nil {
				return fmt.Errorf("devnet: provider-%d price %s: %w", p.Index, class, err)
			}
			p.Config.Offer.Prices[class] = v
		}
	}
	p.capacity = []provider.Option{provider.WithCapacity(opts)}
	c.mu.Lock()
	c.targets = append(c.targets, p)
	c.mu.Unlock()
	return nil
}

// lyingTarget answers its first challenge honestly and every later one with the faulty target.
type lyingTarget struct {
	honest, faulty capacity.Target
	commits        atomic.Int32
	useFaulty      atomic.Bool
}

func (t *lyingTarget) Commit(ctx context.Context, ch capacity.Challenge) (capacity.Commitment, error) {
	faulty := t.commits.Add(1) > 1
	t.useFaulty.Store(faulty)
	if faulty {
		return t.faulty.Commit(ctx, ch)
	}
	return t.honest.Commit(ctx, ch)
}

func (t *lyingTarget) Open(ctx context.Context, req capacity.OpenRequest) (capacity.OpenResponse, error) {
	if t.useFaulty.Load() {
		return t.faulty.Open(ctx, req)
	}
	return t.honest.Open(ctx, req)
}

// startChallenger runs the devnet's capacity challenger on its own p2p node until Close: it
// challenges the in-process providers at random times, each against the throughput its offers
// claim, and hands them their attestations.
func (n *Network) startChallenger(log *slog.Logger) error {
	if n.CapacityTrust() == nil {
		return nil
	}
	c := &n.capacity
	c.mu.Lock()
	started := c.svc != nil
	c.mu.Unlock()
	if started {
		return nil
	}
	ch, err := capacity.NewChallenger(c.key, n.CapacityDomain(), capacity.ChallengerConfig{
		N: c.cfg.N, Check: capacity.CheckParams{Rows: c.cfg.Rows}, MeanInterval: c.cfg.MeanInterval,
		MinInterval: c.cfg.MinInterval, Timeout: 30 * time.Second, Tiers: c.cfg.Tiers,
		// A 128x128 product takes about a millisecond, so one measurement can differ from the
		// last by several times on a shared CPU: only a node below 5% of its claim (the lying
		// provider claims ~10^5 times what it has) counts as far slower than it claims.
		SlowPercent: 5,
		// Every devnet daemon shares one machine's CPUs with the chain and the challenger: a
		// round trip has been seen to take 836 ms for 8 ms of work on a loaded 2-core machine,
		// and an honest answer then failed the default 500 ms time slack. The devnet's products
		// take milliseconds, so 3 s still catches a node that reports time it did not spend on
		// anything longer (the lying provider is caught by its wrong rows in any case).
		TimeSlack: 3 * time.Second,
	}, capacity.WithLogger(log.With("node", "challenger")))
	if err != nil {
		return fmt.Errorf("devnet: capacity challenger: %w", err)
	}
	node, err := newChallengerNode(n.ctx, c.key, n.Deployment.ChainID.Uint64())
	if err != nil {
		return fmt.Errorf("devnet: challenger node: %w", err)
	}
	svc := capacity.NewService(ch, node, capacity.ServiceConfig{OnOutcome: n.recordOutcome, Logger: log.With("node", "challenger")})
	c.mu.Lock()
	c.svc = svc
	c.mu.Unlock()
	n.wg.Add(1)
	go func() {
		defer n.wg.Done()
		defer node.Close()
		_ = svc.Run(n.ctx, n.challengePeers)
	}()
	return nil
}

// challengePeers lists the running in-process providers with what their offers claim.
func (n *Network) challengePeers() []capacity.Peer {
	c := &n.capacity
	c.mu.Lock()
	targets := append([]*Provider(nil), c.targets...)
	c.mu.Unlock()
	var out []capacity.Peer
	for _, p := range targets {
		p.mu.Lock()
		d, ai := p.d, p.addr
		p.mu.Unlock()
		if d == nil || ai.ID == "" {
			continue
		}
		peer := capacity.Peer{Provider: p.Address, ID: ai.ID, Addrs: ai.Addrs}
		if o := d.Offer(); o != nil {
			peer.ClaimedOpsPerSecond = 2 * o.Throughput // what its offer claims, in ops/s
		}
		out = append(out, peer)
	}
	return out
}

func (n *Network) recordOutcome(o capacity.Outcome) {
	c := &n.capacity
	c.mu.Lock()
	c.outcomes = append(c.outcomes, o)
	var subs []func(capacity.Outcome)
	if !o.Refused {
		c.seq++
		c.events = append(c.events, reputation.ChallengeEvent(o.Provider, o.Passed, uint64(o.At.Unix()), c.seq))
	}
	subs = append(subs, c.subs...)
	c.mu.Unlock()
	for _, f := range subs {
		f(o)
	}
}

// CapacityOutcomes returns every capacity challenge outcome so far, oldest first.
func (n *Network) CapacityOutcomes() []capacity.Outcome {
	n.capacity.mu.Lock()
	defer n.capacity.mu.Unlock()
	return append([]capacity.Outcome(nil), n.capacity.outcomes...)
}

// ChallengeEvents returns the challenge outcomes as reputation events (ChallengePassed /
// ChallengeFailed; tolerated refusals are left out), ready to be merged with the chain's events
// before reputation.Compute.
func (n *Network) ChallengeEvents() []reputation.Event {
	n.capacity.mu.Lock()
	defer n.capacity.mu.Unlock()
	return append([]reputation.Event(nil), n.capacity.events...)
}

// OnCapacityOutcome calls f after every later challenge (from the challenger's goroutine).
func (n *Network) OnCapacityOutcome(f func(capacity.Outcome)) {
	n.capacity.mu.Lock()
	n.capacity.subs = append(n.capacity.subs, f)
	n.capacity.mu.Unlock()
}

// Attestation is the capacity attestation p's offers quote now (nil when it holds no fresh one
// or is not running in this process).
func (p *Provider) Attestation() *capacity.Attestation {
	p.mu.Lock()
	d := p.d
	p.mu.Unlock()
	if d == nil {
		return nil
	}
	return d.Attestation()
}

// newChallengerNode starts the challenger's p2p node on loopback, bound to its wallet (providers
// take challenges and attestations only from the challenger's own bound peer).
func newChallengerNode(ctx context.Context, key *ecdsa.PrivateKey, chainID uint64) (*p2p.Node, error) {
	signer, err := p2p.NewKeySigner(key)
	if err != nil {
		return nil, err
	}
	id, _, err := libp2pcrypto.GenerateEd25519Key(rand.Reader)
	if err != nil {
		return nil, err
	}
	node, err := p2p.New(p2p.Config{
		Identity: id, Wallet: signer, ChainID: chainID, ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"},
		DisableQUIC: true, DHT: p2p.DHTOff,
	})
	if err != nil {
		return nil, err
	}
	if err := node.Start(ctx); err != nil {
		return nil, err
	}
	return node, nil
}
