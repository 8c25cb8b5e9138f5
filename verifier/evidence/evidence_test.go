package evidence

import (
	"bytes"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"
	mh "github.com/multiformats/go-multihash"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/p2p/wire"
)

func testCID(t testing.TB, data string) cid.Cid {
	h, err := mh.Sum([]byte(data), mh.SHA2_256, -1)
	if err != nil {
		t.Fatal(err)
	}
	return cid.NewCidV1(cid.Raw, h)
}

func TestRoundTripAndCheck(t *testing.T) {
	spec := testCID(t, "spec")
	e := &Evidence{JobID: contracts.JobID(common.HexToHash("0x01")), SpecCID: spec.Bytes()}
	b, err := Encode(e)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if c, err := got.Spec(); err != nil || !c.Equals(spec) || got.JobID != e.JobID {
		t.Fatalf("round trip: %+v (%v), want %+v", got, err, e)
	}
	if err := got.Check(crypto.Keccak256Hash(spec.Bytes())); err != nil {
		t.Fatalf("Check with the right specHash: %v", err)
	}
	other := testCID(t, "other spec")
	if err := got.Check(crypto.Keccak256Hash(other.Bytes())); !errors.Is(err, ErrMismatch) {
		t.Fatalf("Check with another job's specHash: %v, want ErrMismatch", err)
	}
	// An encrypted result's disclosed file key travels with it, signed by the requester.
	e.ResultKey = bytes.Repeat([]byte{7}, ResultKeySize)
	if _, err := e.Signer(); !errors.Is(err, ErrUnsigned) {
		t.Fatalf("Signer of unsigned evidence: %v, want ErrUnsigned", err)
	}
	key, _ := crypto.GenerateKey()
	if err := e.Sign(key); err != nil {
		t.Fatal(err)
	}
	got, err = Decode(mustEncode(t, e))
	if err != nil || !bytes.Equal(got.ResultKey, e.ResultKey) {
		t.Fatalf("round trip with a result key: %+v, %v", got, err)
	}
	if who, err := got.Signer(); err != nil || who != crypto.PubkeyToAddress(key.PublicKey) {
		t.Fatalf("Signer = %s, %v; want the signing requester", who.Hex(), err)
	}
	got.ResultKey = bytes.Repeat([]byte{8}, ResultKeySize) // another key under the same signature
	if who, err := got.Signer(); err == nil && who == crypto.PubkeyToAddress(key.PublicKey) {
		t.Fatal("a changed result key still verifies as the requester's")
	}
}

func TestDecodeRejects(t *testing.T) {
	for name, b := range map[string][]byte{
		"empty":         nil,
		"not cbor":      []byte("hello"),
		"bad cid":       mustEncode(t, &Evidence{SpecCID: []byte{1, 2, 3}}),
		"oversize":      make([]byte, MaxSize+1),
		"unknown field": {0xa1, 0x09, 0x01},
		"short key":     mustEncode(t, &Evidence{SpecCID: testCID(t, "k").Bytes(), ResultKey: make([]byte, 31)}),
		"short sig":     mustEncode(t, &Evidence{SpecCID: testCID(t, "s").Bytes(), Signature: make([]byte, 64)}),
	} {
		if _, err := Decode(b); !errors.Is(err, ErrMalformed) {
			t.Errorf("%s: Decode err = %v, want ErrMalformed", name, err)
		}
	}
}

func mustEncode(t testing.TB, e *Evidence) []byte {
	b, err := wire.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func FuzzDecode(f *testing.F) {
	f.Add(mustEncode(f, &Evidence{JobID: contracts.JobID(common.HexToHash("0x02")), SpecCID: testCID(f, "x").Bytes()}))
	f.Add([]byte{0xa0})
	f.Fuzz(func(t *testing.T, b []byte) {
		e, err := Decode(b)
		if err != nil {
			return
		}
		b2, err := Encode(e)
		if err != nil {
			t.Fatalf("decoded evidence does not encode: %v", err)
		}
		if _, err := Decode(b2); err != nil {
			t.Fatalf("re-encoded evidence does not decode: %v", err)
		}
	})
}

// TestSignerRejectsMalleable: Signer used to recover from any signature crypto.SigToPub took,
// so the high-s twin of the requester's signature (s' = n - s, recovery id flipped) passed as a
// second valid signature on the same evidence: a relay could make copies with other bytes, and
// other message ids, at will. Signer now applies the shared rules (eip712.RecoverAnyV: 65 bytes,
// EIP-2 low s, no zero address).
func TestSignerRejectsMalleable(t *testing.T) {
	key, _ := crypto.GenerateKey()
	e := &Evidence{JobID: contracts.JobID(common.HexToHash("0x01")), SpecCID: testCID(t, "spec").Bytes()}
	if err := e.Sign(key); err != nil {
		t.Fatal(err)
	}
	if who, err := e.Signer(); err != nil || who != crypto.PubkeyToAddress(key.PublicKey) {
		t.Fatalf("Signer = %s, %v; want the signer", who, err)
	}
	twin := *e
	twin.Signature = append([]byte(nil), e.Signature...)
	n := crypto.S256().Params().N
	new(big.Int).Sub(n, new(big.Int).SetBytes(twin.Signature[32:64])).FillBytes(twin.Signature[32:64])
	twin.Signature[64] ^= 1
	if who, err := twin.Signer(); err == nil {
		t.Fatalf("the high-s twin recovers %s (signer %s): a second valid signature", who, crypto.PubkeyToAddress(key.PublicKey))
	}
	short := *e
	short.Signature = e.Signature[:64]
	if _, err := short.Signer(); err == nil {
		t.Fatal("a 64-byte signature recovers a signer")
	}
}
