package provider

import (
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"github.com/libp2p/go-libp2p/core/peer"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common"
	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/wallet"
)

func loadWallet(c WalletConfig) (*ecdsa.PrivateKey, error) {
	kdf := wallet.StandardKDF
	if c.LightKDF {
		kdf = wallet.LightKDF
	}
	ks, err := wallet.Open(c.Keystore, kdf)
	if err != nil {
		return nil, fmt.Errorf("wallet.keystore %s: %w", c.Keystore, err)
	}
	pw, err := wallet.ReadPasswordFile(c.PasswordFile)
	if err != nil {
		return nil, fmt.Errorf("wallet.password_file: %w", err)
	}
	var addr common.Address
	if c.Address != "" {
		addr = common.HexToAddress(c.Address)
	} else {
		a, err := ks.Default()
		if err != nil {
			return nil, fmt.Errorf("wallet (set wallet.address to pick a key): %w", err)
		}
		addr = a.Address
	}
	key, err := ks.Unlock(addr, pw)
	if err != nil {
		return nil, fmt.Errorf("unlock wallet %s (check wallet.password_file): %w", addr, err)
	}
	return key, nil
}

// RunInfoFile, in the data dir, describes the running daemon; it is removed on shutdown.
const RunInfoFile = "daemon.json"

// RunInfo is the content of RunInfoFile: how to reach the running daemon.
type RunInfo struct {
	Address string   `json:"address"` // wallet
	PeerID  string   `json:"peer_id"`
	Addrs   []string `json:"addrs"` // full multiaddrs with /p2p/<id>
	Debug   string   `json:"debug,omitempty"`
	PID     int      `json:"pid"`
}

// dialAddrs returns ai's addresses as full multiaddrs (/ip4/.../tcp/.../p2p/<id>): what other
// nodes put in p2p.bootstrap to reach this one.
func dialAddrs(ai peer.AddrInfo) []string {
	out := make([]string, 0, len(ai.Addrs))
	for _, a := range ai.Addrs {
		out = append(out, a.String()+"/p2p/"+ai.ID.String())
	}
	return out
}

func writeRunInfo(dir string, rs *running) error {
	ri := RunInfo{Address: rs.addr.Hex(), PeerID: rs.node.ID().String(), PID: os.Getpid(), Addrs: dialAddrs(rs.node.AddrInfo())}
	if rs.http != nil {
		ri.Debug = rs.http.String()
	}
	b, err := json.MarshalIndent(ri, "", "  ")
	if err != nil {
		return err
	}
	tmp := filepath.Join(dir, RunInfoFile+".tmp")
	if err := os.WriteFile(tmp, b, 0o600); err != nil {
		return fmt.Errorf("write run info: %w", err)
	}
	return os.Rename(tmp, filepath.Join(dir, RunInfoFile))
}

// ReadRunInfo reads the RunInfoFile of a data dir (present while a daemon runs there).
func ReadRunInfo(dataDir string) (*RunInfo, error) {
	b, err := os.ReadFile(filepath.Join(dataDir, RunInfoFile))
	if err != nil {
		return nil, err
	}
	var ri RunInfo
	if err := json.Unmarshal(b, &ri); err != nil {
		return nil, fmt.Errorf("%s: %w", RunInfoFile, err)
	}
	return &ri, nil
}

// DeploymentRecord is the part of a deployment record (devnet's deployment.json) the daemon
// reads. A file holding only a contracts.Deployment is accepted too.
type DeploymentRecord struct {
	HTTP       string                `json:"http"`
	Deployment *contracts.Deployment `json:"deployment"`
}

// ReadDeployment reads a deployment record.
func ReadDeployment(path string) (*DeploymentRecord, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, cfgErr("chain.deployment", path, "point it at a readable deployment record: "+err.Error())
	}
	var rec DeploymentRecord
	if err := json.Unmarshal(b, &rec); err != nil {
		return nil, cfgErr("chain.deployment", path, "not a deployment record: "+err.Error())
	}
	if rec.Deployment == nil {
		var dep contracts.Deployment
		if err := json.Unmarshal(b, &dep); err == nil && dep.Escrow != (common.Address{}) {
			rec.Deployment = &dep
		}
	}
	if rec.Deployment == nil || rec.Deployment.ChainID == nil || rec.Deployment.Escrow == (common.Address{}) {
		return nil, cfgErr("chain.deployment", path, "the record names no escrow deployment")
	}
	return &rec, nil
}
