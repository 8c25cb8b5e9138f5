package capacity

import (
	"context"
	"encoding/binary"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// Prover answers capacity challenges on the provider's device.
type Prover struct {
	m Multiplier
}

// NewProver returns a prover that computes products with m.
func NewProver(m Multiplier) *Prover { return &Prover{m: m} }

// Session holds one computed product until its rows are opened.
type Session struct {
	cm   Commitment
	n    int
	c    []int32
	tree *merkleTree
}

// Commit derives A and B, computes C = A*B, commits to C's rows and reports the time it took.
func (p *Prover) Commit(ctx context.Context, ch Challenge) (*Session, error) {
	if err := ch.Validate(); err != nil {
		return nil, err
	}
	start := time.Now()
	n := int(ch.N)
	var a, b []int8
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { defer wg.Done(); b = DeriveB(ch.Seed, n) }()
	a = DeriveA(ch.Seed, n)
	wg.Wait()
	c := make([]int32, n*n)
	if err := p.m.MulInt8(ctx, n, a, b, c); err != nil {
		return nil, fmt.Errorf("capacity commit n=%d: %w", n, err)
	}
	return newSession(ch, c, start, p.m.Device()), nil
}

// newSession commits to c (the product, or whatever a test prover pretends it is).
func newSession(ch Challenge, c []int32, start time.Time, dev Device) *Session {
	n := int(ch.N)
	tree := newMerkleTree(rfc6962, rowLeaves(c, n))
	elapsed := time.Since(start)
	return &Session{
		cm: Commitment{
			Seed: ch.Seed, N: ch.N, Root: tree.root(),
			ElapsedNanos: max(1, elapsed.Nanoseconds()), Device: dev,
		},
		n: n, c: c, tree: tree,
	}
}

// RowBytes is the leaf encoding of one row of C: n int32 values, little-endian.
func RowBytes(row []int32) []byte {
	b := make([]byte, 4*len(row))
	for j, v := range row {
		binary.LittleEndian.PutUint32(b[4*j:], uint32(v))
	}
	return b
}

func rowLeaves(c []int32, n int) []Hash {
	leaves := make([]Hash, n)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			buf := make([]byte, 4*n)
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				for j, v := range c[i*n : (i+1)*n] {
					binary.LittleEndian.PutUint32(buf[4*j:], uint32(v))
				}
				leaves[i] = LeafHash(buf)
			}
		}()
	}
	wg.Wait()
	return leaves
}

// Commitment returns the commitment to send to the challenger.
func (s *Session) Commitment() Commitment { return s.cm }

// Open returns the requested rows with their Merkle paths.
func (s *Session) Open(req OpenRequest) (OpenResponse, error) {
	if err := req.Validate(uint32(s.n)); err != nil {
		return OpenResponse{}, err
	}
	out := OpenResponse{Openings: make([]Opening, len(req.Rows))}
	for i, r := range req.Rows {
		row := int(r)
		out.Openings[i] = Opening{
			Row:    r,
			Values: append([]int32(nil), s.c[row*s.n:(row+1)*s.n]...),
			Proof:  s.tree.proof(row),
		}
	}
	return out, nil
}
