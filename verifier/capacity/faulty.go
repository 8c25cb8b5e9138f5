package capacity

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// Fault is a way a deliberately faulty prover misbehaves. The devnet runs providers with faults
// on purpose (and tests use them); a real provider never does.
type Fault int

// Faults.
const (
	FaultSkipHalf  Fault = iota + 1 // computes only the first half of C's rows, zeros the rest
	FaultWrongRoot                  // commits honestly but reports another root
	FaultFastClock                  // reports a twentieth of its real time
)

func (f Fault) String() string {
	switch f {
	case FaultSkipHalf:
		return "skip-half"
	case FaultWrongRoot:
		return "wrong-root"
	case FaultFastClock:
		return "fast-clock"
	}
	return fmt.Sprintf("fault(%d)", int(f))
}

// FaultyTarget is a Target that misbehaves in one way.
type FaultyTarget struct {
	m     Multiplier
	fault Fault
	mu    sync.Mutex
	sess  *Session
}

// NewFaultyTarget returns a prover on m with the given fault.
func NewFaultyTarget(m Multiplier, f Fault) *FaultyTarget { return &FaultyTarget{m: m, fault: f} }

// Commit implements Target.
func (t *FaultyTarget) Commit(ctx context.Context, ch Challenge) (Commitment, error) {
	if err := ch.Validate(); err != nil {
		return Commitment{}, err
	}
	start := time.Now()
	n := int(ch.N)
	c := make([]int32, n*n)
	if t.fault == FaultSkipHalf {
		// The rows of the second half come out zero, as if never computed (a real cheater would
		// also save the time; what the check sees is the same).
		a := DeriveA(ch.Seed, n)
		clear(a[n/2*n:])
		if err := t.m.MulInt8(ctx, n, a, DeriveB(ch.Seed, n), c); err != nil {
			return Commitment{}, err
		}
	} else if err := t.m.MulInt8(ctx, n, DeriveA(ch.Seed, n), DeriveB(ch.Seed, n), c); err != nil {
		return Commitment{}, err
	}
	s := newSession(ch, c, start, t.m.Device())
	t.mu.Lock()
	t.sess = s
	t.mu.Unlock()
	cm := s.Commitment()
	switch t.fault {
	case FaultWrongRoot:
		cm.Root[0] ^= 0xff
	case FaultFastClock:
		cm.ElapsedNanos = max(1, cm.ElapsedNanos/20)
	}
	return cm, nil
}

// Open implements Target.
func (t *FaultyTarget) Open(_ context.Context, req OpenRequest) (OpenResponse, error) {
	t.mu.Lock()
	s := t.sess
	t.mu.Unlock()
	if s == nil {
		return OpenResponse{}, fmt.Errorf("%w: open before commit", ErrMalformed)
	}
	return s.Open(req)
}
