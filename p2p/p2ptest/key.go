package p2ptest

import "github.com/libp2p/go-libp2p/core/crypto"

func p2pKey() (crypto.PrivKey, error) {
	k, _, err := crypto.GenerateEd25519Key(nil)
	return k, err
}
