package contracts

import (
	"bytes"
	"context"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/proving"
)

var (
	zkOnce     sync.Once
	zkCircuits map[ZKBackend]*zkCircuit
	zkErr      error
)

// testZKCircuits sets up the mimcchain circuit for Groth16 and PLONK and compiles their gnark
// Solidity verifiers once per test binary. node and solc-js (npm ci in contracts/) are required,
// as for `make generate`.
func testZKCircuits(t *testing.T) map[ZKBackend]*zkCircuit {
	t.Helper()
	zkOnce.Do(func() {
		zkCircuits = map[ZKBackend]*zkCircuit{}
		for _, b := range []ZKBackend{BackendGroth16, BackendPlonk} {
			z, err := newZKCircuit(context.Background(), b, zkTestRounds, proving.SolcConfig{})
			if err != nil {
				zkErr = err
				return
			}
			zkCircuits[b] = z
		}
	})
	if zkErr != nil {
		t.Fatalf("zk circuits (needs node and `npm ci` in contracts/): %v", zkErr)
	}
	return zkCircuits
}

// zkSetup is a fixture with both verifiers deployed and registered.
type zkSetup struct {
	*fixture
	circuits map[ZKBackend]*zkCircuit
	ids      map[ZKBackend]common.Hash
	proofs   map[ZKBackend][]byte
	inputs   map[ZKBackend][]*big.Int
}

func newZKSetup(t *testing.T) *zkSetup {
	t.Helper()
	f := newFixture(t)
	z := &zkSetup{fixture: f, circuits: testZKCircuits(t), ids: map[ZKBackend]common.Hash{},
		proofs: map[ZKBackend][]byte{}, inputs: map[ZKBackend][]*big.Int{}}
	for b, c := range z.circuits {
		addr, _, err := f.owner.Deploy(f.ctx, c.cv.Bytecode, nil)
		if err != nil {
			t.Fatal(err)
		}
		if z.ids[b], _, err = f.c.RegisterCircuit(f.ctx, f.other, PackageHash([]byte("bafy-circuit-package-"+b.String())), addr, b); err != nil {
			t.Fatal(err)
		}
		if z.proofs[b], z.inputs[b], err = c.prove(f.ctx, 123); err != nil {
			t.Fatal(err)
		}
	}
	return z
}

// zkJob opens a zk job bound to bind.
func (z *zkSetup) zkJob(bind ZKBinding) *Acceptance {
	z.t.Helper()
	a, sig := z.acceptance(func(a *Acceptance) { a.Class = ClassZK; a.SpecHash = bind.SpecHash() })
	z.open(a, sig)
	return a
}

func (z *zkSetup) binding(b ZKBackend) ZKBinding {
	return ZKBinding{SpecCIDHash: SpecHash([]byte("zk-spec-cid")), CircuitID: z.ids[b], PublicInputs: z.inputs[b]}
}

var zkResultCID = []byte("\x01\x55\x12\x20zk-proof-and-inputs")

func TestZkSpecHashMatchesContract(t *testing.T) {
	f := newFixture(t)
	max256 := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	for _, ins := range [][]*big.Int{
		nil,
		{big.NewInt(0)},
		{big.NewInt(1), big.NewInt(2), max256},
		{new(big.Int).Lsh(big.NewInt(1), 200)},
	} {
		b := ZKBinding{SpecCIDHash: SpecHash([]byte("spec")), CircuitID: CircuitID(PackageHash([]byte("circuit")), common.Hash{7}, BackendGroth16), PublicInputs: ins}
		want, err := f.c.ZkSpecHashOnChain(f.ctx, b)
		if err != nil {
			t.Fatal(err)
		}
		if got := b.SpecHash(); got != want {
			t.Fatalf("inputs %v: Go %x, contract %x", ins, got, want)
		}
	}
	for _, bad := range [][]*big.Int{{nil}, {big.NewInt(-1)}, {new(big.Int).Lsh(big.NewInt(1), 256)}, make([]*big.Int, MaxPublicInputs+1)} {
		if err := (ZKBinding{PublicInputs: bad}).Validate(); !errorsIs(err, ErrInvalidProofInput) {
			t.Errorf("inputs %v: Validate = %v, want ErrInvalidProofInput", bad[:min(len(bad), 2)], err)
		}
	}
	// Order matters: the binding is to the exact input vector.
	a := ZkSpecHash(common.Hash{1}, common.Hash{2}, []*big.Int{big.NewInt(1), big.NewInt(2)})
	b := ZkSpecHash(common.Hash{1}, common.Hash{2}, []*big.Int{big.NewInt(2), big.NewInt(1)})
	if a == b {
		t.Fatal("swapped public inputs give the same spec hash")
	}
}

