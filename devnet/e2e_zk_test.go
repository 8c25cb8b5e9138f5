package devnet_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/logger"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider"
	"github.com/gpumesh/gpumesh/proving"
	"github.com/gpumesh/gpumesh/proving/circuits/mimcchain"
)

// zkDeadline is the deadline of the zk jobs that are opened: long enough that an acceptance made on a
// loaded machine still opens the job before its expiry (deadline - wall time - contracts.MinRunLead).
const zkDeadline = "2m"

func submitZK(t *testing.T, ctx context.Context, r *requester.Requester, c *devnet.ZKCircuit, o devnet.ZKJobOptions) (*requester.Job, error) {
	t.Helper()
	dir := t.TempDir()
	path, err := devnet.WriteZKJob(dir, c, o)
	if err != nil {
		t.Fatal(err)
	}
	spec, err := jobspec.ParseFile(path, jobspec.Options{})
	if err != nil {
		t.Fatalf("parse zk spec: %v", err)
	}
	return r.Submit(ctx, spec, requester.SubmitOptions{BaseDir: dir, OutDir: filepath.Join(dir, "result"), Progress: func(id contracts.JobID, e requester.Event) {
		t.Logf("%s %s %-10s %-9s %8s %s", time.Now().Format("15:04:05.000"), id.Hex()[:10], o.Label, e.Phase, e.Took.Round(time.Millisecond), e.Detail)
	}})
}

