package merkle_test

import (
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend/groth16"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/consensys/gnark/logger"

	"github.com/gpumesh/gpumesh/proving/circuits/merkle"
)

// Example proves that a secret value is a leaf of a public Merkle root.
func Example() {
	logger.Disable()
	const depth = 4
	leaves := make([]*big.Int, 1<<depth)
	for i := range leaves {
		leaves[i] = big.NewInt(int64(i * i))
	}
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, merkle.New(depth))
	if err != nil {
		panic(err)
	}
	pk, vk, err := groth16.Setup(ccs)
	if err != nil {
		panic(err)
	}
	assignment, err := merkle.Assignment(leaves, 9)
	if err != nil {
		panic(err)
	}
	full, err := frontend.NewWitness(assignment, ecc.BN254.ScalarField())
	if err != nil {
		panic(err)
	}
	proof, err := groth16.Prove(ccs, pk, full)
	if err != nil {
		panic(err)
	}
	public, err := full.Public()
	if err != nil {
		panic(err)
	}
	fmt.Println("member:", groth16.Verify(proof, vk, public) == nil)
	// Output: member: true
}
