// Package sim is a discrete-event simulator that drives gpumesh's real matching core
// (market/match) and the provider's real placement code (market/placement) over a production
// GPU trace (the Alibaba GPU cluster trace v2023, read from a path) and compares the market with
// central schedulers: random-fit, first-fit, best-fit and Fragmentation Gradient Descent (FGD).
//
// Two experiments run on the same trace in one call to RunSim:
//
//  1. Workload inflation (as in the FGD paper): tasks arrive in trace order, wrapping around
//     the trace when it is exhausted, with no departures, until the GPU demand that has arrived
//     reaches MaxInflation (100%) of the cluster's GPUs. The GPU allocation rate is recorded at
//     every InflationStep (5%) of arrived demand.
//  2. Replay with departures over trace time: tasks arrive at creation_time and run for their
//     trace duration; what does not fit waits. The report gives GPU utilisation over time and
//     wait times per class beside the production scheduler's own waits (scheduled_time -
//     creation_time of LS tasks).
//
// Nodes become providers with one offer each; tasks become jobs (LS -> burst, BE, Burstable and
// Guaranteed -> batch) whose GPU-model constraints (gpu_spec) become the request's model allow
// list. Accounting is checked at every event: per node and GPU, free plus allocated equals
// capacity, or RunSim fails with ErrInvariant.
package sim

import (
	"cmp"
	"container/heap"
	"context"
	"fmt"
	"log/slog"
	"math"
	"math/big"
	"slices"
	"time"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/match"
	"github.com/gpumesh/gpumesh/market/placement"
)

// SimConfig configures RunSim. Zero fields take the documented defaults.
type SimConfig struct {
	NodesPath string // node list CSV (required unless Nodes is set)
	TasksPath string // task list CSV (required unless Tasks is set)
	Nodes     []Node // in-memory trace, used instead of the paths when non-nil
	Tasks     []Task
	// PlotPath, when set, receives a PNG of allocation rate versus arrived demand.
	PlotPath string
	// Policies to compare; default AllPolicies. The ratios in Metrics need fgd, best-fit and market.
	Policies []string
	// Seed of random-fit. Default 1.
	Seed uint64
	// InflationStep is the step of arrived demand at which allocation is recorded. Default 0.05.
	InflationStep float64
	// MaxInflation is the arrived demand (share of GPU capacity) at which inflation stops.
	// Default 1.0.
	MaxInflation float64
	// SkipReplay skips experiment 2.
	SkipReplay bool
	// ReplayTimeScale divides arrival times in the replay (durations are kept), to study the
	// policies under contention: at trace time (scale 1, the default) the trace offers well under
	// 1% of the cluster's GPUs on average, so nothing ever waits.
	ReplayTimeScale float64
	// WorkloadCoverage is the share of tasks whose types form FGD's target workload (the most
	// popular types first). Default 1 (all types).
	WorkloadCoverage float64
	// Headroom is the burst headroom rule of the market's providers (default share 0.125).
	Headroom placement.Headroom
	// GPUSecondPrice is every provider's list price per GPU-second. Default 1e12 token units.
	GPUSecondPrice *big.Int
	// FragWeight prices fragmentation growth (see placement.Pricing). Default 1.
	FragWeight float64
	// FlatPricing turns off scarcity pricing. By default market providers price the GPU share
	// they sell by how much the workload insists on their GPU model (placement.Workload.Scarcity,
	// which is 0 for every model when no task constrains models).
	FlatPricing bool
	// Match holds the requester's score weights; zero = match defaults.
	Match match.Config
	// Logger; nil discards.
	Logger *slog.Logger

	onPlace func(policy string, a *alloc, n *simNode) error // test hook
}

func (c *SimConfig) ensureDefaults() {
	if len(c.Policies) == 0 {
		c.Policies = AllPolicies
	}
	if c.Seed == 0 {
		c.Seed = 1
	}
	if c.InflationStep <= 0 {
		c.InflationStep = 0.05
	}
	if c.MaxInflation <= 0 {
		c.MaxInflation = 1
	}
	if c.ReplayTimeScale <= 0 {
		c.ReplayTimeScale = 1
	}
	if c.WorkloadCoverage <= 0 {
		c.WorkloadCoverage = 1
	}
	if c.GPUSecondPrice == nil {
		c.GPUSecondPrice = big.NewInt(1e12)
	}
	if c.FragWeight == 0 {
		c.FragWeight = 1
	}
	c.Match.EnsureDefaults()
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
}

