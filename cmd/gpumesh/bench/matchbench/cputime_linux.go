//go:build linux

package matchbench

import (
	"time"

	"golang.org/x/sys/unix"
)

// threadCPU returns the CPU time used by the calling OS thread (the bench locks its goroutine to
// one), so that a loaded machine does not hide the matcher's own speed.
func threadCPU() time.Duration {
	var ru unix.Rusage
	if err := unix.Getrusage(unix.RUSAGE_THREAD, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// processCPU returns the CPU time used by every thread of the process: the index build runs its
// classes on goroutines of their own, and the garbage collector works beside it.
func processCPU() time.Duration {
	var ru unix.Rusage
	if err := unix.Getrusage(unix.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
