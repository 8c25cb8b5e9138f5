package runner

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cockroachdb/pebble/v2"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/provider/executor"
)

const preemptChildEnv = "GPUMESH_RUNNER_PREEMPT_CHILD"

// ckptExecutor stands in for a native batch program that checkpoints (what the exec checkpoint
// contract asks of one; TestPreemptBurstOverBatch runs the real exec executor): a run without a
// checkpoint writes one and then works until it is stopped; a run that finds one completes.
// Args "quick" completes at once (the burst jobs). Every run start is appended to
// <dir>/runs/<job id>, so the parent counts real executor runs across kills; two runs of one
// job at the same time make the child exit 4.
type ckptExecutor struct {
	dir     string
	mu      sync.Mutex
	active  map[string]bool
	started map[string]chan struct{}
}

func (x *ckptExecutor) startedCh(id string) chan struct{} {
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.started[id] == nil {
		x.started[id] = make(chan struct{})
	}
	return x.started[id]
}

func (x *ckptExecutor) Run(ctx context.Context, j executor.Job) (executor.Result, error) {
	x.mu.Lock()
	if x.active[j.ID] {
		fmt.Fprintln(os.Stderr, "OVERLAP: two runs of", j.ID)
		os.Exit(4)
	}
	x.active[j.ID] = true
	x.mu.Unlock()
	defer func() { x.mu.Lock(); delete(x.active, j.ID); x.mu.Unlock() }()
	f, err := os.OpenFile(filepath.Join(x.dir, "runs", j.ID), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return executor.Result{}, err
	}
	fmt.Fprintln(f, "run")
	if err := f.Sync(); err != nil {
		return executor.Result{}, err
	}
	f.Close()
	done := func(out string) (executor.Result, error) {
		return executor.Result{Reason: executor.ReasonOK}, os.WriteFile(filepath.Join(j.Output.HostPath, "result"), []byte(out), 0o644)
	}
	if len(j.Args) > 0 && j.Args[0] == "quick" {
		return done("quick")
	}
	state := filepath.Join(j.CheckpointDir, "state")
	if b, err := os.ReadFile(state); err == nil {
		return done("resumed from " + string(b))
	}
	if err := os.WriteFile(state, []byte("step-1"), 0o644); err != nil {
		return executor.Result{}, err
	}
	close(x.startedCh(j.ID))
	<-ctx.Done()
	return executor.Result{Reason: executor.ReasonCanceled, Detail: context.Cause(ctx).Error()}, nil
}

type preemptSpec struct {
	Dir   string      `json:"dir"`
	Pairs [][2]Job    `json:"pairs"` // batch, burst
	Crash *crashPoint `json:"crash,omitempty"`
}

