package channels

// Collateral for the channels this provider serves (checkable burst work, SECURITY.md): before
// the first voucher of a channel is recorded (and whenever a job's price raises what the channel
// must hold), the provider locks part of its free registry stake as the channel's collateral
// (PaymentChannel.lockCollateral). A committee that finds one of the channel's results wrong
// slashes it whole; the reclaim that ends the channel unlocks it.
//
// How much: the channel must hold at least the requester's ask (the proposal's collateral, which
// the acceptor already bounded by offer.collateral_multiple x price) and the provider aims for
// CollateralMultiple x the job's price (the value a wrong result puts at risk), bounded by its
// free stake. A channel that cannot hold the ask is a decline wrapping ErrCollateral.
//
// Crash safety: lockCollateral adds to what the channel holds, so a lock sent twice locks twice.
// Before a lock is sent, a record marks it in flight (synced); after the transaction's receipt the
// mark is cleared. A mark found later (after a crash, or a send whose outcome is unknown) means a
// lock may still be pending: nothing more is locked for that channel until every transaction of
// this wallet that was pending is mined (the account's latest nonce reaches its pending nonce),
// and then the amount is computed again from what the chain says the channel holds.
//
// Key in the node DB:
//
//	provider/v1/chcoll/<channel id hex>  ->  JSON(collateralMark)

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
)

// Errors of the collateral step. Both reach the requester as declines.
var (
	// ErrCollateral: the channel does not hold the collateral the job needs and the provider's
	// free stake cannot make up for it (stake more, or ask for less).
	ErrCollateral = errors.New("channels: channel collateral not covered")
	// ErrCollateralPending: a collateral lock of this wallet may still be pending on chain
	// (sent before a crash); the channel takes no job until it is mined. Retry later.
	ErrCollateralPending = errors.New("channels: a collateral lock is still pending")
)

var chcollPrefix = []byte("provider/v1/chcoll/")

func chcollKey(id [32]byte) []byte {
	return append(slices.Clone(chcollPrefix), common.Hash(id).Hex()...)
}

// collateralMark is a lock in flight for one channel.
type collateralMark struct {
	InFlight bool      `json:"in_flight"`
	Amount   *big.Int  `json:"amount"` // what the lock in flight adds
	Target   *big.Int  `json:"target"` // what the channel should hold after it
	Sent     time.Time `json:"sent"`
}

