package contracts

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/contracts/rpctest"
	"github.com/gpumesh/gpumesh/devnet/chain"
)

type codeErr struct {
	code int
	msg  string
}

func (e codeErr) Error() string  { return e.msg }
func (e codeErr) ErrorCode() int { return e.code }

var _ rpc.Error = codeErr{}

func TestIsLogRangeError(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want bool
	}{
		{errors.New("query returned more than 10000 results"), true},
		{errors.New("block range is too large"), true},
		{errors.New("exceed maximum block range: 5000"), true},
		{errors.New("invalid params: exceed maximum block range 1024"), true},
		{errors.New("Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range"), true},
		{errors.New("eth_getLogs is limited to a 10,000 range"), true},
		{errors.New("query exceeds max results 20000, retry with the range 1-42"), true},
		{fmt.Errorf("logs: %w", codeErr{-32005, "limit exceeded"}), true},
		{codeErr{-32005, "something a provider made up"}, true},
		// Not cured by a smaller range: retried as they are.
		{errors.New("block range extends beyond current head block"), false},
		{errors.New("dial tcp 127.0.0.1:8545: connect: connection refused"), false},
		{codeErr{-32602, "invalid params"}, false},
		{context.DeadlineExceeded, false},
		{nil, false},
	} {
		if got := IsLogRangeError(tc.err); got != tc.want {
			t.Errorf("IsLogRangeError(%v) = %v, want %v", tc.err, got, tc.want)
		}
	}
}

// fakeLogs serves logs at the given blocks (one per block, index 0) and refuses ranges wider
// than cap with a range error; fail, when set, answers every query instead.
type fakeLogs struct {
	head   uint64
	blocks []uint64
	cap    uint64
	fail   error
	extra  []types.Log // returned with every answer (to check that strays are dropped)
	calls  [][2]uint64
}

func (f *fakeLogs) HeaderByNumber(context.Context, *big.Int) (*types.Header, error) {
	return &types.Header{Number: new(big.Int).SetUint64(f.head)}, nil
}

func (f *fakeLogs) FilterLogs(_ context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	from, to := q.FromBlock.Uint64(), q.ToBlock.Uint64()
	f.calls = append(f.calls, [2]uint64{from, to})
	if f.fail != nil {
		return nil, f.fail
	}
	if to-from+1 > f.cap {
		return nil, errors.New("query returned more than 10000 results")
	}
	var out []types.Log
	for _, b := range f.blocks {
		if b >= from && b <= to {
			out = append(out, types.Log{BlockNumber: b})
		}
	}
	return append(out, f.extra...), nil
}

func blocksOf(logs []types.Log) []uint64 {
	var out []uint64
	for _, l := range logs {
		out = append(out, l.BlockNumber)
	}
	return out
}

func TestLogPagerPages(t *testing.T) {
	ctx := context.Background()
	f := &fakeLogs{head: 100, blocks: []uint64{3, 10, 11, 57, 99, 100}, cap: 7,
		extra: []types.Log{{BlockNumber: 1_000_000}, {BlockNumber: 11, Removed: true}}}
	p := NewLogPager(f, 20)

	var pages []LogPage
	err := p.Each(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(2)}, func(pg LogPage) error {
		pages = append(pages, pg)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var all []types.Log
	next := uint64(2)
	for _, pg := range pages {
		if pg.From != next || pg.To < pg.From || pg.To-pg.From+1 > 7 {
			t.Fatalf("page %d-%d after block %d: pages must be contiguous and within the RPC's cap of 7", pg.From, pg.To, next-1)
		}
		next = pg.To + 1
		all = append(all, pg.Logs...)
	}
	if next != 101 {
		t.Fatalf("pages end at block %d, want the head 100", next-1)
	}
	if got, want := blocksOf(all), []uint64{3, 10, 11, 57, 99, 100}; !slices.Equal(got, want) {
		t.Fatalf("logs at blocks %v, want %v (strays outside the page and removed logs dropped)", got, want)
	}
	if got := p.current(); got > 7 {
		t.Fatalf("learned span %d, want at most the cap 7", got)
	}
	// Refused calls are those of the first page and one per growAfter pages (trying twice the
	// span again): the span that worked is kept.
	refused := 0
	for _, c := range f.calls {
		if c[1]-c[0]+1 > 7 {
			refused++
		}
	}
	if refused > 2+len(pages)/growAfter {
		t.Fatalf("%d refused calls (%v): the pager must keep the span that worked", refused, f.calls)
	}

	// Last reads backwards from the head and stops at the first page with a log.
	f.calls = nil
	l, err := p.Last(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(2), ToBlock: big.NewInt(56)})
	if err != nil || l.BlockNumber != 11 {
		t.Fatalf("Last up to 56 = %v, %v; want the log at block 11", l, err)
	}
	if _, err := p.Last(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(12), ToBlock: big.NewInt(56)}); !errors.Is(err, ErrNoEvent) {
		t.Fatalf("Last over a range without logs: %v, want ErrNoEvent", err)
	}
	if _, err := p.Last(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(101)}); !errors.Is(err, ErrNoEvent) {
		t.Fatalf("Last from after the head: %v, want ErrNoEvent", err)
	}
	if logs, err := p.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(101)}); err != nil || len(logs) != 0 {
		t.Fatalf("FilterLogs from after the head: %v, %v; want nothing", logs, err)
	}
}

