package eip712

import (
	"bytes"
	"crypto/ecdsa"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// SignatureLength is the length of a signature: r (32) || s (32) || v (1).
const SignatureLength = crypto.SignatureLength

// Signer is a wallet as the signing code needs it: an address and a way to sign a 32-byte
// digest. SignDigest returns 65 bytes r || s || v in either go-ethereum's raw form (v in {0, 1},
// as crypto.Sign and keystore.SignHash return it) or the EVM form (v in {27, 28}); Sign turns
// either into the EVM form. KeySigner and KeystoreSigner implement it.
type Signer interface {
	Address() common.Address
	SignDigest(digest [32]byte) ([]byte, error)
}

// KeySigner signs with an in-memory secp256k1 key (for example one decrypted from a geth
// keystore file by the caller). Its SignDigest returns the raw form (v in {0, 1}).
type KeySigner struct {
	key  *ecdsa.PrivateKey
	addr common.Address
}

// NewKeySigner returns a Signer for key. It fails on a nil key.
func NewKeySigner(key *ecdsa.PrivateKey) (*KeySigner, error) {
	if key == nil {
		return nil, fmt.Errorf("%w: no signing key", ErrBadSignature)
	}
	return &KeySigner{key: key, addr: crypto.PubkeyToAddress(key.PublicKey)}, nil
}

// Address returns the key's address.
func (s *KeySigner) Address() common.Address { return s.addr }

// SignDigest signs a 32-byte digest; v is in {0, 1}.
func (s *KeySigner) SignDigest(digest [32]byte) ([]byte, error) {
	sig, err := crypto.Sign(digest[:], s.key)
	if err != nil {
		return nil, fmt.Errorf("sign digest: %w", err)
	}
	return sig, nil
}

// KeystoreSigner signs with an unlocked account of a go-ethereum keystore (the key never leaves
// the keystore). Its SignDigest returns the raw form (v in {0, 1}).
type KeystoreSigner struct {
	ks   *keystore.KeyStore
	acct accounts.Account
}

// NewKeystoreSigner returns a Signer for acct in ks. The account must be unlocked (ks.Unlock or
// ks.TimedUnlock) before signing.
func NewKeystoreSigner(ks *keystore.KeyStore, acct accounts.Account) (*KeystoreSigner, error) {
	if ks == nil {
		return nil, errors.New("eip712: nil keystore")
	}
	if !ks.HasAddress(acct.Address) {
		return nil, fmt.Errorf("eip712: account %s is not in the keystore: import it or pick another address", acct.Address)
	}
	return &KeystoreSigner{ks: ks, acct: acct}, nil
}

// Address returns the account's address.
func (s *KeystoreSigner) Address() common.Address { return s.acct.Address }

// SignDigest signs a 32-byte digest with the unlocked account; v is in {0, 1}.
func (s *KeystoreSigner) SignDigest(digest [32]byte) ([]byte, error) {
	sig, err := s.ks.SignHash(s.acct, digest[:])
	if err != nil {
		return nil, fmt.Errorf("sign digest with %s: %w", s.acct.Address, err)
	}
	return sig, nil
}

// SignKey signs digest with key and returns r || s || v with v in {27, 28}, the form ecrecover
// and OpenZeppelin's ECDSA.recover take.
func SignKey(key *ecdsa.PrivateKey, digest [32]byte) ([]byte, error) {
	if key == nil {
		return nil, fmt.Errorf("%w: no signing key", ErrBadSignature)
	}
	sig, err := crypto.Sign(digest[:], key)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadSignature, err)
	}
	sig[64] += 27
	return sig, nil
}

// Sign signs digest with s and returns r || s || v with v in {27, 28}. It checks what the
// wallet returned the way a verifier will (Recover) and that it recovers to s.Address(), so a
// wallet that signs with another key or returns a malleable signature fails here.
func Sign(s Signer, digest [32]byte) ([]byte, error) {
	if s == nil {
		return nil, fmt.Errorf("%w: no signer", ErrBadSignature)
	}
	raw, err := s.SignDigest(digest)
	if err != nil {
		return nil, err
	}
	sig, err := ToEVM(raw)
	if err != nil {
		return nil, fmt.Errorf("sign: wallet %s: %w", s.Address(), err)
	}
	if _, err := RecoverAs(digest, sig, s.Address()); err != nil {
		return nil, fmt.Errorf("sign: wallet %s: %w", s.Address(), err)
	}
	return sig, nil
}

// ToEVM returns a copy of sig with v in {27, 28}; sig may carry v in {0, 1} or {27, 28}.
func ToEVM(sig []byte) ([]byte, error) {
	if len(sig) != SignatureLength {
		return nil, fmt.Errorf("%w: signature is %d bytes, want %d", ErrBadSignature, len(sig), SignatureLength)
	}
	out := append([]byte(nil), sig...)
	switch out[64] {
	case 0, 1:
		out[64] += 27
	case 27, 28:
	default:
		return nil, fmt.Errorf("%w: v = %d, want 27 or 28 (or 0 or 1)", ErrBadSignature, sig[64])
	}
	return out, nil
}

