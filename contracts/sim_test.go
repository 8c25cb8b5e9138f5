package contracts

import (
	"context"
	"crypto/ecdsa"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"

	"github.com/gpumesh/gpumesh/devnet/chain"
)

// simChain is a simulated chain under mainnet-like (Osaka) rules with funded keys.
type simChain struct {
	sim    *simulated.Backend
	client simulated.Client
	keys   []*ecdsa.PrivateKey
}

func newSimChain(t testing.TB, nKeys int) *simChain {
	t.Helper()
	alloc := types.GenesisAlloc{}
	keys := make([]*ecdsa.PrivateKey, nKeys)
	eth := new(big.Int).Exp(big.NewInt(10), big.NewInt(24), nil)
	for i := range keys {
		k, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		keys[i] = k
		alloc[crypto.PubkeyToAddress(k.PublicKey)] = types.Account{Balance: eth}
	}
	sim := simulated.NewBackend(alloc, func(_ *node.Config, ethConf *ethconfig.Config) {
		ethConf.Genesis.Config = chain.MainnetLikeConfig(big.NewInt(chain.DefaultChainID))
	})
	t.Cleanup(func() { _ = sim.Close() })
	return &simChain{sim: sim, client: sim.Client(), keys: keys}
}

func (c *simChain) mine() { c.sim.Commit() }

// advance moves chain time forward by d in a new empty block. The transaction pool drops the
// transactions of the last block asynchronously, and AdjustTime refuses while it still lists
// them as pending, so it is retried for a short while.
func (c *simChain) advance(d time.Duration) error {
	deadline := time.Now().Add(5 * time.Second)
	for {
		err := c.sim.AdjustTime(d)
		if err == nil || !strings.Contains(err.Error(), "non-empty block") || time.Now().After(deadline) {
			return err
		}
		time.Sleep(2 * time.Millisecond)
	}
}

func testCtx(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	return ctx
}

// Both chain clients gpumesh uses satisfy Backend.
var (
	_ Backend = (*ethclient.Client)(nil)
	_ Backend = simulated.Client(nil)
	// and estimates gas on the pending block (Sender.estimate).
	_ pendingEstimator = (*ethclient.Client)(nil)
)
