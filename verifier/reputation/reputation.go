// Package reputation computes provider reputation from chain events and capacity attestations
// only, as beta counts with exponential time decay, weighted by job value.
//
// Determinism: every node that sees the same events computes bit-identical numbers. Inputs are
// sorted and de-duplicated, weights and decay are exact integer arithmetic (no floating point,
// no map iteration order), and the only float64 is the final score, the correctly rounded value
// of an exact rational.
//
// Source reads the inputs from a chain: the JobEscrow's and the ProviderRegistry's logs, block
// range by block range from the deployment block, mapped to events (see state.go for the
// mapping) and stamped with their block's time. It remembers the last block it read (in memory or
// in a Store) so later reads fetch only new blocks, and computes every score as of the last block
// read, so nodes at the same block agree. Capacity challenges come in through AddChallenges.
// ForAddress is the one-call form for a provider's status.
package reputation

import (
	"errors"
	"fmt"
	"io"
	"math/big"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/ethereum/go-ethereum/common"
)

// Kind is what happened.
type Kind uint8

// Kinds of event, and the chain events they come from (contracts/src):
//
//	JobEscrow.JobClaimed(jobId, provider, payout, fee)        -> Completed, Value = the job's price
//	JobEscrow.ResultSubmitted after the job's deadline         -> Late (if the escrow accepts it)
//	JobEscrow.JobRefunded(jobId, requester, price, slashed)   -> Refunded, and Slashed if slashed > 0
//	ProviderRegistry.Slashed(provider, by, recipient, amount) -> Slashed (when not already counted
//	                                                             from JobRefunded of the same tx)
//	JobEscrow.DisputeOpened(jobId, ...)                        -> Disputed
//	JobEscrow.DisputeResolved(jobId, id, outcome, ...)         -> DisputeLost (provider fault; the
//	                                                             refund and slashes of the same tx are
//	                                                             not counted again), DisputeWon
//	                                                             (provider right), nothing (void)
//	capacity.Challenger results (signed attestations)          -> ChallengePassed / ChallengeFailed
//
// Time is the block timestamp (challenges: the attestation's IssuedAt); Block and LogIndex order
// and de-duplicate events (challenges: use 0 and a per-challenger counter).
const (
	Completed       Kind = iota + 1 // job settled normally (provider claimed after the window)
	Late                            // result submitted after the deadline but accepted
	Refunded                        // deadline missed: requester refunded
	Slashed                         // collateral slashed (deadline miss or lost dispute)
	Disputed                        // a dispute was opened against the provider's result
	ChallengePassed                 // passed a capacity challenge
	ChallengeFailed                 // failed a capacity challenge or was far slower than claimed
	DisputeWon                      // a dispute against the provider was decided in its favour
	DisputeLost                     // a dispute found the provider's result wrong (its collateral is slashed)
	kindEnd
)

var kindNames = [...]string{"", "completed", "late", "refunded", "slashed", "disputed", "challenge-passed", "challenge-failed", "dispute-won", "dispute-lost"}

