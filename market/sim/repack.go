package sim

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/gpumesh/gpumesh/market/placement"
)

// Market variants for the ablation (SimConfig.Ablations): the market with one mechanism off.
const (
	PolicyMarketNoRepack   = "market-no-repack"   // no batch migration to make room
	PolicyMarketNoPreempt  = "market-no-preempt"  // burst never evicts batch
	PolicyMarketNoHeadroom = "market-no-headroom" // no burst headroom
	PolicyMarketNoFrag     = "market-no-frag"     // quotes do not price fragmentation
	PolicyMarketFlat       = "market-flat"        // quotes do not price model scarcity
	PolicyMarketGPUFrag    = "market-gpu-frag"    // quotes price FGD's GPU-only fragmentation
	PolicyMarketNoShape    = "market-no-shape"    // quotes do not price node-shape scarcity
)

// MarketVariants lists the ablation's market variants in report order.
var MarketVariants = []string{PolicyMarketNoRepack, PolicyMarketNoPreempt, PolicyMarketNoHeadroom, PolicyMarketNoFrag, PolicyMarketFlat, PolicyMarketGPUFrag, PolicyMarketNoShape}

func isMarket(name string) bool { return name == PolicyMarket || slices.Contains(MarketVariants, name) }

// variantConfig returns the configuration policy name runs under: the market and its variants
// switch their mechanisms here; central policies run cfg as given, without repack.
func variantConfig(cfg *SimConfig, name string) *SimConfig {
	v := *cfg
	v.repack = isMarket(name)
	v.cpuFrag = isMarket(name) && !cfg.GPUOnlyFragmentation
	switch name {
	case PolicyMarketNoRepack:
		v.repack = false
	case PolicyMarketNoPreempt:
		v.noPreempt = true
	case PolicyMarketNoHeadroom:
		v.Headroom.Share = -1
	case PolicyMarketNoFrag:
		v.FragWeight = 1e-9 // 0 means the default
	case PolicyMarketFlat:
		v.FlatPricing = true
	case PolicyMarketGPUFrag:
		v.cpuFrag = false
	case PolicyMarketNoShape:
		v.noShape = true
	}
	return &v
}

// move is one batch task that a repack migrated: old was stopped, new runs the rest.
type move struct{ old, new *alloc }

// maxRepackNodes bounds the nodes one repack tries (cheapest evictions first).
const maxRepackNodes = 64

type evictionPlan struct {
	node  int
	evict []int   // alloc ids, in PlanPreemption's order
	cost  float64 // GPU share evicted, plus one per task, plus the fragmentation growth (milli-GPU)
}

// evictionPlans lists, cheapest first, the nodes on which evicting batch work would make room
// for task type ti (nodes the market's hard constraints allow). A plan costs what a provider
// would quote for it: the GPU share it evicts plus the fragmentation growth (the market's
// CPU-aware measure, weighted by the pricing's FragWeight) of evicting that work and placing the task, so preemption and repack avoid
// nodes where the room they make strands the rest (a burst task that takes the last cores of a
// node next to free GPU share).
func (c *cluster) evictionPlans(pol policy, ti int) []evictionPlan {
	pt := &c.types[ti].pt
	mp, ok := pol.(*marketPolicy)
	if !ok {
		return nil
	}
	elig := mp.eligible(c, ti)
	var plans []evictionPlan
	var running []placement.Running
	for ni := range c.nodes {
		n := &c.nodes[ni]
		if !elig[ni] || !pt.ModelOK(n.spec.Model) || pt.CPUMilli > n.total.CPUMilli || pt.MemMiB > n.total.MemMiB ||
			pt.GPUs > len(n.total.GPUMilli) {
			continue
		}
		running = running[:0]
		for _, a := range n.run {
			running = append(running, placement.Running{ID: a.id, Task: a.pt, Placement: a.p, Batch: a.batch})
		}
		var ev []int
		var ok bool
		if pt.GPUs == 1 {
			ev, ok = planOneGPU(n, pt)
		} else {
			ev, ok = placement.PlanPreemption(&n.free, running, pt)
		}
		if !ok || len(ev) == 0 {
			continue
		}
		var cost float64
		for _, id := range ev {
			if a := n.find(id); a != nil {
				cost += float64(a.pt.GPUDemand() + 1) // +1: fewer evictions break ties
			}
		}
		cost += c.pricing.FragWeight * c.evictionFragDelta(n, ev, pt)
		plans = append(plans, evictionPlan{node: ni, evict: ev, cost: cost})
	}
	slices.SortStableFunc(plans, func(a, b evictionPlan) int { return cmp.Compare(a.cost, b.cost) })
	return plans
}

