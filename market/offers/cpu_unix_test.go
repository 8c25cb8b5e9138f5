//go:build unix

package offers_test

import (
	"syscall"
	"time"
)

// cpuTime returns the process's user+system CPU time, for benchmarks that report CPU per
// operation: on a machine other work shares, wall time per operation says more about the
// other work than about the code.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
