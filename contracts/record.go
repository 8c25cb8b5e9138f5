package contracts

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/ethereum/go-ethereum/common"
)

// MaxDeploymentRecordSize bounds a deployment record file: a record names a handful of addresses,
// endpoints and gas figures (a devnet's, with its funded accounts, is a few KiB).
const MaxDeploymentRecordSize = 1 << 20

// ErrDeploymentRecord classifies a deployment record that cannot be used: missing, unreadable,
// too large, not JSON, or naming no escrow.
var ErrDeploymentRecord = errors.New("contracts: invalid deployment record")

// DeploymentRecord is a deployment record file as a node reads it: the contracts and, when the
// record names them, the chain's endpoints. `gpumesh devnet chain` writes one (with more fields,
// which are ignored here); a file holding only a Deployment is accepted too.
type DeploymentRecord struct {
	// HTTP and WS are the chain's JSON-RPC endpoints, when the record names them.
	HTTP string `json:"http,omitempty"`
	WS   string `json:"ws,omitempty"`
	// Deployment names the contracts and the chain id. Never nil in a record ReadDeploymentRecord
	// returns.
	Deployment *Deployment `json:"deployment"`
}

// ReadDeploymentRecord reads the deployment record at path. It fails with ErrDeploymentRecord,
// naming the file, unless the record names a chain id and an escrow address.
func ReadDeploymentRecord(path string) (*DeploymentRecord, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrDeploymentRecord, err)
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, MaxDeploymentRecordSize+1))
	if err != nil {
		return nil, fmt.Errorf("%w: read %s: %v", ErrDeploymentRecord, path, err)
	}
	if len(b) > MaxDeploymentRecordSize {
		return nil, fmt.Errorf("%w: %s is larger than %d bytes: is it a deployment record?", ErrDeploymentRecord, path, MaxDeploymentRecordSize)
	}
	var rec DeploymentRecord
	if err := json.Unmarshal(b, &rec); err != nil {
		return nil, fmt.Errorf("%w: %s is not a deployment record (JSON): %v", ErrDeploymentRecord, path, err)
	}
	if rec.Deployment == nil {
		var dep Deployment
		if err := json.Unmarshal(b, &dep); err == nil && dep.Escrow != (common.Address{}) {
			rec.Deployment = &dep
		}
	}
	if rec.Deployment == nil || rec.Deployment.ChainID == nil || rec.Deployment.ChainID.Sign() <= 0 || rec.Deployment.Escrow == (common.Address{}) {
		return nil, fmt.Errorf("%w: %s names no deployment (a positive chain_id and an escrow address are required)", ErrDeploymentRecord, path)
	}
	return &rec, nil
}
