package requester

import (
	"errors"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
)

// gateRequester is a requester with its journal open (no node: the gate needs only the DB).
func gateRequester(t *testing.T, dir string, w int) *Requester {
	t.Helper()
	r := newTestRequester(t, &SpotCheckConfig{BurstUnchecked: w})
	d, err := openDB(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = d.close() })
	r.db = d
	return r
}

func jobID(i int) contracts.JobID { return contracts.JobID(common.BigToHash(big.NewInt(int64(i) + 1))) }

// TestBurstGateBoundsPaidWhileUnchecked: at most w burst jobs are paid to a provider while an
// earlier result of it is unchecked, even when the later ones are checked quickly (a cap on the
// number unchecked would let a slow re-run of an early job be followed by any number of paid
// jobs); jobs that are never checked pass; a mismatch stops the provider until a committee
// finds it right; another provider is not affected.
func TestBurstGateBoundsPaidWhileUnchecked(t *testing.T) {
	r := gateRequester(t, t.TempDir(), 2)
	prov, other := common.Address{1}, common.Address{2}
	admit := func(i int, unchecked bool) error {
		_, err := r.admitBurst(prov, jobID(i), unchecked)
		return err
	}
	for i := 0; i < 3; i++ { // job 0 and the two after it
		if err := admit(i, false); err != nil {
			t.Fatalf("job %d: %v", i, err)
		}
	}
	if err := admit(3, false); !errors.Is(err, ErrBurstUnchecked) {
		t.Fatalf("a 3rd job while job 0 is unchecked: %v, want ErrBurstUnchecked", err)
	}
	r.closeBurst(prov, jobID(1))
	r.closeBurst(prov, jobID(2))
	if err := admit(3, false); !errors.Is(err, ErrBurstUnchecked) {
		t.Fatalf("jobs 1 and 2 checked, job 0 still unchecked: %v, want ErrBurstUnchecked", err)
	}
	if err := admit(100, true); err != nil {
		t.Fatalf("a job that is never checked (a re-run): %v", err)
	}
	if _, err := r.admitBurst(other, jobID(3), false); err != nil {
		t.Fatalf("another provider: %v", err)
	}
	if err := admit(0, false); err != nil {
		t.Fatalf("job 0 again (a retry): %v", err)
	}
	r.closeBurst(prov, jobID(0))
	if err := admit(3, false); err != nil {
		t.Fatalf("every earlier job checked: %v", err)
	}

	r.stopBurst(prov, jobID(3))
	stopped, err := r.admitBurst(prov, jobID(4), false)
	if !stopped || !errors.Is(err, ErrBurstUnchecked) {
		t.Fatalf("after a mismatch: stopped %v, %v; want stopped", stopped, err)
	}
	if _, err := r.admitBurst(prov, jobID(101), true); err == nil {
		t.Fatal("after a mismatch a re-run job still went to the provider")
	}
	r.resumeBurst(prov, jobID(3))
	if err := admit(4, false); err != nil {
		t.Fatalf("after the committee found the provider right: %v", err)
	}
}

// TestBurstGateInvariant: under random interleavings of payments and checks, every job was
// followed by at most w jobs paid while it was unchecked: the w of the collateral bound.
func TestBurstGateInvariant(t *testing.T) {
	const w = 4
	r := gateRequester(t, t.TempDir(), w)
	prov := common.Address{7}
	rng := rand.New(rand.NewPCG(3, 4))
	open := map[int]int{} // open job -> jobs paid after it so far
	paid, refused := 0, 0
	for step := 0; step < 20000; step++ {
		if len(open) == 0 || rng.IntN(2) == 0 {
			id := paid
			if _, err := r.admitBurst(prov, jobID(id), false); err != nil {
				if !errors.Is(err, ErrBurstUnchecked) {
					t.Fatal(err)
				}
				refused++
				continue
			}
			for j := range open {
				open[j]++
				if open[j] > w {
					t.Fatalf("step %d: %d jobs paid while job %d was unchecked, w = %d", step, open[j], j, w)
				}
			}
			open[id] = 0
			paid++
			continue
		}
		// Check one open job, picked at random (an early one can stay open long).
		var pick int
		for j := range open {
			pick = j
			break
		}
		r.closeBurst(prov, jobID(pick))
		delete(open, pick)
	}
	if refused == 0 || paid < 1000 {
		t.Fatalf("paid %d, refused %d: the interleaving never reached the cap", paid, refused)
	}
}

// TestBurstGateAfterRestart: a restarted requester counts the burst jobs its journal has paid
// and not checked, and a provider whose job is disputed stays stopped.
func TestBurstGateAfterRestart(t *testing.T) {
	dir := t.TempDir()
	r := gateRequester(t, dir, 2)
	prov, disputed := common.Address{3}, common.Address{4}
	put := func(i int, p common.Address, ph Phase) {
		rec := &Record{ID: jobID(i), Class: jobspec.ClassBurst, Phase: ph,
			Acceptance: &market.Acceptance{Provider: p}, Voucher: &contracts.SignedVoucher{Voucher: contracts.Voucher{Sequence: uint64(i + 1), Amount: big.NewInt(10)}, Signature: make([]byte, 65)}}
		if err := r.db.put(rec); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 3; i++ {
		put(i, prov, PhaseSubmitted)
	}
	put(3, prov, PhaseClaimed) // checked: not counted
	put(4, disputed, PhaseDisputed)
	if _, err := r.admitBurst(prov, jobID(5), false); !errors.Is(err, ErrBurstUnchecked) {
		t.Fatalf("three unchecked jobs in the journal, w = 2: %v, want ErrBurstUnchecked", err)
	}
	if stopped, err := r.admitBurst(disputed, jobID(6), false); !stopped || err == nil {
		t.Fatalf("provider with a disputed job: stopped %v, %v; want stopped", stopped, err)
	}
	r.closeBurst(prov, jobID(0))
	if _, err := r.admitBurst(prov, jobID(5), false); err != nil {
		t.Fatalf("the oldest journal job checked: %v", err)
	}
}

func TestBurstUncheckedConfig(t *testing.T) {
	base := newTestRequester(t, nil).cfg
	for _, w := range []int{-1, 1001} {
		c := Config{DataDir: t.TempDir(), Key: base.Key, Backend: base.Backend, Deployment: base.Deployment,
			SpotCheck: &SpotCheckConfig{BurstUnchecked: w}}
		if _, err := New(c); !errors.Is(err, ErrConfig) || !strings.Contains(err.Error(), "BurstUnchecked") {
			t.Errorf("BurstUnchecked %d: %v, want ErrConfig naming BurstUnchecked", w, err)
		}
	}
}
