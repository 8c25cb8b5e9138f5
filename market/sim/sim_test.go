package sim

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/placement"
)

const nodeHeader = "sn,cpu_milli,memory_mib,gpu,model\n"
const taskHeader = "name,cpu_milli,memory_mib,num_gpu,gpu_milli,gpu_spec,qos,pod_phase,creation_time,deletion_time,scheduled_time\n"

// writeTrace writes a synthetic trace to a temp dir and returns the two paths.
func writeTrace(t *testing.T, nodes, tasks string) (string, string) {
	t.Helper()
	dir := t.TempDir()
	np, tp := filepath.Join(dir, "nodes.csv"), filepath.Join(dir, "tasks.csv")
	if err := os.WriteFile(np, []byte(nodeHeader+nodes), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(tp, []byte(taskHeader+tasks), 0o644); err != nil {
		t.Fatal(err)
	}
	return np, tp
}

// conservation is an independent check, run at every placement: on the node, free plus what the
// running tasks hold equals capacity, per GPU, and the market never breaks a task's constraints.
func conservation(t *testing.T, placed *[]string) func(string, *alloc, *simNode) error {
	return func(policy string, a *alloc, n *simNode) error {
		used := make([]int64, len(n.total.GPUMilli))
		var cpu int64
		for _, r := range n.run {
			for _, g := range r.p.GPUs {
				used[g] += r.p.Milli
			}
			cpu += r.pt.CPUMilli
		}
		for g := range used {
			if used[g]+n.free.GPUMilli[g] != placement.MilliPerGPU || n.free.GPUMilli[g] < 0 {
				return fmt.Errorf("conservation: %s gpu %d: used %d free %d", n.spec.Name, g, used[g], n.free.GPUMilli[g])
			}
		}
		if cpu+n.free.CPUMilli != n.total.CPUMilli || n.free.CPUMilli < 0 {
			return fmt.Errorf("conservation: %s cpu", n.spec.Name)
		}
		if len(a.task.Models) > 0 && !slices.Contains(a.task.Models, n.spec.Model) {
			return fmt.Errorf("%s placed %s (gpu_spec %v) on %s", policy, a.task.Name, a.task.Models, n.spec.Model)
		}
		if placed != nil {
			*placed = append(*placed, fmt.Sprintf("%s:%s->%s", policy, a.task.Name, n.spec.Name))
		}
		return nil
	}
}

func run(t *testing.T, nodes, tasks string, mod func(*SimConfig)) *SimReport {
	t.Helper()
	np, tp := writeTrace(t, nodes, tasks)
	cfg := SimConfig{NodesPath: np, TasksPath: tp, onPlace: conservation(t, nil)}
	if mod != nil {
		mod(&cfg)
	}
	rep, err := RunSim(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// TestKnownPackingFragmentation: one node with two GPUs, tasks 300, 300, 700, 700 (milli-GPU).
// The optimum pairs 300+700 on each GPU (100%). Best-fit and first-fit stack both 300s on
// GPU 0, leaving 400 that no 700 task can use (65%). FGD and the market see that the second 300
// on GPU 0 would grow fragmentation and put it on GPU 1.
func TestKnownPackingFragmentation(t *testing.T) {
	tasks := "a,100,10,1,300,,BE,Running,0,10,0\n" +
		"b,100,10,1,300,,BE,Running,1,10,1\n" +
		"c,100,10,1,700,,BE,Running,2,10,2\n" +
		"d,100,10,1,700,,BE,Running,3,10,3\n"
	rep := run(t, "n0,64000,262144,2,T4\n", tasks, func(c *SimConfig) { c.SkipReplay = true })
	want := map[string]float64{PolicyFirstFit: 0.65, PolicyBestFit: 0.65, PolicyFGD: 1, PolicyMarket: 1}
	for p, w := range want {
		if got := rep.Result(p).FinalAllocRate; got != w {
			t.Errorf("%s: allocation %.3f, want %.3f", p, got, w)
		}
	}
	if r := rep.Result(PolicyRandom).FinalAllocRate; r > 1 || r < 0.65 {
		t.Errorf("random-fit allocation %.3f outside [0.65, 1]", r)
	}
	m := rep.Metrics()
	if m["sim_alloc_ratio_vs_fgd"] != 1 || math.Abs(m["sim_alloc_ratio_vs_bestfit"]-1/0.65) > 1e-9 {
		t.Errorf("ratios %v %v", m["sim_alloc_ratio_vs_fgd"], m["sim_alloc_ratio_vs_bestfit"])
	}
}

// TestKnownPackingModels: a V100M32 node listed first and a T4 node; an any-model task then a
// V100M32-only task. The optimum puts the first on the T4 (100%); first-fit and best-fit take
// the V100 and strand the second task (50%).
func TestKnownPackingModels(t *testing.T) {
	nodes := "v,64000,262144,1,V100M32\nt,64000,262144,1,T4\n"
	tasks := "any,100,10,1,1000,,BE,Running,0,10,0\n" +
		"v100,100,10,1,1000,V100M32,LS,Running,1,10,1\n"
	var placed []string
	np, tp := writeTrace(t, nodes, tasks)
	rep, err := RunSim(context.Background(), SimConfig{NodesPath: np, TasksPath: tp, SkipReplay: true, onPlace: conservation(t, &placed)})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{PolicyFirstFit: 0.5, PolicyBestFit: 0.5, PolicyFGD: 1, PolicyMarket: 1}
	for p, w := range want {
		if got := rep.Result(p).FinalAllocRate; got != w {
			t.Errorf("%s: allocation %.3f, want %.3f", p, got, w)
		}
	}
	for _, want := range []string{"market:any->t", "market:v100->v", "fgd:any->t"} {
		if !slices.Contains(placed, want) {
			t.Errorf("missing placement %s in %v", want, placed)
		}
	}
}

// TestMarketRespectsConstraints runs every policy on a random-ish trace with model constraints,
// CPU-only tasks, multi-GPU tasks and departures; the hook fails the run on any placement that
// breaks a constraint or conservation.
func TestMarketRespectsConstraints(t *testing.T) {
	var nodes, tasks strings.Builder
	models := []string{"T4", "P100", "V100M16", "V100M32", "A10", "G2", "G3"}
	for i := 0; i < 40; i++ {
		fmt.Fprintf(&nodes, "n%d,%d,%d,%d,%s\n", i, 32000+16000*(i%3), 131072, []int{1, 2, 4, 8}[i%4], models[i%len(models)])
	}
	specs := []string{"", "", "T4", "V100M16|V100M32", "G2|G3", "A10"}
	qos := []string{"LS", "BE", "Burstable", "LS", "Guaranteed"}
	seed := uint32(7)
	rnd := func(n uint32) uint32 { seed = seed*1664525 + 1013904223; return (seed >> 8) % n }
	for i := 0; i < 600; i++ {
		ng := []int{0, 1, 1, 1, 1, 2, 4, 8}[rnd(8)]
		gm := 1000
		if ng == 1 {
			gm = []int{100, 250, 500, 1000}[rnd(4)]
		}
		cr := i * 10
		fmt.Fprintf(&tasks, "p%d,%d,%d,%d,%d,%s,%s,Running,%d,%d,%d\n", i, 1000*(1+rnd(16)), 1024*(1+rnd(64)), ng, gm,
			specs[rnd(uint32(len(specs)))], qos[rnd(uint32(len(qos)))], cr, cr+int(50+rnd(3000)), cr)
	}
	var placed []string
	rep := run(t, nodes.String(), tasks.String(), func(c *SimConfig) {
		c.onPlace = conservation(t, &placed)
		c.ReplayTimeScale = 20 // contention, so queues and preemption are exercised
	})
	if len(placed) == 0 {
		t.Fatal("nothing placed")
	}
	mk := rep.Result(PolicyMarket)
	if mk.Preemptions == 0 {
		t.Error("the loaded replay never preempted batch for burst")
	}
	// Burst is served first in the market: its burst P99 wait is no worse than FIFO first-fit's.
	if ff := rep.Result(PolicyFirstFit); mk.Waits[market.ClassBurst].P99 > ff.Waits[market.ClassBurst].P99 {
		t.Errorf("market burst P99 %v > first-fit %v", mk.Waits[market.ClassBurst].P99, ff.Waits[market.ClassBurst].P99)
	}
	for _, r := range rep.Results {
		for i := 1; i < len(r.Inflation); i++ {
			if r.Inflation[i].AllocRate < r.Inflation[i-1].AllocRate-1e-12 || r.Inflation[i].AllocRate > r.Inflation[i].Arrived+0.05+1e-9 {
				t.Errorf("%s: allocation curve not monotone or above demand at %v", r.Policy, r.Inflation[i])
			}
		}
	}
}

// TestReplayBurstPriority: one GPU. Batch b1 (t=0, 100 s) runs; batch b2 (t=10) queues; burst l
// (t=20, 10 s) arrives. The market preempts b1 for l (wait 0), then serves b1's rest and b2.
// FIFO first-fit serves b2 at 100 and l at 200 (wait 180).
func TestReplayBurstPriority(t *testing.T) {
	tasks := "b1,100,10,1,1000,,BE,Running,0,100,0\n" +
		"b2,100,10,1,1000,,BE,Running,10,110,10\n" +
		"l,100,10,1,1000,,LS,Running,20,30,20\n"
	rep := run(t, "n,64000,262144,1,T4\n", tasks, func(c *SimConfig) { c.Policies = []string{PolicyFirstFit, PolicyMarket} })
	ff, mk := rep.Result(PolicyFirstFit), rep.Result(PolicyMarket)
	if w := ff.Waits[market.ClassBurst]; w.P99 != 180 {
		t.Errorf("first-fit burst wait %v, want 180", w.P99)
	}
	if w := mk.Waits[market.ClassBurst]; w.P99 != 0 || mk.Preemptions != 1 {
		t.Errorf("market burst wait %v preemptions %d, want 0 and 1", w.P99, mk.Preemptions)
	}
	// b1 resumes at 30 with 80 s left (ends 110), then b2 runs 110..210: b2 waited 100.
	if w := mk.Waits[market.ClassBatch]; w.P99 != 100 || w.P50 != 0 {
		t.Errorf("market batch waits p50 %v p99 %v, want 0 and 100", w.P50, w.P99)
	}
}

func TestReportOutputs(t *testing.T) {
	tasks := "a,100,10,1,500,,LS,Running,0,10,3\nb,100,10,2,1000,,BE,Running,0,10,\n"
	plot := filepath.Join(t.TempDir(), "alloc.png")
	rep := run(t, "n,64000,262144,4,A10\n", tasks, func(c *SimConfig) { c.PlotPath = plot })
	data, err := os.ReadFile(plot)
	if err != nil || !bytes.HasPrefix(data, []byte("\x89PNG")) {
		t.Fatalf("plot: %v", err)
	}
	if data, err := os.ReadFile(ReplayPlotPath(plot)); err != nil || !bytes.HasPrefix(data, []byte("\x89PNG")) {
		t.Fatalf("replay plot: %v", err)
	}
	var b bytes.Buffer
	if err := rep.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"sim_alloc_ratio_vs_fgd", "sim_alloc_ratio_vs_bestfit", "sim_burst_wait_p99_s", "sim_runtime_s", "sim_alloc_rate_fgd", "sim_alloc_rate_randomfit"} {
		if _, ok := rep.Metrics()[k]; !ok {
			t.Errorf("metric %s missing", k)
		}
		if !strings.Contains(b.String(), "market") {
			t.Error("table lacks the market column")
		}
	}
	if rep.TraceLSWait.P99 != 3 || rep.TraceLSWait.N != 1 {
		t.Errorf("trace LS wait %+v", rep.TraceLSWait)
	}
}

func TestBadTrace(t *testing.T) {
	good := "a,100,10,1,500,,LS,Running,0,10,0\n"
	tests := []struct {
		name, nodes, tasks, want string
	}{
		{"missing node column", "x", good, "header lacks column(s) sn"},
		{"unknown node model", "n,1,1,1,H100\n", good, `nodes.csv line 2: unknown GPU model "H100"`},
		{"negative cpu", "n,-1,1,1,T4\n", good, "nodes.csv line 2: cpu_milli=-1 is negative"},
		{"zero gpus", "n,1,1,0,T4\n", good, "line 2: gpu=0"},
		{"short node line", "n,1,1\n", good, "nodes.csv line 2: missing column gpu"},
		{"negative time", "n,1,1,1,T4\n", good + "b,1,1,1,500,,LS,Running,-5,10,0\n", "tasks.csv line 3: creation_time=-5 is negative"},
		{"unknown task model", "n,1,1,1,T4\n", "a,1,1,1,500,T4|B200,BE,Running,0,1,0\n", `tasks.csv line 2: gpu_spec names unknown GPU model "B200"`},
		{"deletion before creation", "n,1,1,1,T4\n", "a,1,1,1,500,,BE,Running,9,1,\n", "line 2: deletion_time=1 is before creation_time=9"},
		{"bad qos", "n,1,1,1,T4\n", "a,1,1,1,500,,GOLD,Running,0,1,\n", `line 2: qos="GOLD"`},
		{"not a number", "n,1,1,1,T4\n", "a,1,1,1,half,,BE,Running,0,1,\n", `line 2: gpu_milli="half" is not an integer`},
		{"bad share", "n,1,1,1,T4\n", "a,1,1,2,500,,BE,Running,0,1,\n", "line 2: placement: invalid task: gpu_milli=500"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var np, tp string
			dir := t.TempDir()
			np, tp = filepath.Join(dir, "nodes.csv"), filepath.Join(dir, "tasks.csv")
			nh := nodeHeader
			if tc.nodes == "x" {
				nh, tc.nodes = "name,cpu_milli,memory_mib,gpu,model\n", "n,1,1,1,T4\n"
			}
			os.WriteFile(np, []byte(nh+tc.nodes), 0o644)
			os.WriteFile(tp, []byte(taskHeader+tc.tasks), 0o644)
			_, err := RunSim(context.Background(), SimConfig{NodesPath: np, TasksPath: tp})
			if !errors.Is(err, ErrTrace) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want ErrTrace containing %q", err, tc.want)
			}
		})
	}
	if _, err := RunSim(context.Background(), SimConfig{Policies: []string{"magic"}, Nodes: []Node{{}}, Tasks: []Task{{}}}); err == nil {
		t.Error("unknown policy accepted")
	}
}

