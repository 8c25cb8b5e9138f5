package runner

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/provider/executor"
	nativeexec "github.com/gpumesh/gpumesh/provider/executor/exec"
)

// checkpointScript is a batch job honouring the checkpoint contract: on SIGTERM it writes its
// state into $GPUMESH_CHECKPOINT_DIR and exits; started again, it resumes from that state.
const checkpointScript = `
trap 'echo step-1 > "$GPUMESH_CHECKPOINT_DIR/state"; exit 0' TERM
if [ -f "$GPUMESH_CHECKPOINT_DIR/state" ]; then
	echo "resumed from $(cat "$GPUMESH_CHECKPOINT_DIR/state")" > "$GPUMESH_OUTPUT/result"
	exit 0
fi
echo up > "$READY_FIFO"
while :; do sleep 0.05; done
`

// TestPreemptBurstOverBatch fills a one-slot node with a batch exec job, then submits a burst
// job: the batch job gets SIGTERM, checkpoints, is requeued (persisted), the burst job runs, and
// the batch job runs again from its checkpoint and completes before its deadline. Both are paid
// exactly once, and the preemption shows in the metrics.
func TestPreemptBurstOverBatch(t *testing.T) {
	e := newEnv(t)
	// The job runs as the exec sandbox's unprivileged user: the FIFO must be reachable by it.
	dir, err := os.MkdirTemp("", "gpumesh-preempt-") // t.TempDir's parent is private (0700)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	fifo := filepath.Join(dir, "ready")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := errors.Join(os.Chmod(dir, 0o755), os.Chmod(fifo, 0o666)); err != nil {
		t.Fatal(err)
	}
	native, err := nativeexec.New(nativeexec.Config{Commands: map[string]string{"sh": "sh"}, EnvAllow: []string{"READY_FIFO"}})
	if err != nil {
		t.Fatal(err)
	}
	reg := executor.NewRegistry()
	reg.Register("wasm", e.exec)
	reg.Register("exec", native)
	r, err := New(Config{WorkDir: filepath.Join(e.dir, "work"), Registerer: e.reg, RetryBackoff: 20 * time.Millisecond,
		Slots: map[string]int{"batch": 1, "burst": 1}, CPUSlots: 1, StopGrace: 5 * time.Second},
		Deps{DB: e.db, Fetcher: e.store, Executors: reg, Uploader: e.store, Settler: e.ledger})
	if err != nil {
		t.Fatal(err)
	}
	start(t, r)
	ctx := context.Background()

	batch := e.job("batch-1")
	batch.Executor, batch.Module, batch.Args = "exec", "sh", []string{"-c", checkpointScript}
	batch.Env = map[string]string{"READY_FIFO": fifo}
	batch.Deadline = time.Now().Add(2 * time.Minute)
	e.ledger.Open(batch.ID, batch.Price, batch.Deadline)
	if err := r.Submit(ctx, batch); err != nil {
		t.Fatal(err)
	}
	// Wait until the script has set its trap (it writes the FIFO after), so SIGTERM reaches it.
	ready := make(chan error, 1)
	go func() { _, err := os.ReadFile(fifo); ready <- err }()
	select {
	case err := <-ready:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("batch job did not start")
	}

	burst := e.job("burst-1", "hello")
	burst.Class = "burst"
	if err := r.Admit(burst); err != nil {
		t.Fatalf("burst job not admitted on a node full of batch work: %v", err)
	}
	e.ledger.Open(burst.ID, burst.Price, burst.Deadline)
	if err := r.Submit(ctx, burst); err != nil {
		t.Fatal(err)
	}
	ub := waitFinal(t, r, burst.ID)
	bb := waitFinal(t, r, batch.ID)
	for _, rec := range []Record{ub, bb} {
		lj := e.ledger.all()[rec.Job.ID]
		if rec.State != StatePaid || lj.State != ChainPaid || lj.Submits != 1 || lj.Claims != 1 || len(lj.Reverts) > 0 || rec.Paid.Cmp(lj.Paid) != 0 {
			t.Errorf("%s: record %s (%q) paid %v; ledger %+v", rec.Job.ID, rec.State, rec.Error, rec.Paid, lj)
		}
	}
	if bb.Preemptions != 1 || bb.Attempts != 2 || !bb.Requeued.IsZero() {
		t.Errorf("batch: preemptions %d attempts %d requeued %v, want 1, 2, zero", bb.Preemptions, bb.Attempts, bb.Requeued)
	}
	if ub.Preemptions != 0 || ub.Attempts != 1 {
		t.Errorf("burst: preemptions %d attempts %d", ub.Preemptions, ub.Attempts)
	}
	res := filepath.Join(t.TempDir(), "r")
	if err := e.store.Fetch(ctx, bb.ResultCID, res); err != nil {
		t.Fatal(err)
	}
	if out, err := os.ReadFile(filepath.Join(res, "out", "result")); err != nil || strings.TrimSpace(string(out)) != "resumed from step-1" {
		t.Errorf("batch output %q (%v): the checkpoint did not survive the preemption", out, err)
	}
	got := gather(t, e)
	for k, v := range map[string]float64{
		"preemptions_total,class=batch":            1,
		"requeue_delay_seconds,class=batch":        1,
		"jobs_total,class=batch,outcome=paid":      1,
		"jobs_total,class=batch,outcome=preempted": 1,
		"jobs_total,class=burst,outcome=paid":      1,
	} {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
	if u := r.Usage(); u.CPUSlotsUsed != 0 || u.Waiting != 0 || u.Evicting != 0 {
		t.Errorf("capacity not given back: %+v", u)
	}
}

