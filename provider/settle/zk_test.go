package settle

import (
	"context"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/logger"
	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/p2p/content"
	zkexec "github.com/gpumesh/gpumesh/provider/executor/zk"
	"github.com/gpumesh/gpumesh/provider/runner"
	"github.com/gpumesh/gpumesh/proving"
	"github.com/gpumesh/gpumesh/proving/circuits/mimcchain"
)

const (
	zkSpecCID    = "bafkreicgm2r7m26gacwz6ep2q4pbhyzpdqh6rou22jjgljcjwdeyhrmj6e"
	zkCircuitCID = "bafkreigjnrwvx2gqrijopnonygzap6tleqyjotegqa6yrelhlz3p3gjmea"
	zkCodeHash   = "0x2a9d7e1f0b3c5a4d6e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d"
)

// writeResult lays out a runner result dir: out/ with the given files, and status.json.
func writeResult(t *testing.T, files map[string][]byte, status string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "out"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, "out", name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "status.json"), []byte(status), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// proveMimc proves the mimcchain-4 chain from input 5 with pkg and returns the result and the
// proof's binary encoding (what the zk executor writes as proof.bin).
func proveMimc(t *testing.T, pkg *proving.Package) (*proving.ProveResult, []byte) {
	t.Helper()
	a, err := mimcchain.Assignment(ecc.BN254, big.NewInt(5), 4)
	if err != nil {
		t.Fatal(err)
	}
	w, err := pkg.NewWitness(a)
	if err != nil {
		t.Fatal(err)
	}
	res, err := pkg.Prove(context.Background(), w, proving.ProveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	pb, err := res.Proof.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	return res, pb
}

func TestReadZKResult(t *testing.T) {
	logger.Disable()
	pkg, err := proving.Setup(context.Background(), mimcchain.New(4), proving.SetupConfig{Name: "mimcchain-4", Backend: backend.GROTH16})
	if err != nil {
		t.Fatal(err)
	}
	res, pb := proveMimc(t, pkg)
	circuit, _ := content.ParseCID(zkCircuitCID)
	circuitID := contracts.CircuitID(contracts.PackageHash(circuit.Bytes()), common.HexToHash(zkCodeHash), contracts.BackendGroth16)
	job := ZKJob{SpecCID: zkSpecCID, CircuitID: circuitID}
	ok := `{"exit_code": 0, "reason": "ok"}`

	sp, b, err := ReadZKResult(writeResult(t, map[string][]byte{zkexec.FileProof: pb}, ok), job)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := res.Proof.PublicInputs()
	spec, _ := content.ParseCID(zkSpecCID)
	if len(sp) != 256 || b.SpecCIDHash != contracts.SpecHash(spec.Bytes()) || b.CircuitID != circuitID ||
		len(b.PublicInputs) != 1 || b.PublicInputs[0].Cmp(want[0]) != 0 {
		t.Fatalf("proof %d bytes, binding %+v; want 256 bytes, public inputs %v", len(sp), b, want)
	}

	for _, tc := range []struct {
		name   string
		files  map[string][]byte
		status string
		job    ZKJob
		want   error
		says   string
	}{
		{"unsatisfied witness: no proof", nil, `{"exit_code": 1, "reason": "exit_status", "detail": "proving: witness does not satisfy the circuit"}`,
			job, ErrNoProof, "witness does not satisfy"},
		{"garbage proof", map[string][]byte{zkexec.FileProof: []byte("GPMZKPRF garbage")}, ok, job, ErrNoProof, "not a proof"},
		{"bad spec CID", map[string][]byte{zkexec.FileProof: pb}, ok, ZKJob{SpecCID: "nope", CircuitID: circuitID}, ErrZKBinding, "spec CID"},
		{"no circuit id", map[string][]byte{zkexec.FileProof: pb}, ok, ZKJob{SpecCID: zkSpecCID}, ErrZKBinding, "no circuit id"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := ReadZKResult(writeResult(t, tc.files, tc.status), tc.job)
			if !errors.Is(err, tc.want) || !strings.Contains(err.Error(), tc.says) {
				t.Fatalf("err = %v, want %v saying %q", err, tc.want, tc.says)
			}
		})
	}
}

