package market

import (
	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
)

// onChainSpecHash is the spec hash the escrow keeps for the acceptance: the zk binding for a zk
// job, keccak256 of the spec CID bytes for the others.
func (a *Acceptance) onChainSpecHash(spec cid.Cid) ([32]byte, error) {
	if a.Class != ClassZK {
		return contracts.SpecHash(spec.Bytes()), nil
	}
	if a.ZKSpecHash == (common.Hash{}) {
		return [32]byte{}, fieldErr("zk_spec_hash", nil, "a zk acceptance carries the job's zk binding (BindZK)")
	}
	return a.ZKSpecHash, nil
}
