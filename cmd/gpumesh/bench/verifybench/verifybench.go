// Package verifybench is `gpumesh bench verify`: a Monte Carlo simulation of spot-checking under a
// class's parameters (verifier/spotcheck): detection, the expected profit of cheating strategies
// and the verification share of the network, the dispute-buying strategies
// (spotcheck.RunDisputeAttacks), and the burst collateral bound: the expected profit of cheating
// on k jobs of one payment channel whose collateral is slashed once (spotcheck.BurstCheatProfits,
// metric burst_cheat_profit_max).
package verifybench

import (
	"context"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"math/big"
	"math/rand/v2"
	"text/tabwriter"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/verifier/spotcheck"
)

// VerifyBenchConfig configures RunVerifyBench. Zero fields take the documented defaults.
type VerifyBenchConfig struct {
	Seed   uint64 // simulation seed (default 1)
	Jobs   int    // jobs per provider per run, the N of "detection after N jobs" (default 200)
	Runs   int    // Monte Carlo runs per adversary (default 500)
	Class  string // job class whose parameters are simulated (default "batch")
	Params *spotcheck.Params
	// DisputeQuorum is how many verifiers re-run a job after a mismatch (default 3).
	DisputeQuorum int
	// JobCostShare is the largest cost/price of the simulated jobs; costs are drawn uniformly
	// between half of it and it (default: the class's CostShare, the assumption p is built on).
	// Setting it above the class's CostShare simulates a wrong assumption.
	JobCostShare *big.Rat
	// CheaterFraction is the share of providers that are adversaries (split evenly among the
	// three kinds) when computing the network's verification share (default 0.1).
	CheaterFraction float64
	// BurstUnchecked is the w of the burst bound: burst jobs the requester pays a provider while
	// an earlier result of it is unchecked (default spotcheck.DefaultBurstUnchecked, the SDK's).
	BurstUnchecked int
	// BurstMultiple is the channel collateral per unit of the dearest job's price (default
	// spotcheck.BurstCollateralMultiple of the burst class's p and BurstUnchecked, what the SDK
	// asks). Setting it lower simulates a requester that asks for too little.
	BurstMultiple *big.Rat
}

// Adversary is one cheating strategy.
type Adversary struct {
	Name string
	// cheats decides for one job; small reports whether the job is a small one.
	cheats func(rng *rand.Rand, small bool) bool
}

// Adversaries are the simulated strategies: cheat always, on 10% of jobs at random, or only on
// small jobs (below the median value), where a cheater might hope checks are rarer.
var Adversaries = []Adversary{
	{"always", func(*rand.Rand, bool) bool { return true }},
	{"10%", func(r *rand.Rand, _ bool) bool { return r.IntN(10) == 0 }},
	{"small-jobs", func(_ *rand.Rand, small bool) bool { return small }},
}

// AdversaryResult is the simulated outcome of one strategy.
type AdversaryResult struct {
	Name string
	// DetectionProbability is the share of runs in which at least one cheat was caught within N jobs.
	DetectionProbability float64
	// AnalyticDetection is 1 - (1-p)^(mean cheats per run).
	AnalyticDetection float64
	// ExpectedProfitShare is the expected gain of the strategy over honest work per unit of reward
	// at stake: sum over cheated jobs of (C - p(R+S)) / sum over cheated jobs of R (exact in
	// big.Rat, then rounded). Negative: cheating loses money.
	ExpectedProfitShare float64
	// ExpectedProfitPerProvider is the expected gain over N jobs in whole tokens (1e18 units),
	// exact until printed.
	ExpectedProfitPerProvider *big.Rat
	// RealizedProfitShare is the same from the simulated draws (noisy).
	RealizedProfitShare float64
	// MeanCheats per run.
	MeanCheats float64
	// VerifyShare is verification compute / job compute when every provider plays this strategy.
	VerifyShare float64
}

// VerifyBenchReport is the result of RunVerifyBench.
type VerifyBenchReport struct {
	Class       string
	P           *big.Rat
	Jobs, Runs  int
	Quorum      int
	Results     []AdversaryResult
	HonestShare float64 // verification share of an honest network (re-execution only)
	// DisputeAttacks are the dispute-buying strategies (RunDisputeAttacks) under the defaults.
	DisputeAttacks []spotcheck.DisputeAttackResult
	NetworkShare   float64 // with CheaterFraction of adversaries
	CheaterFrac    float64
	// Burst is the burst collateral bound under the burst class's parameters (nil without a
	// spot-checked burst class).
	Burst *BurstBoundResult
}

