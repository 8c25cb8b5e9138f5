package p2p

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/libp2p/go-libp2p/core/crypto"
)

// KeyFileName is the file in the data dir that holds the node's libp2p identity key
// (protobuf-encoded Ed25519, mode 0600). It is separate from the Ethereum wallet.
const KeyFileName = "p2p.key"

// LoadOrCreateKey reads the libp2p private key at path, or creates a new Ed25519 key there (with
// its directory, mode 0700/0600) when the file does not exist.
func LoadOrCreateKey(path string) (crypto.PrivKey, error) {
	raw, err := os.ReadFile(path)
	switch {
	case err == nil:
		k, err := crypto.UnmarshalPrivateKey(raw)
		if err != nil {
			return nil, fmt.Errorf("read p2p key %s: %w (delete the file to create a new identity)", path, err)
		}
		return k, nil
	case !errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("read p2p key %s: %w", path, err)
	}
	k, _, err := crypto.GenerateEd25519Key(nil)
	if err != nil {
		return nil, fmt.Errorf("generate p2p key: %w", err)
	}
	raw, err = crypto.MarshalPrivateKey(k)
	if err != nil {
		return nil, fmt.Errorf("encode p2p key: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("create p2p key dir: %w", err)
	}
	// Write to a temp file and rename so a crash never leaves a truncated key behind.
	tmp, err := os.CreateTemp(filepath.Dir(path), ".p2p.key-*")
	if err != nil {
		return nil, fmt.Errorf("write p2p key: %w", err)
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return nil, fmt.Errorf("write p2p key: %w", err)
	}
	if _, err := tmp.Write(raw); err != nil {
		tmp.Close()
		return nil, fmt.Errorf("write p2p key: %w", err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return nil, fmt.Errorf("write p2p key: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return nil, fmt.Errorf("write p2p key: %w", err)
	}
	if err := os.Link(tmp.Name(), path); err != nil {
		if errors.Is(err, fs.ErrExist) { // lost a race with another process: use its key
			return LoadOrCreateKey(path)
		}
		return nil, fmt.Errorf("write p2p key: %w", err)
	}
	return k, nil
}
