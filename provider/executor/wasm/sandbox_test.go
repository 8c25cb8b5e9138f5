package wasm

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gpumesh/gpumesh/provider/executor"
)

// linkJob lays out a provider's disk as the runner does (<base>/work/<job>/{in,out}) with a
// secret and a config file two levels above the output directory, and returns a job running
// prog with args in it.
func linkJob(t *testing.T, args ...string) (executor.Job, string) {
	t.Helper()
	base := t.TempDir()
	wd := filepath.Join(base, "work", "job1")
	for _, d := range []string{filepath.Join(wd, "in"), filepath.Join(wd, "out")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for name, body := range map[string]string{"keystore.json": "SECRET-KEY", "provider.toml": "allow = []"} {
		if err := os.WriteFile(filepath.Join(base, name), []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return executor.Job{
		ID: t.Name(), Module: progWasm, Args: args,
		Inputs: []executor.Mount{{HostPath: filepath.Join(wd, "in"), GuestPath: "/in"}},
		Output: executor.Mount{HostPath: filepath.Join(wd, "out"), GuestPath: "/out"},
	}, base
}

// noLinks fails the test if dir holds anything but regular files and directories.
func noLinks(t *testing.T, dir string) {
	t.Helper()
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && !d.Type().IsRegular() {
			t.Errorf("output holds %s (%s): a result must hold only files and directories", p, d.Type())
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestSymlinkEscape is the reviewer's proof of concept: a guest makes /out/l a relative link
// to a file two levels above its output directory and reads or writes through it. Both must
// fail inside the guest, be reported as sandbox denials, and leave no link in the output.
func TestSymlinkEscape(t *testing.T) {
	e := newExec(t, Config{})
	t.Run("read", func(t *testing.T) {
		j, base := linkJob(t, "linkread", "../../../keystore.json")
		res, err := e.Run(context.Background(), j)
		if err != nil {
			t.Fatal(err)
		}
		out := j.Output.HostPath
		if b, err := os.ReadFile(filepath.Join(out, "stolen")); err == nil && strings.Contains(string(b), "SECRET") {
			t.Fatalf("guest copied the keystore into its result: %q (stdout %q)", b, res.Stdout)
		}
		if res.Reason != executor.ReasonSandboxDenied || !errors.Is(res.Err(), executor.ErrSandboxDenied) {
			t.Fatalf("reason = %s (%s), want sandbox_denied; stderr=%s", res.Reason, res.Detail, res.Stderr)
		}
		if !strings.Contains(strings.Join(res.Denied, "\n"), `symlink "/out/l"`) {
			t.Fatalf("denials %q do not name the refused link /out/l", res.Denied)
		}
		noLinks(t, out)
		if b, _ := os.ReadFile(filepath.Join(base, "keystore.json")); string(b) != "SECRET-KEY" {
			t.Fatalf("keystore changed: %q", b)
		}
	})
	t.Run("write", func(t *testing.T) {
		j, base := linkJob(t, "linkwrite", "../../../provider.toml", `allow = ["/bin/sh"]`)
		res, err := e.Run(context.Background(), j)
		if err != nil {
			t.Fatal(err)
		}
		if b, _ := os.ReadFile(filepath.Join(base, "provider.toml")); string(b) != "allow = []" {
			t.Fatalf("guest overwrote a file outside its sandbox: provider.toml = %q (stdout %q)", b, res.Stdout)
		}
		if res.Reason != executor.ReasonSandboxDenied {
			t.Fatalf("reason = %s (%s), want sandbox_denied; stderr=%s", res.Reason, res.Detail, res.Stderr)
		}
		noLinks(t, j.Output.HostPath)
	})
	t.Run("planted link", func(t *testing.T) {
		// A link already in a mount (not made by the guest) is not followed out of it either.
		j, base := linkJob(t, "escape", "/out/planted")
		if err := os.Symlink("../../../keystore.json", filepath.Join(j.Output.HostPath, "planted")); err != nil {
			t.Fatal(err)
		}
		res, err := e.Run(context.Background(), j)
		if err != nil {
			t.Fatal(err)
		}
		if res.Reason != executor.ReasonSandboxDenied || strings.Contains(string(res.Stdout), "read 10 bytes") {
			t.Fatalf("reason = %s (%s) stdout=%q: a planted link was followed out of the mount", res.Reason, res.Detail, res.Stdout)
		}
		if b, _ := os.ReadFile(filepath.Join(base, "keystore.json")); string(b) != "SECRET-KEY" {
			t.Fatalf("keystore changed: %q", b)
		}
	})
	t.Run("hard link", func(t *testing.T) {
		j, _ := linkJob(t, "hardlink")
		res, err := e.Run(context.Background(), j)
		if err != nil {
			t.Fatal(err)
		}
		if res.Reason != executor.ReasonSandboxDenied || !strings.Contains(strings.Join(res.Denied, "\n"), `link "/out/b"`) {
			t.Fatalf("reason = %s (%s) denied=%q, want the hard link refused", res.Reason, res.Detail, res.Denied)
		}
		if _, err := os.Lstat(filepath.Join(j.Output.HostPath, "b")); err == nil {
			t.Fatal("hard link /out/b was created")
		}
	})
}

// TestOutputQuota: the output directory's bytes and entries are bounded while the guest writes.
func TestOutputQuota(t *testing.T) {
	e := newExec(t, Config{})
	tests := []struct {
		name     string
		args     []string
		limits   executor.Limits
		reason   executor.Reason
		detail   string
		maxBytes int64 // the output may hold at most this many bytes afterwards
	}{
		{name: "bytes", args: []string{"fill", "8"}, limits: executor.Limits{OutDirBytes: 2 << 20},
			reason: executor.ReasonOutputQuota, detail: "limits.out_dir_bytes is 2097152", maxBytes: 2 << 20},
		{name: "within bytes", args: []string{"fill", "2"}, limits: executor.Limits{OutDirBytes: 2 << 20},
			reason: executor.ReasonOK, maxBytes: 2 << 20},
		{name: "sparse file counts in full", args: []string{"sparse", "1099511627776"}, limits: executor.Limits{OutDirBytes: 1 << 20},
			reason: executor.ReasonOutputQuota, detail: "limits.out_dir_bytes is 1048576", maxBytes: 1 << 20},
		{name: "files", args: []string{"files", "50"}, limits: executor.Limits{OutDirFiles: 20},
			reason: executor.ReasonOutputQuota, detail: "limits.out_dir_files is 20"},
		{name: "within files", args: []string{"files", "19"}, limits: executor.Limits{OutDirFiles: 20},
			reason: executor.ReasonOK},
		{name: "deleted files free their bytes", args: []string{"churn", "3"}, limits: executor.Limits{OutDirBytes: 4 << 20},
			reason: executor.ReasonOK, maxBytes: 4 << 20},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			j := job(t, tc.args...)
			j.Limits = tc.limits
			res, err := e.Run(context.Background(), j)
			if err != nil {
				t.Fatal(err)
			}
			if res.Reason != tc.reason {
				t.Fatalf("reason = %s (%s), want %s; stderr=%s", res.Reason, res.Detail, tc.reason, res.Stderr)
			}
			if tc.reason == executor.ReasonOutputQuota && !errors.Is(res.Err(), executor.ErrOutputQuota) {
				t.Fatalf("Err() = %v, want ErrOutputQuota", res.Err())
			}
			if !strings.Contains(res.Detail, tc.detail) {
				t.Fatalf("detail %q lacks %q", res.Detail, tc.detail)
			}
			var bytes, files int64
			err = filepath.WalkDir(j.Output.HostPath, func(p string, d fs.DirEntry, err error) error {
				if err != nil || p == j.Output.HostPath {
					return err
				}
				files++
				if fi, err := d.Info(); err == nil && fi.Mode().IsRegular() {
					bytes += fi.Size()
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if tc.maxBytes > 0 && bytes > tc.maxBytes {
				t.Fatalf("output holds %d bytes (logical), quota %d", bytes, tc.maxBytes)
			}
			if tc.limits.OutDirFiles > 0 && files > tc.limits.OutDirFiles {
				t.Fatalf("output holds %d entries, quota %d", files, tc.limits.OutDirFiles)
			}
		})
	}
}

func TestOutputQuotaLimits(t *testing.T) {
	e := newExec(t, Config{DefaultOutDirBytes: 4 << 20, MaxOutDirBytes: 8 << 20})
	for _, tc := range []struct {
		lim  executor.Limits
		want string
	}{
		{executor.Limits{OutDirBytes: 16 << 20}, "limits.out_dir_bytes 16777216 outside [1, 8388608]"},
		{executor.Limits{OutDirBytes: -1}, "limits.out_dir_bytes -1"},
		{executor.Limits{OutDirFiles: 1 << 20}, "limits.out_dir_files 1048576 outside [1, 10000]"},
	} {
		j := job(t, "hello")
		j.Limits = tc.lim
		_, err := e.Run(context.Background(), j)
		if !errors.Is(err, executor.ErrBadJob) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("limits %+v: err = %v, want ErrBadJob naming %q", tc.lim, err, tc.want)
		}
	}
}