// FuzzParseTasks: the task parser never panics and every accepted task is a valid placement task.
func FuzzParseTasks(f *testing.F) {
	f.Add([]byte(taskHeader + "a,100,10,1,300,,BE,Running,0,10,0\n"))
	f.Add([]byte(taskHeader + "a,100,10,8,1000,V100M16|V100M32,LS,Pending,5,10,\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		tasks, err := ParseTasks(bytes.NewReader(b), "fuzz.csv", nil)
		if err != nil {
			return
		}
		for _, tk := range tasks {
			pt := tk.placementTask()
			if pt.Validate() != nil || tk.Deletion < tk.Creation || tk.Duration() < 1 {
				t.Fatalf("accepted invalid task %+v", tk)
			}
		}
	})
}

// FuzzParseNodes: the node parser never panics and accepts only nodes with GPUs and known models.
func FuzzParseNodes(f *testing.F) {
	f.Add([]byte(nodeHeader + "n,64000,262144,8,G2\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		nodes, err := ParseNodes(bytes.NewReader(b), "fuzz.csv", nil)
		if err != nil {
			return
		}
		for _, n := range nodes {
			if n.GPUs < 1 || !slices.Contains(KnownModels, n.Model) || n.CPUMilli < 0 {
				t.Fatalf("accepted invalid node %+v", n)
			}
		}
	})
}

