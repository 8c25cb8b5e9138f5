// Package diskspace reports the free space of the file system holding a directory and guards
// durable records against a full disk.
//
// A pebble database that keeps its write-ahead log treats a failed log write as fatal (its
// commit pipeline cannot go on: pebble calls its logger's Fatalf, which the node's loggers turn
// into a panic). A disk that fills must therefore be noticed before pebble writes: a Guard checks
// the free space before every record that precedes an action (an intent written before a
// transaction is sent), and the caller gets ErrFull, names the directory, and sends nothing.
// The check races other writers on the same file system, so Guard.Min keeps a margin well above
// one record (see DefaultMin).
package diskspace

import (
	"errors"
	"fmt"

	"golang.org/x/sys/unix"
)

// ErrFull: the file system holding a store has less free space than its guard requires (or a
// write failed with ENOSPC). The message names the directory and what to free.
var ErrFull = errors.New("disk full")

// DefaultMin is the free space a Guard with Min 0 requires: room for pebble to finish a
// write-ahead log segment and flush a memtable (4 MiB by default) with a wide margin.
const DefaultMin = 32 << 20

// Free returns the bytes an unprivileged writer may still write to the file system holding dir.
func Free(dir string) (int64, error) {
	var st unix.Statfs_t
	if err := unix.Statfs(dir, &st); err != nil {
		return 0, fmt.Errorf("diskspace: statfs %s: %w", dir, err)
	}
	return int64(st.Bavail) * int64(st.Bsize), nil
}

// Guard refuses writes to the store in Dir while the file system holding it has less than Min
// bytes free. The zero Guard (no Dir) refuses nothing.
type Guard struct {
	Dir string // the store's directory
	Min int64  // bytes that must stay free; 0: DefaultMin
	// What names the store in the error ("provider records", "requester jobs").
	What string
}

// Check returns an error wrapping ErrFull when the file system holding g.Dir has less than
// g.Min bytes free; a failed statfs is returned as is (the write itself will tell).
func (g Guard) Check() error {
	if g.Dir == "" {
		return nil
	}
	free, err := Free(g.Dir)
	if err != nil {
		return err
	}
	if min := g.min(); free < min {
		return fmt.Errorf("%w: %s in %s: %d bytes free on its file system, %d needed to write a record safely: free space there",
			ErrFull, g.what(), g.Dir, free, min)
	}
	return nil
}

func (g Guard) min() int64 {
	if g.Min > 0 {
		return g.Min
	}
	return DefaultMin
}

func (g Guard) what() string {
	if g.What == "" {
		return "store"
	}
	return g.What
}
