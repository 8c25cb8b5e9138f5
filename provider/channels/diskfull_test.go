package channels

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/p2p/diskspace"
	"github.com/gpumesh/gpumesh/p2p/disktest"
)

// TestChannelDiskFull: on a nearly full disk (a real tmpfs) each record of the burst flow is
// refused with diskspace.ErrFull before pebble writes, so the voucher is declined with nothing
// recorded and no collateral lock sent: the first voucher of a channel (its channel record), a
// job that needs more collateral (the lock's in-flight record, before the lock is sent) and a
// job the channel already covers (the voucher and job record, one batch). Once space returns
// the same voucher is accepted, locking once.
func TestChannelDiskFull(t *testing.T) {
	ctx := context.Background()
	fs := disktest.Mount(t, 64<<20)
	cfg := testConfig
	cfg.Space = diskspace.Guard{Dir: fs.Dir, Min: 8 << 20, What: "provider records"}
	f := newChannelFixtureAt(t, fs.Dir, cfg)
	id := f.open(1, f.reqAddr, f.me, 100_000, time.Hour)

	// refusedThenAccepted offers p with a voucher of amount/seq on a full disk (refused, nothing
	// recorded, no new lock), then again once space is back (accepted).
	// record is what the refusal names.
	refusedThenAccepted := func(t *testing.T, record string, price, amount int64, seq uint64, wantLocks int) {
		t.Helper()
		p := f.proposal(price)
		locks := len(f.chain.locks)
		var latest uint64
		if ch, ok := f.c.open[id]; ok && ch.pc.Latest() != nil {
			latest = ch.pc.Latest().Sequence
		}
		fs.Fill(1 << 20)
		_, err := f.c.acceptVoucher(ctx, p, f.voucher(id, amount, seq), time.Second)
		if !errors.Is(err, diskspace.ErrFull) || !strings.Contains(err.Error(), fs.Dir) || !strings.Contains(err.Error(), record) {
			t.Fatalf("voucher on a full disk: %v, want diskspace.ErrFull naming %q and %s", err, record, fs.Dir)
		}
		if j, err := f.c.db.job(p.JobID); err != nil || j != nil {
			t.Fatalf("refused voucher left a job record %+v (%v)", j, err)
		}
		if len(f.chain.locks) != locks {
			t.Fatalf("collateral locked on a full disk: %v", f.chain.locks)
		}
		if m, err := f.c.db.mark(id); err != nil || m != nil {
			t.Fatalf("collateral record left on a full disk: %+v (%v)", m, err)
		}
		if ch, ok := f.c.open[id]; ok && ch.pc.Latest() != nil && ch.pc.Latest().Sequence != latest {
			t.Fatalf("channel moved to voucher %d on a full disk, want %d", ch.pc.Latest().Sequence, latest)
		}
		if rec, err := f.c.db.LoadChannel(ctx, id); seq == 1 && !errors.Is(err, contracts.ErrNoChannel) {
			t.Fatalf("channel record stored on a full disk: %s (%v)", rec, err)
		}

		fs.Release()
		j, err := f.c.acceptVoucher(ctx, p, f.voucher(id, amount, seq), time.Second)
		if err != nil {
			t.Fatalf("the same voucher once space returned: %v", err)
		}
		if got, err := f.c.db.job(p.JobID); err != nil || got == nil || got.Sequence != seq || got.Paid.Cmp(j.Paid) != 0 {
			t.Fatalf("job record after space returned: %+v (%v)", got, err)
		}
		if len(f.chain.locks) != wantLocks {
			t.Fatalf("locks %v after space returned, want %d", f.chain.locks, wantLocks)
		}
	}
	t.Run("first_voucher", func(t *testing.T) { refusedThenAccepted(t, "store channel", 100, 100, 1, 1) })
	t.Run("collateral_top_up", func(t *testing.T) { refusedThenAccepted(t, "collateral record", 200, 300, 2, 2) })
	t.Run("covered_job", func(t *testing.T) { refusedThenAccepted(t, "store channel", 100, 400, 3, 2) })
	if got := f.chain.collateral[id].Int64(); got != 1600 {
		t.Fatalf("channel collateral %d, want 8 x 200 = 1600 (locked once per step)", got)
	}
}
