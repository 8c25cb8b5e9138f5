package intake

import (
	"context"
	"crypto/ecdsa"
	"io"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider/runner"
	"github.com/gpumesh/gpumesh/proving"
)

// Chain is what intake reads of the chain; *contracts.Client implements it.
type Chain interface {
	// StakeOf is the provider's stake: collateral must be covered by its free part.
	StakeOf(ctx context.Context, provider common.Address) (*contracts.StakeInfo, error)
	// Now is the chain's time, the clock deadlines and expiries are checked against.
	Now(ctx context.Context) (time.Time, error)
	// Circuit and CodeAt read a zk job's circuit registration and its verifier's code.
	Circuit(ctx context.Context, circuitID common.Hash) (*contracts.CircuitInfo, error)
	CodeAt(ctx context.Context, addr common.Address) ([]byte, error)
}

// Content is what intake needs of the content store; *content.Store implements it.
type Content interface {
	Open(ctx context.Context, c cid.Cid, opts content.FetchOptions) (io.ReadCloser, int64, error)
	ReadHead(ctx context.Context, c cid.Cid, n int) ([]byte, error)
	// PinWhileUsed pins a job's module or input until the job ends (content.Store.PinWhileUsed:
	// unflushed where the hot set holds it already).
	PinWhileUsed(ctx context.Context, c cid.Cid, name string, fo content.FetchOptions) (*content.Pin, error)
	IsPinned(ctx context.Context, c cid.Cid) (bool, error)
	Unpin(ctx context.Context, c cid.Cid) error
	// KeepHot keeps a fetched DAG in the store's hot set (runner.hot_inputs_mib) after the
	// job's pins are released, so that later jobs reusing it find it here.
	KeepHot(ctx context.Context, c cid.Cid) (bool, error)
}

// Circuits loads decoded circuit packages by CID, checked against want; *proving.Registry
// implements it (the zk executor's registry, so a package decoded at acceptance is the one the
// job proves with, and a provider's advertised circuits are decoded already).
type Circuits interface {
	Load(ctx context.Context, c cid.Cid, want proving.Want) (*proving.Package, error)
}

// ImageChecker checks a container image archive held in the content store: that it is an
// image archive within the provider's limits and that its image ID is wantID. The daemon's
// implements it with the container executor's ScanArchive, which needs no engine.
type ImageChecker interface {
	CheckImage(ctx context.Context, c cid.Cid, wantID string) error
}

// Runner is what intake asks of the job runner; *runner.Runner implements it.
type Runner interface {
	AdmitWith(job runner.Job, reserved []runner.Job) error
	EarliestStartWith(job runner.Job, reserved []runner.Job, lead time.Duration) (start time.Time, late []contracts.JobID, ok bool)
	Get(id contracts.JobID) (runner.Record, error)
	Submit(ctx context.Context, job runner.Job) error
}

// WatchChain is what the watcher reads of the chain: escrow logs in pages and block times.
type WatchChain interface {
	Logs() *contracts.LogPager
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
}

// NewBlocks tells the watcher when the chain may have new blocks; *heads.Follower implements it
// (a new-head subscription, polling while it is down).
type NewBlocks interface {
	// Ticks returns a channel that receives when the chain should be read again, and what
	// unregisters it.
	Ticks() (ticks <-chan struct{}, stop func())
}

var (
	_ Chain   = (*contracts.Client)(nil)
	_ Content = (*content.Store)(nil)
	_ Runner  = (*runner.Runner)(nil)
)

func addrOf(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }
