package devnet

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
)

// FullDemoResult summarises RunFullDemo.
type FullDemoResult struct {
	Jobs     []*requester.Record
	Duration time.Duration
}

// RunFullDemo runs jobs through the real provider daemons of n (StartProviders first) with the
// requester SDK: a batch job with encrypted outputs, a burst job paid by a voucher on a payment
// channel, and a zk proving job (RunZKDemo), each printed phase by phase with timings, CIDs,
// transactions and gas. It waits until the escrow jobs are claimed, has the providers redeem
// their channels, and checks that no token was created or lost. dir holds the specs and results.
func RunFullDemo(ctx context.Context, n *Network, dir string, w io.Writer) (*FullDemoResult, error) {
	start := time.Now()
	_, sumBefore, err := n.Holdings(ctx)
	if err != nil {
		return nil, err
	}
	supplyBefore, err := n.Contracts.TotalSupply(ctx)
	if err != nil {
		return nil, err
	}
	r, err := n.StartChannelRequester(ctx) // burst jobs paid by vouchers on a payment channel
	if err != nil {
		return nil, fmt.Errorf("start requester: %w", err)
	}
	defer r.Close()
	fmt.Fprintf(w, "chain %d at %s; %d provider daemons; requester %s\n", n.Chain.ChainID(), n.Chain.HTTPEndpoint(), len(n.Nodes), r.Address().Hex())
	progress := func(id contracts.JobID, e requester.Event) {
		fmt.Fprintf(w, "  %-10s %8s  %s\n", e.Phase, e.Took.Round(time.Millisecond), e.Detail)
	}
	res := &FullDemoResult{}
	for _, o := range []JobOptions{{Class: "batch", Encrypt: true, Label: "demo-batch"}, {Class: "burst", Label: "demo-burst"}} {
		jdir := filepath.Join(dir, o.Label)
		path, err := WriteJob(jdir, o)
		if err != nil {
			return nil, err
		}
		spec, err := jobspec.ParseFile(path, jobspec.Options{})
		if err != nil {
			return nil, fmt.Errorf("demo spec: %w", err)
		}
		fmt.Fprintf(w, "\n%s job (%s, outputs encrypted: %t)\n", o.Class, filepath.Base(path), o.Encrypt)
		t0 := time.Now()
		j, err := r.Submit(ctx, spec, requester.SubmitOptions{BaseDir: jdir, OutDir: filepath.Join(jdir, "result"), Progress: progress})
		if err != nil {
			return nil, fmt.Errorf("%s job: %w", o.Class, err)
		}
		rec, err := r.Follow(ctx, j.ID, requester.FollowOptions{Progress: progress})
		if err != nil {
			return nil, fmt.Errorf("%s job: %w", o.Class, err)
		}
		out, err := os.ReadFile(filepath.Join(rec.OutDir, "stdout"))
		if err != nil || string(out) != HelloMessage {
			return nil, fmt.Errorf("%s job: result stdout %q (%v), want %q", o.Class, out, err, HelloMessage)
		}
		fmt.Fprintf(w, "  result in %s: stdout %q; submit -> result %s\n", rec.OutDir, string(out), time.Since(t0).Round(time.Millisecond))
		if v := rec.Voucher; v != nil {
			fmt.Fprintf(w, "  paid by voucher #%d (cumulative %s) on channel %s: no escrow transaction, no block waited for\n",
				v.Sequence, v.Amount, common.Hash(v.ChannelID).Hex())
		} else if rc, err := n.Backend.TransactionReceipt(ctx, rec.ResultTx); err == nil {
			fmt.Fprintf(w, "  gas: open %d, submit result %d (provider)\n", rec.OpenGas, rc.GasUsed)
		}
		res.Jobs = append(res.Jobs, rec)
	}
	// A proving job, paid on a proof that verifies on chain (zk.go).
	if rec, err := n.RunZKDemo(ctx, r, filepath.Join(dir, "demo-zk"), w, progress); err != nil {
		return nil, fmt.Errorf("zk job: %w", err)
	} else if rec != nil {
		res.Jobs = append(res.Jobs, rec)
	}
	fmt.Fprintf(w, "\nwaiting for the providers to claim after the challenge window\n")
	paidByVoucher := new(big.Int)
	for i, rec := range res.Jobs {
		if rec.Voucher != nil {
			// Paid off chain; the provider redeems the channel's best voucher once (below).
			paidByVoucher.Add(paidByVoucher, rec.Acceptance.Price)
			continue
		}
		got, err := r.Follow(ctx, rec.ID, requester.FollowOptions{UntilSettled: true, Progress: progress})
		if err != nil {
			return nil, err
		}
		// A zk job is done for the requester once proven; RunZKDemo waited for the provider's
		// claim, which the escrow status below shows.
		if got.Phase != requester.PhaseClaimed && got.Phase != requester.PhaseProven {
			return nil, fmt.Errorf("job %s ended in %s, want claimed", rec.ID, got.Phase)
		}
		res.Jobs[i] = got
		if st, err := n.Contracts.JobState(ctx, rec.ID); err != nil || st.Status != contracts.StatusClaimed {
			return nil, errors.Join(err, fmt.Errorf("job %s escrow status %v, want claimed", rec.ID, st))
		}
	}
	if paidByVoucher.Sign() > 0 {
		// A provider redeems before the channel's expiry on its own; the demo asks now, so the
		// whole flow is on chain before it ends.
		reds, err := n.RedeemChannels(ctx)
		if err != nil {
			return nil, fmt.Errorf("redeem channels: %w", err)
		}
		redeemed := new(big.Int)
		for _, red := range reds {
			redeemed.Add(redeemed, red.Amount)
			fmt.Fprintf(w, "  channel %s redeemed: %d voucher(s), %s token units, gas %d, tx %s\n",
				red.Channel.Hex(), red.Vouchers, red.Amount, red.GasUsed, red.TxHash.Hex())
		}
		// The demo's channels are new (a fresh requester and data dir), so the cumulative
		// amount each redemption reports is what the demo's burst jobs paid.
		if redeemed.Cmp(paidByVoucher) != 0 {
			return nil, fmt.Errorf("redeemed %s from channels, want the %s the burst jobs were paid", redeemed, paidByVoucher)
		}
	}
	if err := n.CheckConservation(ctx, sumBefore, supplyBefore); err != nil {
		return nil, err
	}
	res.Duration = time.Since(start)
	fmt.Fprintf(w, "\nall %d jobs completed and claimed; no token created or lost; %s\n", len(res.Jobs), res.Duration.Round(time.Millisecond))
	return res, nil
}
