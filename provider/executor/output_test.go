package executor

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func TestCheckOutput(t *testing.T) {
	dir := t.TempDir()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.Mkdir(filepath.Join(dir, "d"), 0o755))
	must(os.WriteFile(filepath.Join(dir, "d", "f"), make([]byte, 100), 0o644))
	must(os.Symlink("../../etc/passwd", filepath.Join(dir, "d", "l")))
	must(syscall.Mkfifo(filepath.Join(dir, "p"), 0o644))

	c, err := CheckOutput(dir)
	must(err)
	if c.Bytes != 100 || c.Files != 2 || len(c.Removed) != 2 {
		t.Fatalf("check = %+v, want 100 bytes, 2 entries, 2 removed", c)
	}
	for _, p := range []string{"d/l", "p"} {
		if _, err := os.Lstat(filepath.Join(dir, p)); err == nil {
			t.Errorf("%s left in the output", p)
		}
	}
	res := Result{Reason: ReasonOK}
	c.Apply(&res, 1000, 10)
	if res.Reason != ReasonSandboxDenied || !strings.Contains(strings.Join(res.Denied, ";"), "d/l (symbolic link) removed") {
		t.Fatalf("apply links: %+v", res)
	}
	res = Result{Reason: ReasonExitStatus}
	c.Apply(&res, 99, 10)
	if res.Reason != ReasonOutputQuota || !strings.Contains(res.Detail, "limits.out_dir_bytes is 99") {
		t.Fatalf("apply bytes: %+v", res)
	}
	res = Result{Reason: ReasonTimeLimit}
	c.Apply(&res, 99, 1)
	if res.Reason != ReasonTimeLimit {
		t.Fatalf("a time limit must stay the reason: %+v", res)
	}
}
