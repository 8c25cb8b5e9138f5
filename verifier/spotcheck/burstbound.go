package spotcheck

// The burst collateral bound (checkable burst work, SECURITY.md).
//
// A burst job is paid upfront by a voucher on a payment channel, and the channel's collateral C
// is slashed once, whole, when a committee finds one of its results wrong. Jobs are paid one by
// one, so a provider that returns wrong results for every job of a channel until it is caught
// keeps the pay of every job it cheated on and loses C once. Assumptions:
//
//   - the gain of one cheated job is at most its price (the compute it saves costs less than
//     what it is paid), and at most price_max, the dearest job the channel carried;
//   - each cheated job is detected independently with probability p (the job's secret, committed
//     in the proposal and never shown to the provider, decides: Selected), whatever the
//     provider does, so it cannot tell which of its results will be checked;
//   - the requester pays at most w more jobs to the provider while any earlier result of it is
//     still unchecked, and stops paying it once a check finds a wrong result.
//
// Cheating on jobs 1..k: with J the first sampled job (geometric in p), the provider is paid
// for min(k, J + w) cheated jobs and loses C when J <= k, and keeps k cheated jobs otherwise.
// Per unit of price_max, with q = 1 - p and m = C / price_max:
//
//	E(k) = sum_{j=1..k} p q^(j-1) (min(k, j+w) - m) + k q^k
//	     <= (1 - q^k) (1/p + w - m)
//
// (E[min(J, k)] = (1 - q^k)/p, and the w extra jobs count only when J <= k). E(k) < 0 for
// every k >= 1 when m > 1/p + w, so the requester asks
//
//	C >= price_max x (floor(1/p) + 1 + w)  (BurstCollateralMultiple),
//
// the least whole multiple strictly above 1/p + w. The single-job rule p >= C/(R+S) of
// ClassParams is implied: one cheated job gains at most the price and risks m x price.

import (
	"github.com/gpumesh/gpumesh/contracts"

	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
)

// DefaultBurstUnchecked is the default w of the burst bound: the most burst jobs a requester
// pays one provider while an earlier result of that provider is still unchecked.
const DefaultBurstUnchecked = 4

// MaxBurstUnchecked bounds w (and with it the collateral a requester asks for).
const MaxBurstUnchecked = 1000

// BurstCollateralMultiple is floor(1/p) + 1 + w, the least whole m with m > 1/p + w: the
// multiple of price_max a channel's collateral must reach so that cheating on any number of its
// jobs loses money in expectation. p must be in (0, 1] and w in [0, MaxBurstUnchecked].
func BurstCollateralMultiple(p *big.Rat, w int) (int64, error) {
	if p == nil || p.Sign() <= 0 || p.Cmp(big.NewRat(1, 1)) > 0 {
		return 0, fmt.Errorf("%w: burst collateral: p = %v must be in (0, 1]", ErrParams, p)
	}
	if w < 0 || w > MaxBurstUnchecked {
		return 0, fmt.Errorf("%w: burst collateral: unchecked jobs w = %d must be in 0..%d", ErrParams, w, MaxBurstUnchecked)
	}
	inv := new(big.Int).Quo(p.Denom(), p.Num()) // floor(1/p)
	return inv.Int64() + 1 + int64(w), nil
}

// BurstCheatProfits returns E(1), ..., E(n): the exact expected profit of cheating on k jobs of
// one channel, per unit of price_max, for detection probability p, w jobs paid while a result
// is unchecked and collateral m x price_max (see the bound above).
func BurstCheatProfits(p *big.Rat, w int, m *big.Rat, n int) ([]*big.Rat, error) {
	if p == nil || p.Sign() < 0 || p.Cmp(big.NewRat(1, 1)) > 0 || w < 0 || m == nil || m.Sign() < 0 || n < 1 {
		return nil, fmt.Errorf("%w: burst cheat model: p in [0, 1], w >= 0, m >= 0 and n >= 1 required", ErrParams)
	}
	q := new(big.Rat).Sub(big.NewRat(1, 1), p)
	// a[K] = sum_{j<=K} p q^(j-1) (j+w); b[K] = sum_{j<=K} p q^(j-1); qk[K] = q^K.
	a := make([]*big.Rat, n+1)
	b := make([]*big.Rat, n+1)
	qk := make([]*big.Rat, n+1)
	a[0], b[0], qk[0] = new(big.Rat), new(big.Rat), big.NewRat(1, 1)
	for j := 1; j <= n; j++ {
		t := new(big.Rat).Mul(p, qk[j-1]) // P(J = j)
		b[j] = new(big.Rat).Add(b[j-1], t)
		a[j] = new(big.Rat).Add(a[j-1], new(big.Rat).Mul(t, big.NewRat(int64(j+w), 1)))
		qk[j] = new(big.Rat).Mul(qk[j-1], q)
	}
	out := make([]*big.Rat, n)
	for k := 1; k <= n; k++ {
		// Detected at J <= k: paid min(k, J+w) cheated jobs, J+w below k only for J <= k-w.
		cut := max(0, k-w)
		e := new(big.Rat).Set(a[cut])
		e.Add(e, new(big.Rat).Mul(big.NewRat(int64(k), 1), new(big.Rat).Sub(b[k], b[cut])))
		e.Sub(e, new(big.Rat).Mul(m, b[k])) // C lost once, with probability 1 - q^k = b[k]
		e.Add(e, new(big.Rat).Mul(big.NewRat(int64(k), 1), qk[k]))
		out[k-1] = e
	}
	return out, nil
}

