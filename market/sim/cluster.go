package sim

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/placement"
)

// ErrInvariant reports a broken accounting invariant (a bug in the simulator or a policy).
var ErrInvariant = errors.New("sim: invariant violated")

// alloc is one running task instance.
type alloc struct {
	id     int
	task   *Task
	typ    int
	pt     placement.Task
	p      placement.Placement
	node   int
	start  int64
	end    int64
	batch  bool
	remain int64 // run time left when (re)placed
}

type simNode struct {
	spec  Node
	total placement.Node
	free  placement.Node
	ver   uint32
	run   []*alloc
	offer *market.Offer
}

// choice is one candidate placement on a node with its fragmentation growth.
type choice struct {
	p     placement.Placement
	delta float64
}

type cacheEntry struct {
	ver     uint32
	valid   bool
	choices []choice
	quote   [4]*big.Int // per class: best quote over choices
	qi      [4]int      // per class: index of the choice quoted
}

// taskType is a distinct (resources, models, class) combination; placements and quotes are
// cached per node and type, invalidated whenever the node changes.
type taskType struct {
	pt    placement.Task
	class market.Class
	req   *market.Request
	elig  []bool // per node: offer passes the market's hard constraints (market policy only)
}

type cluster struct {
	nodes      []simNode
	capMilli   int64
	allocMilli int64
	w          *placement.Workload
	types      []taskType
	typeOf     map[*Task]int
	typeTask   []*Task        // per type: its first task
	cache      [][]cacheEntry // [node][type]
	headroom   placement.Headroom
	pricing    placement.Pricing
	scarcity   []float64 // per node: its model's scarcity (market providers' pricing)
	onPlace    func(a *alloc, n *simNode) error
	// fragmentation measures a node's expected fragmentation: FGD's (Workload.FastFragmentation)
	// for the central policies, the CPU-aware one (FastCPUFragmentation) for the market's quotes
	// unless SimConfig.GPUOnlyFragmentation.
	fragmentation func(n *placement.Node) float64
}

func typeKey(t *Task) string {
	return fmt.Sprintf("%d/%d/%d/%d/%s/%d", t.NumGPU, t.GPUMilli, t.CPUMilli, t.MemMiB, strings.Join(t.Models, "|"), t.Class())
}

func newCluster(nodes []Node, tasks []Task, w *placement.Workload, cfg *SimConfig) *cluster {
	c := &cluster{w: w, typeOf: make(map[*Task]int, len(tasks)), headroom: cfg.Headroom,
		pricing: placement.Pricing{GPUSecond: cfg.GPUSecondPrice, FragWeight: cfg.FragWeight}, fragmentation: w.FastFragmentation}
	if cfg.cpuFrag {
		c.fragmentation = w.FastCPUFragmentation
	}
	for i, n := range nodes {
		gm := make([]int64, n.GPUs)
		for g := range gm {
			gm[g] = placement.MilliPerGPU
		}
		tot := placement.Node{Model: n.Model, GPUMilli: gm, CPUMilli: n.CPUMilli, MemMiB: n.MemMiB}
		sn := simNode{spec: n, total: tot, free: tot.Clone()}
		sn.offer = &market.Offer{
			Provider: common.BigToAddress(big.NewInt(int64(i + 1))), PeerID: n.Name,
			GPUs:       []market.GPU{{Model: n.Model, Vendor: "nvidia", Count: uint32(n.GPUs)}},
			Throughput: 1,
			Prices: []market.ClassPrice{
				{Class: market.ClassBatch, Unit: market.PerGPUSecond, Amount: cfg.GPUSecondPrice},
				{Class: market.ClassBurst, Unit: market.PerGPUSecond, Amount: cfg.GPUSecondPrice},
			},
			BurstSlots: uint32(cfg.Headroom.Reserved(n.GPUs)),
			Nonce:      1, Expiry: 1 << 40,
		}
		c.nodes = append(c.nodes, sn)
		c.capMilli += int64(n.GPUs) * placement.MilliPerGPU
	}
	idx := map[string]int{}
	for i := range tasks {
		t := &tasks[i]
		k := typeKey(t)
		ti, ok := idx[k]
		if !ok {
			ti = len(c.types)
			idx[k] = ti
			gc := uint32(max(1, t.NumGPU))
			req := &market.Request{JobID: contracts.JobID(common.BigToHash(big.NewInt(int64(ti + 1)))), Requester: common.HexToAddress("0x5e"),
				Class: t.Class(), Req: market.Requirements{GPUCount: gc, Models: t.Models}, BidWindowMs: 1, Expiry: 1 << 40}
			c.types = append(c.types, taskType{pt: t.placementTask(), class: t.Class(), req: req})
			c.typeTask = append(c.typeTask, t)
		}
		c.typeOf[t] = ti
	}
	capByModel := map[string]float64{}
	for _, n := range nodes {
		capByModel[n.Model] += float64(n.GPUs) * placement.MilliPerGPU
	}
	c.scarcity = make([]float64, len(nodes))
	if !cfg.FlatPricing {
		for i, n := range nodes {
			c.scarcity[i] = w.Scarcity(n.Model, capByModel[n.Model]/float64(c.capMilli))
		}
	}
	if !cfg.noShape {
		totals := make([]placement.Node, len(c.nodes))
		for i := range c.nodes {
			totals[i] = c.nodes[i].total
		}
		for i, s := range w.ShapeScarcity(totals) {
			c.scarcity[i] += s
		}
	}
	c.cache = make([][]cacheEntry, len(c.nodes))
	for i := range c.cache {
		c.cache[i] = make([]cacheEntry, len(c.types))
	}
	return c
}