// preemptChild is the runner process of TestCrashDuringPreemption: one CPU slot shared by batch
// and burst. For a new pair it submits the batch job, waits until it runs, then submits the
// burst job, which preempts it. It blocks at the crash point (for the parent's SIGKILL) or
// prints ALLDONE once every job is final.
func preemptChild() int {
	var spec preemptSpec
	if err := json.Unmarshal([]byte(os.Getenv(preemptChildEnv)), &spec); err != nil {
		fmt.Fprintln(os.Stderr, "child spec:", err)
		return 2
	}
	db, err := pebble.Open(filepath.Join(spec.Dir, "node"), &pebble.Options{Logger: quietLogger{}})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	defer db.Close()
	ldb, err := pebble.Open(filepath.Join(spec.Dir, "chain"), &pebble.Options{Logger: quietLogger{}})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	defer ldb.Close()
	store := dirStore{root: filepath.Join(spec.Dir, "store")}
	x := &ckptExecutor{dir: spec.Dir, active: map[string]bool{}, started: map[string]chan struct{}{}}
	reg := executor.NewRegistry()
	reg.Register("ckpt", x)
	r, err := New(Config{
		WorkDir: filepath.Join(spec.Dir, "work"), Slots: map[string]int{"batch": 1, "burst": 1}, CPUSlots: 1,
		RetryBackoff: 20 * time.Millisecond,
	}, Deps{DB: db, Fetcher: store, Executors: reg, Uploader: store, Settler: &ledger{db: ldb, window: 50 * time.Millisecond}})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	if c := spec.Crash; c != nil {
		r.hook = func(point string, id contracts.JobID, s State) {
			if jname(id) == c.Job && s == c.State && point == c.Point {
				fmt.Printf("CRASH %s %s %s\n", id, s, point)
				select {} // wait for SIGKILL
			}
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() { done <- r.Run(ctx) }()
	for _, p := range spec.Pairs {
		batch, burst := p[0], p[1]
		_, err := r.Get(batch.ID)
		fresh := errors.Is(err, ErrNotFound)
		if err := r.Submit(ctx, batch); err != nil {
			fmt.Fprintln(os.Stderr, "submit:", err)
			return 2
		}
		if fresh {
			select {
			case <-x.startedCh(batch.ID.String()):
			case <-time.After(60 * time.Second):
				fmt.Fprintln(os.Stderr, "batch job", batch.ID, "never started")
				return 3
			}
		}
		if err := r.Submit(ctx, burst); err != nil {
			fmt.Fprintln(os.Stderr, "submit:", err)
			return 2
		}
	}
	wctx, wcancel := context.WithTimeout(ctx, 90*time.Second)
	defer wcancel()
	for _, p := range spec.Pairs {
		for _, j := range p {
			if _, err := r.WaitFor(wctx, j.ID, State.Final); err != nil {
				fmt.Fprintln(os.Stderr, "wait", j.ID, err)
				return 3
			}
		}
	}
	fmt.Println("ALLDONE")
	cancel()
	<-done
	return 0
}

// TestCrashDuringPreemption SIGKILLs the runner process in the middle of a preemption — once
// when the scheduler has chosen the batch run to stop (before it is stopped), once right after
// the requeue was persisted (before the slot went to the burst job) — restarts it, and checks
// that every job ends paid exactly once (one submit, one claim, nothing reverted), that no job
// ran twice at a time, that every executor run is counted in the record's attempts, and that
// the batch job resumed from its checkpoint.
func TestCrashDuringPreemption(t *testing.T) {
	dir := t.TempDir()
	store := dirStore{root: filepath.Join(dir, "store")}
	for _, d := range []string{store.root, filepath.Join(dir, "runs")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	in := t.TempDir()
	os.WriteFile(filepath.Join(in, "data.txt"), []byte("input"), 0o644)
	inCID, err := store.Put(in)
	if err != nil {
		t.Fatal(err)
	}
	points := []crashPoint{
		{Job: "batch-preempt", State: StateRunning, Point: "preempt"},
		{Job: "batch-requeued", State: StateRunning, Point: "requeued"},
	}
	var pairs [][2]Job
	for i, cp := range append(points, crashPoint{}) {
		if cp.Job != "" {
			name := strings.TrimPrefix(cp.Job, "batch-")
			mk := func(id, class string, args ...string) Job {
				j := Job{ID: jid(id), Class: class, Executor: "ckpt", Module: "ckpt", Args: args,
					Inputs: []Input{{CID: inCID, Name: "data"}}, Deadline: time.Now().Add(3 * time.Minute),
					Price: big.NewInt(int64(1000 + i))}
				ldb, err := pebble.Open(filepath.Join(dir, "chain"), &pebble.Options{Logger: quietLogger{}})
				if err != nil {
					t.Fatal(err)
				}
				defer ldb.Close()
				if err := (&ledger{db: ldb}).Open(j.ID, j.Price, j.Deadline); err != nil {
					t.Fatal(err)
				}
				return j
			}
			pairs = append(pairs, [2]Job{mk(cp.Job, "batch"), mk("burst-"+name, "burst", "quick")})
		}
		spec := preemptSpec{Dir: dir, Pairs: pairs}
		var crash *crashPoint
		if cp.Job != "" {
			spec.Crash, crash = &cp, &cp
		}
		runChildProc(t, preemptChildEnv, spec, crash)
	}

	db, err := pebble.Open(filepath.Join(dir, "node"), &pebble.Options{Logger: quietLogger{}})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ldb, err := pebble.Open(filepath.Join(dir, "chain"), &pebble.Options{Logger: quietLogger{}})
	if err != nil {
		t.Fatal(err)
	}
	defer ldb.Close()
	chain := (&ledger{db: ldb}).all()
	r, err := New(Config{WorkDir: filepath.Join(dir, "work")}, Deps{DB: db, Fetcher: store,
		Executors: executor.NewRegistry(), Uploader: store, Settler: &ledger{db: ldb}})
	if err != nil {
		t.Fatal(err)
	}
	recs, err := r.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(recs) != 2*len(points) || len(chain) != 2*len(points) {
		t.Fatalf("%d records, %d ledger jobs, want %d", len(recs), len(chain), 2*len(points))
	}
	for _, rec := range recs {
		lj := chain[rec.Job.ID]
		if rec.State != StatePaid || lj.State != ChainPaid || lj.Submits != 1 || lj.Claims != 1 || len(lj.Reverts) > 0 ||
			rec.Paid == nil || rec.Paid.Cmp(lj.Paid) != 0 || rec.ResultCID != lj.ResultCID {
			t.Errorf("%s: record %s (%q) paid %v; ledger %+v", rec.Job.ID, rec.State, rec.Error, rec.Paid, lj)
			continue
		}
		runs, _ := os.ReadFile(filepath.Join(dir, "runs", rec.Job.ID.String()))
		if n := strings.Count(string(runs), "run"); n != rec.Attempts {
			t.Errorf("%s: %d executor runs, %d attempts recorded", rec.Job.ID, n, rec.Attempts)
		}
		res := filepath.Join(t.TempDir(), "r")
		if err := store.Fetch(context.Background(), rec.ResultCID, res); err != nil {
			t.Fatalf("%s: result lost: %v", rec.Job.ID, err)
		}
		out, _ := os.ReadFile(filepath.Join(res, "out", "result"))
		want := "quick"
		if rec.Job.Class == "batch" {
			want = "resumed from step-1"
			if rec.Attempts != 2 {
				t.Errorf("%s: %d attempts, want 2 (stopped once, resumed once)", rec.Job.ID, rec.Attempts)
			}
		}
		if string(out) != want {
			t.Errorf("%s: output %q, want %q", rec.Job.ID, out, want)
		}
		t.Logf("%s: attempts %d, preemptions %d", rec.Job.ID, rec.Attempts, rec.Preemptions)
	}
	// The requeue written before the crash survives it; the stop chosen but not yet made does not
	// need to (the restart re-runs the job from its checkpoint all the same).
	if rec, _ := r.Get(jid("batch-requeued")); rec.Preemptions != 1 {
		t.Errorf("batch-requeued: preemptions %d, want the persisted 1", rec.Preemptions)
	}
	if left := leftWorkDirs(t, filepath.Join(dir, "work")); len(left) != 0 {
		t.Errorf("work dirs left behind: %v", left)
	}
}
