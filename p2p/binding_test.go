package p2p

import (
	"bufio"
	"bytes"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
	"github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"
)

func testKey(t testing.TB) crypto.PrivKey {
	t.Helper()
	k, _, err := crypto.GenerateEd25519Key(nil)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func testPeer(t testing.TB) peer.ID {
	t.Helper()
	id, err := peer.IDFromPrivateKey(testKey(t))
	if err != nil {
		t.Fatal(err)
	}
	return id
}

func testBinding(t testing.TB, s Signer, k crypto.PrivKey, now time.Time) *Binding {
	t.Helper()
	addrs := []ma.Multiaddr{ma.StringCast("/ip4/127.0.0.1/tcp/4001"), ma.StringCast("/ip4/127.0.0.1/udp/4001/quic-v1")}
	b, err := NewBinding(s, k, 1337, addrs, now, time.Hour)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestBindingDigestMatchesGethEIP712 checks the hand-written EIP-712 encoding against
// go-ethereum's apitypes implementation.
func TestBindingDigestMatchesGethEIP712(t *testing.T) {
	s := testSigner(t)
	b := testBinding(t, s, testKey(t), time.Unix(1_700_000_000, 0))
	var addrs []any
	for _, a := range b.Addrs {
		addrs = append(addrs, hexutil.Bytes(a.Bytes()))
	}
	td := apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {{Name: "name", Type: "string"}, {Name: "version", Type: "string"}, {Name: "chainId", Type: "uint256"}},
			"PeerBinding": {
				{Name: "wallet", Type: "address"}, {Name: "peerId", Type: "bytes"}, {Name: "addrs", Type: "bytes[]"},
				{Name: "issuedAt", Type: "uint64"}, {Name: "expiry", Type: "uint64"},
			},
		},
		PrimaryType: "PeerBinding",
		Domain:      apitypes.TypedDataDomain{Name: BindingDomainName, Version: BindingDomainVersion, ChainId: (*math.HexOrDecimal256)(big.NewInt(1337))},
		Message: apitypes.TypedDataMessage{
			"wallet":   b.Wallet.Hex(),
			"peerId":   hexutil.Bytes([]byte(b.Peer)),
			"addrs":    addrs,
			"issuedAt": big.NewInt(b.IssuedAt.Unix()),
			"expiry":   big.NewInt(b.Expiry.Unix()),
		},
	}
	want, _, err := apitypes.TypedDataAndHash(td)
	if err != nil {
		t.Fatal(err)
	}
	got := b.Digest(1337)
	if !bytes.Equal(got[:], want) {
		t.Fatalf("digest %x, geth apitypes %x", got, want)
	}
}

func TestBindingVerify(t *testing.T) {
	s := testSigner(t)
	p := testKey(t)
	now := time.Unix(1_700_000_000, 0)
	// claim names a victim's peer id, re-signed by the wallet: only the victim's key can
	// countersign it, so the peer signature (the claimer's own key's) fails.
	victim := testPeer(t)
	claim := func(b *Binding) {
		b.Peer = victim
		sig, err := s.SignDigest(b.Digest(1337))
		if err != nil {
			t.Fatal(err)
		}
		b.Sig = sig
	}
	tests := []struct {
		name string
		mut  func(*Binding)
		at   time.Time
		want error
	}{
		{"valid", func(*Binding) {}, now, nil},
		{"expired", func(*Binding) {}, now.Add(2 * time.Hour), ErrBindingExpired},
		{"other wallet claimed", func(b *Binding) { b.Wallet[0] ^= 1 }, now, ErrBadSignature},
		{"peer swapped", func(b *Binding) { b.Peer = testPeer(t) }, now, ErrBadSignature},
		{"addr added", func(b *Binding) { b.Addrs = append(b.Addrs, ma.StringCast("/ip4/10.0.0.1/tcp/1")) }, now, ErrBadSignature},
		{"expiry extended", func(b *Binding) { b.Expiry = b.Expiry.Add(time.Hour) }, now, ErrBadSignature},
		{"lifetime too long", func(b *Binding) { b.Expiry = b.IssuedAt.Add(MaxBindingLifetime + time.Hour) }, now, ErrMalformed},
		{"issued in future", func(*Binding) {}, now.Add(-time.Hour), ErrMalformed},
		{"short sig", func(b *Binding) { b.Sig = b.Sig[:64] }, now, ErrBadSignature},
		{"high s", func(b *Binding) { b.Sig = highS(b.Sig) }, now, ErrBadSignature},
		{"no peer", func(b *Binding) { b.Peer = "" }, now, ErrMalformed},
		{"wallet claims another's peer id", claim, now, ErrBadSignature},
		{"no peer signature", func(b *Binding) { b.PeerSig = nil }, now, ErrBadSignature},
		{"peer signature tampered", func(b *Binding) { b.PeerSig[3] ^= 1 }, now, ErrBadSignature},
		{"peer signature oversize", func(b *Binding) { b.PeerSig = make([]byte, maxPeerSigSize+1) }, now, ErrBadSignature},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := testBinding(t, s, p, now)
			tc.mut(b)
			err := b.Verify(1337, tc.at)
			if tc.want == nil {
				if err != nil {
					t.Fatalf("Verify: %v", err)
				}
				return
			}
			if !errors.Is(err, tc.want) {
				t.Fatalf("Verify = %v, want %v", err, tc.want)
			}
		})
	}
	b := testBinding(t, s, p, now)
	if err := b.Verify(1, now); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("binding verified under another chain id: %v", err)
	}
	if err := b.VerifyFor(1337, testPeer(t), now); !errors.Is(err, ErrBindingMismatch) {
		t.Fatalf("VerifyFor another peer = %v, want ErrBindingMismatch", err)
	}
}

