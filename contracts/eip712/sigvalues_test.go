package eip712

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// recoverAnyVBefore is RecoverAnyV as it was before it compared r and s as bytes (f01c83c): v
// normalised by ToEVM, r and s checked as big.Ints by go-ethereum's ValidateSignatureValues.
func recoverAnyVBefore(digest [32]byte, sig []byte) (common.Address, error) {
	evm, err := ToEVM(sig)
	if err != nil {
		return common.Address{}, err
	}
	v := evm[64] - 27
	r, s := new(big.Int).SetBytes(evm[:32]), new(big.Int).SetBytes(evm[32:64])
	if !crypto.ValidateSignatureValues(v, r, s, true) {
		return common.Address{}, fmt.Errorf("%w: r or s out of range or s not in the lower half of the curve order (EIP-2)", ErrBadSignature)
	}
	raw := append([]byte(nil), evm...)
	raw[64] = v
	addr, err := recoverPub(digest[:], raw)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: %v", ErrBadSignature, err)
	}
	if addr == (common.Address{}) {
		return common.Address{}, fmt.Errorf("%w: recovers the zero address", ErrBadSignature)
	}
	return addr, nil
}

// TestSignatureValuesMatchGoEthereum: the byte comparison takes exactly the r, s and v that
// crypto.ValidateSignatureValues takes with EIP-2, at the edges (0, 1, n/2, n/2 + 1, n - 1, n,
// 2^256 - 1) and at random; and RecoverAnyV gives what it gave before (signer or error text)
// for real signatures, their high-s twins, every v and random mutations of them.
func TestSignatureValuesMatchGoEthereum(t *testing.T) {
	n := crypto.S256().Params().N
	half := new(big.Int).Rsh(n, 1)
	one := big.NewInt(1)
	max := new(big.Int).Sub(new(big.Int).Lsh(one, 256), one)
	edges := []*big.Int{new(big.Int), one, big.NewInt(2), half, new(big.Int).Add(half, one), new(big.Int).Sub(half, one),
		new(big.Int).Sub(n, one), n, new(big.Int).Add(n, one), max}
	rng := rand.New(rand.NewPCG(5, 6))
	randVal := func() *big.Int {
		if rng.IntN(3) == 0 {
			return edges[rng.IntN(len(edges))]
		}
		b := make([]byte, 32)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		if rng.IntN(2) == 0 {
			b[0] &= 0x7f // below n/2 half of the time
		}
		return new(big.Int).SetBytes(b)
	}
	sig := make([]byte, SignatureLength)
	check := func(r, s *big.Int, v byte) {
		r.FillBytes(sig[:32])
		s.FillBytes(sig[32:64])
		if got, want := validSignatureValues(v, sig), crypto.ValidateSignatureValues(v, r, s, true); got != want {
			t.Fatalf("r %x s %x v %d: bytes say %v, go-ethereum %v", r, s, v, got, want)
		}
	}
	for _, r := range edges {
		for _, s := range edges {
			for _, v := range []byte{0, 1, 2, 27} {
				check(r, s, v)
			}
		}
	}
	for range 100000 {
		check(randVal(), randVal(), byte(rng.IntN(3)))
	}

	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	for i := range 2000 {
		var digest [32]byte
		digest[0], digest[1] = byte(i), byte(i>>8)
		good, err := SignKey(key, digest)
		if err != nil {
			t.Fatal(err)
		}
		cases := [][]byte{good, highS(good), good[:64]}
		for _, v := range []byte{0, 1, 2, 26, 27, 28, 29} {
			c := append([]byte(nil), good...)
			c[64] = v
			cases = append(cases, c)
		}
		m := append([]byte(nil), good...)
		m[rng.IntN(65)] ^= byte(1 << rng.IntN(8))
		cases = append(cases, m)
		for _, c := range cases {
			got, gerr := RecoverAnyV(digest, c)
			want, werr := recoverAnyVBefore(digest, c)
			if got != want || fmt.Sprint(gerr) != fmt.Sprint(werr) {
				t.Fatalf("sig %x: RecoverAnyV %s (%v), before %s (%v)", c, got, gerr, want, werr)
			}
		}
	}
}

// highS returns sig's twin with s' = n - s and v flipped: the same signer to ecrecover, refused
// by EIP-2.
func highS(sig []byte) []byte {
	n := crypto.S256().Params().N
	out := append([]byte(nil), sig...)
	s := new(big.Int).SetBytes(sig[32:64])
	new(big.Int).Sub(n, s).FillBytes(out[32:64])
	out[64] = 27 + 28 - out[64] // 27 <-> 28
	return out
}
