package runner

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// TestWorkDirRecycled: a final job's work dir is emptied down to in/ and out/ and kept as a
// spare, which the next job takes; nothing of the first job (output, inputs, module, result,
// nested dirs) is left for the second, whose run sees an empty out/.
func TestWorkDirRecycled(t *testing.T) {
	e := newEnv(t)
	r := e.runner(Config{Slots: map[string]int{"batch": 1}})
	start(t, r)
	spareDir := filepath.Join(r.cfg.WorkDir, spareDirName)
	run := func(id, script string) Record {
		t.Helper()
		j := e.job(id)
		j.Executor, j.Module, j.Args = "exec", "sh", []string{"-c", script}
		e.ledger.Open(j.ID, j.Price, j.Deadline)
		if err := r.Submit(context.Background(), j); err != nil {
			t.Fatal(err)
		}
		rec := waitFinal(t, r, j.ID)
		if rec.State != StatePaid {
			t.Fatalf("job %s: %s (%s)", id, rec.State, rec.Error)
		}
		return rec
	}
	readOut := func(rec Record, name string) string {
		t.Helper()
		res := filepath.Join(t.TempDir(), "r")
		if err := e.store.Fetch(context.Background(), rec.ResultCID, res); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(filepath.Join(res, "out", name))
		if err != nil {
			t.Fatal(err)
		}
		return strings.TrimSpace(string(b))
	}
	first := run("recycle-1", `mkdir -p "$GPUMESH_OUTPUT/nested/deeper" && echo secret > "$GPUMESH_OUTPUT/nested/deeper/secret" && echo secret > "$GPUMESH_OUTPUT/top"`)
	if ents, err := os.ReadDir(spareDir); err != nil || len(ents) != 1 {
		t.Fatalf("spares after the first job: %v, %v; want one", ents, err)
	}
	if _, err := os.Stat(r.workDir(first.Job.ID)); !os.IsNotExist(err) {
		t.Fatalf("the first job's work dir is still there: %v", err)
	}
	second := run("recycle-2", `echo "[$(ls -A "$GPUMESH_OUTPUT")]" > "$GPUMESH_OUTPUT/listing"`)
	if got := readOut(second, "listing"); got != "[]" {
		t.Fatalf("the second job's out/ held %s before it wrote, want []", got)
	}
	ents, err := os.ReadDir(spareDir)
	if err != nil || len(ents) != 1 {
		t.Fatalf("spares after the second job: %v, %v; want one (the first one taken and given back)", ents, err)
	}
	spare := filepath.Join(spareDir, ents[0].Name())
	var names []string
	filepath.WalkDir(spare, func(p string, d os.DirEntry, err error) error {
		rel, _ := filepath.Rel(spare, p)
		names = append(names, rel)
		return err
	})
	// A batch job's result took its out/ (a burst job's keeps it).
	if got := strings.Join(names, ","); got != ".,in" && got != ".,in,out" {
		t.Fatalf("a spare holds %v, want only an empty in/ (and out/)", names)
	}
}

// TestEmptyWorkDirRefuses: a work dir whose in/ is not a directory (a link) is not kept as a
// spare, one whose out/ is a link loses it (a run makes out/ again), and emptying a work dir or
// out/ never follows the link.
func TestEmptyWorkDirRefuses(t *testing.T) {
	for _, name := range []string{"in", "out"} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			outside := filepath.Join(dir, "outside")
			os.MkdirAll(outside, 0o755)
			os.WriteFile(filepath.Join(outside, "keep"), []byte("not the job's"), 0o644)
			wd := filepath.Join(dir, "wd")
			os.MkdirAll(filepath.Join(wd, "in"), 0o755)
			os.MkdirAll(filepath.Join(wd, "out"), 0o755)
			os.RemoveAll(filepath.Join(wd, name))
			if err := os.Symlink(outside, filepath.Join(wd, name)); err != nil {
				t.Fatal(err)
			}
			err := emptyWorkDir(wd)
			if name == "in" && err == nil {
				t.Fatal("a work dir whose in/ is a link was emptied as a spare")
			}
			if fi, lerr := os.Lstat(filepath.Join(wd, name)); err == nil && lerr == nil && !fi.IsDir() {
				t.Fatalf("a work dir kept as a spare holds %s as %v", name, fi.Mode())
			}
			if _, err := os.Stat(filepath.Join(outside, "keep")); err != nil {
				t.Fatalf("emptying the work dir reached through the link: %v", err)
			}
		})
	}
	t.Run("out link before a run", func(t *testing.T) {
		dir := t.TempDir()
		outside := filepath.Join(dir, "outside")
		os.MkdirAll(outside, 0o755)
		os.WriteFile(filepath.Join(outside, "keep"), []byte("not the job's"), 0o644)
		out := filepath.Join(dir, "out")
		if err := os.Symlink(outside, out); err != nil {
			t.Fatal(err)
		}
		if err := emptyOutDir(out); err != nil {
			t.Fatal(err)
		}
		if fi, err := os.Lstat(out); err != nil || !fi.IsDir() {
			t.Fatalf("out after emptyOutDir: %v, %v; want a directory", fi, err)
		}
		if _, err := os.Stat(filepath.Join(outside, "keep")); err != nil {
			t.Fatalf("emptying out/ reached through the link: %v", err)
		}
	})
}

