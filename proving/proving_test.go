package proving

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"math/big"
	"strings"
	"sync"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/backend/witness"
	"github.com/consensys/gnark/logger"
	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/proving/circuits/merkle"
	"github.com/gpumesh/gpumesh/proving/circuits/mimcchain"
)

func init() { logger.Disable() }

const testRounds = 4

var (
	fixtureOnce sync.Once
	fixtures    map[backend.ID]*Package
	fixtureErr  error
)

// testPackages returns small mimcchain packages for both backends, set up once per test binary.
func testPackages(t testing.TB) map[backend.ID]*Package {
	t.Helper()
	fixtureOnce.Do(func() {
		fixtures = map[backend.ID]*Package{}
		for _, b := range []backend.ID{backend.GROTH16, backend.PLONK} {
			p, err := Setup(context.Background(), mimcchain.New(testRounds),
				SetupConfig{Name: "mimcchain-4", Backend: b, UnsafeDevSRS: b == backend.PLONK})
			if err != nil {
				fixtureErr = err
				return
			}
			fixtures[b] = p
		}
	})
	if fixtureErr != nil {
		t.Fatal(fixtureErr)
	}
	return fixtures
}

func chainWitness(t testing.TB, p *Package, preimage int64) witness.Witness {
	t.Helper()
	a, err := mimcchain.Assignment(ecc.BN254, big.NewInt(preimage), testRounds)
	if err != nil {
		t.Fatal(err)
	}
	w, err := p.NewWitness(a)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

func encode(t testing.TB, p *Package) []byte {
	t.Helper()
	var buf bytes.Buffer
	n, err := p.WriteTo(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if uint64(n) != p.Info().Size() || int(n) != buf.Len() {
		t.Fatalf("WriteTo reported %d bytes, wrote %d, Info().Size() = %d", n, buf.Len(), p.Info().Size())
	}
	return buf.Bytes()
}

func TestWitnessCounts(t *testing.T) {
	for b, p := range testPackages(t) {
		if p.Info().NbPublic != 1 || p.Info().NbSecret != 1 {
			t.Errorf("%s: got %d public / %d secret, mimcchain has 1 and 1", b, p.Info().NbPublic, p.Info().NbSecret)
		}
	}
}

func TestPackageRoundTripAndProve(t *testing.T) {
	ctx := context.Background()
	for b, orig := range testPackages(t) {
		t.Run(b.String(), func(t *testing.T) {
			data := encode(t, orig)
			got, err := ReadPackage(bytes.NewReader(data), Want{Curve: ecc.BN254, Backend: b})
			if err != nil {
				t.Fatal(err)
			}
			if got.Info() != orig.Info() {
				t.Fatalf("info changed over a round trip:\n got %+v\nwant %+v", got.Info(), orig.Info())
			}
			// Re-encoding a decoded package gives the same bytes (so the same CID).
			if again := encode(t, got); !bytes.Equal(again, data) {
				t.Fatal("re-encoded package differs")
			}
			res, err := got.Prove(ctx, chainWitness(t, got, 11), ProveOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if res.ProveTime <= 0 || res.Parallelism < 1 || res.PeakMemBytes == 0 || res.PeakMemBytes < res.BaseMemBytes {
				t.Fatalf("bad measurements: %+v", res)
			}
			// A proof made with the decoded package verifies with the original keys.
			if err := orig.Verify(res.Proof); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestReadPackageBadInput(t *testing.T) {
	p := testPackages(t)[backend.GROTH16]
	valid := encode(t, p)
	mutate := func(f func(b []byte) []byte) []byte { return f(bytes.Clone(valid)) }
	curveOff := len(packageMagic) + 2 // length byte of the curve name
	tests := []struct {
		name    string
		data    []byte
		want    Want
		wantErr error
		msg     string
	}{
		{"empty", nil, Want{}, ErrNotPackage, "not a circuit package"},
		{"text file", []byte("hello, this is a README and not a circuit"), Want{}, ErrNotPackage, "not a circuit package"},
		{"proof instead of package", []byte(proofMagic + "\x00\x01"), Want{}, ErrNotPackage, ""},
		{"future version", mutate(func(b []byte) []byte { b[len(packageMagic)+1] = 9; return b }), Want{}, ErrVersion, "version 9"},
		{"unknown curve", mutate(func(b []byte) []byte { copy(b[curveOff+1:], "zz999"); return b }), Want{}, ErrUnsupported, ""},
		{"unknown backend", mutate(func(b []byte) []byte { copy(b[curveOff+1+5+1:], "nope"); return b }), Want{}, ErrUnsupported, ""},
		{"header only", valid[:p.Info().headerLen()], Want{}, ErrCorrupt, "constraint system"},
		{"truncated proving key", valid[:p.Info().headerLen()+int(p.Info().CSBytes)+100], Want{}, ErrCorrupt, "proving key"},
		{"truncated header", valid[:20], Want{}, ErrCorrupt, "truncated header"},
		{"corrupt verifying key", mutate(func(b []byte) []byte {
			for i := len(b) - int(p.Info().VKBytes); i < len(b); i++ {
				b[i] ^= 0x5a
			}
			return b
		}), Want{}, ErrCorrupt, "verifying key"},
		{"zero section length", mutate(func(b []byte) []byte {
			binary.BigEndian.PutUint64(b[p.Info().headerLen()-common.HashLength-8:], 0) // vk_len
			return b
		}), Want{}, ErrCorrupt, ""},
		{"curve mismatch", valid, Want{Curve: ecc.BLS12_381}, ErrCurveMismatch, "curve mismatch: package is bn254, request wants bls12_381"},
		{"backend mismatch", valid, Want{Backend: backend.PLONK}, ErrBackendMismatch, "backend mismatch: package is groth16, request wants plonk"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadPackage(bytes.NewReader(tt.data), tt.want)
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("got %v, want %v", err, tt.wantErr)
			}
			if !strings.Contains(err.Error(), tt.msg) {
				t.Fatalf("error %q does not say %q", err, tt.msg)
			}
		})
	}
}

// TestReadVersion1Package: a package in format 1 (no verifier field) still reads, declares no
// verifier, and re-encodes to the same bytes (so keeps its CID).
func TestReadVersion1Package(t *testing.T) {
	p := testPackages(t)[backend.GROTH16]
	v2 := encode(t, p)
	hl := p.Info().headerLen()
	v1 := append(bytes.Clone(v2[:hl-common.HashLength]), v2[hl:]...)
	binary.BigEndian.PutUint16(v1[len(packageMagic):], packageVersionNoVerifier)
	got, err := ReadPackage(bytes.NewReader(v1), Want{})
	if err != nil {
		t.Fatal(err)
	}
	if info := got.Info(); info.Version != 1 || info.HasVerifier() || info.Size() != uint64(len(v1)) {
		t.Fatalf("version 1 package read as %+v (%d bytes)", info, len(v1))
	}
	if again := encode(t, got); !bytes.Equal(again, v1) {
		t.Fatal("a version 1 package re-encodes to other bytes")
	}
	if _, err := ReadInfo(bytes.NewReader(v1[:min(len(v1), MaxHeaderBytes)])); err != nil {
		t.Fatalf("ReadInfo of the first MaxHeaderBytes: %v", err)
	}
}

func TestProveBadWitness(t *testing.T) {
	ctx := context.Background()
	for b, p := range testPackages(t) {
		t.Run(b.String(), func(t *testing.T) {
			// Right shape, wrong values: the chain end does not match the preimage.
			a, err := mimcchain.Assignment(ecc.BN254, big.NewInt(5), testRounds)
			if err != nil {
				t.Fatal(err)
			}
			a.Hash = new(big.Int).Add(a.Hash.(*big.Int), big.NewInt(1))
			w, err := p.NewWitness(a)
			if err != nil {
				t.Fatal(err)
			}
			res, err := p.Prove(ctx, w, ProveOptions{})
			if !errors.Is(err, ErrUnsatisfied) || res != nil {
				t.Fatalf("got %v, %v; want ErrUnsatisfied and no proof", res, err)
			}
			if !strings.Contains(err.Error(), "not satisfied") {
				t.Fatalf("error should name the failing constraint: %v", err)
			}

			// Wrong shape: a witness of another circuit.
			ma, err := merkle.Assignment([]*big.Int{big.NewInt(1), big.NewInt(2)}, 0)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := p.NewWitness(ma); !errors.Is(err, ErrWitness) {
				t.Fatalf("other circuit's assignment: got %v, want ErrWitness", err)
			}
			var buf bytes.Buffer
			mw, err := witnessFor(ma)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := mw.WriteTo(&buf); err != nil {
				t.Fatal(err)
			}
			if _, err := ProveWitness(ctx, p, &buf, ProveOptions{}); !errors.Is(err, ErrWitness) {
				t.Fatalf("other circuit's witness bytes: got %v, want ErrWitness", err)
			}
			if _, err := ProveWitness(ctx, p, strings.NewReader("junk"), ProveOptions{}); !errors.Is(err, ErrWitness) {
				t.Fatalf("junk witness: got %v, want ErrWitness", err)
			}
		})
	}
}

func TestProveWitnessFromBytes(t *testing.T) {
	p := testPackages(t)[backend.GROTH16]
	w := chainWitness(t, p, 77)
	data, err := w.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	res, err := ProveWitness(context.Background(), p, bytes.NewReader(data), ProveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if res.VerifyTime <= 0 {
		t.Fatal("local verification was not timed")
	}
}

func TestProveCanceled(t *testing.T) {
	p := testPackages(t)[backend.GROTH16]
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := p.Prove(ctx, chainWitness(t, p, 1), ProveOptions{}); !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v", err)
	}
}

func TestMemoryLimit(t *testing.T) {
	p := testPackages(t)[backend.GROTH16]
	w := chainWitness(t, p, 3)
	res, err := p.Prove(context.Background(), w, ProveOptions{MemoryLimit: 1 << 20})
	if !errors.Is(err, ErrMemoryLimit) || res != nil {
		t.Fatalf("got %v, %v; want ErrMemoryLimit", res, err)
	}
	if !strings.Contains(err.Error(), "MiB") {
		t.Fatalf("error should state the sizes: %v", err)
	}
	res, err = p.Prove(context.Background(), w, ProveOptions{MemoryLimit: 64 << 30})
	if err != nil {
		t.Fatal(err)
	}
	if ws := p.EstimateProveMemory(0); ws == 0 || res.EstimatedMemBytes <= ws {
		t.Fatalf("estimate %d should be the live heap plus the working set %d", res.EstimatedMemBytes, ws)
	}
	// A limit just under the estimate for this process refuses; the error names both sizes.
	if _, err := p.Prove(context.Background(), w, ProveOptions{MemoryLimit: p.EstimateProveMemory(0)}); !errors.Is(err, ErrMemoryLimit) {
		t.Fatalf("limit below live heap + working set: got %v", err)
	}
}

func TestProofEncoding(t *testing.T) {
	for b, p := range testPackages(t) {
		t.Run(b.String(), func(t *testing.T) {
			res, err := p.Prove(context.Background(), chainWitness(t, p, 9), ProveOptions{})
			if err != nil {
				t.Fatal(err)
			}
			data, err := res.Proof.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			got, err := UnmarshalProof(data)
			if err != nil {
				t.Fatal(err)
			}
			if err := p.Verify(got); err != nil {
				t.Fatal(err)
			}
			ins, err := got.PublicInputs()
			if err != nil || len(ins) != 1 {
				t.Fatalf("public inputs %v, %v", ins, err)
			}
			want, _ := mimcchain.Hash(ecc.BN254, big.NewInt(9), testRounds)
			if ins[0].Cmp(want) != 0 {
				t.Fatalf("public input %s, want %s", ins[0], want)
			}

			// The same proof claimed for another public input does not verify.
			other := chainWitness(t, p, 10)
			otherPub, _ := other.Public()
			forged := &Proof{Curve: got.Curve, Backend: got.Backend, proof: got.proof, public: otherPub}
			if err := p.Verify(forged); !errors.Is(err, ErrInvalidProof) {
				t.Fatalf("proof for another public input: got %v, want ErrInvalidProof", err)
			}

			// Flipping proof bytes either fails decoding or verification, never passes.
			for _, off := range []int{20, 40, 70} {
				bad := bytes.Clone(data)
				bad[off] ^= 0x01
				pr, err := UnmarshalProof(bad)
				if err == nil {
					err = p.Verify(pr)
				}
				if err == nil {
					t.Fatalf("proof with byte %d flipped verified", off)
				}
			}
		})
	}
}

func TestUnmarshalProofBadInput(t *testing.T) {
	p := testPackages(t)[backend.GROTH16]
	res, err := p.Prove(context.Background(), chainWitness(t, p, 2), ProveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	valid, _ := res.Proof.MarshalBinary()
	tests := []struct {
		name string
		data []byte
		want error
	}{
		{"empty", nil, ErrNotProof},
		{"package bytes", []byte(packageMagic + "\x00\x01"), ErrNotProof},
		{"truncated", valid[:len(valid)-3], ErrNotProof},
		{"trailing bytes", append(bytes.Clone(valid), 0), ErrNotProof},
		{"huge length", append([]byte(proofMagic+"\x00\x01\x05bn254\x07groth16"), 0xff, 0xff, 0xff, 0xff), ErrNotProof},
		{"unknown curve", []byte(proofMagic + "\x00\x01\x05xx254\x07groth16"), ErrUnsupported},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := UnmarshalProof(tt.data); !errors.Is(err, tt.want) {
				t.Fatalf("got %v, want %v", err, tt.want)
			}
		})
	}
}

func TestSetupErrors(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name string
		cfg  SetupConfig
		want error
	}{
		{"plonk without srs", SetupConfig{Backend: backend.PLONK}, ErrSetup},
		{"plonk with both srs", SetupConfig{Backend: backend.PLONK, UnsafeDevSRS: true, SRSPath: "x"}, ErrSetup},
		{"plonk missing srs file", SetupConfig{Backend: backend.PLONK, SRSPath: "/nonexistent/srs"}, ErrSetup},
		{"unsupported curve", SetupConfig{Curve: ecc.SECP256K1}, ErrUnsupported},
		{"name too long", SetupConfig{Name: strings.Repeat("x", 300)}, ErrSetup},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Setup(ctx, mimcchain.New(1), tt.cfg); !errors.Is(err, tt.want) {
				t.Fatalf("got %v, want %v", err, tt.want)
			}
		})
	}
}

// TestOtherCurve sets up on BLS12-381: the format is not BN254-only, and a BN254 request is
// refused with a clear mismatch.
func TestOtherCurve(t *testing.T) {
	ctx := context.Background()
	p, err := Setup(ctx, mimcchain.New(2), SetupConfig{Curve: ecc.BLS12_381})
	if err != nil {
		t.Fatal(err)
	}
	data := encode(t, p)
	_, err = ReadPackage(bytes.NewReader(data), Want{Curve: ecc.BN254})
	if !errors.Is(err, ErrCurveMismatch) || !strings.Contains(err.Error(), "package is bls12_381, request wants bn254") {
		t.Fatalf("got %v", err)
	}
	got, err := ReadPackage(bytes.NewReader(data), Want{Curve: ecc.BLS12_381})
	if err != nil {
		t.Fatal(err)
	}
	// Only bn254 has on-chain verifiers: a bls12_381 package declaring one is corrupt.
	declared := bytes.Clone(data)
	declared[p.Info().headerLen()-1] = 1
	if _, err := ReadInfo(bytes.NewReader(declared)); !errors.Is(err, ErrCorrupt) || !strings.Contains(err.Error(), "declares an on-chain verifier") {
		t.Fatalf("bls12_381 package declaring a verifier: %v, want ErrCorrupt", err)
	}
	a, err := mimcchain.Assignment(ecc.BLS12_381, big.NewInt(4), 2)
	if err != nil {
		t.Fatal(err)
	}
	w, err := got.NewWitness(a)
	if err != nil {
		t.Fatal(err)
	}
	res, err := got.Prove(ctx, w, ProveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := res.Proof.SolidityProof(); !errors.Is(err, ErrUnsupported) {
		t.Fatalf("solidity proof on bls12_381: got %v", err)
	}
	// A BN254 witness does not fit a BLS12-381 package.
	if _, err := ProveWitness(ctx, got, bytes.NewReader(mustMarshal(t, chainWitness(t, testPackages(t)[backend.GROTH16], 1))), ProveOptions{}); err == nil {
		t.Fatal("a bn254 witness proved on a bls12_381 package")
	}
}

func mustMarshal(t testing.TB, w witness.Witness) []byte {
	t.Helper()
	b, err := w.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	return b
}
