package content

import (
	"errors"
	"io"
	"os"
	"syscall"

	"golang.org/x/sys/unix"
)

// directIOFlag is the open flag for direct I/O; 0 where the system has none.
const directIOFlag = syscall.O_DIRECT

// isDirectIOUnsupported reports an error that means the file system refuses direct I/O
// (tmpfs before Linux 6.6, some FUSE and network file systems): the write is retried buffered.
func isDirectIOUnsupported(err error) bool {
	return errors.Is(err, syscall.EINVAL) || errors.Is(err, syscall.EOPNOTSUPP)
}

// readWhole fills buf from the start of fh, which holds at least len(buf) bytes. A block file
// that the page cache does not hold whole (every file written with direct I/O) is read with
// direct I/O when buf is aligned, not first copied into the page cache: reading uncached files
// through it cost ~1.5 CPU-s/GiB here, against ~0.1 direct and ~0.1 from the cache. RWF_NOWAIT
// cannot tell instead: on a miss it starts readahead into the cache before it fails.
func readWhole(fh *os.File, buf []byte) error {
	got := 0
	if dioAligned(buf) && !cached(fh, len(buf)) {
		got, _ = readDirect(fh, buf, 0)
	}
	if got < len(buf) {
		if _, err := fh.ReadAt(buf[got:], int64(got)); err != nil {
			return noEOF(err)
		}
	}
	return nil
}

// cached reports whether the page cache holds the first n bytes of fh (cachestat, Linux 6.5;
// false before).
func cached(fh *os.File, n int) bool {
	rc, err := fh.SyscallConn()
	if err != nil {
		return false
	}
	var cs unix.Cachestat_t
	var cerr error
	if err := rc.Control(func(fd uintptr) {
		cerr = unix.Cachestat(uint(fd), &unix.CachestatRange{Len: uint64(n)}, &cs, 0)
	}); err != nil || cerr != nil {
		return false
	}
	return cs.Cache*uint64(os.Getpagesize()) >= uint64(n)
}

// readDirect reads buf from fh at off with direct I/O. ok is false (and nothing is counted)
// where the file system refuses it; the caller then reads through the page cache.
func readDirect(fh *os.File, buf []byte, off int64) (n int, ok bool) {
	rc, err := fh.SyscallConn()
	if err != nil {
		return 0, false
	}
	setDirect := func(on bool) (err error) {
		cerr := rc.Control(func(fd uintptr) {
			var fl int
			if fl, err = unix.FcntlInt(fd, unix.F_GETFL, 0); err == nil {
				if on {
					fl |= unix.O_DIRECT
				} else {
					fl &^= unix.O_DIRECT
				}
				_, err = unix.FcntlInt(fd, unix.F_SETFL, fl)
			}
		})
		return errors.Join(cerr, err)
	}
	if setDirect(true) != nil {
		return 0, false
	}
	n, err = fh.ReadAt(buf, off)
	if err != nil && !errors.Is(err, io.EOF) {
		_ = setDirect(false)
		return 0, false
	}
	return n, true
}
