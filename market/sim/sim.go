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
//  2. Replay with departures: either in trace time (tasks arrive at creation_time, divided by
//     ReplayTimeScale, and run for their trace duration; the released trace offers under 1% of
//     the cluster, so nothing waits) or, with Load set, a load replay that draws tasks from the
//     trace with replacement until the offered GPU demand is Load x capacity, so queues form.
//     What does not fit waits. The report gives GPU utilisation over time and wait times per
//     class (and, in trace time, the production scheduler's own waits of LS tasks).
//
// The market's mechanisms: providers quote their own placement with fragmentation (the
// CPU-aware measure, placement.Workload.FastCPUFragmentation, where FGD uses its own GPU-only
// one), model and node-shape scarcity (placement.Workload.Scarcity, ShapeScarcity: capacity
// that alone can host some tasks is priced up, so flexible tasks leave it to them, and large
// tasks are not starved) and burst headroom priced in; burst is served before batch and may
// preempt batch (in both experiments: a burst task that fits nowhere evicts batch work, which
// restarts elsewhere if it fits and otherwise waits, unallocated); and a task that fits nowhere
// may have batch work migrated to make room (repack). Both choose the node as a quote would:
// by the GPU share evicted plus the fragmentation growth of evicting it and placing the task. Ablations runs the market with each of
// them off (MarketVariants). SimReport.AllocBound bounds what any policy can allocate in
// inflation.
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
	"math/rand/v2"
	"slices"
	"strings"
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
	// Load, when > 0, makes experiment 2 a load replay instead of a replay in trace time: tasks
	// are drawn from the trace with replacement (each keeps its shape, class and duration) and
	// arrive as a Poisson stream whose offered GPU demand (arrival rate x mean GPU share x
	// duration) is Load x the cluster's GPUs. The run starts from the steady state of that
	// stream on an unbounded cluster (tasks drawn by duration with a uniform remaining time, as
	// many as are running on average), placed by the policy, and is measured for LoadHorizon.
	// Every policy sees the same draw. 0.5..1.2 is the interesting range.
	Load float64
	// Sweep lists more loads; each runs the load replay again for every policy (results in
	// SimReport.Sweep).
	Sweep []float64
	// LoadHorizon is the simulated time measured in a load replay. Default 24 h.
	LoadHorizon time.Duration
	// Ablations adds market variants with one mechanism switched off each (MarketVariants) to
	// the policies compared.
	Ablations bool
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
	// GPUOnlyFragmentation makes the market's providers measure fragmentation as FGD does
	// (placement.Workload.FastFragmentation). By default they use the CPU-aware measure
	// (FastCPUFragmentation), which also counts the GPU share a node's CPU can no longer serve.
	// The central FGD policy always uses FGD's own measure.
	GPUOnlyFragmentation bool
	// FlatPricing turns off model scarcity pricing. By default market providers price the GPU
	// share they sell by how much the workload insists on their GPU model
	// (placement.Workload.Scarcity, which is 0 for every model when no task constrains models).
	// Node-shape scarcity (placement.Workload.ShapeScarcity) is priced either way; the ablation
	// market-no-shape turns it off.
	FlatPricing bool
	// Match holds the requester's score weights; zero = match defaults.
	Match match.Config
	// Logger; nil discards.
	Logger *slog.Logger

	onPlace func(policy string, a *alloc, n *simNode) error // test hook
	// set per policy by variantConfig
	repack    bool // the market migrates batch work to make room for a task that fits nowhere
	noPreempt bool // burst work never evicts batch
	cpuFrag   bool // quotes price the CPU-aware fragmentation
	noShape   bool // quotes do not price node-shape scarcity (central policies ignore it anyway)
}

