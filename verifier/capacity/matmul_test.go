package capacity

import (
	"context"
	"fmt"
	"testing"
)

func TestMultiplyMatchesNaive(t *testing.T) {
	sizes := []int{1, 2, 3, 5, 16, 17, 31, 64, 100, 130, 257}
	for _, k := range kernels() {
		for _, n := range sizes {
			t.Run(fmt.Sprintf("%s/n=%d", k.name, n), func(t *testing.T) {
				seed := Seed{byte(n), 7}
				a, b := DeriveA(seed, n), DeriveB(seed, n)
				want := make([]int32, n*n)
				MulNaive(n, a, b, want)
				for _, workers := range []int{1, 3} {
					m := NewCPUMultiplier(WithWorkers(workers))
					m.k = k
					got := make([]int32, n*n)
					for i := range got {
						got[i] = 12345 // must be overwritten
					}
					if err := m.MulInt8(context.Background(), n, a, b, got); err != nil {
						t.Fatal(err)
					}
					for i := range want {
						if got[i] != want[i] {
							t.Fatalf("workers=%d: c[%d][%d]=%d, want %d", workers, i/n, i%n, got[i], want[i])
						}
					}
				}
			})
		}
	}
}

func TestMultiplyExtremes(t *testing.T) {
	// All -128: every entry is n*16384, the largest magnitude int32 accumulation must hold.
	n := 300
	a := make([]int8, n*n)
	for i := range a {
		a[i] = -128
	}
	for _, k := range kernels() {
		m := NewCPUMultiplier()
		m.k = k
		c := make([]int32, n*n)
		if err := m.MulInt8(context.Background(), n, a, a, c); err != nil {
			t.Fatal(err)
		}
		for i, v := range c {
			if v != int32(n*16384) {
				t.Fatalf("%s: c[%d]=%d, want %d", k.name, i, v, n*16384)
			}
		}
	}
}

func TestMultiplyBadSize(t *testing.T) {
	m := NewCPUMultiplier()
	for _, n := range []int{0, -1, MaxN + 1} {
		if err := m.MulInt8(context.Background(), n, nil, nil, nil); err == nil {
			t.Fatalf("n=%d accepted", n)
		}
	}
	if err := m.MulInt8(context.Background(), 4, make([]int8, 16), make([]int8, 15), make([]int32, 16)); err == nil {
		t.Fatal("short b accepted")
	}
}

func BenchmarkMulInt8(b *testing.B) {
	for _, k := range kernels() {
		for _, n := range []int{512, 1024} {
			b.Run(fmt.Sprintf("%s/n=%d", k.name, n), func(b *testing.B) {
				seed := Seed{1}
				x, y := DeriveA(seed, n), DeriveB(seed, n)
				c := make([]int32, n*n)
				m := NewCPUMultiplier()
				m.k = k
				b.ResetTimer()
				for b.Loop() {
					if err := m.MulInt8(context.Background(), n, x, y, c); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(n)*float64(n)*float64(n)*2*float64(b.N)/b.Elapsed().Seconds()/1e9, "Gop/s")
			})
		}
	}
}
