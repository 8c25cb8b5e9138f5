package p2p

import (
	"crypto/ecdsa"

	"github.com/gpumesh/gpumesh/contracts/eip712"
)

// Signer is the node's Ethereum wallet as the p2p layer needs it: an address and a way to sign a
// 32-byte digest (eip712.Signer). It is satisfied by an in-memory key (KeySigner), an unlocked
// keystore account (eip712.KeystoreSigner) and any wallet that can sign raw hashes. The binding
// record keeps the signature as SignDigest returns it (v in {0, 1} from both of those).
type Signer = eip712.Signer

// KeySigner signs with an in-memory secp256k1 key (for example one decrypted from a geth keystore
// file by the caller).
type KeySigner = eip712.KeySigner

// NewKeySigner returns a Signer for key. It fails on a nil key.
func NewKeySigner(key *ecdsa.PrivateKey) (*KeySigner, error) { return eip712.NewKeySigner(key) }