// evictionFragDelta is the growth of node n's fragmentation (the policy's measure) when the
// batch work ev is evicted and pt placed where it grows fragmentation least.
func (c *cluster) evictionFragDelta(n *simNode, ev []int, pt *placement.Task) float64 {
	before := c.fragmentation(&n.free)
	tmp := n.free.Clone()
	for _, id := range ev {
		if a := n.find(id); a != nil {
			tmp.Release(&a.pt, a.p)
		}
	}
	best := math.Inf(1)
	for _, p := range tmp.Candidates(pt) {
		if err := tmp.Apply(pt, p); err != nil {
			continue
		}
		best = min(best, c.fragmentation(&tmp)-before)
		tmp.Release(pt, p)
	}
	if math.IsInf(best, 1) {
		return 0
	}
	return best
}

// planOneGPU plans the smallest eviction of batch work that frees one GPU enough for the
// one-GPU task pt on n: the GPU whose batch occupants hold the least share, then (if CPU or
// memory is still short) other batch work, most recently placed first.
func planOneGPU(n *simNode, pt *placement.Task) ([]int, bool) {
	bestG, bestCost := -1, int64(0)
	shareFits := false
	for _, free := range n.free.GPUMilli {
		shareFits = shareFits || free >= pt.GPUMilli
	}
	for g, free := range n.free.GPUMilli {
		if shareFits {
			break // a GPU has the share: only CPU or memory is short
		}
		var cost int64
		ok := true
		for _, a := range n.run {
			if slices.Contains(a.p.GPUs, g) {
				if !a.batch {
					ok = false
					break
				}
				cost += a.pt.GPUDemand()
			}
		}
		if !ok || free+gpuHeldOn(n, g) < pt.GPUMilli {
			continue
		}
		if bestG < 0 || cost < bestCost {
			bestG, bestCost = g, cost
		}
	}
	tmp := n.free.Clone()
	var ev []int
	if bestG >= 0 {
		for _, a := range n.run {
			if slices.Contains(a.p.GPUs, bestG) {
				tmp.Release(&a.pt, a.p)
				ev = append(ev, a.id)
			}
		}
	}
	// CPU-only work first: it can move to any node with CPU to spare.
	for _, cpuOnly := range []bool{true, false} {
		for i := len(n.run) - 1; i >= 0 && !tmp.Fits(pt); i-- {
			a := n.run[i]
			if !a.batch || (a.pt.GPUs == 0) != cpuOnly || slices.Contains(ev, a.id) {
				continue
			}
			tmp.Release(&a.pt, a.p)
			ev = append(ev, a.id)
		}
	}
	return ev, tmp.Fits(pt)
}

// gpuHeldOn is the GPU share batch work holds on GPU g of n.
func gpuHeldOn(n *simNode, g int) int64 {
	var s int64
	for _, a := range n.run {
		if a.batch && slices.Contains(a.p.GPUs, g) {
			s += a.p.Milli
		}
	}
	return s
}

func (n *simNode) find(id int) *alloc {
	for _, a := range n.run {
		if a.id == id {
			return a
		}
	}
	return nil
}