// entry returns the cached placements of type ti on node ni, computing them if the node changed.
func (c *cluster) entry(ni, ti int) *cacheEntry {
	e := &c.cache[ni][ti]
	n := &c.nodes[ni]
	if e.valid && e.ver == n.ver {
		return e
	}
	e.valid, e.ver = true, n.ver
	e.choices = e.choices[:0]
	e.quote = [4]*big.Int{}
	pt := &c.types[ti].pt
	cands := n.free.Candidates(pt)
	if len(cands) == 0 {
		return e
	}
	before := c.fragmentation(&n.free)
	for _, p := range cands {
		if err := n.free.Apply(pt, p); err != nil {
			continue
		}
		d := c.fragmentation(&n.free) - before
		n.free.Release(pt, p)
		e.choices = append(e.choices, choice{p: p, delta: d})
	}
	return e
}

// fgdChoice returns the min-fragmentation-growth choice index on a node, or -1.
func (e *cacheEntry) fgdChoice() int {
	best := -1
	for i := range e.choices {
		if best < 0 || e.choices[i].delta < e.choices[best].delta {
			best = i
		}
	}
	return best
}

// quote returns the provider's price for running type ti on node ni (per second), and the
// choice it quotes: the cheapest of its placements including fragmentation and headroom.
func (c *cluster) quote(ni, ti int) (*big.Int, int) {
	e := c.entry(ni, ti)
	cl := c.types[ti].class
	if len(e.choices) == 0 {
		return nil, -1
	}
	if e.quote[cl] != nil {
		return e.quote[cl], e.qi[cl]
	}
	n := &c.nodes[ni]
	pt := &c.types[ti].pt
	var best *big.Int
	bi := -1
	for i, ch := range e.choices {
		pc := placement.Choice{Placement: ch.p, FragDelta: ch.delta}
		if cl == market.ClassBatch {
			pc.UsesHeadroom = c.headroom.Intrudes(&n.free, pt, ch.p)
		}
		pr := c.pricing
		pr.Scarcity = c.scarcity[ni]
		q := pr.Quote(pt, pc)
		if best == nil || q.Cmp(best) < 0 {
			best, bi = q, i
		}
	}
	e.quote[cl], e.qi[cl] = best, bi
	return best, bi
}

// place applies a on its node and checks the node's accounting.
func (c *cluster) place(a *alloc) error {
	n := &c.nodes[a.node]
	if !a.pt.ModelOK(n.spec.Model) {
		return fmt.Errorf("%w: task %s (line %d) placed on %s model %s outside gpu_spec %v", ErrInvariant, a.task.Name, a.task.Line, n.spec.Name, n.spec.Model, a.task.Models)
	}
	if err := n.free.Apply(&a.pt, a.p); err != nil {
		return fmt.Errorf("%w: task %s on %s: %v", ErrInvariant, a.task.Name, n.spec.Name, err)
	}
	n.ver++
	n.run = append(n.run, a)
	c.allocMilli += a.pt.GPUDemand()
	if c.onPlace != nil {
		if err := c.onPlace(a, n); err != nil {
			return err
		}
	}
	return c.check(a.node)
}

// release frees a's resources.
func (c *cluster) release(a *alloc) error {
	n := &c.nodes[a.node]
	i := slices.Index(n.run, a)
	if i < 0 {
		return fmt.Errorf("%w: release of task %s not running on %s", ErrInvariant, a.task.Name, n.spec.Name)
	}
	n.run = slices.Delete(n.run, i, i+1)
	n.free.Release(&a.pt, a.p)
	n.ver++
	c.allocMilli -= a.pt.GPUDemand()
	return c.check(a.node)
}

// check verifies that on node ni free + allocated == capacity for every GPU, CPU and memory,
// and that nothing is over-allocated.
func (c *cluster) check(ni int) error {
	n := &c.nodes[ni]
	var used [64]int64
	var cpu, mem int64
	for _, a := range n.run {
		for _, g := range a.p.GPUs {
			used[g] += a.p.Milli
		}
		cpu += a.pt.CPUMilli
		mem += a.pt.MemMiB
	}
	for g, f := range n.free.GPUMilli {
		if f < 0 || f+used[g] != placement.MilliPerGPU {
			return fmt.Errorf("%w: node %s gpu %d: free %d + used %d != %d", ErrInvariant, n.spec.Name, g, f, used[g], placement.MilliPerGPU)
		}
	}
	if n.free.CPUMilli < 0 || n.free.CPUMilli+cpu != n.total.CPUMilli || n.free.MemMiB < 0 || n.free.MemMiB+mem != n.total.MemMiB {
		return fmt.Errorf("%w: node %s cpu/mem: free %d/%d + used %d/%d != %d/%d", ErrInvariant, n.spec.Name,
			n.free.CPUMilli, n.free.MemMiB, cpu, mem, n.total.CPUMilli, n.total.MemMiB)
	}
	if c.allocMilli < 0 || c.allocMilli > c.capMilli {
		return fmt.Errorf("%w: cluster allocation %d outside [0, %d]", ErrInvariant, c.allocMilli, c.capMilli)
	}
	return nil
}

// checkAll verifies every node and that the cluster total equals the sum over nodes.
func (c *cluster) checkAll() error {
	var sum int64
	for i := range c.nodes {
		if err := c.check(i); err != nil {
			return err
		}
		for _, a := range c.nodes[i].run {
			sum += a.pt.GPUDemand()
		}
	}
	if sum != c.allocMilli {
		return fmt.Errorf("%w: cluster allocation %d != sum over nodes %d", ErrInvariant, c.allocMilli, sum)
	}
	return nil
}