// TestKnownPackingsTable: small traces whose optimum is known, with each policy's expected
// allocation at 100% arrived demand.
func TestKnownPackingsTable(t *testing.T) {
	tests := []struct {
		name, nodes, tasks string
		want               map[string]float64
	}{
		{
			name:  "whole GPUs: every policy packs perfectly",
			nodes: "a,64000,262144,2,T4\nb,64000,262144,2,T4\n",
			tasks: "1,100,10,1,1000,,BE,Running,0,9,0\n2,100,10,2,1000,,LS,Running,0,9,0\n3,100,10,1,1000,,BE,Running,0,9,0\n",
			want:  map[string]float64{PolicyRandom: 1, PolicyFirstFit: 1, PolicyBestFit: 1, PolicyFGD: 1, PolicyMarket: 1},
		},
		{
			// A 2-GPU task then an 8-GPU task: first-fit puts the first on the 8-GPU node and
			// strands the second (2 of 10 GPUs); best-fit, FGD and the market use the 2-GPU node.
			name:  "multi-GPU: keep the big node whole",
			nodes: "big,64000,262144,8,G2\nsmall,64000,262144,2,G2\n",
			tasks: "two,100,10,2,1000,,BE,Running,0,9,0\neight,100,10,8,1000,,BE,Running,0,9,0\n",
			want:  map[string]float64{PolicyFirstFit: 0.2, PolicyBestFit: 1, PolicyFGD: 1, PolicyMarket: 1},
		},
		{
			// CPU decides: every task needs 40 of a node's 48 cores, so the CPU-only task blocks
			// one node's GPU whatever the placement (optimum 50%); the GPU is not counted as used.
			// The market's burst task g2 evicts the CPU-only batch task instead (which then
			// fits nowhere and waits), so both GPUs run; without preemption it is 50% too.
			name:  "cpu-bound nodes: a CPU-only task strands a GPU",
			nodes: "a,48000,262144,1,T4\nb,48000,262144,1,T4\n",
			tasks: "cpu,40000,10,0,0,,BE,Running,0,9,0\ng1,40000,10,1,1000,,LS,Running,0,9,0\ng2,40000,10,1,1000,,LS,Running,0,9,0\n",
			want: map[string]float64{PolicyRandom: 0.5, PolicyFirstFit: 0.5, PolicyBestFit: 0.5, PolicyFGD: 0.5, PolicyMarket: 1,
				PolicyMarketNoPreempt: 0.5},
		},
		{
			// CPU strands GPUs: a CPU-only task takes 10 of node a's 30 cores, which leaves one
			// 12-core GPU task room there (FGD's measure: no fragmentation, and a is first), not
			// two. FGD places it on a and the fourth GPU task finds no CPU (75%); the market's
			// CPU-aware quotes price a's stranded GPU and put it on b, which has CPU to spare.
			name:  "cpu-aware fragmentation: CPU-only work goes where CPU is spare",
			nodes: "a,30000,262144,2,T4\nb,64000,262144,2,T4\n",
			tasks: "cpu,10000,10,0,0,,BE,Running,0,9,0\ng1,12000,10,1,1000,,LS,Running,0,9,0\ng2,12000,10,1,1000,,LS,Running,0,9,0\n" +
				"g3,12000,10,1,1000,,LS,Running,0,9,0\ng4,12000,10,1,1000,,LS,Running,0,9,0\n",
			want: map[string]float64{PolicyFGD: 0.75, PolicyMarket: 1},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rep := run(t, tc.nodes, tc.tasks, func(c *SimConfig) { c.SkipReplay, c.Ablations = true, true })
			for p, w := range tc.want {
				if got := rep.Result(p).FinalAllocRate; math.Abs(got-w) > 1e-9 {
					t.Errorf("%s: allocation %.3f, want %.3f", p, got, w)
				}
			}
			for _, r := range rep.Results {
				if r.FinalAllocRate > 1 || r.UnallocatedGPUs < 0 || r.FinalAllocRate > rep.AllocBound+1e-9 {
					t.Errorf("%s: impossible result %+v (bound %v)", r.Policy, r, rep.AllocBound)
				}
			}
		})
	}
}

