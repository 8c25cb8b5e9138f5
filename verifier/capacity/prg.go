package capacity

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
)

// PRGVersion names the derivation of the challenge matrices. Both sides must derive the same
// bytes, so any change to DeriveA/DeriveB/RowA is a new version.
//
// Specification (v1): for matrix M in {"A", "B"},
//
//	key_M   = SHA-256("gpumesh/capacity/prg/v1" || 0x00 || M || uint32be(n) || seed)   (32 bytes)
//	stream  = AES-256-CTR(key_M, IV = 0^128), the 128-bit IV incremented big-endian per block
//	A[i][j] = int8(streamA[i*n + j])  (A row by row, two's complement)
//	B[i][j] = int8(streamB[j*n + i])  (B column by column)
//
// AES-CTR is a standard PRG with hardware support on every current CPU (and simple to
// implement on a GPU), and it is seekable: RowA and ColB derive one row of A or one column of B in
// O(n) without the rest, which is what lets the challenger check single entries of C = A*B.
const PRGVersion = "gpumesh/capacity/prg/v1"

func matrixKey(which byte, seed Seed, n int) []byte {
	h := sha256.New()
	h.Write([]byte(PRGVersion))
	h.Write([]byte{0, which})
	var nb [4]byte
	binary.BigEndian.PutUint32(nb[:], uint32(n))
	h.Write(nb[:])
	h.Write(seed[:])
	return h.Sum(nil)
}

// prg derives the bytes of one matrix; the key schedule is computed once.
type prg struct{ block cipher.Block }

func newPRG(which byte, seed Seed, n int) prg {
	block, err := aes.NewCipher(matrixKey(which, seed, n))
	if err != nil {
		panic(fmt.Sprintf("capacity: aes with a 32-byte key: %v", err)) // unreachable: key is 32 bytes
	}
	return prg{block}
}

// fill writes the stream bytes [off, off+len(dst)) to dst.
func (g prg) fill(off uint64, dst []int8) {
	var iv [16]byte
	binary.BigEndian.PutUint64(iv[8:], off/16)
	s, skip := cipher.NewCTR(g.block, iv[:]), int(off%16)
	if skip > 0 {
		var junk [16]byte
		s.XORKeyStream(junk[:skip], junk[:skip])
	}
	buf := int8AsBytes(dst)
	clear(buf)
	s.XORKeyStream(buf, buf)
}

func fill(which byte, seed Seed, n int, off uint64, dst []int8) {
	newPRG(which, seed, n).fill(off, dst)
}

// DeriveA returns the n x n matrix A (row-major) of the challenge (seed, n).
func DeriveA(seed Seed, n int) []int8 {
	a := make([]int8, n*n)
	fill('A', seed, n, 0, a)
	return a
}

// DeriveB returns the n x n matrix B (row-major) of the challenge (seed, n).
func DeriveB(seed Seed, n int) []int8 {
	bt := make([]int8, n*n)
	fill('B', seed, n, 0, bt)
	b := make([]int8, n*n)
	const blk = 64
	for i0 := 0; i0 < n; i0 += blk {
		for j0 := 0; j0 < n; j0 += blk {
			for i := i0; i < min(i0+blk, n); i++ {
				for j := j0; j < min(j0+blk, n); j++ {
					b[j*n+i] = bt[i*n+j]
				}
			}
		}
	}
	return b
}

// ColB derives column j of B alone, in O(n).
func ColB(seed Seed, n, j int) []int8 {
	c := make([]int8, n)
	fill('B', seed, n, uint64(j)*uint64(n), c)
	return c
}

// RowA derives row i of A alone, in O(n).
func RowA(seed Seed, n, i int) []int8 {
	r := make([]int8, n)
	fill('A', seed, n, uint64(i)*uint64(n), r)
	return r
}
