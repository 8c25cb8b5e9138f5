package eip712

import (
	"bytes"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
)

var testDomain = Domain{Name: "gpumesh", Version: "1", ChainID: big.NewInt(1337),
	VerifyingContract: common.HexToAddress("0x00000000000000000000000000000000000e5c40")}

var pingTypes = apitypes.Types{
	"Ping": {{Name: "who", Type: "address"}, {Name: "n", Type: "uint64"}, {Name: "tag", Type: "bytes32"}},
}

func pingMsg() apitypes.TypedDataMessage {
	return apitypes.TypedDataMessage{
		"who": common.HexToAddress("0x1234").Bytes(), "n": big.NewInt(7), "tag": [32]byte{9},
	}
}

func testKey(t testing.TB) *KeySigner {
	t.Helper()
	k, err := crypto.HexToECDSA("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewKeySigner(k)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestHashMatchesApitypes: the cached-separator digest is go-ethereum's TypedDataAndHash digest,
// and every domain field changes it.
func TestHashMatchesApitypes(t *testing.T) {
	got, err := testDomain.Hash(pingTypes, "Ping", pingMsg())
	if err != nil {
		t.Fatal(err)
	}
	want, _, err := apitypes.TypedDataAndHash(testDomain.TypedData(pingTypes, "Ping", pingMsg()))
	if err != nil {
		t.Fatal(err)
	}
	if got != common.BytesToHash(want) {
		t.Fatalf("digest %s, apitypes %x", got, want)
	}
	td := testDomain.TypedData(pingTypes, "Ping", nil)
	sep, err := td.HashStruct("EIP712Domain", td.Domain.Map())
	if err != nil {
		t.Fatal(err)
	}
	if testDomain.Separator() != common.BytesToHash(sep) {
		t.Fatalf("separator %s, apitypes %x", testDomain.Separator(), sep)
	}
	for name, d := range map[string]Domain{
		"name":     {Name: "gpumesh JobEscrow", Version: "1", ChainID: testDomain.ChainID, VerifyingContract: testDomain.VerifyingContract},
		"version":  {Name: "gpumesh", Version: "2", ChainID: testDomain.ChainID, VerifyingContract: testDomain.VerifyingContract},
		"chain":    {Name: "gpumesh", Version: "1", ChainID: big.NewInt(1), VerifyingContract: testDomain.VerifyingContract},
		"contract": {Name: "gpumesh", Version: "1", ChainID: testDomain.ChainID, VerifyingContract: common.HexToAddress("0xe5")},
	} {
		h, err := d.Hash(pingTypes, "Ping", pingMsg())
		if err != nil {
			t.Fatal(err)
		}
		if h == got {
			t.Errorf("changing the domain's %s leaves the digest unchanged: replayable", name)
		}
	}
}

func TestDomainCheck(t *testing.T) {
	for name, d := range map[string]Domain{
		"no name":     {Version: "1", ChainID: big.NewInt(1), VerifyingContract: common.HexToAddress("0x1")},
		"no version":  {Name: "gpumesh", ChainID: big.NewInt(1), VerifyingContract: common.HexToAddress("0x1")},
		"no chain":    {Name: "gpumesh", Version: "1", VerifyingContract: common.HexToAddress("0x1")},
		"zero chain":  {Name: "gpumesh", Version: "1", ChainID: new(big.Int), VerifyingContract: common.HexToAddress("0x1")},
		"no contract": {Name: "gpumesh", Version: "1", ChainID: big.NewInt(1)},
	} {
		if _, err := d.Hash(pingTypes, "Ping", pingMsg()); !errors.Is(err, ErrDomain) {
			t.Errorf("%s: err %v, want ErrDomain", name, err)
		}
	}
	if _, err := testDomain.Hash(pingTypes, "Pong", pingMsg()); !errors.Is(err, ErrTypedData) {
		t.Errorf("unknown primary type: err %v, want ErrTypedData", err)
	}
	extra := pingMsg()
	extra["extra"] = big.NewInt(1)
	if _, err := testDomain.Hash(pingTypes, "Ping", extra); !errors.Is(err, ErrTypedData) {
		t.Errorf("extra field: err %v, want ErrTypedData", err)
	}
}

func TestSignRecover(t *testing.T) {
	s := testKey(t)
	digest, err := testDomain.Hash(pingTypes, "Ping", pingMsg())
	if err != nil {
		t.Fatal(err)
	}
	sig, err := Sign(s, digest)
	if err != nil {
		t.Fatal(err)
	}
	if sig[64] != 27 && sig[64] != 28 {
		t.Fatalf("v = %d, want 27 or 28", sig[64])
	}
	byKey, err := SignKey(s.key, digest)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(sig, byKey) {
		t.Fatal("Sign and SignKey disagree")
	}
	if got, err := Recover(digest, sig); err != nil || got != s.Address() {
		t.Fatalf("Recover = %s, %v; want %s", got, err, s.Address())
	}
	if _, err := RecoverAs(digest, sig, common.HexToAddress("0xbad")); !errors.Is(err, ErrWrongSigner) {
		t.Fatalf("RecoverAs another address: err %v, want ErrWrongSigner", err)
	}
	other := digest
	other[0] ^= 1
	if got, err := Recover(other, sig); err == nil && got == s.Address() {
		t.Fatal("signature verifies for another digest")
	}
}

// TestRecoverRejects: each check of Recover and RecoverAnyV fails the signature it is for.
func TestRecoverRejects(t *testing.T) {
	s := testKey(t)
	digest := crypto.Keccak256Hash([]byte("ping"))
	sig, err := SignKey(s.key, digest)
	if err != nil {
		t.Fatal(err)
	}
	// The high-s twin: s' = n - s with the recovery id flipped recovers the same key, and
	// ecrecover accepts it; EIP-2 and OpenZeppelin do not.
	n := crypto.S256().Params().N
	highS := append([]byte(nil), sig...)
	new(big.Int).Sub(n, new(big.Int).SetBytes(sig[32:64])).FillBytes(highS[32:64])
	highS[64] = 27 + 28 - sig[64]
	if pub, err := crypto.SigToPub(digest[:], append(append([]byte(nil), highS[:64]...), highS[64]-27)); err != nil || crypto.PubkeyToAddress(*pub) != s.Address() {
		t.Fatalf("test setup: the high-s twin does not recover the signer (%v)", err)
	}
	raw := append([]byte(nil), sig...)
	raw[64] -= 27
	zeroR := append([]byte(nil), sig...)
	copy(zeroR[:32], make([]byte, 32))
	for name, c := range map[string]struct {
		sig    []byte
		anyV   bool // RecoverAnyV takes it
		reason string
	}{
		"short":     {sig[:64], false, "64 bytes"},
		"long":      {append(append([]byte(nil), sig...), 0), false, "66 bytes"},
		"empty":     {nil, false, "no signature"},
		"v=0":       {raw, true, "raw v"},
		"v=29":      {append(append([]byte(nil), sig[:64]...), 29), false, "v out of range"},
		"v=2":       {append(append([]byte(nil), sig[:64]...), 2), false, "v out of range"},
		"high s":    {highS, false, "malleable twin"},
		"r=0":       {zeroR, false, "r out of range"},
		"high s v0": {append(append([]byte(nil), highS[:64]...), highS[64]-27), false, "malleable twin, raw v"},
	} {
		if _, err := Recover(digest, c.sig); !errors.Is(err, ErrBadSignature) {
			t.Errorf("Recover %s (%s): err %v, want ErrBadSignature", name, c.reason, err)
		}
		got, err := RecoverAnyV(digest, c.sig)
		switch {
		case c.anyV && (err != nil || got != s.Address()):
			t.Errorf("RecoverAnyV %s: %s, %v; want %s", name, got, err, s.Address())
		case !c.anyV && !errors.Is(err, ErrBadSignature):
			t.Errorf("RecoverAnyV %s (%s): err %v, want ErrBadSignature", name, c.reason, err)
		}
	}
}

// TestRecoverZeroAddress: a recovery that yields the zero address (what ecrecover returns for
// garbage) is an error, never a signer. No real signature reaches it, so the test replaces the
// curve recovery.
func TestRecoverZeroAddress(t *testing.T) {
	s := testKey(t)
	digest := crypto.Keccak256Hash([]byte("ping"))
	sig, err := SignKey(s.key, digest)
	if err != nil {
		t.Fatal(err)
	}
	saved := recoverPub
	t.Cleanup(func() { recoverPub = saved })
	recoverPub = func(_, _ []byte) (common.Address, error) { return common.Address{}, nil }
	if a, err := Recover(digest, sig); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("Recover to the zero address: %s, %v; want ErrBadSignature", a, err)
	}
	if a, err := RecoverAnyV(digest, sig); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("RecoverAnyV to the zero address: %s, %v; want ErrBadSignature", a, err)
	}
}

