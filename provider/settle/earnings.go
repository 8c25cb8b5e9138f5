package settle

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// A claim does not transfer the provider's pay: the escrow credits it to the provider's
// earnings (contracts.Client.EarningsOf), and the provider withdraws them in one transfer for many
// claims. RunEarnings is the daemon's side of that: it withdraws them when they reach an amount
// and on a schedule. Nothing needs to be remembered across a restart: the earnings are on chain
// until withdrawn, so a daemon that stops loses nothing and the next one withdraws them.
//
// The same loop keeps the provider's free collateral reserve in the escrow bounded. A claim
// leaves the job's collateral locked in the registry as the provider's free reserve, and the
// next open takes its collateral from there (cheaper than a registry lock); what the reserve
// holds is not free stake, so it is not there for the payment channels' lockCollateral or an
// unstake. With ReserveKeep set, RunEarnings releases the reserve down to ReserveKeep once it
// passes twice that (the margin keeps a provider whose jobs come and go around the keep from
// paying a release per claim).

// DefaultEarningsCheck is how often RunEarnings reads the provider's earnings.
const DefaultEarningsCheck = time.Minute

// ErrEarningsConfig reports an EarningsConfig that cannot work.
var ErrEarningsConfig = errors.New("settle: bad earnings config")

// EarningsConfig says when the daemon withdraws the provider's earnings from the escrow.
type EarningsConfig struct {
	// Above withdraws the earnings as soon as they reach this many token units. Nil or zero:
	// only on the schedule (Every).
	Above *big.Int
	// Every withdraws whatever has been earned once this much chain time has passed since the
	// earnings were last seen at zero (withdrawn, none yet) or since the start: no pay waits in the escrow much
	// longer than this (plus a Check). Zero: no schedule (Above only).
	Every time.Duration
	// Check is how often the earnings (and the chain's time) are read besides right after each
	// of the settler's claims. Default DefaultEarningsCheck.
	Check time.Duration
	// To is where the earnings are paid. Default: the provider's own address.
	To common.Address
	// ReserveKeep is how much free collateral reserve the daemon keeps in the escrow for its
	// next opens: once the reserve passes twice this, what is above it is released to free
	// registry stake. Nil: never released by the daemon (ReleaseReserve does it on demand).
	ReserveKeep *big.Int
	// Logger reports withdrawals and failed attempts (retried at the next check). Default: none.
	Logger *slog.Logger
}