// TestSubmitRefusesWhatCannotBePlaced: a batch job that could only run in the burst headroom,
// or that needs more GPUs or VRAM than the node has, is refused at Submit with the reason.
func TestSubmitRefusesWhatCannotBePlaced(t *testing.T) {
	e := newEnv(t)
	r := e.runner(Config{Slots: map[string]int{"batch": 1, "burst": 1}, BurstHeadroom: 1,
		Devices: []Device{{ID: "0", VRAMMiB: 8192}, {ID: "1", VRAMMiB: 8192}}})
	for _, tc := range []struct {
		class string
		gpus  int
		vram  uint64
		want  string
	}{
		{"batch", 2, 0, "offer.burst_headroom = 1"},
		{"burst", 3, 0, "needs 3 GPU(s)"},
		{"burst", 1, 9000, "largest GPU here has 8192 MiB"},
	} {
		j := e.job("x")
		j.Class, j.GPUs, j.VRAMMiB = tc.class, tc.gpus, tc.vram
		err := r.Submit(context.Background(), j)
		if !errors.Is(err, ErrBadJob) || !errors.Is(err, ErrNoFit) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s %d GPU(s) %d MiB: %v, want ErrBadJob+ErrNoFit naming %q", tc.class, tc.gpus, tc.vram, err, tc.want)
		}
	}
}

func gather(t *testing.T, e *env) map[string]float64 {
	t.Helper()
	fams, err := e.reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]float64{}
	for _, f := range fams {
		for _, m := range f.GetMetric() {
			key := strings.TrimPrefix(f.GetName(), "gpumesh_provider_runner_")
			for _, l := range m.GetLabel() {
				key += "," + l.GetName() + "=" + l.GetValue()
			}
			switch {
			case m.GetCounter() != nil:
				got[key] = m.GetCounter().GetValue()
			case m.GetGauge() != nil:
				got[key] = m.GetGauge().GetValue()
			case m.GetHistogram() != nil:
				got[key] = float64(m.GetHistogram().GetSampleCount())
			}
		}
	}
	return got
}

// waitRecord blocks until id's persisted record satisfies done.
func waitRecord(t *testing.T, r *Runner, id contracts.JobID, done func(Record) bool) Record {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	for {
		r.mu.Lock()
		ch := r.changed
		r.mu.Unlock()
		if rec, err := r.Get(id); err == nil && done(rec) {
			return rec
		}
		select {
		case <-ch:
		case <-ctx.Done():
			rec, _ := r.Get(id)
			t.Fatalf("job %s: %v waiting (state %s, attempts %d)", id, ctx.Err(), rec.State, rec.Attempts)
		}
	}
}

