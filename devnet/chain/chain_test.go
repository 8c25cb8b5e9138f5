package chain_test

import (
	"context"
	"errors"
	"io/fs"
	"math/big"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/params"

	"github.com/gpumesh/gpumesh/devnet/chain"
)

func startChain(t *testing.T, cfg chain.Config) *chain.Chain {
	t.Helper()
	c, err := chain.Start(context.Background(), cfg)
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	t.Cleanup(func() {
		if err := c.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return c
}

func TestChainServesRPCAndMinesAtOnce(t *testing.T) {
	c := startChain(t, chain.Config{Accounts: 3})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()

	for _, url := range []string{c.HTTPEndpoint(), c.WSEndpoint()} {
		if !strings.Contains(url, "127.0.0.1:") {
			t.Fatalf("endpoint %q is not on loopback", url)
		}
		client, err := ethclient.DialContext(ctx, url)
		if err != nil {
			t.Fatalf("dial %s: %v", url, err)
		}
		id, err := client.ChainID(ctx)
		client.Close()
		if err != nil {
			t.Fatalf("chain id over %s: %v", url, err)
		}
		if id.Int64() != chain.DefaultChainID {
			t.Fatalf("chain id over %s = %s, want %d", url, id, chain.DefaultChainID)
		}
	}

	client, err := ethclient.DialContext(ctx, c.HTTPEndpoint())
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	accounts := c.Accounts()
	if len(accounts) != 3 {
		t.Fatalf("got %d accounts, want 3", len(accounts))
	}
	from, to := accounts[1], accounts[2]
	before, err := client.BalanceAt(ctx, to.Address, nil)
	if err != nil {
		t.Fatal(err)
	}
	nonce, err := client.PendingNonceAt(ctx, from.Address)
	if err != nil {
		t.Fatal(err)
	}
	tip := big.NewInt(params.GWei)
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip)
	tx := types.MustSignNewTx(from.Key, types.LatestSignerForChainID(c.ChainID()), &types.DynamicFeeTx{
		ChainID: c.ChainID(), Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: 21000,
		To: &to.Address, Value: big.NewInt(12345),
	})
	if err := client.SendTransaction(ctx, tx); err != nil {
		t.Fatalf("send: %v", err)
	}
	receipt := waitReceipt(ctx, t, client, tx)
	if receipt.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("transfer failed: status %d", receipt.Status)
	}
	after, err := client.BalanceAt(ctx, to.Address, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := new(big.Int).Sub(after, before); got.Int64() != 12345 {
		t.Fatalf("balance grew by %s, want 12345", got)
	}
}

func waitReceipt(ctx context.Context, t *testing.T, client *ethclient.Client, tx *types.Transaction) *types.Receipt {
	t.Helper()
	ticker := time.NewTicker(20 * time.Millisecond)
	defer ticker.Stop()
	for {
		receipt, err := client.TransactionReceipt(ctx, tx.Hash())
		if err == nil {
			return receipt
		}
		select {
		case <-ctx.Done():
			t.Fatalf("tx %s not mined: %v", tx.Hash(), ctx.Err())
		case <-ticker.C:
		}
	}
}

func TestChainRunsMainnetLikeRules(t *testing.T) {
	cfg := chain.MainnetLikeConfig(big.NewInt(chain.DefaultChainID))
	if !cfg.IsOsaka(big.NewInt(1), 1) {
		t.Fatal("Osaka is not active at genesis")
	}
	if cfg.BogotaTime != nil || cfg.AmsterdamTime != nil {
		t.Fatalf("post-Osaka forks are scheduled: bogota=%v amsterdam=%v", cfg.BogotaTime, cfg.AmsterdamTime)
	}
	// The copy must not alias geth's shared developer config.
	if params.AllDevChainProtocolChanges.BogotaTime == nil {
		t.Fatal("MainnetLikeConfig changed geth's shared AllDevChainProtocolChanges")
	}
}

func TestAdjustTimeMovesChainTime(t *testing.T) {
	c := startChain(t, chain.Config{Accounts: 1})
	client := c.Client()
	defer client.Close()
	ctx := context.Background()
	before, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.AdjustTime(time.Hour); err != nil {
		t.Fatalf("AdjustTime: %v", err)
	}
	after, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if after.Time < before.Time+3600 {
		t.Fatalf("chain time moved from %d to %d, want at least +3600", before.Time, after.Time)
	}
	if err := c.AdjustTime(time.Millisecond); err == nil {
		t.Fatal("AdjustTime(1ms) succeeded, want an error")
	}
}

func TestDeriveAccountsIsDeterministic(t *testing.T) {
	a := chain.DeriveAccounts("seed", 4)
	b := chain.DeriveAccounts("seed", 4)
	c := chain.DeriveAccounts("other", 4)
	seen := map[string]bool{}
	for i := range a {
		if a[i].Address != b[i].Address {
			t.Fatalf("account %d differs between runs", i)
		}
		if a[i].Address == c[i].Address {
			t.Fatalf("account %d is the same for two seeds", i)
		}
		seen[a[i].Address.Hex()] = true
	}
	if len(seen) != 4 {
		t.Fatalf("got %d distinct addresses, want 4", len(seen))
	}
}

func TestConfigValidate(t *testing.T) {
	for _, tc := range []struct {
		name  string
		cfg   chain.Config
		field string
	}{
		{"negative chain id", chain.Config{ChainID: -1}, "ChainID"},
		{"too many accounts", chain.Config{Accounts: 5000}, "Accounts"},
		{"sub-second period", chain.Config{BlockPeriod: 10 * time.Millisecond}, "BlockPeriod"},
		{"bad port", chain.Config{Port: 70000}, "Port"},
		{"zero balance", chain.Config{Balance: new(big.Int)}, "Balance"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := chain.Start(context.Background(), tc.cfg)
			if err == nil {
				t.Fatal("Start succeeded, want a config error")
			}
			if !strings.Contains(err.Error(), tc.field) {
				t.Fatalf("error %q does not name the field %s", err, tc.field)
			}
		})
	}
}

