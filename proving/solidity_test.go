package proving

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"os"
	"os/exec"
	"sync"
	"testing"

	"github.com/consensys/gnark/backend"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/devnet/chain"
)

var (
	verifierOnce sync.Once
	verifiers    map[backend.ID]*CompiledVerifier
	verifierErr  error
)

// compiledVerifiers compiles the fixtures' Solidity verifiers once. A missing node or solc-js
// fails the test with what to install: CI installs them with `npm ci` in contracts/.
func compiledVerifiers(t *testing.T) map[backend.ID]*CompiledVerifier {
	t.Helper()
	if _, err := exec.LookPath("node"); err != nil {
		t.Fatalf("node is required for the Solidity verifier tests: install Node.js and run `npm ci` in contracts/ (%v)", err)
	}
	verifierOnce.Do(func() {
		verifiers = map[backend.ID]*CompiledVerifier{}
		for b, p := range testPackages(t) {
			cv, err := p.SolidityVerifier(context.Background(), SolcConfig{})
			if err != nil {
				verifierErr = err
				return
			}
			verifiers[b] = cv
		}
	})
	if verifierErr != nil {
		t.Fatalf("compile verifiers (run `npm ci` in contracts/, or set %s): %v", SolcJSEnv, verifierErr)
	}
	return verifiers
}

func TestSolidityVerifierOnChain(t *testing.T) {
	ctx := context.Background()
	cvs := compiledVerifiers(t)
	sc, err := newSimChain(chain.MainnetLikeConfig(big.NewInt(chain.DefaultChainID)))
	if err != nil {
		t.Fatal(err)
	}
	defer sc.Close()
	for b, p := range testPackages(t) {
		t.Run(b.String(), func(t *testing.T) {
			cv := cvs[b]
			if cv.SolcVersion == "" || len(cv.Bytecode) == 0 {
				t.Fatalf("compiled verifier incomplete: %+v", cv.SolcVersion)
			}
			addr, deployGas, err := sc.deploy(ctx, cv)
			if err != nil {
				t.Fatal(err)
			}
			res, err := p.Prove(ctx, chainWitness(t, p, 123), ProveOptions{})
			if err != nil {
				t.Fatal(err)
			}
			client := sc.sim.Client()
			if err := VerifyOnChain(ctx, client, addr, cv, res.Proof); err != nil {
				t.Fatalf("valid proof rejected on-chain: %v", err)
			}
			gas, err := sc.verifyGas(ctx, addr, cv, res.Proof)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: deploy %d gas, verify tx %d gas", b, deployGas, gas)
			if b == backend.GROTH16 && gas >= 300_000 {
				t.Errorf("groth16 verify costs %d gas, target is under 300k", gas)
			}

			// The proof claimed for another public input reverts.
			otherPub, _ := chainWitness(t, p, 124).Public()
			forged := &Proof{Curve: res.Proof.Curve, Backend: b, proof: res.Proof.proof, public: otherPub}
			if err := VerifyOnChain(ctx, client, addr, cv, forged); !errors.Is(err, ErrInvalidProof) {
				t.Fatalf("proof with a wrong public input: got %v, want ErrInvalidProof", err)
			}

			// Corrupted proof bytes revert (or, for PLONK, verify false).
			sp, err := res.Proof.SolidityProof()
			if err != nil {
				t.Fatal(err)
			}
			ins, _ := res.Proof.PublicInputs()
			for _, off := range []int{5, 70, len(sp) - 3} {
				bad := bytes.Clone(sp)
				bad[off] ^= 0x04
				if err := callRaw(ctx, sc, addr, cv, b, bad, ins); !errors.Is(err, ErrInvalidProof) {
					t.Fatalf("proof with byte %d flipped: got %v, want ErrInvalidProof", off, err)
				}
			}
		})
	}
}