// BurstBoundResult is "cheat on k jobs of a channel" for k = 1..Jobs: the channel's collateral
// (Multiple x the dearest price) is slashed once when a cheated job is sampled (p), and up to W
// more jobs are paid before the requester stops. Profits are per unit of the dearest price.
type BurstBoundResult struct {
	P        *big.Rat
	W        int
	Multiple *big.Rat
	// ProfitMax is the largest exact expected profit over k = 1..Jobs, reached at WorstK.
	ProfitMax *big.Rat
	WorstK    int
	// Sim is the seeded Monte Carlo of the real selection rule at WorstK (Runs x 20 channels).
	Sim spotcheck.BurstCheatSim
}

type simJob struct {
	id                 contracts.JobID
	reward, cost, coll *big.Int
	small              bool
}

// RunVerifyBench simulates spot-checking under the class's parameters: job values log-uniform
// over four decades (1e15..1e19 token units), each job's cost a uniform CostShare/2..CostShare of
// its price, collateral CollateralRatio * price, and selection by the real keccak rule with a fresh
// secret per job.
func RunVerifyBench(ctx context.Context, cfg VerifyBenchConfig) (*VerifyBenchReport, error) {
	if cfg.Seed == 0 {
		cfg.Seed = 1
	}
	if cfg.Jobs <= 0 {
		cfg.Jobs = 200
	}
	if cfg.Runs <= 0 {
		cfg.Runs = 500
	}
	if cfg.Class == "" {
		cfg.Class = "batch"
	}
	if cfg.Params == nil {
		p := spotcheck.DefaultParams()
		cfg.Params = &p
	}
	if cfg.DisputeQuorum <= 0 {
		cfg.DisputeQuorum = 3
	}
	if cfg.CheaterFraction == 0 {
		cfg.CheaterFraction = 0.1
	}
	if err := cfg.Params.Validate(); err != nil {
		return nil, err
	}
	cp, err := cfg.Params.For(cfg.Class)
	if err != nil {
		return nil, err
	}
	if cp.ProofVerified {
		return nil, fmt.Errorf("%w: class %q is proof-verified, nothing to simulate", spotcheck.ErrParams, cfg.Class)
	}
	p := cp.Probability()
	thr := cp.Threshold()
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x5eed))

	// Job mix, shared by all adversaries (common random numbers make the comparison fair).
	jobs := make([]simJob, cfg.Jobs)
	median := big.NewInt(1e17)
	if cfg.JobCostShare == nil {
		cfg.JobCostShare = cp.CostShare
	}
	hiShare := new(big.Rat).Mul(cfg.JobCostShare, big.NewRat(1000, 1)) // per mille
	hi := new(big.Int).Quo(hiShare.Num(), hiShare.Denom()).Int64()
	if hi < 2 || hi > 1000 {
		return nil, fmt.Errorf("%w: job cost share %s must be in (0.002, 1]", spotcheck.ErrParams, cfg.JobCostShare.RatString())
	}
	for i := range jobs {
		// reward = 10^(15 + 4u), drawn as an integer: mantissa * 10^exponent.
		e := 15 + rng.IntN(4)
		mant := int64(1000 + rng.IntN(9000))
		r := new(big.Int).Mul(big.NewInt(mant), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(e-3)), nil))
		share := hi/2 + rng.Int64N(hi-hi/2+1) // per mille, JobCostShare/2 .. JobCostShare
		c := new(big.Int).Mul(r, big.NewInt(share))
		c.Quo(c, big.NewInt(1000))
		s := new(big.Rat).Mul(new(big.Rat).SetInt(r), cp.CollateralRatio)
		coll := new(big.Int).Quo(s.Num(), s.Denom())
		var id contracts.JobID
		binary.BigEndian.PutUint64(id[24:], uint64(i)+1)
		jobs[i] = simJob{id: id, reward: r, cost: c, coll: coll, small: r.Cmp(median) < 0}
	}

	rep := &VerifyBenchReport{Class: cfg.Class, P: p, Jobs: cfg.Jobs, Runs: cfg.Runs, Quorum: cfg.DisputeQuorum, CheaterFrac: cfg.CheaterFraction}
	var totalCost big.Int
	for _, j := range jobs {
		totalCost.Add(&totalCost, j.cost)
	}
	pf, _ := p.Float64()
	rep.HonestShare = pf // filled exactly below from the draws
	var honestVerify, honestCompute float64

	for _, adv := range Adversaries {
		res := AdversaryResult{Name: adv.Name}
		detected, cheats := 0, 0
		expected := new(big.Rat)
		realized := new(big.Int)
		rewardSum := new(big.Int) // reward of cheated jobs
		var verifyCompute, jobCompute float64
		for run := 0; run < cfg.Runs; run++ {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			caughtAny := false
			for _, j := range jobs {
				var secret spotcheck.Secret
				for k := 0; k < 4; k++ {
					binary.LittleEndian.PutUint64(secret[8*k:], rng.Uint64())
				}
				sel := spotcheck.Selected(secret, j.id, thr)
				cf, _ := new(big.Rat).SetInt(j.cost).Float64()
				jobCompute += cf
				if sel {
					verifyCompute += cf // one re-execution
				}
				if adv.Name == Adversaries[0].Name { // honest baseline on the same draws
					honestCompute += cf
					if sel {
						honestVerify += cf
					}
				}
				if !adv.cheats(rng, j.small) {
					continue
				}
				cheats++
				rewardSum.Add(rewardSum, j.reward)
				// Exact expectation: C - p(R+S).
				loss := new(big.Rat).Mul(p, new(big.Rat).SetInt(new(big.Int).Add(j.reward, j.coll)))
				expected.Add(expected, new(big.Rat).Sub(new(big.Rat).SetInt(j.cost), loss))
				realized.Add(realized, j.cost)
				if sel {
					caughtAny = true
					realized.Sub(realized, j.reward)
					realized.Sub(realized, j.coll)
					verifyCompute += float64(cfg.DisputeQuorum) * cf
				}
			}
			if caughtAny {
				detected++
			}
		}
		if rewardSum.Sign() > 0 {
			rs := new(big.Rat).SetInt(rewardSum)
			res.ExpectedProfitShare, _ = new(big.Rat).Quo(expected, rs).Float64()
			res.RealizedProfitShare, _ = new(big.Rat).Quo(new(big.Rat).SetInt(realized), rs).Float64()
		}
		res.ExpectedProfitPerProvider = new(big.Rat).Quo(expected, new(big.Rat).SetInt(new(big.Int).Mul(big.NewInt(int64(cfg.Runs)), big.NewInt(1e18))))
		res.DetectionProbability = float64(detected) / float64(cfg.Runs)
		res.MeanCheats = float64(cheats) / float64(cfg.Runs)
		res.AnalyticDetection = 1 - math.Pow(1-pf, res.MeanCheats)
		res.VerifyShare = verifyCompute / jobCompute
		rep.Results = append(rep.Results, res)
	}
	rep.HonestShare = honestVerify / honestCompute
	rep.DisputeAttacks = spotcheck.RunDisputeAttacks(cfg.Seed, spotcheck.DefaultDisputeAttackConfig())
	if rep.Burst, err = burstBound(cfg); err != nil {
		return nil, err
	}
	// A network of honest providers plus CheaterFraction of adversaries, evenly split.
	rep.NetworkShare = (1 - cfg.CheaterFraction) * rep.HonestShare
	for _, r := range rep.Results {
		rep.NetworkShare += cfg.CheaterFraction / float64(len(rep.Results)) * r.VerifyShare
	}
	return rep, nil
}

