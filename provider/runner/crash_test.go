package runner

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/cockroachdb/pebble/v2"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/provider/executor/wasm"
)

const childEnv = "GPUMESH_RUNNER_CRASH_CHILD"

type crashPoint struct {
	Job   string `json:"job"`
	State State  `json:"state"`
	Point string `json:"point"` // "persisted" (state written, action not started) or "acted" (action done, next state not written)
}

type childSpec struct {
	Dir      string      `json:"dir"`
	CacheDir string      `json:"cache_dir"`
	Jobs     []Job       `json:"jobs"`
	Crash    *crashPoint `json:"crash,omitempty"`
}

// crashChild is the runner process of TestCrashRecovery: it opens the node DB and the ledger,
// submits the jobs, runs them, and either blocks at the crash point (after saying so on stdout,
// for the parent to SIGKILL it) or prints ALLDONE when every job is final.
func crashChild() int {
	var spec childSpec
	if err := json.Unmarshal([]byte(os.Getenv(childEnv)), &spec); err != nil {
		fmt.Fprintln(os.Stderr, "child spec:", err)
		return 2
	}
	db, err := pebble.Open(filepath.Join(spec.Dir, "node"), &pebble.Options{Logger: quietLogger{}})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	ldb, err := pebble.Open(filepath.Join(spec.Dir, "chain"), &pebble.Options{Logger: quietLogger{}})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	store := dirStore{root: filepath.Join(spec.Dir, "store")}
	wx := wasm.New(wasm.Config{CompilationCacheDir: spec.CacheDir})
	reg := executor.NewRegistry()
	reg.Register("wasm", wx)
	r, err := New(Config{
		WorkDir: filepath.Join(spec.Dir, "work"), Slots: map[string]int{"batch": 2},
		FetchTimeout: 300 * time.Millisecond, RetryBackoff: 20 * time.Millisecond,
	}, Deps{DB: db, Fetcher: store, Executors: reg, Uploader: store,
		Settler: &ledger{db: ldb, window: 100 * time.Millisecond}})
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
	for _, j := range spec.Jobs {
		if err := r.Submit(ctx, j); err != nil {
			fmt.Fprintln(os.Stderr, "submit:", err)
			return 2
		}
	}
	wctx, wcancel := context.WithTimeout(ctx, 90*time.Second)
	defer wcancel()
	for _, j := range spec.Jobs {
		if _, err := r.WaitFor(wctx, j.ID, State.Final); err != nil {
			fmt.Fprintln(os.Stderr, "wait", j.ID, err)
			return 3
		}
	}
	fmt.Println("ALLDONE")
	cancel()
	<-done
	wx.Close()
	db.Close()
	ldb.Close()
	return 0
}

