package placement

import (
	"cmp"
	"fmt"
	"math"
	"math/big"
	"slices"
	"strings"
)

// TaskType is one kind of task in the target workload, with its share of all tasks.
type TaskType struct {
	Task   Task
	Weight float64 // popularity; the weights of a Workload sum to 1
}

// Workload is the target workload distribution against which fragmentation is measured.
type Workload struct {
	Types []TaskType
}

// NewWorkload groups tasks into types by (GPUs, GPU share, CPU, accepted models) and keeps the
// most popular types until they cover `coverage` (0 < coverage <= 1) of all tasks, as the FGD
// paper does with its "typical tasks"; weights are renormalised over the kept types. Memory is
// left out of the key as in the paper.
func NewWorkload(tasks []Task, coverage float64) (*Workload, error) {
	if len(tasks) == 0 {
		return nil, fmt.Errorf("placement: workload: no tasks")
	}
	if !(coverage > 0 && coverage <= 1) {
		return nil, fmt.Errorf("placement: workload coverage=%v: use 0 < coverage <= 1", coverage)
	}
	type key struct {
		gpus      int
		milli     int64
		cpu       int64
		modelsKey string
	}
	counts := map[key]int{}
	first := map[key]Task{}
	var order []key
	for _, t := range tasks {
		ms := slices.Clone(t.Models)
		slices.Sort(ms)
		k := key{t.GPUs, t.GPUMilli, t.CPUMilli, strings.Join(ms, "|")}
		if t.GPUs == 0 {
			k.milli = 0
		}
		if counts[k] == 0 {
			order = append(order, k)
			tt := t
			tt.MemMiB = 0
			tt.Models = ms
			first[k] = tt
		}
		counts[k]++
	}
	slices.SortStableFunc(order, func(a, b key) int { return cmp.Compare(counts[b], counts[a]) })
	w := &Workload{}
	covered, total := 0, len(tasks)
	for _, k := range order {
		if float64(covered) >= coverage*float64(total) {
			break
		}
		w.Types = append(w.Types, TaskType{Task: first[k], Weight: float64(counts[k])})
		covered += counts[k]
	}
	for i := range w.Types {
		w.Types[i].Weight /= float64(covered)
	}
	return w, nil
}

// FragmentFor is the free GPU share of n that task type t cannot use (FGD's F_n(m)).
func (n *Node) FragmentFor(t *Task) int64 {
	if !n.Fits(t) {
		return n.FreeMilli()
	}
	d := min(t.perGPU(), MilliPerGPU)
	if t.GPUs > 1 {
		d = MilliPerGPU
	}
	var f int64
	for _, g := range n.GPUMilli {
		if g < d {
			f += g
		}
	}
	return f
}

// Fragmentation is the expected fragmented GPU share of n (milli-GPU) over workload w.
func (n *Node) Fragmentation(w *Workload) float64 {
	var f float64
	for i := range w.Types {
		f += w.Types[i].Weight * float64(n.FragmentFor(&w.Types[i].Task))
	}
	return f
}

// CPUFragmentFor is FragmentFor with the node's CPU counted as a bound on the GPU share t can
// use, not only on whether one t fits: the free CPU runs at most CPUMilli/t.CPUMilli more
// tasks like t, which use at most that many times t's GPU share; the rest of the share that
// FragmentFor counts as usable is stranded by CPU and counts as fragment too. A GPU task that
// asks for no CPU is bounded by GPUs alone (FragmentFor); memory is left out, as in the
// workload's types.
func (n *Node) CPUFragmentFor(t *Task) int64 {
	f := n.FragmentFor(t)
	if t.GPUs == 0 || t.CPUMilli <= 0 || !n.Fits(t) {
		return f
	}
	free := n.FreeMilli()
	if usable := n.CPUMilli / t.CPUMilli * t.GPUDemand(); usable < free-f {
		return free - usable
	}
	return f
}