// TestInflationPreemption: in the inflation experiment a burst task that fits nowhere evicts
// batch work as in the replay; evicted work that fits nowhere else stays unallocated and is
// counted, and the market without preemption leaves the burst task out instead.
func TestInflationPreemption(t *testing.T) {
	nodes := "a,48000,262144,1,T4\nb,48000,262144,1,T4\n"
	tasks := "cpu,40000,10,0,0,,BE,Running,0,9,0\ng1,40000,10,1,1000,,LS,Running,0,9,0\ng2,40000,10,1,1000,,LS,Running,0,9,0\n"
	rep := run(t, nodes, tasks, func(c *SimConfig) {
		c.SkipReplay = true
		c.Policies = []string{PolicyMarket, PolicyMarketNoPreempt}
	})
	mk, np := rep.Result(PolicyMarket), rep.Result(PolicyMarketNoPreempt)
	if mk.InflationPreemptions != 1 || mk.InflationEvicted != 1 || mk.FailedTasks != 0 {
		t.Errorf("market: preemptions %d, evicted %d, failed %d; want 1, 1, 0", mk.InflationPreemptions, mk.InflationEvicted, mk.FailedTasks)
	}
	if np.InflationPreemptions != 0 || np.FailedTasks != 1 {
		t.Errorf("market-no-preempt: preemptions %d, failed %d; want 0, 1", np.InflationPreemptions, np.FailedTasks)
	}
}