func TestHeartbeatKeepsTimeMoving(t *testing.T) {
	c := startChain(t, chain.Config{Accounts: 1, Heartbeat: time.Second})
	client := c.Client()
	defer client.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	heads := make(chan *types.Header, 16)
	sub, err := client.SubscribeNewHead(ctx, heads)
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe()
	var first *types.Header
	for {
		select {
		case h := <-heads:
			if first == nil {
				first = h
				continue
			}
			if h.Time >= first.Time+2 {
				return // two seconds of chain time passed with no user transaction
			}
		case err := <-sub.Err():
			t.Fatal(err)
		case <-ctx.Done():
			t.Fatal("chain time did not move while idle")
		}
	}
}

func TestDataDirResumesChain(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	c, err := chain.Start(ctx, chain.Config{DataDir: dir, Accounts: 2})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.AdjustTime(time.Minute); err != nil {
		t.Fatal(err)
	}
	client := c.Client()
	head, err := client.HeaderByNumber(ctx, nil)
	client.Close()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}

	c = startChain(t, chain.Config{DataDir: dir, Accounts: 2})
	client = c.Client()
	defer client.Close()
	again, err := client.HeaderByNumber(ctx, head.Number)
	if err != nil {
		t.Fatalf("block %d after restart: %v", head.Number, err)
	}
	if again.Hash() != head.Hash() {
		t.Fatalf("block %d changed across restart: %s != %s", head.Number, again.Hash(), head.Hash())
	}
}