func TestLogPagerErrors(t *testing.T) {
	ctx := context.Background()

	// A refusal even of one block is a named error, after log2(span) halvings, not a loop.
	f := &fakeLogs{head: 50, cap: 0}
	_, err := NewLogPager(f, 16).FilterLogs(ctx, ethereum.FilterQuery{})
	if !errors.Is(err, ErrLogRangeRefused) {
		t.Fatalf("cap 0: %v, want ErrLogRangeRefused", err)
	}
	if len(f.calls) != 5 { // 16, 8, 4, 2, 1
		t.Fatalf("cap 0: %d calls %v, want 5", len(f.calls), f.calls)
	}

	// Any other error is returned at once, without shrinking (a network failure is retried by
	// the caller, not turned into thousands of one-block queries).
	down := errors.New("connection refused")
	f = &fakeLogs{head: 50, cap: 100, fail: down}
	if _, err := NewLogPager(f, 16).FilterLogs(ctx, ethereum.FilterQuery{}); !errors.Is(err, down) || len(f.calls) != 1 {
		t.Fatalf("network error: %v after %d calls, want it after 1", err, len(f.calls))
	}

	// Tags and inverted ranges are refused with the field named.
	p := NewLogPager(&fakeLogs{head: 50, cap: 100}, 0)
	if p.MaxRange() != DefaultMaxLogRange {
		t.Fatalf("default span %d, want %d", p.MaxRange(), DefaultMaxLogRange)
	}
	for _, q := range []ethereum.FilterQuery{
		{FromBlock: big.NewInt(int64(rpc.LatestBlockNumber))},
		{FromBlock: big.NewInt(1), ToBlock: big.NewInt(int64(rpc.FinalizedBlockNumber))},
		{FromBlock: big.NewInt(9), ToBlock: big.NewInt(3)},
	} {
		if _, err := p.FilterLogs(ctx, q); !errors.Is(err, ErrBadLogQuery) {
			t.Errorf("query %v..%v: %v, want ErrBadLogQuery", q.FromBlock, q.ToBlock, err)
		}
	}

	// fn's error stops the walk and comes back unchanged.
	stop := errors.New("stop")
	f = &fakeLogs{head: 50, cap: 100}
	n := 0
	err = NewLogPager(f, 10).Each(ctx, ethereum.FilterQuery{}, func(LogPage) error { n++; return stop })
	if err != stop || n != 1 {
		t.Fatalf("Each with a failing fn: %v after %d pages, want stop after 1", err, n)
	}
}

