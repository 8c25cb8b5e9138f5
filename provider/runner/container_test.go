package runner

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/gpumesh/gpumesh/provider/executor"
)

// recordingExecutor records the executor.Job of each run and reports success.
type recordingExecutor struct {
	mu    sync.Mutex
	jobs  []executor.Job
	image []byte // the image archive's bytes at Module when the run began
}

func (x *recordingExecutor) Run(_ context.Context, j executor.Job) (executor.Result, error) {
	b, _ := os.ReadFile(j.Module)
	x.mu.Lock()
	defer x.mu.Unlock()
	x.jobs, x.image = append(x.jobs, j), b
	return executor.Result{Reason: executor.ReasonOK}, nil
}

// TestContainerJobByCID: a container job whose image is an archive by CID has the archive
// fetched into its work dir like a wasm module; the executor gets its path as Module, the
// spec's image ID, entrypoint and egress, and the GPUs placement chose as Devices.
func TestContainerJobByCID(t *testing.T) {
	e := newEnv(t)
	src := filepath.Join(t.TempDir(), "image.tar")
	if err := os.WriteFile(src, []byte("an image archive"), 0o644); err != nil {
		t.Fatal(err)
	}
	imgCID, err := e.store.Put(src)
	if err != nil {
		t.Fatal(err)
	}
	rec := &recordingExecutor{}
	cfg := Config{WorkDir: filepath.Join(e.dir, "work"), Registerer: e.reg, Devices: []Device{{ID: "0", VRAMMiB: 1000}, {ID: "3", VRAMMiB: 80_000}}}
	reg := executor.NewRegistry()
	reg.Register("container", rec)
	r, err := New(cfg, Deps{DB: e.db, Fetcher: e.store, Executors: reg, Uploader: e.store, Settler: e.ledger})
	if err != nil {
		t.Fatal(err)
	}
	j := e.job("ctr1", "seed")
	j.Executor, j.Module, j.ImageArchive = "container", imgCID, true
	j.ImageID, j.Entrypoint, j.Egress = "sha256:"+strings.Repeat("c", 64), []string{"/job"}, true
	j.GPUs, j.VRAMMiB = 1, 40_000
	if err := e.ledger.Open(j.ID, j.Price, j.Deadline); err != nil {
		t.Fatal(err)
	}
	start(t, r)
	if err := r.Submit(context.Background(), j); err != nil {
		t.Fatal(err)
	}
	if got := waitFinal(t, r, j.ID); got.State != StatePaid {
		t.Fatalf("state %s (%s), want paid", got.State, got.Error)
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if len(rec.jobs) != 1 {
		t.Fatalf("%d runs, want 1", len(rec.jobs))
	}
	ej := rec.jobs[0]
	if ej.Module != filepath.Join(r.workDir(j.ID), imageArchiveFile) || string(rec.image) != "an image archive" {
		t.Fatalf("module %q holding %q: want the fetched archive in the work dir", ej.Module, rec.image)
	}
	if ej.ImageID != j.ImageID || !slices.Equal(ej.Entrypoint, j.Entrypoint) || !ej.Egress {
		t.Fatalf("image id %q entrypoint %v egress %v: want the job's", ej.ImageID, ej.Entrypoint, ej.Egress)
	}
	if !slices.Equal(ej.Devices, []string{"3"}) {
		t.Fatalf("devices %v, want placement's GPU [3] (the only one with 40000 MiB)", ej.Devices)
	}
}

// TestContainerJobByRef: a registry reference is passed to the executor as it is; nothing is
// fetched for it.
func TestContainerJobByRef(t *testing.T) {
	e := newEnv(t)
	rec := &recordingExecutor{}
	reg := executor.NewRegistry()
	reg.Register("container", rec)
	r, err := New(Config{WorkDir: filepath.Join(e.dir, "work"), Registerer: e.reg}, Deps{DB: e.db, Fetcher: e.store, Executors: reg, Uploader: e.store, Settler: e.ledger})
	if err != nil {
		t.Fatal(err)
	}
	ref := "registry.example/job@sha256:" + strings.Repeat("d", 64)
	j := e.job("ctr2")
	j.Executor, j.Module = "container", ref
	if err := e.ledger.Open(j.ID, j.Price, j.Deadline); err != nil {
		t.Fatal(err)
	}
	start(t, r)
	if err := r.Submit(context.Background(), j); err != nil {
		t.Fatal(err)
	}
	if got := waitFinal(t, r, j.ID); got.State != StatePaid {
		t.Fatalf("state %s (%s), want paid", got.State, got.Error)
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if len(rec.jobs) != 1 || rec.jobs[0].Module != ref || len(rec.jobs[0].Devices) != 0 {
		t.Fatalf("runs %+v: want one with module %s and no devices", rec.jobs, ref)
	}
}
