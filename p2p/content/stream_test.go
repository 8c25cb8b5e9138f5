package content

import (
	"bufio"
	"crypto/sha256"
	"io"
	mrand "math/rand/v2"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// benchReader yields n pseudo-random (incompressible, non-repeating) bytes.
func benchReader(seed uint64, n int64) io.Reader {
	var key [32]byte
	key[0], key[1] = byte(seed), byte(seed>>8)
	return bufio.NewReaderSize(io.LimitReader(mrand.NewChaCha8(key), n), 1<<20)
}

// peakRSS returns VmHWM of this process in bytes (0 where /proc is missing).
func peakRSS() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// resetPeakRSS resets VmHWM to the current RSS (Linux >= 4.0); false where not permitted.
func resetPeakRSS() bool {
	return os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) == nil
}

// memSampler records the peak Go heap in use while it runs.
type memSampler struct {
	stop chan struct{}
	wg   sync.WaitGroup
	peak uint64
}

func sampleMem() *memSampler {
	m := &memSampler{stop: make(chan struct{})}
	m.wg.Add(1)
	go func() {
		defer m.wg.Done()
		t := time.NewTicker(10 * time.Millisecond)
		defer t.Stop()
		for {
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			m.peak = max(m.peak, ms.HeapInuse)
			select {
			case <-m.stop:
				return
			case <-t.C:
			}
		}
	}()
	return m
}

func (m *memSampler) done() uint64 { close(m.stop); m.wg.Wait(); return m.peak }

// TestStreamingBoundedMemory imports and exports a file several times larger than the memory
// bound from a generated reader: neither side may hold the file.
func TestStreamingBoundedMemory(t *testing.T) {
	size := int64(384 << 20)
	if testing.Short() {
		size = 96 << 20
	}
	const heapBound, rssBound = 128 << 20, 256 << 20
	ctx := testCtx(t)
	a := newNode(t, func(c *Config) { c.ChunkSize = 1 << 20 })
	runtime.GC()
	resetOK := resetPeakRSS()

	src := sha256.New()
	m := sampleMem()
	root, err := a.AddReader(ctx, io.TeeReader(benchReader(7, size), src), AddOptions{})
	heapAdd := m.done()
	if err != nil {
		t.Fatal(err)
	}
	rssAdd := peakRSS()

	resetPeakRSS()
	m = sampleMem()
	rc, n, err := a.Open(ctx, root, FetchOptions{NoBitswap: true, NoFastPath: true})
	if err != nil {
		t.Fatal(err)
	}
	dst := sha256.New()
	if _, err := io.Copy(dst, rc); err != nil {
		t.Fatal(err)
	}
	rc.Close()
	heapGet := m.done()
	rssGet := peakRSS()
	if n != size || string(dst.Sum(nil)) != string(src.Sum(nil)) {
		t.Fatalf("export differs from import (size %d, want %d)", n, size)
	}
	t.Logf("%d MiB file: peak Go heap add %d MiB, get %d MiB; peak RSS add %d MiB, get %d MiB (reset ok: %v)",
		size>>20, heapAdd>>20, heapGet>>20, rssAdd>>20, rssGet>>20, resetOK)
	if heapAdd > heapBound || heapGet > heapBound {
		t.Fatalf("peak heap %d/%d MiB exceeds %d MiB", heapAdd>>20, heapGet>>20, heapBound>>20)
	}
	if resetOK && (rssAdd > rssBound || rssGet > rssBound) {
		t.Fatalf("peak RSS %d/%d MiB exceeds %d MiB", rssAdd>>20, rssGet>>20, rssBound>>20)
	}
}
