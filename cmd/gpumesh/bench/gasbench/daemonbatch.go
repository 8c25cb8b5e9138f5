package gasbench

import (
	"context"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/provider/settle"
)

// daemonBatches measures the lifecycle as the provider daemon runs it: for each size n of
// DaemonBatches, n jobs are opened and submitted one by one, their challenge windows pass, and
// the daemon's settler (provider/settle, claim batching on) claims them — WaitClaimable then
// Claim for every job at once, as the runner's goroutines do. The claimMany it sends is
// recorded as the step daemon_claim_many_<n>; the lifecycle per job is (the opens + the
// submits + that claimMany) / n. A batch the settler did not send as one claimMany of all n
// jobs is an error: the number would not be what it says. The provider's free collateral
// reserve covers every job in flight first (warmReserve), as a daemon's keep does in steady state.
func daemonBatches(
	ctx context.Context,
	cfg GasBenchConfig,
	c *contracts.Client,
	requester, provider *contracts.Sender,
	accept func(time.Duration, ...func(*contracts.Acceptance)) (*contracts.Acceptance, []byte, error),
	waitPast func(uint64) error,
	resultCID []byte,
	collateral *big.Int,
	record func(string, *types.Receipt, error) (uint64, error),
	rep *GasReport,
) error {
	d := c.Deployment()
	type batch struct {
		ids      []contracts.JobID
		openSubs uint64
	}
	batches := make([]batch, len(DaemonBatches))
	if err := warmReserve(ctx, c, provider, collateral, record); err != nil {
		return err
	}
	var lastEnd uint64
	for bi, n := range DaemonBatches {
		for range n {
			a, sig, err := accept(time.Hour)
			if err != nil {
				return fmt.Errorf("gas bench: acceptance: %w", err)
			}
			// Approved per job, as in the other lifecycles (not part of one).
			if _, err := c.Approve(ctx, requester, d.Escrow, a.Price); err != nil {
				return fmt.Errorf("gas bench: daemon batch approve: %w", err)
			}
			r, err := c.OpenJob(ctx, requester, a, sig)
			if err != nil {
				return fmt.Errorf("gas bench: daemon batch open: %w", err)
			}
			batches[bi].openSubs += r.GasUsed
			if r, err = c.SubmitResult(ctx, provider, a, resultCID); err != nil {
				return fmt.Errorf("gas bench: daemon batch submit: %w", err)
			}
			batches[bi].openSubs += r.GasUsed
			batches[bi].ids = append(batches[bi].ids, a.JobID)
			js, err := c.JobState(ctx, a.JobID)
			if err != nil {
				return fmt.Errorf("gas bench: read job: %w", err)
			}
			lastEnd = max(lastEnd, js.Time)
		}
	}
	if err := waitPast(lastEnd); err != nil {
		return err
	}
	rep.LifecycleByBatch = map[int]uint64{}
	for bi, n := range DaemonBatches {
		claim, err := daemonClaim(ctx, cfg, c, provider, batches[bi].ids)
		gas, err := record(fmt.Sprintf("daemon_claim_many_%d", n), claim, err)
		if err != nil {
			return err
		}
		rep.LifecycleByBatch[n] = (batches[bi].openSubs + gas) / uint64(n)
	}
	rep.LifecycleBatchJobs = settle.DefaultClaimBatchJobs
	return nil
}

// daemonClaim claims ids through a settler with the daemon's claim batching (batch size
// len(ids)) and returns the receipt of the one claimMany it sent.
func daemonClaim(ctx context.Context, cfg GasBenchConfig, c *contracts.Client, provider *contracts.Sender, ids []contracts.JobID) (*types.Receipt, error) {
	var mu sync.Mutex
	txs := map[common.Hash]bool{}
	ops := 0
	st, err := settle.NewSettler(c, cfg.Backend, provider, cfg.Poll).
		WithReceipts(func(_ contracts.JobID, op string, r *types.Receipt) {
			mu.Lock()
			defer mu.Unlock()
			if op == settle.OpClaimMany {
				txs[r.TxHash] = true
				ops++
			}
		}).
		WithClaimBatch(settle.ClaimBatchConfig{MaxJobs: len(ids), MaxWait: time.Hour})
	if err != nil {
		return nil, err
	}
	for _, id := range ids {
		if err := st.WaitClaimable(ctx, id); err != nil {
			return nil, err
		}
	}
	errs := make([]error, len(ids))
	var wg sync.WaitGroup
	for i, id := range ids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = st.Claim(ctx, id)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return nil, fmt.Errorf("daemon claim of job %d of %d: %w", i, len(ids), err)
		}
	}
	if len(txs) != 1 || ops != len(ids) {
		return nil, fmt.Errorf("daemon claim of %d jobs: %d claimMany transactions covering %d jobs; want one covering all", len(ids), len(txs), ops)
	}
	for tx := range txs {
		return cfg.Backend.TransactionReceipt(ctx, tx)
	}
	return nil, nil
}

// warmReserve makes the provider's free collateral reserve cover the collateral of every job the
// daemon batches have in flight at once (the sum of DaemonBatches), as a provider that runs that
// many jobs keeps with its chain.collateral_reserve_keep: it locks what the reserve lacks in bulk
// (lockReserve, recorded as lock_reserve). Without it the larger batches' opens would lock in the
// registry and the per-batch numbers would measure the reserve, not the batch.
func warmReserve(
	ctx context.Context,
	c *contracts.Client,
	provider *contracts.Sender,
	collateral *big.Int,
	record func(string, *types.Receipt, error) (uint64, error),
) error {
	total := 0
	for _, n := range DaemonBatches {
		total += n
	}
	reserve, err := c.ReserveOf(ctx, provider.Address())
	if err != nil {
		return fmt.Errorf("gas bench: read reserve: %w", err)
	}
	need := new(big.Int).Sub(new(big.Int).Mul(collateral, big.NewInt(int64(total))), reserve)
	if need.Sign() <= 0 {
		return nil
	}
	r, err := c.LockReserve(ctx, provider, need)
	_, err = record("lock_reserve", r, err)
	return err
}
