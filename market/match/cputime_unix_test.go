//go:build unix

package match

import (
	"syscall"
	"time"
)

// processCPU returns the CPU time of every thread of the test process, so a benchmark on a
// loaded machine can report what its work cost rather than how long it waited for a core.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
