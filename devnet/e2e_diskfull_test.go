package devnet_test

import (
	"context"
	"errors"
	"math/big"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/p2p/diskspace"
	"github.com/gpumesh/gpumesh/p2p/disktest"
)

// countedOpens is a requester's chain client that counts the escrow opens it is asked to
// estimate (every openJobWithPermit the requester sends is estimated first).
type countedOpens struct {
	*ethclient.Client
	escrow   common.Address
	selector []byte
	opens    atomic.Int32
}

func (b *countedOpens) count(msg ethereum.CallMsg) {
	if msg.To != nil && *msg.To == b.escrow && len(msg.Data) >= 4 && string(msg.Data[:4]) == string(b.selector) {
		b.opens.Add(1)
	}
}

func (b *countedOpens) EstimateGas(ctx context.Context, msg ethereum.CallMsg) (uint64, error) {
	b.count(msg)
	return b.Client.EstimateGas(ctx, msg)
}

func (b *countedOpens) EstimateGasAtBlock(ctx context.Context, msg ethereum.CallMsg, n *big.Int) (uint64, error) {
	b.count(msg)
	return b.Client.EstimateGasAtBlock(ctx, msg, n)
}

// TestE2ERequesterDiskFull: the requester's disk fills while a job is being matched, so the
// record of the provider's acceptance (the intent written before the escrow is opened) cannot
// be written. Submit fails with an error wrapping diskspace.ErrFull that names the directory,
// no open is sent and nothing is opened on chain, and the requester does not crash (pebble is
// never asked to write into the full disk). Once space returns the same requester submits the
// job again: it completes, the requester paid one price, and tokens are conserved.
func TestE2ERequesterDiskFull(t *testing.T) {
	if testing.Short() {
		t.Skip("-short skips the integration tier: this starts a devnet with a provider daemon and mounts a tmpfs (make test runs it)")
	}
	fs := disktest.Mount(t, 512<<20)
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	n := e2eProviders(t, ctx, 1)
	backend := &countedOpens{Client: n.Backend, escrow: n.Deployment.Escrow,
		selector: bindings.NewJobEscrow().GetABI().Methods["openJobWithPermit"].ID}
	cfg := n.RequesterConfig()
	cfg.DataDir = filepath.Join(fs.Dir, "requester")
	cfg.Backend = backend
	r := startRequester(t, ctx, cfg)
	before := snapshot(t, ctx, n)
	bal0, err := n.Contracts.BalanceOf(ctx, r.Address())
	if err != nil {
		t.Fatal(err)
	}

	dir := t.TempDir()
	path, err := devnet.WriteJob(dir, devnet.JobOptions{Class: "batch", Label: "diskfull"})
	if err != nil {
		t.Fatal(err)
	}
	spec := func() *jobspec.Job {
		s, err := jobspec.ParseFile(path, jobspec.Options{})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	var failedID contracts.JobID
	_, err = r.Submit(ctx, spec(), requester.SubmitOptions{BaseDir: dir, OutDir: filepath.Join(dir, "out1"),
		Progress: func(id contracts.JobID, e requester.Event) {
			t.Logf("%s %s %s", id.Hex()[58:], e.Phase, e.Detail)
			if e.Phase == requester.PhaseMatch {
				failedID = id
				fs.Fill(8 << 20) // below the guard's 32 MiB: the acceptance cannot be recorded
			}
		}})
	if !errors.Is(err, diskspace.ErrFull) {
		t.Fatalf("submit on a full disk: %v, want diskspace.ErrFull", err)
	}
	t.Logf("submit refused: %v", err)
	if opens := backend.opens.Load(); opens != 0 {
		t.Fatalf("%d escrow opens estimated while the intent could not be written, want 0", opens)
	}
	if st, err := r.ChainState(ctx, failedID); err != nil || st.Status != contracts.StatusNone {
		t.Fatalf("job %s on chain: %+v (%v), want never opened", failedID.Hex(), st, err)
	}

	fs.Release()
	j, err := r.Submit(ctx, spec(), requester.SubmitOptions{BaseDir: dir, OutDir: filepath.Join(dir, "out2")})
	if err != nil {
		t.Fatalf("submit after freeing space: %v", err)
	}
	done, err := j.Wait(ctx)
	if err != nil {
		t.Fatalf("Wait: %v", err)
	}
	checkHello(t, done)
	if opens := backend.opens.Load(); opens != 1 {
		t.Fatalf("%d escrow opens, want the one of the second submit", opens)
	}
	bal1, err := n.Contracts.BalanceOf(ctx, r.Address())
	if err != nil {
		t.Fatal(err)
	}
	if got := new(big.Int).Sub(bal0, bal1); got.Cmp(done.Acceptance.Price) != 0 {
		t.Fatalf("requester paid %s, want one price %s", got, done.Acceptance.Price)
	}
	before.check(t, ctx, n)
}