// recoverPub recovers the address that made sig (v in {0, 1}) over digest: crypto.Ecrecover
// (libsecp256k1 through cgo, or the pure-Go fallback without cgo) and the Keccak-256 of the
// uncompressed key it returns. It skips crypto.SigToPub's round trip through an
// ecdsa.PublicKey (a big.Int on-curve check of a point the recovery itself computed), a
// measurable share of every gossip validation. A variable: the seam for the test of the
// zero-address check, which no real signature can reach.
var recoverPub = func(digest, sig []byte) (common.Address, error) {
	pub, err := crypto.Ecrecover(digest, sig)
	if err != nil {
		return common.Address{}, err
	}
	if len(pub) != 65 || pub[0] != 4 {
		return common.Address{}, fmt.Errorf("recovered key of %d bytes, want 65 uncompressed", len(pub))
	}
	return common.BytesToAddress(crypto.Keccak256(pub[1:])[12:]), nil
}

// Recover returns the address that signed digest, with the rules of ecrecover behind
// OpenZeppelin's ECDSA.recover: sig is 65 bytes r || s || v, v is 27 or 28, r and s are in
// range and s is in the lower half of the curve order (EIP-2), and the recovered address is not
// zero. Use it for every signature a contract will check: whatever passes here passes there.
func Recover(digest [32]byte, sig []byte) (common.Address, error) {
	if len(sig) != SignatureLength {
		return common.Address{}, fmt.Errorf("%w: signature is %d bytes, want %d", ErrBadSignature, len(sig), SignatureLength)
	}
	if v := sig[64]; v != 27 && v != 28 {
		return common.Address{}, fmt.Errorf("%w: v = %d, want 27 or 28", ErrBadSignature, v)
	}
	return recoverSig(digest, sig)
}

// RecoverAnyV is Recover that also takes v in {0, 1} (go-ethereum's raw form), for messages no
// contract checks (wallet-to-peer bindings, dispute evidence, market gossip).
func RecoverAnyV(digest [32]byte, sig []byte) (common.Address, error) {
	if len(sig) != SignatureLength {
		return common.Address{}, fmt.Errorf("%w: signature is %d bytes, want %d", ErrBadSignature, len(sig), SignatureLength)
	}
	switch sig[64] {
	case 0, 1, 27, 28:
	default:
		return common.Address{}, fmt.Errorf("%w: v = %d, want 27 or 28 (or 0 or 1)", ErrBadSignature, sig[64])
	}
	return recoverSig(digest, sig)
}

// secp256k1 group order n and n/2, big-endian: a signature's r must lie in [1, n-1] and its s
// in [1, n/2] (EIP-2), the rule crypto.ValidateSignatureValues applies with homestead set.
var (
	curveOrder     = [32]byte(common.FromHex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141"))
	halfCurveOrder = [32]byte(common.FromHex("7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0"))
)

// validSignatureValues is crypto.ValidateSignatureValues(v, r, s, true) on r = sig[:32] and
// s = sig[32:64] read as big-endian integers (sig is 65 bytes), compared as bytes: it runs for
// every gossiped message, and the big.Int form allocates.
func validSignatureValues(v byte, sig []byte) bool {
	r, s := sig[:32], sig[32:64]
	var zero [32]byte
	return (v == 0 || v == 1) &&
		!bytes.Equal(r, zero[:]) && bytes.Compare(r, curveOrder[:]) < 0 &&
		!bytes.Equal(s, zero[:]) && bytes.Compare(s, halfCurveOrder[:]) <= 0
}

// recoverSig recovers from a 65-byte signature whose v is 0, 1, 27 or 28 (27 and 28 taken as 0
// and 1).
func recoverSig(digest [32]byte, sig []byte) (common.Address, error) {
	v := sig[64]
	if v >= 27 {
		v -= 27
	}
	if !validSignatureValues(v, sig) {
		return common.Address{}, fmt.Errorf("%w: r or s out of range or s not in the lower half of the curve order (EIP-2)", ErrBadSignature)
	}
	raw := make([]byte, SignatureLength)
	copy(raw, sig)
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

// RecoverAs is Recover that also checks the signer is want (ErrWrongSigner otherwise); it
// returns the signer.
func RecoverAs(digest [32]byte, sig []byte, want common.Address) (common.Address, error) {
	got, err := Recover(digest, sig)
	if err != nil {
		return common.Address{}, err
	}
	if got != want {
		return got, fmt.Errorf("%w: signed by %s, want %s", ErrWrongSigner, got, want)
	}
	return got, nil
}
