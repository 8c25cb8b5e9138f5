package capacity

import "unsafe"

// The portable kernel does two multiply-adds per 64-bit multiply (SWAR): B is packed as int64
// words w = B[k][j] + B[k][j+1]*2^32, so a*w summed over k is L + U*2^32 with L and U the two
// column sums. Both are exact (|L|, |U| <= n*2^14 <= 2^29 and the int64 sum stays below 2^62);
// L is the low 32 bits read as int32 and U = (S - L) >> 32.
//
// Packing: bw[panel][q][t][w] = B[2q+t][16*panel+2w] + B[2q+t][16*panel+2w+1]<<32 (16 int64 per
// k pair); A uses the common pair-interleaved tile layout.

var genericKernel = kernelImpl{name: "go-swar-4x16", mr: 4, fn: kernelSWAR4x16, swar: true}

func packBSWAR(dst []int64, b []int8, n, p int) {
	kp := (n + 1) / 2
	c0 := p * nr
	for q := 0; q < kp; q++ {
		for t := 0; t < 2; t++ {
			k := 2*q + t
			if k >= n {
				break
			}
			row := b[k*n : (k+1)*n]
			o := (q*2 + t) * (nr / 2)
			for w := 0; w < nr/2; w++ {
				var lo, hi int64
				if j := c0 + 2*w; j < n {
					lo = int64(row[j])
				}
				if j := c0 + 2*w + 1; j < n {
					hi = int64(row[j])
				}
				dst[o+w] = lo + hi<<32
			}
		}
	}
}

func kernelSWAR4x16(a, b *int16, c *int32, kp, ldc int) {
	as := unsafe.Slice(a, kp*8)
	bs := unsafe.Slice((*int64)(unsafe.Pointer(b)), kp*nr)
	var acc [4][nr / 2]int64
	for q := 0; q < kp; q++ {
		aq := (*[8]int16)(as[q*8 : q*8+8])
		for t := 0; t < 2; t++ {
			bw := (*[nr / 2]int64)(bs[(q*2+t)*(nr/2) : (q*2+t+1)*(nr/2)])
			b0, b1, b2, b3, b4, b5, b6, b7 := bw[0], bw[1], bw[2], bw[3], bw[4], bw[5], bw[6], bw[7]
			for r := 0; r < 4; r++ {
				x := int64(aq[2*r+t])
				ar := &acc[r]
				ar[0] += x * b0
				ar[1] += x * b1
				ar[2] += x * b2
				ar[3] += x * b3
				ar[4] += x * b4
				ar[5] += x * b5
				ar[6] += x * b6
				ar[7] += x * b7
			}
		}
	}
	cs := unsafe.Slice(c, 3*ldc+nr)
	for r := 0; r < 4; r++ {
		row := cs[r*ldc : r*ldc+nr]
		for w, s := range acc[r] {
			lo := int32(uint32(s))
			row[2*w] += lo
			row[2*w+1] += int32((s - int64(lo)) >> 32)
		}
	}
}
