package p2p

import (
	"crypto/ecdsa"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Signer is the node's Ethereum wallet as the p2p layer needs it: an address and a way to sign a
// 32-byte digest. It is satisfied by an unlocked keystore key (see KeySigner) and by any wallet
// that can sign raw hashes. Signatures are 65 bytes [R || S || V] with V in {0, 1}, as produced by
// go-ethereum's crypto.Sign.
type Signer interface {
	Address() common.Address
	SignDigest(digest [32]byte) ([]byte, error)
}

// KeySigner signs with an in-memory secp256k1 key (for example one decrypted from a geth keystore
// file by the caller).
type KeySigner struct {
	key  *ecdsa.PrivateKey
	addr common.Address
}

// NewKeySigner returns a Signer for key. It fails on a nil key.
func NewKeySigner(key *ecdsa.PrivateKey) (*KeySigner, error) {
	if key == nil {
		return nil, errors.New("p2p: nil wallet key")
	}
	return &KeySigner{key: key, addr: crypto.PubkeyToAddress(key.PublicKey)}, nil
}

// Address returns the wallet address.
func (s *KeySigner) Address() common.Address { return s.addr }

// SignDigest signs a 32-byte digest.
func (s *KeySigner) SignDigest(digest [32]byte) ([]byte, error) {
	sig, err := crypto.Sign(digest[:], s.key)
	if err != nil {
		return nil, fmt.Errorf("sign digest: %w", err)
	}
	return sig, nil
}

// RecoverSigner returns the address that produced sig over digest. It rejects malformed and
// malleable (high-S) signatures.
func RecoverSigner(digest [32]byte, sig []byte) (common.Address, error) {
	if len(sig) != crypto.SignatureLength {
		return common.Address{}, fmt.Errorf("%w: length %d, want %d", ErrBadSignature, len(sig), crypto.SignatureLength)
	}
	v := sig[64]
	if v >= 27 {
		v -= 27
	}
	r, s := new(bigInt).SetBytes(sig[:32]), new(bigInt).SetBytes(sig[32:64])
	if !crypto.ValidateSignatureValues(v, r, s, true) {
		return common.Address{}, fmt.Errorf("%w: invalid r, s or v", ErrBadSignature)
	}
	norm := make([]byte, 65)
	copy(norm, sig)
	norm[64] = v
	pub, err := crypto.SigToPub(digest[:], norm)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: %v", ErrBadSignature, err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}
