package intake

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"math/big"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cockroachdb/pebble/v2"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/propose"
	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// testConfig is the intake config of a provider with the defaults of a minimal provider config:
// wasm only (4096 MiB, 24 h caps), one batch and one burst slot, batch and burst priced.
func testConfig() Config {
	return Config{
		Terms: Terms{Prices: map[market.Class]*big.Int{market.ClassBatch: big.NewInt(100), market.ClassBurst: big.NewInt(200)},
			CollateralMultiple: 8, MinLead: 30 * time.Second, AcceptanceTTL: 5 * time.Minute},
		Executors: []string{"wasm"}, WasmMaxMemoryBytes: 4096 << 20, WasmMaxWallTime: 24 * time.Hour,
		Slots: map[string]int{"batch": 1, "burst": 1}, FetchTimeout: prefetchTimeout,
	}
}

// testAcceptor is the acceptor of an intake over r and db alone (no chain, content or key:
// enough for the checks that ask only the runner and the promises).
func testAcceptor(cfg Config, r Runner, db *pebble.DB) *Acceptor {
	in := &Intake{cfg: cfg, log: slog.New(slog.DiscardHandler), specs: newSpecCache(specCacheLimits(cfg.Terms)),
		deps: Deps{Runner: r, DB: db}}
	in.Pending = &Store{db: db, promises: newPromises(defaultPromiseLimits)}
	in.Acceptor = &Acceptor{in: in, pending: in.Pending, promises: in.Pending.promises}
	return in.Acceptor
}

// noDeps are runner dependencies that are never called: checkSpec only asks the runner to admit.
type noDeps struct{}

func (noDeps) Fetch(context.Context, string, string) error { return errors.New("unused") }
func (noDeps) Upload(context.Context, contracts.JobID, fs.FS) (string, error) {
	return "", errors.New("unused")
}
func (noDeps) Status(context.Context, contracts.JobID) (runner.ChainStatus, error) {
	return runner.ChainStatus{}, nil
}
func (noDeps) SubmitResult(context.Context, contracts.JobID, string) error { return nil }
func (noDeps) WaitClaimable(context.Context, contracts.JobID) error        { return nil }
func (noDeps) Claim(context.Context, contracts.JobID) (*big.Int, error)    { return nil, nil }
func (noDeps) WaitSettled(context.Context, contracts.JobID) (runner.ChainStatus, error) {
	return runner.ChainStatus{}, nil
}

// TestAcceptDeclinesWhatCannotBePlaced: proposals are declined with the placement's reason
// when the job needs more GPUs or VRAM than the node has, or a batch job could only run in the
// burst headroom (offer.burst_headroom); what fits is accepted.
func TestAcceptDeclinesWhatCannotBePlaced(t *testing.T) {
	cfg := testConfig()
	devs := []runner.Device{{ID: "0", Model: "A100", VRAMMiB: 40 << 10}, {ID: "1", Model: "A100", VRAMMiB: 40 << 10}}
	db, err := pebble.Open(filepath.Join(t.TempDir(), "node"), quietDB())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	reg := executor.NewRegistry()
	r, err := runner.New(runner.Config{WorkDir: t.TempDir(), Slots: cfg.Slots, Devices: devs,
		CPUSlots: 2, BurstHeadroom: 1},
		runner.Deps{DB: db, Fetcher: noDeps{}, Executors: reg, Uploader: noDeps{}, Settler: noDeps{}})
	if err != nil {
		t.Fatal(err)
	}
	a := testAcceptor(cfg, r, db)
	for _, tc := range []struct {
		name  string
		class market.Class
		gpus  uint32
		vram  uint64
		want  string // "" = accepted
	}{
		{"batch on one GPU", market.ClassBatch, 1, 20_000, ""},
		{"burst on both GPUs", market.ClassBurst, 2, 0, ""},
		{"batch on both GPUs eats the headroom", market.ClassBatch, 2, 0, "offer.burst_headroom = 1"},
		{"more GPUs than the node has", market.ClassBurst, 3, 0, "needs 3 GPU(s), this provider has 2"},
		{"more VRAM than a GPU has", market.ClassBatch, 1, 50_000, "largest GPU here has 40960 MiB"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			spec := &jobspec.Job{Class: tc.class.String(), Executor: jobspec.ExecutorWasm, Module: &jobspec.Source{CID: "bafy"},
				Resources: jobspec.Hardware{GPUs: tc.gpus, VRAMMiB: tc.vram, MemoryBytes: 64 << 20, WallTimeMs: 10_000}}
			p := &market.Proposal{JobID: contracts.JobID{1}, Class: tc.class, Deadline: uint64(time.Now().Add(time.Hour).Unix())}
			err := a.checkSpec(p.JobID, p.Class, p.Deadline, spec)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("declined: %v", err)
				}
				return
			}
			if !errors.Is(err, propose.ErrDeclined) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want a decline naming %q", err, tc.want)
			}
		})
	}
}

// gateExecutor runs until its run is canceled; started is closed when the first run begins.
type gateExecutor struct{ started chan struct{} }

