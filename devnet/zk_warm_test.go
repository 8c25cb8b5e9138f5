package devnet_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/consensys/gnark/logger"

	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/proving"
)

// waitWarmOffer waits until r's book holds provider's offer listing circuit warm (want) or not.
func waitWarmOffer(t *testing.T, ctx context.Context, r *requester.Requester, p *devnet.Provider, circuit string, want bool) {
	t.Helper()
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for {
		if e, ok := r.Book().Get(p.Address); ok && e.Offer.WarmCircuit(circuit) == want {
			return
		}
		select {
		case <-ctx.Done():
			e, _ := r.Book().Get(p.Address)
			t.Fatalf("provider-%d's offer never listed circuit %s warm=%v (last offer %+v): %v", p.Index, circuit, want, e.Offer, ctx.Err())
		case <-tick.C:
		}
	}
}

// TestZKWarmAtAdvertise: a provider that starts advertising a circuit (AddCircuit) fetches and
// decodes its package then, before any job, and its offer lists it warm; a zk job of the circuit
// goes to it rather than to an otherwise equal provider that does not hold the circuit
// (matching's zk_warm term). A provider restarted with the circuit in executor.zk.circuits
// decodes it at start-up; a CID that is not a circuit package is refused and never listed.
func TestZKWarmAtAdvertise(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: brings up a devnet with 2 provider daemons and compiles a Solidity verifier (make test runs it)")
	}
	logger.Disable()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	n, err := devnet.Start(ctx, devnet.Config{DataDir: t.TempDir(), Providers: 2})
	if err != nil {
		t.Fatalf("devnet.Start: %v", err)
	}
	t.Cleanup(func() { n.Close() })
	if err := n.StartZKProviders(ctx, devnet.ZKProvidersConfig{}); err != nil {
		t.Fatalf("StartZKProviders: %v", err)
	}
	r, err := n.StartRequester(ctx)
	if err != nil {
		t.Fatalf("StartRequester: %v", err)
	}
	t.Cleanup(func() { r.Close() })
	circuit, err := n.RegisterZKCircuit(ctx, r.Store(), devnet.ZKCircuitConfig{Rounds: devnet.DemoZKRounds})
	if err != nil {
		t.Fatalf("RegisterZKCircuit (node and `npm ci` in contracts/ are required for the verifier compile): %v", err)
	}
	cid := circuit.CID.String()
	warm, cold := n.Nodes[0], n.Nodes[1]
	for _, p := range []*devnet.Provider{warm, cold} {
		waitWarmOffer(t, ctx, r, p, cid, false) // both offers known, neither warm
	}

	// The warm provider starts advertising the circuit: it fetches it from the requester's node,
	// checks and decodes it now, and its offer lists it warm; no job of it has run anywhere.
	if err := warm.Daemon().AddCircuit(ctx, cid); err != nil {
		t.Fatalf("AddCircuit: %v", err)
	}
	if got := warm.Daemon().WarmCircuits(); !slices.Equal(got, []string{cid}) {
		t.Fatalf("warm provider holds %v decoded, want [%s]", got, cid)
	}
	waitWarmOffer(t, ctx, r, warm, cid, true)
	if got := cold.Daemon().WarmCircuits(); len(got) != 0 {
		t.Fatalf("the other provider holds %v decoded before any job, want none", got)
	}
	if e, ok := r.Book().Get(cold.Address); !ok || e.Offer.WarmCircuit(cid) {
		t.Fatalf("the other provider's offer: %v listed, warm circuits %v; want listed, none warm", ok, e.Offer)
	}

	j, err := submitZK(t, ctx, r, circuit, devnet.ZKJobOptions{Preimage: 11, Label: "warm", Deadline: zkDeadline})
	if err != nil {
		t.Fatalf("submit zk job: %v", err)
	}
	if got := j.Record.Acceptance.Provider; got != warm.Address {
		t.Fatalf("the zk job went to %s, want the provider holding its circuit warm (%s)", got, warm.Address)
	}
	rec, err := j.Wait(ctx)
	if err != nil || !rec.Phase.Delivered() {
		t.Fatalf("zk job: %v, phase %v; want proven (or claimed)", err, rec.Phase)
	}

	// At start-up: the other provider restarts with the circuit in executor.zk.circuits and
	// decodes it before any job of it arrives.
	if err := cold.Stop(); err != nil {
		t.Fatal(err)
	}
	cold.Config.Executor.ZK.Circuits = []string{cid}
	if err := cold.Restart(ctx); err != nil {
		t.Fatalf("restart advertising the circuit: %v", err)
	}
	tick := time.NewTicker(20 * time.Millisecond)
	defer tick.Stop()
	for !slices.Equal(cold.Daemon().WarmCircuits(), []string{cid}) {
		select {
		case <-ctx.Done():
			t.Fatalf("the restarted provider never decoded its advertised circuit (holds %v): %v", cold.Daemon().WarmCircuits(), ctx.Err())
		case <-tick.C:
		}
	}
	junk, err := r.Store().AddReader(ctx, strings.NewReader("not a circuit package"), content.AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := warm.Daemon().AddCircuit(ctx, junk.String()); !errors.Is(err, proving.ErrNotPackage) {
		t.Fatalf("AddCircuit of a CID that is not a circuit package: %v, want ErrNotPackage", err)
	}
	if err := warm.Daemon().AddCircuit(ctx, "not-a-cid"); err == nil {
		t.Fatal("AddCircuit of a malformed CID: no error")
	}
	if got := warm.Daemon().WarmCircuits(); !slices.Equal(got, []string{cid}) {
		t.Fatalf("after refused circuits the provider holds %v decoded, want [%s]", got, cid)
	}
}