// BurstCheatBound is the closed-form upper bound of E(k): (1 - (1-p)^k) (1/p + w - m). Its sign
// is that of 1/p + w - m for every k. p must be in (0, 1].
func BurstCheatBound(p *big.Rat, w int, m *big.Rat, k int) (*big.Rat, error) {
	if p == nil || p.Sign() <= 0 || p.Cmp(big.NewRat(1, 1)) > 0 || w < 0 || m == nil || k < 1 {
		return nil, fmt.Errorf("%w: burst cheat bound: p in (0, 1], w >= 0 and k >= 1 required", ErrParams)
	}
	q := new(big.Rat).Sub(big.NewRat(1, 1), p)
	qk := big.NewRat(1, 1)
	for range k {
		qk.Mul(qk, q)
	}
	f := new(big.Rat).Inv(p)
	f.Add(f, big.NewRat(int64(w), 1))
	f.Sub(f, m)
	return f.Mul(f, new(big.Rat).Sub(big.NewRat(1, 1), qk)), nil
}

// BurstCheatProfitMax is the largest E(k) for k = 1..n and the k that reaches it.
func BurstCheatProfitMax(p *big.Rat, w int, m *big.Rat, n int) (*big.Rat, int, error) {
	es, err := BurstCheatProfits(p, w, m, n)
	if err != nil {
		return nil, 0, err
	}
	best, at := es[0], 1
	for i, e := range es {
		if e.Cmp(best) > 0 {
			best, at = e, i+1
		}
	}
	return best, at, nil
}

// BurstCheatSim is a seeded Monte Carlo of "cheat on k jobs" under the real selection rule.
type BurstCheatSim struct {
	Mean   float64 // mean profit per unit of price_max
	StdErr float64 // standard error of Mean
	Caught float64 // share of runs in which a cheated job was sampled
}

// SimulateBurstCheat draws, for runs channels of k cheated jobs each, a fresh secret per job
// from a PCG seeded with seed and samples the job with Selected under Threshold(p), exactly as
// the requester does; a run's profit per unit of price_max is min(k, J+w) - m when J, the first
// sampled job, is at most k, and k otherwise.
func SimulateBurstCheat(seed uint64, p *big.Rat, w int, m *big.Rat, k, runs int) (BurstCheatSim, error) {
	thr, err := Threshold(p)
	if err != nil {
		return BurstCheatSim{}, err
	}
	if w < 0 || m == nil || m.Sign() < 0 || k < 1 || runs < 2 {
		return BurstCheatSim{}, fmt.Errorf("%w: burst cheat simulation: w >= 0, m >= 0, k >= 1 and runs >= 2 required", ErrParams)
	}
	mf, _ := m.Float64()
	rng := rand.New(rand.NewPCG(seed, 0xb0b5))
	var sum, sumSq float64
	caught := 0
	for run := range runs {
		profit := float64(k)
		for j := 1; j <= k; j++ {
			var secret Secret
			for i := range 4 {
				binary.LittleEndian.PutUint64(secret[8*i:], rng.Uint64())
			}
			var id contracts.JobID
			binary.BigEndian.PutUint64(id[16:], uint64(run))
			binary.BigEndian.PutUint64(id[24:], uint64(j))
			if Selected(secret, id, thr) {
				profit = float64(min(k, j+w)) - mf
				caught++
				break
			}
		}
		sum += profit
		sumSq += profit * profit
	}
	n := float64(runs)
	mean := sum / n
	variance := max(0, (sumSq-n*mean*mean)/(n-1))
	return BurstCheatSim{Mean: mean, StdErr: math.Sqrt(variance / n), Caught: float64(caught) / n}, nil
}