// TestPreemptWasmRestarts: a wasm run has no checkpoint hook; preempted, it is requeued and
// restarts from scratch (here it spins into its 1 s wall-time limit the second time, and that
// result is submitted and paid like any other).
func TestPreemptWasmRestarts(t *testing.T) {
	e := newEnv(t)
	r := e.runner(Config{Slots: map[string]int{"batch": 1, "burst": 1}, CPUSlots: 1})
	start(t, r)
	ctx := context.Background()
	batch := e.job("spin-1", "spin")
	batch.Limits.WallTime = time.Second
	e.ledger.Open(batch.ID, batch.Price, batch.Deadline)
	if err := r.Submit(ctx, batch); err != nil {
		t.Fatal(err)
	}
	waitRecord(t, r, batch.ID, func(rec Record) bool { return rec.Attempts == 1 })
	burst := e.job("burst-2", "hello")
	burst.Class = "burst"
	e.ledger.Open(burst.ID, burst.Price, burst.Deadline)
	if err := r.Submit(ctx, burst); err != nil {
		t.Fatal(err)
	}
	waitFinal(t, r, burst.ID)
	rec := waitFinal(t, r, batch.ID)
	if rec.State != StatePaid || rec.Preemptions != 1 || rec.Attempts != 2 || rec.Run == nil || rec.Run.Reason != executor.ReasonTimeLimit {
		t.Fatalf("batch: %s preemptions %d attempts %d run %+v", rec.State, rec.Preemptions, rec.Attempts, rec.Run)
	}
	if lj := e.ledger.all()[batch.ID]; lj.Submits != 1 || lj.Claims != 1 {
		t.Fatalf("ledger %+v", lj)
	}
}

// TestGPUJobPinnedToPlacedDevices: a GPU job runs on the devices placement chose, and an exec
// job sees exactly them in CUDA_VISIBLE_DEVICES.
func TestGPUJobPinnedToPlacedDevices(t *testing.T) {
	e := newEnv(t)
	r := e.runner(Config{Slots: map[string]int{"batch": 2}, Devices: []Device{{ID: "0", VRAMMiB: 16384}, {ID: "1", VRAMMiB: 16384}}})
	start(t, r)
	for _, tc := range []struct {
		id   string
		gpus int
		want string
	}{{"one-gpu", 1, "0"}, {"two-gpus", 2, "0,1"}} {
		j := e.job(tc.id)
		j.Executor, j.Module, j.Args = "exec", "sh", []string{"-c", `echo "$CUDA_VISIBLE_DEVICES" > "$GPUMESH_OUTPUT/result"`}
		j.GPUs, j.VRAMMiB = tc.gpus, 8000
		e.ledger.Open(j.ID, j.Price, j.Deadline)
		if err := r.Submit(context.Background(), j); err != nil {
			t.Fatal(err)
		}
		rec := waitFinal(t, r, j.ID)
		res := filepath.Join(t.TempDir(), "r")
		if err := e.store.Fetch(context.Background(), rec.ResultCID, res); err != nil {
			t.Fatal(err)
		}
		out, _ := os.ReadFile(filepath.Join(res, "out", "result"))
		if rec.State != StatePaid || strings.TrimSpace(string(out)) != tc.want || strings.Join(rec.Devices, ",") != tc.want {
			t.Errorf("%s: %s, CUDA_VISIBLE_DEVICES %q, record devices %v; want %s", tc.id, rec.State, out, rec.Devices, tc.want)
		}
	}
	got := gather(t, e)
	if got["placed_gpu_milli,device=0"] != 0 || got["placed_gpu_milli,device=1"] != 0 || got["cpu_slots_used"] != 0 {
		t.Errorf("placement gauges after the runs: %v", got)
	}
}
