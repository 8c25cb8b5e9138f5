package sim

import (
	"cmp"
	"slices"
)

// Head-of-queue reservation (the market's answer to starvation in the load replay).
//
// The replay starts a new task at once wherever it fits, past the queue. Flexible tasks then
// keep the few node shapes that alone can host a large task (8 GPUs and most of a 128-core
// node) partly busy, and the large task waits for ever. The market therefore holds one node
// for the task at the head of its queue: the eligible node where the running work frees room
// for it soonest (by the running work's end times, which the provider knows from its leases).
// While held, the node quotes no new work (no new match, no repack or preemption landing there);
// its running work drains and the head starts there as soon as it fits, or elsewhere if room
// opens first. Then the next head gets a hold. A provider holding capacity for a matched job
// that waits is what the product's matcher would do with a request that fits nowhere now.
//
// Holds exist only in the load and trace replays: inflation has no departures, so no queue.

// reservation is the node held for the queued task holder (queued id); node -1 when none.
type reservation struct {
	node   int
	holder int
	open   bool // the holder itself is being placed: the held node may quote it
}

// held reports whether node ni refuses new work because it is held for a queued task.
func (c *cluster) held(ni int) bool { return c.hold.node == ni && !c.hold.open }

// soonestHost returns the node where a task of type ti could start soonest if the running work
// left as it is due to (alloc.end), among the nodes the policy's hard constraints allow and
// whose capacity can host the task at all; ties go to the lower index. -1 when no node can ever
// host it.
func (c *cluster) soonestHost(pol policy, ti int) int {
	pt := &c.types[ti].pt
	mp, ok := pol.(*marketPolicy)
	if !ok {
		return -1
	}
	elig := mp.eligible(c, ti)
	best, bestAt := -1, int64(0)
	var order []*alloc
	for ni := range c.nodes {
		n := &c.nodes[ni]
		if !elig[ni] || !n.total.Fits(pt) {
			continue
		}
		free := n.free.Clone()
		at := int64(-1)
		if free.Fits(pt) {
			at = 0
		} else {
			order = append(order[:0], n.run...)
			slices.SortFunc(order, func(a, b *alloc) int { return cmp.Compare(a.end, b.end) })
			for _, a := range order {
				free.Release(&a.pt, a.p)
				if free.Fits(pt) {
					at = a.end
					break
				}
			}
		}
		if at >= 0 && (best < 0 || at < bestAt) {
			best, bestAt = ni, at
		}
	}
	return best
}
