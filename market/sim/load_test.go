package sim

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/placement"
)

// TestTasksWithoutTimes: a pod list without time columns (like the trace's
// openb_pod_list_multigpu* files) runs the inflation experiment; asking it for a replay is an
// error that names the missing columns and the experiment that does not need them.
func TestTasksWithoutTimes(t *testing.T) {
	dir := t.TempDir()
	np, tp := filepath.Join(dir, "nodes.csv"), filepath.Join(dir, "multigpu.csv")
	if err := os.WriteFile(np, []byte(nodeHeader+"n,64000,262144,2,T4\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tasks := "name,cpu_milli,memory_mib,num_gpu,gpu_milli,gpu_spec,qos\n" +
		"a,100,10,1,500,,LS\nb,100,10,1,500,,BE\nc,100,10,1,1000,,BE\n"
	if err := os.WriteFile(tp, []byte(tasks), 0o644); err != nil {
		t.Fatal(err)
	}
	rep, err := RunSim(context.Background(), SimConfig{NodesPath: np, TasksPath: tp, SkipReplay: true, onPlace: conservation(t, nil)})
	if err != nil {
		t.Fatalf("inflation of a list without times: %v", err)
	}
	if r := rep.Result(PolicyFGD); r == nil || r.FinalAllocRate != 1 {
		t.Fatalf("fgd result %+v, want the 2 GPUs allocated", r)
	}
	for _, cfg := range []SimConfig{{}, {Load: 0.9}} {
		cfg.NodesPath, cfg.TasksPath = np, tp
		_, err = RunSim(context.Background(), cfg)
		if err == nil || !strings.Contains(err.Error(), "creation_time, deletion_time") || !strings.Contains(err.Error(), "inflation") {
			t.Errorf("replay (load %v) of a list without times: %v, want an error naming the columns and the inflation experiment", cfg.Load, err)
		}
	}
	// The trace's real multigpu lists have neither gpu_spec nor qos: no model constraints, and
	// every task is batch.
	os.WriteFile(tp, []byte("name,cpu_milli,memory_mib,num_gpu,gpu_milli\na,100,10,1,500\nb,100,10,1,500\nc,100,10,1,1000\n"), 0o644)
	rep, err = RunSim(context.Background(), SimConfig{NodesPath: np, TasksPath: tp, SkipReplay: true, onPlace: conservation(t, nil)})
	if err != nil {
		t.Fatalf("inflation of a list without gpu_spec and qos: %v", err)
	}
	if r := rep.Result(PolicyMarket); r == nil || r.FinalAllocRate != 1 {
		t.Fatalf("market result %+v, want the 2 GPUs allocated", r)
	}
	_, tasksRead, err := LoadTrace(np, tp)
	if err != nil || len(tasksRead) != 3 || tasksRead[0].Class() != market.ClassBatch || tasksRead[0].Models != nil {
		t.Fatalf("tasks %+v, err %v: want 3 batch tasks without model constraints", tasksRead, err)
	}
	// Half the time columns is a broken file, not a list made for inflation.
	os.WriteFile(tp, []byte("name,cpu_milli,memory_mib,num_gpu,gpu_milli,gpu_spec,qos,creation_time\na,1,1,1,500,,LS,0\n"), 0o644)
	if _, err := RunSim(context.Background(), SimConfig{NodesPath: np, TasksPath: tp, SkipReplay: true}); err == nil || !strings.Contains(err.Error(), "only some of the time columns") {
		t.Errorf("half the time columns: %v", err)
	}
}

// TestLoadArrivals: the drawn stream offers the asked share of capacity: one task shape of one
// GPU for 100 s on 10 GPUs at load 0.5 arrives at 0.05/s, and 5 tasks run at the start.
func TestLoadArrivals(t *testing.T) {
	tasks := []Task{{Name: "a", NumGPU: 1, GPUMilli: 1000, QoS: "BE", Creation: 0, Deletion: 100, Scheduled: 0}}
	arr, end, err := loadArrivals(tasks, 10*placement.MilliPerGPU, 0.5, 100_000*time.Second, 7)
	if err != nil {
		t.Fatal(err)
	}
	warm, stream := 0, 0
	for _, a := range arr {
		if a.counted {
			stream++
			if a.remain != 100 || a.at < 0 || a.at >= end {
				t.Fatalf("stream arrival %+v outside [0, %d) or with a changed duration", a, end)
			}
		} else {
			warm++
			if a.at != 0 || a.remain < 1 || a.remain > 100 {
				t.Fatalf("warm arrival %+v", a)
			}
		}
	}
	if warm != 5 {
		t.Errorf("warm start %d tasks, want 5 (rate 0.05/s x 100 s)", warm)
	}
	if want := 5000.0; math.Abs(float64(stream)-want) > 0.05*want {
		t.Errorf("%d arrivals in 100,000 s, want about %v", stream, want)
	}
	if _, _, err := loadArrivals(tasks, 10*placement.MilliPerGPU, 1, 1e8*time.Second, 1); err == nil {
		t.Error("a draw of 10 million arrivals was accepted")
	}
}

// TestLoadReplay: under load 0.5 every policy keeps about half the GPUs busy and nothing waits
// long; under load 1.2 the cluster fills and queues form, and the market serves burst work
// before batch (burst P99 below batch P99), while first-fit serves in arrival order.
func TestLoadReplay(t *testing.T) {
	nodes := []Node{{Name: "n1", CPUMilli: 64000, MemMiB: 1 << 18, GPUs: 4, Model: "T4"}, {Name: "n2", CPUMilli: 64000, MemMiB: 1 << 18, GPUs: 4, Model: "T4"}}
	tasks := []Task{
		{Name: "ls", NumGPU: 1, GPUMilli: 1000, CPUMilli: 100, QoS: "LS", Deletion: 600, Scheduled: 0},
		{Name: "be", NumGPU: 1, GPUMilli: 1000, CPUMilli: 100, QoS: "BE", Deletion: 600, Scheduled: 0},
		{Name: "be2", NumGPU: 2, GPUMilli: 1000, CPUMilli: 100, QoS: "BE", Deletion: 600, Scheduled: 0},
	}
	for _, tc := range []struct {
		load     float64
		min, max float64
	}{{0.5, 0.4, 0.6}, {1.2, 0.9, 1.0}} {
		rep, err := RunSim(context.Background(), SimConfig{Nodes: nodes, Tasks: tasks, Load: tc.load, LoadHorizon: 48 * time.Hour,
			Policies: []string{PolicyFirstFit, PolicyFGD, PolicyMarket}, onPlace: conservation(t, nil)})
		if err != nil {
			t.Fatal(err)
		}
		for _, res := range rep.Results {
			if res.UtilMean < tc.min || res.UtilMean > tc.max {
				t.Errorf("load %v %s: utilisation %.3f, want %v..%v", tc.load, res.Policy, res.UtilMean, tc.min, tc.max)
			}
		}
		if tc.load > 1 {
			mk, ff := rep.Result(PolicyMarket), rep.Result(PolicyFirstFit)
			if mk.Waits[market.ClassBurst].P99 >= mk.Waits[market.ClassBatch].P99 {
				t.Errorf("market at load %v: burst P99 %v not below batch P99 %v", tc.load, mk.Waits[market.ClassBurst].P99, mk.Waits[market.ClassBatch].P99)
			}
			if ff.Waits[market.ClassBatch].P99 == 0 {
				t.Errorf("first-fit at load %v: no batch task waited", tc.load)
			}
		}
	}
}

// TestRepack: a one-GPU task that fits nowhere gets a GPU when the batch task holding part of
// it can move to another node; when it cannot, the cluster is left exactly as it was.
func TestRepack(t *testing.T) {
	for _, tc := range []struct {
		name     string
		lsMilli  int64 // LS task on n2
		wantNode int
	}{{"room elsewhere", 500, 0}, {"no room elsewhere", 700, -1}} {
		t.Run(tc.name, func(t *testing.T) {
			nodes := []Node{{Name: "n1", CPUMilli: 1000, MemMiB: 1000, GPUs: 1, Model: "T4"}, {Name: "n2", CPUMilli: 1000, MemMiB: 1000, GPUs: 1, Model: "T4"}}
			tasks := []Task{
				{Name: "a", NumGPU: 1, GPUMilli: 400, CPUMilli: 10, QoS: "BE"},
				{Name: "b", NumGPU: 1, GPUMilli: tc.lsMilli, CPUMilli: 10, QoS: "LS"},
				{Name: "c", NumGPU: 1, GPUMilli: 1000, CPUMilli: 10, QoS: "LS"},
			}
			cfg := variantConfig(&SimConfig{}, PolicyMarket)
			cfg.ensureDefaults()
			var pts []placement.Task
			for i := range tasks {
				pts = append(pts, tasks[i].placementTask())
			}
			w, err := placement.NewWorkload(pts, 1)
			if err != nil {
				t.Fatal(err)
			}
			c := newCluster(nodes, tasks, w, cfg)
			pol := newPolicy(PolicyMarket, cfg)
			a := &alloc{id: 1, task: &tasks[0], typ: c.typeOf[&tasks[0]], pt: pts[0], p: placement.Placement{GPUs: []int{0}, Milli: 400}, node: 0, batch: true, end: 50}
			b := &alloc{id: 2, task: &tasks[1], typ: c.typeOf[&tasks[1]], pt: pts[1], p: placement.Placement{GPUs: []int{0}, Milli: tc.lsMilli}, node: 1, end: 50}
			for _, x := range []*alloc{a, b} {
				if err := c.place(x); err != nil {
					t.Fatal(err)
				}
			}
			ti := c.typeOf[&tasks[2]]
			if ni, _ := pol.pick(c, ti); ni >= 0 {
				t.Fatalf("c fits on node %d without a repack", ni)
			}
			ni, p, moves, err := c.repack(pol, ti, 10)
			if err != nil {
				t.Fatal(err)
			}
			if ni != tc.wantNode {
				t.Fatalf("repack chose node %d, want %d", ni, tc.wantNode)
			}
			if ni < 0 {
				if len(moves) != 0 || c.nodes[0].free.GPUMilli[0] != 600 || c.nodes[1].free.GPUMilli[0] != 300 || len(c.nodes[0].run) != 1 || c.nodes[0].run[0] != a {
					t.Fatalf("failed repack changed the cluster: moves %d, free %v %v", len(moves), c.nodes[0].free.GPUMilli, c.nodes[1].free.GPUMilli)
				}
				return
			}
			if len(moves) != 1 || moves[0].old != a || moves[0].new.node != 1 || moves[0].new.end != 50 || moves[0].new.remain != 40 {
				t.Fatalf("moves %+v, want a moved to n2 keeping its end", moves)
			}
			if err := c.place(&alloc{id: 3, task: &tasks[2], typ: ti, pt: pts[2], p: p, node: ni}); err != nil {
				t.Fatalf("the room kept for c: %v", err)
			}
			if err := c.checkAll(); err != nil {
				t.Fatal(err)
			}
			if c.allocMilli != 1900 {
				t.Errorf("allocated %d milli-GPU, want 1900", c.allocMilli)
			}
		})
	}
}

// TestEvictionPricesFragmentation: two nodes where evicting the same batch work makes room for a
// burst task; on q the task then takes the last cores next to free GPU share, on p one core is
// left for it. By evicted share alone the plans tie (q first, by order); priced with the
// fragmentation growth, as a provider's quote is, p comes first, and its cost is the evicted
// share plus the growth of the reference CPU-aware measure.
func TestEvictionPricesFragmentation(t *testing.T) {
	nodes := []Node{{Name: "q", CPUMilli: 5000, MemMiB: 1000, GPUs: 2, Model: "T4"}, {Name: "p", CPUMilli: 6000, MemMiB: 1000, GPUs: 2, Model: "T4"}}
	tasks := []Task{
		{Name: "x1", NumGPU: 1, GPUMilli: 500, CPUMilli: 1000, QoS: "BE"},
		{Name: "x2", NumGPU: 1, GPUMilli: 500, CPUMilli: 1000, QoS: "BE"},
		{Name: "b", NumGPU: 1, GPUMilli: 1000, CPUMilli: 4000, QoS: "LS"},
	}
	cfg := variantConfig(&SimConfig{}, PolicyMarket)
	cfg.ensureDefaults()
	pts := make([]placement.Task, len(tasks))
	for i := range tasks {
		pts[i] = tasks[i].placementTask()
	}
	w, err := placement.NewWorkload(pts, 1)
	if err != nil {
		t.Fatal(err)
	}
	c := newCluster(nodes, tasks, w, cfg)
	pol := newPolicy(PolicyMarket, cfg)
	id := 0
	for ni := range nodes {
		for g, k := range []int{0, 1} {
			id++
			a := &alloc{id: id, task: &tasks[k], typ: c.typeOf[&tasks[k]], pt: pts[k], p: placement.Placement{GPUs: []int{g}, Milli: 500}, node: ni, batch: true, end: 50}
			if err := c.place(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	ti := c.typeOf[&tasks[2]]
	if ni, _ := pol.pick(c, ti); ni >= 0 {
		t.Fatalf("b fits on node %d without evicting", ni)
	}
	plans := c.evictionPlans(pol, ti)
	if len(plans) != 2 {
		t.Fatalf("%d eviction plans, want 2 (one per node)", len(plans))
	}
	var share [2]int64
	for _, pl := range plans {
		for _, id := range pl.evict {
			share[pl.node] += c.nodes[pl.node].find(id).pt.GPUDemand()
		}
	}
	if share[0] != share[1] || share[0] != 500 {
		t.Fatalf("evicted share q %d, p %d; want 500 each (a tie by share)", share[0], share[1])
	}
	if plans[0].node != 1 {
		t.Fatalf("first plan on node %d (cost %v, then %v), want p (1): on q the burst task strands the free GPU share", plans[0].node, plans[0].cost, plans[1].cost)
	}
	// The reference measure on p: evict the plan's work, place b on the freed GPU.
	n := &c.nodes[1]
	after := n.free.Clone()
	for _, id := range plans[0].evict {
		a := n.find(id)
		after.Release(&a.pt, a.p)
	}
	bestAfter := math.Inf(1)
	for _, p := range after.Candidates(&pts[2]) {
		tmp := after.Clone()
		if err := tmp.Apply(&pts[2], p); err != nil {
			t.Fatal(err)
		}
		bestAfter = min(bestAfter, tmp.CPUFragmentation(w))
	}
	want := 501 + bestAfter - n.free.CPUFragmentation(w)
	if math.Abs(plans[0].cost-want) > 1e-6 {
		t.Errorf("p's plan costs %v, want evicted share + 1 + fragmentation growth = %v", plans[0].cost, want)
	}
	if plans[1].cost <= plans[0].cost {
		t.Errorf("q's plan costs %v, not more than p's %v", plans[1].cost, plans[0].cost)
	}
}
