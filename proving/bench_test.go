package proving

import (
	"context"
	"testing"

	"github.com/consensys/gnark/backend"
)

func BenchmarkProveGroth16(b *testing.B) {
	p := testPackages(b)[backend.GROTH16]
	w := chainWitness(b, p, 1)
	b.ResetTimer()
	for b.Loop() {
		if _, err := p.Prove(context.Background(), w, ProveOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkProvePlonk(b *testing.B) {
	p := testPackages(b)[backend.PLONK]
	w := chainWitness(b, p, 1)
	b.ResetTimer()
	for b.Loop() {
		if _, err := p.Prove(context.Background(), w, ProveOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}