// CPUFragmentation is the expected CPU-aware fragmented GPU share of n (milli-GPU) over
// workload w (CPUFragmentFor): FGD's measure extended to the GPU share that CPU strands. On a
// node whose CPU does not run short it equals Fragmentation; where it does, it makes a
// placement that spends CPU next to free GPUs (a CPU-only task, a GPU task that asks for much
// CPU) as costly as the GPU share it leaves without CPU.
func (n *Node) CPUFragmentation(w *Workload) float64 {
	var f float64
	for i := range w.Types {
		f += w.Types[i].Weight * float64(n.CPUFragmentFor(&w.Types[i].Task))
	}
	return f
}

// Choice is a placement with its fragmentation effect.
type Choice struct {
	Placement Placement
	// FragDelta is the growth of the node's expected fragmentation (milli-GPU) the placement
	// causes; negative when it fills a fragment.
	FragDelta float64
	// UsesHeadroom is set when a batch placement leaves fewer fully free GPUs than the burst
	// headroom the node keeps.
	UsesHeadroom bool
}

// FGD returns the placement of t on n that minimises fragmentation growth over w (ties: the
// lower device index); ok is false when t does not fit. Pass fragBefore = w.FastFragmentation(n)
// when it is already known, or NaN to compute it.
func (n *Node) FGD(t *Task, w *Workload, fragBefore float64) (Choice, bool) {
	cs := n.Candidates(t)
	if len(cs) == 0 {
		return Choice{}, false
	}
	if math.IsNaN(fragBefore) {
		fragBefore = w.FastFragmentation(n)
	}
	best := Choice{FragDelta: math.Inf(1)}
	tmp := n.Clone()
	for _, c := range cs {
		if err := tmp.Apply(t, c); err != nil {
			continue
		}
		d := w.FastFragmentation(&tmp) - fragBefore
		tmp.Release(t, c)
		if d < best.FragDelta {
			best = Choice{Placement: c, FragDelta: d}
		}
	}
	return best, !math.IsInf(best.FragDelta, 1)
}

// Headroom is the burst headroom rule.
type Headroom struct {
	// Share of each node's GPUs kept fully free for burst work, rounded down per node (0.125
	// keeps one GPU of an 8-GPU node, none of a 2-GPU node). Default 0.125; negative = none.
	Share float64
}

// DefaultHeadroomShare is the default burst headroom share.
const DefaultHeadroomShare = 0.125

// Reserved returns the number of GPUs of an n-GPU node kept for burst.
func (h Headroom) Reserved(nGPUs int) int {
	s := h.Share
	if s == 0 {
		s = DefaultHeadroomShare
	}
	if s < 0 {
		return 0
	}
	return int(math.Floor(s * float64(nGPUs)))
}

// Intrudes reports whether placing batch task t by p on n leaves fewer fully free GPUs than the
// headroom reserves.
func (h Headroom) Intrudes(n *Node, t *Task, p Placement) bool {
	r := h.Reserved(len(n.GPUMilli))
	if r == 0 || t.GPUs == 0 {
		return false
	}
	after := n.FullyFree()
	for _, g := range p.GPUs {
		if n.GPUMilli[g] == MilliPerGPU {
			after--
		}
	}
	return after < r
}

// Pricing turns a placement into a quote.
type Pricing struct {
	// GPUSecond is the price of one whole GPU for one second in token units (> 0).
	GPUSecond *big.Int
	// FragWeight prices each milli-GPU of expected fragmentation growth as this many milli-GPUs
	// of use. Default 1.
	FragWeight float64
	// HeadroomSurcharge multiplies the quote of a batch placement that borrows burst headroom.
	// Default 1.5.
	HeadroomSurcharge float64
	// Offset (milli-GPU) is added to every quote so that a placement that removes more
	// fragmentation than it uses still has a positive price. It must be the same for every
	// provider of a market, or quotes would favour nodes by size rather than by placement.
	// Default DefaultOffset (64 GPUs: quotes stay positive on nodes of up to 64 GPUs).
	Offset float64
	// Scarcity raises the price of the GPU share used (not of fragmentation) by this factor:
	// the share is priced at (1+Scarcity). A provider whose GPU model many requests insist on
	// sets it from the request flow (see Workload.Scarcity), and so does a node whose shape
	// alone can host some tasks (Workload.ShapeScarcity; the two add up), so flexible
	// requesters go elsewhere and leave that capacity to those who need it. 0 = off.
	Scarcity float64
}