// InflationPoint is the allocation at one step of arrived demand.
type InflationPoint struct {
	Arrived   float64 // arrived GPU demand / capacity
	AllocRate float64 // allocated GPUs / capacity
}

// WaitStats summarises waits (seconds) of one class.
type WaitStats struct {
	N        int     // tasks of the class
	Started  int     // tasks that started before the trace ended
	P50, P99 float64 // over all tasks; a task that never started counts its wait until the end
	Mean     float64
}

// UtilPoint is GPU utilisation at a time of the replay.
type UtilPoint struct {
	Time int64
	Util float64 // allocated GPU share / capacity
}

// PolicyResult is one policy's outcome in both experiments.
type PolicyResult struct {
	Policy          string
	Inflation       []InflationPoint
	FinalAllocRate  float64 // at MaxInflation arrived demand
	UnallocatedGPUs float64 // capacity minus allocated GPUs at the end of inflation
	FailedTasks     int     // tasks that found no placement during inflation

	Replayed    bool
	UtilMean    float64 // time-weighted mean GPU utilisation from the first to the last arrival
	UtilPeak    float64 // highest GPU utilisation during the replay
	UtilSeries  []UtilPoint
	Waits       map[market.Class]WaitStats
	Preemptions int
	Runtime     time.Duration
}

// SimReport is the outcome of RunSim.
type SimReport struct {
	Nodes, Tasks  int
	CapacityGPUs  float64
	WorkloadTypes int
	TimeScale     float64 // SimConfig.ReplayTimeScale
	Scarcity      bool    // market providers used scarcity pricing
	Results       []PolicyResult
	TraceLSWait   WaitStats // production scheduler's waits of LS tasks (scheduled - creation)
	Runtime       time.Duration
	PlotPath      string
}

// Result returns the named policy's result, or nil.
func (r *SimReport) Result(policy string) *PolicyResult {
	for i := range r.Results {
		if r.Results[i].Policy == policy {
			return &r.Results[i]
		}
	}
	return nil
}

// RunSim loads the trace and runs both experiments for every policy.
func RunSim(ctx context.Context, cfg SimConfig) (*SimReport, error) {
	start := time.Now()
	cfg.ensureDefaults()
	for _, p := range cfg.Policies {
		if !slices.Contains(AllPolicies, p) {
			return nil, fmt.Errorf("sim: policy %q: choose from %v", p, AllPolicies)
		}
	}
	if err := cfg.Match.Validate(); err != nil {
		return nil, fmt.Errorf("sim: %w", err)
	}
	nodes, tasks := cfg.Nodes, cfg.Tasks
	if nodes == nil || tasks == nil {
		if cfg.NodesPath == "" || cfg.TasksPath == "" {
			return nil, fmt.Errorf("sim: give the node and task files (NodesPath, TasksPath)")
		}
		var err error
		if nodes, tasks, err = LoadTrace(cfg.NodesPath, cfg.TasksPath); err != nil {
			return nil, err
		}
	}
	pts := make([]placement.Task, len(tasks))
	for i := range tasks {
		pts[i] = tasks[i].placementTask()
	}
	w, err := placement.NewWorkload(pts, cfg.WorkloadCoverage)
	if err != nil {
		return nil, fmt.Errorf("sim: %w", err)
	}
	rep := &SimReport{Nodes: len(nodes), Tasks: len(tasks), WorkloadTypes: len(w.Types), TimeScale: cfg.ReplayTimeScale, Scarcity: !cfg.FlatPricing, TraceLSWait: traceWaits(tasks)}
	for _, n := range nodes {
		rep.CapacityGPUs += float64(n.GPUs)
	}
	for _, name := range cfg.Policies {
		t0 := time.Now()
		res := PolicyResult{Policy: name}
		if err := inflate(ctx, &cfg, name, nodes, tasks, w, &res); err != nil {
			return nil, fmt.Errorf("sim: %s inflation: %w", name, err)
		}
		if !cfg.SkipReplay {
			if err := replay(ctx, &cfg, name, nodes, tasks, w, &res); err != nil {
				return nil, fmt.Errorf("sim: %s replay: %w", name, err)
			}
		}
		res.Runtime = time.Since(t0)
		cfg.Logger.Info("sim policy done", "policy", name, "alloc_rate", res.FinalAllocRate, "runtime", res.Runtime)
		rep.Results = append(rep.Results, res)
	}
	rep.Runtime = time.Since(start)
	if cfg.PlotPath != "" {
		if err := rep.writePlot(cfg.PlotPath); err != nil {
			return nil, err
		}
		rep.PlotPath = cfg.PlotPath
	}
	return rep, nil
}

