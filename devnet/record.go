package devnet

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts"
)

// RecordFile is the name of the deployment record inside a devnet data dir.
const RecordFile = "deployment.json"

// Record tells other processes how to reach a devnet: its endpoints, contract addresses and funded
// accounts. The accounts' keys are derived from a public seed: they protect nothing and must never
// hold real funds.
type Record struct {
	ChainID int64  `json:"chain_id"`
	HTTP    string `json:"http"`
	WS      string `json:"ws"`
	// Deployment names the contracts.
	Deployment *contracts.Deployment `json:"deployment"`
	Treasury   common.Address        `json:"treasury"`
	// ChallengeWindowSeconds is the escrow's challenge window.
	ChallengeWindowSeconds uint64      `json:"challenge_window_seconds"`
	Accounts               []RecordKey `json:"accounts"`
	StartedAt              int64       `json:"started_at"`
	// Providers are the provider daemons started (StartProviders, StartZKProviders), with the
	// URL of each one's /metrics on loopback.
	Providers []RecordProvider `json:"providers,omitempty"`
}

// RecordProvider is one running provider daemon of the devnet.
type RecordProvider struct {
	Index   int            `json:"index"` // provider-N
	Address common.Address `json:"address"`
	PeerID  string         `json:"peer_id"`
	Fault   string         `json:"fault,omitempty"`
	// Metrics is the daemon's Prometheus endpoint, http://127.0.0.1:PORT/metrics (/status next
	// to it).
	Metrics string `json:"metrics"`
	// Console is the daemon's read-only web console, http://127.0.0.1:PORT/console/.
	Console string `json:"console,omitempty"`
}

// RecordKey is one funded devnet account.
type RecordKey struct {
	Role       string         `json:"role"`
	Address    common.Address `json:"address"`
	PrivateKey hexutil.Bytes  `json:"private_key"`
}

// WriteRecord writes r to dir/deployment.json atomically (write to a temp file, then rename), so a
// reader never sees half a record.
func WriteRecord(dir string, r *Record) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("devnet: record dir: %w", err)
	}
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return fmt.Errorf("devnet: encode record: %w", err)
	}
	tmp, err := os.CreateTemp(dir, RecordFile+".*")
	if err != nil {
		return fmt.Errorf("devnet: write record: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(append(data, '\n')); err != nil {
		tmp.Close()
		return fmt.Errorf("devnet: write record: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("devnet: write record: %w", err)
	}
	if err := os.Rename(tmp.Name(), filepath.Join(dir, RecordFile)); err != nil {
		return fmt.Errorf("devnet: write record: %w", err)
	}
	return nil
}

// ReadRecord reads a record written by WriteRecord. path is the record file or its directory.
func ReadRecord(path string) (*Record, error) {
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		path = filepath.Join(path, RecordFile)
	}
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("devnet: no deployment record at %s: start a devnet with `gpumesh devnet chain` or pass --deployment", path)
	}
	if err != nil {
		return nil, fmt.Errorf("devnet: read record: %w", err)
	}
	var r Record
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("devnet: record %s is not valid JSON: %w", path, err)
	}
	if r.ChainID <= 0 || r.HTTP == "" || r.Deployment == nil || r.Deployment.Escrow == (common.Address{}) {
		return nil, fmt.Errorf("devnet: record %s is incomplete (chain_id, http and deployment.escrow are required)", path)
	}
	for i, k := range r.Accounts {
		key, err := crypto.ToECDSA(k.PrivateKey)
		if err != nil {
			return nil, fmt.Errorf("devnet: record %s: accounts[%d].private_key: %w", path, i, err)
		}
		if crypto.PubkeyToAddress(key.PublicKey) != k.Address {
			return nil, fmt.Errorf("devnet: record %s: accounts[%d]: key does not match address %s", path, i, k.Address)
		}
	}
	return &r, nil
}