// TestE2EZK: on the devnet, a proving job is matched, proved by a provider, verified on chain
// by the circuit's registered gnark verifier (the job is then done for the requester) and paid
// by the provider daemon's claim in a later transaction; a provider that
// submits a corrupted proof is never paid (submitProof reverts) and a witness that does not
// satisfy the circuit yields no proof and no submission: both jobs are refunded at their
// deadline. A circuit CID that is not a circuit package is declined before any escrow opens, a
// registration of the package with an accept-all verifier made before its owner's is never
// bound, and a PLONK circuit is paid on its proof the same way. Tokens are conserved throughout.
func TestE2EZK(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: brings up a devnet with 2 provider daemons and compiles a Solidity verifier (make test runs it)")
	}
	logger.Disable()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	n, err := devnet.Start(ctx, devnet.Config{DataDir: t.TempDir(), Providers: 2, ChallengeWindow: time.Second})
	if err != nil {
		t.Fatalf("devnet.Start: %v", err)
	}
	t.Cleanup(func() { n.Close() })
	var logs syncBuffer
	plog := slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	if err := n.StartZKProviders(ctx, devnet.ZKProvidersConfig{BadProof: 1, Logger: plog}); err != nil {
		t.Fatalf("StartZKProviders: %v", err)
	}
	r, err := n.StartRequester(ctx)
	if err != nil {
		t.Fatalf("StartRequester: %v", err)
	}
	t.Cleanup(func() { r.Close() })
	// Before its owner registers it, someone registers the circuit's package with a "verifier"
	// that accepts every proof (one STOP instruction). Jobs of the package bind the registration
	// of the verifier the package declares, so the squat changes nothing below: the corrupted
	// proof is still rejected and never paid. (Any account can do this; the requester's is at hand.)
	pkg, err := proving.Setup(ctx, mimcchain.New(4), proving.SetupConfig{Name: "mimcchain-4"})
	if err != nil {
		t.Fatal(err)
	}
	pkg, _, err = pkg.DeclareVerifier(ctx, proving.SolcConfig{})
	if err != nil {
		t.Fatalf("declare the verifier (node and `npm ci` in contracts/ are required): %v", err)
	}
	pkgs, err := proving.NewRegistry(provider.PackageStore(r.Store()), proving.RegistryConfig{})
	if err != nil {
		t.Fatal(err)
	}
	pkgCID, err := pkgs.Put(ctx, pkg)
	if err != nil {
		t.Fatal(err)
	}
	squatter := n.Contracts.Sender(n.Requester)
	acceptAll, _, err := squatter.Deploy(ctx, common.FromHex("6001600c60003960016000f300"), nil) // runtime code: 00 (STOP)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := n.Backend.CallContract(ctx, ethereum.CallMsg{To: &acceptAll, Data: []byte("any proof")}, nil); err != nil {
		t.Fatalf("the accept-all verifier reverted: %v", err)
	}
	squatID, _, err := n.Contracts.RegisterCircuit(ctx, squatter, contracts.PackageHash(pkgCID.Bytes()), acceptAll, contracts.BackendGroth16)
	if err != nil {
		t.Fatalf("squat registration: %v", err)
	}
	circuit, err := n.RegisterZKCircuit(ctx, r.Store(), devnet.ZKCircuitConfig{Rounds: 4, Package: pkg})
	if err != nil {
		t.Fatalf("RegisterZKCircuit (node and `npm ci` in contracts/ are required for the verifier compile): %v", err)
	}
	if circuit.CID != pkgCID || circuit.Existing || circuit.CircuitID == squatID {
		t.Fatalf("owner's registration of %s: %+v; the squat registered %s", pkgCID, circuit.Registration, squatID.Hex())
	}
	t.Logf("circuit %s id %s verifier %s (deploy gas %d, register gas %d)", circuit.CID, circuit.CircuitID.Hex(), circuit.Verifier.Hex(), circuit.DeployGas, circuit.RegisterGas)
	good, bad := n.Nodes[0], n.Nodes[1]
	if bad.Fault != devnet.FaultBadProof {
		t.Fatalf("provider-2 fault %q, want bad-proof", bad.Fault)
	}
	before := snapshot(t, ctx, n)
	goodBal0, err := n.Owned(ctx, good.Address)
	if err != nil {
		t.Fatal(err)
	}
	badBal0, err := n.Owned(ctx, bad.Address)
	if err != nil {
		t.Fatal(err)
	}

	// A circuit CID that is not a circuit package: declined at acceptance.
	notCircuit := *circuit
	reg := *circuit.Registration
	notCircuit.Registration = &reg
	notCircuit.CID, _ = r.Store().AddReader(ctx, strings.NewReader("not a circuit package"), content.AddOptions{})
	if _, err := submitZK(t, ctx, r, &notCircuit, devnet.ZKJobOptions{Preimage: 1, Label: "not-a-circuit"}); !errors.Is(err, requester.ErrNoProvider) || !strings.Contains(err.Error(), "not a circuit package") {
		t.Fatalf("job with a circuit CID that is not a circuit package: err = %v, want no provider (not a circuit package)", err)
	}

	// A job asking for another backend or curve than the registered verifier's: declined.
	for _, tc := range []struct {
		args []string
		says string
	}{
		{[]string{"--backend=plonk"}, "package is groth16, request wants plonk"},
		{[]string{"--curve=bls12_381"}, "has no on-chain verifier"},
	} {
		_, err := submitZK(t, ctx, r, circuit, devnet.ZKJobOptions{Preimage: 2, Args: tc.args, Label: "mismatch-" + tc.args[0][2:7]})
		if !errors.Is(err, requester.ErrNoProvider) || !strings.Contains(err.Error(), tc.says) {
			t.Fatalf("job with args %v: err = %v, want no provider (%s)", tc.args, err, tc.says)
		}
	}

	jGood, err := submitZK(t, ctx, r, circuit, devnet.ZKJobOptions{Preimage: 7, Label: "good", Deadline: zkDeadline})
	if err != nil {
		t.Fatalf("submit good zk job: %v", err)
	}
	jBad, err := submitZK(t, ctx, r, circuit, devnet.ZKJobOptions{Preimage: 8, Region: devnet.ZKBadProofRegion, Label: "bad-proof", Deadline: zkDeadline})
	if err != nil {
		t.Fatalf("submit bad-proof zk job: %v", err)
	}
	jUnsat, err := submitZK(t, ctx, r, circuit, devnet.ZKJobOptions{Preimage: 9, Unsatisfied: true, Label: "unsatisfied", Deadline: zkDeadline})
	if err != nil {
		t.Fatalf("submit unsatisfied zk job: %v", err)
	}
	// PLONK: the same flow, the proof verified on chain by gnark's PLONK verifier.
	plonk, err := n.RegisterZKCircuit(ctx, r.Store(), devnet.ZKCircuitConfig{Rounds: 4, Backend: backend.PLONK})
	if err != nil {
		t.Fatalf("register a PLONK circuit: %v", err)
	}
	jPlonk, err := submitZK(t, ctx, r, plonk, devnet.ZKJobOptions{Preimage: 10, Label: "plonk", Deadline: zkDeadline})
	if err != nil {
		t.Fatalf("submit PLONK zk job: %v", err)
	}
	if jBad.Record.Acceptance.Provider != bad.Address || jGood.Record.Acceptance.Provider != good.Address {
		t.Fatalf("jobs went to %s (good) and %s (bad), want %s and %s", jGood.Record.Acceptance.Provider, jBad.Record.Acceptance.Provider, good.Address, bad.Address)
	}

	// Proven on the proof, then paid by the provider's claim.
	rec, err := jGood.Wait(ctx)
	if err != nil {
		t.Fatalf("good zk job: %v", err)
	}
	if rec.Phase != requester.PhaseProven && rec.Phase != requester.PhaseClaimed {
		t.Fatalf("good zk job phase %s, want proven (or claimed)", rec.Phase)
	}
	waitZKClaimed(t, ctx, n, jGood.ID, rec.ResultTx)
	pf, err := os.Open(filepath.Join(rec.OutDir, "out", "proof.bin"))
	if err != nil {
		t.Fatalf("good zk job result: %v", err)
	}
	pr, err := proving.ReadProof(pf)
	pf.Close()
	if err != nil {
		t.Fatal(err)
	}
	if err := circuit.Package.Verify(pr); err != nil {
		t.Fatalf("delivered proof does not verify: %v", err)
	}
	// The job bound the owner's registration, not the squatted one.
	ins, err := pr.PublicInputs()
	if err != nil {
		t.Fatal(err)
	}
	specCID, err := content.ParseCID(rec.SpecCID)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := jGood.Record.Acceptance.ZKSpecHash, contracts.ZkSpecHash(contracts.SpecHash(specCID.Bytes()), circuit.CircuitID, ins); got != want {
		t.Fatalf("good job's acceptance binds %s, want circuit %s's binding %s", got.Hex(), circuit.CircuitID.Hex(), want.Hex())
	}

	// The PLONK job, paid the same way.
	if rec, err = jPlonk.Wait(ctx); err != nil || (rec.Phase != requester.PhaseProven && rec.Phase != requester.PhaseClaimed) {
		t.Fatalf("PLONK zk job: %v, phase %v; want proven (or claimed)", err, rec)
	}
	waitZKClaimed(t, ctx, n, jPlonk.ID, rec.ResultTx)
	if pf, err = os.Open(filepath.Join(rec.OutDir, "out", "proof.bin")); err != nil {
		t.Fatal(err)
	}
	pr, err = proving.ReadProof(pf)
	pf.Close()
	if err != nil || pr.Backend != backend.PLONK {
		t.Fatalf("PLONK job's proof: %v (%+v)", err, pr)
	}
	if err := plonk.Package.Verify(pr); err != nil {
		t.Fatalf("delivered PLONK proof does not verify: %v", err)
	}
	// The honest prover earned both jobs' price less the fee.
	earned := new(big.Int)
	for _, j := range []*requester.Job{jGood, jPlonk} {
		if j.Record.Acceptance.Provider != good.Address {
			t.Fatalf("job %s went to %s, want the honest prover %s", j.ID.Hex(), j.Record.Acceptance.Provider, good.Address)
		}
		price := j.Record.Acceptance.Price
		fee := new(big.Int).Div(new(big.Int).Mul(price, big.NewInt(100)), big.NewInt(10_000))
		earned.Add(earned, price).Sub(earned, fee)
	}
	goodBal, err := n.Owned(ctx, good.Address)
	if err != nil {
		t.Fatal(err)
	}
	if got := new(big.Int).Sub(goodBal, goodBal0); got.Cmp(earned) != 0 {
		t.Fatalf("honest prover earned %s, want price - fee of its two jobs = %s", got, earned)
	}

	// Corrupted proof and unsatisfied witness: never paid, refunded at the deadline. The deadline
	// is long enough for an acceptance to open the job on a loaded machine (a 20 s deadline left
	// 5 s of chain time after the 5 s wall time and the escrow's 10 s run lead), so the chain's
	// clock is moved past it instead of waiting.
	last := max(jBad.Record.Acceptance.Deadline, jUnsat.Record.Acceptance.Deadline)
	if err := n.Chain.AdvanceTo(time.Unix(int64(last)+1, 0)); err != nil {
		t.Fatal(err)
	}
	for _, j := range []*requester.Job{jBad, jUnsat} {
		if _, err := j.Wait(ctx); !errors.Is(err, requester.ErrJobRefunded) {
			t.Fatalf("job %s: err = %v, want refunded", j.ID.Hex(), err)
		}
		st, err := n.Contracts.JobState(ctx, j.ID)
		if err != nil {
			t.Fatal(err)
		}
		if st.Status != contracts.StatusRefunded {
			t.Fatalf("job %s escrow status %s, want Refunded", j.ID.Hex(), st.Status)
		}
		if _, err := n.Contracts.SubmittedResult(ctx, j.ID); !errors.Is(err, contracts.ErrNoEvent) {
			t.Fatalf("job %s: a result was recorded on chain (%v)", j.ID.Hex(), err)
		}
	}
	badBal, err := n.Owned(ctx, bad.Address)
	if err != nil {
		t.Fatal(err)
	}
	if badBal.Cmp(badBal0) != 0 {
		t.Fatalf("bad-proof provider's balance moved from %s to %s: it must not be paid", badBal0, badBal)
	}
	// Why: the corrupted proof was sent and rejected by the verifier; the unsatisfied witness gave
	// no proof, so nothing was sent.
	for _, want := range []string{"ProofRejected", "zk job has no proof to submit (exit_status: proving: witness does not satisfy the circuit"} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("provider logs do not mention %q", want)
		}
	}

	before.check(t, ctx, n)
	if err := n.FaultErrors(); err != nil {
		t.Fatal(err)
	}
}

// syncBuffer is a bytes.Buffer safe for the daemons' concurrent log writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// waitZKClaimed waits until the provider's daemon claimed the proven zk job id, and checks that
// the claim is its own transaction, not the proof's (proofTx, where ProofAccepted is).
func waitZKClaimed(t *testing.T, ctx context.Context, n *devnet.Network, id contracts.JobID, proofTx common.Hash) {
	t.Helper()
	c, err := n.WaitClaimed(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if c.TxHash == proofTx {
		t.Fatalf("job %s was claimed in its proof's transaction %s", id.Hex(), proofTx.Hex())
	}
	t.Logf("job %s claimed in %s (%d gas, %d jobs)", id.Hex(), c.TxHash.Hex(), c.GasUsed, c.Jobs)
}
