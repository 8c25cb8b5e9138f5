package runner

import (
	"errors"
	"path/filepath"
	"sync"
	"testing"

	"github.com/cockroachdb/pebble/v2"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/p2p/diskspace"
	"github.com/gpumesh/gpumesh/p2p/disktest"
)

// TestDiskFullHoldsTheIntent: the provider's disk fills after a job's result is uploaded and
// before the runner records "submitted" (the intent that precedes submitResult). The record is
// refused by Deps.Space (pebble never meets the full disk, which it could not survive), no
// transaction is sent while the disk stays full, the job keeps being retried rather than
// dropped, and once space returns the job is submitted once, claimed once and paid.
func TestDiskFullHoldsTheIntent(t *testing.T) {
	e := newEnv(t)
	fs := disktest.Mount(t, 64<<20)
	db, err := pebble.Open(filepath.Join(fs.Dir, "node"), &pebble.Options{Logger: quietLogger{}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	guard := diskspace.Guard{Dir: fs.Dir, Min: 8 << 20, What: "provider records"}
	r := e.runnerWith(Config{}, func(d *Deps) { d.DB, d.Space = db, guard })

	var (
		mu       sync.Mutex
		refused  int
		released = make(chan struct{})
	)
	r.hook = func(point string, id contracts.JobID, s State) {
		switch {
		case point == "acted" && s == StateUploading:
			fs.Fill(1 << 20) // the result is uploaded; the disk fills before "submitted" is written
		case point == "unpersisted" && s == StateSubmitted:
			mu.Lock()
			defer mu.Unlock()
			if refused++; refused == 3 {
				// Three refusals, each after a backoff: no transaction went out meanwhile.
				if lj := e.ledger.all()[id]; lj.Submits != 0 || lj.State != ChainOpen {
					t.Errorf("while the intent could not be written: ledger %+v, want no submit", lj)
				}
				if err := guard.Check(); !errors.Is(err, diskspace.ErrFull) {
					t.Errorf("guard on the full disk: %v", err)
				}
				fs.Release()
				close(released)
			}
		}
	}
	j := e.job("diskfull", "hello")
	e.ledger.Open(j.ID, j.Price, j.Deadline)
	if err := r.Submit(t.Context(), j); err != nil {
		t.Fatal(err)
	}
	start(t, r)
	rec := waitFinal(t, r, j.ID)
	select {
	case <-released:
	default:
		t.Fatal("the job ended without the disk-full refusals")
	}
	lj := e.ledger.all()[j.ID]
	if rec.State != StatePaid || lj.Submits != 1 || lj.Claims != 1 || len(lj.Reverts) != 0 {
		t.Fatalf("record %s, ledger %+v: want paid with one submit and one claim", rec.State, lj)
	}
	checkResult(t, e, rec)
}