// burstBound evaluates the burst collateral bound under cfg's burst class; nil without one.
func burstBound(cfg VerifyBenchConfig) (*BurstBoundResult, error) {
	cp, err := cfg.Params.For("burst")
	if err != nil || cp.ProofVerified || cp.Probability().Sign() == 0 {
		return nil, nil
	}
	w := cfg.BurstUnchecked
	if w == 0 {
		w = spotcheck.DefaultBurstUnchecked
	}
	p := cp.Probability()
	m := cfg.BurstMultiple
	if m == nil {
		mi, err := spotcheck.BurstCollateralMultiple(p, w)
		if err != nil {
			return nil, err
		}
		m = big.NewRat(mi, 1)
	}
	worst, k, err := spotcheck.BurstCheatProfitMax(p, w, m, cfg.Jobs)
	if err != nil {
		return nil, err
	}
	sim, err := spotcheck.SimulateBurstCheat(cfg.Seed, p, w, m, k, 20*cfg.Runs)
	if err != nil {
		return nil, err
	}
	return &BurstBoundResult{P: p, W: w, Multiple: m, ProfitMax: worst, WorstK: k, Sim: sim}, nil
}

// Metrics returns cheat_profit_max (the best adversary's expected profit as a share of its
// reward; negative means cheating does not pay) and verify_compute_share (the network's).
func (r *VerifyBenchReport) Metrics() map[string]float64 {
	best := math.Inf(-1)
	for _, a := range r.Results {
		best = max(best, a.ExpectedProfitShare)
	}
	m := map[string]float64{
		"cheat_profit_max":            best,
		"verify_compute_share":        r.NetworkShare,
		"verify_compute_share_honest": r.HonestShare,
	}
	pf, _ := r.P.Float64()
	m["spotcheck_probability"] = pf
	if len(r.DisputeAttacks) > 0 {
		worst := math.Inf(-1)
		for _, a := range r.DisputeAttacks {
			worst = max(worst, a.Profit)
		}
		m["dispute_attack_profit_max"] = worst
	}
	if r.Burst != nil {
		m["burst_cheat_profit_max"], _ = r.Burst.ProfitMax.Float64()
	}
	return m
}