// EnsureDefaults fills the defaults of the unset fields.
func (c *EarningsConfig) EnsureDefaults() {
	if c.Check <= 0 {
		c.Check = DefaultEarningsCheck
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
}

// Validate refuses a negative amount and a config that would never withdraw.
func (c *EarningsConfig) Validate() error {
	if c.Above != nil && c.Above.Sign() < 0 {
		return fmt.Errorf("%w: withdraw amount %s is negative; give 0 (schedule only) or more", ErrEarningsConfig, c.Above)
	}
	if c.ReserveKeep != nil && c.ReserveKeep.Sign() < 0 {
		return fmt.Errorf("%w: reserve keep %s is negative; give 0 (release all) or more", ErrEarningsConfig, c.ReserveKeep)
	}
	if (c.Above == nil || c.Above.Sign() == 0) && c.Every <= 0 {
		return fmt.Errorf("%w: neither an amount nor a schedule: earnings would never be withdrawn; set one", ErrEarningsConfig)
	}
	return nil
}

// due says whether earnings of `earned`, sinceLast of chain time after they were last seen at
// zero, are to be withdrawn now.
func (c *EarningsConfig) due(earned *big.Int, sinceLast time.Duration) bool {
	if earned.Sign() <= 0 {
		return false
	}
	if c.Above != nil && c.Above.Sign() > 0 && earned.Cmp(c.Above) >= 0 {
		return true
	}
	return c.Every > 0 && sinceLast >= c.Every
}

// WithdrawEarnings withdraws all of the provider's earnings in the escrow to `to` (the zero
// address: the provider's own) and returns the amount and the receipt; with no earnings it sends
// nothing and returns zero and a nil receipt. It shares the settler's sender (one transaction at
// a time), so it is safe while the settler claims.
func (st *Settler) WithdrawEarnings(ctx context.Context, to common.Address) (*big.Int, *types.Receipt, error) {
	st.mu.Lock()
	defer st.mu.Unlock()
	if to == (common.Address{}) {
		to = st.s.Address()
	}
	earned, err := st.c.EarningsOf(ctx, st.s.Address())
	if err != nil {
		return nil, nil, fmt.Errorf("read earnings: %w", err)
	}
	if earned.Sign() == 0 {
		return earned, nil, nil
	}
	r, err := st.c.WithdrawEarnings(ctx, st.s, earned, to)
	if err != nil {
		return nil, nil, fmt.Errorf("withdraw earnings %s to %s: %w", earned, to, err)
	}
	return earned, r, nil
}

// reserveDue returns how much of a free reserve of `reserve` to release now: what is above
// ReserveKeep once the reserve passes twice it (nil: nothing).
func (c *EarningsConfig) reserveDue(reserve *big.Int) *big.Int {
	if c.ReserveKeep == nil || reserve == nil || reserve.Cmp(new(big.Int).Lsh(c.ReserveKeep, 1)) <= 0 || reserve.Sign() <= 0 {
		return nil
	}
	return new(big.Int).Sub(reserve, c.ReserveKeep)
}

// ReleaseReserve releases the provider's free collateral reserve in the escrow above `keep`
// (nil or zero: all of it) back to free registry stake, and returns the amount and the receipt;
// with nothing above keep it sends nothing and returns zero and a nil receipt. Only the free
// reserve can be released: collateral backing a live job left it when the job was opened. It
// shares the settler's sender, so it is safe while the settler claims.
func (st *Settler) ReleaseReserve(ctx context.Context, keep *big.Int) (*big.Int, *types.Receipt, error) {
	st.mu.Lock()
	defer st.mu.Unlock()
	reserve, err := st.c.ReserveOf(ctx, st.s.Address())
	if err != nil {
		return nil, nil, fmt.Errorf("read reserve: %w", err)
	}
	amount := new(big.Int).Set(reserve)
	if keep != nil && keep.Sign() > 0 {
		amount.Sub(amount, keep)
	}
	if amount.Sign() <= 0 {
		return new(big.Int), nil, nil
	}
	r, err := st.c.ReleaseReserve(ctx, st.s, amount)
	if err != nil {
		return nil, nil, fmt.Errorf("release reserve %s (of %s): %w", amount, reserve, err)
	}
	return amount, r, nil
}

// RunEarnings withdraws the provider's earnings as cfg says until ctx ends, and returns nil
// then, and releases its free collateral reserve above cfg.ReserveKeep (see the file's doc).
// It reads the provider's account every cfg.Check and right after each claim the settler
// sends. A failed read, withdrawal or release is logged and tried again at the next check:
// the earnings and the reserve stay in the escrow meanwhile.
func (st *Settler) RunEarnings(ctx context.Context, cfg EarningsConfig) error {
	cfg.EnsureDefaults()
	if err := cfg.Validate(); err != nil {
		return err
	}
	last, err := st.chainTime(ctx)
	for err != nil {
		cfg.Logger.Warn("earnings: read chain time", "err", err)
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(cfg.Check):
		}
		last, err = st.chainTime(ctx)
	}
	tick := time.NewTicker(cfg.Check)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-tick.C:
		case <-st.claimed: // earnings just grew: the amount may be reached
		}
		now, err := st.chainTime(ctx)
		if err != nil {
			cfg.Logger.Warn("earnings: read chain time", "err", err)
			continue
		}
		acct, err := st.c.AccountOf(ctx, st.s.Address())
		if err != nil {
			cfg.Logger.Warn("earnings: read", "err", err)
			continue
		}
		if release := cfg.reserveDue(acct.Reserve); release != nil {
			amount, r, err := st.ReleaseReserve(ctx, cfg.ReserveKeep)
			switch {
			case err != nil && ctx.Err() != nil:
				return nil
			case err != nil:
				cfg.Logger.Warn("reserve: release", "amount", release.String(), "err", err)
			case r != nil:
				cfg.Logger.Info("collateral reserve released", "amount", amount.String(), "keep", cfg.ReserveKeep.String(),
					"tx", r.TxHash.Hex(), "gas", r.GasUsed)
			}
		}
		earned := acct.Earnings
		if !cfg.due(earned, time.Duration(now-min(now, last))*time.Second) {
			if earned.Sign() == 0 {
				last = now // nothing waits: the schedule counts from here
			}
			continue
		}
		amount, r, err := st.WithdrawEarnings(ctx, cfg.To)
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			cfg.Logger.Warn("earnings: withdraw", "amount", earned.String(), "err", err)
			continue
		}
		last = now
		if r != nil {
			cfg.Logger.Info("earnings withdrawn", "amount", amount.String(), "to", withdrawTo(cfg.To, st.s.Address()).Hex(),
				"tx", r.TxHash.Hex(), "gas", r.GasUsed)
		}
	}
}

func withdrawTo(to, self common.Address) common.Address {
	if to == (common.Address{}) {
		return self
	}
	return to
}

// chainTime is the latest block's time (unix seconds).
func (st *Settler) chainTime(ctx context.Context) (uint64, error) {
	h, err := st.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return 0, err
	}
	return h.Time, nil
}
