package capacity

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"unsafe"
)

// MaxN is the largest matrix size a challenge may use: with int8 inputs every product is at most
// 2^14 in magnitude, so every entry of C is at most 2^29 in magnitude for n <= 2^15: exact in
// int32 with room to spare (the checks rely on |C[i][j]| <= n*2^14).
const MaxN = 1 << 15

// Device describes the hardware that computed a product. A CPU-only node reports Kind "cpu".
type Device struct {
	Kind    string `cbor:"1,keyasint"` // "cpu" or "gpu"
	Name    string `cbor:"2,keyasint"` // model name, e.g. "AMD EPYC" or "NVIDIA H100 80GB HBM3"
	Threads int    `cbor:"3,keyasint"` // CPU threads used, or the GPU's SM count
	Kernel  string `cbor:"4,keyasint"` // implementation, e.g. "avx2-6x16" or "cuda-imma"
}

// String formats the device for logs and tables.
func (d Device) String() string {
	return fmt.Sprintf("%s %q threads=%d kernel=%s", d.Kind, d.Name, d.Threads, d.Kernel)
}

// Multiplier computes the challenge product on the provider's device. A GPU implementation plugs
// in here (the provider's executor owns it); NewCPUMultiplier is the CPU one.
type Multiplier interface {
	// Device describes the hardware that runs MulInt8.
	Device() Device
	// MulInt8 sets c = a*b for n x n row-major matrices, accumulating exactly in int32.
	// len(a) == len(b) == len(c) == n*n. It returns ctx.Err() if ctx ends first.
	MulInt8(ctx context.Context, n int, a, b []int8, c []int32) error
}

// ErrSize reports a matrix size outside [1, MaxN] or slices of the wrong length.
var ErrSize = errors.New("capacity: bad matrix size")

func checkSize(n int, a, b []int8, c []int32) error {
	if n < 1 || n > MaxN {
		return fmt.Errorf("%w: n=%d, want 1..%d", ErrSize, n, MaxN)
	}
	if len(a) != n*n || len(b) != n*n || len(c) != n*n {
		return fmt.Errorf("%w: len(a)=%d len(b)=%d len(c)=%d, want %d", ErrSize, len(a), len(b), len(c), n*n)
	}
	return nil
}

// The CPU multiplier is a GotoBLAS-style blocked product. Both inputs are widened to int16 and
// packed so that the k dimension is interleaved in pairs (a PMADDWD/VPDPWSSD operand):
//
//	bp[panel][q][col][t] = B[2q+t][nr*panel+col]     panels of nr=16 columns
//	ap[tile][q][row][t]  = A[mr*tile+row][2q+t]      tiles of mr rows
//
// A micro-kernel multiplies one mr x (2*kc) A tile by one (2*kc) x 16 B panel into an mr x 16
// block of C held in registers. Loops: row blocks of mc rows are shared among the workers
// (disjoint C rows, no locks); inside a row block, kc-pair slices of B (8 KiB per panel, L1) meet
// the row block's A (L2).
const (
	nr  = 16  // columns per B panel (two ymm or one zmm of int32 accumulators)
	kcq = 128 // k pairs per cache block (256 k values)
)

// kernelFunc adds the product of a packed A tile (kp pairs x mr rows) and a packed B panel
// (kp pairs x 16 columns) to the mr x 16 block at c (row stride ldc int32 elements).
type kernelFunc func(a, b *int16, c *int32, kp, ldc int)

type kernelImpl struct {
	name string
	mr   int
	fn   kernelFunc
	swar bool // B packed as int64 SWAR words (packBSWAR) instead of int16 pairs
}

// CPUMultiplier multiplies on all cores of this machine with the fastest kernel the CPU supports.
type CPUMultiplier struct {
	workers int
	k       kernelImpl
	name    string
}

// CPUOption configures a CPUMultiplier.
type CPUOption func(*CPUMultiplier)

// WithWorkers sets the number of goroutines (default GOMAXPROCS).
func WithWorkers(n int) CPUOption { return func(m *CPUMultiplier) { m.workers = n } }

// WithPortableKernel forces the pure-Go kernel (for tests and comparisons).
func WithPortableKernel() CPUOption { return func(m *CPUMultiplier) { m.k = genericKernel } }

// NewCPUMultiplier returns the CPU multiplier.
func NewCPUMultiplier(opts ...CPUOption) *CPUMultiplier {
	m := &CPUMultiplier{workers: runtime.GOMAXPROCS(0), k: bestKernel(), name: cpuName()}
	for _, o := range opts {
		o(m)
	}
	if m.workers < 1 {
		m.workers = 1
	}
	return m
}