func (k Kind) String() string {
	if k >= 1 && k < kindEnd {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// ParseKind parses a Kind's String form.
func ParseKind(s string) (Kind, error) {
	for k := Completed; k < kindEnd; k++ {
		if kindNames[k] == s {
			return k, nil
		}
	}
	return 0, fmt.Errorf("%w: unknown event kind %q", ErrEvent, s)
}

// Event is one input. The lead maps escrow and registry events (and challenger results) to it.
type Event struct {
	Provider common.Address `cbor:"1,keyasint"`
	Kind     Kind           `cbor:"2,keyasint"`
	JobID    common.Hash    `cbor:"3,keyasint,omitempty"` // challenges: the challenge's id
	Value    *big.Int       `cbor:"4,keyasint,omitempty"` // the job's price in token units; nil for challenges
	Time     uint64         `cbor:"5,keyasint"`           // block timestamp (unix seconds)
	Block    uint64         `cbor:"6,keyasint,omitempty"` // block number (ordering and de-duplication)
	LogIndex uint           `cbor:"7,keyasint,omitempty"` // log index within the block
	TxHash   common.Hash    `cbor:"8,keyasint,omitempty"` // the transaction (display only; zero for challenges)
}

// ErrEvent reports an invalid event.
var ErrEvent = errors.New("reputation: invalid event")

// Config sets the weights. Zero fields take the documented defaults.
type Config struct {
	// HalfLife is the time after which an event counts half, in seconds. Default 30 days.
	HalfLife uint64
	// PriorSuccess and PriorFailure are the beta prior in weight units (a new provider's score is
	// PriorSuccess/(PriorSuccess+PriorFailure)). Default 4 and 4: score 0.5.
	PriorSuccess, PriorFailure uint64
	// ValueUnit is the job value of weight 2: a job's value weight is 1 + bitlen(value/ValueUnit)
	// (logarithmic, so a flood of tiny jobs or one huge job cannot dominate), capped at
	// MaxValueWeight. Default 1e16 token units.
	ValueUnit *big.Int
	// MaxValueWeight caps the value weight. Default 16.
	MaxValueWeight uint64
	// ChallengeWeight is the value weight of a capacity challenge. Default 4.
	ChallengeWeight uint64
}

func (c Config) withDefaults() Config {
	if c.HalfLife == 0 {
		c.HalfLife = 30 * 24 * 3600
	}
	if c.PriorSuccess == 0 && c.PriorFailure == 0 {
		c.PriorSuccess, c.PriorFailure = 4, 4
	}
	if c.ValueUnit == nil || c.ValueUnit.Sign() <= 0 {
		c.ValueUnit = big.NewInt(1e16)
	}
	if c.MaxValueWeight == 0 {
		c.MaxValueWeight = 16
	}
	if c.ChallengeWeight == 0 {
		c.ChallengeWeight = 4
	}
	return c
}

// effect is how much one event of a kind adds to the success and failure counts, in quarters of
// its value weight: a completed job of value weight w adds w successes, a slashing 2w failures.
var effect = [kindEnd]struct{ success, failure uint64 }{
	Completed:       {4, 0},
	Late:            {2, 2}, // the work was done, late
	Refunded:        {0, 4},
	Slashed:         {0, 8}, // comes with Refunded or a lost dispute: counts on top
	Disputed:        {0, 2}, // provisional; DisputeWon cancels it out
	DisputeWon:      {2, 0},
	DisputeLost:     {0, 12}, // a wrong result: worse than a missed deadline (refund + slash)
	ChallengePassed: {4, 0},
	ChallengeFailed: {0, 8},
}

// Score is a provider's reputation.
type Score struct {
	Provider common.Address
	// Mean is (prior + successes) / (priors + successes + failures), in [0, 1].
	Mean float64
	// Bps is Mean in basis points (0..10000), rounded half up from the exact rational: the form
	// matching uses (market.Requirements.MinReputation).
	Bps uint32
	// Success and Failure are the decayed weighted counts, in weight units (display only).
	Success, Failure float64
	// Events counted (after de-duplication, at or before asOf).
	Events int
	// exact counts, Q32 fixed point times quarters
	s, f *big.Int
}

// decayQ32 returns 2^(-age/halfLife) in Q32 fixed point, exactly the same on every machine:
// whole half-lives are shifts, the fraction is a table of 2^(-i/64).
func decayQ32(age, halfLife uint64) uint64 {
	halves := age / halfLife
	if halves >= 33 {
		return 0
	}
	frac := (age % halfLife) * 64 / halfLife // 0..63; no overflow for halfLife < 2^57
	return exp2NegTable[frac] >> halves
}

// exp2NegTable[i] = round(2^(-i/64) * 2^32).
var exp2NegTable = [64]uint64{
	4294967296, // 2^(-0/64)
	4248701965, // 2^(-1/64)
	4202935003, // 2^(-2/64)
	4157661043, // 2^(-3/64)
	4112874773, // 2^(-4/64)
	4068570940, // 2^(-5/64)
	4024744348, // 2^(-6/64)
	3981389855, // 2^(-7/64)
	3938502376, // 2^(-8/64)
	3896076880, // 2^(-9/64)
	3854108391, // 2^(-10/64)
	3812591987, // 2^(-11/64)
	3771522796, // 2^(-12/64)
	3730896002, // 2^(-13/64)
	3690706840, // 2^(-14/64)
	3650950594, // 2^(-15/64)
	3611622603, // 2^(-16/64)
	3572718252, // 2^(-17/64)
	3534232978, // 2^(-18/64)
	3496162267, // 2^(-19/64)
	3458501653, // 2^(-20/64)
	3421246719, // 2^(-21/64)
	3384393094, // 2^(-22/64)
	3347936457, // 2^(-23/64)
	3311872529, // 2^(-24/64)
	3276197082, // 2^(-25/64)
	3240905930, // 2^(-26/64)
	3205994934, // 2^(-27/64)
	3171459999, // 2^(-28/64)
	3137297074, // 2^(-29/64)
	3103502151, // 2^(-30/64)
	3070071267, // 2^(-31/64)
	3037000500, // 2^(-32/64)
	3004285971, // 2^(-33/64)
	2971923842, // 2^(-34/64)
	2939910317, // 2^(-35/64)
	2908241642, // 2^(-36/64)
	2876914102, // 2^(-37/64)
	2845924021, // 2^(-38/64)
	2815267765, // 2^(-39/64)
	2784941738, // 2^(-40/64)
	2754942382, // 2^(-41/64)
	2725266179, // 2^(-42/64)
	2695909648, // 2^(-43/64)
	2666869345, // 2^(-44/64)
	2638141863, // 2^(-45/64)
	2609723834, // 2^(-46/64)
	2581611923, // 2^(-47/64)
	2553802834, // 2^(-48/64)
	2526293303, // 2^(-49/64)
	2499080105, // 2^(-50/64)
	2472160047, // 2^(-51/64)
	2445529972, // 2^(-52/64)
	2419186755, // 2^(-53/64)
	2393127307, // 2^(-54/64)
	2367348571, // 2^(-55/64)
	2341847524, // 2^(-56/64)
	2316621173, // 2^(-57/64)
	2291666561, // 2^(-58/64)
	2266980759, // 2^(-59/64)
	2242560872, // 2^(-60/64)
	2218404036, // 2^(-61/64)
	2194507417, // 2^(-62/64)
	2170868212, // 2^(-63/64)
}

func eventLess(a, b Event) int {
	switch {
	case a.Time != b.Time:
		return cmpU(a.Time, b.Time)
	case a.Block != b.Block:
		return cmpU(a.Block, b.Block)
	case a.LogIndex != b.LogIndex:
		return cmpU(uint64(a.LogIndex), uint64(b.LogIndex))
	case a.Provider != b.Provider:
		return a.Provider.Cmp(b.Provider)
	case a.Kind != b.Kind:
		return cmpU(uint64(a.Kind), uint64(b.Kind))
	}
	if c := strings.Compare(string(a.JobID[:]), string(b.JobID[:])); c != 0 {
		return c
	}
	// Last tie-breaker, so the order (and de-duplication) never depends on the input order.
	switch {
	case a.Value == nil && b.Value == nil:
		return 0
	case a.Value == nil:
		return -1
	case b.Value == nil:
		return 1
	}
	return a.Value.Cmp(b.Value)
}

func cmpU(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// Validate checks one event.
func (e Event) Validate() error {
	if e.Kind < 1 || e.Kind >= kindEnd {
		return fmt.Errorf("%w: kind %d", ErrEvent, e.Kind)
	}
	if e.Provider == (common.Address{}) {
		return fmt.Errorf("%w: %s event without a provider", ErrEvent, e.Kind)
	}
	if e.Value != nil && e.Value.Sign() < 0 {
		return fmt.Errorf("%w: %s event with negative value %s", ErrEvent, e.Kind, e.Value)
	}
	return nil
}

func (c Config) valueWeight(e Event) uint64 {
	if e.Kind == ChallengePassed || e.Kind == ChallengeFailed {
		return c.ChallengeWeight
	}
	if e.Value == nil {
		return 1
	}
	units := new(big.Int).Quo(e.Value, c.ValueUnit)
	return min(1+uint64(units.BitLen()), c.MaxValueWeight)
}

// Compute returns every provider's score as of asOf (unix seconds), sorted by address. Events
// after asOf are ignored; an event that appears twice (same block, log index, provider, kind and
// job) counts once.
func Compute(events []Event, asOf uint64, cfg Config) ([]Score, error) {
	cfg = cfg.withDefaults()
	sorted := make([]Event, 0, len(events))
	for i, e := range events {
		if err := e.Validate(); err != nil {
			return nil, fmt.Errorf("event %d: %w", i, err)
		}
		if e.Time <= asOf {
			sorted = append(sorted, e)
		}
	}
	slices.SortStableFunc(sorted, eventLess)
	sorted = slices.CompactFunc(sorted, func(a, b Event) bool { return eventLess(a, b) == 0 })

	var out []Score
	byProvider := map[common.Address]int{} // index into out; lookups only, never iterated
	for _, e := range sorted {
		i, ok := byProvider[e.Provider]
		if !ok {
			i = len(out)
			byProvider[e.Provider] = i
			out = append(out, Score{Provider: e.Provider, s: new(big.Int), f: new(big.Int)})
		}
		w := new(big.Int).SetUint64(cfg.valueWeight(e))
		w.Mul(w, new(big.Int).SetUint64(decayQ32(asOf-e.Time, cfg.HalfLife)))
		eff := effect[e.Kind]
		sc := &out[i]
		sc.s.Add(sc.s, new(big.Int).Mul(w, new(big.Int).SetUint64(eff.success)))
		sc.f.Add(sc.f, new(big.Int).Mul(w, new(big.Int).SetUint64(eff.failure)))
		sc.Events++
	}
	for i := range out {
		out[i].finish(cfg)
	}
	slices.SortFunc(out, func(a, b Score) int { return a.Provider.Cmp(b.Provider) })
	return out, nil
}

// unit is one weight unit in the exact counts: Q32 times 4 quarters.
var unit = new(big.Int).Lsh(big.NewInt(4), 32)

func (s *Score) finish(cfg Config) {
	ps := new(big.Int).Mul(new(big.Int).SetUint64(cfg.PriorSuccess), unit)
	pf := new(big.Int).Mul(new(big.Int).SetUint64(cfg.PriorFailure), unit)
	num := new(big.Int).Add(ps, s.s)
	den := new(big.Int).Add(num, pf)
	den.Add(den, s.f)
	if den.Sign() == 0 {
		s.Mean, s.Bps = 0.5, 5000
	} else {
		s.Mean, _ = new(big.Rat).SetFrac(num, den).Float64()
		bps := new(big.Int).Mul(num, big.NewInt(2*10_000))
		bps.Add(bps, den)
		bps.Quo(bps, new(big.Int).Lsh(den, 1)) // floor((2*num*10000 + den) / (2*den))
		s.Bps = uint32(bps.Uint64())
	}
	s.Success, _ = new(big.Rat).SetFrac(s.s, unit).Float64()
	s.Failure, _ = new(big.Rat).SetFrac(s.f, unit).Float64()
}

// Of returns provider's score from scores (as Compute returns them), or the prior if it has no
// events.
func Of(scores []Score, provider common.Address, cfg Config) Score {
	i, ok := slices.BinarySearchFunc(scores, provider, func(s Score, a common.Address) int { return s.Provider.Cmp(a) })
	if ok {
		return scores[i]
	}
	s := Score{Provider: provider, s: new(big.Int), f: new(big.Int)}
	s.finish(cfg.withDefaults())
	return s
}

// WriteTable prints scores, one line per provider (for `gpumesh reputation show`).
func WriteTable(w io.Writer, scores []Score) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "provider\tscore\tsuccess\tfailure\tevents")
	for _, s := range scores {
		fmt.Fprintf(tw, "%s\t%.6f\t%.4f\t%.4f\t%d\n", s.Provider.Hex(), s.Mean, s.Success, s.Failure, s.Events)
	}
	return tw.Flush()
}

// ChallengeEvent maps a capacity challenge of provider at unix time at to an event (passed or
// failed). seq orders several challenges of the same second (a per-challenger counter).
func ChallengeEvent(provider common.Address, passed bool, at uint64, seq uint) Event {
	k := ChallengeFailed
	if passed {
		k = ChallengePassed
	}
	return Event{Provider: provider, Kind: k, Time: at, LogIndex: seq}
}