// WriteTable prints one line per adversary and the verification shares.
func (r *VerifyBenchReport) WriteTable(w io.Writer) error {
	pf, _ := r.P.Float64()
	fmt.Fprintln(w, "profit/R: gain over honest work per unit of reward on the jobs cheated on (C - p(R+S) summed / R summed)")
	fmt.Fprintf(w, "class %s: p = %s (%.2f%%), %d jobs per provider, %d runs, dispute quorum %d\n", r.Class, r.P.RatString(), 100*pf, r.Jobs, r.Runs, r.Quorum)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "adversary\tcheats/run\tP(detected by N)\tanalytic\texpected profit/R\trealized profit/R\texpected profit over N (tokens)\tverify share\t")
	for _, a := range r.Results {
		fmt.Fprintf(tw, "%s\t%.1f\t%.4f\t%.4f\t%+.4f\t%+.4f\t%s\t%.2f%%\t\n", a.Name, a.MeanCheats, a.DetectionProbability, a.AnalyticDetection,
			a.ExpectedProfitShare, a.RealizedProfitShare, a.ExpectedProfitPerProvider.FloatString(3), 100*a.VerifyShare)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	m := r.Metrics()
	fmt.Fprintf(w, "baseline (same draws): honest network verification share %.2f%% (re-execution only)\n", 100*r.HonestShare)
	fmt.Fprintf(w, "network with %.0f%% adversaries: verify_compute_share %.2f%% (target <= 10%%)\n", 100*r.CheaterFrac, 100*r.NetworkShare)
	if _, err := fmt.Fprintf(w, "cheat_profit_max %+.4f of reward (must be < 0)\n", m["cheat_profit_max"]); err != nil {
		return err
	}
	fmt.Fprintln(w, "buying a dispute: expected profit per unit of the value at stake (price + collateral + bond)")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "strategy	P(win)	profit/V	")
	for _, a := range r.DisputeAttacks {
		fmt.Fprintf(tw, "%s\t%.4f\t%+.4f\t\n", a.Strategy, a.Win, a.Profit)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if _, err := fmt.Fprintf(w, "dispute_attack_profit_max %+.4f of the value at stake (must be < 0)\n", m["dispute_attack_profit_max"]); err != nil {
		return err
	}
	if b := r.Burst; b != nil {
		fmt.Fprintf(w, "burst channel: collateral %s x price_max, p = %s, w = %d; cheating on k = 1..%d jobs, worst k = %d\n",
			b.Multiple.RatString(), b.P.RatString(), b.W, r.Jobs, b.WorstK)
		fmt.Fprintf(w, "  Monte Carlo at k = %d: %+.4f +- %.4f x price_max (caught in %.2f%% of channels)\n", b.WorstK, b.Sim.Mean, b.Sim.StdErr, 100*b.Sim.Caught)
		if _, err := fmt.Fprintf(w, "burst_cheat_profit_max %+.4f x price_max (must be < 0)\n", m["burst_cheat_profit_max"]); err != nil {
			return err
		}
	}
	return nil
}
