package eip712

import (
	"encoding/binary"
	"fmt"
	"math/big"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
)

// Encoder builds a struct's EIP-712 encodeData word by word, for messages hashed often enough
// that apitypes' reflection shows (gossip validation): the caller writes the fields in the
// type's order with the method for each field's type, then Sum gives hashStruct. A message type
// encoded here keeps a test against StructHash over the same type definitions, so the two never
// drift apart. Encoders come from a pool with their buffers and hasher (every node hashes every
// gossiped offer, and the allocations showed in its garbage collection): Sum puts e back, so e
// must not be used after Sum.
type Encoder struct {
	buf     []byte // typeHash || encodeData
	scratch []byte // what a field hashes: a string's bytes, an array's element words or hashes
	inner   []byte // an array element's bytes (Strings)
	h       crypto.KeccakState
	err     error
}

var encoders = sync.Pool{New: func() any {
	return &Encoder{
		buf:     make([]byte, 0, 32*16),
		scratch: make([]byte, 0, 32*8),
		inner:   make([]byte, 0, 64),
		h:       crypto.NewKeccakState(),
	}
}}

// NewEncoder starts the encoding of a struct whose type hash is typeHash.
func NewEncoder(typeHash common.Hash) *Encoder {
	e := encoders.Get().(*Encoder)
	e.buf = append(e.buf[:0], typeHash[:]...)
	e.err = nil
	return e
}

// emptyKeccak is keccak256 of no bytes: the hash of every empty string, bytes and array field
// (an offer has several), taken without running the permutation.
var emptyKeccak = crypto.Keccak256Hash()

// keccak appends keccak256(b) to dst.
func (e *Encoder) keccak(dst, b []byte) []byte {
	if len(b) == 0 {
		return append(dst, emptyKeccak[:]...)
	}
	e.h.Reset()
	e.h.Write(b)
	n := len(dst)
	dst = append(dst, zeroWord[:]...)
	e.h.Read(dst[n:])
	return dst
}

var zeroWord [32]byte

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
		var w [32]byte
		v.FillBytes(w[:])
		e.buf = append(e.buf, w[:]...)
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
func (e *Encoder) String(s string) {
	e.scratch = append(e.scratch[:0], s...)
	e.buf = e.keccak(e.buf, e.scratch)
}

// Bytes appends a dynamic bytes field: keccak256 of the bytes.
func (e *Encoder) Bytes(b []byte) {
	e.scratch = append(e.scratch[:0], b...)
	e.buf = e.keccak(e.buf, e.scratch)
}

// Strings appends a string[] field: keccak256 of the elements' hashes.
func (e *Encoder) Strings(v []string) {
	e.scratch = e.scratch[:0]
	for _, s := range v {
		e.inner = append(e.inner[:0], s...)
		e.scratch = e.keccak(e.scratch, e.inner)
	}
	e.buf = e.keccak(e.buf, e.scratch)
}

// Uints appends a uint64[] field: keccak256 of the elements' words.
func (e *Encoder) Uints(v []uint64) {
	e.scratch = e.scratch[:0]
	for _, x := range v {
		var w [32]byte
		binary.BigEndian.PutUint64(w[24:], x)
		e.scratch = append(e.scratch, w[:]...)
	}
	e.buf = e.keccak(e.buf, e.scratch)
}

// Structs appends a Struct[] field given its elements' hashStructs: keccak256 of their
// concatenation.
func (e *Encoder) Structs(hashes []common.Hash) {
	e.scratch = e.scratch[:0]
	for _, x := range hashes {
		e.scratch = append(e.scratch, x[:]...)
	}
	e.buf = e.keccak(e.buf, e.scratch)
}

// Sum returns hashStruct: keccak256(typeHash || encodeData), or the first range error. It puts
// e back in the pool: e must not be used after Sum.
func (e *Encoder) Sum() (common.Hash, error) {
	defer encoders.Put(e)
	if e.err != nil {
		return common.Hash{}, e.err
	}
	e.scratch = e.keccak(e.scratch[:0], e.buf)
	return common.Hash(e.scratch), nil
}

// TypeHashOf returns keccak256 of primary's type encoding (referenced types appended in
// alphabetical order, as EIP-712 says), from the same definitions StructHash uses.
func TypeHashOf(types apitypes.Types, primary string) common.Hash {
	td := apitypes.TypedData{Types: types}
	return common.BytesToHash(td.TypeHash(primary))
}
