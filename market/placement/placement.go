// Package placement is the provider's placement code: given the free resources of one node and
// a task, it chooses the devices (bin-packing, down to fractions of a GPU), measures the GPU
// fragmentation that a placement would cause, and turns that into a price, so that a provider
// can quote a placement including the capacity it makes unusable for others.
//
// Fragmentation follows Fragmentation Gradient Descent (Weng et al., USENIX ATC '23): for a task
// type m, the fragment of node n is the free GPU capacity that m cannot use — all of it when m
// does not fit on n at all (CPU, memory, GPU model or GPUs), otherwise the free shares of the
// GPUs whose free share is below m's per-GPU demand. The node's fragmentation is the expectation
// of that over the target workload's task-type distribution, and FGD places a task where that
// expectation grows least. The CPU-aware measure (CPUFragmentation, FastCPUFragmentation) also
// counts the free GPU share that m could use but the node's CPU cannot serve (it runs only
// CPU/m.CPU more tasks like m), so that a placement spending CPU next to free GPUs is priced by
// the GPU share it strands; providers quote with it.
//
// The burst headroom rule: a configurable share of a node's GPUs is kept for burst work. Batch
// work may borrow it only at a surcharge (so it goes elsewhere when it can), and batch work is
// preemptible by burst work (see PlanPreemption).
package placement

import (
	"errors"
	"fmt"
	"slices"
)

// MilliPerGPU is one whole GPU in milli-GPU.
const MilliPerGPU = 1000

// Errors.
var (
	ErrInvalidTask = errors.New("placement: invalid task")
	ErrNoFit       = errors.New("placement: task does not fit on node")
	ErrBadRelease  = errors.New("placement: release exceeds allocation")
)

// Node is the free capacity of one node.
type Node struct {
	Model    string  // GPU model of every device on the node (e.g. "V100M32")
	GPUMilli []int64 // free share of each GPU, 0..MilliPerGPU
	CPUMilli int64   // free CPU in milli-cores
	MemMiB   int64   // free memory
}

// Clone returns a deep copy.
func (n *Node) Clone() Node {
	c := *n
	c.GPUMilli = slices.Clone(n.GPUMilli)
	return c
}

// FreeMilli returns the total free GPU share.
func (n *Node) FreeMilli() int64 {
	var s int64
	for _, g := range n.GPUMilli {
		s += g
	}
	return s
}

// FullyFree returns how many GPUs are entirely free.
func (n *Node) FullyFree() int {
	k := 0
	for _, g := range n.GPUMilli {
		if g == MilliPerGPU {
			k++
		}
	}
	return k
}

// Task is a resource request.
type Task struct {
	GPUs     int      // number of GPUs; 0 = CPU-only
	GPUMilli int64    // share of each GPU: 1..1000 when GPUs == 1, exactly 1000 when GPUs > 1
	CPUMilli int64    // CPU in milli-cores
	MemMiB   int64    // memory
	Models   []string // acceptable GPU models of the node; empty = any
}

// Validate names the first bad field.
func (t *Task) Validate() error {
	switch {
	case t.GPUs < 0:
		return fmt.Errorf("%w: gpus=%d: must be >= 0", ErrInvalidTask, t.GPUs)
	case t.GPUs == 1 && (t.GPUMilli <= 0 || t.GPUMilli > MilliPerGPU):
		return fmt.Errorf("%w: gpu_milli=%d: a one-GPU task asks for 1..1000", ErrInvalidTask, t.GPUMilli)
	case t.GPUs > 1 && t.GPUMilli != MilliPerGPU:
		return fmt.Errorf("%w: gpu_milli=%d: a multi-GPU task takes whole GPUs (1000)", ErrInvalidTask, t.GPUMilli)
	case t.CPUMilli < 0:
		return fmt.Errorf("%w: cpu_milli=%d: must be >= 0", ErrInvalidTask, t.CPUMilli)
	case t.MemMiB < 0:
		return fmt.Errorf("%w: memory_mib=%d: must be >= 0", ErrInvalidTask, t.MemMiB)
	}
	return nil
}

// GPUDemand is the task's total GPU share in milli-GPU.
func (t *Task) GPUDemand() int64 {
	if t.GPUs == 0 {
		return 0
	}
	return int64(t.GPUs) * t.GPUMilli
}

// perGPU is the share the task needs on each GPU it uses (0 for CPU-only tasks).
func (t *Task) perGPU() int64 {
	if t.GPUs == 0 {
		return 0
	}
	return t.GPUMilli
}