func (cfg *SimConfig) hook(name string, c *cluster) {
	if cfg.onPlace != nil {
		c.onPlace = func(a *alloc, n *simNode) error { return cfg.onPlace(name, a, n) }
	}
}

// inflate runs experiment 1.
func inflate(ctx context.Context, cfg *SimConfig, name string, nodes []Node, tasks []Task, w *placement.Workload, res *PolicyResult) error {
	c := newCluster(nodes, tasks, w, cfg)
	cfg.hook(name, c)
	pol := newPolicy(name, cfg)
	var arrived int64
	next := cfg.InflationStep
	target := int64(math.Round(cfg.MaxInflation * float64(c.capMilli)))
	const eps = 1e-9
	anyDemand := false
	for i := range tasks {
		anyDemand = anyDemand || tasks[i].Demand() > 0
	}
	if !anyDemand {
		return fmt.Errorf("no task asks for a GPU")
	}
	for i := 0; arrived < target; i++ {
		if i%1024 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		t := &tasks[i%len(tasks)]
		ti := c.typeOf[t]
		arrived += t.Demand()
		ni, p := pol.pick(c, ti)
		if ni < 0 {
			res.FailedTasks++
		} else {
			a := &alloc{id: i, task: t, typ: ti, pt: c.types[ti].pt, p: p, node: ni, batch: t.Class() == market.ClassBatch}
			if err := c.place(a); err != nil {
				return err
			}
		}
		for float64(arrived) >= next*float64(c.capMilli)-eps && next <= cfg.MaxInflation+eps {
			res.Inflation = append(res.Inflation, InflationPoint{Arrived: next, AllocRate: float64(c.allocMilli) / float64(c.capMilli)})
			next += cfg.InflationStep
		}
	}
	if err := c.checkAll(); err != nil {
		return err
	}
	res.FinalAllocRate = float64(c.allocMilli) / float64(c.capMilli)
	res.UnallocatedGPUs = float64(c.capMilli-c.allocMilli) / placement.MilliPerGPU
	return nil
}

// departure heap
type depHeap []*alloc