// Device reports the CPU honestly: Kind "cpu", its model name, the threads used and the kernel.
func (m *CPUMultiplier) Device() Device {
	return Device{Kind: "cpu", Name: m.name, Threads: m.workers, Kernel: m.k.name}
}

// MulInt8 implements Multiplier.
func (m *CPUMultiplier) MulInt8(ctx context.Context, n int, a, b []int8, c []int32) error {
	if err := checkSize(n, a, b, c); err != nil {
		return err
	}
	mr := m.k.mr
	kp := (n + 1) / 2
	panels := (n + nr - 1) / nr
	tiles := (n + mr - 1) / mr
	ap := make([]int16, tiles*kp*mr*2)
	var bp []int16
	var bw []int64
	if m.k.swar {
		bw = make([]int64, panels*kp*nr)
	} else {
		bp = make([]int16, panels*kp*nr*2)
	}
	clear(c)

	// Pack in parallel too: for large n packing is O(n^2) but not free.
	var wg sync.WaitGroup
	var next atomic.Int64
	work := func(f func(i int), count int) {
		next.Store(0)
		for w := 0; w < m.workers; w++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					i := int(next.Add(1) - 1)
					if i >= count || ctx.Err() != nil {
						return
					}
					f(i)
				}
			}()
		}
		wg.Wait()
	}
	work(func(t int) { packA(ap[t*kp*mr*2:(t+1)*kp*mr*2], a, n, mr, t) }, tiles)
	if m.k.swar {
		work(func(p int) { packBSWAR(bw[p*kp*nr:(p+1)*kp*nr], b, n, p) }, panels)
	} else {
		work(func(p int) { packB(bp[p*kp*nr*2:(p+1)*kp*nr*2], b, n, p) }, panels)
	}
	panelB := func(p, q0 int) *int16 {
		if m.k.swar {
			return (*int16)(unsafe.Pointer(&bw[(p*kp+q0)*nr]))
		}
		return &bp[(p*kp+q0)*nr*2]
	}

	tilesPerBlock := max(1, 192/mr) // mc ~ 192 rows: the row block's A slice stays in L2
	blocks := (tiles + tilesPerBlock - 1) / tilesPerBlock
	work(func(blk int) {
		var tmp [32 * nr]int32
		t0, t1 := blk*tilesPerBlock, min((blk+1)*tilesPerBlock, tiles)
		for q0 := 0; q0 < kp; q0 += kcq {
			qn := min(kcq, kp-q0)
			for p := 0; p < panels; p++ {
				bq := panelB(p, q0)
				col := p * nr
				for t := t0; t < t1; t++ {
					aq := &ap[(t*kp+q0)*mr*2]
					row := t * mr
					if row+mr <= n && col+nr <= n {
						m.k.fn(aq, bq, &c[row*n+col], qn, n)
						continue
					}
					clear(tmp[:mr*nr])
					m.k.fn(aq, bq, &tmp[0], qn, nr)
					for r := 0; r < mr && row+r < n; r++ {
						for j := 0; j < nr && col+j < n; j++ {
							c[(row+r)*n+col+j] += tmp[r*nr+j]
						}
					}
				}
			}
		}
	}, blocks)
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("multiply n=%d: %w", n, err)
	}
	return nil
}

func packA(dst []int16, a []int8, n, mr, t int) {
	kp := (n + 1) / 2
	for r := 0; r < mr; r++ {
		i := t*mr + r
		if i >= n {
			break // dst is zero
		}
		row := a[i*n : (i+1)*n]
		for q := 0; q < kp; q++ {
			o := (q*mr + r) * 2
			dst[o] = int16(row[2*q])
			if 2*q+1 < n {
				dst[o+1] = int16(row[2*q+1])
			}
		}
	}
}

func packB(dst []int16, b []int8, n, p int) {
	kp := (n + 1) / 2
	c0 := p * nr
	w := min(nr, n-c0)
	for q := 0; q < kp; q++ {
		r0 := b[2*q*n+c0 : 2*q*n+c0+w]
		o := q * nr * 2
		for j, v := range r0 {
			dst[o+2*j] = int16(v)
		}
		if 2*q+1 < n {
			r1 := b[(2*q+1)*n+c0 : (2*q+1)*n+c0+w]
			for j, v := range r1 {
				dst[o+2*j+1] = int16(v)
			}
		}
	}
}

// MulNaive is the textbook triple loop, the reference the fast paths are tested against.
func MulNaive(n int, a, b []int8, c []int32) {
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			var s int32
			for k := 0; k < n; k++ {
				s += int32(a[i*n+k]) * int32(b[k*n+j])
			}
			c[i*n+j] = s
		}
	}
}
