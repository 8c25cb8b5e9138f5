// Package disktest mounts small file systems that tests own, so a test can fill a disk for real
// (ENOSPC from the kernel, not a simulated error) and free it again.
//
// Mount needs root (CAP_SYS_ADMIN): without it, or where the kernel refuses the mount, the test
// is skipped with a message naming what is missing, unless GPUMESH_REQUIRE_MOUNT=1 (make test
// sets it), where it fails instead, so CI never silently drops the disk-full tests.
package disktest

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"golang.org/x/sys/unix"

	"github.com/gpumesh/gpumesh/p2p/diskspace"
)

// RequireEnv, set to 1, turns a skipped mount into a test failure.
const RequireEnv = "GPUMESH_REQUIRE_MOUNT"

// FS is a tmpfs mounted for one test; it is unmounted when the test ends.
type FS struct {
	// Dir is the mount point (an empty directory at first).
	Dir  string
	t    testing.TB
	seq  int
	ball []string // ballast files written by Fill
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
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	var err error
	if os.Geteuid() != 0 {
		err = fmt.Errorf("not root (euid %d): run the tests as root (sudo) to mount a tmpfs", os.Geteuid())
	} else if merr := unix.Mount("tmpfs", dir, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, "size="+strconv.FormatInt(size, 10)+",mode=0700"); merr != nil {
		err = fmt.Errorf("mount -t tmpfs on %s refused: %w (a container without CAP_SYS_ADMIN?)", dir, merr)
	}
	if err != nil {
		if os.Getenv(RequireEnv) == "1" {
			t.Fatalf("disktest: %v (%s=1: this test must run)", err, RequireEnv)
		}
		t.Skipf("disktest: a real full disk needs a tmpfs mount: %v", err)
	}
	f := &FS{Dir: dir, t: t}
	t.Cleanup(func() {
		if err := unix.Unmount(dir, 0); err != nil {
			// A file still open (a store the test leaked) keeps it busy: detach it instead.
			if err := unix.Unmount(dir, unix.MNT_DETACH); err != nil {
				t.Errorf("disktest: unmount %s: %v", dir, err)
			}
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
	f.seq++
	p := filepath.Join(f.Dir, ".ballast-"+strconv.Itoa(f.seq))
	fh, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		f.t.Fatalf("disktest: create ballast: %v", err)
	}
	defer fh.Close()
	f.ball = append(f.ball, p)
	buf := make([]byte, 1<<20)
	for {
		free := f.Free()
		if free <= leave {
			return
		}
		n := min(int64(len(buf)), free-leave)
		if n < int64(os.Getpagesize()) && leave > 0 {
			return
		}
		if _, err := fh.Write(buf[:n]); err != nil {
			if errors.Is(err, unix.ENOSPC) {
				return
			}
			f.t.Fatalf("disktest: write ballast: %v", err)
		}
	}
}

// Release removes every ballast file Fill wrote.
func (f *FS) Release() {
	f.t.Helper()
	for _, p := range f.ball {
		if err := os.Remove(p); err != nil {
			f.t.Fatalf("disktest: remove ballast: %v", err)
		}
	}
	f.ball = nil
}
