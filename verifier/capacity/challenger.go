package capacity

import (
	"context"
	"crypto/ecdsa"
	crand "crypto/rand"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"math/big"
	"math/rand/v2"
	"sort"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/contracts"
)

// Target is the challenger's view of a provider under challenge: in production a libp2p stream
// to the provider (owned by the p2p layer), in-process a LocalTarget.
type Target interface {
	Commit(ctx context.Context, ch Challenge) (Commitment, error)
	Open(ctx context.Context, req OpenRequest) (OpenResponse, error)
}

// LocalTarget runs a Prover in this process (self-attestation, tests, the bench).
type LocalTarget struct {
	p    *Prover
	mu   sync.Mutex
	sess *Session
}

// NewLocalTarget returns a Target backed by p.
func NewLocalTarget(p *Prover) *LocalTarget { return &LocalTarget{p: p} }

// Commit implements Target.
func (t *LocalTarget) Commit(ctx context.Context, ch Challenge) (Commitment, error) {
	s, err := t.p.Commit(ctx, ch)
	if err != nil {
		return Commitment{}, err
	}
	t.mu.Lock()
	t.sess = s
	t.mu.Unlock()
	return s.Commitment(), nil
}

// Open implements Target.
func (t *LocalTarget) Open(_ context.Context, req OpenRequest) (OpenResponse, error) {
	t.mu.Lock()
	s := t.sess
	t.mu.Unlock()
	if s == nil {
		return OpenResponse{}, fmt.Errorf("%w: open before commit", ErrMalformed)
	}
	return s.Open(req)
}

// Tier is a named throughput class. Offers quote their tier; matching can require one.
type Tier struct {
	Name            string `toml:"name" yaml:"name"`
	MinOpsPerSecond uint64 `toml:"min_ops_per_second" yaml:"min_ops_per_second"` // int8 ops/s
}

// Unattested is the tier of a node with no passing challenge (or whose last challenge failed).
const Unattested = "unattested"

// DefaultTiers are ascending throughput classes in int8 ops/s (2 ops per multiply-add).
var DefaultTiers = []Tier{
	{Name: "basic", MinOpsPerSecond: 10e9},     // a few CPU cores
	{Name: "standard", MinOpsPerSecond: 100e9}, // a strong CPU, an old GPU
	{Name: "performance", MinOpsPerSecond: 10e12},
	{Name: "datacenter", MinOpsPerSecond: 200e12},
}

// ChallengerConfig configures a Challenger. Zero fields take the documented defaults.
type ChallengerConfig struct {
	// N is the matrix size of each challenge. Default 2048.
	N int `toml:"n" yaml:"n"`
	// Check sets rows and entries checked. Default DefaultCheckParams.
	Check CheckParams `toml:"check" yaml:"check"`
	// MeanInterval is the mean time between challenges of one node; intervals are exponential
	// (memoryless, so a node cannot tell when the next one comes). Default 1h.
	MeanInterval time.Duration `toml:"mean_interval" yaml:"mean_interval"`
	// MinInterval is the shortest interval between challenges of one node. Default MeanInterval/10.
	MinInterval time.Duration `toml:"min_interval" yaml:"min_interval"`
	// Timeout bounds one challenge. Default 10m.
	Timeout time.Duration `toml:"timeout" yaml:"timeout"`
	// TimeSlack and TimeSlackPercent are how much faster than the challenger's own clock a
	// provider may report its time (network latency, clock granularity): a reported time below
	// observed - TimeSlack - observed*TimeSlackPercent/100 fails with ErrTimeClaim.
	// Defaults 500ms and 10.
	TimeSlack        time.Duration `toml:"time_slack" yaml:"time_slack"`
	TimeSlackPercent int           `toml:"time_slack_percent" yaml:"time_slack_percent"`
	// SlowPercent: a node measured below SlowPercent% of the throughput it claims is "far slower
	// than it claims" (ErrTooSlow) and drops to the tier it measured. Default 70.
	SlowPercent int `toml:"slow_percent" yaml:"slow_percent"`
	// Tiers, ascending by MinOpsPerSecond. Default DefaultTiers.
	Tiers []Tier `toml:"tiers" yaml:"tiers"`
}

