// Package mimcchain is a gnark circuit proving knowledge of a preimage of a MiMC hash chain:
// Hash = MiMC^Rounds(Preimage). The chain length is configurable, which makes it the project's
// circuit of adjustable size for tests and benchmarks (about 330 R1CS constraints per round on
// BN254, see ConstraintsPerRound).
package mimcchain

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark-crypto/hash"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/std/hash/mimc"
)

// ErrRounds is returned when a chain length is not positive.
var ErrRounds = errors.New("mimcchain: rounds must be at least 1")

// ConstraintsPerRound is the number of R1CS (Groth16) constraints one MiMC round adds on BN254,
// measured by TestConstraintsPerRound. PLONK (SCS) circuits are larger.
const ConstraintsPerRound = 330

// Circuit proves knowledge of Preimage such that applying MiMC Rounds times yields Hash.
type Circuit struct {
	// Preimage is the secret start of the chain.
	Preimage frontend.Variable
	// Hash is the public end of the chain.
	Hash frontend.Variable `gnark:",public"`

	// Rounds is the chain length, fixed at compile time (not part of the witness).
	Rounds int `gnark:"-"`
}

// New returns an empty circuit of the given chain length, for compiling.
func New(rounds int) *Circuit { return &Circuit{Rounds: rounds} }

// RoundsFor returns the chain length whose Groth16 constraint system has about the given number
// of constraints (at least one round).
func RoundsFor(constraints int) int {
	return max(1, constraints/ConstraintsPerRound)
}

// Define implements frontend.Circuit.
func (c *Circuit) Define(api frontend.API) error {
	if c.Rounds < 1 {
		return ErrRounds
	}
	h, err := mimc.NewMiMC(api)
	if err != nil {
		return fmt.Errorf("mimcchain: new mimc: %w", err)
	}
	x := c.Preimage
	for range c.Rounds {
		h.Reset()
		h.Write(x)
		x = h.Sum()
	}
	api.AssertIsEqual(x, c.Hash)
	return nil
}

// Hash computes the end of the chain natively, with the MiMC instance of the given curve's
// scalar field (the same function the circuit computes).
func Hash(curve ecc.ID, preimage *big.Int, rounds int) (*big.Int, error) {
	if rounds < 1 {
		return nil, ErrRounds
	}
	hf, err := mimcFor(curve)
	if err != nil {
		return nil, err
	}
	mod := curve.ScalarField()
	if preimage.Sign() < 0 || preimage.Cmp(mod) >= 0 {
		return nil, fmt.Errorf("mimcchain: preimage must be in [0, %s field modulus)", curve)
	}
	size := len(mod.Bytes())
	x := new(big.Int).Set(preimage)
	h := hf.New()
	buf := make([]byte, size)
	for range rounds {
		h.Reset()
		x.FillBytes(buf)
		h.Write(buf)
		x.SetBytes(h.Sum(nil))
	}
	return x, nil
}

// Assignment returns a full (secret and public) assignment for the given preimage.
func Assignment(curve ecc.ID, preimage *big.Int, rounds int) (*Circuit, error) {
	out, err := Hash(curve, preimage, rounds)
	if err != nil {
		return nil, err
	}
	return &Circuit{Preimage: new(big.Int).Set(preimage), Hash: out, Rounds: rounds}, nil
}

func mimcFor(curve ecc.ID) (hash.Hash, error) {
	switch curve {
	case ecc.BN254:
		return hash.MIMC_BN254, nil
	case ecc.BLS12_381:
		return hash.MIMC_BLS12_381, nil
	case ecc.BLS12_377:
		return hash.MIMC_BLS12_377, nil
	case ecc.BW6_761:
		return hash.MIMC_BW6_761, nil
	default:
		return 0, fmt.Errorf("mimcchain: curve %s not supported (use bn254, bls12_381, bls12_377 or bw6_761)", curve)
	}
}