// highS flips s to n-s (and v), the malleable twin of a valid signature.
func highS(sig []byte) []byte {
	n, _ := new(big.Int).SetString("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", 16)
	s := new(big.Int).SetBytes(sig[32:64])
	s.Sub(n, s)
	out := append([]byte(nil), sig...)
	copy(out[32:64], make([]byte, 32))
	s.FillBytes(out[32:64])
	out[64] ^= 1
	return out
}

func TestBindingRoundTrip(t *testing.T) {
	b := testBinding(t, testSigner(t), testKey(t), time.Unix(1_700_000_000, 0))
	raw, err := b.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	got, err := DecodeBinding(raw)
	if err != nil {
		t.Fatal(err)
	}
	if got.Digest(1337) != b.Digest(1337) || !bytes.Equal(got.Sig, b.Sig) || !bytes.Equal(got.PeerSig, b.PeerSig) {
		t.Fatal("round trip changed the binding")
	}
	if err := got.VerifyFor(1337, b.Peer, time.Unix(1_700_000_100, 0)); err != nil {
		t.Fatal(err)
	}
	if len(raw) > 400 {
		t.Errorf("binding encodes to %d bytes; it rides on every gossip message, keep it small", len(raw))
	}
	if _, err := DecodeBinding(append(raw, 0)); !errors.Is(err, ErrMalformed) {
		t.Fatalf("trailing byte accepted: %v", err)
	}
	if _, err := DecodeBinding(make([]byte, MaxBindingSize+1)); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("oversize accepted: %v", err)
	}
}

func TestFrames(t *testing.T) {
	type msg struct {
		A uint64 `cbor:"1,keyasint"`
		B []byte `cbor:"2,keyasint"`
	}
	var buf bytes.Buffer
	if err := WriteFrame(&buf, msg{A: 7, B: []byte("hi")}, 64); err != nil {
		t.Fatal(err)
	}
	if err := WriteFrame(&buf, msg{B: make([]byte, 100)}, 64); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("oversize write = %v", err)
	}
	var got msg
	if err := ReadFrame(bufio.NewReader(bytes.NewReader(buf.Bytes())), &got, 64); err != nil || got.A != 7 {
		t.Fatalf("ReadFrame = %+v, %v", got, err)
	}
	if err := ReadFrame(bufio.NewReader(bytes.NewReader(buf.Bytes())), &got, 4); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("ReadFrame over limit = %v, want ErrTooLarge", err)
	}
	if err := ReadFrame(bufio.NewReader(bytes.NewReader(buf.Bytes()[:3])), &got, 64); err == nil {
		t.Fatal("truncated frame accepted")
	}
	// A length prefix claiming 2^60 bytes must fail before allocating.
	huge := []byte{0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x10}
	if _, err := ReadFrameBytes(bufio.NewReader(bytes.NewReader(huge)), 1<<20); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("huge length = %v, want ErrTooLarge", err)
	}
}

func FuzzDecodeBinding(f *testing.F) {
	b := testBinding(f, testSigner(f), testKey(f), time.Unix(1_700_000_000, 0))
	raw, _ := b.MarshalBinary()
	f.Add(raw)
	f.Add([]byte{})
	f.Add([]byte{0xa0})
	bs := NewBindings(1337, 16)
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := DecodeBinding(data)
		if err != nil {
			return
		}
		// Anything that decodes must re-encode and verify without panicking.
		if _, err := got.MarshalBinary(); err != nil {
			t.Fatalf("decoded binding does not encode: %v", err)
		}
		_ = got.Verify(1337, time.Unix(1_700_000_100, 0))
		_, _ = bs.VerifyRaw(data, got.Peer, time.Unix(1_700_000_100, 0))
	})
}

func FuzzReadFrame(f *testing.F) {
	var buf bytes.Buffer
	_ = WriteFrame(&buf, map[int]string{1: "x"}, 1024)
	f.Add(buf.Bytes())
	f.Add([]byte{0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01})
	f.Fuzz(func(t *testing.T, data []byte) {
		var v map[int]string
		_ = ReadFrame(bufio.NewReader(bytes.NewReader(data)), &v, 1024)
	})
}