// ErrConfig reports an invalid ChallengerConfig field.
var ErrConfig = errors.New("capacity: invalid config")

// ErrTooSlow reports a node far slower than it claims.
var ErrTooSlow = errors.New("capacity: node is far slower than it claims")

// EnsureDefaults fills zero fields with their defaults.
func (c *ChallengerConfig) EnsureDefaults() {
	if c.N == 0 {
		c.N = 2048
	}
	c.Check = c.Check.WithDefaults()
	if c.MeanInterval == 0 {
		c.MeanInterval = time.Hour
	}
	if c.MinInterval == 0 {
		c.MinInterval = c.MeanInterval / 10
	}
	if c.Timeout == 0 {
		c.Timeout = 10 * time.Minute
	}
	if c.TimeSlack == 0 {
		c.TimeSlack = 500 * time.Millisecond
	}
	if c.TimeSlackPercent == 0 {
		c.TimeSlackPercent = 10
	}
	if c.SlowPercent == 0 {
		c.SlowPercent = 70
	}
	if len(c.Tiers) == 0 {
		c.Tiers = append([]Tier(nil), DefaultTiers...)
	}
}

// Validate reports the first invalid field, named, with what to do.
func (c *ChallengerConfig) Validate() error {
	switch {
	case c.N < 1 || c.N > MaxN:
		return fmt.Errorf("%w: n=%d, set it to 1..%d", ErrConfig, c.N, MaxN)
	case c.Check.Rows > c.N:
		return fmt.Errorf("%w: check.rows=%d exceeds n=%d, lower it", ErrConfig, c.Check.Rows, c.N)
	case c.Check.Rows > maxOpenings:
		return fmt.Errorf("%w: check.rows=%d, at most %d", ErrConfig, c.Check.Rows, maxOpenings)
	case c.MinInterval < 0 || c.MinInterval > c.MeanInterval:
		return fmt.Errorf("%w: min_interval=%s must be within 0..mean_interval (%s)", ErrConfig, c.MinInterval, c.MeanInterval)
	case c.SlowPercent < 0 || c.SlowPercent > 100:
		return fmt.Errorf("%w: slow_percent=%d, want 0..100", ErrConfig, c.SlowPercent)
	case c.TimeSlackPercent < 0 || c.TimeSlackPercent > 100:
		return fmt.Errorf("%w: time_slack_percent=%d, want 0..100", ErrConfig, c.TimeSlackPercent)
	}
	for i, t := range c.Tiers {
		if t.Name == "" || t.Name == Unattested {
			return fmt.Errorf("%w: tiers[%d] needs a name other than %q", ErrConfig, i, Unattested)
		}
		if i > 0 && t.MinOpsPerSecond <= c.Tiers[i-1].MinOpsPerSecond {
			return fmt.Errorf("%w: tiers must ascend by min_ops_per_second (tiers[%d])", ErrConfig, i)
		}
	}
	return nil
}

// TierFor returns the highest tier whose minimum ops/s is met, or Unattested.
func TierFor(tiers []Tier, opsPerSecond uint64) string {
	name := Unattested
	for _, t := range tiers {
		if opsPerSecond >= t.MinOpsPerSecond {
			name = t.Name
		}
	}
	return name
}

// CheckTime fails with ErrTimeClaim when the provider reports a time clearly faster than the
// challenger observed for the same work.
func CheckTime(observed, reported, slack time.Duration, slackPercent int) error {
	floor := observed - slack - observed*time.Duration(slackPercent)/100
	if reported < floor {
		return fmt.Errorf("%w: reported %s, observed %s", ErrTimeClaim, reported, observed)
	}
	return nil
}

// Node is a provider to challenge.
type Node struct {
	Provider            common.Address
	ClaimedOpsPerSecond uint64 // from its offer; 0 if it claims nothing
	Target              Target
}

