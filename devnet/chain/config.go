package chain

import (
	"math/big"

	"github.com/ethereum/go-ethereum/params"
)

// DefaultChainID is the chain id of a gpumesh devnet. It differs from geth's dev chain id (1337) so
// that a signature made for one can never be replayed on the other.
const DefaultChainID = 31337

// MainnetLikeConfig returns the chain rules gpumesh runs its devnet and gas benchmarks under: every
// fork up to and including Osaka active from genesis, and nothing after it. go-ethereum's developer
// genesis also switches on forks that are not live on mainnet (their state-gas metering makes storage
// writes 3-4x dearer), so gas measured under it would not be what users pay. The returned config is a
// fresh copy that the caller may change.
func MainnetLikeConfig(chainID *big.Int) *params.ChainConfig {
	cfg := *params.AllDevChainProtocolChanges
	cfg.ChainID = new(big.Int).Set(chainID)
	cfg.BPO1Time = nil
	cfg.BPO2Time = nil
	cfg.BPO3Time = nil
	cfg.BPO4Time = nil
	cfg.BPO5Time = nil
	cfg.AmsterdamTime = nil
	cfg.BogotaTime = nil
	cfg.UBTTime = nil
	return &cfg
}
