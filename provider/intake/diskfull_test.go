package intake

import (
	"errors"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/cockroachdb/pebble/v2"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/p2p/diskspace"
	"github.com/gpumesh/gpumesh/p2p/disktest"
)

// TestPendingPutDiskFull: on a nearly full disk an acceptance is not stored (so it is not sent)
// and Put says why, with pebble never asked to write; once space returns it is stored.
func TestPendingPutDiskFull(t *testing.T) {
	fs := disktest.Mount(t, 64<<20)
	db, err := pebble.Open(filepath.Join(fs.Dir, "node"), quietDB())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	s := NewStore(db, PromiseLimits{})
	s.Space = diskspace.Guard{Dir: fs.Dir, Min: 8 << 20, What: "provider records"}
	spec, _ := batchSpec(time.Second).Canonical()
	p := &Pending{Acceptance: &market.Acceptance{JobID: contracts.JobID{7}, Price: big.NewInt(1), Expiry: uint64(time.Now().Add(time.Minute).Unix())}, Spec: spec}
	fs.Fill(1 << 20)
	if err := s.Put(p); !errors.Is(err, diskspace.ErrFull) {
		t.Fatalf("Put on a full disk: %v, want diskspace.ErrFull", err)
	}
	if _, err := s.Get(p.Acceptance.JobID); !errors.Is(err, ErrNoPending) {
		t.Fatalf("acceptance stored on a full disk: %v", err)
	}
	fs.Release()
	if err := s.Put(p); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Get(p.Acceptance.JobID); err != nil {
		t.Fatal(err)
	}
}
