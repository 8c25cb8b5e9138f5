package contracts

import (
	"math/big"
	"testing"
	"time"
)

// TestWaitChainTimeFollowsWallClock covers a chain whose time follows the wall clock: it waits
// for the time to come, then makes a block.
func TestWaitChainTimeFollowsWallClock(t *testing.T) {
	c := newSimChain(t, 1)
	ctx := testCtx(t)
	s := NewSender(c.client, c.keys[0], big.NewInt(31337), nil)
	s.Mine = c.mine
	h, err := c.client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	target := max(h.Time, uint64(time.Now().Unix())) + 1
	if err := WaitChainTime(ctx, c.client, s, target, nil); err != nil {
		t.Fatal(err)
	}
	h, err = c.client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if h.Time <= target {
		t.Fatalf("chain time %d, want > %d", h.Time, target)
	}
}