// DefaultOffset is the default Pricing.Offset.
const DefaultOffset = 64 * MilliPerGPU

// Quote returns the price per second of running t with choice c: the GPU share used plus the
// fragmentation it causes (a placement that fills a fragment is cheaper) plus the market-wide
// Offset, scaled by GPUSecond, with the headroom surcharge; at least 1 token unit. For one task,
// quotes of different providers therefore order exactly as their fragmentation growth does
// (FGD's choice), unless a batch placement borrows burst headroom.
func (p Pricing) Quote(t *Task, c Choice) *big.Int {
	fw := p.FragWeight
	if fw == 0 {
		fw = 1
	}
	sur := p.HeadroomSurcharge
	if sur == 0 {
		sur = 1.5
	}
	off := p.Offset
	if off == 0 {
		off = DefaultOffset
	}
	units := float64(t.GPUDemand())*(1+max(p.Scarcity, 0)) + fw*c.FragDelta + off
	if c.UsesHeadroom {
		units *= sur
	}
	gs := p.GPUSecond
	if gs == nil || gs.Sign() <= 0 {
		gs = big.NewInt(1)
	}
	// price = GPUSecond * units / 1000, in exact integer arithmetic on a fixed-point units value.
	u := new(big.Int).SetInt64(int64(math.Round(max(units, 0) * 1000)))
	q := u.Mul(u, gs)
	q.Quo(q, big.NewInt(MilliPerGPU*1000))
	if q.Sign() <= 0 {
		q.SetInt64(1)
	}
	return q
}

// Running is a task placed on a node, as seen by PlanPreemption.
type Running struct {
	ID        int
	Task      Task
	Placement Placement
	Batch     bool // only batch work can be preempted
}

// PlanPreemption chooses batch tasks to evict from n so that t fits: most recently placed first
// (the end of running), stopping as soon as t fits. It returns their IDs, or ok=false when even
// evicting every batch task would not make room.
func PlanPreemption(n *Node, running []Running, t *Task) (evict []int, ok bool) {
	if n.Fits(t) {
		return nil, true
	}
	if !t.ModelOK(n.Model) {
		return nil, false
	}
	tmp := n.Clone()
	for i := len(running) - 1; i >= 0; i-- {
		r := &running[i]
		if !r.Batch {
			continue
		}
		tmp.Release(&r.Task, r.Placement)
		evict = append(evict, r.ID)
		if tmp.Fits(t) {
			return evict, true
		}
	}
	return nil, false
}

// Scarcity measures how much the workload insists on a GPU model: the share of the workload's
// GPU demand that accepts only a list of models including `model` (split evenly over the list),
// divided by the model's share of the market's GPU capacity. 0 when nothing insists on it.
func (w *Workload) Scarcity(model string, capacityShare float64) float64 {
	if capacityShare <= 0 {
		return 0
	}
	var insist, total float64
	for i := range w.Types {
		t := &w.Types[i].Task
		d := w.Types[i].Weight * float64(t.GPUDemand())
		total += d
		if len(t.Models) > 0 && slices.Contains(t.Models, model) {
			insist += d / float64(len(t.Models))
		}
	}
	if total == 0 {
		return 0
	}
	return insist / total / capacityShare
}

