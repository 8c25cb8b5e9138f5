package mimcchain_test

import (
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend/groth16"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/consensys/gnark/logger"

	"github.com/gpumesh/gpumesh/proving/circuits/mimcchain"
)

// Example proves knowledge of a MiMC chain preimage with Groth16 and verifies the proof.
func Example() {
	logger.Disable()
	const rounds = 8
	ccs, err := frontend.Compile(ecc.BN254.ScalarField(), r1cs.NewBuilder, mimcchain.New(rounds))
	if err != nil {
		panic(err)
	}
	pk, vk, err := groth16.Setup(ccs)
	if err != nil {
		panic(err)
	}
	assignment, err := mimcchain.Assignment(ecc.BN254, big.NewInt(7), rounds)
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
	fmt.Println("verified:", groth16.Verify(proof, vk, public) == nil)
	// Output: verified: true
}
