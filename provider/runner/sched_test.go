package runner

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/market/placement"
	"github.com/gpumesh/gpumesh/provider/executor"
)

// schedT drives a scheduler directly: enqueue serves the queue synchronously, so whether a
// request was granted is known as soon as enqueue (or a release) returns.
type schedT struct {
	t      *testing.T
	s      *sched
	reqs   map[string]*request
	grants map[string]*grant
	causes map[string]error // stop causes by job id
}

func newSchedT(t *testing.T, devs []Device, cpu, headroom int) *schedT {
	t.Helper()
	s, err := newSched(devs, cpu, headroom, map[string]int{"batch": 8, "burst": 8, "zk": 8}, time.Now)
	if err != nil {
		t.Fatal(err)
	}
	return &schedT{t: t, s: s, reqs: map[string]*request{}, grants: map[string]*grant{}, causes: map[string]error{}}
}

func (st *schedT) job(id, class string, gpus int, vram uint64) Job {
	return Job{ID: jid(id), Class: class, GPUs: gpus, VRAMMiB: vram, Deadline: time.Now().Add(time.Hour)}
}

func (st *schedT) enqueue(j Job) {
	st.t.Helper()
	r, err := st.s.enqueue(j, func(cause error) { st.causes[jname(j.ID)] = cause })
	if err != nil {
		st.t.Fatalf("enqueue %s: %v", j.ID, err)
	}
	st.reqs[jname(j.ID)] = r
}

// granted returns the devices of id's grant, or ok=false while it waits.
func (st *schedT) granted(id string) ([]string, bool) {
	if g, ok := st.grants[id]; ok {
		return g.devices, true
	}
	select {
	case g := <-st.reqs[id].ch:
		st.grants[id] = g
		return g.devices, true
	default:
		return nil, false
	}
}

func (st *schedT) wantGranted(id string, devs ...string) {
	st.t.Helper()
	got, ok := st.granted(id)
	if !ok {
		st.t.Fatalf("%s waits, want it placed on %v (usage %+v)", id, devs, st.s.usage())
	}
	if !slices.Equal(got, devs) && !(len(got) == 0 && len(devs) == 0) {
		st.t.Fatalf("%s placed on %v, want %v", id, got, devs)
	}
}

func (st *schedT) wantWaiting(id string) {
	st.t.Helper()
	if got, ok := st.granted(id); ok {
		st.t.Fatalf("%s placed on %v, want it to wait", id, got)
	}
}

func (st *schedT) release(id string) {
	st.t.Helper()
	if _, ok := st.granted(id); !ok {
		st.t.Fatalf("release %s: not granted", id)
	}
	st.s.release(st.grants[id])
	delete(st.grants, id)
}

var twoGPUs = []Device{{ID: "0", Model: "A100", VRAMMiB: 16384}, {ID: "1", Model: "A100", VRAMMiB: 16384}}

func TestSchedBinPacksByVRAM(t *testing.T) {
	st := newSchedT(t, twoGPUs, 2, 0)
	var used []int64 // what the metrics hook last saw
	st.s.onUse = func(n *placement.Node) {
		used = used[:0]
		for _, g := range n.GPUMilli {
			used = append(used, placement.MilliPerGPU-g)
		}
	}
	st.enqueue(st.job("a", "batch", 1, 4096))
	st.wantGranted("a", "0")
	if !slices.Equal(used, []int64{250, 0}) {
		t.Fatalf("metrics hook saw %v, want [250 0]", used)
	}
	st.enqueue(st.job("b", "batch", 1, 8192))
	st.wantGranted("b", "0") // best fit: the partly used device, not the empty one
	st.enqueue(st.job("c", "batch", 2, 0))
	st.wantWaiting("c") // needs two whole devices
	st.enqueue(st.job("d", "batch", 1, 0))
	st.wantGranted("d", "1") // no VRAM named: a whole device
	st.enqueue(st.job("e", "batch", 1, 4096))
	st.wantGranted("e", "0") // 250+500+250 = the rest of device 0
	st.enqueue(st.job("cpu", "batch", 0, 0))
	st.wantGranted("cpu") // GPU-less: a CPU slot
	if u := st.s.usage(); u.GPUs[0].UsedMilli != 1000 || u.GPUs[1].UsedMilli != 1000 || u.CPUSlotsUsed != 1 || u.Waiting != 1 {
		t.Fatalf("usage %+v", u)
	}
	for _, id := range []string{"a", "b", "e"} {
		st.release(id)
	}
	st.wantWaiting("c")
	st.release("d")
	st.wantGranted("c", "0", "1")
	if !slices.Equal(used, []int64{1000, 1000}) {
		t.Fatalf("metrics hook saw %v, want [1000 1000]", used)
	}
}

