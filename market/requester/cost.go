package requester

import (
	"math/big"
	"sort"
)

// ClassCost is what a requester's jobs of one class cost, from its job store. Token amounts are
// in the payment token's base units, gas costs in wei: the two are never added together.
//
// Everything paid is the price of every job whose payment was locked (escrow opened, or a
// channel voucher signed) and the dispute bonds posted, minus what came back (refunds, abandons,
// won disputes, bonds returned), plus the same for the spot-check re-runs of the class's jobs;
// gas is the requester's own transactions for those jobs (open, refund, dispute bond approval,
// dispute). A job has a useful output when its result was fetched and never disputed (phase
// fetched or claimed, no dispute bond); a re-run is never one. A failed-over job is one job: its
// later attempts (AttemptOf) add their price, refunds and gas, and the one that delivered its
// useful output, but no job of their own. Payment-channel opens and top-ups
// are per channel, not per job: their gas is not in these figures.
type ClassCost struct {
	Class string `json:"class"`
	// Jobs are the class's jobs (re-runs and failover attempts not included); Accepted those
	// with a useful output.
	Jobs     int `json:"jobs"`
	Accepted int `json:"accepted"`
	// Paid is the price locked for the jobs, Refunded what came back of it.
	Paid     *big.Int `json:"paid_token_units"`
	Refunded *big.Int `json:"refunded_token_units"`
	// Reruns are the spot-check re-runs of the class's jobs; RerunPaid their price less refunds.
	Reruns    int      `json:"reruns"`
	RerunPaid *big.Int `json:"rerun_paid_token_units"`
	// TotalTokens = Paid - Refunded + RerunPaid.
	TotalTokens *big.Int `json:"total_token_units"`
	// GasUsed and GasWei are the requester's gas for the jobs and their re-runs. GasUnpriced
	// counts jobs recorded before gas prices were kept (their gas is in GasUsed, not in GasWei).
	GasUsed     uint64   `json:"gas_used"`
	GasWei      *big.Int `json:"gas_wei"`
	GasUnpriced int      `json:"gas_unpriced_jobs,omitempty"`
	// PerOutputTokens and PerOutputWei are the cost per useful output (TotalTokens and GasWei
	// divided by Accepted, rounded down to a base unit); nil when no job has a useful output.
	PerOutputTokens *big.Int `json:"per_output_token_units"`
	PerOutputWei    *big.Int `json:"per_output_wei"`
}

// CostByClass sums the job records into one ClassCost per class, sorted by class.
func CostByClass(recs []*Record) []ClassCost {
	byID := make(map[[32]byte]*Record, len(recs))
	for _, r := range recs {
		byID[r.ID] = r
	}
	classes := map[string]*ClassCost{}
	get := func(class string) *ClassCost {
		c, ok := classes[class]
		if !ok {
			c = &ClassCost{Class: class, Paid: new(big.Int), Refunded: new(big.Int), RerunPaid: new(big.Int),
				TotalTokens: new(big.Int), GasWei: new(big.Int)}
			classes[class] = c
		}
		return c
	}
	for _, r := range recs {
		class := r.Class
		if r.ReexecOf != nil {
			if checked, ok := byID[*r.ReexecOf]; ok {
				class = checked.Class
			}
		}
		c := get(class)
		paid, refunded := r.tokens()
		if r.ReexecOf != nil {
			c.Reruns++
			c.RerunPaid.Add(c.RerunPaid, paid).Sub(c.RerunPaid, refunded)
		} else {
			if r.AttemptOf == nil {
				c.Jobs++
			}
			c.Paid.Add(c.Paid, paid)
			c.Refunded.Add(c.Refunded, refunded)
			if r.Phase.Delivered() && !r.DisputeLost && r.DisputeBond == nil {
				c.Accepted++
			}
		}
		gas, wei := r.gas()
		c.GasUsed += gas
		if wei == nil {
			if gas > 0 {
				c.GasUnpriced++
			}
		} else {
			c.GasWei.Add(c.GasWei, wei)
		}
	}
	out := make([]ClassCost, 0, len(classes))
	for _, c := range classes {
		c.TotalTokens.Sub(c.Paid, c.Refunded).Add(c.TotalTokens, c.RerunPaid)
		if c.Accepted > 0 {
			n := big.NewInt(int64(c.Accepted))
			c.PerOutputTokens = new(big.Int).Quo(c.TotalTokens, n)
			c.PerOutputWei = new(big.Int).Quo(c.GasWei, n)
		}
		out = append(out, *c)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Class < out[j].Class })
	return out
}

// tokens is the price the job locked (escrow opened or voucher signed) and what came back.
func (r *Record) tokens() (paid, refunded *big.Int) {
	paid, refunded = new(big.Int), new(big.Int)
	if r.Acceptance == nil || r.Acceptance.Price == nil {
		return paid, refunded
	}
	if r.OpenTx == ([32]byte{}) && r.Voucher == nil {
		return paid, refunded // nothing was locked (failed before the escrow opened)
	}
	paid.Set(r.Acceptance.Price)
	if r.Phase == PhaseRefunded && r.Voucher == nil {
		refunded.Set(r.Acceptance.Price) // refund, abandon and a won dispute return the price in full
	}
	if r.DisputeBond != nil { // posted; back unless the provider was found right
		paid.Add(paid, r.DisputeBond)
		if r.BondReturned {
			refunded.Add(refunded, r.DisputeBond)
		}
	}
	return paid, refunded
}

// gas is the job's gas and its price in wei (nil for a record from before GasWei was kept).
func (r *Record) gas() (uint64, *big.Int) {
	if r.GasWei != nil {
		return r.GasUsed, r.GasWei
	}
	if r.GasUsed > 0 {
		return r.GasUsed, nil
	}
	return r.OpenGas + r.RefundGas, nil
}
