package capacity

import (
	"context"
	"crypto/sha256"
	"fmt"
	"math/big"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	lru "github.com/hashicorp/golang-lru/v2"

	"github.com/gpumesh/gpumesh/contracts"
)

// Trust model (who may vouch for a provider's capacity).
//
// An attestation is credited — its throughput counted by matching, its tier shown — only when
// all of these hold:
//
//   - its EIP-712 signature verifies under the attestation domain (chain id + ProviderRegistry
//     address: no replay across chains or deployments) and names the signer as Challenger;
//   - Provider is the provider whose offer quotes it (an offer cannot borrow another node's
//     attestation), and Challenger is not the provider (no self-attestation);
//   - the challenger is trusted by the node doing the crediting: it is on that node's configured
//     list (TrustConfig.Challengers), or, when TrustConfig.Stakes is set, it holds at least
//     TrustConfig.MinStake in the ProviderRegistry (any staked node may act as a verifier; its
//     stake is what a colluding challenger puts at risk);
//   - it is fresh: IssuedAt is at most MaxAge old (and not more than MaxSkew in the future).
//
// Challengers re-challenge at random times (Challenger.Run) well within MaxAge, so an honest
// node always has a fresh attestation. A node that fails, or turns out far slower than it
// claims, gets no new attestation at its old level; its last one expires after MaxAge and from
// then on it is credited with nothing (or with the slower number it measured). That expiry is
// how a node loses its tier everywhere, without any node having to trust the others' word.
type TrustConfig struct {
	// Domain is the attestation signing domain (chain id, ProviderRegistry address). Required.
	Domain contracts.Domain
	// Challengers are trusted challenger addresses.
	Challengers []common.Address
	// Stakes, when set, also trusts any challenger whose registry stake is at least MinStake.
	Stakes StakeSource
	// MinStake for Stakes. Default 1 token unit (any stake).
	MinStake *big.Int
	// StakeCacheTTL is how long a stake lookup is reused. Default 1 minute.
	StakeCacheTTL time.Duration
	// MaxAge is how long an attestation is credited after it was issued. Default 3h (three times
	// the challenger's default mean interval: a node has several chances to be re-attested).
	MaxAge time.Duration
	// MaxSkew tolerates an IssuedAt slightly in the future (clock differences). Default 1m.
	MaxSkew time.Duration
	// Tiers name throughput classes. Default DefaultTiers.
	Tiers []Tier
}

// StakeSource reads a challenger's registry stake (contracts.Client.StakeOf satisfies it through
// a one-line adapter; a consumer-owned interface so this package does not import contracts).
type StakeSource interface {
	Stake(ctx context.Context, addr common.Address) (*big.Int, error)
}

// StakeFunc adapts a function to StakeSource.
type StakeFunc func(ctx context.Context, addr common.Address) (*big.Int, error)

// Stake implements StakeSource.
func (f StakeFunc) Stake(ctx context.Context, addr common.Address) (*big.Int, error) {
	return f(ctx, addr)
}

// Reasons an attestation is not credited (each wraps ErrAttestation).
var (
	ErrUntrusted     = fmt.Errorf("%w: challenger not trusted", ErrAttestation)
	ErrStale         = fmt.Errorf("%w: attestation too old", ErrAttestation)
	ErrWrongProvider = fmt.Errorf("%w: attestation is for another provider", ErrAttestation)
	ErrSelfAttested  = fmt.Errorf("%w: provider attested itself", ErrAttestation)
	ErrNoAttestation = fmt.Errorf("%w: offer quotes no attestation", ErrAttestation)
)

// Trust checks attestations against a TrustConfig. It is safe for concurrent use.
type Trust struct {
	cfg  TrustConfig
	list map[common.Address]bool

	mu    sync.Mutex
	cache map[common.Address]stakeEntry

	// verified holds attestations that Credit decoded and credited, by SHA-256 of their
	// encoding: whether an encoding decodes and its signature verifies (Attestation.Verify under
	// cfg.Domain) depends on nothing else, and a provider quotes the same attestation in every
	// offer it refreshes, so a book crediting each offer it hears would otherwise recover the
	// same signature at every refresh. Provider, freshness and trust are checked on every call.
	verified *lru.Cache[[32]byte, *Attestation]
}

// verifiedSize bounds Trust.verified (one attestation per provider is the usual need).
const verifiedSize = 8192

type stakeEntry struct {
	ok  bool
	at  time.Time
	err error
}

// NewTrust checks cfg and returns a Trust.
func NewTrust(cfg TrustConfig) (*Trust, error) {
	if err := cfg.Domain.Capacity().Check(); err != nil {
		return nil, fmt.Errorf("%w: trust domain: %w", ErrConfig, err)
	}
	if len(cfg.Challengers) == 0 && cfg.Stakes == nil {
		return nil, fmt.Errorf("%w: trust needs challengers (a list) or stakes (the registry), or both", ErrConfig)
	}
	if cfg.MinStake == nil || cfg.MinStake.Sign() <= 0 {
		cfg.MinStake = big.NewInt(1)
	}
	if cfg.StakeCacheTTL <= 0 {
		cfg.StakeCacheTTL = time.Minute
	}
	if cfg.MaxAge <= 0 {
		cfg.MaxAge = 3 * time.Hour
	}
	if cfg.MaxSkew <= 0 {
		cfg.MaxSkew = time.Minute
	}
	if len(cfg.Tiers) == 0 {
		cfg.Tiers = DefaultTiers
	}
	verified, _ := lru.New[[32]byte, *Attestation](verifiedSize) // only fails on size <= 0
	t := &Trust{cfg: cfg, list: map[common.Address]bool{}, cache: map[common.Address]stakeEntry{}, verified: verified}
	for _, a := range cfg.Challengers {
		t.list[a] = true
	}
	return t, nil
}

