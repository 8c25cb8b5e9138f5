package match

import (
	"fmt"
	"slices"

	"github.com/gpumesh/gpumesh/market"
)

// The zk-warm term: a zk request is scored higher on a provider whose offer lists one of the
// request's input CIDs (the circuit package comes first among them: jobspec.Job.InputCIDs) among
// its WarmCircuits, the packages it holds decoded in memory. Such a provider starts proving at
// once; another fetches the package (hundreds of MiB for a large circuit) and decodes its keys
// first, which costs a large share of a proof. The offer's claim is signed like the rest of it;
// a provider that lists a circuit it does not hold only loses the time the claim saved.

// ZKWarm is 1 when r is a zk request and o lists one of r's input CIDs as a warm circuit, else 0.
func ZKWarm(r *market.Request, o *market.Offer) float64 {
	if r.Class != market.ClassZK || len(o.WarmCircuits) == 0 {
		return 0
	}
	for _, in := range r.InputCIDs {
		if slices.Contains(o.WarmCircuits, in) {
			return 1
		}
	}
	return 0
}

// zkWarmTerm is the zk-warm term's contribution, ZKWarmWeight * ZKWarm.
func (cfg *Config) zkWarmTerm(r *market.Request, o *market.Offer) float64 {
	if cfg.ZKWarmWeight == 0 {
		return 0
	}
	return cfg.ZKWarmWeight * ZKWarm(r, o)
}

// zkWarmDetail says what the zk-warm term found, for Explain.
func zkWarmDetail(r *market.Request, o *market.Offer) string {
	for _, in := range r.InputCIDs {
		if slices.Contains(o.WarmCircuits, in) {
			return fmt.Sprintf("circuit %s decoded in memory (%d warm circuits)", in, len(o.WarmCircuits))
		}
	}
	return fmt.Sprintf("circuit not warm (%d warm circuits)", len(o.WarmCircuits))
}
