package diskspace

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"golang.org/x/sys/unix"
)

// Mount mounts a tmpfs of size bytes (rounded up to pages by the kernel) on dir, which is
// created if missing and should be empty (a store's directory before its first use), so that a
// test or a soak can fill a disk for real (ENOSPC from the kernel) and free it again (Ballast).
// It needs root (CAP_SYS_ADMIN): without it, or where the kernel refuses the mount, the error
// says which. Unmount undoes it.
func Mount(dir string, size int64) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	if os.Geteuid() != 0 {
		return fmt.Errorf("not root (euid %d): mounting a tmpfs on %s needs root (sudo)", os.Geteuid(), dir)
	}
	if err := unix.Mount("tmpfs", dir, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, "size="+strconv.FormatInt(size, 10)+",mode=0700"); err != nil {
		return fmt.Errorf("mount -t tmpfs on %s refused: %w (a container without CAP_SYS_ADMIN?)", dir, err)
	}
	return nil
}

// Unmount unmounts the file system Mount mounted on dir; one still busy (a file open in it) is
// detached instead (it goes once the last user closes it).
func Unmount(dir string) error {
	if err := unix.Unmount(dir, 0); err != nil {
		if err := unix.Unmount(dir, unix.MNT_DETACH); err != nil {
			return fmt.Errorf("diskspace: unmount %s: %w", dir, err)
		}
	}
	return nil
}

// Ballast fills the file system holding Dir with ballast files and removes them again. The
// zero Ballast with a Dir is ready; it is not safe for concurrent use.
type Ballast struct {
	Dir   string
	seq   int
	files []string
}

// Fill writes a ballast file until at most leave bytes stay free (0: the disk is full, the next
// write of a single page fails with ENOSPC).
func (b *Ballast) Fill(leave int64) error {
	b.seq++
	p := filepath.Join(b.Dir, ".ballast-"+strconv.Itoa(b.seq))
	fh, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return fmt.Errorf("diskspace: create ballast: %w", err)
	}
	defer fh.Close()
	b.files = append(b.files, p)
	buf := make([]byte, 1<<20)
	for {
		free, err := Free(b.Dir)
		if err != nil {
			return err
		}
		if free <= leave {
			return nil
		}
		n := min(int64(len(buf)), free-leave)
		if n < int64(os.Getpagesize()) && leave > 0 {
			return nil
		}
		if _, err := fh.Write(buf[:n]); err != nil {
			if errors.Is(err, unix.ENOSPC) {
				return nil
			}
			return fmt.Errorf("diskspace: write ballast: %w", err)
		}
	}
}

// Release removes every ballast file Fill wrote.
func (b *Ballast) Release() error {
	var errs []error
	for _, p := range b.files {
		if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
			errs = append(errs, fmt.Errorf("diskspace: remove ballast: %w", err))
		}
	}
	b.files = nil
	return errors.Join(errs...)
}
