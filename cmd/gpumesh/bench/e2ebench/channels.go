package e2ebench

import (
	"context"
	"fmt"
	"math/big"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
)

// Burst jobs of RunE2EBench are paid from payment channels (one per provider, funded before the
// runs: a pre-funded channel is what makes a provider "warm" for a requester); a short run of
// burst jobs paid by an escrow job each, one at a time, is the baseline the channel path is
// compared with in the same run.

// ChannelGas is the on-chain cost of the burst channels of a bench run.
type ChannelGas struct {
	Channels    int    // channels opened
	OpenGas     uint64 // opens and top-ups
	Redemptions int    // redemptions at the end of the run (one per channel)
	RedeemGas   uint64
	Jobs        int // burst jobs the channels paid for
}

// PerJob is the channels' gas per burst job: opens, top-ups and redemptions over the jobs.
func (g ChannelGas) PerJob() float64 {
	if g.Jobs == 0 {
		return 0
	}
	return float64(g.OpenGas+g.RedeemGas) / float64(g.Jobs)
}

// benchChannelJobs is how many hello burst jobs each bench channel is funded for.
const benchChannelJobs = 200

// fundBenchChannels opens a channel to every provider in the requester's book.
func fundBenchChannels(ctx context.Context, r *requester.Requester, dir string) error {
	path, err := devnet.WriteJob(dir, devnet.JobOptions{Class: "burst", Label: "fund", Encrypt: true, Deadline: "15m"})
	if err != nil {
		return err
	}
	spec, err := jobspec.ParseFile(path, jobspec.Options{})
	if err != nil {
		return err
	}
	_, err = r.FundChannels(ctx, spec, benchChannelJobs)
	return err
}

// escrowBurstBaseline runs burst jobs one at a time through a requester that pays each with an
// escrow job (the path before channels), with its own data dir in the devnet's (netDir) and the
// same wallet.
func escrowBurstBaseline(ctx context.Context, n *devnet.Network, netDir, dir string, jobs int, st *ClassStats) error {
	cfg := n.RequesterConfig()
	cfg.DataDir = filepath.Join(netDir, "requester-escrow")
	r, err := requester.New(cfg)
	if err != nil {
		return err
	}
	if err := r.Start(ctx); err != nil {
		return err
	}
	defer r.Close()
	if err := waitOffers(ctx, r, len(n.Nodes)); err != nil {
		return err
	}
	start := time.Now()
	for i := range jobs {
		lat, _, err := runJob(ctx, r, filepath.Join(dir, fmt.Sprintf("burst-escrow-%d", i)), "burst")
		if err != nil {
			return fmt.Errorf("escrow burst baseline: %w", err)
		}
		st.Jobs++
		st.Latencies = append(st.Latencies, lat)
	}
	st.Elapsed = time.Since(start)
	recs, err := r.Jobs()
	if err != nil {
		return err
	}
	for _, rec := range recs {
		if rec.Class != "burst" || rec.OpenGas == 0 {
			continue
		}
		g := rec.OpenGas
		if rc, err := n.Backend.TransactionReceipt(ctx, rec.ResultTx); err == nil {
			g += rc.GasUsed
		}
		st.Gas = append(st.Gas, g) // the mean claim is added by channelBenchGas
	}
	return nil
}

// channelBenchGas fills the gas figures of the burst runs: the channel-paid runs get the
// channels' opens and redemptions amortized over their jobs, the escrow baseline the mean claim
// on top of its open and submit.
func channelBenchGas(ctx context.Context, n *devnet.Network, r *requester.Requester, rep *E2EBenchReport) error {
	var err error
	if rep.Channels, err = channelGasOf(ctx, n, r); err != nil {
		return err
	}
	for _, st := range []*ClassStats{&rep.Burst, &rep.SequentialBurst} {
		st.Gas = st.Gas[:0]
		for range st.Jobs {
			st.Gas = append(st.Gas, uint64(rep.Channels.PerJob()))
		}
	}
	for i := range rep.EscrowBurst.Gas {
		rep.EscrowBurst.Gas[i] += rep.ClaimGas
	}
	return nil
}

// channelGasOf redeems every channel (one transaction each) and adds up the gas of the opens,
// top-ups and redemptions of the channel contract against the burst jobs paid by vouchers.
func channelGasOf(ctx context.Context, n *devnet.Network, r *requester.Requester) (ChannelGas, error) {
	var g ChannelGas
	recs, err := r.Jobs()
	if err != nil {
		return g, err
	}
	for _, rec := range recs {
		if rec.Voucher != nil && rec.Phase == requester.PhaseClaimed {
			g.Jobs++
		}
	}
	reds, err := n.RedeemChannels(ctx)
	if err != nil {
		return g, err
	}
	for _, rd := range reds {
		g.Redemptions++
		g.RedeemGas += rd.GasUsed
	}
	abi := bindings.NewPaymentChannel().GetABI()
	opened, topped := abi.Events["ChannelOpened"].ID, abi.Events["ChannelToppedUp"].ID
	logs, err := n.Contracts.Logs().FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(n.Deployment.Block),
		Addresses: []common.Address{n.Deployment.Channels}, Topics: [][]common.Hash{{opened, topped}},
	})
	if err != nil {
		return g, err
	}
	seen := map[common.Hash]bool{}
	for _, l := range logs {
		if seen[l.TxHash] {
			continue
		}
		seen[l.TxHash] = true
		rc, err := n.Backend.TransactionReceipt(ctx, l.TxHash)
		if err != nil {
			return g, err
		}
		g.OpenGas += rc.GasUsed
		if l.Topics[0] == opened {
			g.Channels++
		}
	}
	return g, nil
}
