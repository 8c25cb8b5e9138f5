package provider_test

import (
	"context"
	"math/big"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/p2p/disktest"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// TestDaemonDiskFull: the provider daemon's disk (a tmpfs holding its data dir) is full when it
// restarts with a job whose result is uploaded but not yet submitted (the daemon killed itself
// right after the upload). The daemon starts and runs, refuses the writes that the full disk
// cannot take (the result's pin, the runner's record) with a disk-full error, and sends no
// transaction; once space returns the job is submitted once and claimed once, the provider is
// paid once, and its record agrees with the chain.
func TestDaemonDiskFull(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: starts a devnet and two daemon processes (make test runs it)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	net := startNetwork(t, ctx, 1)
	h := net.withProvider(t, 0)
	fs := disktest.MountAt(t, h.dataDir, 512<<20)
	defer h.stopDaemon(syscall.SIGTERM) // before the unmount (cleanups run after)

	h.startDaemon(t, crashAtEnv+"=uploading+acted")
	h.connect(t, ctx)
	bal0, err := h.net.Owned(ctx, h.provAddr)
	if err != nil {
		t.Fatal(err)
	}
	specCID, _ := h.spec(t, ctx, wasmSpec(h.wasmCID, "[hello]", "32MiB", "10s", nil))
	acc, err := h.propose(ctx, specCID, market.ClassBatch, crashPrice)
	if err != nil {
		t.Fatal(err)
	}
	h.open(ctx, acc)
	h.waitKilled(t, "uploading+acted")

	fs.Fill(8 << 20)
	logged := len(h.logs.String())
	h.startDaemon(t)
	h.connect(t, ctx)
	waitFor(t, time.Minute, "the restarted daemon to refuse a write on the full disk", func() (bool, error) {
		return strings.Contains(h.logs.String()[logged:], "disk full"), nil
	})
	if n := h.events(t, ctx, "ResultSubmitted", acc.JobID); n != 0 {
		t.Fatalf("%d ResultSubmitted events while the disk was full, want 0", n)
	}
	for _, line := range strings.Split(h.logs.String()[logged:], "\n") {
		if strings.Contains(line, "disk full") {
			t.Logf("refused: %s", line)
			break
		}
	}

	fs.Release()
	h.result(ctx, acc.JobID, contracts.StatusClaimed, time.Minute)
	for ev, n := range map[string]int{"ResultSubmitted": 1, "JobClaimed": 1, "JobRefunded": 0} {
		if got := h.events(t, ctx, ev, acc.JobID); got != n {
			t.Errorf("%d %s events, want %d", got, ev, n)
		}
	}
	want := new(big.Int).SetInt64(crashPrice - crashPrice*crashFeeBps/10_000)
	id := common.Hash(acc.JobID).Hex()
	waitFor(t, time.Minute, "the provider to record the payment", func() (bool, error) {
		st := h.status(t)
		return st.Jobs["paid"] == 1, nil
	})
	bal1, err := h.net.Owned(ctx, h.provAddr)
	if err != nil {
		t.Fatal(err)
	}
	if got := new(big.Int).Sub(bal1, bal0); got.Cmp(want) != 0 {
		t.Errorf("provider's wallet and escrow earnings grew by %s, want price - fee = %s once", got, want)
	}
	h.stopDaemon(syscall.SIGTERM)
	if rec := readRecord(t, h.dataDir, id); rec.State != runner.StatePaid || rec.Paid == nil || rec.Paid.Cmp(want) != 0 {
		t.Errorf("runner record: state %s paid %v, want paid %s", rec.State, rec.Paid, want)
	}
}
