package gasbench

import (
	"context"
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"

	"github.com/gpumesh/gpumesh/proving"
	"github.com/gpumesh/gpumesh/proving/circuits/mimcchain"
)

// zkCircuit is a small real gnark Groth16 circuit (a MiMC hash chain, proving/circuits/mimcchain)
// with its gnark-exported Solidity verifier compiled by solc-js: what the zk steps pay on.
type zkCircuit struct {
	pkg    *proving.Package
	cv     *proving.CompiledVerifier
	rounds int
}

// zkRounds keeps setup and proving well under a second on one core.
const zkRounds = 4

// newZKCircuit sets up a Groth16 mimcchain circuit of the given rounds and compiles its verifier.
func newZKCircuit(ctx context.Context, rounds int, solc proving.SolcConfig) (*zkCircuit, error) {
	pkg, err := proving.Setup(ctx, mimcchain.New(rounds), proving.SetupConfig{
		Name: fmt.Sprintf("mimcchain-%d", rounds), Backend: backend.GROTH16,
	})
	if err != nil {
		return nil, fmt.Errorf("zk circuit setup: %w", err)
	}
	cv, err := pkg.SolidityVerifier(ctx, solc)
	if err != nil {
		return nil, fmt.Errorf("zk circuit verifier: %w", err)
	}
	return &zkCircuit{pkg: pkg, cv: cv, rounds: rounds}, nil
}

// prove proves knowledge of preimage and returns the Solidity-encoded proof and its public
// inputs (the chain's end hash).
func (z *zkCircuit) prove(ctx context.Context, preimage int64) ([]byte, []*big.Int, error) {
	a, err := mimcchain.Assignment(ecc.BN254, big.NewInt(preimage), z.rounds)
	if err != nil {
		return nil, nil, fmt.Errorf("zk assignment: %w", err)
	}
	w, err := z.pkg.NewWitness(a)
	if err != nil {
		return nil, nil, fmt.Errorf("zk witness: %w", err)
	}
	res, err := z.pkg.Prove(ctx, w, proving.ProveOptions{})
	if err != nil {
		return nil, nil, fmt.Errorf("zk prove: %w", err)
	}
	sp, err := res.Proof.SolidityProof()
	if err != nil {
		return nil, nil, err
	}
	ins, err := res.Proof.PublicInputs()
	if err != nil {
		return nil, nil, err
	}
	return sp, ins, nil
}

// verifierCalldata is the direct call of the verifier with proof and inputs (as gnark's tooling
// sends it), for comparing the escrowed path's gas with a bare verification.
func (z *zkCircuit) verifierCalldata(proof []byte, inputs []*big.Int) ([]byte, error) {
	if len(inputs) != 1 {
		return nil, fmt.Errorf("zk circuit: mimcchain has 1 public input, got %d", len(inputs))
	}
	return z.cv.ABI.Pack("verifyProof", proof, [1]*big.Int{inputs[0]})
}
