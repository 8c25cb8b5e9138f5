// Package disktest mounts small file systems that tests own, so a test can fill a disk for real
// (ENOSPC from the kernel, not a simulated error) and free it again.
//
// It wraps p2p/diskspace's Mount and Ballast for tests. Mount needs root (CAP_SYS_ADMIN):
// without it, or where the kernel refuses the mount, the test is skipped with a message naming
// what is missing, unless GPUMESH_REQUIRE_MOUNT=1 (make test sets it), where it fails instead,
// so CI never silently drops the disk-full tests.
package disktest

import (
	"os"
	"testing"

	"github.com/gpumesh/gpumesh/p2p/diskspace"
)

// RequireEnv, set to 1, turns a skipped mount into a test failure.
const RequireEnv = "GPUMESH_REQUIRE_MOUNT"

// FS is a tmpfs mounted for one test; it is unmounted when the test ends.
type FS struct {
	// Dir is the mount point (an empty directory at first).
	Dir  string
	t    testing.TB
	ball diskspace.Ballast // the ballast Fill writes
}

// Mount mounts a tmpfs of size bytes (rounded up to pages by the kernel) in a temporary
// directory. tmpfs takes direct I/O from Linux 6.6; before that, stores fall back to buffered
// writes, which fill the disk the same way.
func Mount(t testing.TB, size int64) *FS {
	t.Helper()
	return MountAt(t, t.TempDir(), size)
}

// MountAt is Mount on dir, which is created if missing and must be empty (a daemon's data dir
// before its first start). Stop whatever uses dir before the test ends: a busy mount is
// detached, not unmounted.
func MountAt(t testing.TB, dir string, size int64) *FS {
	t.Helper()
	if err := diskspace.Mount(dir, size); err != nil {
		if os.Getenv(RequireEnv) == "1" {
			t.Fatalf("disktest: %v (%s=1: this test must run)", err, RequireEnv)
		}
		t.Skipf("disktest: a real full disk needs a tmpfs mount: %v", err)
	}
	f := &FS{Dir: dir, t: t, ball: diskspace.Ballast{Dir: dir}}
	t.Cleanup(func() {
		if err := diskspace.Unmount(dir); err != nil {
			t.Errorf("disktest: %v", err)
		}
	})
	return f
}

// Free returns the bytes still free on the file system.
func (f *FS) Free() int64 {
	f.t.Helper()
	n, err := diskspace.Free(f.Dir)
	if err != nil {
		f.t.Fatal(err)
	}
	return n
}

// Fill writes a ballast file until at most leave bytes stay free (0: the disk is full, the next
// write of a single page fails with ENOSPC).
func (f *FS) Fill(leave int64) {
	f.t.Helper()
	if err := f.ball.Fill(leave); err != nil {
		f.t.Fatalf("disktest: %v", err)
	}
}

// Release removes every ballast file Fill wrote.
func (f *FS) Release() {
	f.t.Helper()
	if err := f.ball.Release(); err != nil {
		f.t.Fatalf("disktest: %v", err)
	}
}
