package capacity

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"testing"

	"github.com/consensys/gnark-crypto/accumulator/merkletree"
)

func testLeaves(n int) [][]byte {
	out := make([][]byte, n)
	for i := range out {
		out[i] = []byte(fmt.Sprintf("leaf-%d", i))
	}
	return out
}

func TestMerkleProofs(t *testing.T) {
	for _, size := range []int{1, 2, 3, 4, 5, 7, 8, 9, 31, 33, 64, 100} {
		data := testLeaves(size)
		leaves := make([]Hash, size)
		for i, d := range data {
			leaves[i] = LeafHash(d)
		}
		tr := newMerkleTree(rfc6962, leaves)
		root := tr.root()
		for i := 0; i < size; i++ {
			p := tr.proof(i)
			if err := VerifyProof(root, uint64(i), uint64(size), leaves[i], p); err != nil {
				t.Fatalf("size %d leaf %d: %v", size, i, err)
			}
			// Wrong leaf, wrong index, wrong root, tampered, truncated or extended path. (The size is
			// not a secret of the proof: it is fixed by the challenge, n rows.)
			bad := []struct {
				name     string
				idx, sz  uint64
				leaf, rt Hash
				path     []Hash
			}{
				{"leaf", uint64(i), uint64(size), LeafHash([]byte("x")), root, p},
				{"index", uint64((i + 1) % size), uint64(size), leaves[i], root, p},
				{"root", uint64(i), uint64(size), leaves[i], Hash{1}, p},
				{"past end", uint64(size), uint64(size), leaves[i], root, p},
			}
			if len(p) > 0 {
				tp := append([]Hash(nil), p...)
				tp[len(tp)-1][0] ^= 1
				bad = append(bad,
					struct {
						name     string
						idx, sz  uint64
						leaf, rt Hash
						path     []Hash
					}{"tampered", uint64(i), uint64(size), leaves[i], root, tp},
					struct {
						name     string
						idx, sz  uint64
						leaf, rt Hash
						path     []Hash
					}{"truncated", uint64(i), uint64(size), leaves[i], root, p[:len(p)-1]},
					struct {
						name     string
						idx, sz  uint64
						leaf, rt Hash
						path     []Hash
					}{"extended", uint64(i), uint64(size), leaves[i], root, append(append([]Hash(nil), p...), Hash{})},
				)
			}
			for _, b := range bad {
				if b.name == "index" && size == 1 {
					continue
				}
				if err := VerifyProof(b.rt, b.idx, b.sz, b.leaf, b.path); !errors.Is(err, ErrProof) {
					t.Fatalf("size %d leaf %d %s: err=%v, want ErrProof", size, i, b.name, err)
				}
			}
		}
	}
}

// A leaf hash can never pose as an inner node: the prefixes differ.
func TestMerkleDomainSeparation(t *testing.T) {
	l, r := LeafHash([]byte("a")), LeafHash([]byte("b"))
	inner := rfc6962.node(l, r)
	if LeafHash(append(l[:], r[:]...)) == inner {
		t.Fatal("leaf and node hashes collide")
	}
}

// With the prefixes removed our tree must equal gnark-crypto's RFC 6962 tree, root and proofs.
func TestMerkleShapeMatchesGnark(t *testing.T) {
	plain := hasher{
		leaf: func(d []byte) Hash { return sha256.Sum256(d) },
		node: func(l, r Hash) Hash { return sha256.Sum256(append(l[:], r[:]...)) },
	}
	for _, size := range []int{1, 2, 3, 5, 6, 7, 13, 16, 17, 100} {
		data := testLeaves(size)
		leaves := make([]Hash, size)
		for i, d := range data {
			leaves[i] = plain.leaf(d)
		}
		ours := newMerkleTree(plain, leaves)
		for i := 0; i < size; i++ {
			g := merkletree.New(sha256.New())
			if err := g.SetIndex(uint64(i)); err != nil {
				t.Fatal(err)
			}
			for _, d := range data {
				g.Push(d)
			}
			root, set, _, num := g.Prove()
			if Hash(root) != ours.root() {
				t.Fatalf("size %d: root differs from gnark-crypto", size)
			}
			p := ours.proof(i)
			if len(set) != len(p)+1 {
				t.Fatalf("size %d leaf %d: path length %d, gnark %d", size, i, len(p), len(set)-1)
			}
			for j := range p {
				if Hash(set[j+1]) != p[j] {
					t.Fatalf("size %d leaf %d: path[%d] differs", size, i, j)
				}
			}
			if !merkletree.VerifyProof(sha256.New(), root, set, uint64(i), num) {
				t.Fatal("gnark rejects its own proof")
			}
			if err := plain.verify(ours.root(), uint64(i), uint64(size), leaves[i], p); err != nil {
				t.Fatal(err)
			}
		}
	}
}
