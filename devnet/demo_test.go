package devnet_test

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/requester"
)

// TestFullDemo runs what `make demo` runs (gpumesh devnet demo): three in-process provider
// daemons, a batch job paid through the escrow, a burst job paid by a channel voucher and
// redeemed, and a zk job paid on a proof verified on chain; every job claimed, no token created
// or lost (RunFullDemo checks conservation itself).
func TestFullDemo(t *testing.T) {
	if testing.Short() {
		t.Skip("-short skips the integration tier: this runs `make demo` end to end (embedded chain, three provider daemons, a Solidity verifier compiled with solc-js; ~12 s); make test runs it")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	n, err := devnet.Start(ctx, devnet.Config{DataDir: t.TempDir()})
	if err != nil {
		t.Fatalf("devnet.Start: %v", err)
	}
	t.Cleanup(func() { n.Close() })
	if err := n.StartProviders(ctx, devnet.ProvidersConfig{}); err != nil {
		t.Fatalf("StartProviders: %v", err)
	}
	var out bytes.Buffer
	res, err := devnet.RunFullDemo(ctx, n, filepath.Join(t.TempDir(), "jobs"), &out)
	t.Logf("demo output:\n%s", out.String())
	if err != nil {
		t.Fatalf("RunFullDemo: %v", err)
	}
	classes := map[string]*requester.Record{}
	for _, rec := range res.Jobs {
		classes[rec.Class] = rec
		// A zk job is done for the requester once proven (RunFullDemo checks the escrow
		// shows it claimed by its provider after that).
		if rec.Phase != requester.PhaseClaimed && !(rec.Class == "zk" && rec.Phase == requester.PhaseProven) {
			t.Errorf("%s job %s ended %s, want claimed", rec.Class, rec.ID.Hex(), rec.Phase)
		}
	}
	if len(res.Jobs) != 3 || classes["batch"] == nil || classes["burst"] == nil || classes["zk"] == nil {
		t.Fatalf("demo jobs %d (%v), want one batch, one burst and one zk job", len(res.Jobs), classes)
	}
	if b := classes["burst"]; b.Voucher == nil || !strings.Contains(out.String(), "redeemed: 1 voucher(s)") {
		t.Errorf("burst job voucher %v; demo output lacks the channel redemption", b.Voucher)
	}
	if b := classes["batch"]; b.Voucher != nil || b.OpenGas == 0 {
		t.Errorf("batch job: voucher %v open gas %d, want paid through the escrow", b.Voucher, b.OpenGas)
	}
}
