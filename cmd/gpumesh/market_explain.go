package main

import (
	"fmt"
	"math/big"
	"slices"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/match"
)

// writeExplanations prints `market explain` for people: the ranked candidates first (score
// terms), then the providers that fail a hard constraint (only the failed ones), each with the
// executors it enables, and prices in tokens (match.Explain's strings carry token units, which
// --json keeps). ex and cands are in the same order (match.Explain's contract).
func writeExplanations(e *env, r *market.Request, ex []match.Explanation, cands []match.Candidate, decimals int) {
	order := make([]int, len(ex))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		ra, rb := ex[a].Rank, ex[b].Rank
		switch {
		case ra == rb:
			return 0
		case ra == 0:
			return 1
		case rb == 0:
			return -1
		}
		return ra - rb
	})
	var minPrice *big.Int // the lowest eligible price, as match scores against it
	ranked := 0
	for i := range ex {
		if ex[i].Rank > 0 {
			ranked++
			if p, _ := cands[i].Offer.PriceFor(r.Class); p != nil && (minPrice == nil || p.Cmp(minPrice) < 0) {
				minPrice = p
			}
		}
	}
	e.printf("job %s (%s): %d offer(s), %d candidate(s)\n", r.JobID, r.Class, len(ex), ranked)
	tokens := func(v *big.Int) string { return formatAmount(v, decimals) }
	for _, i := range order {
		x, o := &ex[i], cands[i].Offer
		price, _ := o.PriceFor(r.Class)
		if x.Rank > 0 {
			e.printf("#%d %s score %.4f  executors %s\n", x.Rank, x.Provider.Hex(), x.Score, describeExecutors(o))
			for _, t := range x.Terms {
				detail := t.Detail
				if t.Name == "price" && minPrice != nil && price != nil {
					detail = fmt.Sprintf("min eligible price %s / price %s tokens", tokens(minPrice), tokens(price))
				}
				e.printf("    %-10s %.3f x %.4f = %.4f  (%s)\n", t.Name, t.Weight, t.Value, t.Contribution, detail)
			}
			continue
		}
		e.printf("-- %s not a candidate (executors %s):\n", x.Provider.Hex(), describeExecutors(o))
		for _, c := range x.Constraints {
			if c.Pass {
				continue
			}
			want, have := c.Want, c.Have
			if c.Name == match.CMaxPrice {
				if r.Req.MaxPrice != nil {
					want = "<= " + tokens(r.Req.MaxPrice) + " tokens"
				}
				if price != nil {
					have = tokens(price) + " tokens"
				}
			}
			e.printf("    %-18s want %s, have %s\n", c.Name, want, have)
		}
	}
	if ranked == 0 && len(ex) > 0 {
		e.printf("no provider meets every hard constraint: relax the ones listed above in the spec (`gpumesh job validate` checks it), or wait for other offers (`gpumesh market offers`)\n")
	}
}
