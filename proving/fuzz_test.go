package proving

import (
	"bytes"
	"context"
	"testing"

	"github.com/consensys/gnark/backend"
)

func FuzzReadPackage(f *testing.F) {
	valid := encode(f, testPackages(f)[backend.GROTH16])
	f.Add(valid[:testPackages(f)[backend.GROTH16].Info().headerLen()+64])
	f.Add([]byte(packageMagic))
	f.Add([]byte("not a package"))
	f.Add(valid[:40])
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := ReadPackage(bytes.NewReader(data), Want{})
		if err == nil && p == nil {
			t.Fatal("nil package without error")
		}
	})
}

func FuzzUnmarshalProof(f *testing.F) {
	p := testPackages(f)[backend.GROTH16]
	res, err := p.Prove(context.Background(), chainWitness(f, p, 1), ProveOptions{})
	if err != nil {
		f.Fatal(err)
	}
	valid, _ := res.Proof.MarshalBinary()
	f.Add(valid)
	f.Add(valid[:30])
	f.Add([]byte(proofMagic))
	f.Fuzz(func(t *testing.T, data []byte) {
		pr, err := UnmarshalProof(data)
		if err != nil {
			return
		}
		// Whatever decodes must not make Verify panic.
		_ = p.Verify(pr)
	})
}

func FuzzReadWitness(f *testing.F) {
	p := testPackages(f)[backend.GROTH16]
	f.Add(mustMarshal(f, chainWitness(f, p, 1)))
	f.Add([]byte{0, 0, 0, 1, 0, 0, 0, 1, 0xff, 0xff, 0xff, 0xff})
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		w, err := p.ReadWitness(bytes.NewReader(data))
		if err == nil && w == nil {
			t.Fatal("nil witness without error")
		}
	})
}
