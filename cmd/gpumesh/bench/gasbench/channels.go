package gasbench

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts"
)

// BurstGasPerJobTarget is issue 6's target for a burst job's share of a channel's on-chain gas
// (approve + open + collateral lock + one redemption + reclaim over contracts.BurstJobsPerRedeem
// jobs).
const BurstGasPerJobTarget = 5_000

// benchChannels measures the payment channel steps: two channels each pay contracts.BurstJobsPerRedeem
// burst jobs with off-chain vouchers (issued by a RequesterChannel, checked by a
// ProviderChannel) and one redemption; one is opened with approve + open, the other with
// openWithPermit; the provider locks its collateral on each. Then top-up, extend, a second
// redemption and the reclaims after expiry + grace, which unlock the collateral.
func benchChannels(ctx context.Context, run *gasRun) error {
	c, requester, provider, record, head, waitPast, rep := run.c, run.requester, run.provider, run.record, run.head, run.waitPast, run.rep
	d := c.Deployment()
	dom := d.Domain()
	price := big.NewInt(20_000) // 0.02 token per burst job
	deposit := new(big.Int).Mul(price, big.NewInt(2*contracts.BurstJobsPerRedeem))
	// payJobs pays n jobs on the channel: one voucher per job, each checked and kept by the
	// provider's side; it returns both sides.
	payJobs := func(st *contracts.ChannelState, n int) (*contracts.RequesterChannel, *contracts.ProviderChannel, error) {
		now, err := head()
		if err != nil {
			return nil, nil, err
		}
		payer, err := contracts.NewRequesterChannel(ctx, contracts.NewMemChannelStore(), dom, requester.Key(), st.Terms())
		if err != nil {
			return nil, nil, fmt.Errorf("gas bench: %w", err)
		}
		payee, err := contracts.NewProviderChannel(ctx, contracts.NewMemChannelStore(), dom, st.Terms())
		if err != nil {
			return nil, nil, fmt.Errorf("gas bench: %w", err)
		}
		payee.Now = func() time.Time { return time.Unix(int64(now), 0) } // chain time, not the wall clock
		for range n {
			sv, err := payer.Pay(ctx, price)
			if err != nil {
				return nil, nil, fmt.Errorf("gas bench: pay: %w", err)
			}
			if _, err := payee.Accept(ctx, sv, price); err != nil {
				return nil, nil, fmt.Errorf("gas bench: accept: %w", err)
			}
		}
		return payer, payee, nil
	}
	open := func(permit bool, salt string) (*contracts.ChannelState, uint64, error) {
		now, err := head()
		if err != nil {
			return nil, 0, err
		}
		s := crypto.Keccak256Hash([]byte("gpumesh gas bench channel"), []byte(salt))
		var (
			id  [32]byte
			r   *types.Receipt
			gas uint64
		)
		if permit {
			id, r, err = c.OpenChannelWithPermit(ctx, requester, provider.Address(), s, deposit, now+60, now+3600)
			if gas, err = record("channel_open_with_permit", r, err); err != nil {
				return nil, 0, err
			}
		} else {
			r, err := c.Approve(ctx, requester, d.Channels, deposit)
			approve, err := record("channel_approve", r, err)
			if err != nil {
				return nil, 0, err
			}
			id, r, err = c.OpenChannel(ctx, requester, provider.Address(), s, deposit, now+60)
			if gas, err = record("channel_open", r, err); err != nil {
				return nil, 0, err
			}
			gas += approve
		}
		st, err := c.ChannelState(ctx, id)
		if err != nil {
			return nil, 0, fmt.Errorf("gas bench: %w", err)
		}
		return st, gas, nil
	}

	// The provider's collateral for a channel: the spot-check parameters' 8x a job's price,
	// locked from its registry stake once per channel and unlocked by the reclaim that ends it.
	collateral := new(big.Int).Mul(price, big.NewInt(8))
	lock := func(st *contracts.ChannelState, step string) (uint64, error) {
		r, err := c.LockCollateral(ctx, provider, st.ID, collateral)
		return record(step, r, err)
	}
	st, openGas, err := open(false, "approve")
	if err != nil {
		return err
	}
	lockGas, err := lock(st, "channel_lock_collateral")
	if err != nil {
		return err
	}
	payer, payee, err := payJobs(st, contracts.BurstJobsPerRedeem)
	if err != nil {
		return err
	}
	r, err := c.Redeem(ctx, provider, payee.Latest())
	redeemGas, err := record("channel_redeem", r, err)
	if err != nil {
		return err
	}
	rep.BurstJobs = contracts.BurstJobsPerRedeem
	channelGas := openGas + lockGas + redeemGas // + the reclaim that ends it, below

	pst, popenGas, err := open(true, "permit")
	if err != nil {
		return err
	}
	plockGas, err := lock(pst, "channel_permit_lock_collateral")
	if err != nil {
		return err
	}
	_, ppayee, err := payJobs(pst, contracts.BurstJobsPerRedeem)
	if err != nil {
		return err
	}
	r, err = c.Redeem(ctx, provider, ppayee.Latest())
	if redeemGas, err = record("channel_permit_redeem", r, err); err != nil {
		return err
	}
	permitGas := popenGas + plockGas + redeemGas

	// Top-up (after an approve that is not part of the step), extend, and a second redemption
	// on the first channel that pays only the delta.
	if _, err := c.Approve(ctx, requester, d.Channels, price); err != nil {
		return fmt.Errorf("gas bench: approve for top-up: %w", err)
	}
	r, err = c.TopUp(ctx, requester, st.ID, price)
	if _, err := record("channel_top_up", r, err); err != nil {
		return err
	}
	r, err = c.Extend(ctx, requester, st.ID, st.Expiry+1)
	if _, err := record("channel_extend", r, err); err != nil {
		return err
	}
	if st, err = c.ChannelState(ctx, st.ID); err != nil {
		return fmt.Errorf("gas bench: %w", err)
	}
	for _, side := range []interface {
		Update(context.Context, *big.Int, uint64, uint64) error
	}{payer, payee} {
		if err := side.Update(ctx, st.Deposit, st.Expiry, st.RedeemBy); err != nil {
			return fmt.Errorf("gas bench: %w", err)
		}
	}
	sv, err := payer.Pay(ctx, price)
	if err != nil {
		return fmt.Errorf("gas bench: pay: %w", err)
	}
	if _, err := payee.Accept(ctx, sv, price); err != nil {
		return fmt.Errorf("gas bench: accept: %w", err)
	}
	r, err = c.Redeem(ctx, provider, payee.Latest())
	if _, err := record("channel_second_redeem", r, err); err != nil {
		return err
	}

	st, err = c.ChannelState(ctx, st.ID)
	if err != nil {
		return fmt.Errorf("gas bench: %w", err)
	}
	if err := waitPast(max(st.RedeemBy, pst.RedeemBy)); err != nil {
		return err
	}
	r, err = c.Reclaim(ctx, requester, st.ID)
	reclaimGas, err := record("channel_reclaim", r, err)
	if err != nil {
		return err
	}
	r, err = c.Reclaim(ctx, requester, pst.ID)
	preclaimGas, err := record("channel_permit_reclaim", r, err)
	if err != nil {
		return err
	}
	rep.BurstPerJob = float64(channelGas+reclaimGas) / contracts.BurstJobsPerRedeem
	rep.BurstPerJobPermit = float64(permitGas+preclaimGas) / contracts.BurstJobsPerRedeem
	return nil
}
