package devnet

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/market/wallet"
)

// RequesterConfigFile is the file in a devnet data dir that makes `gpumesh job` commands act as
// the devnet's requester: an ordinary gpumesh config file (requester.FileConfig), which they read
// when no other config file is found, or with `gpumesh --config <path> job ...`.
const RequesterConfigFile = "requester.toml"

// RequesterBidWindow is the auction window of the devnet's requesters: loopback providers bid in
// milliseconds.
const RequesterBidWindow = "300ms"

// WriteRequesterConfig imports the requester key into <DataDir>/requester/keystore (light KDF,
// the devnet password in a file beside it) and writes <DataDir>/requester.toml: data_dir
// <DataDir>/requester, the chain's WebSocket endpoint (events, not polling), the deployment
// record, the key, and the running providers as bootstrap peers. It returns the file's path.
func (n *Network) WriteRequesterConfig() (string, error) {
	if n.cfg.DataDir == "" {
		return "", errors.New("devnet: a requester config needs Config.DataDir")
	}
	base := filepath.Join(n.cfg.DataDir, "requester")
	ksDir := filepath.Join(base, "keystore")
	ks, err := wallet.Open(ksDir, wallet.LightKDF)
	if err != nil {
		return "", fmt.Errorf("devnet: requester keystore: %w", err)
	}
	addr := crypto.PubkeyToAddress(n.Requester.PublicKey)
	if _, err := ks.Find(addr); err != nil {
		if _, err := ks.ImportKey(n.Requester, devnetPassword); err != nil {
			return "", fmt.Errorf("devnet: requester keystore: %w", err)
		}
	}
	pw := filepath.Join(base, "password")
	if err := os.WriteFile(pw, []byte(devnetPassword+"\n"), 0o600); err != nil {
		return "", fmt.Errorf("devnet: requester password file: %w", err)
	}
	fc := requester.FileConfig{DataDir: base}
	fc.Chain.RPC = n.Chain.WSEndpoint()
	fc.Chain.Deployment = filepath.Join(n.cfg.DataDir, RecordFile)
	fc.Wallet = requester.WalletSection{Keystore: ksDir, Address: addr.Hex(), PasswordFile: pw}
	fc.P2P.Bootstrap = n.BootstrapPeers()
	fc.Requester.BidWindow = RequesterBidWindow
	path := filepath.Join(n.cfg.DataDir, RequesterConfigFile)
	comment := "The devnet's requester, written by `gpumesh devnet up` (rewritten on every start).\n" +
		"`gpumesh job ...` reads it when no other config file is found; or pass --config " + path + "."
	if err := fc.WriteFile(path, comment); err != nil {
		return "", fmt.Errorf("devnet: %w", err)
	}
	return path, nil
}
