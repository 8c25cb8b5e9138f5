package placement

import (
	"errors"
	"math"
	"math/big"
	"slices"
	"testing"
)

func node(gpus ...int64) Node {
	return Node{Model: "V100", GPUMilli: gpus, CPUMilli: 64000, MemMiB: 1 << 18}
}

func frac(m int64) Task { return Task{GPUs: 1, GPUMilli: m, CPUMilli: 1000, MemMiB: 1024} }
func whole(k int) Task  { return Task{GPUs: k, GPUMilli: 1000, CPUMilli: 1000, MemMiB: 1024} }

func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		t  Task
		ok bool
	}{
		{frac(500), true}, {whole(8), true}, {Task{CPUMilli: 1}, true},
		{Task{GPUs: 1, GPUMilli: 0}, false}, {Task{GPUs: 1, GPUMilli: 1001}, false},
		{Task{GPUs: 2, GPUMilli: 500}, false}, {Task{GPUs: -1}, false}, {Task{CPUMilli: -1}, false},
	} {
		if err := tc.t.Validate(); (err == nil) != tc.ok || (err != nil && !errors.Is(err, ErrInvalidTask)) {
			t.Errorf("%+v: %v", tc.t, err)
		}
	}
}

func TestFragmentFor(t *testing.T) {
	n := node(1000, 500, 200)
	tests := []struct {
		name string
		t    Task
		want int64
	}{
		{"fractional 600: GPUs below 600 are fragments", frac(600), 700},
		{"fractional 100: nothing is a fragment", frac(100), 0},
		{"whole 1: partial GPUs are fragments", whole(1), 700},
		{"whole 2: does not fit, all free is fragment", whole(2), 1700},
		{"cpu-only fits: no fragment", Task{CPUMilli: 1000}, 0},
		{"cpu-only too big: all free is fragment", Task{CPUMilli: 100000}, 1700},
		{"model not accepted: all free is fragment", Task{GPUs: 1, GPUMilli: 100, Models: []string{"T4"}}, 1700},
	}
	for _, tc := range tests {
		if got := n.FragmentFor(&tc.t); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
}

func TestFGDPrefersFillingFragment(t *testing.T) {
	w := &Workload{Types: []TaskType{{Task: frac(300), Weight: 0.5}, {Task: whole(1), Weight: 0.5}}}
	n := node(1000, 300)
	task := frac(300)
	c, ok := n.FGD(&task, w, math.NaN())
	if !ok || !slices.Equal(c.Placement.GPUs, []int{1}) {
		t.Fatalf("FGD chose %+v, want GPU 1 (fills the 300 fragment)", c)
	}
	if c.FragDelta != -150 {
		t.Fatalf("delta %v, want -150", c.FragDelta)
	}
	// Best-fit agrees here; first-fit does not.
	if p, _ := n.BestFit(&task); p.GPUs[0] != 1 {
		t.Errorf("best-fit chose %v", p.GPUs)
	}
	if p, _ := n.FirstFit(&task); p.GPUs[0] != 0 {
		t.Errorf("first-fit chose %v", p.GPUs)
	}
}

// TestFGDBeatsBestFit is the FGD paper's motivating case: best-fit packs a small task onto the
// GPU with the least room, which leaves a share no common task can use.
func TestFGDBeatsBestFit(t *testing.T) {
	// Workload: tasks of 500 milli only. Node: GPUs with 600 and 1000 free. A 100 task:
	// best-fit puts it on the 600 GPU (500 left, still usable); put on 1000 -> 900 (usable).
	// A 200 task: best-fit -> 600 becomes 400 (< 500: a fragment); FGD -> 1000 becomes 800.
	w := &Workload{Types: []TaskType{{Task: frac(500), Weight: 1}}}
	n := node(600, 1000)
	task := frac(200)
	bf, _ := n.BestFit(&task)
	c, _ := n.FGD(&task, w, math.NaN())
	if bf.GPUs[0] != 0 || c.Placement.GPUs[0] != 1 {
		t.Fatalf("best-fit %v, FGD %v; want 0 and 1", bf.GPUs, c.Placement.GPUs)
	}
}

func TestApplyReleaseConserve(t *testing.T) {
	n := node(1000, 1000, 250)
	before := n.Clone()
	task := whole(2)
	p, ok := n.FirstFit(&task)
	if !ok {
		t.Fatal("no fit")
	}
	if err := n.Apply(&task, p); err != nil {
		t.Fatal(err)
	}
	if n.FreeMilli() != 250 || n.CPUMilli != before.CPUMilli-1000 {
		t.Fatalf("after apply %+v", n)
	}
	if err := n.Apply(&task, p); !errors.Is(err, ErrNoFit) {
		t.Fatalf("double apply: %v", err)
	}
	n.Release(&task, p)
	if !slices.Equal(n.GPUMilli, before.GPUMilli) || n.CPUMilli != before.CPUMilli || n.MemMiB != before.MemMiB {
		t.Fatalf("release did not restore: %+v vs %+v", n, before)
	}
	bad := frac(300)
	if err := n.Apply(&bad, Placement{GPUs: []int{2}, Milli: 300}); !errors.Is(err, ErrNoFit) {
		t.Fatalf("over-allocating GPU 2: %v", err)
	}
}

func TestCandidatesDistinct(t *testing.T) {
	n := node(1000, 1000, 400, 400, 0)
	task := frac(300)
	cs := n.Candidates(&task)
	if len(cs) != 2 || cs[0].GPUs[0] != 0 || cs[1].GPUs[0] != 2 {
		t.Fatalf("candidates %+v", cs)
	}
	if cs := n.Candidates(&Task{GPUs: 3, GPUMilli: 1000}); cs != nil {
		t.Fatalf("3 whole GPUs on a node with 2 free: %+v", cs)
	}
}

func TestHeadroom(t *testing.T) {
	h := Headroom{}
	if h.Reserved(8) != 1 || h.Reserved(2) != 0 || (Headroom{Share: -1}).Reserved(8) != 0 || (Headroom{Share: 0.5}).Reserved(4) != 2 {
		t.Fatal("Reserved")
	}
	n := node(1000, 1000, 1000, 1000, 1000, 1000, 1000, 0)
	one, seven := whole(1), whole(7)
	p1, _ := n.FirstFit(&one)
	p7, _ := n.FirstFit(&seven)
	if h.Intrudes(&n, &one, p1) || !h.Intrudes(&n, &seven, p7) {
		t.Fatal("Intrudes")
	}
}

func TestQuote(t *testing.T) {
	pr := Pricing{GPUSecond: big.NewInt(1_000_000), Offset: 8000}
	task := frac(500)
	lo := pr.Quote(&task, Choice{FragDelta: -200})
	mid := pr.Quote(&task, Choice{FragDelta: 0})
	hi := pr.Quote(&task, Choice{FragDelta: 300})
	sur := pr.Quote(&task, Choice{FragDelta: 0, UsesHeadroom: true})
	if !(lo.Cmp(mid) < 0 && mid.Cmp(hi) < 0 && mid.Cmp(sur) < 0) {
		t.Fatalf("quotes %s %s %s %s not ordered", lo, mid, hi, sur)
	}
	// (500 + 8000) milli-GPU at 1e6 per GPU-second = 8.5e6.
	if mid.Cmp(big.NewInt(8_500_000)) != 0 {
		t.Fatalf("quote %s, want 8500000", mid)
	}
}

func TestPlanPreemption(t *testing.T) {
	n := node(0, 0)
	running := []Running{
		{ID: 1, Task: whole(1), Placement: Placement{GPUs: []int{0}, Milli: 1000}, Batch: false},
		{ID: 2, Task: whole(1), Placement: Placement{GPUs: []int{1}, Milli: 1000}, Batch: true},
	}
	n.CPUMilli -= 2000
	one := whole(1)
	ev, ok := PlanPreemption(&n, running, &one)
	if !ok || !slices.Equal(ev, []int{2}) {
		t.Fatalf("evict %v ok %v, want [2]", ev, ok)
	}
	two := whole(2)
	if _, ok := PlanPreemption(&n, running, &two); ok {
		t.Fatal("evicting only batch work cannot free 2 GPUs")
	}
}

func TestNewWorkload(t *testing.T) {
	var tasks []Task
	for i := 0; i < 90; i++ {
		tasks = append(tasks, frac(500))
	}
	for i := 0; i < 9; i++ {
		tasks = append(tasks, whole(2))
	}
	tasks = append(tasks, whole(8))
	w, err := NewWorkload(tasks, 0.99)
	if err != nil {
		t.Fatal(err)
	}
	if len(w.Types) != 2 || w.Types[0].Weight != 90.0/99 {
		t.Fatalf("types %+v", w.Types)
	}
	if _, err := NewWorkload(tasks, 0); err == nil {
		t.Fatal("coverage 0 accepted")
	}
}

func TestFastFragmentationEqualsDefinition(t *testing.T) {
	tasks := []Task{frac(100), frac(250), frac(500), frac(1000), whole(2), whole(4), whole(8),
		{CPUMilli: 32000}, {CPUMilli: 100, Models: []string{"V100"}}, {GPUs: 1, GPUMilli: 300, Models: []string{"T4"}}, {GPUs: 1, GPUMilli: 700, MemMiB: 1 << 17}}
	w, err := NewWorkload(tasks, 1)
	if err != nil {
		t.Fatal(err)
	}
	seed := uint64(1)
	next := func(n uint64) int64 {
		seed = seed*6364136223846793005 + 1442695040888963407
		return int64((seed >> 33) % n)
	}
	for i := 0; i < 2000; i++ {
		n := Node{Model: []string{"T4", "V100"}[next(2)], CPUMilli: next(64001), MemMiB: next(1 << 18)}
		for g := int64(0); g < 1+next(8); g++ {
			n.GPUMilli = append(n.GPUMilli, []int64{0, 100, 250, 300, 499, 500, 750, 1000}[next(8)])
		}
		if a, b := n.Fragmentation(w), w.FastFragmentation(&n); math.Abs(a-b) > 1e-9 {
			t.Fatalf("node %+v: definition %v, fast %v", n, a, b)
		}
		if a, b := n.CPUFragmentation(w), w.FastCPUFragmentation(&n); math.Abs(a-b) > 1e-9 {
			t.Fatalf("node %+v: CPU-aware definition %v, fast %v", n, a, b)
		}
	}
}

// TestCPUFragmentation: the CPU-aware measure counts the GPU share that the node's CPU cannot
// serve, and equals FGD's where CPU is plentiful.
func TestCPUFragmentation(t *testing.T) {
	gpu := Task{GPUs: 1, GPUMilli: MilliPerGPU, CPUMilli: 12000}
	half := Task{GPUs: 1, GPUMilli: 500, CPUMilli: 4000}
	tests := []struct {
		name      string
		node      Node
		task      Task
		fgd, want int64
	}{
		{"CPU for every GPU", Node{GPUMilli: []int64{1000, 1000, 1000, 1000}, CPUMilli: 48000}, gpu, 0, 0},
		{"CPU for two of four GPUs", Node{GPUMilli: []int64{1000, 1000, 1000, 1000}, CPUMilli: 24000}, gpu, 0, 2000},
		{"CPU for none: FGD counts it too", Node{GPUMilli: []int64{1000, 1000}, CPUMilli: 11999}, gpu, 2000, 2000},
		{"a sliver FGD already counts", Node{GPUMilli: []int64{1000, 300}, CPUMilli: 12000}, gpu, 300, 300},
		{"CPU for three half-GPU tasks of four", Node{GPUMilli: []int64{1000, 1000}, CPUMilli: 12000}, half, 0, 500},
		{"a task without CPU", Node{GPUMilli: []int64{1000, 1000}, CPUMilli: 0}, Task{GPUs: 1, GPUMilli: 1000}, 0, 0},
		{"a CPU-only type", Node{GPUMilli: []int64{1000, 1000}, CPUMilli: 1000}, Task{CPUMilli: 1000}, 0, 0},
	}
	for _, tc := range tests {
		tc.node.MemMiB = 1 << 20
		if got := tc.node.FragmentFor(&tc.task); got != tc.fgd {
			t.Errorf("%s: FragmentFor %d, want %d", tc.name, got, tc.fgd)
		}
		if got := tc.node.CPUFragmentFor(&tc.task); got != tc.want {
			t.Errorf("%s: CPUFragmentFor %d, want %d", tc.name, got, tc.want)
		}
	}
}

func TestScarcity(t *testing.T) {
	t4 := Task{GPUs: 1, GPUMilli: 1000, Models: []string{"T4"}}
	either := Task{GPUs: 1, GPUMilli: 1000, Models: []string{"T4", "V100"}}
	w := &Workload{Types: []TaskType{{Task: whole(1), Weight: 0.5}, {Task: t4, Weight: 0.25}, {Task: either, Weight: 0.25}}}
	// T4: 0.25 + 0.25/2 = 0.375 of demand insists on it; it is 25% of capacity -> 1.5.
	if got := w.Scarcity("T4", 0.25); math.Abs(got-1.5) > 1e-12 {
		t.Fatalf("T4 scarcity %v, want 1.5", got)
	}
	if got := w.Scarcity("V100", 0.75); math.Abs(got-0.125/0.75) > 1e-12 {
		t.Fatalf("V100 scarcity %v", got)
	}
	if w.Scarcity("A10", 0.1) != 0 || w.Scarcity("T4", 0) != 0 {
		t.Fatal("unwanted or capacity-less model should be 0")
	}
	pr := Pricing{GPUSecond: big.NewInt(1000)}
	task := whole(1)
	flat := pr.Quote(&task, Choice{})
	pr.Scarcity = 1.5
	if scarce := pr.Quote(&task, Choice{}); scarce.Cmp(flat) <= 0 {
		t.Fatalf("scarce quote %s not above flat %s", scarce, flat)
	}
}

// TestShapeScarcity: a type that only the large nodes can host prices them up by its share of
// the demand over their share of the capacity; types every node hosts, and GPU models, add
// nothing.
func TestShapeScarcity(t *testing.T) {
	eight := []int64{1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000}
	big := Node{Model: "G3", GPUMilli: eight, CPUMilli: 128000, MemMiB: 1 << 20}
	small := Node{Model: "T4", GPUMilli: eight, CPUMilli: 64000, MemMiB: 1 << 20}
	nodes := []Node{big, small, small, small}
	large := Task{GPUs: 8, GPUMilli: MilliPerGPU, CPUMilli: 120000}
	flexible := Task{GPUs: 1, GPUMilli: MilliPerGPU, CPUMilli: 8000, Models: []string{"T4"}} // a model list is Scarcity's concern
	w, err := NewWorkload([]Task{large, flexible, flexible, flexible, flexible, flexible, flexible, flexible, flexible}, 1)
	if err != nil {
		t.Fatal(err)
	}
	got := w.ShapeScarcity(nodes)
	// large: 1/9 of the tasks, 8000 of the 16000 milli-GPU of demand; the big node is a quarter
	// of the capacity: 0.5 / 0.25 = 2.
	want := []float64{2, 0, 0, 0}
	for i := range want {
		if math.Abs(got[i]-want[i]) > 1e-9 {
			t.Errorf("node %d: shape scarcity %v, want %v", i, got[i], want[i])
		}
	}
	w, err = NewWorkload([]Task{flexible}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range w.ShapeScarcity(nodes) {
		if s != 0 {
			t.Errorf("every node hosts the workload: node %d scarcity %v, want 0", i, s)
		}
	}
}
