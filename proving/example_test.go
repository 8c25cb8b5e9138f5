package proving_test

import (
	"context"
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/logger"

	"github.com/gpumesh/gpumesh/proving"
	"github.com/gpumesh/gpumesh/proving/circuits/mimcchain"
)

// Example sets up a circuit package, proves a witness with it and verifies the proof.
func Example() {
	logger.Disable()
	ctx := context.Background()
	const rounds = 16
	pkg, err := proving.Setup(ctx, mimcchain.New(rounds), proving.SetupConfig{
		Name: "mimcchain-16", Curve: ecc.BN254, Backend: backend.GROTH16,
	})
	if err != nil {
		panic(err)
	}
	assignment, err := mimcchain.Assignment(ecc.BN254, big.NewInt(2026), rounds)
	if err != nil {
		panic(err)
	}
	full, err := pkg.NewWitness(assignment)
	if err != nil {
		panic(err)
	}
	res, err := pkg.Prove(ctx, full, proving.ProveOptions{MemoryLimit: 1 << 30})
	if err != nil {
		panic(err)
	}
	fmt.Println("constraints:", pkg.Info().NbConstraints)
	fmt.Println("verified:", pkg.Verify(res.Proof) == nil)
	// Output:
	// constraints: 5281
	// verified: true
}
