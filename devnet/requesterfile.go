package devnet

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	libp2pcrypto "github.com/libp2p/go-libp2p/core/crypto"

	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/market/wallet"
)

// RequesterFileName is the file in a devnet data dir that tells `gpumesh job` commands how to act
// as the devnet's requester.
const RequesterFileName = "requester.json"

// RequesterFile is a ready-to-use requester configuration: where its state lives, its keystore
// key (with a password file: no secret in the file itself), the chain and the p2p peers.
type RequesterFile struct {
	DataDir      string         `json:"data_dir"`
	Keystore     string         `json:"keystore"`
	Address      common.Address `json:"address"`
	PasswordFile string         `json:"password_file"`
	Deployment   string         `json:"deployment"` // deployment record path
	RPC          string         `json:"rpc"`        // WebSocket endpoint (event subscriptions)
	Bootstrap    []string       `json:"bootstrap"`
}

// WriteRequesterFile imports the requester key into <DataDir>/requester/keystore (light KDF, the
// devnet password in a file) and writes <DataDir>/requester.json naming the running providers.
func (n *Network) WriteRequesterFile() (string, error) {
	if n.cfg.DataDir == "" {
		return "", errors.New("devnet: a requester file needs Config.DataDir")
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
		return "", err
	}
	f := RequesterFile{
		DataDir: base, Keystore: ksDir, Address: addr, PasswordFile: pw,
		Deployment: filepath.Join(n.cfg.DataDir, RecordFile), RPC: n.Chain.WSEndpoint(), Bootstrap: n.BootstrapPeers(),
	}
	b, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return "", err
	}
	path := filepath.Join(n.cfg.DataDir, RequesterFileName)
	return path, os.WriteFile(path, append(b, '\n'), 0o600)
}

// ReadRequesterFile reads a requester file (path is the file or the devnet data dir).
func ReadRequesterFile(path string) (*RequesterFile, error) {
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		path = filepath.Join(path, RequesterFileName)
	}
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("devnet: no requester file at %s: start a network with `gpumesh devnet up` or pass --requester", path)
	}
	if err != nil {
		return nil, err
	}
	var f RequesterFile
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("devnet: requester file %s: %w", path, err)
	}
	if f.DataDir == "" || f.Keystore == "" || f.PasswordFile == "" || f.Deployment == "" || f.RPC == "" {
		return nil, fmt.Errorf("devnet: requester file %s is incomplete (data_dir, keystore, password_file, deployment and rpc are required)", path)
	}
	return &f, nil
}

// Open unlocks the key, dials the chain and starts a requester. Close the requester, then call
// the returned function (it closes the chain connection).
func (f *RequesterFile) Open(ctx context.Context, log *slog.Logger) (*requester.Requester, func(), error) {
	ks, err := wallet.Open(f.Keystore, wallet.LightKDF)
	if err != nil {
		return nil, nil, err
	}
	pw, err := wallet.ReadPasswordFile(f.PasswordFile)
	if err != nil {
		return nil, nil, err
	}
	key, err := ks.Unlock(f.Address, pw)
	if err != nil {
		return nil, nil, fmt.Errorf("unlock requester key %s: %w", f.Address.Hex(), err)
	}
	rec, err := ReadRecord(f.Deployment)
	if err != nil {
		return nil, nil, err
	}
	dctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	eth, err := ethclient.DialContext(dctx, f.RPC)
	if err != nil {
		return nil, nil, fmt.Errorf("cannot reach chain at %s: %w (is `gpumesh devnet up` running?)", f.RPC, err)
	}
	if _, err := eth.ChainID(dctx); err != nil {
		eth.Close()
		return nil, nil, fmt.Errorf("cannot reach chain at %s: %w (is `gpumesh devnet up` running?)", f.RPC, err)
	}
	peerKey, _, err := libp2pcrypto.GenerateEd25519Key(rand.Reader)
	if err != nil {
		eth.Close()
		return nil, nil, fmt.Errorf("requester peer key: %w", err)
	}
	r, err := requester.New(requester.Config{
		DataDir: f.DataDir, Key: key, Backend: eth, Deployment: rec.Deployment,
		BootstrapPeers: f.Bootstrap, BidWindow: 300 * time.Millisecond, Logger: log,
		// Burst jobs are paid by vouchers on a channel per provider (the providers redeem
		// before expiry), as DESIGN.md's burst flow has it.
		Channels: requester.ChannelConfig{Enabled: true},
		// One command, one process: a fresh peer ID each time (see Config.PeerIdentity).
		PeerIdentity: peerKey,
		// Spot-checks on (verifier/spotcheck default parameters): a drawn batch job is re-run,
		// paid, on another provider through the market, and a wrong result is disputed.
		SpotCheck: &requester.SpotCheckConfig{},
	})
	if err != nil {
		eth.Close()
		return nil, nil, err
	}
	if err := r.Start(ctx); err != nil {
		eth.Close()
		return nil, nil, err
	}
	return r, eth.Close, nil
}