// callRaw calls the verifier with raw Solidity proof bytes, mapping a revert (or false) to
// ErrInvalidProof like VerifyOnChain.
func callRaw(ctx context.Context, sc *simChain, addr [20]byte, cv *CompiledVerifier, b backend.ID, sp []byte, ins []*big.Int) error {
	var data []byte
	var err error
	if b == backend.PLONK {
		data, err = cv.ABI.Pack("Verify", sp, ins)
	} else {
		data, err = cv.ABI.Pack("verifyProof", sp, [1]*big.Int{ins[0]})
	}
	if err != nil {
		return err
	}
	return callVerifier(ctx, sc.sim.Client(), addr, cv, b, data)
}

func TestCompileSolidityErrors(t *testing.T) {
	ctx := context.Background()
	if _, err := CompileSolidity(ctx, []byte("contract X {}"), "X", SolcConfig{Node: "/nonexistent/node"}); !errors.Is(err, ErrSolc) {
		t.Fatalf("missing node: got %v", err)
	}
	if _, err := CompileSolidity(ctx, []byte("contract X {}"), "X", SolcConfig{SolcJSDir: t.TempDir()}); !errors.Is(err, ErrSolc) {
		t.Fatalf("missing solc-js: got %v", err)
	}
	compiledVerifiers(t) // fails with a clear message when node or solc-js is missing
	if _, err := CompileSolidity(ctx, []byte("contract X { function f( }"), "X", SolcConfig{}); !errors.Is(err, ErrSolc) {
		t.Fatalf("syntax error: got %v", err)
	}
	if os.Getenv(SolcJSEnv) == "" {
		t.Logf("solc-js found under contracts/node_modules")
	}
}

// TestDeclareVerifier: a package declares the code hash of its compiled Solidity verifier; the
// declaration survives encoding, is checked against a compiled verifier, and cannot be made
// with another package's verifier.
func TestDeclareVerifier(t *testing.T) {
	ctx := context.Background()
	cvs := compiledVerifiers(t)
	for b, p := range testPackages(t) {
		t.Run(b.String(), func(t *testing.T) {
			if err := p.CheckVerifier(cvs[b]); !errors.Is(err, ErrNoVerifier) {
				t.Fatalf("CheckVerifier on an undeclared package: %v, want ErrNoVerifier", err)
			}
			q, cv, err := p.DeclareVerifier(ctx, SolcConfig{})
			if err != nil {
				t.Fatal(err)
			}
			if p.Info().HasVerifier() || !q.Info().HasVerifier() || q.Info().VerifierCodeHash != crypto.Keccak256Hash(cv.Runtime) ||
				q.Info().Version != PackageVersion {
				t.Fatalf("declared %+v from %+v", q.Info(), p.Info())
			}
			if err := q.CheckVerifier(cv); err != nil {
				t.Fatal(err)
			}
			data := encode(t, q)
			got, err := ReadPackage(bytes.NewReader(data), Want{})
			if err != nil || got.Info() != q.Info() {
				t.Fatalf("declared package round trip: %+v, %v", got.Info(), err)
			}
			// Declaring again is the same package; a package declaring other code is refused.
			if again, _, err := q.DeclareVerifier(ctx, SolcConfig{}); err != nil || again != q {
				t.Fatalf("DeclareVerifier of a declared package: %v, %v", again == q, err)
			}
			lied := bytes.Clone(data)
			lied[q.Info().headerLen()-1] ^= 1
			liar, err := ReadPackage(bytes.NewReader(lied), Want{})
			if err != nil {
				t.Fatal(err)
			}
			if _, _, err := liar.DeclareVerifier(ctx, SolcConfig{}); !errors.Is(err, ErrVerifierMismatch) {
				t.Fatalf("package declaring other code: %v, want ErrVerifierMismatch", err)
			}
			other := cvs[backend.PLONK]
			if b == backend.PLONK {
				other = cvs[backend.GROTH16]
			}
			if _, err := p.WithVerifier(other); !errors.Is(err, ErrVerifierMismatch) {
				t.Fatalf("WithVerifier of another package's verifier: %v, want ErrVerifierMismatch", err)
			}
			if err := q.CheckVerifier(other); !errors.Is(err, ErrVerifierMismatch) {
				t.Fatalf("CheckVerifier of another package's verifier: %v, want ErrVerifierMismatch", err)
			}
		})
	}
}
