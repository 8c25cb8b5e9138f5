package contracts

import (
	"context"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/devnet/chain"
)

// TestConcurrentSendersOfOneWallet: the provider daemon sends from one wallet through several
// Senders at once (settlement, channel collateral, verdicts). Each transaction must get its own
// nonce: 6 senders x 4 transfers all land, the token moved 24 times, the wallet's nonce is 24.
// Before nonces were assigned under a lock per wallet, senders read the same pending nonce and
// their transactions replaced or duplicated each other. With the lock alone it still failed about
// once in 20 runs on a loaded machine (geth promotes a received transaction to pending in the
// background, so the pending nonce could still be the one just used): the lock now also
// remembers its last transaction and, while the node knows it, never hands out its nonce again
// (60 of 60 runs with busy loops on two cores).
func TestConcurrentSendersOfOneWallet(t *testing.T) {
	if testing.Short() {
		t.Skip("a chain with concurrent senders (-short)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	ch, err := chain.Start(ctx, chain.Config{Accounts: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	eth := ch.Client()
	defer eth.Close()
	keys := ch.Accounts()
	d, err := Deploy(ctx, eth, keys[0].Key, DeployConfig{})
	if err != nil {
		t.Fatal(err)
	}
	c := NewClient(eth, d)
	from := keys[0].Address
	start, err := eth.PendingNonceAt(ctx, from)
	if err != nil {
		t.Fatal(err)
	}
	const senders, each = 6, 4
	to := common.HexToAddress("0x00000000000000000000000000000000000000b0")
	var wg sync.WaitGroup
	errs := make(chan error, senders*each)
	for range senders {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := c.Sender(keys[0].Key)
			for range each {
				// Every transfer the same: identical transactions from racing senders are the
				// worst case (one hash, "already known", one transfer for two callers).
				if _, err := c.Mint(ctx, s, to, big.NewInt(1)); err != nil {
					errs <- err
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Errorf("send: %v", err)
	}
	bal, err := c.BalanceOf(ctx, to)
	if err != nil {
		t.Fatal(err)
	}
	end, err := eth.NonceAt(ctx, from, nil)
	if err != nil {
		t.Fatal(err)
	}
	if bal.Int64() != senders*each || end-start != senders*each {
		t.Fatalf("%d mints reported sent; the recipient holds %s and the wallet's nonce moved by %d", senders*each, bal, end-start)
	}
}
