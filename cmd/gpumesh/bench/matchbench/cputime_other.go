//go:build !linux

package matchbench

import "time"

// threadCPU is not available on this platform.
func threadCPU() time.Duration { return 0 }

// processCPU is not available on this platform.
func processCPU() time.Duration { return 0 }