func (s *channelDB) mark(id [32]byte) (*collateralMark, error) {
	v, closer, err := s.db.Get(chcollKey(id))
	if errors.Is(err, pebble.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer closer.Close()
	var m collateralMark
	if err := json.Unmarshal(v, &m); err != nil {
		return nil, fmt.Errorf("collateral record of channel %x: %w", id, err)
	}
	return &m, nil
}

func (s *channelDB) putMark(id [32]byte, m *collateralMark) error {
	if err := s.space.Check(); err != nil {
		return fmt.Errorf("store collateral record of channel %x: %w", id, err)
	}
	if m == nil {
		return s.db.Delete(chcollKey(id), pebble.Sync)
	}
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return s.db.Set(chcollKey(id), b, pebble.Sync)
}

// collateralTarget is what the provider wants a channel to hold for a job of price whose
// requester asks for ask: max(ask, multiple x price).
func collateralTarget(multiple int64, price, ask *big.Int) *big.Int {
	t := new(big.Int)
	if price != nil && multiple > 0 {
		t.Mul(price, big.NewInt(multiple))
	}
	if ask != nil && ask.Cmp(t) > 0 {
		t.Set(ask)
	}
	return t
}

// ensureCollateral makes channel id hold at least ask, locking up to collateralTarget from the
// provider's free stake. Caller holds c.mu (one decision per channel at a time).
func (c *Service) ensureCollateral(ctx context.Context, id [32]byte, price, ask *big.Int) error {
	if ask == nil {
		ask = new(big.Int)
	}
	target := collateralTarget(c.cfg.CollateralMultiple, price, ask)
	if target.Sign() == 0 {
		return nil
	}
	m, err := c.db.mark(id)
	if err != nil {
		return err
	}
	if m != nil && m.InFlight {
		if err := c.waitPendingMined(ctx); err != nil {
			return err
		}
	}
	held, disputing, err := c.chain.ChannelCollateral(ctx, id)
	if err != nil {
		return fmt.Errorf("read collateral of channel %x: %w", id, err)
	}
	if m != nil {
		if err := c.db.putMark(id, nil); err != nil { // what the chain says now is the truth
			return err
		}
	}
	if disputing {
		return fmt.Errorf("%w: channel %x has a dispute open; it takes no jobs until it is decided", ErrCollateral, id)
	}
	if held.Cmp(target) >= 0 {
		return nil
	}
	lock := new(big.Int).Sub(target, held)
	st, err := c.chain.StakeOf(ctx, c.me)
	if err != nil {
		return fmt.Errorf("read stake: %w", err)
	}
	free := new(big.Int)
	if st.Free != nil {
		free.Set(st.Free)
	}
	if free.Cmp(lock) < 0 {
		lock.Set(free) // bounded by free stake: at least the ask must be covered
	}
	if after := new(big.Int).Add(held, lock); after.Cmp(ask) < 0 {
		return fmt.Errorf("%w: channel %x holds %s, the job asks for %s and the free stake %s cannot cover the rest (stake more, or lower offer.collateral_multiple)", ErrCollateral, id, held, ask, free)
	}
	if lock.Sign() == 0 {
		return nil
	}
	if c.sender == nil {
		return errors.New("channels: no wallet to lock collateral")
	}
	if err := c.db.putMark(id, &collateralMark{InFlight: true, Amount: lock, Target: new(big.Int).Add(held, lock), Sent: c.now()}); err != nil {
		return fmt.Errorf("record collateral lock of channel %x: %w", id, err)
	}
	c.sendMu.Lock()
	rcpt, err := c.chain.LockCollateral(ctx, c.sender, id, lock)
	c.sendMu.Unlock()
	if err != nil {
		if errors.Is(err, contracts.ErrReverted) {
			// Refused by gas estimation (never sent) or mined and reverted: nothing was locked.
			if cerr := c.db.putMark(id, nil); cerr != nil {
				return errors.Join(err, cerr)
			}
			return fmt.Errorf("%w: lock %s on channel %x: %w", ErrCollateral, lock, id, err)
		}
		// Unknown: it may still be mined. The mark stays; the next decision waits for it.
		return fmt.Errorf("lock %s collateral on channel %x: %w", lock, id, err)
	}
	if err := c.db.putMark(id, nil); err != nil {
		return err
	}
	c.collateralGas.Add(float64(rcpt.GasUsed))
	c.log.Info("channel collateral locked", "channel", common.Hash(id).Hex(), "amount", lock, "collateral", new(big.Int).Add(held, lock), "gas", rcpt.GasUsed)
	return nil
}

// waitPendingMined waits until every transaction of this wallet that is pending now is mined
// (its latest nonce reaches the pending nonce), bounded by LockWait; a lock sent before a crash
// is then visible in the channel's collateral.
func (c *Service) waitPendingMined(ctx context.Context) error {
	pending, err := c.chain.PendingNonceAt(ctx, c.me)
	if err != nil {
		return fmt.Errorf("pending nonce: %w", err)
	}
	ctx, cancel := context.WithTimeout(ctx, c.cfg.LockWait)
	defer cancel()
	t := time.NewTicker(c.cfg.LockPoll)
	defer t.Stop()
	for {
		latest, err := c.chain.NonceAt(ctx, c.me, nil)
		if err == nil && latest >= pending {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("%w: nonce %d of %s not mined yet (latest %d)", ErrCollateralPending, pending, c.me, latest)
		case <-t.C:
		}
	}
}
