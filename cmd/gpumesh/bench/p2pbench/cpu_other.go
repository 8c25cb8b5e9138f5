//go:build !unix

package p2pbench

import "time"

func cpuTime() time.Duration { return 0 }

func loadAvg() string { return "" }
