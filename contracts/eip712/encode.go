package eip712

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
	"golang.org/x/crypto/sha3"
)

// Encoder builds a struct's EIP-712 encodeData word by word, for messages hashed often enough
// that apitypes' reflection shows (gossip validation): the caller writes the fields in the
// type's order with the method for each field's type, then Sum gives hashStruct. A message type
// encoded here keeps a test against StructHash over the same type definitions, so the two never
// drift apart.
type Encoder struct {
	buf []byte
	err error
}

// NewEncoder starts the encoding of a struct whose type hash is typeHash.
func NewEncoder(typeHash common.Hash) *Encoder {
	e := &Encoder{buf: make([]byte, 0, 32*16)}
	e.buf = append(e.buf, typeHash[:]...)
	return e
}

func (e *Encoder) word(w []byte) {
	var pad [32]byte
	copy(pad[32-len(w):], w)
	e.buf = append(e.buf, pad[:]...)
}

// Uint appends an unsigned integer field (uint8 .. uint256).
func (e *Encoder) Uint(v uint64) {
	var w [8]byte
	for i := range 8 {
		w[7-i] = byte(v >> (8 * i))
	}
	e.word(w[:])
}

// Big appends a uint256 field; nil is 0. A negative value or one over 256 bits is an error
// (kept until Sum).
func (e *Encoder) Big(v *big.Int) {
	switch {
	case v == nil:
		e.word(nil)
	case v.Sign() < 0 || v.BitLen() > 256:
		if e.err == nil {
			e.err = fmt.Errorf("%w: uint256 value %s out of range", ErrTypedData, v)
		}
		e.word(nil)
	default:
		e.word(v.Bytes())
	}
}

// Bool appends a bool field.
func (e *Encoder) Bool(v bool) {
	if v {
		e.Uint(1)
	} else {
		e.Uint(0)
	}
}

// Address appends an address field.
func (e *Encoder) Address(a common.Address) { e.word(a[:]) }

// Bytes32 appends a bytes32 field (or a nested struct's or an array's hash).
func (e *Encoder) Bytes32(h [32]byte) { e.buf = append(e.buf, h[:]...) }

// String appends a string field: keccak256 of its bytes.
func (e *Encoder) String(s string) { e.Bytes32(crypto.Keccak256Hash([]byte(s))) }

// Bytes appends a dynamic bytes field: keccak256 of the bytes.
func (e *Encoder) Bytes(b []byte) { e.Bytes32(crypto.Keccak256Hash(b)) }

// Strings appends a string[] field: keccak256 of the elements' hashes.
func (e *Encoder) Strings(v []string) {
	h := sha3.NewLegacyKeccak256()
	for _, s := range v {
		k := crypto.Keccak256Hash([]byte(s))
		h.Write(k[:])
	}
	var out common.Hash
	h.Sum(out[:0])
	e.Bytes32(out)
}

// Uints appends a uint64[] field: keccak256 of the elements' words.
func (e *Encoder) Uints(v []uint64) {
	inner := Encoder{buf: make([]byte, 0, 32*len(v))}
	for _, x := range v {
		inner.Uint(x)
	}
	e.Bytes32(crypto.Keccak256Hash(inner.buf))
}

// Structs appends a Struct[] field given its elements' hashStructs: keccak256 of their
// concatenation.
func (e *Encoder) Structs(hashes []common.Hash) {
	h := sha3.NewLegacyKeccak256()
	for _, x := range hashes {
		h.Write(x[:])
	}
	var out common.Hash
	h.Sum(out[:0])
	e.Bytes32(out)
}

// Sum returns hashStruct: keccak256(typeHash || encodeData), or the first range error.
func (e *Encoder) Sum() (common.Hash, error) {
	if e.err != nil {
		return common.Hash{}, e.err
	}
	return crypto.Keccak256Hash(e.buf), nil
}

// TypeHashOf returns keccak256 of primary's type encoding (referenced types appended in
// alphabetical order, as EIP-712 says), from the same definitions StructHash uses.
func TypeHashOf(types apitypes.Types, primary string) common.Hash {
	td := apitypes.TypedData{Types: types}
	return common.BytesToHash(td.TypeHash(primary))
}