func (g gateExecutor) Run(ctx context.Context, _ executor.Job) (executor.Result, error) {
	close(g.started)
	<-ctx.Done()
	return executor.Result{Reason: executor.ReasonCanceled}, nil
}

// openChain says every job is open on chain, so the runner takes it to running.
type openChain struct{ noDeps }

func (openChain) Status(context.Context, contracts.JobID) (runner.ChainStatus, error) {
	return runner.ChainStatus{State: runner.ChainOpen}, nil
}

// TestAcceptDeclinesBehindTheQueue: with the one CPU slot held by a batch job that may run
// 10 minutes, a batch proposal due in 5 minutes is declined (naming the queue), one due in an
// hour is accepted, and a burst proposal is accepted (it would preempt).
func TestAcceptDeclinesBehindTheQueue(t *testing.T) {
	cfg := testConfig()
	db, err := pebble.Open(filepath.Join(t.TempDir(), "node"), quietDB())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	gate := gateExecutor{started: make(chan struct{})}
	reg := executor.NewRegistry()
	reg.Register("gate", gate)
	r, err := runner.New(runner.Config{WorkDir: t.TempDir(), Slots: cfg.Slots, CPUSlots: 1},
		runner.Deps{DB: db, Fetcher: noDeps{}, Executors: reg, Uploader: noDeps{}, Settler: openChain{}})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- r.Run(ctx) }()
	defer func() { cancel(); <-done }()
	long := runner.Job{ID: tid("long"), Class: "batch", Executor: "gate", Module: "gate",
		Limits: executor.Limits{WallTime: 10 * time.Minute}, Deadline: time.Now().Add(time.Hour)}
	if err := r.Submit(ctx, long); err != nil {
		t.Fatal(err)
	}
	select {
	case <-gate.started:
	case <-time.After(30 * time.Second):
		t.Fatal("the long job did not start")
	}
	a := testAcceptor(cfg, r, db)
	for _, tc := range []struct {
		name  string
		class market.Class
		due   time.Duration
		want  string // "" = accepted
	}{
		{"batch due before the queue frees", market.ClassBatch, 5 * time.Minute, "queued ahead of this one hold the capacity for up to"},
		{"batch due after the queue frees", market.ClassBatch, time.Hour, ""},
		{"burst preempts instead", market.ClassBurst, 5 * time.Minute, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			spec := &jobspec.Job{Class: tc.class.String(), Executor: jobspec.ExecutorWasm, Module: &jobspec.Source{CID: "bafy"},
				Resources: jobspec.Hardware{MemoryBytes: 64 << 20, WallTimeMs: 10_000}}
			p := &market.Proposal{JobID: contracts.JobID{2}, Class: tc.class, Deadline: uint64(time.Now().Add(tc.due).Unix())}
			err := a.checkSpec(p.JobID, p.Class, p.Deadline, spec)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("declined: %v", err)
				}
				return
			}
			if !errors.Is(err, propose.ErrDeclined) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want a decline naming %q", err, tc.want)
			}
		})
	}
	// offer.max_queue_wait: a provider bounding its queue declines what the queue would hold
	// back longer, bids (no deadline yet) and proposals alike, even with a deadline far enough.
	for _, tc := range []struct {
		name  string
		wait  time.Duration
		class market.Class
		due   time.Duration // 0: a bid
		want  string
	}{
		{"proposal held back over the bound", time.Minute, market.ClassBatch, time.Hour, "over offer.max_queue_wait = 1m0s"},
		{"bid held back over the bound", time.Minute, market.ClassBatch, 0, "over offer.max_queue_wait = 1m0s"},
		{"proposal within the bound", 20 * time.Minute, market.ClassBatch, time.Hour, ""},
		{"bid within the bound", 20 * time.Minute, market.ClassBatch, 0, ""},
		{"burst preempts, unbounded", time.Minute, market.ClassBurst, 5 * time.Minute, ""},
	} {
		t.Run("max queue wait/"+tc.name, func(t *testing.T) {
			c := cfg
			c.Terms.MaxQueueWait = tc.wait
			a := testAcceptor(c, r, db)
			spec := &jobspec.Job{Class: tc.class.String(), Executor: jobspec.ExecutorWasm, Module: &jobspec.Source{CID: "bafy"},
				Resources: jobspec.Hardware{MemoryBytes: 64 << 20, WallTimeMs: 10_000}}
			var deadline uint64
			if tc.due > 0 {
				deadline = uint64(time.Now().Add(tc.due).Unix())
			}
			err := a.checkSpec(contracts.JobID{3}, tc.class, deadline, spec)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("declined: %v", err)
				}
				return
			}
			if !errors.Is(err, propose.ErrDeclined) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want a decline naming %q", err, tc.want)
			}
		})
	}
}

// quietDB is pebble's options for a test DB: its routine lines ("Found 0 WALs") not printed.
func quietDB() *pebble.Options { return &pebble.Options{Logger: quietLog{}} }

type quietLog struct{}

func (quietLog) Infof(string, ...any)         {}
func (quietLog) Errorf(string, ...any)        {}
func (quietLog) Fatalf(f string, args ...any) { panic(fmt.Sprintf(f, args...)) }