func TestSchedAdmit(t *testing.T) {
	st := newSchedT(t, twoGPUs, 2, 1)
	tests := []struct {
		name string
		job  Job
		err  string // "" = admitted
	}{
		{"batch one GPU", st.job("x", "batch", 1, 1000), ""},
		{"burst two GPUs", st.job("x", "burst", 2, 0), ""},
		{"batch two GPUs eat the headroom", st.job("x", "batch", 2, 0), "offer.burst_headroom = 1"},
		{"zk keeps the headroom too", st.job("x", "zk", 2, 0), "offer.burst_headroom = 1"},
		{"too many GPUs", st.job("x", "burst", 3, 0), "needs 3 GPU(s), this provider has 2"},
		{"too much VRAM", st.job("x", "burst", 1, 20000), "largest GPU here has 16384 MiB"},
		{"class without slots", Job{ID: jid("x"), Class: "gold"}, "runner.slots.gold"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := st.s.admit(tc.job)
			if tc.err == "" {
				if err != nil {
					t.Fatalf("declined: %v", err)
				}
				return
			}
			if !errors.Is(err, ErrNoFit) || !strings.Contains(err.Error(), tc.err) {
				t.Fatalf("err %v, want ErrNoFit naming %q", err, tc.err)
			}
		})
	}
	// CPU node: the headroom counts CPU slots.
	cpu := newSchedT(t, nil, 2, 2)
	if err := cpu.s.admit(cpu.job("y", "batch", 0, 0)); err == nil || !strings.Contains(err.Error(), "may use 0 of this provider's 2 CPU slot(s)") {
		t.Fatalf("batch on a CPU node whose slots are all headroom: %v", err)
	}
	if _, err := newSched(nil, 2, 3, map[string]int{"burst": 1}, time.Now); err == nil {
		t.Fatal("headroom above the CPU slots accepted")
	}
}

// TestSchedHeadroom: batch work never takes the last headroom devices, even when they are
// idle; burst work takes them at once.
func TestSchedHeadroom(t *testing.T) {
	st := newSchedT(t, twoGPUs, 2, 1)
	st.enqueue(st.job("b1", "batch", 1, 0))
	st.wantGranted("b1", "0")
	st.enqueue(st.job("b2", "batch", 1, 0))
	st.wantWaiting("b2") // device 1 is free, but it is the burst headroom
	st.enqueue(st.job("z", "zk", 1, 0))
	st.wantWaiting("z")
	st.enqueue(st.job("u", "burst", 1, 0))
	st.wantGranted("u", "1")
	if len(st.causes) != 0 {
		t.Fatalf("runs stopped without need: %v", st.causes)
	}
	st.release("u")
	st.wantWaiting("b2")
	st.release("b1")
	st.wantGranted("b2", "0") // earliest deadline first
	st.wantWaiting("z")       // device 1 stays the headroom
}