// wrongWallet signs with another key than the address it reports.
type wrongWallet struct{ *KeySigner }

func (wrongWallet) Address() common.Address { return common.HexToAddress("0xbad") }

func TestSignChecksWallet(t *testing.T) {
	digest := crypto.Keccak256Hash([]byte("ping"))
	if _, err := Sign(wrongWallet{testKey(t)}, digest); !errors.Is(err, ErrWrongSigner) {
		t.Fatalf("wallet signing with another key: err %v, want ErrWrongSigner", err)
	}
	if _, err := Sign(nil, digest); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("nil signer: err %v, want ErrBadSignature", err)
	}
	if _, err := SignKey(nil, digest); !errors.Is(err, ErrBadSignature) {
		t.Fatalf("nil key: err %v, want ErrBadSignature", err)
	}
}

func TestKeystoreSigner(t *testing.T) {
	ks := keystore.NewKeyStore(t.TempDir(), keystore.LightScryptN, keystore.LightScryptP)
	acct, err := ks.ImportECDSA(testKey(t).key, "pw")
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewKeystoreSigner(ks, acct)
	if err != nil {
		t.Fatal(err)
	}
	digest := crypto.Keccak256Hash([]byte("ping"))
	if _, err := Sign(s, digest); err == nil {
		t.Fatal("a locked account signed")
	}
	if err := ks.Unlock(acct, "pw"); err != nil {
		t.Fatal(err)
	}
	sig, err := Sign(s, digest)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := SignKey(testKey(t).key, digest)
	if !bytes.Equal(sig, want) {
		t.Fatalf("keystore signature %x, key signature %x", sig, want)
	}
	if _, err := NewKeystoreSigner(ks, accountOf(common.HexToAddress("0xbad"))); err == nil {
		t.Fatal("a signer for an account the keystore lacks")
	}
}

