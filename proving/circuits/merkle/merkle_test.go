package merkle

import (
	"errors"
	"math/big"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/consensys/gnark/logger"
	"github.com/consensys/gnark/test"
)

func init() { logger.Disable() }

func leaves(n int) []*big.Int {
	out := make([]*big.Int, n)
	for i := range out {
		out[i] = big.NewInt(int64(1000 + 7*i))
	}
	return out
}

func TestCircuit(t *testing.T) {
	assert := test.NewAssert(t)
	const depth = 3
	ls := leaves(1 << depth)

	good, err := Assignment(ls, 5)
	assert.NoError(err)
	first, err := Assignment(ls, 0)
	assert.NoError(err)

	wrongLeaf, err := Assignment(ls, 5)
	assert.NoError(err)
	wrongLeaf.Path[0] = big.NewInt(999)

	wrongIndex, err := Assignment(ls, 5)
	assert.NoError(err)
	wrongIndex.Index = 4

	wrongRoot, err := Assignment(ls, 5)
	assert.NoError(err)
	wrongRoot.Root = new(big.Int).Add(wrongRoot.Root.(*big.Int), big.NewInt(1))

	wrongSibling, err := Assignment(ls, 5)
	assert.NoError(err)
	wrongSibling.Path[2] = big.NewInt(1)

	assert.CheckCircuit(New(depth),
		test.WithValidAssignment(good),
		test.WithValidAssignment(first),
		test.WithInvalidAssignment(wrongLeaf),
		test.WithInvalidAssignment(wrongIndex),
		test.WithInvalidAssignment(wrongRoot),
		test.WithInvalidAssignment(wrongSibling),
		test.WithCurves(ecc.BN254),
		test.WithBackends(backend.GROTH16, backend.PLONK),
	)
}

func TestAssignmentErrors(t *testing.T) {
	tests := []struct {
		name   string
		leaves []*big.Int
		index  uint64
		want   error
	}{
		{"one leaf", leaves(1), 0, ErrDepth},
		{"not a power of two", leaves(6), 0, ErrLeaves},
		{"index out of range", leaves(4), 4, ErrIndex},
		{"leaf not reduced", append(leaves(3), ecc.BN254.ScalarField()), 0, nil},
		{"nil leaf", append(leaves(3), nil), 0, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Assignment(tt.leaves, tt.index)
			if err == nil {
				t.Fatal("want an error")
			}
			if tt.want != nil && !errors.Is(err, tt.want) {
				t.Fatalf("got %v, want %v", err, tt.want)
			}
		})
	}
}

func TestDefineRejectsEmptyPath(t *testing.T) {
	if _, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, &Circuit{}); err == nil {
		t.Fatal("want an error")
	}
}