func TestSchedPreempts(t *testing.T) {
	t.Run("burst stops batch on a full CPU node; the freed slot is reserved for it", func(t *testing.T) {
		st := newSchedT(t, nil, 1, 0)
		st.enqueue(st.job("a", "batch", 0, 0))
		st.wantGranted("a")
		st.enqueue(st.job("w", "batch", 0, 0))
		st.wantWaiting("w")
		st.enqueue(st.job("u", "burst", 0, 0))
		st.wantWaiting("u")
		if !errors.Is(st.causes["a"], ErrPreempted) || len(st.causes) != 1 {
			t.Fatalf("stop causes %v, want a preempted", st.causes)
		}
		if u := st.s.usage(); u.Evicting != 1 {
			t.Fatalf("usage %+v", u)
		}
		st.release("a")
		st.wantGranted("u")
		st.wantWaiting("w")
		st.enqueue(st.job("a", "batch", 0, 0)) // requeued
		st.wantWaiting("a")
		st.release("u")
		st.wantGranted("w") // w was queued before a's requeue (same deadline): seq decides
		if len(st.causes) != 1 {
			t.Fatalf("more preemptions than needed: %v", st.causes)
		}
	})
	t.Run("most slack first", func(t *testing.T) {
		st := newSchedT(t, twoGPUs, 1, 0)
		tight := st.job("tight", "batch", 1, 0)
		tight.Deadline = time.Now().Add(30 * time.Minute)
		loose := st.job("loose", "batch", 1, 0)
		loose.Deadline = time.Now().Add(10 * time.Hour)
		st.enqueue(tight)
		st.enqueue(loose)
		st.wantGranted("tight", "0")
		st.wantGranted("loose", "1")
		st.enqueue(st.job("u", "burst", 1, 8000))
		if len(st.causes) != 1 || st.causes["loose"] == nil {
			t.Fatalf("stopped %v, want only loose", st.causes)
		}
		st.release("loose")
		st.wantGranted("u", "1")
	})
	t.Run("never a batch run that would then miss its deadline", func(t *testing.T) {
		st := newSchedT(t, nil, 1, 0)
		a := st.job("a", "batch", 0, 0)
		a.Limits.WallTime, a.Deadline = time.Hour, time.Now().Add(time.Hour+time.Minute)
		st.enqueue(a)
		st.wantGranted("a")
		u := st.job("u", "burst", 0, 0)
		u.Limits.WallTime = 10 * time.Minute
		if err := st.s.admit(u); !errors.Is(err, ErrNoFit) {
			t.Fatalf("admit burst: %v, want ErrNoFit", err)
		}
		st.enqueue(u)
		st.wantWaiting("u")
		if len(st.causes) != 0 {
			t.Fatalf("stopped %v", st.causes)
		}
		st.release("a")
		st.wantGranted("u")
	})
	t.Run("burst never stops burst or zk", func(t *testing.T) {
		st := newSchedT(t, nil, 2, 0)
		st.enqueue(st.job("u1", "burst", 0, 0))
		st.enqueue(st.job("z", "zk", 0, 0))
		if err := st.s.admit(st.job("u2", "burst", 0, 0)); !errors.Is(err, ErrNoFit) {
			t.Fatalf("admit burst on a node full of burst and zk work: %v", err)
		}
		st.enqueue(st.job("u2", "burst", 0, 0))
		st.wantWaiting("u2")
		if len(st.causes) != 0 {
			t.Fatalf("stopped %v", st.causes)
		}
	})
	t.Run("burst declined when its class's slots are busy", func(t *testing.T) {
		s, err := newSched(nil, 4, 0, map[string]int{"batch": 1, "burst": 1}, time.Now)
		if err != nil {
			t.Fatal(err)
		}
		st := &schedT{t: t, s: s, reqs: map[string]*request{}, grants: map[string]*grant{}, causes: map[string]error{}}
		st.enqueue(st.job("u1", "burst", 0, 0))
		st.wantGranted("u1")
		if err := s.admit(st.job("u2", "burst", 0, 0)); !errors.Is(err, ErrNoFit) || !strings.Contains(err.Error(), "runner.slots.burst") {
			t.Fatalf("admit: %v", err)
		}
	})
	t.Run("a waiter that gives up leaves the queue", func(t *testing.T) {
		st := newSchedT(t, nil, 1, 0)
		st.enqueue(st.job("a", "batch", 0, 0))
		st.wantGranted("a")
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		r, err := st.s.enqueue(st.job("b", "batch", 0, 0), func(error) {})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := st.s.wait(ctx, r); !errors.Is(err, context.Canceled) {
			t.Fatalf("wait: %v", err)
		}
		st.release("a")
		if u := st.s.usage(); u.Waiting != 0 || u.CPUSlotsUsed != 0 {
			t.Fatalf("usage after give-up %+v", u)
		}
	})
}

func TestSchedEstimateStart(t *testing.T) {
	now := time.Unix(1_000_000, 0)
	s, err := newSched(nil, 1, 0, map[string]int{"batch": 4, "burst": 4}, func() time.Time { return now })
	if err != nil {
		t.Fatal(err)
	}
	st := &schedT{t: t, s: s, reqs: map[string]*request{}, grants: map[string]*grant{}, causes: map[string]error{}}
	mk := func(id, class string, wall, deadline time.Duration) Job {
		return Job{ID: jid(id), Class: class, Limits: executor.Limits{WallTime: wall}, Deadline: now.Add(deadline)}
	}
	if at, ok := s.estimateStart(mk("x", "batch", time.Minute, time.Hour)); !ok || !at.Equal(now) {
		t.Fatalf("empty node: %v %v, want now", at, ok)
	}
	st.enqueue(mk("run", "batch", 10*time.Minute, time.Hour))
	st.wantGranted("run")
	st.enqueue(mk("wait", "batch", 5*time.Minute, time.Hour))
	st.wantWaiting("wait")
	for _, tc := range []struct {
		name string
		job  Job
		want time.Duration
	}{
		{"later deadline: after the running and the waiting job", mk("x", "batch", time.Minute, 2*time.Hour), 15 * time.Minute},
		{"earlier deadline: before the waiting job", mk("x", "batch", time.Minute, 30*time.Minute), 10 * time.Minute},
	} {
		at, ok := s.estimateStart(tc.job)
		if !ok || !at.Equal(now.Add(tc.want)) {
			t.Errorf("%s: %v %v, want now+%s", tc.name, at.Sub(now), ok, tc.want)
		}
	}
	gpu := newSchedT(t, twoGPUs, 1, 1)
	if _, ok := gpu.s.estimateStart(gpu.job("x", "batch", 2, 0)); ok {
		t.Error("a batch job that only fits in the headroom got a start time")
	}
}
