package proving

import (
	"runtime"
	"runtime/debug"
	"testing"
)

// The runtime may return memory to the OS between the base sample and the first sample of the
// peak watcher (CI saw a prove whose peak read 64 KiB below its base); the peak of a window is
// never below the memory held as it opened.
func TestWatchPeakCoversBase(t *testing.T) {
	buf := make([]byte, 64<<20)
	for i := 0; i < len(buf); i += 4096 {
		buf[i] = 1
	}
	runtime.KeepAlive(buf)
	base := runtimeMem()
	buf = nil
	debug.FreeOSMemory()
	if now := runtimeMem(); now >= base {
		t.Fatalf("setup: freeing 64 MiB returned nothing to the OS (base %d, now %d)", base, now)
	}
	var peak uint64
	stop := watchPeak(base, &peak)
	stop()
	if peak < base {
		t.Fatalf("peak %d below the base %d the window opened with", peak, base)
	}
}
