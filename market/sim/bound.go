package sim

import (
	"math"
	"slices"

	"github.com/gpumesh/gpumesh/market/placement"
)

// AllocBound is an upper bound on the GPU share that any placement (central or not, with or
// without migration and preemption) can have allocated at the end of the inflation experiment:
// the arrived tasks, on capMilli of GPU capacity. It counts only the slivers that GPU sharing
// leaves: two one-GPU tasks asking for more than half a GPU never share one, so each such task
// placed leaves a gap of (1000 - share) milli-GPU on its GPU that only tasks no larger than the
// gap can fill. The bound relaxes everything else (CPU, memory, models, nodes, whole GPUs):
//
//	waste  >= W = sum of gaps - the most the small tasks can fill (as a liquid, each only into
//	              gaps at least its own size: filling the gaps smallest first is optimal);
//	alloc  <= max over k of min(arrived - S_k, capacity - W + G_k),
//
// where leaving out k of the large tasks costs at least S_k (the k smallest shares) of arrived
// demand and removes at most G_k (the k largest gaps) of waste. It returns the bound as a share
// of capacity.
func AllocBound(arrived []*Task, capMilli int64) float64 {
	if capMilli <= 0 {
		return 0
	}
	var total int64
	var large, small []int64 // shares of one-GPU tasks above / at most half a GPU
	for _, t := range arrived {
		total += t.Demand()
		switch {
		case t.NumGPU != 1 || t.GPUMilli >= placement.MilliPerGPU:
		case 2*t.GPUMilli > placement.MilliPerGPU:
			large = append(large, t.GPUMilli)
		default:
			small = append(small, t.GPUMilli)
		}
	}
	slices.Sort(large)
	slices.Sort(small)
	waste := sliverWaste(large, small)
	best := float64(min(total, capMilli-waste))
	var sk, gk int64
	for k := 1; k <= len(large); k++ {
		sk += large[k-1]
		gk += placement.MilliPerGPU - large[k-1]
		best = max(best, float64(min(total-sk, capMilli-waste+gk)))
		if total-sk <= capMilli-waste+gk {
			break // the first term only falls from here on
		}
	}
	return max(0, best) / float64(capMilli)
}

// inflationArrivals returns the tasks that arrive in the inflation experiment: trace order,
// wrapping around, until the arrived GPU demand reaches maxInflation of capMilli (nil when no
// task asks for a GPU).
func inflationArrivals(tasks []Task, capMilli int64, maxInflation float64) []*Task {
	if !slices.ContainsFunc(tasks, func(t Task) bool { return t.Demand() > 0 }) {
		return nil
	}
	var out []*Task
	target := int64(math.Round(maxInflation * float64(capMilli)))
	var arrived int64
	for i := 0; arrived < target; i++ {
		t := &tasks[i%len(tasks)]
		arrived += t.Demand()
		out = append(out, t)
	}
	return out
}

// sliverWaste is W of AllocBound: the gaps the large shares leave (sorted ascending) that the
// small shares (sorted ascending) cannot fill, filling the smallest gaps first, the small
// shares as a liquid that goes only into gaps at least their own size.
func sliverWaste(large, small []int64) int64 {
	var waste, liquid int64
	si := 0
	for i := len(large) - 1; i >= 0; i-- {
		gap := placement.MilliPerGPU - large[i]
		for si < len(small) && small[si] <= gap {
			liquid += small[si]
			si++
		}
		fill := min(gap, liquid)
		liquid -= fill
		waste += gap - fill
	}
	return waste
}
