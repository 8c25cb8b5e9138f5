package devnet_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
)

// providerCommand starts a provider daemon as a process of this test binary (the binary
// re-executed; TestMain runs the daemon in it).
var providerCommand func(path string) *exec.Cmd

func TestMain(m *testing.M) {
	providerCommand = devnet.ReexecProviders("GPUMESH_DEVNET_PROVIDER_CONFIG")
	os.Exit(m.Run())
}

// e2eProviders starts a devnet (a one-second challenge window) with n provider daemons, the
// last ones faulty; it is closed when the test ends.
func e2eProviders(t *testing.T, ctx context.Context, providers int, faults ...devnet.Fault) *devnet.Network {
	t.Helper()
	n, err := devnet.Start(ctx, devnet.Config{DataDir: t.TempDir(), Providers: providers, ChallengeWindow: time.Second})
	if err != nil {
		t.Fatalf("devnet.Start: %v", err)
	}
	t.Cleanup(func() { n.Close() })
	if err := n.StartProviders(ctx, devnet.ProvidersConfig{Faults: faults, Command: providerCommand}); err != nil {
		t.Fatalf("StartProviders: %v", err)
	}
	return n
}

// e2eNet starts a devnet with n provider daemons (the last ones faulty) and a requester.
func e2eNet(t *testing.T, ctx context.Context, providers int, faults ...devnet.Fault) (*devnet.Network, *requester.Requester) {
	t.Helper()
	n := e2eProviders(t, ctx, providers, faults...)
	r, err := n.StartRequester(ctx)
	if err != nil {
		t.Fatalf("StartRequester: %v", err)
	}
	t.Cleanup(func() { r.Close() })
	return n, r
}

// startRequester starts a requester with cfg (a devnet's config the test changed: its backend,
// data directory or spot-checks), closed when the test ends.
func startRequester(t *testing.T, ctx context.Context, cfg requester.Config) *requester.Requester {
	t.Helper()
	r, err := requester.New(cfg)
	if err != nil {
		t.Fatalf("requester.New: %v", err)
	}
	if err := r.Start(ctx); err != nil {
		t.Fatalf("requester Start: %v", err)
	}
	t.Cleanup(func() { r.Close() })
	return r
}

type ledger struct{ sum, supply *big.Int }