// Result is the outcome of one challenge.
type Result struct {
	Provider    common.Address
	Attestation *Attestation // signed; nil when the challenge failed
	Tier        string       // the node's tier after this challenge
	Downgraded  bool         // the tier went down (or the node failed)
	Err         error        // nil, a check error, ErrTimeClaim or ErrTooSlow
}

// NodeState is what the challenger knows about a node.
type NodeState struct {
	Tier     string
	Last     *Attestation // last passing attestation
	Passed   int
	Failed   int
	LastErr  string
	LastSeen time.Time
	Refusals int // consecutive refused challenges
}

// maxRefusals is how many refusals in a row a node gets before a refusal counts as a failure.
const maxRefusals = 2

// Challenger challenges providers at random times and keeps their tiers.
type Challenger struct {
	key  *ecdsa.PrivateKey
	addr common.Address
	dom  contracts.Domain
	cfg  ChallengerConfig
	log  *slog.Logger
	now  func() time.Time

	mu     sync.Mutex
	rng    *rand.Rand
	seeds  io.Reader
	states map[common.Address]*NodeState

	onResult func(Result)
	outcomes *prometheus.CounterVec
	checkSec prometheus.Histogram
}

// ChallengerOption configures a Challenger.
type ChallengerOption func(*Challenger)

// WithLogger sets the logger (default discards).
func WithLogger(l *slog.Logger) ChallengerOption { return func(c *Challenger) { c.log = l } }

// WithRegisterer registers the challenger's metrics.
func WithRegisterer(r prometheus.Registerer) ChallengerOption {
	return func(c *Challenger) {
		if r != nil {
			r.MustRegister(c.outcomes, c.checkSec)
		}
	}
}

// WithRandom sets the source of seeds and of the schedule and row choice (default crypto/rand).
// Tests pass a deterministic reader; production must not.
func WithRandom(r io.Reader) ChallengerOption { return func(c *Challenger) { c.seeds = r } }

// WithResults calls f after every challenge (from the goroutine that ran it).
func WithResults(f func(Result)) ChallengerOption { return func(c *Challenger) { c.onResult = f } }

// NewChallenger returns a challenger that signs attestations with key under domain d.
func NewChallenger(key *ecdsa.PrivateKey, d contracts.Domain, cfg ChallengerConfig, opts ...ChallengerOption) (*Challenger, error) {
	if key == nil {
		return nil, fmt.Errorf("%w: challenger key is required", ErrConfig)
	}
	if err := d.Capacity().Check(); err != nil {
		return nil, err
	}
	cfg.EnsureDefaults()
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	c := &Challenger{
		key: key, addr: crypto.PubkeyToAddress(key.PublicKey), dom: d, cfg: cfg,
		log: slog.New(slog.DiscardHandler), now: time.Now, seeds: crand.Reader,
		states: map[common.Address]*NodeState{},
		outcomes: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "gpumesh", Subsystem: "capacity", Name: "challenges_total",
			Help: "Capacity challenges by outcome (pass, fail, slow, refused).",
		}, []string{"outcome"}),
		checkSec: prometheus.NewHistogram(prometheus.HistogramOpts{
			Namespace: "gpumesh", Subsystem: "capacity", Name: "check_seconds",
			Help: "Challenger-side verification time per challenge.", Buckets: prometheus.ExponentialBuckets(1e-4, 4, 10),
		}),
	}
	for _, o := range opts {
		o(c)
	}
	var s [32]byte
	if _, err := io.ReadFull(c.seeds, s[:]); err != nil {
		return nil, fmt.Errorf("capacity: seed the challenger: %w", err)
	}
	c.rng = rand.New(rand.NewChaCha8(s))
	return c, nil
}

// Address is the challenger's address (it signs attestations).
func (c *Challenger) Address() common.Address { return c.addr }

// State returns what the challenger knows about provider.
func (c *Challenger) State(provider common.Address) (NodeState, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	s, ok := c.states[provider]
	if !ok {
		return NodeState{Tier: Unattested}, false
	}
	return *s, true
}

