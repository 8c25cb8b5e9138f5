package spotcheck

import (
	"errors"
	"fmt"
	"io"
	"math/big"
	"text/tabwriter"
)

// ClassParams are the economics of one job class, all as ratios to the job's reward R (exact
// rationals, no floats), and the spot-check probability they imply.
//
// A provider that skips the work saves its cost C and, if not caught, is paid R as usual; if
// caught (probability p) it loses R and its slashable collateral S. Relative to honest work,
// cheating gains C - p*(R + S) per job, so it does not pay iff
//
//	p >= C / (R + S) = CostShare / (1 + CollateralRatio)
//
// and p is that bound times Margin (>= 1), capped at 1. Re-executing a fraction p of jobs costs
// about p of the network's compute, so the collateral ratio is what keeps p (and that cost) low.
type ClassParams struct {
	Class string
	// CostShare is the largest C/R: the provider's cost of the work as a share of the price
	// (what a cheater saves). At most 1 for a provider that prices above cost.
	CostShare *big.Rat
	// CollateralRatio is S/R: collateral locked (and slashable) per unit of price.
	CollateralRatio *big.Rat
	// Margin multiplies the break-even probability (>= 1), for estimation error in CostShare.
	Margin *big.Rat
	// ProofVerified marks a class whose result is checked on-chain (zk): no re-execution, p = 0.
	ProofVerified bool
}

// ErrParams reports invalid class parameters.
var ErrParams = errors.New("spotcheck: invalid parameters")

// Validate checks the fields.
func (c ClassParams) Validate() error {
	if c.Class == "" {
		return fmt.Errorf("%w: class name is empty", ErrParams)
	}
	if c.ProofVerified {
		return nil
	}
	one := big.NewRat(1, 1)
	switch {
	case c.CostShare == nil || c.CostShare.Sign() <= 0 || c.CostShare.Cmp(one) > 0:
		return fmt.Errorf("%w: %s: cost_share must be in (0, 1]", ErrParams, c.Class)
	case c.CollateralRatio == nil || c.CollateralRatio.Sign() < 0:
		return fmt.Errorf("%w: %s: collateral_ratio must be >= 0", ErrParams, c.Class)
	case c.Margin == nil || c.Margin.Cmp(one) < 0:
		return fmt.Errorf("%w: %s: margin must be >= 1", ErrParams, c.Class)
	}
	return nil
}

// BreakEven is C/(R+S) = CostShare / (1 + CollateralRatio), the smallest p at which cheating
// does not pay.
func (c ClassParams) BreakEven() *big.Rat {
	if c.ProofVerified {
		return new(big.Rat)
	}
	d := new(big.Rat).Add(big.NewRat(1, 1), c.CollateralRatio)
	return new(big.Rat).Quo(c.CostShare, d)
}

// Probability is min(1, Margin * BreakEven).
func (c ClassParams) Probability() *big.Rat {
	if c.ProofVerified {
		return new(big.Rat)
	}
	p := new(big.Rat).Mul(c.Margin, c.BreakEven())
	if p.Cmp(big.NewRat(1, 1)) > 0 {
		return big.NewRat(1, 1)
	}
	return p
}

// Threshold is Threshold(Probability()).
func (c ClassParams) Threshold() *big.Int {
	t, _ := Threshold(c.Probability()) // Probability is always in [0, 1]
	return t
}

// CheatGainPerReward is the expected gain of cheating on one job as a share of its reward at the
// class's worst case (C = CostShare*R): CostShare - p*(1 + CollateralRatio). Negative means
// cheating does not pay.
func (c ClassParams) CheatGainPerReward() *big.Rat {
	if c.ProofVerified {
		return big.NewRat(-1, 1) // a bad proof never pays and loses the reward
	}
	loss := new(big.Rat).Mul(c.Probability(), new(big.Rat).Add(big.NewRat(1, 1), c.CollateralRatio))
	return new(big.Rat).Sub(c.CostShare, loss)
}

