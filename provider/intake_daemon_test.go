package provider_test

import (
	"context"
	"crypto/rand"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/propose"
	"github.com/ipfs/go-cid"
	"github.com/multiformats/go-multihash"
)

// TestDaemonAcceptIntake, against a provider daemon on the devnet:
//   - a proposal citing an input nobody serves is declined naming the CID (the provider fetches
//     module and inputs before signing; before, it signed and the requester could open the job
//     and let it miss its deadline, collecting the slash);
//   - a proposal whose deadline leaves no time to open and run the job is declined;
//   - an accepted proposal's expiry leaves wall time + lead before the deadline.
func TestDaemonAcceptIntake(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: starts a devnet and a provider daemon (make test runs it)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	h := startHarness(t, ctx)

	b := make([]byte, 64)
	rand.Read(b)
	mh, err := multihash.Sum(b, multihash.SHA2_256, -1)
	if err != nil {
		t.Fatal(err)
	}
	missing := cid.NewCidV1(cid.Raw, mh).String()
	specCID, _ := h.spec(t, ctx, wasmSpec(h.wasmCID, `["cat", "/in/data"]`, "64MiB", "10s", map[string]string{"data": missing}))
	if acc, err := h.propose(ctx, specCID, market.ClassBatch, 100_000); !errors.Is(err, propose.ErrDeclined) || !strings.Contains(err.Error(), missing) {
		t.Fatalf("proposal citing an unfetchable input: got acceptance %v, err %v; want a decline naming %s", acc != nil, err, missing)
	}

	okCID, spec := h.spec(t, ctx, wasmSpec(h.wasmCID, `["hello"]`, "64MiB", "10s", nil))
	tight := h.chainDeadline(spec.WallTime() + 2*time.Second) // less than wall time + lead
	if _, err := h.proposeDeadline(ctx, okCID, market.ClassBatch, 100_000, tight); !errors.Is(err, propose.ErrDeclined) {
		t.Fatalf("proposal with no room before the deadline: got %v, want a decline", err)
	}
	deadline := h.chainDeadline(90 * time.Second)
	acc, err := h.proposeDeadline(ctx, okCID, market.ClassBatch, 100_000, deadline)
	if err != nil {
		t.Fatalf("proposal with room: %v", err)
	}
	latest, err := contracts.MaxExpiry(acc.Deadline, spec.WallTime(), 5*time.Second) // testConfig's offer.min_lead
	if err != nil || acc.Expiry > latest {
		t.Fatalf("acceptance expiry %d, deadline %d: want at most %d (deadline - wall time - lead), %v", acc.Expiry, acc.Deadline, latest, err)
	}
}