func (c *Challenger) newSeed() (Seed, error) {
	var s Seed
	_, err := io.ReadFull(c.seeds, s[:])
	return s, err
}

// Challenge runs one challenge against node now, updates its tier and returns the result. The
// error in Result is the node's failure; Challenge's own error is the challenger's (no
// randomness, or ctx ended before the node answered).
func (c *Challenger) Challenge(ctx context.Context, node Node) (Result, error) {
	seed, err := c.newSeed()
	if err != nil {
		return Result{}, fmt.Errorf("capacity: challenge seed: %w", err)
	}
	parent := ctx
	ctx, cancel := context.WithTimeout(parent, c.cfg.Timeout)
	defer cancel()
	ch := Challenge{Version: ProtocolVersion, Seed: seed, N: uint32(c.cfg.N), Challenger: c.addr}

	att, nodeErr := c.run(ctx, node, ch)
	if parent.Err() != nil { // the challenger is shutting down: not the node's fault
		return Result{}, fmt.Errorf("capacity: challenge %s: %w", node.Provider, parent.Err())
	}
	return c.record(node, att, nodeErr), nil
}

func (c *Challenger) run(ctx context.Context, node Node, ch Challenge) (*Attestation, error) {
	start := time.Now()
	cm, err := node.Target.Commit(ctx, ch)
	observed := time.Since(start)
	if err != nil {
		return nil, fmt.Errorf("commit: %w", err)
	}
	c.mu.Lock()
	plan := NewPlan(c.rng, ch.N, c.cfg.Check)
	c.mu.Unlock()
	resp, err := node.Target.Open(ctx, plan.Request)
	if err != nil {
		return nil, fmt.Errorf("open: %w", err)
	}
	t0 := time.Now()
	err = Check(ch, cm, plan, resp)
	c.checkSec.Observe(time.Since(t0).Seconds())
	if err != nil {
		return nil, err
	}
	if err := CheckTime(observed, time.Duration(cm.ElapsedNanos), c.cfg.TimeSlack, c.cfg.TimeSlackPercent); err != nil {
		return nil, err
	}
	att := &Attestation{
		Provider: node.Provider, N: ch.N, Seed: ch.Seed, Root: cm.Root,
		ElapsedNanos: uint64(observed.Nanoseconds()), OpsPerSecond: OpsPerSecond(int(ch.N), observed),
		Device: cm.Device, RowsChecked: uint32(len(plan.Request.Rows)),
		EntriesPerRow: uint32(c.cfg.Check.EntriesPerRow), IssuedAt: uint64(c.now().Unix()),
	}
	if err := att.Sign(c.key, c.dom); err != nil {
		return nil, err
	}
	if node.ClaimedOpsPerSecond > 0 {
		// measured < claimed * SlowPercent / 100, in exact integer arithmetic.
		lhs := new(big.Int).Mul(u64(att.OpsPerSecond), big.NewInt(100))
		rhs := new(big.Int).Mul(u64(node.ClaimedOpsPerSecond), big.NewInt(int64(c.cfg.SlowPercent)))
		if lhs.Cmp(rhs) < 0 {
			return att, fmt.Errorf("%w: measured %d ops/s, claims %d", ErrTooSlow, att.OpsPerSecond, node.ClaimedOpsPerSecond)
		}
	}
	return att, nil
}

func (c *Challenger) tierIndex(name string) int {
	for i, t := range c.cfg.Tiers {
		if t.Name == name {
			return i
		}
	}
	return -1
}

