package capacity

import (
	"crypto/sha256"
	"errors"
	"fmt"
)

// The row commitment is a binary SHA-256 Merkle tree with the RFC 6962 / RFC 9162 shape and
// domain separation (leaf = H(0x00 || data), node = H(0x01 || left || right); for a size that is
// not a power of two the left subtree holds the largest power of two below it). It is written
// here (about 100 lines) because no module in go.mod has a suitable one: gnark-crypto's
// accumulator/merkletree has this shape but drops the leaf/node prefixes, builds one proof per
// pass over the leaves, and go-ethereum only offers the Patricia trie. TestMerkleShapeMatchesGnark
// checks the shape against gnark-crypto's tree with the prefixes removed.

// Hash is a SHA-256 digest: a leaf, an inner node or a root.
type Hash [32]byte

const (
	leafPrefix = 0x00
	nodePrefix = 0x01
)

// ErrProof reports an inclusion proof that does not lead to the committed root.
var ErrProof = errors.New("capacity: bad merkle proof")

type hasher struct {
	leaf func(data []byte) Hash
	node func(l, r Hash) Hash
}

var rfc6962 = hasher{
	leaf: func(data []byte) Hash {
		h := sha256.New()
		h.Write([]byte{leafPrefix})
		h.Write(data)
		return Hash(h.Sum(nil))
	},
	node: func(l, r Hash) Hash {
		var buf [65]byte
		buf[0] = nodePrefix
		copy(buf[1:], l[:])
		copy(buf[33:], r[:])
		return sha256.Sum256(buf[:])
	},
}

// LeafHash is the hash of one leaf's data.
func LeafHash(data []byte) Hash { return rfc6962.leaf(data) }

// merkleTree keeps every level (levels[0] = leaf hashes) so proofs cost O(log n) each.
type merkleTree struct {
	h      hasher
	levels [][]Hash
}

// newMerkleTree builds the tree over leaf hashes. An odd node at the end of a level is promoted
// unchanged, which yields exactly the RFC 6962 tree.
func newMerkleTree(h hasher, leaves []Hash) *merkleTree {
	t := &merkleTree{h: h, levels: [][]Hash{leaves}}
	for cur := leaves; len(cur) > 1; {
		next := make([]Hash, (len(cur)+1)/2)
		for i := 0; i+1 < len(cur); i += 2 {
			next[i/2] = h.node(cur[i], cur[i+1])
		}
		if len(cur)%2 == 1 {
			next[len(next)-1] = cur[len(cur)-1]
		}
		t.levels = append(t.levels, next)
		cur = next
	}
	return t
}

func (t *merkleTree) root() Hash {
	top := t.levels[len(t.levels)-1]
	if len(top) == 0 {
		return Hash{}
	}
	return top[0]
}

// proof returns the audit path of leaf i, bottom up.
func (t *merkleTree) proof(i int) []Hash {
	var p []Hash
	for _, lvl := range t.levels[:len(t.levels)-1] {
		if s := i ^ 1; s < len(lvl) {
			p = append(p, lvl[s])
		}
		i /= 2
	}
	return p
}

// VerifyProof checks that leaf (a leaf hash) is leaf index of a tree of size leaves with the given
// root, following RFC 9162 section 2.1.3.2.
func VerifyProof(root Hash, index, size uint64, leaf Hash, proof []Hash) error {
	return rfc6962.verify(root, index, size, leaf, proof)
}

func (h hasher) verify(root Hash, index, size uint64, leaf Hash, proof []Hash) error {
	if index >= size {
		return fmt.Errorf("%w: index %d outside tree of %d leaves", ErrProof, index, size)
	}
	fn, sn, r := index, size-1, leaf
	for _, p := range proof {
		if sn == 0 {
			return fmt.Errorf("%w: path longer than the tree", ErrProof)
		}
		if fn&1 == 1 || fn == sn {
			r = h.node(p, r)
			for fn&1 == 0 && fn != 0 {
				fn >>= 1
				sn >>= 1
			}
		} else {
			r = h.node(r, p)
		}
		fn >>= 1
		sn >>= 1
	}
	if sn != 0 {
		return fmt.Errorf("%w: path shorter than the tree", ErrProof)
	}
	if r != root {
		return fmt.Errorf("%w: leaf %d does not lead to the root", ErrProof, index)
	}
	return nil
}