// TestCrashRecovery SIGKILLs the runner process in every state, once right after the state is
// persisted and once right after its action completed (before the next state is persisted),
// restarts it each time, and checks that every job ends exactly once — paid (one submit, one
// claim, no reverted transaction) or, for a job whose input cannot be fetched, slashed after its
// deadline with the requester refunded once — and that the runner's view matches the ledger's.
func TestCrashRecovery(t *testing.T) {
	dir := t.TempDir()
	store := dirStore{root: filepath.Join(dir, "store")}
	os.MkdirAll(store.root, 0o755)
	module, err := store.Put(progWasm)
	if err != nil {
		t.Fatal(err)
	}
	var points []crashPoint
	for _, s := range []State{StateAccepted, StateFetching, StateRunning, StateUploading, StateSubmitted, StateClaimable} {
		for _, p := range []string{"persisted", "acted"} {
			points = append(points, crashPoint{Job: fmt.Sprintf("pay-%s-%s", s, p), State: s, Point: p})
		}
	}
	points = append(points, crashPoint{Job: "pay-paid-persisted", State: StatePaid, Point: "persisted"})
	for _, p := range []string{"persisted", "acted"} {
		points = append(points, crashPoint{Job: "fail-failed-" + p, State: StateFailed, Point: p})
	}

	var jobs []Job
	openOnLedger := func(j Job) {
		ldb, err := pebble.Open(filepath.Join(dir, "chain"), &pebble.Options{Logger: quietLogger{}})
		if err != nil {
			t.Fatal(err)
		}
		defer ldb.Close()
		if err := (&ledger{db: ldb}).Open(j.ID, j.Price, j.Deadline); err != nil {
			t.Fatal(err)
		}
	}
	start := time.Now()
	for i, cp := range append(points, crashPoint{}) {
		if cp.Job != "" {
			in := t.TempDir()
			os.WriteFile(filepath.Join(in, "data.txt"), []byte("input "+cp.Job), 0o644)
			inCID, err := store.Put(in)
			if err != nil {
				t.Fatal(err)
			}
			j := Job{ID: jid(cp.Job), Class: "batch", Executor: "wasm", Module: module, Args: []string{"hello"},
				Inputs: []Input{{CID: inCID, Name: "data"}}, Deadline: time.Now().Add(5 * time.Minute),
				Price: big.NewInt(int64(1000 + i))}
			if strings.HasPrefix(cp.Job, "fail-") {
				j.Inputs[0].CID = "sha256:missing-" + cp.Job
				j.Deadline = time.Now().Add(3 * time.Second)
			}
			openOnLedger(j)
			jobs = append(jobs, j)
		}
		spec := childSpec{Dir: dir, CacheDir: cacheDir, Jobs: jobs}
		if cp.Job != "" {
			spec.Crash = &cp
		}
		runChild(t, spec)
	}
	t.Logf("%d kill/restart rounds in %s", len(points), time.Since(start).Round(time.Millisecond))

	// Compare the runner's records with the ledger.
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
	if len(recs) != len(jobs) || len(chain) != len(jobs) {
		t.Fatalf("%d records, %d ledger jobs, %d jobs", len(recs), len(chain), len(jobs))
	}
	reruns := 0
	for _, rec := range recs {
		lj := chain[rec.Job.ID]
		if len(lj.Reverts) > 0 {
			t.Errorf("%s: transactions reverted: %v", rec.Job.ID, lj.Reverts)
		}
		if strings.HasPrefix(jname(rec.Job.ID), "fail-") {
			if rec.State != StateSlashed || lj.State != ChainSlashed || lj.Refunds != 1 || lj.Submits != 0 || lj.Claims != 0 {
				t.Errorf("%s: record %s (%q), ledger %+v", rec.Job.ID, rec.State, rec.Error, lj)
			}
			continue
		}
		if rec.State != StatePaid || lj.State != ChainPaid || lj.Submits != 1 || lj.Claims != 1 ||
			rec.Paid == nil || rec.Paid.Cmp(lj.Paid) != 0 || rec.ResultCID != lj.ResultCID {
			t.Errorf("%s: record %s paid %v cid %s; ledger %+v", rec.Job.ID, rec.State, rec.Paid, rec.ResultCID, lj)
			continue
		}
		res := filepath.Join(t.TempDir(), "r")
		if err := store.Fetch(context.Background(), rec.ResultCID, res); err != nil {
			t.Errorf("%s: result %s lost: %v", rec.Job.ID, rec.ResultCID, err)
			continue
		}
		out, err := os.ReadFile(filepath.Join(res, "out", "result"))
		if err != nil || len(strings.TrimSpace(string(out))) != 64 {
			t.Errorf("%s: result output %q %v", rec.Job.ID, out, err)
		}
		reruns += rec.Attempts - 1
	}
	t.Logf("executor re-runs caused by kills: %d (none of them submitted or paid twice)", reruns)
	if left := leftWorkDirs(t, filepath.Join(dir, "work")); len(left) != 0 {
		t.Errorf("work dirs left behind: %v", left)
	}
}

// runChild starts the runner process; with a crash point it SIGKILLs the process once the point
// is reached, otherwise it waits for ALLDONE.
func runChild(t *testing.T, spec childSpec) {
	t.Helper()
	runChildProc(t, childEnv, spec, spec.Crash)
}

// runChildProc runs this test binary with spec (JSON) in env var envName: with a crash point it
// SIGKILLs the process once the child prints CRASH, otherwise it waits for ALLDONE.
func runChildProc(t *testing.T, envName string, spec any, crash *crashPoint) {
	t.Helper()
	b, _ := json.Marshal(spec)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), envName+"="+string(b))
	var stderr strings.Builder
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	timeout := time.NewTimer(120 * time.Second)
	defer timeout.Stop()
	for {
		select {
		case line, ok := <-lines:
			switch {
			case !ok:
				err := cmd.Wait()
				if crash != nil {
					t.Fatalf("child exited (%v) without reaching crash point %+v\n%s", err, *crash, stderr.String())
				}
				t.Fatalf("child exited (%v) without ALLDONE\n%s", err, stderr.String())
			case strings.HasPrefix(line, "CRASH ") && crash != nil:
				cmd.Process.Signal(syscall.SIGKILL)
				for range lines {
				}
				cmd.Wait()
				return
			case line == "ALLDONE" && crash == nil:
				for range lines {
				}
				if err := cmd.Wait(); err != nil {
					t.Fatalf("child: %v\n%s", err, stderr.String())
				}
				return
			}
		case <-timeout.C:
			cmd.Process.Signal(syscall.SIGKILL)
			t.Fatalf("child timed out (crash %+v)\n%s", crash, stderr.String())
		}
	}
}
