package contracts

import (
	"context"
	"fmt"
	"math/big"
	"time"
)

// WaitChainTime returns once the latest block's time is past t (unix seconds). With advance set
// (the simulated backend's AdjustTime) it moves chain time directly. Otherwise it waits for the
// wall clock to pass t and then has poke send a zero-value transaction to itself, because a chain
// that seals a block per transaction (the devnet) makes no block, and so no new time, on its own.
func WaitChainTime(ctx context.Context, b Backend, poke *Sender, t uint64, advance func(time.Duration) error) error {
	for {
		h, err := b.HeaderByNumber(ctx, nil)
		if err != nil {
			return fmt.Errorf("latest header: %w", err)
		}
		now := h.Time
		if now > t {
			return nil
		}
		if advance != nil {
			if err := advance(time.Duration(t-now+1) * time.Second); err != nil {
				return fmt.Errorf("advance time: %w", err)
			}
			continue
		}
		// While the chain follows the wall clock, wait for the time to come; a chain that runs
		// ahead of it (a block per transaction, at least one second apart) only needs blocks.
		if wall := uint64(time.Now().Unix()); wall <= t && wall+1 >= now {
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(time.Duration(t+1-wall) * time.Second):
			}
		}
		if _, err := poke.SendValue(ctx, poke.Address(), new(big.Int), nil); err != nil {
			return fmt.Errorf("poke a block: %w", err)
		}
	}
}