// leftWorkDirs returns the entries of workDir that are not spare work dirs, and fails t where a
// spare holds anything but an empty in/ (and out/).
func leftWorkDirs(t *testing.T, workDir string) []string {
	t.Helper()
	ents, _ := os.ReadDir(workDir)
	var left []string
	for _, e := range ents {
		if e.Name() == moduleDirName {
			continue
		}
		if e.Name() != spareDirName {
			left = append(left, e.Name())
			continue
		}
		spares, _ := os.ReadDir(filepath.Join(workDir, spareDirName))
		for _, s := range spares {
			sp := filepath.Join(workDir, spareDirName, s.Name())
			filepath.WalkDir(sp, func(p string, d os.DirEntry, err error) error {
				if rel, _ := filepath.Rel(sp, p); rel != "." && rel != "in" && rel != "out" {
					t.Errorf("spare work dir %s holds %s", s.Name(), rel)
				}
				return err
			})
		}
	}
	return left
}

// countingFetcher counts the fetches of each CID.
type countingFetcher struct {
	Fetcher
	mu sync.Mutex
	n  map[string]int
}

func (f *countingFetcher) Fetch(ctx context.Context, cid, dst string) error {
	f.mu.Lock()
	f.n[cid]++
	f.mu.Unlock()
	return f.Fetcher.Fetch(ctx, cid, dst)
}

// TestModuleFetchedOnce: jobs with the same wasm module fetch it once; each runs from a link to
// the runner's copy and gives the same result as from a fetched file. A module whose copy was
// removed is fetched again.
func TestModuleFetchedOnce(t *testing.T) {
	e := newEnv(t)
	f := &countingFetcher{Fetcher: e.store, n: map[string]int{}}
	r := e.runnerWith(Config{Slots: map[string]int{"batch": 1}}, func(d *Deps) { d.Fetcher = f })
	start(t, r)
	input := e.input("the same input for every job")
	run := func(id string) Record {
		t.Helper()
		j := e.job(id, "hello")
		j.Inputs[0].CID = input
		j.Seed = "same seed"
		e.ledger.Open(j.ID, j.Price, j.Deadline)
		if err := r.Submit(context.Background(), j); err != nil {
			t.Fatal(err)
		}
		rec := waitFinal(t, r, j.ID)
		if rec.State != StatePaid {
			t.Fatalf("job %s: %s (%s)", id, rec.State, rec.Error)
		}
		return rec
	}
	first, second := run("module-1"), run("module-2")
	if f.n[e.module] != 1 {
		t.Fatalf("module fetched %d times for two jobs, want 1", f.n[e.module])
	}
	if first.ResultCID != second.ResultCID {
		t.Fatalf("the same job from the shared copy gave %s, from the fetched one %s", second.ResultCID, first.ResultCID)
	}
	if err := os.Remove(filepath.Join(r.cfg.WorkDir, moduleDirName, moduleName(e.module))); err != nil {
		t.Fatal(err)
	}
	if third := run("module-3"); third.ResultCID != first.ResultCID || f.n[e.module] != 2 {
		t.Fatalf("after the copy was removed: result %s, %d fetches; want %s, 2", third.ResultCID, f.n[e.module], first.ResultCID)
	}
}