func snapshot(t *testing.T, ctx context.Context, n *devnet.Network) ledger {
	t.Helper()
	_, sum, err := n.Holdings(ctx)
	if err != nil {
		t.Fatal(err)
	}
	supply, err := n.Contracts.TotalSupply(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return ledger{sum, supply}
}

func (l ledger) check(t *testing.T, ctx context.Context, n *devnet.Network) {
	t.Helper()
	if err := n.CheckConservation(ctx, l.sum, l.supply); err != nil {
		t.Fatal(err)
	}
}

func submit(t *testing.T, ctx context.Context, r *requester.Requester, o devnet.JobOptions) *requester.Job {
	t.Helper()
	j, err := submitErr(t, ctx, r, o)
	if err != nil {
		t.Fatal(err)
	}
	return j
}

// submitErr is submit for goroutines other than the test's (which must not call t.Fatal).
func submitErr(t *testing.T, ctx context.Context, r *requester.Requester, o devnet.JobOptions) (*requester.Job, error) {
	dir := t.TempDir()
	path, err := devnet.WriteJob(dir, o)
	if err != nil {
		return nil, err
	}
	spec, err := jobspec.ParseFile(path, jobspec.Options{})
	if err != nil {
		return nil, fmt.Errorf("parse spec: %w", err)
	}
	j, err := r.Submit(ctx, spec, requester.SubmitOptions{BaseDir: dir, OutDir: filepath.Join(dir, "result"), Progress: func(id contracts.JobID, e requester.Event) {
		t.Logf("%s %s %-9s %8s %s", time.Now().Format("15:04:05.000"), id.Hex()[:10], e.Phase, e.Took.Round(time.Millisecond), e.Detail)
	}})
	if err != nil {
		return nil, fmt.Errorf("Submit %s: %w", o.Class, err)
	}
	return j, nil
}

func checkHello(t *testing.T, rec *requester.Record) {
	t.Helper()
	if err := helloErr(rec); err != nil {
		t.Fatal(err)
	}
}

// helloErr is checkHello for goroutines other than the test's.
func helloErr(rec *requester.Record) error {
	out, err := os.ReadFile(filepath.Join(rec.OutDir, "stdout"))
	if err != nil {
		return fmt.Errorf("job %s result: %w", rec.ID.Hex(), err)
	}
	if string(out) != devnet.HelloMessage {
		return fmt.Errorf("job %s stdout = %q, want %q", rec.ID.Hex(), out, devnet.HelloMessage)
	}
	return nil
}

func TestE2EBatchAndBurst(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
	defer cancel()
	n, r := e2eNet(t, ctx, 2)
	before := snapshot(t, ctx, n)

	// A batch job with encrypted outputs, end to end and settled.
	j := submit(t, ctx, r, devnet.JobOptions{Class: "batch", Encrypt: true, Label: "batch"})
	rec, err := j.Wait(ctx)
	if err != nil {
		t.Fatalf("batch Wait: %v", err)
	}
	checkHello(t, rec)
	if rec, err = r.Follow(ctx, j.ID, requester.FollowOptions{UntilSettled: true}); err != nil || rec.Phase != requester.PhaseClaimed {
		t.Fatalf("batch settle: phase %s, err %v", rec.Phase, err)
	}
	before.check(t, ctx, n)

	// 20 burst jobs, one after the other.
	var ids []*requester.Job
	for i := range 20 {
		j := submit(t, ctx, r, devnet.JobOptions{Class: "burst", Label: fmt.Sprint("burst-", i)})
		rec, err := j.Wait(ctx)
		if err != nil {
			t.Fatalf("burst %d Wait: %v", i, err)
		}
		checkHello(t, rec)
		ids = append(ids, j)
	}
	for _, j := range ids {
		if rec, err := r.Follow(ctx, j.ID, requester.FollowOptions{UntilSettled: true}); err != nil || rec.Phase != requester.PhaseClaimed {
			t.Fatalf("burst settle: phase %s, err %v", rec.Phase, err)
		}
	}
	before.check(t, ctx, n)

	// A restarted requester follows its job from its state database: the first instance stops
	// once the result CID is on chain, a second one (same data dir) fetches and decrypts it.
	j = submit(t, ctx, r, devnet.JobOptions{Class: "burst", Encrypt: true, Label: "restart"})
	if rec, err := r.Follow(ctx, j.ID, requester.FollowOptions{NoFetch: true}); err != nil || rec.Phase != requester.PhaseSubmitted {
		t.Fatalf("follow to submitted: phase %s, err %v", rec.Phase, err)
	}
	if err := r.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	r2, err := n.StartRequester(ctx)
	if err != nil {
		t.Fatalf("restart requester: %v", err)
	}
	defer r2.Close()
	rec, err = r2.Follow(ctx, j.ID, requester.FollowOptions{})
	if err != nil {
		t.Fatalf("restarted Follow: %v", err)
	}
	checkHello(t, rec)
	if err := n.FaultErrors(); err != nil {
		t.Fatal(err)
	}
}

func TestE2EFaultyProviders(t *testing.T) {
	for _, f := range []devnet.Fault{devnet.FaultCrash, devnet.FaultLate} {
		t.Run(string(f), func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
			defer cancel()
			n, r := e2eNet(t, ctx, 1, f)
			before := snapshot(t, ctx, n)
			from, err := n.Backend.BlockNumber(ctx)
			if err != nil {
				t.Fatal(err)
			}
			// The shortest deadline the escrow allows for it: an acceptance expires at least
			// contracts.MinRunLead (10 s) before its deadline, and the provider also keeps the
			// wall time and its min_lead (1 s) free.
			j := submit(t, ctx, r, devnet.JobOptions{Class: "burst", Deadline: "15s", WallTime: "1s", Label: string(f)})
			rec, err := j.Wait(ctx)
			if !errors.Is(err, requester.ErrJobRefunded) {
				t.Fatalf("Wait: phase %s, err %v; want the job refunded", rec.Phase, err)
			}
			st, err := r.ChainState(ctx, j.ID)
			if err != nil || st.Status != contracts.StatusRefunded {
				t.Fatalf("escrow state %v, err %v; want refunded", st, err)
			}
			// The slash is read from the registry's Slashed events, not from the stake: the late
			// provider's daemon tops its stake up to chain.stake when it restarts after the
			// deadline, which can land before a read of the stake.
			slashed := slashedSince(t, ctx, n, n.Nodes[0].Address, from)
			if slashed.Cmp(rec.Acceptance.Collateral) != 0 {
				t.Fatalf("slashed %s from the provider's stake, want the collateral %s", slashed, rec.Acceptance.Collateral)
			}
			before.check(t, ctx, n)
			if f == devnet.FaultLate {
				// The late provider comes back after the deadline: its stale job earns nothing
				// (refunded above, the escrow takes no late result), and it serves new work.
				prov := n.Nodes[0]
				for !prov.Running() {
					if err := n.FaultErrors(); err != nil {
						t.Fatalf("late provider restart: %v", err)
					}
					select {
					case <-ctx.Done():
						t.Fatal("the late provider never came back")
					case <-time.After(100 * time.Millisecond):
					}
				}
				j2 := submit(t, ctx, r, devnet.JobOptions{Class: "burst", Label: "late-after"})
				rec2, err := j2.Wait(ctx)
				if err != nil {
					t.Fatalf("job on the restarted late provider: %v", err)
				}
				checkHello(t, rec2)
				if rec2.Acceptance.Provider != prov.Address {
					t.Fatalf("second job went to %s, want the restarted provider %s", rec2.Acceptance.Provider.Hex(), prov.Address.Hex())
				}
				if st, err := r.ChainState(ctx, j.ID); err != nil || st.Status != contracts.StatusRefunded {
					t.Fatalf("stale job after the late provider's restart: %v, %v; want still refunded", st, err)
				}
				before.check(t, ctx, n)
			}
			if err := n.FaultErrors(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// slashedSince sums the registry's Slashed events for provider from block from on.
func slashedSince(t *testing.T, ctx context.Context, n *devnet.Network, provider common.Address, from uint64) *big.Int {
	t.Helper()
	parsed, err := bindings.ProviderRegistryMetaData.ParseABI()
	if err != nil {
		t.Fatal(err)
	}
	reg := bindings.NewProviderRegistry()
	logs, err := n.Backend.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from),
		Addresses: []common.Address{n.Deployment.Registry},
		Topics:    [][]common.Hash{{parsed.Events[bindings.ProviderRegistrySlashedEventName].ID}, {common.BytesToHash(provider.Bytes())}},
	})
	if err != nil {
		t.Fatalf("Slashed logs: %v", err)
	}
	sum := new(big.Int)
	for i := range logs {
		e, err := reg.UnpackSlashedEvent(&logs[i])
		if err != nil {
			t.Fatalf("Slashed log: %v", err)
		}
		sum.Add(sum, e.Amount)
	}
	return sum
}