// TestZKProofJoinsClaimBatch: a zk job's proof (a real gnark Groth16 verifier on chain) leaves
// the job Proven: Status reads submitted with the proof's CID, WaitClaimable returns without
// any chain time passing, and the job is claimed in the same claimMany as the provider's batch
// jobs whose windows passed. The claim is made by a settler started after the proof (a
// restarted daemon, with no zk configuration): nothing of the zk path is needed to claim.
func TestZKProofJoinsClaimBatch(t *testing.T) {
	logger.Disable()
	cc := newClaimChain(t)
	ops := &opLog{}
	first := cc.settler(DefaultClaimBatchJobs, ops)
	batch := cc.submitted(first, 2)
	cc.advance(claimTestWindow + time.Second)

	pkg, err := proving.Setup(cc.ctx, mimcchain.New(4), proving.SetupConfig{Name: "mimcchain-4", Backend: backend.GROTH16})
	if err != nil {
		t.Fatal(err)
	}
	cv, err := pkg.SolidityVerifier(cc.ctx, proving.SolcConfig{})
	if err != nil {
		t.Fatalf("verifier (needs node and `npm ci` in contracts/): %v", err)
	}
	verifier, _, err := cc.requester.Deploy(cc.ctx, cv.Bytecode, nil)
	if err != nil {
		t.Fatal(err)
	}
	circuit, _ := content.ParseCID(zkCircuitCID)
	circuitID, _, err := cc.c.RegisterCircuit(cc.ctx, cc.requester, contracts.PackageHash(circuit.Bytes()), verifier, contracts.BackendGroth16)
	if err != nil {
		t.Fatal(err)
	}
	res, pb := proveMimc(t, pkg)
	ins, err := res.Proof.PublicInputs()
	if err != nil {
		t.Fatal(err)
	}

	// Open the zk job bound to the circuit and the proof's public inputs.
	spec, _ := content.ParseCID(zkSpecCID)
	bind := contracts.ZKBinding{SpecCIDHash: contracts.SpecHash(spec.Bytes()), CircuitID: circuitID, PublicInputs: ins}
	now := cc.now()
	acc := &contracts.Acceptance{
		Requester: cc.requester.Address(), Provider: cc.provider.Address(), SpecHash: bind.SpecHash(),
		Price: tok(40), Collateral: tok(100), Deadline: now + 1000, Class: contracts.ClassZK, Expiry: now + 500,
		JobID: contracts.NewJobID(cc.requester.Address()),
	}
	sig, err := acc.Sign(cc.d.Domain(), cc.provKey)
	if err != nil {
		t.Fatal(err)
	}
	cc.must(cc.c.Approve(cc.ctx, cc.requester, cc.d.Escrow, acc.Price))
	cc.must(cc.c.OpenJob(cc.ctx, cc.requester, acc, sig))
	work := t.TempDir()
	out := filepath.Join(work, acc.JobID.String(), "result", "out")
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(out, zkexec.FileProof), pb, 0o644); err != nil {
		t.Fatal(err)
	}
	first.WithZK(ZKConfig{WorkDir: work, Job: func(contracts.JobID) (ZKJob, error) {
		return ZKJob{SpecCID: zkSpecCID, CircuitID: circuitID}, nil
	}})
	resultCID := zkSpecCID // any CID: the proof and inputs as content
	if err := first.SubmitResult(cc.ctx, acc.JobID, resultCID); err != nil {
		t.Fatal(err)
	}
	if cs, err := first.Status(cc.ctx, acc.JobID); err != nil || cs.State != runner.ChainSubmitted || cs.ResultCID != resultCID {
		t.Fatalf("zk job after the proof: %+v, %v; want submitted with %s", cs, err, resultCID)
	}

	// A restarted daemon claims the three jobs together; no chain time passes for the proof.
	second := cc.settler(DefaultClaimBatchJobs, ops)
	before, err := cc.c.EarningsOf(cc.ctx, cc.provider.Address())
	if err != nil {
		t.Fatal(err)
	}
	jobs := append(ids(batch), acc.JobID)
	paid, errs := claimAll(cc.ctx, second, jobs)
	claims := ops.claims()
	for i, id := range jobs {
		if errs[i] != nil || paid[i] == nil || paid[i].Cmp(wantPayout) != 0 {
			t.Fatalf("job %d: paid %v, err %v; want %v", i, paid[i], errs[i], wantPayout)
		}
		if o := claims[id]; o.op != OpClaimMany || o.tx != claims[jobs[0]].tx {
			t.Fatalf("job %d claimed by %+v; want one claimMany of all three", i, o)
		}
		if cs, err := second.Status(cc.ctx, id); err != nil || cs.State != runner.ChainPaid {
			t.Fatalf("job %d: %+v, %v; want paid", i, cs, err)
		}
	}
	after, err := cc.c.EarningsOf(cc.ctx, cc.provider.Address())
	if err != nil {
		t.Fatal(err)
	}
	if got, want := new(big.Int).Sub(after, before), new(big.Int).Mul(wantPayout, big.NewInt(3)); got.Cmp(want) != 0 {
		t.Fatalf("provider's earnings grew by %v; want %v", got, want)
	}
	// The three jobs' collateral stays locked as the provider's free reserve in the escrow (no
	// job of its is open any more): the registry locks exactly the reserve.
	acct, err := cc.c.AccountOf(cc.ctx, cc.provider.Address())
	if err != nil {
		t.Fatal(err)
	}
	if locked := mustStake(t, cc).Locked; locked.Cmp(acct.Reserve) != 0 || acct.Reserve.Sign() == 0 {
		t.Fatalf("locked %v after the claims, reserve %v; want the settled collateral locked as the reserve", locked, acct.Reserve)
	}
}

func mustStake(t *testing.T, cc *claimChain) *contracts.StakeInfo {
	t.Helper()
	s, err := cc.c.StakeOf(cc.ctx, cc.provider.Address())
	if err != nil {
		t.Fatal(err)
	}
	return s
}
