package proving

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"
)

// TestPublicInputsOf: the public inputs read from a full witness without the package equal the
// ones a proof of that witness carries (what the on-chain verifier is given).
func TestPublicInputsOf(t *testing.T) {
	p := testPackages(t)[backend.GROTH16]
	w := chainWitness(t, p, 42)
	full := mustMarshal(t, w)
	got, err := PublicInputsOf(bytes.NewReader(full), ecc.UNKNOWN)
	if err != nil {
		t.Fatal(err)
	}
	res, err := p.Prove(context.Background(), w, ProveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want, err := res.Proof.PublicInputs()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) || len(got) == 0 {
		t.Fatalf("got %d public inputs, proof has %d", len(got), len(want))
	}
	for i := range got {
		if got[i].Cmp(want[i]) != 0 {
			t.Fatalf("public input %d: witness %s, proof %s", i, got[i], want[i])
		}
	}
	// The public witness alone gives the same values.
	pub, err := w.Public()
	if err != nil {
		t.Fatal(err)
	}
	got2, err := PublicInputsOf(bytes.NewReader(mustMarshal(t, pub)), ecc.BN254)
	if err != nil || len(got2) != len(got) || got2[0].Cmp(got[0]) != 0 {
		t.Fatalf("public witness: %v, %v", got2, err)
	}
}

func TestPublicInputsOfBadInput(t *testing.T) {
	p := testPackages(t)[backend.GROTH16]
	full := mustMarshal(t, chainWitness(t, p, 42))
	unreduced := bytes.Clone(full)
	copy(unreduced[12:44], bytes.Repeat([]byte{0xff}, 32))
	tooMany := []byte{0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1, 1}
	for _, tc := range []struct {
		name  string
		data  []byte
		curve ecc.ID
		want  error
	}{
		{"empty", nil, ecc.BN254, ErrWitness},
		{"short header", full[:7], ecc.BN254, ErrWitness},
		{"counts disagree", append([]byte{0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 3}, full[12:]...), ecc.BN254, ErrWitness},
		{"truncated values", full[:20], ecc.BN254, ErrWitness},
		{"unreduced value", unreduced, ecc.BN254, ErrWitness},
		{"too many public inputs", tooMany, ecc.BN254, ErrWitness},
		{"unknown curve", full, ecc.SECP256K1, ErrUnsupported},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := PublicInputsOf(bytes.NewReader(tc.data), tc.curve)
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
		})
	}
}

func FuzzPublicInputsOf(f *testing.F) {
	f.Add([]byte{0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 2, 1})
	f.Add(append([]byte{0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1}, make([]byte, 32)...))
	f.Fuzz(func(t *testing.T, data []byte) {
		ins, err := PublicInputsOf(bytes.NewReader(data), ecc.BN254)
		if err != nil {
			return
		}
		for _, v := range ins {
			if v.Sign() < 0 || v.Cmp(ecc.BN254.ScalarField()) >= 0 {
				t.Fatalf("value %s outside the field", v)
			}
		}
	})
}