// ModelOK reports whether the node's GPU model is acceptable to the task (a model list binds
// CPU-only tasks too: they run on a node of an accepted model).
func (t *Task) ModelOK(model string) bool {
	return len(t.Models) == 0 || slices.Contains(t.Models, model)
}

// Fits reports whether t can be placed on n now.
func (n *Node) Fits(t *Task) bool {
	if t.CPUMilli > n.CPUMilli || t.MemMiB > n.MemMiB || !t.ModelOK(n.Model) {
		return false
	}
	switch {
	case t.GPUs == 0:
		return true
	case t.GPUs == 1:
		for _, g := range n.GPUMilli {
			if g >= t.GPUMilli {
				return true
			}
		}
		return false
	default:
		return n.FullyFree() >= t.GPUs
	}
}

// Placement is a choice of devices for a task: each listed GPU gives Milli.
type Placement struct {
	GPUs  []int // device indices on the node
	Milli int64 // share taken from each listed GPU
}

// Apply takes the placement's resources from n.
func (n *Node) Apply(t *Task, p Placement) error {
	if t.CPUMilli > n.CPUMilli || t.MemMiB > n.MemMiB || len(p.GPUs) != t.GPUs || !t.ModelOK(n.Model) {
		return fmt.Errorf("placement: apply: %w", ErrNoFit)
	}
	for i, g := range p.GPUs {
		if g < 0 || g >= len(n.GPUMilli) || n.GPUMilli[g] < p.Milli || slices.Contains(p.GPUs[:i], g) {
			return fmt.Errorf("placement: apply gpu %d: %w", g, ErrNoFit)
		}
	}
	for _, g := range p.GPUs {
		n.GPUMilli[g] -= p.Milli
	}
	n.CPUMilli -= t.CPUMilli
	n.MemMiB -= t.MemMiB
	return nil
}

// Release gives the placement's resources back to n (capacity caps are the caller's: pass the
// node's total to check with Capacity.Check).
func (n *Node) Release(t *Task, p Placement) {
	for _, g := range p.GPUs {
		n.GPUMilli[g] += p.Milli
	}
	n.CPUMilli += t.CPUMilli
	n.MemMiB += t.MemMiB
}

// Candidates returns the distinct placements of t on n: for a one-GPU task one per distinct free
// share that fits (GPUs with the same free share are interchangeable), for a multi-GPU task the
// first t.GPUs fully free GPUs, for a CPU-only task the empty placement. Nil when t does not fit.
func (n *Node) Candidates(t *Task) []Placement {
	if !n.Fits(t) {
		return nil
	}
	switch {
	case t.GPUs == 0:
		return []Placement{{}}
	case t.GPUs == 1:
		var out []Placement
		seen := make([]int64, 0, len(n.GPUMilli))
		for i, g := range n.GPUMilli {
			if g < t.GPUMilli || slices.Contains(seen, g) {
				continue
			}
			seen = append(seen, g)
			out = append(out, Placement{GPUs: []int{i}, Milli: t.GPUMilli})
		}
		return out
	default:
		p := Placement{Milli: MilliPerGPU}
		for i, g := range n.GPUMilli {
			if g == MilliPerGPU && len(p.GPUs) < t.GPUs {
				p.GPUs = append(p.GPUs, i)
			}
		}
		return []Placement{p}
	}
}

// BestFit chooses the placement that leaves the least free GPU share on the chosen device (the
// classic best-fit rule for GPU sharing); ok is false when t does not fit.
func (n *Node) BestFit(t *Task) (Placement, bool) {
	cs := n.Candidates(t)
	if len(cs) == 0 {
		return Placement{}, false
	}
	best := 0
	for i, c := range cs {
		if len(c.GPUs) == 1 && n.GPUMilli[c.GPUs[0]] < n.GPUMilli[cs[best].GPUs[0]] {
			best = i
		}
	}
	return cs[best], true
}

// FirstFit chooses the lowest-indexed devices that fit.
func (n *Node) FirstFit(t *Task) (Placement, bool) {
	cs := n.Candidates(t)
	if len(cs) == 0 {
		return Placement{}, false
	}
	if t.GPUs == 1 {
		for i, g := range n.GPUMilli {
			if g >= t.GPUMilli {
				return Placement{GPUs: []int{i}, Milli: t.GPUMilli}, true
			}
		}
	}
	return cs[0], true
}
