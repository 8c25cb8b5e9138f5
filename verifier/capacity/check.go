package capacity

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
)

// Check errors. Each wraps into the error Check returns; test with errors.Is.
var (
	ErrMismatch   = errors.New("capacity: commitment does not answer the challenge")
	ErrMissingRow = errors.New("capacity: requested row not opened")
	ErrWrongEntry = errors.New("capacity: opened row has a wrong entry")
	ErrOutOfRange = errors.New("capacity: opened row has an entry no product of int8 matrices can have")
	ErrTimeClaim  = errors.New("capacity: reported time is faster than the challenger observed")
)

// CheckParams sets how much the challenger checks.
//
// Soundness: the k rows are uniform and distinct, the m entries per row uniform, and the prover
// fixes C (the root) before it learns which rows are opened and never learns which entries are
// checked. A prover that computed only a fraction f of C's entries (or any work-saving shortcut
// that leaves a fraction 1-f wrong) passes with probability at most about f^(k*m), plus the
// chance of guessing an exact int32 entry it did not compute (below 1e-5 for n >= 256: an entry
// is a sum of n products with standard deviation ~5461*sqrt(n)). At the defaults (k=32, m=8,
// 256 entries) a prover that skipped 5% of the work passes with probability 0.95^256 ~ 2e-6,
// one that skipped 10% with ~2e-12; one that skipped whole rows (a fraction d) passes with
// (1-d)^32. Every opened row is also bound to the root by its Merkle path (SHA-256 collision
// resistance).
//
// Why not Freivalds (A(Br) == Cr) or recomputing whole rows: both need all of B at the
// challenger (n^2 PRG bytes and n^2 multiply-adds, plus all of C for full Freivalds, 256 MiB at
// n = 8192); against a prover doing 10^11 int8 MAC/s that is several percent of the prover's work
// at n = 1024. Checking single entries costs O(n) each (one row of A, one column of B, both
// seekable in the PRG), so the challenger's work is O(k*m*n + k*n) and the checked-entry count can
// be large.
type CheckParams struct {
	Rows          int // k rows opened (default 32, at most n)
	EntriesPerRow int // m entries recomputed per opened row (default 8)
}

// DefaultCheckParams are the defaults described on CheckParams.
var DefaultCheckParams = CheckParams{Rows: 32, EntriesPerRow: 8}

// WithDefaults returns p with each zero or negative field taken from DefaultCheckParams.
func (p CheckParams) WithDefaults() CheckParams {
	if p.Rows <= 0 {
		p.Rows = DefaultCheckParams.Rows
	}
	if p.EntriesPerRow <= 0 {
		p.EntriesPerRow = DefaultCheckParams.EntriesPerRow
	}
	return p
}

// PassProbability bounds the chance that a prover who computed only a fraction f of C passes.
func (p CheckParams) PassProbability(f float64) float64 {
	p = p.WithDefaults()
	return math.Pow(f, float64(p.Rows*p.EntriesPerRow))
}

// Plan is the challenger's private choice of what to check, made after the commitment.
type Plan struct {
	Request OpenRequest
	entries [][]int // per requested row: the columns to recompute (never sent)
}

// NewPlan draws k distinct rows and m columns per row from rng.
func NewPlan(rng *rand.Rand, n uint32, p CheckParams) Plan {
	p = p.WithDefaults()
	k := min(p.Rows, int(n))
	rows := make([]uint32, 0, k)
	seen := make(map[uint32]bool, k)
	for len(rows) < k {
		r := uint32(rng.IntN(int(n)))
		if !seen[r] {
			seen[r] = true
			rows = append(rows, r)
		}
	}
	entries := make([][]int, k)
	for i := range entries {
		entries[i] = make([]int, p.EntriesPerRow)
		for j := range entries[i] {
			entries[i][j] = rng.IntN(int(n))
		}
	}
	return Plan{Request: OpenRequest{Rows: rows}, entries: entries}
}

// Check verifies a commitment and its openings against the challenge and the plan. It does not
// judge the time (see CheckTime).
func Check(ch Challenge, cm Commitment, plan Plan, resp OpenResponse) error {
	if err := ch.Validate(); err != nil {
		return err
	}
	if err := cm.Validate(); err != nil {
		return err
	}
	if cm.Seed != ch.Seed || cm.N != ch.N {
		return fmt.Errorf("%w: commitment is for n=%d, challenge n=%d", ErrMismatch, cm.N, ch.N)
	}
	n := int(ch.N)
	if len(resp.Openings) != len(plan.Request.Rows) {
		return fmt.Errorf("%w: %d openings for %d rows", ErrMissingRow, len(resp.Openings), len(plan.Request.Rows))
	}
	bound := int64(n) << 14
	ga, gb := newPRG('A', ch.Seed, n), newPRG('B', ch.Seed, n)
	a, b := make([]int8, n), make([]int8, n)
	for i, row := range plan.Request.Rows {
		o := resp.Openings[i]
		if o.Row != row {
			return fmt.Errorf("%w: opening %d is row %d, want %d", ErrMissingRow, i, o.Row, row)
		}
		if len(o.Values) != n {
			return fmt.Errorf("%w: row %d has %d values, want %d", ErrMalformed, row, len(o.Values), n)
		}
		for j, v := range o.Values {
			if int64(v) > bound || int64(v) < -bound {
				return fmt.Errorf("%w: C[%d][%d]=%d", ErrOutOfRange, row, j, v)
			}
		}
		if err := VerifyProof(cm.Root, uint64(row), uint64(n), LeafHash(RowBytes(o.Values)), o.Proof); err != nil {
			return fmt.Errorf("row %d: %w", row, err)
		}
		ga.fill(uint64(row)*uint64(n), a)
		for _, col := range plan.entries[i] {
			gb.fill(uint64(col)*uint64(n), b)
			if want := dot8(a, b); o.Values[col] != want {
				return fmt.Errorf("%w: C[%d][%d]=%d, want %d", ErrWrongEntry, row, col, o.Values[col], want)
			}
		}
	}
	return nil
}

func dot8(a, b []int8) int32 {
	b = b[:len(a)]
	var s0, s1, s2, s3 int32
	i := 0
	for ; i+4 <= len(a); i += 4 {
		s0 += int32(a[i]) * int32(b[i])
		s1 += int32(a[i+1]) * int32(b[i+1])
		s2 += int32(a[i+2]) * int32(b[i+2])
		s3 += int32(a[i+3]) * int32(b[i+3])
	}
	for ; i < len(a); i++ {
		s0 += int32(a[i]) * int32(b[i])
	}
	return s0 + s1 + s2 + s3
}
