package mimcchain

import (
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

func TestCircuit(t *testing.T) {
	assert := test.NewAssert(t)
	const rounds = 4
	good, err := Assignment(ecc.BN254, big.NewInt(42), rounds)
	assert.NoError(err)

	badHash, err := Assignment(ecc.BN254, big.NewInt(42), rounds)
	assert.NoError(err)
	badHash.Hash = new(big.Int).Add(badHash.Hash.(*big.Int), big.NewInt(1))

	wrongRounds, err := Assignment(ecc.BN254, big.NewInt(42), rounds+1) // chain one step too long
	assert.NoError(err)
	wrongRounds.Rounds = rounds

	otherPreimage := &Circuit{Preimage: 43, Hash: good.Hash, Rounds: rounds}

	assert.CheckCircuit(New(rounds),
		test.WithValidAssignment(good),
		test.WithInvalidAssignment(badHash),
		test.WithInvalidAssignment(wrongRounds),
		test.WithInvalidAssignment(otherPreimage),
		test.WithCurves(ecc.BN254),
		test.WithBackends(backend.GROTH16, backend.PLONK),
	)
}

func TestHashErrors(t *testing.T) {
	tests := []struct {
		name     string
		curve    ecc.ID
		preimage *big.Int
		rounds   int
	}{
		{"zero rounds", ecc.BN254, big.NewInt(1), 0},
		{"negative preimage", ecc.BN254, big.NewInt(-1), 1},
		{"preimage not reduced", ecc.BN254, ecc.BN254.ScalarField(), 1},
		{"unsupported curve", ecc.SECP256K1, big.NewInt(1), 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Hash(tt.curve, tt.preimage, tt.rounds); err == nil {
				t.Fatal("want an error")
			}
		})
	}
}

func TestDefineRejectsZeroRounds(t *testing.T) {
	if _, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, New(0)); err == nil {
		t.Fatal("compiling a zero-round chain must fail")
	}
}

// TestConstraintsPerRound keeps ConstraintsPerRound (used to size benchmark circuits) honest.
func TestConstraintsPerRound(t *testing.T) {
	count := func(rounds int) int {
		ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, New(rounds))
		if err != nil {
			t.Fatal(err)
		}
		return ccs.GetNbConstraints()
	}
	per := count(11) - count(10)
	if per != ConstraintsPerRound {
		t.Fatalf("one round adds %d constraints, ConstraintsPerRound says %d", per, ConstraintsPerRound)
	}
}
