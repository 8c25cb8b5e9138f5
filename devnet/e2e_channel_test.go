package devnet_test

import (
	"context"
	"fmt"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/requester"
)

// TestE2EBurstChannel runs 20 burst jobs paid from one payment channel: no escrow job, no block
// waited for per job; the requester is restarted halfway (its channel state comes back from its
// DB, and the new instance follows a job the old one submitted); one redemption then pays the provider the sum of the 20 prices (minus the protocol fee,
// to the treasury), and no token is created or lost at any point.
func TestE2EBurstChannel(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 150*time.Second)
	defer cancel()
	n, err := devnet.Start(ctx, devnet.Config{DataDir: t.TempDir(), Providers: 1, ChallengeWindow: time.Second})
	if err != nil {
		t.Fatalf("devnet.Start: %v", err)
	}
	t.Cleanup(func() { n.Close() })
	if err := n.StartProviders(ctx, devnet.ProvidersConfig{Command: providerCommand}); err != nil {
		t.Fatalf("StartProviders: %v", err)
	}
	prov := n.Nodes[0]
	before := snapshot(t, ctx, n)
	held0, _, err := n.Holdings(ctx)
	if err != nil {
		t.Fatal(err)
	}

	sum := new(big.Int)
	channels := map[common.Hash]bool{}
	var seqs []uint64
	var mu sync.Mutex
	record := func(rec *requester.Record) { // called from the submitting goroutines too
		if err := helloErr(rec); err != nil {
			t.Error(err)
			return
		}
		if rec.Voucher == nil || rec.OpenTx != (common.Hash{}) || rec.Phase != requester.PhaseClaimed {
			t.Errorf("job %s: voucher %v, open tx %s, phase %s; want paid by voucher, no escrow transaction", rec.ID.Hex(), rec.Voucher, rec.OpenTx.Hex(), rec.Phase)
			return
		}
		mu.Lock()
		defer mu.Unlock()
		sum.Add(sum, rec.Acceptance.Price)
		channels[common.Hash(rec.Voucher.ChannelID)] = true
		seqs = append(seqs, rec.Voucher.Sequence)
	}
	var left *requester.Job // submitted by the first requester instance, followed by the second
	runHalf := func(half int) {
		r, err := n.StartChannelRequester(ctx)
		if err != nil {
			t.Fatalf("StartChannelRequester: %v", err)
		}
		defer r.Close()
		if half == 0 {
			left = submit(t, ctx, r, devnet.JobOptions{Class: "burst", Encrypt: true, Label: "left"})
		} else {
			rec, err := r.Follow(ctx, left.ID, requester.FollowOptions{})
			if err != nil {
				t.Fatalf("restarted requester follows the channel job: %v", err)
			}
			// The result came with the provider's receipt, checked and kept for a dispute.
			if rec.Receipt == nil || rec.Receipt.JobID != rec.ID || rec.Receipt.Sequence != rec.Voucher.Sequence {
				t.Errorf("channel job %s: receipt %+v, want the provider's receipt for it", rec.ID.Hex(), rec.Receipt)
			}
			record(rec)
		}
		var wg sync.WaitGroup
		sem := make(chan struct{}, 4)
		for i := range 10 - (1 - half) {
			sem <- struct{}{}
			wg.Add(1)
			go func() {
				defer wg.Done()
				defer func() { <-sem }()
				j, err := submitErr(t, ctx, r, devnet.JobOptions{Class: "burst", Encrypt: i%2 == 0, Label: fmt.Sprintf("chan-%d-%d", half, i)})
				if err != nil {
					t.Errorf("burst %d/%d: %v", half, i, err)
					return
				}
				rec, err := j.Wait(ctx)
				if err != nil {
					t.Errorf("burst %d/%d Wait: %v", half, i, err)
					return
				}
				record(rec)
				if err := traceErr(rec); err != nil {
					t.Errorf("burst %d/%d: %v", half, i, err)
				}
			}()
		}
		wg.Wait()
	}
	runHalf(0)
	runHalf(1) // a new requester instance on the same data dir: same channel, sequence goes on
	if t.Failed() {
		t.FailNow()
	}
	if len(channels) != 1 || len(seqs) != 20 {
		t.Fatalf("%d jobs on %d channels; want 20 on one", len(seqs), len(channels))
	}
	seen := map[uint64]bool{}
	for _, s := range seqs {
		if seen[s] || s < 1 || s > 20 {
			t.Fatalf("voucher sequences %v: want 1..20 each once", seqs)
		}
		seen[s] = true
	}
	before.check(t, ctx, n) // the deposit sits in the channel contract
	held1, _, err := n.Holdings(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if held1["escrow"].Cmp(held0["escrow"]) != 0 {
		t.Fatalf("escrow holdings %s -> %s: a burst job went through the escrow", held0["escrow"], held1["escrow"])
	}

	// One redemption for the 20 jobs.
	reds, err := n.RedeemChannels(ctx)
	if err != nil {
		t.Fatalf("RedeemChannels: %v", err)
	}
	if len(reds) != 1 || reds[0].Vouchers != 20 || reds[0].Amount.Cmp(sum) != 0 {
		t.Fatalf("redemptions %+v; want one for 20 vouchers and %s", reds, sum)
	}
	held2, _, err := n.Holdings(ctx)
	if err != nil {
		t.Fatal(err)
	}
	role := fmt.Sprintf("provider-%d", prov.Index)
	payout := new(big.Int).Sub(held2[role], held1[role])
	fee := new(big.Int).Sub(held2["treasury"], held1["treasury"])
	if payout.Sign() <= 0 || new(big.Int).Add(payout, fee).Cmp(sum) != 0 {
		t.Fatalf("redemption paid the provider %s and the treasury %s; want %s in total", payout, fee, sum)
	}
	t.Logf("20 burst jobs, 1 redemption (%d gas, tx %s): provider +%s, treasury +%s", reds[0].GasUsed, reds[0].TxHash.Hex(), payout, fee)
	before.check(t, ctx, n)

	// Nothing left to redeem: a second call sends nothing.
	if reds, err := n.RedeemChannels(ctx); err != nil || len(reds) != 0 {
		t.Fatalf("second RedeemChannels: %v, %v; want nothing to do", reds, err)
	}
}

// traceErr checks that a channel-paid job's record carries its trace: the SDK's steps from the
// match to the fetch, and the provider's run as the provider reported it.
func traceErr(rec *requester.Record) error {
	has := map[string]bool{}
	for _, p := range rec.Trace {
		if p.Duration < 0 {
			return fmt.Errorf("job %s: trace phase %s/%s of %s", rec.ID.Hex(), p.By, p.Name, p.Duration)
		}
		has[p.By+"/"+p.Name] = true
	}
	for _, want := range []string{"sdk/match", "sdk/voucher", "sdk/propose", "sdk/result_wait", "sdk/fetch",
		"provider/accept_checks", "provider/voucher_record", "provider/execute", "provider/upload", "provider/result_record"} {
		if !has[want] {
			return fmt.Errorf("job %s: trace %+v has no phase %s", rec.ID.Hex(), rec.Trace, want)
		}
	}
	return nil
}
