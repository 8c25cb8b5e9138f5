package devnet_test

import (
	"context"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/requester"
)

// verifyNet starts a devnet with honest providers and one wrong-result provider (the last), and
// a requester that spot-checks every batch job (devnet.AlwaysSpotCheck: p = 1) by re-running it
// on another honest provider.
func verifyNet(t *testing.T, ctx context.Context, providers int) (*devnet.Network, *requester.Requester) {
	t.Helper()
	n, err := devnet.Start(ctx, devnet.Config{DataDir: t.TempDir(), Providers: providers, ChallengeWindow: 20 * time.Second})
	if err != nil {
		t.Fatalf("devnet.Start: %v", err)
	}
	t.Cleanup(func() { n.Close() })
	if err := n.StartProviders(ctx, devnet.ProvidersConfig{Faults: []devnet.Fault{devnet.FaultWrongResult}, Command: providerCommand}); err != nil {
		t.Fatalf("StartProviders: %v", err)
	}
	cfg := n.RequesterConfig()
	always := devnet.AlwaysSpotCheck()
	cfg.SpotCheck = &requester.SpotCheckConfig{Params: &always, Reexecutor: n.Reexecutor()}
	r, err := requester.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close() })
	return n, r
}

func TestE2EWrongResultCaughtBySpotCheck(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	n, r := verifyNet(t, ctx, 3)
	cheater := n.Nodes[len(n.Nodes)-1]
	if cheater.Fault != devnet.FaultWrongResult {
		t.Fatalf("provider-%d fault %q, want wrong-result", cheater.Index, cheater.Fault)
	}

	// The cheater undercuts, so it wins the first auction; its made-up result is fetched, the
	// spot-check re-runs the job on an honest provider and finds another CID.
	j := submit(t, ctx, r, devnet.JobOptions{Class: "batch", Label: "cheated"})
	rec, err := j.Wait(ctx)
	if rec == nil || rec.Acceptance == nil {
		t.Fatalf("Wait: %v", err)
	}
	if rec.Acceptance.Provider != cheater.Address {
		t.Fatalf("job went to %s, want the undercutting wrong-result provider %s", rec.Acceptance.Provider.Hex(), cheater.Address.Hex())
	}
	sc, serr := r.SpotCheckOf(j.ID)
	if serr != nil {
		t.Fatalf("spot-check record: %v (Wait: %v)", serr, err)
	}
	t.Logf("spot-check: %+v (Wait: %v)", sc, err)
	if !sc.Selected || sc.Verdict != "mismatch" || sc.Reexecuted == "" || sc.Reexecuted == sc.ResultCID {
		t.Fatalf("spot-check %+v: want selected with a mismatch", sc)
	}
}
