package match

import (
	"fmt"
	"slices"

	"github.com/gpumesh/gpumesh/market"
)

// The data-locality term: the share of a request's input bytes that a provider already holds
// (its offer's HotCIDs), so the provider that fetches least wins when the other terms are equal,
// in proportion to the bytes it saves. A request that gives no sizes (InputSizes) or whose sizes
// add up to nothing is scored by the share of its input CIDs held instead. Sizes are at most
// market.MaxInputSize each and a request lists at most market.MaxCIDs inputs, so the sums below
// cannot overflow.

// inputBytes is the sum of r's input sizes (0 when it gives none).
func inputBytes(r *market.Request) uint64 {
	if len(r.InputSizes) != len(r.InputCIDs) {
		return 0
	}
	var t uint64
	for _, n := range r.InputSizes {
		t += n
	}
	return t
}

// localityShare is the locality value of a provider holding held of r's total input bytes, or
// n of its input CIDs when total is 0. Best's index and Locality both compute it here, so both
// paths score alike to the bit.
func localityShare(r *market.Request, total uint64, n int, held uint64) float64 {
	if total > 0 {
		return float64(held) / float64(total)
	}
	if len(r.InputCIDs) == 0 {
		return 0
	}
	return float64(n) / float64(len(r.InputCIDs))
}

// hotInputs counts the inputs of r that o holds hot and their bytes (0 without sizes).
func hotInputs(r *market.Request, o *market.Offer) (n int, held uint64) {
	sized := inputBytes(r) > 0
	for i, in := range r.InputCIDs {
		if slices.Contains(o.HotCIDs, in) {
			n++
			if sized {
				held += r.InputSizes[i]
			}
		}
	}
	return n, held
}

// Locality is the share of the request's input bytes that the offer holds hot (by input count
// when the request gives no sizes; 0 when it has no inputs).
func Locality(r *market.Request, o *market.Offer) float64 {
	n, held := hotInputs(r, o)
	return localityShare(r, inputBytes(r), n, held)
}

// LocalitySaved is the input bytes a provider with offer o does not fetch for r because it
// holds them hot (0 when r gives no sizes).
func LocalitySaved(r *market.Request, o *market.Offer) uint64 {
	_, held := hotInputs(r, o)
	return held
}

// localityDetail says what the locality term counted, for Explain.
func localityDetail(r *market.Request, o *market.Offer) string {
	n, held := hotInputs(r, o)
	if total := inputBytes(r); total > 0 {
		return fmt.Sprintf("%d of %d input bytes held hot (%d of %d input CIDs)", held, total, n, len(r.InputCIDs))
	}
	return fmt.Sprintf("%d of %d input CIDs held hot", n, len(r.InputCIDs))
}