func TestLogPagerGrowsBack(t *testing.T) {
	f := &fakeLogs{head: 10_000, cap: 5}
	p := NewLogPager(f, 40)
	if _, err := p.FilterLogs(context.Background(), ethereum.FilterQuery{ToBlock: big.NewInt(200)}); err != nil {
		t.Fatal(err)
	}
	if got := p.current(); got > 5 || got == 0 {
		t.Fatalf("span %d after refusals over 5 blocks", got)
	}
	f.cap = 40 // the dense stretch is over
	if _, err := p.FilterLogs(context.Background(), ethereum.FilterQuery{FromBlock: big.NewInt(201), ToBlock: big.NewInt(3000)}); err != nil {
		t.Fatal(err)
	}
	if got := p.current(); got != 40 {
		t.Fatalf("span %d after %d good pages, want it grown back to 40", got, 3000/5)
	}
}

// TestLogPagerCappedRPC reads a real chain through a JSON-RPC proxy that refuses eth_getLogs
// over 4 blocks with the texts hosted providers use: every log is read once, in order, the
// newest one is found backwards, and a job event lookup says "no such event" instead of failing.
func TestLogPagerCappedRPC(t *testing.T) {
	ctx := testCtx(t)
	ch, err := chain.Start(ctx, chain.Config{Accounts: 2})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ch.Close() })
	direct, err := ethclient.DialContext(ctx, ch.HTTPEndpoint())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(direct.Close)
	owner := ch.Accounts()[0]
	d, err := Deploy(ctx, direct, owner.Key, DeployConfig{})
	if err != nil {
		t.Fatal(err)
	}
	c := NewClient(direct, d)
	s := c.Sender(owner.Key)
	for i := range 20 { // a block each, all after the deployment block
		if _, err := c.Mint(ctx, s, common.BigToAddress(big.NewInt(int64(1000+i))), big.NewInt(int64(i+1))); err != nil {
			t.Fatal(err)
		}
	}

	const limit = 4
	proxy, err := rpctest.StartLogCapProxy(ch.HTTPEndpoint(), limit)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { proxy.Close() })
	capped, err := ethclient.DialContext(ctx, proxy.URL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(capped.Close)
	cc := NewClient(capped, d)

	transfer := bindings.NewTestToken().GetABI().Events["Transfer"].ID
	q := ethereum.FilterQuery{FromBlock: new(big.Int).SetUint64(d.Block), Addresses: []common.Address{d.Token}, Topics: [][]common.Hash{{transfer}}}
	want, err := direct.FilterLogs(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	if len(want) < 20 {
		t.Fatalf("%d Transfer logs on the chain, want at least 20", len(want))
	}
	if _, err := capped.FilterLogs(ctx, q); err == nil {
		t.Fatal("the proxy answered a query over more than 4 blocks; the test would prove nothing")
	}
	got, err := cc.Logs().FilterLogs(ctx, q)
	if err != nil {
		t.Fatalf("paged logs through a capped RPC: %v", err)
	}
	if len(got) != len(want) {
		t.Fatalf("%d logs through the capped RPC, %d on the chain", len(got), len(want))
	}
	for i := range want {
		if got[i].TxHash != want[i].TxHash || got[i].Index != want[i].Index {
			t.Fatalf("log %d: %s/%d, want %s/%d", i, got[i].TxHash, got[i].Index, want[i].TxHash, want[i].Index)
		}
	}
	last, err := cc.Logs().Last(ctx, q)
	if err != nil || last.TxHash != want[len(want)-1].TxHash {
		t.Fatalf("Last: %v, %v; want the log of %s", last, err, want[len(want)-1].TxHash)
	}
	for _, call := range proxy.Calls() {
		if !call.Refused && call.To-call.From+1 > limit {
			t.Fatalf("the proxy let %d-%d through", call.From, call.To)
		}
	}
	refused := 0
	for _, call := range proxy.Calls() {
		if call.Refused {
			refused++
		}
	}
	if refused == 0 || refused > len(rpctest.Refusals)+2 {
		t.Fatalf("%d refusals: want some (the default span is 2,000) and few (the span is kept)", refused)
	}

	// A job event lookup walks back to the deployment block and answers "no such event".
	if _, err := cc.SubmittedResult(ctx, [32]byte{1}); !errors.Is(err, ErrNoEvent) {
		t.Fatalf("SubmittedResult of an unknown job through a capped RPC: %v, want ErrNoEvent", err)
	}
}
