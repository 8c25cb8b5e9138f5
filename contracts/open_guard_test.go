package contracts

import (
	"errors"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
)

// TestJobIDFrontRunRefused is issue 14 item 5: job ids travel in gossiped requests, so an attacker
// who sees a victim's id opens a job under it first (with a provider it controls, or any that
// signs) to make the victim's openJob revert JobExists. Ids are namespaced by requester now: the
// attacker's open reverts JobIdNotRequesters and the victim's goes through.
func TestJobIDFrontRunRefused(t *testing.T) {
	f := newFixture(t)
	attacker := f.other
	f.must(f.c.Mint(f.ctx, f.owner, attacker.Address(), tok(1_000)))

	victim, victimSig := f.acceptance(nil) // the victim's id, as gossiped in its request
	if got := victim.JobID.Requester(); got != f.requester.Address() {
		t.Fatalf("NewJobID put %s in the high bytes, want the requester %s", got, f.requester.Address())
	}
	stolen, stolenSig := f.acceptance(func(a *Acceptance) {
		a.JobID = victim.JobID
		a.Requester = attacker.Address()
		a.Collateral = tok(0)
	})
	f.must(f.c.Approve(f.ctx, attacker, f.d.Escrow, stolen.Price))
	_, err := f.c.OpenJob(f.ctx, attacker, stolen, stolenSig)
	re := wantRevert(t, err, "escrow", "JobIdNotRequesters")
	if v, _ := re.Arg("requester"); v != attacker.Address() {
		t.Errorf("JobIdNotRequesters names requester %v, want %s", v, attacker.Address())
	}
	if s := f.status(victim.JobID); s != StatusNone {
		t.Fatalf("the victim's id is %s after the attacker's attempt, want None", s)
	}

	f.open(victim, victimSig)
	if s := f.status(victim.JobID); s != StatusOpen {
		t.Fatalf("victim's job %s, want Open", s)
	}
	// The attacker's own namespace still works for it.
	own, ownSig := f.acceptance(func(a *Acceptance) {
		a.JobID = NewJobID(attacker.Address())
		a.Requester = attacker.Address()
		a.Collateral = tok(0)
	})
	f.must(f.c.OpenJob(f.ctx, attacker, own, ownSig))

	// Go refuses the same acceptance before it costs gas.
	if err := stolen.Validate(); !errors.Is(err, ErrInvalidAcceptance) {
		t.Errorf("Validate of a foreign job id: %v, want ErrInvalidAcceptance", err)
	}
}

func TestNewJobID(t *testing.T) {
	req := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	a, b := NewJobID(req), NewJobID(req)
	if a.Requester() != req || b.Requester() != req {
		t.Fatalf("ids %x, %x do not start with %s", a, b, req)
	}
	if a == b {
		t.Fatalf("two ids are equal: %x (the tail must be random)", a)
	}
}

// TestOpenRefusesLateExpiry is issue 14 item 3a: an acceptance whose expiry lets the requester open
// the job so late that the provider has no time left before the deadline is refused on chain
// (ExpiryTooLate); the latest expiry allowed, deadline - MIN_RUN_LEAD, opens.
func TestOpenRefusesLateExpiry(t *testing.T) {
	f := newFixture(t)
	lead := uint64(MinRunLead / time.Second)
	late, lateSig := f.acceptance(func(a *Acceptance) { a.Expiry = a.Deadline - lead + 1 })
	f.must(f.c.Approve(f.ctx, f.requester, f.d.Escrow, late.Price))
	_, err := f.c.OpenJob(f.ctx, f.requester, late, lateSig)
	re := wantRevert(t, err, "escrow", "ExpiryTooLate")
	if v, _ := re.Arg("minRunLead"); v != lead {
		t.Errorf("ExpiryTooLate names minRunLead %v, want %d (MinRunLead in Go and MIN_RUN_LEAD differ)", v, lead)
	}
	after, afterSig := f.acceptance(func(a *Acceptance) { a.Expiry = a.Deadline + 100 })
	_, err = f.c.OpenJob(f.ctx, f.requester, after, afterSig)
	wantRevert(t, err, "escrow", "ExpiryTooLate")

	ok, okSig := f.acceptance(func(a *Acceptance) { a.Expiry = a.Deadline - lead })
	f.open(ok, okSig)
	if s := f.status(ok.JobID); s != StatusOpen {
		t.Fatalf("status %s, want Open", s)
	}
}

func TestMaxExpiry(t *testing.T) {
	for _, tc := range []struct {
		name       string
		deadline   uint64
		wall, lead time.Duration
		want       uint64
		wantErr    bool
	}{
		{"lead above the floor", 1_000, 100 * time.Second, 30 * time.Second, 870, false},
		{"lead below the floor takes MinRunLead", 1_000, 100 * time.Second, time.Second, 890, false},
		{"partial seconds round up", 1_000, 1500 * time.Millisecond, 30 * time.Second, 968, false},
		{"no room", 100, 95 * time.Second, 30 * time.Second, 0, true},
		{"negative wall time", 1_000, -time.Second, 0, 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := MaxExpiry(tc.deadline, tc.wall, tc.lead)
			if tc.wantErr {
				if !errors.Is(err, ErrNoRunTime) {
					t.Fatalf("got %d, %v; want ErrNoRunTime", got, err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("got %d, %v; want %d", got, err, tc.want)
			}
			if got+uint64(MinRunLead/time.Second) > tc.deadline {
				t.Fatalf("expiry %d is within MinRunLead of the deadline %d: the escrow would refuse it", got, tc.deadline)
			}
		})
	}
}