func (c *Challenger) record(node Node, att *Attestation, nodeErr error) Result {
	c.mu.Lock()
	defer c.mu.Unlock()
	st, ok := c.states[node.Provider]
	if !ok {
		st = &NodeState{Tier: Unattested}
		c.states[node.Provider] = st
	}
	prev := st.Tier
	st.LastSeen = c.now()
	res := Result{Provider: node.Provider, Err: nodeErr}
	outcome := "pass"
	switch {
	case att == nil && errors.Is(nodeErr, ErrRefused) && st.Refusals < maxRefusals:
		// Busy with another challenger (or n above its limit): keeps its tier this time, but a
		// node cannot hide behind refusals: the maxRefusals-th in a row counts as a failure.
		st.Refusals++
		outcome = "refused"
	case att == nil: // failed a check: loses its tier
		st.Tier = Unattested
		st.Failed++
		outcome = "fail"
	case nodeErr != nil: // far slower than it claims: the tier it measured, no more
		st.Tier = TierFor(c.cfg.Tiers, att.OpsPerSecond)
		st.Last = att
		st.Failed++
		outcome = "slow"
	default:
		st.Tier = TierFor(c.cfg.Tiers, att.OpsPerSecond)
		st.Last = att
		st.Passed++
	}
	if outcome != "refused" {
		st.Refusals = 0
	}
	st.LastErr = ""
	if nodeErr != nil {
		st.LastErr = nodeErr.Error()
	}
	res.Attestation, res.Tier = att, st.Tier
	res.Downgraded = outcome == "fail" || outcome == "slow" || c.tierIndex(st.Tier) < c.tierIndex(prev)
	c.outcomes.WithLabelValues(outcome).Inc()
	// A provider is challenged every few seconds: a pass that keeps its tier is Debug, anything
	// else (a failure, a refusal, a tier change) is Info.
	level := slog.LevelInfo
	if outcome == "pass" && st.Tier == prev {
		level = slog.LevelDebug
	}
	c.log.Log(context.Background(), level, "capacity challenge", "provider", node.Provider, "outcome", outcome, "tier", st.Tier, "prev_tier", prev, "err", nodeErr)
	return res
}

// nextInterval draws an exponential interval with the configured mean, at least MinInterval.
func (c *Challenger) nextInterval() time.Duration {
	c.mu.Lock()
	d := time.Duration(c.rng.ExpFloat64() * float64(c.cfg.MeanInterval))
	c.mu.Unlock()
	if d < c.cfg.MinInterval {
		d = c.cfg.MinInterval
	}
	if d > math.MaxInt64/2 {
		d = math.MaxInt64 / 2
	}
	return d
}

// Run challenges the nodes that nodes() returns, each at random times, one challenge at a time,
// until ctx ends. Nodes that disappear from nodes() are forgotten by the schedule.
func (c *Challenger) Run(ctx context.Context, nodes func() []Node) error {
	due := map[common.Address]time.Time{}
	timer := time.NewTimer(0)
	defer timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-timer.C:
		}
		current := nodes()
		now := time.Now()
		live := make(map[common.Address]bool, len(current))
		for _, n := range current {
			live[n.Provider] = true
			if _, ok := due[n.Provider]; !ok {
				due[n.Provider] = now.Add(c.nextInterval())
			}
		}
		for a := range due {
			if !live[a] {
				delete(due, a)
			}
		}
		// Challenge every node that is due, in address order (deterministic).
		sort.Slice(current, func(i, j int) bool { return current[i].Provider.Cmp(current[j].Provider) < 0 })
		for _, n := range current {
			if ctx.Err() != nil {
				return nil
			}
			if due[n.Provider].After(time.Now()) {
				continue
			}
			res, err := c.Challenge(ctx, n)
			if err != nil {
				if ctx.Err() != nil {
					return nil
				}
				c.log.Warn("capacity challenge aborted", "provider", n.Provider, "err", err)
			} else if c.onResult != nil {
				c.onResult(res)
			}
			due[n.Provider] = time.Now().Add(c.nextInterval())
		}
		// Wake for the earliest due node, and at least every MinInterval to pick up new nodes.
		next := time.Now().Add(max(c.cfg.MinInterval, time.Millisecond))
		for _, t := range due {
			if t.Before(next) {
				next = t
			}
		}
		timer.Reset(max(0, time.Until(next)))
	}
}
