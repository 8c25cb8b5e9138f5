package proving

import (
	"encoding/binary"
	"fmt"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"
)

// checkProofLayout walks a gnark proof encoding (WriteTo: compressed points) before gnark decodes
// it. gnark-crypto's decoder allocates a slice from its 4-byte length prefix before reading the
// elements, so hostile input could make it allocate gigabytes; here every length is checked
// against the bytes actually present, and every point must be in compressed form.
func checkProofLayout(curve ecc.ID, b backend.ID, data []byte) error {
	g1, g2, fr := 0, 0, (curve.ScalarField().BitLen()+7)/8
	switch curve {
	case ecc.BN254:
		g1, g2 = 32, 64
	case ecc.BLS12_381, ecc.BLS12_377:
		g1, g2 = 48, 96
	case ecc.BW6_761:
		g1, g2 = 96, 96
	default:
		return fmt.Errorf("%w: curve %s", ErrUnsupported, curve)
	}
	const (
		opG1 = iota
		opG2
		opFr
		opG1Slice
		opFrSlice
	)
	var ops []int
	switch b {
	case backend.GROTH16: // Ar, Bs, Krs, Commitments, CommitmentPok
		ops = []int{opG1, opG2, opG1, opG1Slice, opG1}
	case backend.PLONK: // LRO, Z, H, BatchedProof.H, ClaimedValues, ZShifted.H, ZShifted.Value, Bsb22
		ops = []int{opG1, opG1, opG1, opG1, opG1, opG1, opG1, opG1, opFrSlice, opG1, opFr, opG1Slice}
	default:
		return fmt.Errorf("%w: backend %s", ErrUnsupported, b)
	}
	off := 0
	point := func(size int) error {
		if len(data)-off < size {
			return fmt.Errorf("truncated at byte %d", off)
		}
		if !compressedPoint(curve, data[off]) {
			return fmt.Errorf("point at byte %d is not in compressed form", off)
		}
		off += size
		return nil
	}
	for _, op := range ops {
		var err error
		switch op {
		case opG1:
			err = point(g1)
		case opG2:
			err = point(g2)
		case opFr:
			if len(data)-off < fr {
				err = fmt.Errorf("truncated at byte %d", off)
			}
			off += fr
		case opG1Slice, opFrSlice:
			if len(data)-off < 4 {
				return fmt.Errorf("truncated at byte %d", off)
			}
			n := uint64(binary.BigEndian.Uint32(data[off:]))
			off += 4
			size := g1
			if op == opFrSlice {
				size = fr
			}
			if n*uint64(size) > uint64(len(data)-off) {
				return fmt.Errorf("slice of %d elements at byte %d exceeds the input", n, off-4)
			}
			for i := uint64(0); i < n && err == nil; i++ {
				if op == opFrSlice {
					off += fr
				} else {
					err = point(g1)
				}
			}
		}
		if err != nil {
			return err
		}
	}
	if off != len(data) {
		return fmt.Errorf("%d trailing bytes", len(data)-off)
	}
	return nil
}

// compressedPoint reports whether msb (first byte of an encoded point) flags compressed form, in
// gnark-crypto's encoding for the curve.
func compressedPoint(curve ecc.ID, msb byte) bool {
	if curve == ecc.BN254 {
		return msb>>6 != 0b00
	}
	m := msb >> 5
	return m != 0b000 && m != 0b010
}
