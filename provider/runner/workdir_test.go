package runner

import (
	"context"
	"os"
	"path/filepath"
	"strings"
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