// ShapeScarcity is Scarcity for node shapes: for each node of a market (its whole capacity,
// nothing allocated), how much the workload insists on nodes that can host what it can. A task
// type that only part of the market's GPU capacity can host at all (by GPU count, CPU or
// memory; GPU models are Scarcity's concern and are ignored here) insists on those hosts: its
// share of the workload's GPU demand, divided by the hosts' share of the market's GPU capacity,
// is added to each host's scarcity. A node that alone can host the large tasks (8 GPUs with most
// of 128 cores) then prices its GPU share up (Pricing.Scarcity), so flexible tasks go elsewhere
// and leave it to the tasks that need it. Types every node can host add nothing; the result is
// 0 everywhere when every node can host every type.
func (w *Workload) ShapeScarcity(nodes []Node) []float64 {
	out := make([]float64, len(nodes))
	var capTotal, demand float64
	for i := range nodes {
		capTotal += float64(len(nodes[i].GPUMilli)) * MilliPerGPU
	}
	for i := range w.Types {
		demand += w.Types[i].Weight * float64(w.Types[i].Task.GPUDemand())
	}
	if capTotal <= 0 || demand <= 0 {
		return out
	}
	hosts := make([]int, 0, len(nodes))
	for i := range w.Types {
		t := w.Types[i].Task
		d := w.Types[i].Weight * float64(t.GPUDemand())
		if d <= 0 {
			continue
		}
		t.Models = nil
		hosts = hosts[:0]
		var hostCap float64
		for k := range nodes {
			if nodes[k].Fits(&t) {
				hosts = append(hosts, k)
				hostCap += float64(len(nodes[k].GPUMilli)) * MilliPerGPU
			}
		}
		if hostCap <= 0 || hostCap >= capTotal {
			continue
		}
		s := d / demand / (hostCap / capTotal)
		for _, k := range hosts {
			out[k] += s
		}
	}
	return out
}

// FastFragmentation equals n.Fragmentation(w) (a test checks it) but costs O(types + GPUs log
// GPUs) instead of O(types * GPUs): it sorts the free shares once and answers each type with a
// prefix sum. Simulations and providers evaluating many placements use it.
func (w *Workload) FastFragmentation(n *Node) float64 { return w.fastFragmentation(n, false) }

// FastCPUFragmentation equals n.CPUFragmentation(w) (a test checks it) at the cost of
// FastFragmentation.
func (w *Workload) FastCPUFragmentation(n *Node) float64 { return w.fastFragmentation(n, true) }

func (w *Workload) fastFragmentation(n *Node, cpu bool) float64 {
	var buf [16]int64
	free := buf[:0]
	free = append(free, n.GPUMilli...)
	slices.Sort(free)
	var prefix [17]int64
	pre := prefix[:0]
	if len(free)+1 > len(prefix) {
		pre = make([]int64, 0, len(free)+1)
	}
	pre = append(pre, 0)
	for _, g := range free {
		pre = append(pre, pre[len(pre)-1]+g)
	}
	total := pre[len(pre)-1]
	fully := 0
	for i := len(free) - 1; i >= 0 && free[i] == MilliPerGPU; i-- {
		fully++
	}
	maxFree := int64(0)
	if len(free) > 0 {
		maxFree = free[len(free)-1]
	}
	var f float64
	for i := range w.Types {
		t := &w.Types[i].Task
		fits := t.CPUMilli <= n.CPUMilli && t.MemMiB <= n.MemMiB && (len(t.Models) == 0 || slices.Contains(t.Models, n.Model))
		if fits && t.GPUs > 0 {
			fits = (t.GPUs == 1 && maxFree >= t.GPUMilli) || (t.GPUs > 1 && fully >= t.GPUs)
		}
		if !fits {
			f += w.Types[i].Weight * float64(total)
			continue
		}
		d := t.perGPU()
		if t.GPUs > 1 {
			d = MilliPerGPU
		}
		// Number of free shares below d.
		k, _ := slices.BinarySearch(free, d)
		frag := pre[k]
		if cpu && t.GPUs > 0 && t.CPUMilli > 0 {
			if usable := n.CPUMilli / t.CPUMilli * t.GPUDemand(); usable < total-frag {
				frag = total - usable
			}
		}
		f += w.Types[i].Weight * float64(frag)
	}
	return f
}