// ProbabilityFor is p for one job from absolute amounts: margin * costSaved / (reward +
// collateral), capped at 1. Amounts are token units.
func ProbabilityFor(reward, costSaved, collateral *big.Int, margin *big.Rat) (*big.Rat, error) {
	if reward == nil || costSaved == nil || collateral == nil || margin == nil ||
		reward.Sign() < 0 || costSaved.Sign() < 0 || collateral.Sign() < 0 || margin.Cmp(big.NewRat(1, 1)) < 0 {
		return nil, fmt.Errorf("%w: amounts must be >= 0 and margin >= 1", ErrParams)
	}
	den := new(big.Int).Add(reward, collateral)
	if den.Sign() == 0 {
		return big.NewRat(1, 1), nil
	}
	p := new(big.Rat).SetFrac(costSaved, den)
	p.Mul(p, margin)
	if p.Cmp(big.NewRat(1, 1)) > 0 {
		p.SetInt64(1)
	}
	return p, nil
}

// Params holds the parameters of every class.
type Params struct {
	Classes []ClassParams
}

// DefaultParams are the defaults. Batch: a provider's cost is at most 60% of the price, the
// collateral is 8x the price, margin 1.25 -> p = 1/12 (8.3% of jobs re-executed). Burst: cost at
// most 50%, collateral 8x -> p = 5/72 (6.9%). ZK: the proof is verified on-chain, p = 0.
func DefaultParams() Params {
	return Params{Classes: []ClassParams{
		{Class: "batch", CostShare: big.NewRat(3, 5), CollateralRatio: big.NewRat(8, 1), Margin: big.NewRat(5, 4)},
		{Class: "burst", CostShare: big.NewRat(1, 2), CollateralRatio: big.NewRat(8, 1), Margin: big.NewRat(5, 4)},
		{Class: "zk", ProofVerified: true},
	}}
}

// For returns the parameters of class.
func (p Params) For(class string) (ClassParams, error) {
	for _, c := range p.Classes {
		if c.Class == class {
			return c, nil
		}
	}
	return ClassParams{}, fmt.Errorf("%w: unknown class %q", ErrParams, class)
}

// Validate checks every class.
func (p Params) Validate() error {
	seen := map[string]bool{}
	for _, c := range p.Classes {
		if err := c.Validate(); err != nil {
			return err
		}
		if seen[c.Class] {
			return fmt.Errorf("%w: class %q twice", ErrParams, c.Class)
		}
		seen[c.Class] = true
	}
	return nil
}

func ratStr(r *big.Rat) string {
	if r == nil {
		return "-"
	}
	if r.IsInt() {
		return r.Num().String()
	}
	return r.RatString()
}

func pct(r *big.Rat) string { return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(2) + "%" }

// WriteTable prints the numbers behind every class's p (for `gpumesh verifier params`).
func (p Params) WriteTable(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "class\tC/R (cost share)\tS/R (collateral)\tmargin\tbreak-even C/(R+S)\tp (spot-check)\tcheat gain / R\tthreshold (uint256, hex)")
	for _, c := range p.Classes {
		if c.ProofVerified {
			fmt.Fprintf(tw, "%s\t-\t-\t-\t-\t0 (proof verified on-chain)\t<0\t0x0\n", c.Class)
			continue
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s = %s\t%s = %s\t%s\t%#x\n", c.Class,
			ratStr(c.CostShare), ratStr(c.CollateralRatio), ratStr(c.Margin),
			ratStr(c.BreakEven()), pct(c.BreakEven()), ratStr(c.Probability()), pct(c.Probability()),
			pct(c.CheatGainPerReward()), c.Threshold())
	}
	fmt.Fprintln(tw, "\nrule: cheating gains C - p(R+S) per job; p = margin * C/(R+S) makes it negative. Selection: uint256(keccak256(secret || jobId)) < threshold = floor(p * 2^256).")
	return tw.Flush()
}
