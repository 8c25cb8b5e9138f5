package zk

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/logger"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/proving"
	"github.com/gpumesh/gpumesh/proving/circuits/merkle"
	"github.com/gpumesh/gpumesh/proving/circuits/mimcchain"
)

// fixture is one circuit package set up once for the whole test binary.
type fixture struct {
	name     string
	pkg      *proving.Package
	pkgBytes []byte
	valid    []byte // full witness that satisfies the circuit
	invalid  []byte // full witness of the right shape that does not
}

var fixtures []*fixture

const rounds = 4

func TestMain(m *testing.M) {
	logger.Disable()
	if err := setupFixtures(); err != nil {
		fmt.Fprintln(os.Stderr, "setup fixtures:", err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}

func setupFixtures() error {
	ctx := context.Background()
	good, err := mimcchain.Assignment(ecc.BN254, big.NewInt(7), rounds)
	if err != nil {
		return err
	}
	bad := *good
	bad.Hash = new(big.Int).Add(good.Hash.(*big.Int), big.NewInt(1))

	leaves := make([]*big.Int, 8)
	for i := range leaves {
		leaves[i] = big.NewInt(int64(100 + i))
	}
	mgood, err := merkle.Assignment(leaves, 5)
	if err != nil {
		return err
	}
	mbad := *mgood
	mbad.Path = append([]frontend.Variable(nil), mgood.Path...)
	mbad.Path[0] = big.NewInt(999) // not a leaf of the tree

	for _, c := range []struct {
		name      string
		circuit   frontend.Circuit
		good, bad frontend.Circuit
		b         backend.ID
	}{
		{"mimcchain-groth16", mimcchain.New(rounds), good, &bad, backend.GROTH16},
		{"mimcchain-plonk", mimcchain.New(rounds), good, &bad, backend.PLONK},
		{"merkle-groth16", merkle.New(3), mgood, &mbad, backend.GROTH16},
		{"merkle-plonk", merkle.New(3), mgood, &mbad, backend.PLONK},
	} {
		pkg, err := proving.Setup(ctx, c.circuit, proving.SetupConfig{Name: c.name, Backend: c.b, UnsafeDevSRS: c.b == backend.PLONK})
		if err != nil {
			return fmt.Errorf("%s: %w", c.name, err)
		}
		var buf bytes.Buffer
		if _, err := pkg.WriteTo(&buf); err != nil {
			return err
		}
		f := &fixture{name: c.name, pkg: pkg, pkgBytes: buf.Bytes()}
		for _, a := range []struct {
			dst *[]byte
			c   frontend.Circuit
		}{{&f.valid, c.good}, {&f.invalid, c.bad}} {
			w, err := pkg.NewWitness(a.c)
			if err != nil {
				return fmt.Errorf("%s witness: %w", c.name, err)
			}
			if *a.dst, err = w.MarshalBinary(); err != nil {
				return err
			}
		}
		fixtures = append(fixtures, f)
	}
	return nil
}

// runnerJob lays out a job as the provider's runner does: one input directory holding a file per
// input name, and an empty output directory.
func runnerJob(t *testing.T, files map[string][]byte, args ...string) executor.Job {
	t.Helper()
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in"), filepath.Join(dir, "out")
	for _, d := range []string{in, out} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(in, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return executor.Job{ID: t.Name(), Args: args,
		Inputs: []executor.Mount{{HostPath: in, GuestPath: "/in"}},
		Output: executor.Mount{HostPath: out, GuestPath: "/out"}}
}

func outFiles(t *testing.T, job executor.Job) []string {
	t.Helper()
	es, err := os.ReadDir(job.Output.HostPath)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

func TestProveValid(t *testing.T) {
	ex := New(Config{})
	for _, f := range fixtures {
		t.Run(f.name, func(t *testing.T) {
			info := f.pkg.Info()
			job := runnerJob(t, map[string][]byte{InputCircuit: f.pkgBytes, InputWitness: f.valid},
				"--curve=bn254", "--backend="+info.Backend.String())
			job.Limits.MemoryBytes = 1 << 30
			res, err := ex.Run(context.Background(), job)
			if err != nil {
				t.Fatal(err)
			}
			if res.Reason != executor.ReasonOK || res.ExitCode != 0 || res.Err() != nil {
				t.Fatalf("result %+v", res)
			}
			checkOutputs(t, f, job.Output.HostPath)
		})
	}
}

func checkOutputs(t *testing.T, f *fixture, dir string) {
	t.Helper()
	info := f.pkg.Info()
	pb, err := os.ReadFile(filepath.Join(dir, FileProof))
	if err != nil {
		t.Fatal(err)
	}
	proof, err := proving.ReadProof(bytes.NewReader(pb))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.pkg.Verify(proof); err != nil {
		t.Fatalf("proof.bin does not verify: %v", err)
	}
	ins, err := proof.PublicInputs()
	if err != nil {
		t.Fatal(err)
	}

	// public.bin is the public witness of the valid assignment.
	pub, err := os.ReadFile(filepath.Join(dir, FilePublic))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.pkg.ReadPublicWitness(bytes.NewReader(pub)); err != nil {
		t.Fatalf("public.bin: %v", err)
	}
	full, err := f.pkg.ReadWitness(bytes.NewReader(f.valid))
	if err != nil {
		t.Fatal(err)
	}
	wantPub, err := full.Public()
	if err != nil {
		t.Fatal(err)
	}
	wantPubBytes, _ := wantPub.MarshalBinary()
	if !bytes.Equal(pub, wantPubBytes) {
		t.Fatalf("public.bin differs from the witness's public part")
	}

	// Tampering with a public input makes the proof fail: proof.bin is bound to public.bin.
	tampered := bytes.Clone(pb)
	tampered[len(tampered)-1] ^= 1
	if bad, err := proving.UnmarshalProof(tampered); err == nil {
		if err := f.pkg.Verify(bad); !errors.Is(err, proving.ErrInvalidProof) {
			t.Fatalf("tampered public input: got %v, want ErrInvalidProof", err)
		}
	}

	js, err := os.ReadFile(filepath.Join(dir, FileReport))
	if err != nil {
		t.Fatal(err)
	}
	var rep Report
	if err := json.Unmarshal(js, &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Circuit != info.Name || rep.Curve != "bn254" || rep.Backend != info.Backend.String() ||
		rep.Constraints != info.NbConstraints || rep.Constraints == 0 || rep.ProveTimeNs <= 0 ||
		rep.Parallelism < 1 || rep.PeakMemoryBytes == 0 || rep.EstimatedMemoryBytes == 0 ||
		rep.ProofBytes != proof.ProofBytes() || rep.MemoryLimitBytes != 1<<30 {
		t.Fatalf("report %+v, info %+v", rep, info)
	}
	if len(rep.PublicInputs) != len(ins) || len(ins) == 0 {
		t.Fatalf("public inputs %v, want %v", rep.PublicInputs, ins)
	}
	for i, v := range ins {
		if rep.PublicInputs[i] != v.String() {
			t.Fatalf("public input %d: %s, want %s", i, rep.PublicInputs[i], v)
		}
	}
	sp, err := proof.SolidityProof()
	if err != nil {
		t.Fatal(err)
	}
	if rep.SolidityProof != "0x"+hex.EncodeToString(sp) {
		t.Fatalf("solidity proof mismatch")
	}
	cd, err := hex.DecodeString(strings.TrimPrefix(rep.SolidityCalldata, "0x"))
	if err != nil {
		t.Fatal(err)
	}
	sig := fmt.Sprintf("verifyProof(bytes,uint256[%d])", len(ins))
	if info.Backend == backend.PLONK {
		sig = "Verify(bytes,uint256[])"
	}
	if !bytes.Equal(cd[:4], crypto.Keccak256([]byte(sig))[:4]) {
		t.Fatalf("calldata selector %x is not %s", cd[:4], sig)
	}
	// The proof bytes appear in the calldata, and the last public input ends it.
	if !bytes.Contains(cd, sp) {
		t.Fatalf("calldata does not carry the solidity proof")
	}
	last := make([]byte, 32)
	ins[len(ins)-1].FillBytes(last)
	// Groth16: selector, offset of the bytes, then uint256[n] inline.
	if info.Backend == backend.GROTH16 && !bytes.Equal(cd[4+32*len(ins):4+32+32*len(ins)], last) {
		t.Fatalf("groth16 calldata: static public inputs not after the bytes offset")
	}
}

// TestCalldataMatchesVerifierABI compares Calldata with proving.VerifierCalldata, which packs with
// the ABI of gnark's exported verifier compiled by solc (node and solc-js are required, as for the
// proving package's tests: `npm ci` in contracts/).
func TestCalldataMatchesVerifierABI(t *testing.T) {
	for _, f := range fixtures[:2] {
		t.Run(f.name, func(t *testing.T) {
			cv, err := f.pkg.SolidityVerifier(context.Background(), proving.SolcConfig{})
			if err != nil {
				t.Fatalf("compile verifier (node and `npm ci` in contracts/ are required): %v", err)
			}
			full, err := f.pkg.ReadWitness(bytes.NewReader(f.valid))
			if err != nil {
				t.Fatal(err)
			}
			pr, err := f.pkg.Prove(context.Background(), full, proving.ProveOptions{})
			if err != nil {
				t.Fatal(err)
			}
			want, err := proving.VerifierCalldata(cv, pr.Proof)
			if err != nil {
				t.Fatal(err)
			}
			sp, err := pr.Proof.SolidityProof()
			if err != nil {
				t.Fatal(err)
			}
			ins, err := pr.Proof.PublicInputs()
			if err != nil {
				t.Fatal(err)
			}
			got, err := Calldata(f.pkg.Info().Backend, sp, ins)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("calldata\n got %x\nwant %x", got, want)
			}
		})
	}
}

// TestInputLayouts: file mounts named by guest path, and the package as Job.Module.
func TestInputLayouts(t *testing.T) {
	f := fixtures[0]
	dir := t.TempDir()
	pkgPath, witPath := filepath.Join(dir, "pkg.bin"), filepath.Join(dir, "w.bin")
	out := filepath.Join(dir, "out")
	for p, d := range map[string][]byte{pkgPath: f.pkgBytes, witPath: f.valid} {
		if err := os.WriteFile(p, d, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(out, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, job := range map[string]executor.Job{
		"file mounts": {Inputs: []executor.Mount{{HostPath: pkgPath, GuestPath: "/in/circuit"}, {HostPath: witPath, GuestPath: "/in/witness"}}},
		"module":      {Module: pkgPath, Inputs: []executor.Mount{{HostPath: witPath, GuestPath: "/in/witness"}}},
	} {
		t.Run(name, func(t *testing.T) {
			job.Output = executor.Mount{HostPath: out}
			res, err := New(Config{}).Run(context.Background(), job)
			if err != nil || res.Reason != executor.ReasonOK {
				t.Fatalf("res %+v err %v", res, err)
			}
			checkOutputs2(t, f, out)
		})
	}
}

func checkOutputs2(t *testing.T, f *fixture, dir string) {
	t.Helper()
	pb, err := os.ReadFile(filepath.Join(dir, FileProof))
	if err != nil {
		t.Fatal(err)
	}
	proof, err := proving.ReadProof(bytes.NewReader(pb))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.pkg.Verify(proof); err != nil {
		t.Fatal(err)
	}
}

func TestFailures(t *testing.T) {
	g16, plk := fixtures[0], fixtures[1]
	notPkg := bytes.Repeat([]byte("not a circuit package "), 10)
	canceled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tc := range []struct {
		name    string
		ctx     context.Context
		files   map[string][]byte
		args    []string
		limits  executor.Limits
		errIs   []error         // Run error must match all of these
		reason  executor.Reason // else the result's reason
		exit    int
		inStder string
	}{
		{name: "unsatisfied groth16", files: map[string][]byte{"circuit": g16.pkgBytes, "witness": g16.invalid},
			reason: executor.ReasonExitStatus, exit: ExitUnsatisfied, inStder: "does not satisfy"},
		{name: "unsatisfied plonk", files: map[string][]byte{"circuit": plk.pkgBytes, "witness": plk.invalid},
			reason: executor.ReasonExitStatus, exit: ExitUnsatisfied, inStder: "does not satisfy"},
		{name: "unsatisfied merkle", files: map[string][]byte{"circuit": fixtures[2].pkgBytes, "witness": fixtures[2].invalid},
			reason: executor.ReasonExitStatus, exit: ExitUnsatisfied, inStder: "does not satisfy"},
		{name: "not a package", files: map[string][]byte{"circuit": notPkg, "witness": g16.valid},
			errIs: []error{executor.ErrBadJob, proving.ErrNotPackage}},
		{name: "truncated package", files: map[string][]byte{"circuit": g16.pkgBytes[:len(g16.pkgBytes)/2], "witness": g16.valid},
			errIs: []error{executor.ErrBadJob, proving.ErrCorrupt}},
		{name: "curve mismatch", files: map[string][]byte{"circuit": g16.pkgBytes, "witness": g16.valid}, args: []string{"--curve=bls12_381"},
			errIs: []error{executor.ErrBadJob, proving.ErrCurveMismatch}},
		{name: "backend mismatch", files: map[string][]byte{"circuit": g16.pkgBytes, "witness": g16.valid}, args: []string{"--backend=plonk"},
			errIs: []error{executor.ErrBadJob, proving.ErrBackendMismatch}},
		{name: "witness of another circuit", files: map[string][]byte{"circuit": g16.pkgBytes, "witness": fixtures[2].valid},
			errIs: []error{executor.ErrBadJob, proving.ErrWitness}},
		{name: "no witness", files: map[string][]byte{"circuit": g16.pkgBytes}, errIs: []error{executor.ErrBadJob}},
		{name: "no circuit", files: map[string][]byte{"witness": g16.valid}, errIs: []error{executor.ErrBadJob}},
		{name: "bad arg", files: map[string][]byte{"circuit": g16.pkgBytes, "witness": g16.valid}, args: []string{"--fast"},
			errIs: []error{executor.ErrBadJob}},
		{name: "memory limit", files: map[string][]byte{"circuit": g16.pkgBytes, "witness": g16.valid},
			limits: executor.Limits{MemoryBytes: 1 << 20}, reason: executor.ReasonMemoryLimit, exit: -1, inStder: "memory limit"},
		{name: "plonk memory limit", files: map[string][]byte{"circuit": plk.pkgBytes, "witness": plk.valid},
			limits: executor.Limits{MemoryBytes: 1 << 20}, reason: executor.ReasonMemoryLimit, exit: -1, inStder: "memory limit"},
		{name: "canceled", ctx: canceled, files: map[string][]byte{"circuit": g16.pkgBytes, "witness": g16.valid},
			reason: executor.ReasonCanceled, exit: -1, inStder: "canceled"},
		{name: "wall time", files: map[string][]byte{"circuit": g16.pkgBytes, "witness": g16.valid},
			limits: executor.Limits{WallTime: time.Nanosecond}, reason: executor.ReasonTimeLimit, exit: -1, inStder: "wall-time"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := tc.ctx
			if ctx == nil {
				ctx = context.Background()
			}
			job := runnerJob(t, tc.files, tc.args...)
			job.Limits = tc.limits
			res, err := New(Config{}).Run(ctx, job)
			if len(tc.errIs) > 0 {
				for _, want := range tc.errIs {
					if !errors.Is(err, want) {
						t.Fatalf("err %v, want %v", err, want)
					}
				}
			} else {
				if err != nil {
					t.Fatal(err)
				}
				if res.Reason != tc.reason || res.ExitCode != tc.exit || !strings.Contains(string(res.Stderr), tc.inStder) || res.Err() == nil {
					t.Fatalf("result reason %q exit %d stderr %q, want %q %d %q", res.Reason, res.ExitCode, res.Stderr, tc.reason, tc.exit, tc.inStder)
				}
			}
			if got := outFiles(t, job); len(got) != 0 {
				t.Fatalf("output written on failure: %v", got)
			}
		})
	}
}

// TestBadProverOutput: a package whose proving key does not match its verifying key makes the
// prover emit proofs that do not verify (what a faulty GPU prover does). The executor must
// report ExitInvalidProof and write nothing.
func TestBadProverOutput(t *testing.T) {
	f := fixtures[0]
	other, err := proving.Setup(context.Background(), mimcchain.New(rounds), proving.SetupConfig{Name: f.name})
	if err != nil {
		t.Fatal(err)
	}
	var ob bytes.Buffer
	if _, err := other.WriteTo(&ob); err != nil {
		t.Fatal(err)
	}
	vk := int(f.pkg.Info().VKBytes)
	if other.Info().VKBytes != uint64(vk) || ob.Len() != len(f.pkgBytes) {
		t.Fatalf("setups differ in layout")
	}
	// f's header, constraint system and proving key; the other setup's verifying key.
	spliced := append(bytes.Clone(f.pkgBytes[:len(f.pkgBytes)-vk]), ob.Bytes()[ob.Len()-vk:]...)
	job := runnerJob(t, map[string][]byte{"circuit": spliced, "witness": f.valid})
	res, err := New(Config{}).Run(context.Background(), job)
	if err != nil {
		t.Fatal(err)
	}
	if res.Reason != executor.ReasonExitStatus || res.ExitCode != ExitInvalidProof || !errors.Is(res.Err(), executor.ErrExitStatus) ||
		!strings.Contains(res.Detail, "does not verify") {
		t.Fatalf("result %+v", res)
	}
	if got := outFiles(t, job); len(got) != 0 {
		t.Fatalf("output written for a bad proof: %v", got)
	}
}

func TestLimitsChecked(t *testing.T) {
	f := fixtures[0]
	job := runnerJob(t, map[string][]byte{"circuit": f.pkgBytes, "witness": f.valid})
	job.Limits.MemoryBytes = 2 << 30
	if _, err := New(Config{MaxMemoryBytes: 1 << 30}).Run(context.Background(), job); !errors.Is(err, executor.ErrBadJob) {
		t.Fatalf("memory above the provider's max: %v", err)
	}
	job.Limits = executor.Limits{WallTime: 48 * time.Hour}
	if _, err := New(Config{}).Run(context.Background(), job); !errors.Is(err, executor.ErrBadJob) {
		t.Fatalf("wall time above the max: %v", err)
	}
	// The provider's default memory limit applies to a job without one.
	job.Limits = executor.Limits{}
	res, err := New(Config{DefaultMemoryBytes: 1 << 20}).Run(context.Background(), job)
	if err != nil || res.Reason != executor.ReasonMemoryLimit {
		t.Fatalf("default memory limit: %+v %v", res, err)
	}
}

// TestRegistry: the executor replaces the registry's "zk" placeholder as the daemon wires it.
func TestRegistry(t *testing.T) {
	reg := executor.NewRegistry()
	reg.Register("zk", New(Config{}))
	ex, err := reg.Executor("zk")
	if err != nil {
		t.Fatal(err)
	}
	f := fixtures[0]
	job := runnerJob(t, map[string][]byte{"circuit": f.pkgBytes, "witness": f.valid})
	res, err := ex.Run(context.Background(), job)
	if err != nil || res.Reason != executor.ReasonOK {
		t.Fatalf("%+v %v", res, err)
	}
}

func TestParseArgs(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want proving.Want
		ok   bool
	}{
		{nil, proving.Want{}, true},
		{[]string{"--curve=bn254"}, proving.Want{Curve: ecc.BN254}, true},
		{[]string{"--curve=BLS12_381", "--backend=PLONK"}, proving.Want{Curve: ecc.BLS12_381, Backend: backend.PLONK}, true},
		{[]string{"--backend=groth16"}, proving.Want{Backend: backend.GROTH16}, true},
		{[]string{"--curve="}, proving.Want{}, false},
		{[]string{"--curve=secp256k1"}, proving.Want{}, false},
		{[]string{"--backend=stark"}, proving.Want{}, false},
		{[]string{"--curve", "bn254"}, proving.Want{}, false},
	} {
		got, err := ParseArgs(tc.args)
		if (err == nil) != tc.ok || (tc.ok && got != tc.want) {
			t.Errorf("ParseArgs(%q) = %+v, %v", tc.args, got, err)
		}
		if err != nil && !errors.Is(err, executor.ErrBadJob) {
			t.Errorf("ParseArgs(%q): %v is not ErrBadJob", tc.args, err)
		}
	}
}

func FuzzParseArgs(f *testing.F) {
	f.Add("--curve=bn254", "--backend=plonk")
	f.Add("--curve=", "x")
	f.Fuzz(func(t *testing.T, a, b string) {
		w, err := ParseArgs([]string{a, b})
		if err != nil && !errors.Is(err, executor.ErrBadJob) {
			t.Fatalf("unclassified error %v", err)
		}
		if err == nil && w.Backend != backend.UNKNOWN && w.Backend != backend.GROTH16 && w.Backend != backend.PLONK {
			t.Fatalf("backend %v accepted", w.Backend)
		}
	})
}
