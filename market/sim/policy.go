package sim

import (
	"math/rand/v2"

	"github.com/gpumesh/gpumesh/market/match"
	"github.com/gpumesh/gpumesh/market/placement"
)

// Policy names accepted in SimConfig.Policies.
const (
	PolicyRandom   = "random-fit"
	PolicyFirstFit = "first-fit"
	PolicyBestFit  = "best-fit"
	PolicyFGD      = "fgd"
	PolicyMarket   = "market"
)

// AllPolicies lists every policy in report order.
var AllPolicies = []string{PolicyRandom, PolicyFirstFit, PolicyBestFit, PolicyFGD, PolicyMarket}

type policy interface {
	// pick chooses a node and placement for a task of type ti; node -1 when nothing fits.
	pick(c *cluster, ti int) (int, placement.Placement)
	// pickOn chooses a placement on node ni only (queue retry after a release there).
	pickOn(c *cluster, ti, ni int) (placement.Placement, bool)
	// classes reports whether the policy serves burst before batch and preempts batch for burst.
	classes() bool
}

func newPolicy(name string, cfg *SimConfig) policy {
	switch name {
	case PolicyRandom:
		return &randomFit{rng: rand.New(rand.NewPCG(cfg.Seed, 0x5eed))}
	case PolicyFirstFit:
		return firstFit{}
	case PolicyBestFit:
		return bestFit{}
	case PolicyFGD:
		return fgd{}
	}
	if isMarket(name) {
		return &marketPolicy{cfg: cfg.Match}
	}
	return nil
}

// randomFit: a uniformly random node among those that fit, first-fit devices on it.
type randomFit struct {
	rng  *rand.Rand
	fits []int
}

func (r *randomFit) pick(c *cluster, ti int) (int, placement.Placement) {
	pt := &c.types[ti].pt
	r.fits = r.fits[:0]
	for i := range c.nodes {
		if c.nodes[i].free.Fits(pt) {
			r.fits = append(r.fits, i)
		}
	}
	if len(r.fits) == 0 {
		return -1, placement.Placement{}
	}
	ni := r.fits[r.rng.IntN(len(r.fits))]
	p, _ := c.nodes[ni].free.FirstFit(pt)
	return ni, p
}

func (r *randomFit) pickOn(c *cluster, ti, ni int) (placement.Placement, bool) {
	return c.nodes[ni].free.FirstFit(&c.types[ti].pt)
}
func (*randomFit) classes() bool { return false }

// firstFit: the first node (trace order) that fits, first-fit devices.
type firstFit struct{}

func (firstFit) pick(c *cluster, ti int) (int, placement.Placement) {
	pt := &c.types[ti].pt
	for i := range c.nodes {
		if p, ok := c.nodes[i].free.FirstFit(pt); ok {
			return i, p
		}
	}
	return -1, placement.Placement{}
}

func (firstFit) pickOn(c *cluster, ti, ni int) (placement.Placement, bool) {
	return c.nodes[ni].free.FirstFit(&c.types[ti].pt)
}
func (firstFit) classes() bool { return false }

// bestFit: the node with the least remaining resources after placement (free GPU share and free
// CPU, each as a fraction of the node's capacity, summed), best-fit devices on it.
type bestFit struct{}

func (bestFit) pick(c *cluster, ti int) (int, placement.Placement) {
	pt := &c.types[ti].pt
	best, bestS := -1, 0.0
	var bestP placement.Placement
	for i := range c.nodes {
		n := &c.nodes[i]
		p, ok := n.free.BestFit(pt)
		if !ok {
			continue
		}
		gpuLeft := float64(n.free.FreeMilli()-pt.GPUDemand()) / float64(len(n.total.GPUMilli)*placement.MilliPerGPU)
		cpuLeft := float64(n.free.CPUMilli-pt.CPUMilli) / float64(max(1, n.total.CPUMilli))
		if s := gpuLeft + cpuLeft; best < 0 || s < bestS {
			best, bestS, bestP = i, s, p
		}
	}
	return best, bestP
}

func (bestFit) pickOn(c *cluster, ti, ni int) (placement.Placement, bool) {
	return c.nodes[ni].free.BestFit(&c.types[ti].pt)
}
func (bestFit) classes() bool { return false }

// fgd: Fragmentation Gradient Descent — the node and devices whose placement grows the expected
// fragmentation against the target workload least (ties: lower node index).
type fgd struct{}

func (fgd) pick(c *cluster, ti int) (int, placement.Placement) {
	best, bestD := -1, 0.0
	var bestP placement.Placement
	for i := range c.nodes {
		if !c.nodes[i].free.Fits(&c.types[ti].pt) {
			continue
		}
		e := c.entry(i, ti)
		if k := e.fgdChoice(); k >= 0 && (best < 0 || e.choices[k].delta < bestD) {
			best, bestD, bestP = i, e.choices[k].delta, e.choices[k].p
		}
	}
	return best, bestP
}

func (fgd) pickOn(c *cluster, ti, ni int) (placement.Placement, bool) {
	e := c.entry(ni, ti)
	k := e.fgdChoice()
	if k < 0 {
		return placement.Placement{}, false
	}
	return e.choices[k].p, true
}
func (fgd) classes() bool { return false }

// marketPolicy is the gpumesh market: the requester filters the book with the matching core's
// hard constraints, every eligible provider quotes its own cheapest placement (fragmentation and
// burst headroom priced in, by market/placement), and the requester picks by match score.
// Burst is served before batch and may preempt batch.
type marketPolicy struct {
	cfg    match.Config
	cands  []match.Candidate
	nodeOf []int
}

const simReputation = 10000 // every simulated provider is honest

func (m *marketPolicy) eligible(c *cluster, ti int) []bool {
	t := &c.types[ti]
	if t.elig == nil {
		t.elig = make([]bool, len(c.nodes))
		for i := range c.nodes {
			t.elig[i] = match.Eligible(t.req, &match.Candidate{Offer: c.nodes[i].offer, Reputation: simReputation})
		}
	}
	return t.elig
}

func (m *marketPolicy) pick(c *cluster, ti int) (int, placement.Placement) {
	elig := m.eligible(c, ti)
	pt := &c.types[ti].pt
	m.cands, m.nodeOf = m.cands[:0], m.nodeOf[:0]
	for i := range c.nodes {
		if !elig[i] || !c.nodes[i].free.Fits(pt) {
			continue
		}
		q, _ := c.quote(i, ti)
		if q == nil {
			continue
		}
		m.cands = append(m.cands, match.Candidate{Offer: c.nodes[i].offer, Reputation: simReputation, Quote: q})
		m.nodeOf = append(m.nodeOf, i)
	}
	b := match.Best(m.cfg, c.types[ti].req, m.cands)
	if b < 0 {
		return -1, placement.Placement{}
	}
	ni := m.nodeOf[b]
	_, k := c.quote(ni, ti)
	return ni, c.entry(ni, ti).choices[k].p
}

func (m *marketPolicy) pickOn(c *cluster, ti, ni int) (placement.Placement, bool) {
	if !m.eligible(c, ti)[ni] {
		return placement.Placement{}, false
	}
	q, k := c.quote(ni, ti)
	if q == nil {
		return placement.Placement{}, false
	}
	return c.entry(ni, ti).choices[k].p, true
}
func (*marketPolicy) classes() bool { return true }
