package provider_test

import (
	"context"
	"encoding/binary"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/contracts/rpctest"
	"github.com/gpumesh/gpumesh/market"
)

// TestDaemonWatcherCappedRPC runs the daemon against an RPC that refuses eth_getLogs over 8
// blocks (a loopback proxy in front of the devnet chain, answering with hosted providers' error
// texts). The watcher still finds a JobOpened more than 8 blocks after the deployment block, the
// job is run, submitted and paid; a job opened while the daemon is down is found after a restart
// that resumes from the persisted cursor, and the first job is not handed to the runner again.
func TestDaemonWatcherCappedRPC(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: starts a devnet and a daemon process (make test runs it)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	const limit = 8
	h := startNetwork(t, ctx, 1)
	h = h.withProvider(t, 0)
	proxy, err := rpctest.StartLogCapProxy(h.net.Chain.HTTPEndpoint(), limit)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { proxy.Close() })
	cfg := strings.Replace(testConfig, "[chain]\n", "[chain]\nrpc = \""+proxy.URL()+"\"\n", 1)
	if err := os.WriteFile(h.cfgPath, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	dep := h.net.Deployment
	h.advance(t, ctx, dep.Block+2*limit)
	h.startDaemon(t)
	h.connect(t, ctx)

	specCID, _ := h.spec(t, ctx, wasmSpec(h.wasmCID, "[hello]", "32MiB", "10s", nil))
	acc1, err := h.propose(ctx, specCID, market.ClassBatch, 50_000)
	if err != nil {
		t.Fatal(err)
	}
	h.open(ctx, acc1)
	if b := h.openedAt(t, ctx, acc1.JobID); b <= dep.Block+limit {
		t.Fatalf("JobOpened in block %d, deployment in %d: want more than %d blocks apart", b, dep.Block, limit)
	}
	h.result(ctx, acc1.JobID, contracts.StatusClaimed, 90*time.Second)
	// The daemon's log readers share one pager: whichever asked first found the cap.
	if refused(proxy.Calls()) == 0 {
		t.Fatal("the proxy refused no eth_getLogs: the cap was never exercised")
	}

	// Down: the second job is accepted, then opened while the daemon is stopped, and the chain
	// moves on by more than the cap.
	acc2, err := h.propose(ctx, specCID, market.ClassBatch, 50_000)
	if err != nil {
		t.Fatal(err)
	}
	h.stopDaemon(syscall.SIGTERM)
	cursor := readCursor(t, h.dataDir)
	if b := h.openedAt(t, ctx, acc1.JobID); cursor <= b {
		t.Fatalf("persisted cursor %d, want it past job 1's JobOpened block %d", cursor, b)
	}
	h.open(ctx, acc2)
	h.advance(t, ctx, h.openedAt(t, ctx, acc2.JobID)+2*limit)
	seen := len(proxy.Calls())

	h.startDaemon(t)
	h.connect(t, ctx)
	h.result(ctx, acc2.JobID, contracts.StatusClaimed, 90*time.Second)
	first := true
	for _, c := range proxy.Calls()[seen:] {
		if len(c.Topics) == 4 && first { // the watcher's query: JobOpened by provider
			first = false
			if c.From != cursor {
				t.Fatalf("after the restart the watcher read from block %d, want the persisted cursor %d", c.From, cursor)
			}
		}
	}
	if first {
		t.Fatal("no watcher query after the restart")
	}
	waitFor(t, time.Minute, "the provider to record both payments", func() (bool, error) {
		st := h.status(t)
		return st.Jobs["paid"] == 2 && len(st.Running) == 0, nil
	})
	h.stopDaemon(syscall.SIGTERM)
	for _, acc := range []*market.Acceptance{acc1, acc2} {
		id := common.Hash(acc.JobID).Hex()
		if n := strings.Count(h.logs.String(), `msg="job delivered to the runner" job_id=`+id); n != 1 {
			t.Errorf("job %s handed to the runner %d times, want once", id[:10], n)
		}
		if rec := readRecord(t, h.dataDir, id); rec.Attempts != 1 {
			t.Errorf("job %s run %d times, want once", id[:10], rec.Attempts)
		}
	}
}

// refused counts the refused eth_getLogs calls.
func refused(calls []rpctest.GetLogs) int {
	n := 0
	for _, c := range calls {
		if c.Refused {
			n++
		}
	}
	return n
}

// openedAt reads the block of job id's JobOpened straight from the chain (no cap).
func (h *harness) openedAt(t *testing.T, ctx context.Context, id [32]byte) uint64 {
	t.Helper()
	ev := bindings.NewJobEscrow().GetABI().Events[bindings.JobEscrowJobOpenedEventName].ID
	logs, err := h.net.Backend.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(h.net.Deployment.Block), Addresses: []common.Address{h.net.Deployment.Escrow},
		Topics: [][]common.Hash{{ev}, {common.Hash(id)}},
	})
	if err != nil || len(logs) != 1 {
		t.Fatalf("JobOpened of %x: %d logs, %v", id[:4], len(logs), err)
	}
	return logs[0].BlockNumber
}

// advance seals blocks (one per transaction on the devnet) until the head is at least block.
func (h *harness) advance(t *testing.T, ctx context.Context, block uint64) {
	t.Helper()
	for {
		head, err := h.net.Backend.BlockNumber(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if head >= block {
			return
		}
		h.sendMu.Lock()
		_, err = h.net.Contracts.Approve(ctx, h.sender, h.net.Deployment.Escrow, big.NewInt(int64(head)))
		h.sendMu.Unlock()
		if err != nil {
			t.Fatal(err)
		}
	}
}

// readCursor reads the chain watcher's cursor from a stopped daemon's node DB.
func readCursor(t *testing.T, dataDir string) uint64 {
	t.Helper()
	db, err := pebble.Open(filepath.Join(dataDir, "node"), &pebble.Options{ReadOnly: true, Logger: quietPebble{}})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	v, closer, err := db.Get([]byte("provider/v1/watch/next-block"))
	if err != nil {
		t.Fatalf("watcher cursor: %v", err)
	}
	defer closer.Close()
	// The next block to read, then the hash of the block before it (intake's cursor).
	if len(v) != 8+32 {
		t.Fatalf("watcher cursor: %d bytes, want the block number and the hash before it", len(v))
	}
	return binary.BigEndian.Uint64(v[:8])
}