func (h depHeap) Len() int { return len(h) }
func (h depHeap) Less(i, j int) bool {
	if h[i].end != h[j].end {
		return h[i].end < h[j].end
	}
	return h[i].id < h[j].id
}
func (h depHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *depHeap) Push(x any)   { *h = append(*h, x.(*alloc)) }
func (h *depHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// remove deletes a from the heap (preemption).
func (h *depHeap) remove(a *alloc) {
	for i, x := range *h {
		if x == a {
			heap.Remove(h, i)
			return
		}
	}
}

type queued struct {
	id     int
	task   *Task
	remain int64 // run time still owed (a preempted task keeps its progress)
}

// replay runs experiment 2.
func replay(ctx context.Context, cfg *SimConfig, name string, nodes []Node, tasks []Task, w *placement.Workload, res *PolicyResult) error {
	c := newCluster(nodes, tasks, w, cfg)
	cfg.hook(name, c)
	pol := newPolicy(name, cfg)
	arrive := make([]int64, len(tasks))
	order := make([]int, len(tasks))
	endOfTrace := int64(0)
	for i := range tasks {
		order[i] = i
		arrive[i] = int64(float64(tasks[i].Creation) / cfg.ReplayTimeScale)
		endOfTrace = max(endOfTrace, arrive[i]+tasks[i].Duration())
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(arrive[a], arrive[b]) })
	firstStart := make([]int64, len(tasks))
	for i := range firstStart {
		firstStart[i] = -1
	}
	var deps depHeap
	var burstQ, batchQ []queued // FIFO; central policies use batchQ only
	now := arrive[order[0]]
	t0 := now
	var utilArea float64
	lastArrival := arrive[order[len(order)-1]]
	sampleEvery := max(1, (endOfTrace-t0)/200)
	nextSample := t0
	advance := func(to int64) {
		if to > now {
			if now < lastArrival {
				utilArea += float64(c.allocMilli) * float64(min(to, lastArrival)-now)
			}
			res.UtilPeak = max(res.UtilPeak, float64(c.allocMilli)/float64(c.capMilli))
			for nextSample <= to {
				// allocation is constant on [now, to)
				res.UtilSeries = append(res.UtilSeries, UtilPoint{Time: nextSample, Util: float64(c.allocMilli) / float64(c.capMilli)})
				nextSample += sampleEvery
			}
			now = to
		}
	}
	start := func(q queued, ni int, p placement.Placement) error {
		ti := c.typeOf[q.task]
		a := &alloc{id: q.id, task: q.task, typ: ti, pt: c.types[ti].pt, p: p, node: ni, start: now,
			end: now + q.remain, batch: q.task.Class() == market.ClassBatch, remain: q.remain}
		if err := c.place(a); err != nil {
			return err
		}
		if firstStart[q.id] < 0 {
			firstStart[q.id] = now
		}
		heap.Push(&deps, a)
		return nil
	}
	// retry places queued tasks on node ni, burst queue first.
	retry := func(ni int) error {
		for _, qp := range []*[]queued{&burstQ, &batchQ} {
			q := *qp
			out := q[:0]
			for _, e := range q {
				ti := c.typeOf[e.task]
				if c.nodes[ni].free.Fits(&c.types[ti].pt) {
					if p, ok := pol.pickOn(c, ti, ni); ok {
						if err := start(e, ni, p); err != nil {
							return err
						}
						continue
					}
				}
				out = append(out, e)
			}
			clear(q[len(out):])
			*qp = out
		}
		return nil
	}
	enqueue := func(q queued) {
		if pol.classes() && q.task.Class() == market.ClassBurst {
			burstQ = append(burstQ, q)
		} else {
			batchQ = append(batchQ, q)
		}
	}
	// requeue puts preempted batch work at the front of its queue: it had already started.
	requeue := func(q queued) { batchQ = slices.Insert(batchQ, 0, q) }
	// preempt makes room for burst task q by evicting batch work on the node where that
	// costs the least GPU share; evicted tasks go back to the queue with their remaining time.
	preempt := func(q queued) (bool, error) {
		ti := c.typeOf[q.task]
		pt := &c.types[ti].pt
		mp := pol.(*marketPolicy)
		elig := mp.eligible(c, ti)
		best, bestCost := -1, int64(0)
		var bestEv []int
		for ni := range c.nodes {
			n := &c.nodes[ni]
			if !elig[ni] || !pt.ModelOK(n.spec.Model) || pt.CPUMilli > n.total.CPUMilli || pt.MemMiB > n.total.MemMiB {
				continue
			}
			running := make([]placement.Running, 0, len(n.run))
			for _, a := range n.run {
				running = append(running, placement.Running{ID: a.id, Task: a.pt, Placement: a.p, Batch: a.batch})
			}
			ev, ok := placement.PlanPreemption(&n.free, running, pt)
			if !ok || len(ev) == 0 {
				continue
			}
			var cost int64
			for _, id := range ev {
				for _, a := range n.run {
					if a.id == id {
						cost += a.pt.GPUDemand() + 1 // +1: fewer evictions break ties
					}
				}
			}
			if best < 0 || cost < bestCost {
				best, bestCost, bestEv = ni, cost, ev
			}
		}
		if best < 0 {
			return false, nil
		}
		n := &c.nodes[best]
		var evicted []queued
		for _, id := range bestEv {
			var victim *alloc
			for _, a := range n.run {
				if a.id == id {
					victim = a
				}
			}
			deps.remove(victim)
			if err := c.release(victim); err != nil {
				return false, err
			}
			res.Preemptions++
			evicted = append(evicted, queued{id: victim.id, task: victim.task, remain: max(1, victim.end-now)})
		}
		p, ok := pol.pickOn(c, ti, best)
		if !ok {
			return false, fmt.Errorf("%w: preemption on %s did not make room", ErrInvariant, n.spec.Name)
		}
		if err := start(q, best, p); err != nil {
			return false, err
		}
		// Evicted work restarts elsewhere at once if it can, else waits at the queue's front
		// (the queue only ever holds tasks that fit nowhere, which retry() relies on).
		for i := len(evicted) - 1; i >= 0; i-- {
			e := evicted[i]
			if ni, p := pol.pick(c, c.typeOf[e.task]); ni >= 0 {
				if err := start(e, ni, p); err != nil {
					return false, err
				}
				continue
			}
			requeue(e)
		}
		return true, nil
	}

	ai := 0
	for steps := 0; ai < len(order) || deps.Len() > 0; steps++ {
		if steps%4096 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		// Departures first at equal times, so arrivals see the freed capacity.
		if deps.Len() > 0 && (ai == len(order) || deps[0].end <= arrive[order[ai]]) {
			a := heap.Pop(&deps).(*alloc)
			advance(a.end)
			if err := c.release(a); err != nil {
				return err
			}
			if err := retry(a.node); err != nil {
				return err
			}
			continue
		}
		id := order[ai]
		ai++
		t := &tasks[id]
		advance(arrive[id])
		q := queued{id: id, task: t, remain: t.Duration()}
		ti := c.typeOf[t]
		// A new task is placed at once if it fits anywhere (backfilling past queued tasks).
		if ni, p := pol.pick(c, ti); ni >= 0 {
			if err := start(q, ni, p); err != nil {
				return err
			}
			continue
		}
		if pol.classes() && t.Class() == market.ClassBurst {
			ok, err := preempt(q)
			if err != nil {
				return err
			}
			if ok {
				continue
			}
		}
		enqueue(q)
	}
	advance(max(now, endOfTrace))
	if err := c.checkAll(); err != nil {
		return err
	}
	if span := float64(lastArrival - t0); span > 0 {
		res.UtilMean = utilArea / span / float64(c.capMilli)
	}
	res.Replayed = true
	res.Waits = map[market.Class]WaitStats{}
	for _, cl := range []market.Class{market.ClassBurst, market.ClassBatch} {
		var waits []float64
		ws := WaitStats{}
		for i := range tasks {
			if tasks[i].Class() != cl {
				continue
			}
			ws.N++
			if firstStart[i] >= 0 {
				ws.Started++
				waits = append(waits, float64(firstStart[i]-arrive[i]))
			} else {
				waits = append(waits, float64(endOfTrace-arrive[i]))
			}
		}
		ws.P50, ws.P99, ws.Mean = percentile(waits, 0.50), percentile(waits, 0.99), mean(waits)
		res.Waits[cl] = ws
	}
	return nil
}

// traceWaits returns the production scheduler's waits of LS tasks that ran.
func traceWaits(tasks []Task) WaitStats {
	var waits []float64
	ws := WaitStats{}
	for i := range tasks {
		if tasks[i].QoS != "LS" {
			continue
		}
		ws.N++
		if tasks[i].Scheduled >= 0 {
			ws.Started++
			waits = append(waits, float64(tasks[i].Scheduled-tasks[i].Creation))
		}
	}
	ws.P50, ws.P99, ws.Mean = percentile(waits, 0.50), percentile(waits, 0.99), mean(waits)
	return ws
}

// percentile is the nearest-rank percentile (0 for no data).
func percentile(v []float64, p float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := slices.Clone(v)
	slices.Sort(s)
	k := int(math.Ceil(p*float64(len(s)))) - 1
	return s[min(max(k, 0), len(s)-1)]
}

func mean(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	s := 0.0
	for _, x := range v {
		s += x
	}
	return s / float64(len(v))
}
