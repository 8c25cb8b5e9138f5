package requester

import (
	"context"
	"math/big"

	"github.com/gpumesh/gpumesh/market/jobspec"
)

// tokens renders token units as a decimal amount of the payment token, for the progress lines a
// person reads ("0.001 tokens"); records and --json keep the units. The token's decimals are read
// from the chain once (jobspec.DefaultTokenDecimals when the token does not answer).
func (r *Requester) tokens(ctx context.Context, units *big.Int) string {
	r.decOnce.Do(func() {
		r.decimals = jobspec.DefaultTokenDecimals
		if r.chain == nil {
			return
		}
		if d, err := r.chain.Decimals(ctx); err == nil {
			r.decimals = int(d)
		}
	})
	if units == nil {
		return "0 tokens"
	}
	return jobspec.FormatAmount(units, r.decimals) + " tokens"
}
