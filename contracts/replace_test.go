package contracts

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/devnet/chain"
)

// droppingBackend is a chain connection whose node accepts the first transactions sent and then
// loses them (a node that dropped them from its pool, or a load balancer that answered without
// forwarding): SendTransaction succeeds and nothing reaches the chain. It records every
// transaction sent.
type droppingBackend struct {
	Backend
	mu   sync.Mutex
	drop int // how many of the next sends to lose
	sent []*types.Transaction
}

func (b *droppingBackend) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	b.mu.Lock()
	b.sent = append(b.sent, tx)
	lose := b.drop > 0
	if lose {
		b.drop--
	}
	b.mu.Unlock()
	if lose {
		return nil
	}
	return b.Backend.SendTransaction(ctx, tx)
}

func (b *droppingBackend) sends() []*types.Transaction {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]*types.Transaction(nil), b.sent...)
}

// TestSenderReplacesLostTransaction: a transaction the node lost is not waited for forever: after
// ReplaceAfter the Sender sends it again, same nonce, with its tip and fee cap raised by more than
// the tenth nodes require of a replacement, and the replacement is mined. Twice lost, twice
// replaced.
func TestSenderReplacesLostTransaction(t *testing.T) {
	c := newSimChain(t, 1)
	b := &droppingBackend{Backend: c.client, drop: 2}
	s := NewSender(b, c.keys[0], big.NewInt(chain.DefaultChainID), nil)
	s.ReplaceAfter, s.Poll, s.Mine = 20*time.Millisecond, 5*time.Millisecond, c.mine
	to := common.HexToAddress("0x00000000000000000000000000000000000000b0")
	r, err := s.SendValue(testCtx(t), to, big.NewInt(7), nil)
	if err != nil {
		t.Fatal(err)
	}
	sent := b.sends()
	if len(sent) != 3 {
		t.Fatalf("%d transactions sent, want the first and two replacements", len(sent))
	}
	for i := 1; i < len(sent); i++ {
		prev, tx := sent[i-1], sent[i]
		if tx.Nonce() != prev.Nonce() || tx.Gas() != prev.Gas() || tx.Value().Cmp(prev.Value()) != 0 || *tx.To() != *prev.To() {
			t.Errorf("replacement %d is another transaction: nonce %d gas %d value %s to %s", i, tx.Nonce(), tx.Gas(), tx.Value(), tx.To())
		}
		for _, f := range []struct {
			what      string
			prev, now *big.Int
		}{{"tip", prev.GasTipCap(), tx.GasTipCap()}, {"fee cap", prev.GasFeeCap(), tx.GasFeeCap()}} {
			if min := new(big.Int).Div(new(big.Int).Mul(f.prev, big.NewInt(11)), big.NewInt(10)); f.now.Cmp(min) <= 0 {
				t.Errorf("replacement %d: %s %s, want more than 110%% of %s", i, f.what, f.now, f.prev)
			}
		}
	}
	if r.TxHash != sent[2].Hash() {
		t.Errorf("receipt of %s, want the last replacement %s", r.TxHash, sent[2].Hash())
	}
	bal, err := c.client.BalanceAt(testCtx(t), to, nil)
	if err != nil || bal.Cmp(big.NewInt(7)) != 0 {
		t.Errorf("recipient holds %s wei (%v), want 7: sent once", bal, err)
	}
}

// TestSenderFeeCap: a transaction whose fee cap would pass MaxFeeCap is not sent; a lost one is
// replaced only up to MaxFeeCap, then waited for as it is.
func TestSenderFeeCap(t *testing.T) {
	c := newSimChain(t, 1)
	ctx := testCtx(t)
	from := crypto.PubkeyToAddress(c.keys[0].PublicKey)
	to := common.HexToAddress("0x00000000000000000000000000000000000000b0")

	b := &droppingBackend{Backend: c.client}
	s := NewSender(b, c.keys[0], big.NewInt(chain.DefaultChainID), nil)
	s.Mine, s.MaxFeeCap = c.mine, big.NewInt(1)
	if _, err := s.SendValue(ctx, to, big.NewInt(1), nil); !errors.Is(err, ErrFeeCapExceeded) {
		t.Fatalf("send above the fee cap: %v, want ErrFeeCapExceeded", err)
	}
	if n, _ := c.client.PendingNonceAt(ctx, from); n != 0 || len(b.sends()) != 0 {
		t.Fatalf("nonce %d, %d sent: a transaction above the cap went out", n, len(b.sends()))
	}

	// The cap leaves room for the first fee cap and one replacement, not two.
	tip, err := c.client.SuggestGasTipCap(ctx)
	if err != nil {
		t.Fatal(err)
	}
	head, err := c.client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	first := new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	b.drop = 3
	s.MaxFeeCap = new(big.Int).Add(first, new(big.Int).Div(first, big.NewInt(5))) // +20%
	s.ReplaceAfter, s.Poll = 10*time.Millisecond, 2*time.Millisecond
	wctx, cancel := context.WithTimeout(ctx, 500*time.Millisecond)
	defer cancel()
	if _, err := s.SendValue(wctx, to, big.NewInt(1), nil); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("lost transaction at the cap: %v, want the wait to end with its context", err)
	}
	sent := b.sends()
	if len(sent) != 2 {
		t.Fatalf("%d versions sent, want the first and one replacement under the cap", len(sent))
	}
	if sent[1].GasFeeCap().Cmp(s.MaxFeeCap) > 0 {
		t.Errorf("replacement fee cap %s above the cap %s", sent[1].GasFeeCap(), s.MaxFeeCap)
	}
}