// repack makes room for a task of type ti that fits nowhere without stopping anyone: on one of
// the nodes where evicting batch work would make room (cheapest first, at most maxRepackNodes),
// it moves that work to other nodes, each placed by the policy as a new match would be, and
// keeps the result only if every evicted task found a place at once; otherwise it restores the
// node. A moved task keeps its progress (a checkpointed batch job resumes elsewhere; the cost
// of moving it is not modelled) and its end time. It returns the node and placement kept for
// the task (the caller places it), and the moves, or node -1.
func (c *cluster) repack(pol policy, ti int, now int64) (int, placement.Placement, []move, error) {
	plans := c.evictionPlans(pol, ti)
	for k := range min(len(plans), maxRepackNodes) {
		ni := plans[k].node
		n := &c.nodes[ni]
		victims := make([]*alloc, 0, len(plans[k].evict))
		for _, id := range plans[k].evict {
			v := n.find(id)
			if v == nil {
				return -1, placement.Placement{}, nil, fmt.Errorf("%w: eviction plan names task %d not running on %s", ErrInvariant, id, n.spec.Name)
			}
			victims = append(victims, v)
		}
		for _, v := range victims {
			if err := c.release(v); err != nil {
				return -1, placement.Placement{}, nil, err
			}
		}
		p, ok := pol.pickOn(c, ti, ni)
		var moves []move
		var hold *alloc
		if ok {
			// Hold the room while the evicted work looks for a place.
			hold = &alloc{id: -1, task: c.typeTask[ti], typ: ti, pt: c.types[ti].pt, p: p, node: ni}
			if err := c.place(hold); err != nil {
				return -1, placement.Placement{}, nil, err
			}
			order := slices.Clone(victims)
			slices.SortStableFunc(order, func(a, b *alloc) int { return cmp.Compare(b.pt.GPUDemand(), a.pt.GPUDemand()) })
			for _, v := range order {
				vi, vp := pol.pick(c, v.typ)
				if vi < 0 {
					ok = false
					break
				}
				nv := *v
				nv.node, nv.p, nv.start, nv.remain = vi, vp, now, max(1, v.end-now)
				if err := c.place(&nv); err != nil {
					return -1, placement.Placement{}, nil, err
				}
				moves = append(moves, move{old: v, new: &nv})
			}
			if err := c.release(hold); err != nil {
				return -1, placement.Placement{}, nil, err
			}
		}
		if ok {
			return ni, p, moves, nil
		}
		for i := len(moves) - 1; i >= 0; i-- {
			if err := c.release(moves[i].new); err != nil {
				return -1, placement.Placement{}, nil, err
			}
		}
		for _, v := range victims {
			if err := c.place(v); err != nil {
				return -1, placement.Placement{}, nil, err
			}
		}
	}
	return -1, placement.Placement{}, nil, nil
}

// preemptFor makes room for a task of type ti by evicting batch work on the node where that
// costs least (cheapestEviction): the evicted allocations are released (the caller restarts or
// queues them) and the node and a placement for the task there are returned; node -1 when no
// eviction makes room.
func (c *cluster) preemptFor(pol policy, ti int) (int, placement.Placement, []*alloc, error) {
	ni, ids := c.cheapestEviction(pol, ti)
	if ni < 0 {
		return -1, placement.Placement{}, nil, nil
	}
	n := &c.nodes[ni]
	victims := make([]*alloc, 0, len(ids))
	for _, id := range ids {
		v := n.find(id)
		if v == nil {
			return -1, placement.Placement{}, nil, fmt.Errorf("%w: eviction plan names task %d not running on %s", ErrInvariant, id, n.spec.Name)
		}
		victims = append(victims, v)
	}
	for _, v := range victims {
		if err := c.release(v); err != nil {
			return -1, placement.Placement{}, nil, err
		}
	}
	p, ok := pol.pickOn(c, ti, ni)
	if !ok {
		return -1, placement.Placement{}, nil, fmt.Errorf("%w: preemption on %s did not make room", ErrInvariant, n.spec.Name)
	}
	return ni, p, victims, nil
}

// cheapestEviction returns the node where evicting batch work makes room for type ti at the
// least cost, and the ids to evict; node -1 when there is none.
func (c *cluster) cheapestEviction(pol policy, ti int) (int, []int) {
	plans := c.evictionPlans(pol, ti)
	if len(plans) == 0 {
		return -1, nil
	}
	return plans[0].node, plans[0].evict
}