// TestAllocBound: the sliver bound on small task multisets whose optimum is known.
func TestAllocBound(t *testing.T) {
	share := func(ms ...int64) []*Task {
		var out []*Task
		for _, m := range ms {
			out = append(out, &Task{NumGPU: 1, GPUMilli: m})
		}
		return out
	}
	tests := []struct {
		name  string
		tasks []*Task
		gpus  int64
		want  float64
	}{
		{"whole GPUs pack", share(1000, 1000), 2, 1},
		{"a small task fills a sliver", share(800, 800, 200), 2, 0.9},
		{"three above half on two GPUs", share(600, 600, 600), 2, 0.6},
		{"too small a gap for the small task", share(900, 300), 2, 0.6},
		{"multi-GPU and CPU-only tasks leave no sliver", []*Task{{NumGPU: 2, GPUMilli: 1000}, {CPUMilli: 1000}}, 2, 1},
		{"demand below capacity", share(500), 4, 0.125},
	}
	for _, tc := range tests {
		if got := AllocBound(tc.tasks, tc.gpus*1000); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%s: bound %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestLargeTaskNotStarved: the only node that can host a large task (8 GPUs, 120 cores) must
// not be taken by a flexible task that fits elsewhere. Node s (8 GPUs, 24 cores) strands GPU
// share of the many small-CPU tasks (c) when the flexible task f (1 GPU, 16 cores, LS, so no
// repack moves it) lands there, which the CPU-aware fragmentation prices above the GPU share
// f blocks for the rare large task b on g3. Without shape scarcity the market puts f on g3
// and b, arriving at 10, waits until f leaves at 10000; with it, g3 prices its GPU share at
// 2.33x (b is 2/3 of the GPU demand and only g3, half the capacity, can host it: scarcity
// (2/3)/(1/2)), f goes to s and b starts at once.
func TestLargeTaskNotStarved(t *testing.T) {
	nodes := "g3,128000,786432,8,G3\ns,24000,786432,8,T4\n"
	tasks := "f,16000,1024,1,1000,,LS,Running,0,10000,0\n" +
		"b,120000,1024,8,1000,,BE,Running,10,110,10\n" +
		"c1,4000,1024,1,1000,,LS,Running,20000,20010,20000\n" +
		"c2,4000,1024,1,1000,,LS,Running,20000,20010,20000\n" +
		"c3,4000,1024,1,1000,,LS,Running,20000,20010,20000\n"
	var placed []string
	np, tp := writeTrace(t, nodes, tasks)
	rep, err := RunSim(context.Background(), SimConfig{NodesPath: np, TasksPath: tp, onPlace: conservation(t, &placed),
		Policies: []string{PolicyMarket, PolicyMarketNoShape}})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"market:f->s", "market:b->g3", "market-no-shape:f->g3", "market-no-shape:b->g3"} {
		if !slices.Contains(placed, want) {
			t.Errorf("placements %v lack %s", placed, want)
		}
	}
	if w := rep.Result(PolicyMarket).Waits[market.ClassBatch]; w.P99 != 0 || w.Started != 1 {
		t.Errorf("market: large task waited %v s (started %d), want 0", w.P99, w.Started)
	}
	if w := rep.Result(PolicyMarketNoShape).Waits[market.ClassBatch]; w.P99 != 9990 {
		t.Errorf("market without shape scarcity: large task waited %v s, want 9990 (the starvation this guards against)", w.P99)
	}
}