// MaxAge is how long an attestation is credited after it was issued.
func (t *Trust) MaxAge() time.Duration { return t.cfg.MaxAge }

// Domain is the attestation signing domain.
func (t *Trust) Domain() contracts.Domain { return t.cfg.Domain }

// Tiers are the throughput classes used by TierOf.
func (t *Trust) Tiers() []Tier { return slices.Clone(t.cfg.Tiers) }

// Trusted reports whether challenger may vouch for providers.
func (t *Trust) Trusted(challenger common.Address, now time.Time) bool {
	if t.list[challenger] {
		return true
	}
	if t.cfg.Stakes == nil {
		return false
	}
	t.mu.Lock()
	e, ok := t.cache[challenger]
	t.mu.Unlock()
	if ok && now.Sub(e.at) < t.cfg.StakeCacheTTL && e.err == nil {
		return e.ok
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	stake, err := t.cfg.Stakes.Stake(ctx, challenger)
	e = stakeEntry{ok: err == nil && stake != nil && stake.Cmp(t.cfg.MinStake) >= 0, at: now, err: err}
	t.mu.Lock()
	if len(t.cache) > 4096 {
		clear(t.cache)
	}
	t.cache[challenger] = e
	t.mu.Unlock()
	return e.ok
}

// Check verifies a for provider at now: signature, provider, challenger trust and freshness.
func (t *Trust) Check(provider common.Address, a *Attestation, now time.Time) error {
	return t.check(provider, a, now, false)
}

// check is Check; signed says a's fields and signature are known to verify (Credit's cache),
// which skips that one step and no other.
func (t *Trust) check(provider common.Address, a *Attestation, now time.Time, signed bool) error {
	if a == nil {
		return ErrNoAttestation
	}
	if a.Provider != provider {
		return fmt.Errorf("%w: names %s, offer is from %s", ErrWrongProvider, a.Provider, provider)
	}
	if a.Challenger == provider {
		return fmt.Errorf("%w: %s", ErrSelfAttested, provider)
	}
	if !signed {
		if err := a.Verify(t.cfg.Domain); err != nil {
			return err
		}
	}
	issued := unixTime(a.IssuedAt)
	if issued.After(now.Add(t.cfg.MaxSkew)) {
		return fmt.Errorf("%w: issued at %s, in the future", ErrAttestation, issued.UTC().Format(time.RFC3339))
	}
	if !now.Before(issued.Add(t.cfg.MaxAge)) {
		return fmt.Errorf("%w: issued %s ago, max age %s", ErrStale, now.Sub(issued).Round(time.Second), t.cfg.MaxAge)
	}
	if !t.Trusted(a.Challenger, now) {
		return fmt.Errorf("%w: %s", ErrUntrusted, a.Challenger)
	}
	return nil
}

// Expires is when a stops being credited.
func (t *Trust) Expires(a *Attestation) time.Time { return unixTime(a.IssuedAt).Add(t.cfg.MaxAge) }

// Credit decodes an offer's attestation bytes and checks them for provider at now. It returns
// the credited throughput in int8 multiply-accumulates per second (the market's unit: half the
// attested int8 ops/s) and when the credit ends. Its signature is the market book's hook
// (book.Config.Attestations).
func (t *Trust) Credit(provider common.Address, attestation []byte, now time.Time) (uint64, time.Time, error) {
	if len(attestation) == 0 {
		return 0, time.Time{}, ErrNoAttestation
	}
	key := sha256.Sum256(attestation)
	if a, ok := t.verified.Get(key); ok {
		if err := t.check(provider, a, now, true); err != nil {
			return 0, time.Time{}, err
		}
		return MACsPerSecond(a.OpsPerSecond), t.Expires(a), nil
	}
	a, err := DecodeAttestation(attestation)
	if err != nil {
		return 0, time.Time{}, fmt.Errorf("%w: %w", ErrAttestation, err)
	}
	if err := t.Check(provider, a, now); err != nil {
		return 0, time.Time{}, err
	}
	t.verified.Add(key, a)
	return MACsPerSecond(a.OpsPerSecond), t.Expires(a), nil
}

// TierOf is the tier that a's throughput earns, or Unattested when a is not credited at now.
func (t *Trust) TierOf(provider common.Address, a *Attestation, now time.Time) string {
	if t.Check(provider, a, now) != nil {
		return Unattested
	}
	return TierFor(t.cfg.Tiers, a.OpsPerSecond)
}

// MACsPerSecond converts attested int8 ops/s (2 per multiply-accumulate) to the market's unit.
func MACsPerSecond(opsPerSecond uint64) uint64 { return opsPerSecond / 2 }

// TierMinMACs is the lowest market throughput (int8 MAC/s) of the named tier, for a job's
// Requirements.MinThroughput; false when tiers has no such tier.
func TierMinMACs(tiers []Tier, name string) (uint64, bool) {
	for _, t := range tiers {
		if t.Name == name {
			return t.MinOpsPerSecond / 2, true // tiers are even numbers of ops/s
		}
	}
	return 0, false
}

func unixTime(s uint64) time.Time {
	if s > 1<<62 {
		s = 1 << 62
	}
	return time.Unix(int64(s), 0)
}