func TestRegisterCircuit(t *testing.T) {
	z := newZKSetup(t)
	for b, id := range z.ids {
		info, err := z.c.Circuit(z.ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if !info.Registered || info.Backend != b || info.Verifier == (common.Address{}) {
			t.Fatalf("%s: circuit %+v", b, info)
		}
		// The id the escrow gave is the one Go computes from the package and the verifier's code.
		code, err := z.c.CodeAt(z.ctx, info.Verifier)
		if err != nil {
			t.Fatal(err)
		}
		pkg := PackageHash([]byte("bafy-circuit-package-" + b.String()))
		if want := CircuitID(pkg, crypto.Keccak256Hash(code), b); id != want {
			t.Fatalf("%s: registered id %s, CircuitID gives %s", b, id.Hex(), want.Hex())
		}
		// Set once: not even the owner can register the same code for the package again.
		_, _, err = z.c.RegisterCircuit(z.ctx, z.owner, pkg, info.Verifier, b)
		wantRevert(t, err, "escrow", "CircuitExists")
		// Another verifier for the same package (here: a contract that is no verifier at all)
		// gets an id of its own; the first registration is untouched.
		squat, _, err := z.c.RegisterCircuit(z.ctx, z.other, pkg, z.d.Token, b)
		if err != nil {
			t.Fatal(err)
		}
		if squat == id {
			t.Fatalf("%s: a different verifier for the same package got the same circuit id", b)
		}
		if again, err := z.c.Circuit(z.ctx, id); err != nil || again.Verifier != info.Verifier {
			t.Fatalf("%s: after another registration of the package: %+v, %v", b, again, err)
		}
	}
	for _, b := range []ZKBackend{BackendGroth16, BackendPlonk} {
		pkg, code := PackageHash([]byte("some package")), crypto.Keccak256Hash([]byte("some code"))
		onChain, err := z.c.CircuitIDOnChain(z.ctx, pkg, code, b)
		if err != nil {
			t.Fatal(err)
		}
		if got := CircuitID(pkg, code, b); got != onChain {
			t.Fatalf("%s: CircuitID %s, circuitIdOf %s", b, got.Hex(), onChain.Hex())
		}
	}
	info, err := z.c.Circuit(z.ctx, CircuitID(PackageHash([]byte("nothing")), common.Hash{}, BackendGroth16))
	if err != nil || info.Registered {
		t.Fatalf("unregistered circuit: %+v, %v", info, err)
	}
	// An address without code is refused before anything is sent, and by the escrow.
	if _, _, err = z.c.RegisterCircuit(z.ctx, z.other, PackageHash([]byte("eoa")), z.other.Address(), BackendGroth16); err == nil || !strings.Contains(err.Error(), "no contract code") {
		t.Fatalf("register an EOA as verifier: %v, want a no contract code error", err)
	}
	_, err = z.other.Send(z.ctx, z.d.Escrow, z.c.escrow.PackRegisterCircuit(PackageHash([]byte("eoa")), z.other.Address(), 0))
	wantRevert(t, err, "escrow", "NoVerifierCode")
	_, _, err = z.c.RegisterCircuit(z.ctx, z.other, PackageHash([]byte("bad backend")), z.d.Token, ZKBackend(2))
	wantRevert(t, err, "escrow", "InvalidBackend")
}

// TestSubmitProofThenClaim: an accepted proof makes the job Proven and moves no money; claim
// (anyone may send it) then pays the provider at once, with no challenge window: price minus
// fee to the provider, the fee accrued, the collateral unlocked, the escrow left holding only
// the fees.
func TestSubmitProofThenClaim(t *testing.T) {
	z := newZKSetup(t)
	for _, b := range []ZKBackend{BackendGroth16, BackendPlonk} {
		t.Run(b.String(), func(t *testing.T) {
			a := z.zkJob(z.binding(b))
			prov, treas, held := z.earned(z.provider.Address()), z.treasuryTake(), z.escrowHeld()
			locked := z.stake(z.provider.Address()).Locked
			reserve := z.account(z.provider.Address()).Reserve

			// Only the provider is paid for the proof.
			_, err := z.c.SubmitProof(z.ctx, z.requester, a, z.binding(b), z.proofs[b], zkResultCID)
			wantRevert(t, err, "escrow", "NotProvider")
			// A zk job is never paid on a bare result.
			_, err = z.c.SubmitResult(z.ctx, z.provider, a, zkResultCID)
			wantRevert(t, err, "escrow", "ProofRequired")

			r, err := z.c.SubmitProof(z.ctx, z.provider, a, z.binding(b), z.proofs[b], zkResultCID)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: submitProof %d gas", b, r.GasUsed)
			// The proof moves no money: the settlement is claim's.
			if got := z.earned(z.provider.Address()); got.Cmp(prov) != 0 {
				t.Errorf("provider balance %s after the proof, want %s (paid by claim)", got, prov)
			}
			if got := z.escrowHeld(); got.Cmp(held) != 0 {
				t.Errorf("escrow holds %s after the proof, want %s", got, held)
			}
			if got := z.stake(z.provider.Address()).Locked; got.Cmp(locked) != 0 {
				t.Errorf("locked %s after the proof, want %s (unlocked by claim)", got, locked)
			}
			st, err := z.c.JobState(z.ctx, a.JobID)
			if err != nil {
				t.Fatal(err)
			}
			sh, _ := a.StructHash()
			rc := a.TermsCommitment(ResultCommitment(sh, ResultHash(zkResultCID)))
			if st.Status != StatusProven || !bytes.Equal(st.Commitment[:], rc[:26]) || st.Time != z.now() {
				t.Fatalf("job %+v, want Proven at the proof's time %d with the result commitment", st, z.now())
			}
			esc := z.c.escrow.GetABI().Events
			found := false
			for _, l := range r.Logs {
				switch l.Topics[0] {
				case esc["ProofAccepted"].ID:
					e, err := z.c.escrow.UnpackProofAcceptedEvent(l)
					if err != nil {
						t.Fatal(err)
					}
					found = e.JobId == a.JobID && e.CircuitId == z.ids[b] && bytes.Equal(e.ResultCID, zkResultCID)
				case esc["JobClaimed"].ID:
					t.Error("submitProof emitted JobClaimed: the proof's transaction must not settle")
				}
			}
			if !found {
				t.Error("no matching ProofAccepted event")
			}
			// Proven once.
			_, err = z.c.SubmitProof(z.ctx, z.provider, a, z.binding(b), z.proofs[b], zkResultCID)
			wantRevert(t, err, "escrow", "WrongStatus")
			// The claim needs the proof's result CID.
			_, err = z.c.Claim(z.ctx, z.other, a, ResultHash([]byte("another cid")))
			wantRevert(t, err, "escrow", "TermsMismatch")
			// SubmittedResult reads the proof back for claimers that only know the job id.
			sr, err := z.c.SubmittedResult(z.ctx, a.JobID)
			if err != nil {
				t.Fatal(err)
			}
			if !sr.Proven || sr.ResultHash != ResultHash(zkResultCID) || !bytes.Equal(sr.ResultCID, zkResultCID) {
				t.Fatalf("SubmittedResult %+v, want the proof's CID, Proven", sr)
			}

			// Anyone claims at once: no challenge window for a verified proof.
			cr, err := z.c.ClaimJob(z.ctx, z.other, a.JobID)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: claim of the proven job %d gas", b, cr.GasUsed)
			fee := new(big.Int).Div(new(big.Int).Mul(a.Price, big.NewInt(testFeeBps)), big.NewInt(10_000))
			if got := diff(z.earned(z.provider.Address()), prov); got.Cmp(diff(a.Price, fee)) != 0 {
				t.Errorf("provider got %s, want price-fee %s", got, diff(a.Price, fee))
			}
			if got := diff(z.treasuryTake(), treas); got.Cmp(fee) != 0 {
				t.Errorf("treasury got %s, want %s", got, fee)
			}
			// Paid: the collateral joins the provider's free reserve (still locked).
			if got := z.stake(z.provider.Address()).Locked; got.Cmp(locked) != 0 {
				t.Errorf("locked %s after payment, want %s (the collateral stays locked as reserve)", got, locked)
			}
			if got := diff(z.account(z.provider.Address()).Reserve, reserve); got.Cmp(a.Collateral) != 0 {
				t.Errorf("reserve +%s after payment, want the collateral %s", got, a.Collateral)
			}
			if s := z.status(a.JobID); s != StatusClaimed {
				t.Fatalf("job is %s after the claim, want Claimed", s)
			}
			// Paid once.
			_, err = z.c.ClaimJob(z.ctx, z.other, a.JobID)
			wantRevert(t, err, "escrow", "WrongStatus")
			if got := z.escrowHeld(); got.Cmp(z.fees()) != 0 {
				t.Errorf("escrow still holds %s, want only the accrued fees %s", got, z.fees())
			}
		})
	}
}

// TestProvenJobIsFinal: a verified proof cannot be disputed (even with the right secret,
// inside what would be a batch job's challenge window), refunded (before or after the
// deadline) or abandoned; it can only be claimed, and claimed after its deadline too.
func TestProvenJobIsFinal(t *testing.T) {
	z := newZKSetup(t)
	var secret [32]byte
	copy(secret[:], "the requester's spot-check secret")
	bind := z.binding(BackendGroth16)
	a, sig := z.acceptance(func(a *Acceptance) {
		a.Class, a.SpecHash, a.SecretCommitment = ClassZK, bind.SpecHash(), CommitSecret(secret[:])
	})
	z.open(a, sig)
	z.must(z.c.SubmitProof(z.ctx, z.provider, a, bind, z.proofs[BackendGroth16], zkResultCID))
	rh := ResultHash(zkResultCID)
	bond, err := z.c.DisputeBond(z.ctx, a.Price)
	if err != nil {
		t.Fatal(err)
	}
	z.must(z.c.Approve(z.ctx, z.requester, z.d.Escrow, bond))
	held, locked, req := z.escrowHeld(), z.stake(z.provider.Address()).Locked, z.balance(z.requester.Address())
	untouched := func(when string) {
		t.Helper()
		_, err := z.c.OpenDispute(z.ctx, z.requester, a, rh, secret)
		wantRevert(t, err, "escrow", "WrongStatus")
		_, err = z.c.Refund(z.ctx, z.other, a)
		wantRevert(t, err, "escrow", "WrongStatus")
		_, err = z.c.Abandon(z.ctx, z.provider, a, AbandonInputsUnavailable)
		wantRevert(t, err, "escrow", "WrongStatus")
		if s := z.status(a.JobID); s != StatusProven {
			t.Fatalf("%s: job is %s, want Proven", when, s)
		}
		if got := z.escrowHeld(); got.Cmp(held) != 0 {
			t.Errorf("%s: escrow holds %s, want %s", when, got, held)
		}
		if got := z.stake(z.provider.Address()).Locked; got.Cmp(locked) != 0 {
			t.Errorf("%s: locked %s, want %s", when, got, locked)
		}
	}
	untouched("right after the proof")
	z.advance(2000 * time.Second) // past the deadline (1000 s)
	untouched("after the deadline")
	prov := z.earned(z.provider.Address())
	z.must(z.c.Claim(z.ctx, z.other, a, rh))
	fee := new(big.Int).Div(new(big.Int).Mul(a.Price, big.NewInt(testFeeBps)), big.NewInt(10_000))
	if got := diff(z.earned(z.provider.Address()), prov); got.Cmp(diff(a.Price, fee)) != 0 {
		t.Errorf("provider got %s, want price-fee %s", got, diff(a.Price, fee))
	}
	// Every token accounted for: the requester paid the price (no refund, no bond taken), the
	// provider got price - fee, the escrow keeps only the fee.
	if got := z.balance(z.requester.Address()); got.Cmp(req) != 0 {
		t.Errorf("requester balance %s, want %s (neither refunded nor bonded)", got, req)
	}
	if got := z.escrowHeld(); got.Cmp(z.fees()) != 0 || z.fees().Cmp(fee) != 0 {
		t.Errorf("escrow holds %s with %s fees accrued, want only the fee %s", got, z.fees(), fee)
	}
	z.settledReserve(z.provider.Address(), a.Collateral, new(big.Int))
}

// TestClaimManyMixesProvenAndSubmitted: a provider's proven zk jobs share a claimMany with its
// batch jobs whose windows closed; a proven job needs no wait, a batch job still does.
func TestClaimManyMixesProvenAndSubmitted(t *testing.T) {
	z := newZKSetup(t)
	batch, brh := z.submittedJob(nil)
	zk := z.zkJob(z.binding(BackendGroth16))
	z.must(z.c.SubmitProof(z.ctx, z.provider, zk, z.binding(BackendGroth16), z.proofs[BackendGroth16], zkResultCID))
	zrh := ResultHash(zkResultCID)

	// The batch job's window is open: the batch reverts, the proven job alone does not wait.
	_, err := z.c.ClaimMany(z.ctx, z.other, []*Acceptance{zk, batch}, [][32]byte{zrh, brh})
	wantRevert(t, err, "escrow", "ChallengeWindowOpen")
	zk2 := z.zkJob(z.binding(BackendGroth16))
	z.must(z.c.SubmitProof(z.ctx, z.provider, zk2, z.binding(BackendGroth16), z.proofs[BackendGroth16], zkResultCID))

	z.advance(testWindow + time.Second)
	prov, fees := z.earned(z.provider.Address()), z.fees()
	r, err := z.c.ClaimMany(z.ctx, z.other, []*Acceptance{zk, batch, zk2}, [][32]byte{zrh, brh, zrh})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("claimMany of 2 proven + 1 submitted: %d gas", r.GasUsed)
	payout, fee := new(big.Int), new(big.Int)
	for _, a := range []*Acceptance{zk, batch, zk2} {
		f := new(big.Int).Div(new(big.Int).Mul(a.Price, big.NewInt(testFeeBps)), big.NewInt(10_000))
		payout.Add(payout, diff(a.Price, f))
		fee.Add(fee, f)
		if s := z.status(a.JobID); s != StatusClaimed {
			t.Errorf("job %x is %s, want Claimed", a.JobID, s)
		}
	}
	if got := diff(z.earned(z.provider.Address()), prov); got.Cmp(payout) != 0 {
		t.Errorf("provider +%s, want %s", got, payout)
	}
	if got := diff(z.fees(), fees); got.Cmp(fee) != 0 {
		t.Errorf("fees +%s, want %s", got, fee)
	}
	if got := z.escrowHeld(); got.Cmp(z.fees()) != 0 {
		t.Errorf("escrow holds %s, want only the accrued fees %s", got, z.fees())
	}
	z.settledReserve(z.provider.Address(), tok(300), new(big.Int))
}

func TestSubmitProofRejections(t *testing.T) {
	z := newZKSetup(t)
	g16, plonk := BackendGroth16, BackendPlonk
	flipped := func(b ZKBackend, off int) []byte {
		p := bytes.Clone(z.proofs[b])
		p[off%len(p)] ^= 0x04
		return p
	}
	otherInputs := []*big.Int{new(big.Int).Add(z.inputs[g16][0], big.NewInt(1))}
	unregistered := CircuitID(PackageHash([]byte("never registered")), common.Hash{}, BackendGroth16)

	cases := []struct {
		name  string
		bound ZKBinding // what the job's acceptance binds
		sent  ZKBinding // what submitProof is given
		proof []byte
		want  string
	}{
		{"groth16 corrupted proof", z.binding(g16), z.binding(g16), flipped(g16, 70), "ProofRejected"},
		{"groth16 corrupted last byte", z.binding(g16), z.binding(g16), flipped(g16, len(z.proofs[g16])-3), "ProofRejected"},
		{"plonk corrupted proof", z.binding(plonk), z.binding(plonk), flipped(plonk, 70), "ProofRejected"},
		{"truncated proof", z.binding(g16), z.binding(g16), z.proofs[g16][:200], "ProofRejected"},
		{"proof of other inputs bound by the job", // the job is for another statement
			ZKBinding{z.binding(g16).SpecCIDHash, z.ids[g16], otherInputs},
			ZKBinding{z.binding(g16).SpecCIDHash, z.ids[g16], otherInputs}, z.proofs[g16], "ProofRejected"},
		{"inputs differ from the job's", z.binding(g16),
			ZKBinding{z.binding(g16).SpecCIDHash, z.ids[g16], otherInputs}, z.proofs[g16], "BindingMismatch"},
		{"proof for the wrong circuit", z.binding(plonk),
			z.binding(plonk), z.proofs[g16], "ProofRejected"},
		{"circuit differs from the job's", z.binding(plonk),
			ZKBinding{z.binding(g16).SpecCIDHash, z.ids[g16], z.inputs[plonk]}, z.proofs[g16], "BindingMismatch"},
		{"unregistered circuit",
			ZKBinding{z.binding(g16).SpecCIDHash, unregistered, z.inputs[g16]},
			ZKBinding{z.binding(g16).SpecCIDHash, unregistered, z.inputs[g16]}, z.proofs[g16], "UnknownCircuit"},
	}
	var open []*Acceptance
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a := z.zkJob(tc.bound)
			_, err := z.c.SubmitProof(z.ctx, z.provider, a, tc.sent, tc.proof, zkResultCID)
			re := wantRevert(t, err, "escrow", tc.want)
			if tc.want == "ProofRejected" {
				if id, _ := re.Arg("jobId"); id != [32]byte(a.JobID) {
					t.Errorf("ProofRejected names job %x, want %x", id, a.JobID)
				}
			}
			if s := z.status(a.JobID); s != StatusOpen {
				t.Fatalf("job is %s after a rejected proof, want Open", s)
			}
			open = append(open, a)
		})
	}

	// A batch job cannot be paid on a proof.
	a, sig := z.acceptance(nil)
	z.open(a, sig)
	_, err := z.c.SubmitProof(z.ctx, z.provider, a, z.binding(g16), z.proofs[g16], zkResultCID)
	wantRevert(t, err, "escrow", "NotZkJob")
	// Public inputs that have no uint256 encoding are refused before sending.
	if _, err := z.c.SubmitProof(z.ctx, z.provider, a, ZKBinding{PublicInputs: []*big.Int{big.NewInt(-1)}}, z.proofs[g16], zkResultCID); !errorsIs(err, ErrInvalidProofInput) {
		t.Fatalf("negative input: %v", err)
	}

	// The jobs whose proofs were rejected stay open until their deadline, and then refund as any
	// job does: price back to the requester, collateral slashed to the treasury. A valid proof
	// after the deadline is too late.
	late := open[0]
	z.advance(2000 * time.Second)
	_, err = z.c.SubmitProof(z.ctx, z.provider, late, z.binding(g16), z.proofs[g16], zkResultCID)
	wantRevert(t, err, "escrow", "DeadlinePassed")
	req, treasury, stake := z.balance(z.requester.Address()), z.treasuryTake(), z.stake(z.provider.Address()).Stake
	for _, a := range open {
		z.must(z.c.Refund(z.ctx, z.other, a))
		if s := z.status(a.JobID); s != StatusRefunded {
			t.Fatalf("job %x: %s after refund", a.JobID, s)
		}
	}
	n := big.NewInt(int64(len(open)))
	back := new(big.Int).Mul(n, tok(40))
	if got := diff(z.balance(z.requester.Address()), req); got.Cmp(back) != 0 {
		t.Errorf("requester got %s back, want %s (the price per job)", got, back)
	}
	if got := diff(z.treasuryTake(), treasury); got.Cmp(new(big.Int).Mul(n, tok(100))) != 0 {
		t.Errorf("treasury got %s, want %s (the collateral per job)", got, new(big.Int).Mul(n, tok(100)))
	}
	if got := diff(stake, z.stake(z.provider.Address()).Stake); got.Cmp(new(big.Int).Mul(n, tok(100))) != 0 {
		t.Errorf("provider lost %s stake, want %s", got, new(big.Int).Mul(n, tok(100)))
	}
}