func accountOf(a common.Address) accounts.Account { return accounts.Account{Address: a} }

// TestRecoverPubMatchesSigToPub: recoverPub (Ecrecover and the key's hash) gives the address
// crypto.SigToPub and PubkeyToAddress give, and the signer's, for many keys and digests; a
// signature over another digest recovers another address.
func TestRecoverPubMatchesSigToPub(t *testing.T) {
	for i := range 64 {
		key, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		digest := crypto.Keccak256([]byte{byte(i), byte(i >> 8)})
		sig, err := crypto.Sign(digest, key)
		if err != nil {
			t.Fatal(err)
		}
		got, err := recoverPub(digest, sig)
		if err != nil {
			t.Fatalf("key %d: %v", i, err)
		}
		pub, err := crypto.SigToPub(digest, sig)
		if err != nil {
			t.Fatal(err)
		}
		if want := crypto.PubkeyToAddress(*pub); got != want || got != crypto.PubkeyToAddress(key.PublicKey) {
			t.Fatalf("key %d: recoverPub = %s, SigToPub gives %s, signer %s", i, got, want, crypto.PubkeyToAddress(key.PublicKey))
		}
		digest[0] ^= 1
		if other, err := recoverPub(digest, sig); err == nil && other == got {
			t.Fatalf("key %d: signature recovers the signer over another digest", i)
		}
	}
}

// BenchmarkRecover is the one signature recovery every node pays for every gossiped message.
func BenchmarkRecover(b *testing.B) {
	s := testKey(b)
	digest := crypto.Keccak256Hash([]byte("bench"))
	sig, err := Sign(s, digest)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := RecoverAnyV(digest, sig); err != nil {
			b.Fatal(err)
		}
	}
}

// TestSeparatorCacheKeys: the separator cache tells domains apart by every field, chain ids
// that do not fit a word included, and a cached separator equals a fresh computation.
func TestSeparatorCacheKeys(t *testing.T) {
	over := new(big.Int).Lsh(big.NewInt(1), 300)
	domains := []Domain{
		testDomain,
		{Name: testDomain.Name, Version: testDomain.Version, ChainID: big.NewInt(1338), VerifyingContract: testDomain.VerifyingContract},
		{Name: testDomain.Name, Version: "2", ChainID: testDomain.ChainID, VerifyingContract: testDomain.VerifyingContract},
		{Name: "other", Version: testDomain.Version, ChainID: testDomain.ChainID, VerifyingContract: testDomain.VerifyingContract},
		{Name: testDomain.Name, Version: testDomain.Version, ChainID: testDomain.ChainID, VerifyingContract: common.HexToAddress("0x1")},
		{Name: testDomain.Name, Version: testDomain.Version, ChainID: big.NewInt(-1337), VerifyingContract: testDomain.VerifyingContract},
		{Name: testDomain.Name, Version: testDomain.Version, ChainID: over, VerifyingContract: testDomain.VerifyingContract},
	}
	seen := map[common.Hash]int{}
	for i, d := range domains {
		first, again := d.Separator(), d.Separator()
		if first != again {
			t.Fatalf("domain %d: separator %s, then %s from the cache", i, first, again)
		}
		if j, ok := seen[first]; ok {
			t.Fatalf("domains %d and %d share separator %s", j, i, first)
		}
		seen[first] = i
	}
}

// BenchmarkRecoverViaSigToPub is the path recoverPub replaced (crypto.SigToPub, then the
// address of the ecdsa.PublicKey), as the baseline of BenchmarkRecover.
func BenchmarkRecoverViaSigToPub(b *testing.B) {
	s := testKey(b)
	digest := crypto.Keccak256Hash([]byte("bench"))
	sig, err := SignKey(s.key, digest)
	if err != nil {
		b.Fatal(err)
	}
	raw := bytes.Clone(sig)
	raw[64] -= 27
	for b.Loop() {
		pub, err := crypto.SigToPub(digest[:], raw)
		if err != nil {
			b.Fatal(err)
		}
		_ = crypto.PubkeyToAddress(*pub)
	}
}
