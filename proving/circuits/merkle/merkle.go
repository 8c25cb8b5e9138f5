// Package merkle is a gnark circuit proving membership of a secret leaf in a MiMC Merkle tree
// whose root is public, without revealing the leaf or its position. The tree shape is gnark-crypto's
// accumulator/merkletree (leaf = MiMC(value), node = MiMC(left, right)), which gnark's
// std/accumulator/merkle verifies in-circuit.
package merkle

import (
	"bytes"
	"errors"
	"fmt"
	"math/big"

	"github.com/consensys/gnark-crypto/accumulator/merkletree"
	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark-crypto/hash"
	"github.com/consensys/gnark/frontend"
	stdmerkle "github.com/consensys/gnark/std/accumulator/merkle"
	"github.com/consensys/gnark/std/hash/mimc"
)

// Sentinel errors of the native tree helper.
var (
	ErrDepth  = errors.New("merkle: depth must be between 1 and 32")
	ErrLeaves = errors.New("merkle: number of leaves must be 2^depth")
	ErrIndex  = errors.New("merkle: leaf index out of range")
)

// Circuit proves that Path[0] is the leaf at position Index of a tree with root Root.
type Circuit struct {
	// Root is the public Merkle root.
	Root frontend.Variable `gnark:",public"`
	// Path holds the leaf value followed by the sibling hashes from the leaf level up (depth+1
	// entries); all secret.
	Path []frontend.Variable
	// Index is the secret position of the leaf.
	Index frontend.Variable
}

// New returns an empty circuit for a tree of the given depth (2^depth leaves), for compiling.
func New(depth int) *Circuit {
	return &Circuit{Path: make([]frontend.Variable, depth+1)}
}

// Define implements frontend.Circuit.
func (c *Circuit) Define(api frontend.API) error {
	if len(c.Path) < 2 {
		return ErrDepth
	}
	h, err := mimc.NewMiMC(api)
	if err != nil {
		return fmt.Errorf("merkle: new mimc: %w", err)
	}
	mp := stdmerkle.MerkleProof{RootHash: c.Root, Path: c.Path}
	mp.VerifyProof(api, &h, c.Index)
	return nil
}

// Assignment builds the tree over leaves natively (BN254 MiMC) and returns a full assignment
// proving membership of leaves[index]. len(leaves) must be 2^depth; every leaf must be a reduced
// BN254 scalar.
func Assignment(leaves []*big.Int, index uint64) (*Circuit, error) {
	depth := 0
	for 1<<depth < len(leaves) {
		depth++
	}
	if depth < 1 || depth > 32 {
		return nil, ErrDepth
	}
	if len(leaves) != 1<<depth {
		return nil, fmt.Errorf("%w: got %d leaves", ErrLeaves, len(leaves))
	}
	if index >= uint64(len(leaves)) {
		return nil, fmt.Errorf("%w: %d of %d", ErrIndex, index, len(leaves))
	}
	mod := ecc.BN254.ScalarField()
	var buf bytes.Buffer
	seg := make([]byte, 32)
	for i, l := range leaves {
		if l == nil || l.Sign() < 0 || l.Cmp(mod) >= 0 {
			return nil, fmt.Errorf("merkle: leaf %d must be in [0, bn254 field modulus)", i)
		}
		l.FillBytes(seg)
		buf.Write(seg)
	}
	root, proofSet, _, err := merkletree.BuildReaderProof(&buf, hash.MIMC_BN254.New(), 32, index)
	if err != nil {
		return nil, fmt.Errorf("merkle: build proof: %w", err)
	}
	if len(proofSet) != depth+1 {
		return nil, fmt.Errorf("merkle: proof has %d entries, want %d", len(proofSet), depth+1)
	}
	c := &Circuit{Root: new(big.Int).SetBytes(root), Index: index, Path: make([]frontend.Variable, len(proofSet))}
	for i, p := range proofSet {
		c.Path[i] = new(big.Int).SetBytes(p)
	}
	return c, nil
}
