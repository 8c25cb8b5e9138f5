package runner

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/provider/executor"
)

// touchExecutor writes one output file: it isolates the runner's own cost (pebble sync writes,
// fetch/upload through the dir store, ledger transactions) from executor time.
type touchExecutor struct{}

func (touchExecutor) Run(_ context.Context, j executor.Job) (executor.Result, error) {
	return executor.Result{Reason: executor.ReasonOK, Stdout: []byte("ok\n")},
		os.WriteFile(filepath.Join(j.Output.HostPath, "result"), []byte(j.ID), 0o644)
}

// BenchmarkRunnerOverhead drives b.N jobs through every state (accepted to paid: 8 synced
// writes of the runner plus 2 of the ledger per job) with 4 batch slots and no challenge window.
func BenchmarkRunnerOverhead(b *testing.B) {
	e := newEnv(b)
	e.ledger.window = 0
	reg := executor.NewRegistry()
	reg.Register("touch", touchExecutor{})
	r, err := New(Config{WorkDir: filepath.Join(e.dir, "work"), Slots: map[string]int{"batch": 4},
		RetryBackoff: 10 * time.Millisecond},
		Deps{DB: e.db, Fetcher: e.store, Executors: reg, Uploader: e.store, Settler: e.ledger})
	if err != nil {
		b.Fatal(err)
	}
	in := e.input("bench input")
	jobs := make([]Job, b.N)
	for i := range jobs {
		jobs[i] = Job{ID: jid(fmt.Sprintf("bench-%d", i)), Class: "batch", Executor: "touch", Module: "touch",
			Inputs: []Input{{CID: in, Name: "data"}}, Deadline: time.Now().Add(time.Hour), Price: e.job("x").Price}
		if err := e.ledger.Open(jobs[i].ID, jobs[i].Price, jobs[i].Deadline); err != nil {
			b.Fatal(err)
		}
	}
	start(b, r)
	b.ResetTimer()
	for _, j := range jobs {
		if err := r.Submit(context.Background(), j); err != nil {
			b.Fatal(err)
		}
	}
	for _, j := range jobs {
		if rec := waitFinal(b, r, j.ID); rec.State != StatePaid {
			b.Fatalf("%s ended %s: %s", j.ID, rec.State, rec.Error)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "jobs/s")
}
