package intake

import (
	"errors"
	"math/big"
	"path/filepath"
	"testing"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
)

func TestPendingStorePrune(t *testing.T) {
	db, err := pebble.Open(filepath.Join(t.TempDir(), "db"), quietDB())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	s := &Store{db: db}
	now := time.Now()
	mk := func(b byte, expiry time.Time, delivered bool) *Pending {
		return &Pending{Acceptance: &market.Acceptance{JobID: contracts.JobID{b}, Price: big.NewInt(1), Expiry: uint64(expiry.Unix())}, Delivered: delivered}
	}
	for _, p := range []*Pending{mk(1, now.Add(-2*time.Hour), false), mk(2, now.Add(-2*time.Hour), true), mk(3, now.Add(time.Hour), false)} {
		if err := s.Put(p); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.setCursor(42, common.Hash{4, 2}); err != nil {
		t.Fatal(err)
	}
	pruned, err := s.prune(now.Add(-time.Hour))
	if err != nil || len(pruned) != 1 || pruned[0].Acceptance.JobID != (contracts.JobID{1}) {
		t.Fatalf("pruned %d (%v), want job 1", len(pruned), err)
	}
	if _, err := s.Get(contracts.JobID{1}); !errors.Is(err, ErrNoPending) {
		t.Errorf("expired, undelivered acceptance kept: %v", err)
	}
	for _, b := range []byte{2, 3} {
		if _, err := s.Get(contracts.JobID{b}); err != nil {
			t.Errorf("acceptance %d: %v", b, err)
		}
	}
	if c, h, err := s.cursor(); err != nil || c != 42 || h != (common.Hash{4, 2}) {
		t.Errorf("cursor %d %v", c, err)
	}
}
