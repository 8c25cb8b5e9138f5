// Package wallet opens gpumesh wallets: go-ethereum keystore files (the same format geth writes, so a
// geth key works here and a gpumesh key works in geth), unlocked with a password read from a file or
// a terminal prompt, never from a flag value. An unlocked wallet yields the private key that signs
// market messages (EIP-712) and chain transactions.
package wallet

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
)

var (
	// ErrNotFound means the keystore holds no key for the address.
	ErrNotFound = errors.New("wallet: no such account in keystore")
	// ErrWrongPassword means the password does not decrypt the key file.
	ErrWrongPassword = errors.New("wallet: wrong password")
	// ErrEmptyPassword means a password was empty where one is required.
	ErrEmptyPassword = errors.New("wallet: empty password")
)

// KDF selects the cost of the scrypt key derivation that protects key files.
type KDF int

const (
	// StandardKDF is geth's default (scrypt N=2^18): about a second per unlock. Use it for real keys.
	StandardKDF KDF = iota
	// LightKDF is geth's --lightkdf (scrypt N=2^12): fast, for devnet and test keys only.
	LightKDF
)

// Keystore is a directory of geth-compatible key files.
type Keystore struct {
	dir string
	ks  *keystore.KeyStore
}

// Open opens (creating it with mode 0700 if needed) the keystore directory dir.
func Open(dir string, kdf KDF) (*Keystore, error) {
	if dir == "" {
		return nil, errors.New("wallet: keystore directory is empty: pass --keystore DIR or set wallet.keystore in the config")
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("wallet: create keystore %s: %w", dir, err)
	}
	n, p := keystore.StandardScryptN, keystore.StandardScryptP
	if kdf == LightKDF {
		n, p = keystore.LightScryptN, keystore.LightScryptP
	}
	return &Keystore{dir: dir, ks: keystore.NewKeyStore(dir, n, p)}, nil
}

// Dir returns the keystore directory.
func (k *Keystore) Dir() string { return k.dir }

// New creates a fresh key encrypted with password and returns its account.
func (k *Keystore) New(password string) (accounts.Account, error) {
	if password == "" {
		return accounts.Account{}, ErrEmptyPassword
	}
	acc, err := k.ks.NewAccount(password)
	if err != nil {
		return accounts.Account{}, fmt.Errorf("wallet: create key: %w", err)
	}
	return acc, nil
}

// ImportKey stores key encrypted with password.
func (k *Keystore) ImportKey(key *ecdsa.PrivateKey, password string) (accounts.Account, error) {
	if password == "" {
		return accounts.Account{}, ErrEmptyPassword
	}
	acc, err := k.ks.ImportECDSA(key, password)
	if err != nil {
		return accounts.Account{}, fmt.Errorf("wallet: import key: %w", err)
	}
	return acc, nil
}

// ImportJSON imports a geth key file encrypted with password, re-encrypting it with newPassword.
func (k *Keystore) ImportJSON(keyJSON []byte, password, newPassword string) (accounts.Account, error) {
	if newPassword == "" {
		return accounts.Account{}, ErrEmptyPassword
	}
	acc, err := k.ks.Import(keyJSON, password, newPassword)
	switch {
	case errors.Is(err, keystore.ErrDecrypt):
		return accounts.Account{}, fmt.Errorf("%w for the imported key file: check the password file", ErrWrongPassword)
	case err != nil:
		return accounts.Account{}, fmt.Errorf("wallet: import key file: %w", err)
	}
	return acc, nil
}

// List returns the keystore's accounts, sorted by file name (creation time for geth-made files).
func (k *Keystore) List() []accounts.Account { return k.ks.Accounts() }

// Find returns the account for addr.
func (k *Keystore) Find(addr common.Address) (accounts.Account, error) {
	acc, err := k.ks.Find(accounts.Account{Address: addr})
	if err != nil {
		return accounts.Account{}, fmt.Errorf("%w: %s in %s (list keys with `gpumesh wallet list`)", ErrNotFound, addr.Hex(), k.dir)
	}
	return acc, nil
}

// Default returns the only account when the keystore holds exactly one, so commands need no
// --address in the common case.
func (k *Keystore) Default() (accounts.Account, error) {
	accs := k.List()
	switch len(accs) {
	case 0:
		return accounts.Account{}, fmt.Errorf("%w: %s is empty: create a key with `gpumesh wallet new`", ErrNotFound, k.dir)
	case 1:
		return accs[0], nil
	default:
		return accounts.Account{}, fmt.Errorf("wallet: %s holds %d keys: choose one with --address", k.dir, len(accs))
	}
}

// Unlock decrypts addr's key file with password and returns the private key.
func (k *Keystore) Unlock(addr common.Address, password string) (*ecdsa.PrivateKey, error) {
	acc, err := k.Find(addr)
	if err != nil {
		return nil, err
	}
	keyJSON, err := os.ReadFile(acc.URL.Path)
	if err != nil {
		return nil, fmt.Errorf("wallet: read key file: %w", err)
	}
	key, err := keystore.DecryptKey(keyJSON, password)
	switch {
	case errors.Is(err, keystore.ErrDecrypt):
		return nil, fmt.Errorf("%w for %s: check the password file", ErrWrongPassword, addr.Hex())
	case err != nil:
		return nil, fmt.Errorf("wallet: decrypt %s: %w", acc.URL.Path, err)
	}
	return key.PrivateKey, nil
}

// ReadPasswordFile returns the first line of path without its line ending, as geth does. The file
// should be readable by its owner only; a world-readable file is refused.
func ReadPasswordFile(path string) (string, error) {
	info, err := os.Stat(path)
	if err != nil {
		return "", fmt.Errorf("wallet: password file: %w", err)
	}
	if info.Mode().Perm()&0o004 != 0 {
		return "", fmt.Errorf("wallet: password file %s is world-readable: run `chmod 600 %s`", path, path)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("wallet: password file: %w", err)
	}
	line, _, _ := strings.Cut(string(data), "\n")
	line = strings.TrimRight(line, "\r")
	if line == "" {
		return "", fmt.Errorf("%w in %s: write the password on its first line", ErrEmptyPassword, path)
	}
	return line, nil
}