// encodingProbe stands in for a gnark Groth16 verifier with 12 and with 123 public inputs: it
// accepts only the probe proof (11 bytes, not a whole word) and inputs 1..n, so a selector
// built with the wrong decimal count, a misplaced input or a wrong proof offset, length or
// padding is rejected.
const encodingProbe = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;
contract EncodingProbe {
    function verifyProof(bytes calldata proof, uint256[12] calldata input) external pure {
        uint256[] memory ins = new uint256[](12);
        for (uint256 i; i < 12; i++) ins[i] = input[i];
        check(proof, ins);
    }
    function verifyProof(bytes calldata proof, uint256[123] calldata input) external pure {
        uint256[] memory ins = new uint256[](123);
        for (uint256 i; i < 123; i++) ins[i] = input[i];
        check(proof, ins);
    }
    function check(bytes calldata proof, uint256[] memory ins) private pure {
        require(keccak256(proof) == keccak256("probe proof"), "proof");
        for (uint256 i; i < ins.length; i++) require(ins[i] == i + 1, "input");
    }
}
`

// TestSubmitProofGroth16Encoding: the escrow builds a Groth16 verifier's calldata itself
// (verifyProof(bytes,uint256[N]), N inline): with two- and three-digit N, the probe verifier
// accepts exactly the encoding gnark's verifiers expect.
func TestSubmitProofGroth16Encoding(t *testing.T) {
	z := newZKSetup(t)
	cv, err := proving.CompileSolidity(z.ctx, []byte(encodingProbe), "EncodingProbe", proving.SolcConfig{})
	if err != nil {
		t.Fatal(err)
	}
	addr, _, err := z.owner.Deploy(z.ctx, cv.Bytecode, nil)
	if err != nil {
		t.Fatal(err)
	}
	id, _, err := z.c.RegisterCircuit(z.ctx, z.other, PackageHash([]byte("encoding probe")), addr, BackendGroth16)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{12, 123} {
		ins := make([]*big.Int, n)
		for i := range ins {
			ins[i] = big.NewInt(int64(i + 1))
		}
		bind := ZKBinding{SpecCIDHash: SpecHash([]byte("probe spec")), CircuitID: id, PublicInputs: ins}
		a := z.zkJob(bind)
		_, err := z.c.SubmitProof(z.ctx, z.provider, a, bind, []byte("probe proof!"), zkResultCID)
		wantRevert(t, err, "escrow", "ProofRejected")
		if _, err := z.c.SubmitProof(z.ctx, z.provider, a, bind, []byte("probe proof"), zkResultCID); err != nil {
			t.Fatalf("%d inputs: %v", n, err)
		}
		if s := z.status(a.JobID); s != StatusProven {
			t.Fatalf("%d inputs: job is %s, want Proven", n, s)
		}
	}
	// A job whose inputs count has no verifier function (7: no such selector) is rejected.
	ins := []*big.Int{big.NewInt(1), big.NewInt(2), big.NewInt(3), big.NewInt(4), big.NewInt(5), big.NewInt(6), big.NewInt(7)}
	bind := ZKBinding{SpecCIDHash: SpecHash([]byte("probe spec")), CircuitID: id, PublicInputs: ins}
	a := z.zkJob(bind)
	_, err = z.c.SubmitProof(z.ctx, z.provider, a, bind, []byte("probe proof"), zkResultCID)
	wantRevert(t, err, "escrow", "ProofRejected")
}