// TestAdjustTimeWhileTransactionsArrive: AdjustTime is the tests' clock, so it must be safe while
// other goroutines send transactions and the heartbeat seals blocks. Every transfer is mined,
// every AdjustTime succeeds, and chain time moved by at least the sum of the adjustments.
// go-ethereum's own per-transaction sealer raced AdjustTime here ("could not adjust time on
// non-empty block", or two blocks built on one parent).
func TestAdjustTimeWhileTransactionsArrive(t *testing.T) {
	c := startChain(t, chain.Config{Accounts: 4, Heartbeat: time.Second})
	client := c.Client()
	defer client.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	start := c.Time()
	signer := types.LatestSignerForChainID(c.ChainID())
	const perSender, adjustments = 15, 20
	errs := make(chan error, len(c.Accounts())+1)
	var txs sync.Map
	for _, a := range c.Accounts()[1:] {
		go func() {
			for n := range uint64(perSender) {
				tx, err := types.SignNewTx(a.Key, signer, &types.DynamicFeeTx{
					ChainID: c.ChainID(), Nonce: n, GasTipCap: big.NewInt(1), GasFeeCap: big.NewInt(params.GWei),
					Gas: params.TxGas, To: &a.Address, Value: big.NewInt(1),
				})
				if err == nil {
					err = client.SendTransaction(ctx, tx)
				}
				if err != nil {
					errs <- err
					return
				}
				txs.Store(tx.Hash(), true)
			}
			errs <- nil
		}()
	}
	go func() {
		for range adjustments {
			if err := c.AdjustTime(time.Minute); err != nil {
				errs <- err
				return
			}
		}
		errs <- nil
	}()
	for range len(c.Accounts()) {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	n := 0
	txs.Range(func(k, _ any) bool {
		n++
		for {
			r, err := client.TransactionReceipt(ctx, k.(common.Hash))
			if err == nil {
				if r.Status != types.ReceiptStatusSuccessful {
					t.Errorf("tx %s failed", k)
				}
				return true
			}
			select {
			case <-ctx.Done():
				t.Fatalf("tx %s not mined: %v", k, err)
			case <-time.After(20 * time.Millisecond):
			}
		}
	})
	if n != perSender*(len(c.Accounts())-1) {
		t.Fatalf("%d transactions sent", n)
	}
	if moved := c.Time().Sub(start); moved < adjustments*time.Minute {
		t.Fatalf("chain time moved %s, want at least %s", moved, adjustments*time.Minute)
	}
}

// TestAdvanceTo: AdvanceTo reaches a given time and leaves a chain already past it alone.
func TestAdvanceTo(t *testing.T) {
	c := startChain(t, chain.Config{Accounts: 1})
	target := c.Time().Add(90*time.Minute + 500*time.Millisecond)
	if err := c.AdvanceTo(target); err != nil {
		t.Fatal(err)
	}
	now := c.Time()
	if now.Before(target) || now.After(target.Add(2*time.Second)) {
		t.Fatalf("chain time %s after AdvanceTo(%s)", now, target)
	}
	if err := c.AdvanceTo(target.Add(-time.Hour)); err != nil || !c.Time().Equal(now) {
		t.Fatalf("AdvanceTo the past: %v, time %s -> %s", err, now, c.Time())
	}
	c.Close()
	if err := c.AdjustTime(time.Minute); !errors.Is(err, chain.ErrClosed) {
		t.Fatalf("AdjustTime after Close: %v, want ErrClosed", err)
	}
}

// TestBlockPeriodSeals runs a chain that seals on a period, as a real network does: blocks come
// while idle, a transaction waits for the next block, and AdjustTime is refused.
func TestBlockPeriodSeals(t *testing.T) {
	c := startChain(t, chain.Config{Accounts: 2, BlockPeriod: time.Second})
	client, err := ethclient.Dial(c.HTTPEndpoint())
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	start, err := client.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for {
		n, err := client.BlockNumber(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if n >= start+2 {
			break
		}
		select {
		case <-ctx.Done():
			t.Fatalf("no blocks sealed while idle: head %d, started at %d", n, start)
		case <-time.After(100 * time.Millisecond):
		}
	}
	from, to := c.Accounts()[0], c.Accounts()[1]
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	tx, err := types.SignNewTx(from.Key, types.LatestSignerForChainID(c.ChainID()), &types.DynamicFeeTx{
		ChainID: c.ChainID(), Nonce: 0, GasTipCap: big.NewInt(params.GWei), Gas: 21_000,
		GasFeeCap: new(big.Int).Add(big.NewInt(params.GWei), new(big.Int).Mul(head.BaseFee, big.NewInt(2))),
		To:        &to.Address, Value: big.NewInt(1),
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := client.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	for {
		r, err := client.TransactionReceipt(ctx, tx.Hash())
		if err == nil {
			if r.Status != types.ReceiptStatusSuccessful {
				t.Fatalf("transfer failed: %+v", r)
			}
			break
		}
		select {
		case <-ctx.Done():
			t.Fatalf("transaction never mined on a chain sealing every second: %v", err)
		case <-time.After(100 * time.Millisecond):
		}
	}
	if err := c.AdjustTime(time.Minute); err == nil || !strings.Contains(err.Error(), "BlockPeriod 0") {
		t.Fatalf("AdjustTime on a periodic chain: %v, want a refusal naming BlockPeriod", err)
	}
}

// TestDataDirDiskBounded: a chain kept in a data dir takes disk in proportion to its (tiny)
// state. With geth's default 2 GiB database cache, pebble preallocated every write-ahead log to
// its 512 MiB memtable size (282 MB on disk each): `devnet up` took 1.2 GB in its first minute.
func TestDataDirDiskBounded(t *testing.T) {
	dir := t.TempDir()
	c := startChain(t, chain.Config{DataDir: dir, Accounts: 2})
	for range 5 {
		if err := c.AdjustTime(time.Minute); err != nil {
			t.Fatal(err)
		}
	}
	var allocated int64
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		var st syscall.Stat_t
		if err := syscall.Stat(p, &st); err != nil {
			return err
		}
		allocated += st.Blocks * 512
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	const limit = 64 << 20
	if allocated > limit {
		t.Fatalf("the chain's data dir takes %d MiB of disk after 5 blocks, want under %d MiB", allocated>>20, limit>>20)
	}
	t.Logf("data dir: %d KiB on disk", allocated>>10)
}
