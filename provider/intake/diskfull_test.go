package intake

import (
	"errors"
	"math/big"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/p2p/diskspace"
	"github.com/gpumesh/gpumesh/p2p/disktest"
)

// TestPendingPutDiskFull: on a nearly full disk an acceptance is not stored (so it is not sent)
// and Put says why, with pebble never asked to write; once space returns it is stored.
func TestPendingPutDiskFull(t *testing.T) {
	fs, s := guardedStore(t)
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

// TestCursorAndVerifierRecordDiskFull: on a nearly full disk the watcher's cursor and the record
// of a checked zk verifier are refused with diskspace.ErrFull before pebble writes (the cursor
// keeps its old value, the circuit stays unchecked); once space returns the same writes land.
func TestCursorAndVerifierRecordDiskFull(t *testing.T) {
	fs, s := guardedStore(t)
	if err := s.setCursor(10, common.Hash{1}); err != nil {
		t.Fatal(err)
	}
	circuit := common.Hash{0xc1}

	fs.Fill(1 << 20)
	if err := s.setCursor(20, common.Hash{2}); !errors.Is(err, diskspace.ErrFull) || !strings.Contains(err.Error(), fs.Dir) {
		t.Fatalf("cursor on a full disk: %v, want diskspace.ErrFull naming %s", err, fs.Dir)
	}
	if n, prev, err := s.cursor(); err != nil || n != 10 || prev != (common.Hash{1}) {
		t.Fatalf("cursor after a refused write = %d %s (%v), want the old 10 %s", n, prev, err, common.Hash{1})
	}
	if err := s.recordVerifierChecked(circuit); !errors.Is(err, diskspace.ErrFull) {
		t.Fatalf("verifier record on a full disk: %v, want diskspace.ErrFull", err)
	}
	if ok, err := s.verifierChecked(circuit); err != nil || ok {
		t.Fatalf("verifier recorded as checked on a full disk: %v %v", ok, err)
	}

	fs.Release()
	if err := s.setCursor(20, common.Hash{2}); err != nil {
		t.Fatal(err)
	}
	if n, prev, err := s.cursor(); err != nil || n != 20 || prev != (common.Hash{2}) {
		t.Fatalf("cursor after space returned = %d %s (%v), want 20 %s", n, prev, err, common.Hash{2})
	}
	if err := s.recordVerifierChecked(circuit); err != nil {
		t.Fatal(err)
	}
	if ok, err := s.verifierChecked(circuit); err != nil || !ok {
		t.Fatalf("verifier not recorded after space returned: %v %v", ok, err)
	}
}

// guardedStore opens a store on a node DB of its own 64 MiB tmpfs, its records guarded to keep 8
// MiB free (fill the disk to leave less and every record is refused); both are closed and
// unmounted when the test ends.
func guardedStore(t *testing.T) (*disktest.FS, *Store) {
	t.Helper()
	fs := disktest.Mount(t, 64<<20)
	db, err := pebble.Open(filepath.Join(fs.Dir, "node"), quietDB())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() }) // before the unmount: cleanups run last-in first-out
	s := NewStore(db, PromiseLimits{})
	s.Space = diskspace.Guard{Dir: fs.Dir, Min: 8 << 20, What: "provider records"}
	return fs, s
}