func (c *SimConfig) ensureDefaults() {
	if len(c.Policies) == 0 {
		c.Policies = slices.Clone(AllPolicies)
		if c.Ablations {
			c.Policies = append(c.Policies, MarketVariants...)
		}
	}
	if c.LoadHorizon <= 0 {
		c.LoadHorizon = 24 * time.Hour
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

// DefaultSweep is the load sweep of the bench's --sweep.
var DefaultSweep = []float64{0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1, 1.2}

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
	Preemptions int // batch tasks evicted for burst work (they wait in the queue)
	// Migrations counts batch tasks the market moved to another node to make room (repack);
	// in the inflation experiment they are counted in InflationMigrations.
	Migrations          int
	InflationMigrations int
	// InflationPreemptions counts batch tasks the market evicted for burst work that fitted
	// nowhere during inflation; InflationEvicted those of them that found no other place (they
	// are not allocated at the end: without departures they would wait for ever).
	InflationPreemptions int
	InflationEvicted     int
	Runtime              time.Duration
}

// SweepPoint is one policy's load replay at one load.
type SweepPoint struct {
	Load       float64
	Policy     string
	UtilMean   float64
	Waits      map[market.Class]WaitStats
	Unstarted  int // arrivals that had not started when the horizon ended
	Migrations int
}

// SimReport is the outcome of RunSim.
type SimReport struct {
	Nodes, Tasks  int
	CapacityGPUs  float64
	WorkloadTypes int
	TimeScale     float64 // SimConfig.ReplayTimeScale
	Load          float64 // SimConfig.Load (0: the replay ran in trace time)
	Horizon       time.Duration
	Sweep         []SweepPoint
	Scarcity      bool // market providers used scarcity pricing
	// AllocBound is an upper bound on any policy's allocation rate at the end of inflation
	// (see AllocBound): the GPU-share slivers of one-GPU tasks above half a GPU.
	AllocBound  float64
	Results     []PolicyResult
	TraceLSWait WaitStats // production scheduler's waits of LS tasks (scheduled - creation)
	Runtime     time.Duration
	PlotPath    string
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
		if !slices.Contains(AllPolicies, p) && !slices.Contains(MarketVariants, p) {
			return nil, fmt.Errorf("sim: policy %q: choose from %v or %v", p, AllPolicies, MarketVariants)
		}
	}
	for _, l := range append([]float64{cfg.Load}, cfg.Sweep...) {
		if l < 0 || l > 4 || math.IsNaN(l) {
			return nil, fmt.Errorf("sim: load %v: give the offered GPU demand as a share of capacity, 0 < load <= 4 (0.9 = 90%%)", l)
		}
	}
	if h := cfg.LoadHorizon; h > 365*24*time.Hour {
		return nil, fmt.Errorf("sim: load horizon %s: at most one year", h)
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
	replaying := !cfg.SkipReplay || len(cfg.Sweep) > 0
	if replaying && tasks[0].NoTimes {
		src := cfg.TasksPath
		if src == "" {
			src = "the task list"
		}
		return nil, fmt.Errorf("sim: %s has no time columns (%s): the replay experiment needs each task's duration; "+
			"the inflation experiment does not (skip the replay: SkipReplay, or --replay=false)", src, strings.Join(TimeColumns, ", "))
	}
	rep := &SimReport{Nodes: len(nodes), Tasks: len(tasks), WorkloadTypes: len(w.Types), TimeScale: cfg.ReplayTimeScale, Scarcity: !cfg.FlatPricing}
	if !tasks[0].NoTimes {
		rep.TraceLSWait = traceWaits(tasks)
	}
	var capMilli int64
	for _, n := range nodes {
		rep.CapacityGPUs += float64(n.GPUs)
		capMilli += int64(n.GPUs) * placement.MilliPerGPU
	}
	rep.AllocBound = AllocBound(inflationArrivals(tasks, capMilli, cfg.MaxInflation), capMilli)
	var arrivals []arrival
	var arrivalsEnd int64
	if !cfg.SkipReplay {
		if cfg.Load > 0 {
			rep.Load, rep.Horizon = cfg.Load, cfg.LoadHorizon
			arrivals, arrivalsEnd, err = loadArrivals(tasks, capMilli, cfg.Load, cfg.LoadHorizon, cfg.Seed)
		} else {
			arrivals, arrivalsEnd, err = traceArrivals(tasks, cfg.ReplayTimeScale)
		}
		if err != nil {
			return nil, err
		}
	}
	for _, name := range cfg.Policies {
		t0 := time.Now()
		res := PolicyResult{Policy: name}
		pcfg := variantConfig(&cfg, name)
		if err := inflate(ctx, pcfg, name, nodes, tasks, w, &res); err != nil {
			return nil, fmt.Errorf("sim: %s inflation: %w", name, err)
		}
		if !cfg.SkipReplay {
			if err := replay(ctx, pcfg, name, nodes, tasks, w, &res, arrivals, arrivalsEnd, cfg.Load > 0); err != nil {
				return nil, fmt.Errorf("sim: %s replay: %w", name, err)
			}
		}
		res.Runtime = time.Since(t0)
		cfg.Logger.Info("sim policy done", "policy", name, "alloc_rate", res.FinalAllocRate, "runtime", res.Runtime)
		rep.Results = append(rep.Results, res)
	}
	for _, load := range cfg.Sweep {
		if load == cfg.Load && !cfg.SkipReplay {
			for _, res := range rep.Results {
				sp := SweepPoint{Load: load, Policy: res.Policy, UtilMean: res.UtilMean, Waits: res.Waits, Migrations: res.Migrations}
				for _, ws := range res.Waits {
					sp.Unstarted += ws.N - ws.Started
				}
				rep.Sweep = append(rep.Sweep, sp)
			}
			continue
		}
		arr, end, err := loadArrivals(tasks, capMilli, load, cfg.LoadHorizon, cfg.Seed)
		if err != nil {
			return nil, err
		}
		for _, name := range cfg.Policies {
			var res PolicyResult
			if err := replay(ctx, variantConfig(&cfg, name), name, nodes, tasks, w, &res, arr, end, true); err != nil {
				return nil, fmt.Errorf("sim: %s replay at load %v: %w", name, load, err)
			}
			sp := SweepPoint{Load: load, Policy: name, UtilMean: res.UtilMean, Waits: res.Waits, Migrations: res.Migrations}
			for _, ws := range res.Waits {
				sp.Unstarted += ws.N - ws.Started
			}
			cfg.Logger.Info("sim sweep point", "load", load, "policy", name, "util_mean", res.UtilMean)
			rep.Sweep = append(rep.Sweep, sp)
		}
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
		if ni < 0 && cfg.repack {
			var moves []move
			var err error
			if ni, p, moves, err = c.repack(pol, ti, 0); err != nil {
				return err
			}
			res.InflationMigrations += len(moves)
		}
		// Burst work that fits nowhere evicts batch work, as in the replay.
		var evicted []*alloc
		if ni < 0 && pol.classes() && !cfg.noPreempt && t.Class() == market.ClassBurst {
			var err error
			if ni, p, evicted, err = c.preemptFor(pol, ti); err != nil {
				return err
			}
			res.InflationPreemptions += len(evicted)
		}
		if ni < 0 {
			res.FailedTasks++
		} else {
			a := &alloc{id: i, task: t, typ: ti, pt: c.types[ti].pt, p: p, node: ni, batch: t.Class() == market.ClassBatch}
			if err := c.place(a); err != nil {
				return err
			}
		}
		// Evicted work restarts elsewhere at once if it fits; else it would wait for a
		// departure, which inflation never has, so it stays unallocated.
		for _, v := range evicted {
			vi, vp := pol.pick(c, v.typ)
			if vi < 0 {
				res.InflationEvicted++
				continue
			}
			nv := *v
			nv.node, nv.p = vi, vp
			if err := c.place(&nv); err != nil {
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

// arrival is one task instance arriving in the replay.
type arrival struct {
	task    *Task
	at      int64 // arrival time, seconds
	remain  int64 // run time it needs
	counted bool  // its wait enters the statistics (false: the load replay's warm-start population)
}

// traceArrivals is the replay in trace time: every task once, at creation_time / scale. end is
// when the last task would finish if it started at once.
func traceArrivals(tasks []Task, scale float64) ([]arrival, int64, error) {
	out := make([]arrival, len(tasks))
	var end int64
	for i := range tasks {
		at := int64(float64(tasks[i].Creation) / scale)
		out[i] = arrival{task: &tasks[i], at: at, remain: tasks[i].Duration(), counted: true}
		end = max(end, at+tasks[i].Duration())
	}
	slices.SortStableFunc(out, func(a, b arrival) int { return cmp.Compare(a.at, b.at) })
	return out, end, nil
}

// loadArrivals draws the load replay (see SimConfig.Load): a warm start at time 0 and a Poisson
// stream over [0, horizon]. end is the horizon in seconds.
func loadArrivals(tasks []Task, capMilli int64, load float64, horizon time.Duration, seed uint64) ([]arrival, int64, error) {
	var work, durSum float64 // milli-GPU seconds, seconds
	cum := make([]float64, len(tasks))
	for i := range tasks {
		d := float64(tasks[i].Duration())
		work += float64(tasks[i].Demand()) * d
		durSum += d
		cum[i] = durSum
	}
	if work <= 0 {
		return nil, 0, fmt.Errorf("sim: load replay: no task asks for a GPU")
	}
	n := float64(len(tasks))
	rate := load * float64(capMilli) / (work / n) // arrivals per second
	end := int64(horizon / time.Second)
	if want := rate * float64(end); want > 5_000_000 {
		return nil, 0, fmt.Errorf("sim: load replay: %.0f arrivals in the horizon %s: shorten the horizon (at most 5,000,000)", want, horizon)
	}
	rng := rand.New(rand.NewPCG(seed, math.Float64bits(load)))
	var out []arrival
	// Warm start: in the stream's steady state on an unbounded cluster, rate x mean duration
	// tasks run, drawn by duration, each with a uniform share of its run time left.
	warm := int(math.Round(rate * durSum / n))
	for range warm {
		i, _ := slices.BinarySearch(cum, rng.Float64()*durSum)
		i = min(i, len(tasks)-1)
		d := tasks[i].Duration()
		out = append(out, arrival{task: &tasks[i], at: 0, remain: 1 + rng.Int64N(d)})
	}
	for t := rng.ExpFloat64() / rate; t < float64(end); t += rng.ExpFloat64() / rate {
		tk := &tasks[rng.IntN(len(tasks))]
		out = append(out, arrival{task: tk, at: int64(t), remain: tk.Duration(), counted: true})
	}
	return out, end, nil
}

// replay runs experiment 2 over arrivals (sorted by time). In a load replay (bounded) the run
// stops at end and utilisation is measured over [0, end]; in trace time it runs until every task
// has finished and utilisation is measured from the first to the last arrival.
func replay(ctx context.Context, cfg *SimConfig, name string, nodes []Node, tasks []Task, w *placement.Workload, res *PolicyResult,
	arrivals []arrival, end int64, bounded bool) error {
	if len(arrivals) == 0 {
		return fmt.Errorf("no arrivals")
	}
	c := newCluster(nodes, tasks, w, cfg)
	cfg.hook(name, c)
	pol := newPolicy(name, cfg)
	firstStart := make([]int64, len(arrivals))
	for i := range firstStart {
		firstStart[i] = -1
	}
	var deps depHeap
	var burstQ, batchQ []queued // FIFO; central policies use batchQ only
	now := arrivals[0].at
	t0 := now
	var utilArea float64
	utilEnd := arrivals[len(arrivals)-1].at
	if bounded {
		utilEnd = end
	}
	sampleEvery := max(1, (end-t0)/200)
	nextSample := t0
	advance := func(to int64) {
		if to > now {
			if now < utilEnd {
				utilArea += float64(c.allocMilli) * float64(min(to, utilEnd)-now)
			}
			res.UtilPeak = max(res.UtilPeak, float64(c.allocMilli)/float64(c.capMilli))
			for nextSample <= to && nextSample <= end {
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
	// migrated swaps the departure events of batch work that a repack moved.
	migrated := func(moves []move) {
		for _, m := range moves {
			deps.remove(m.old)
			heap.Push(&deps, m.new)
		}
		res.Migrations += len(moves)
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
		best, p, victims, err := c.preemptFor(pol, ti)
		if err != nil || best < 0 {
			return false, err
		}
		evicted := make([]queued, 0, len(victims))
		for _, v := range victims {
			deps.remove(v)
			res.Preemptions++
			evicted = append(evicted, queued{id: v.id, task: v.task, remain: max(1, v.end-now)})
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
	for steps := 0; ai < len(arrivals) || deps.Len() > 0; steps++ {
		if steps%4096 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		// Departures first at equal times, so arrivals see the freed capacity.
		if deps.Len() > 0 && (ai == len(arrivals) || deps[0].end <= arrivals[ai].at) {
			if bounded && deps[0].end > end {
				break
			}
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
		id := ai
		ar := &arrivals[ai]
		ai++
		t := ar.task
		advance(ar.at)
		q := queued{id: id, task: t, remain: ar.remain}
		ti := c.typeOf[t]
		// A new task is placed at once if it fits anywhere (backfilling past queued tasks).
		if ni, p := pol.pick(c, ti); ni >= 0 {
			if err := start(q, ni, p); err != nil {
				return err
			}
			continue
		}
		// The market first tries to make room without stopping anyone: batch work moves.
		if cfg.repack {
			ni, p, moves, err := c.repack(pol, ti, now)
			if err != nil {
				return err
			}
			if ni >= 0 {
				migrated(moves)
				if err := start(q, ni, p); err != nil {
					return err
				}
				continue
			}
		}
		if pol.classes() && !cfg.noPreempt && t.Class() == market.ClassBurst {
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
	if !bounded {
		end = max(now, end)
	}
	advance(end)
	if err := c.checkAll(); err != nil {
		return err
	}
	if span := float64(utilEnd - t0); span > 0 {
		res.UtilMean = utilArea / span / float64(c.capMilli)
	}
	res.Replayed = true
	res.Waits = map[market.Class]WaitStats{}
	for _, cl := range []market.Class{market.ClassBurst, market.ClassBatch} {
		var waits []float64
		ws := WaitStats{}
		for i := range arrivals {
			ar := &arrivals[i]
			if !ar.counted || ar.task.Class() != cl {
				continue
			}
			ws.N++
			if firstStart[i] >= 0 {
				ws.Started++
				waits = append(waits, float64(firstStart[i]-ar.at))
			} else {
				waits = append(waits, float64(end-ar.at))
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
