package intake

import (
	"context"
	"io"
	"math/big"
	"net"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/heads"
	"github.com/gpumesh/gpumesh/devnet/chain"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// countingRunner admits everything and counts the jobs submitted to it.
type countingRunner struct {
	mu   sync.Mutex
	jobs map[contracts.JobID]int
}

func (r *countingRunner) AdmitWith(runner.Job, []runner.Job) error { return nil }
func (r *countingRunner) EarliestStartWith(runner.Job, []runner.Job, time.Duration) (time.Time, []contracts.JobID, bool) {
	return time.Now(), nil, true
}
func (r *countingRunner) Get(contracts.JobID) (runner.Record, error) {
	return runner.Record{}, runner.ErrNotFound
}
func (r *countingRunner) Submit(_ context.Context, j runner.Job) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.jobs[j.ID]++
	return nil
}
func (r *countingRunner) count(id contracts.JobID) int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.jobs[id]
}

// watchOn is the watcher's chain: the contracts client's log pager and the node's headers.
type watchOn struct {
	*contracts.Client
	eth *ethclient.Client
}

func (w watchOn) HeaderByNumber(ctx context.Context, n *big.Int) (*types.Header, error) {
	return w.eth.HeaderByNumber(ctx, n)
}

// TestWatcherReorg replaces the block that carried a JobOpened event, on a real chain, and
// checks that the job reaches the runner exactly once: with a confirmation depth the event is
// not acted on until it is buried (the replaced block never shows), and without one the event
// already acted on is found again in its new block (the watcher sees the hash before its cursor
// change and reads the replaced blocks again) and skipped.
func TestWatcherReorg(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: starts a devnet chain and reorganises it (make test runs it)")
	}
	for _, confirmations := range []uint64{0, 2} {
		t.Run(map[uint64]string{0: "acted_then_replaced", 2: "replaced_before_confirmed"}[confirmations], func(t *testing.T) {
			watcherReorg(t, confirmations)
		})
	}
	// The new branch carries the opening in a block the watcher already read past (as an empty
	// block of the old branch): without the hash check before the cursor the event is lost.
	t.Run("moved_below_cursor", func(t *testing.T) { watcherReorgMoved(t) })
}

func watcherReorg(t *testing.T, confirmations uint64) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	f := newReorgFixture(t, ctx, confirmations)
	ch, eth, c, d, req, run, a, oc := f.ch, f.eth, f.c, f.d, f.req, f.run, f.a, f.oc
	w := f.in.Watcher(watchOn{c, eth}, d.Escrow, d.Block)
	from, prev := d.Block, common.Hash{}
	poll := func() { t.Helper(); from, prev = pollAsRun(t, ctx, w, from, prev) }
	poll()

	r, err := c.OpenJob(ctx, req, oc, a.Signature)
	if err != nil {
		t.Fatal(err)
	}
	opened := r.BlockNumber.Uint64()
	openTx, _, err := eth.TransactionByHash(ctx, r.TxHash)
	if err != nil {
		t.Fatal(err)
	}
	poll()
	want := 1
	if confirmations > 0 {
		want = 0 // the event's block is the head: not buried yet
	}
	if got := run.count(a.JobID); got != want {
		t.Fatalf("after the opening: the runner got the job %d times, want %d", got, want)
	}

	// The reorganisation: the opening's block is dropped, and the same transaction is mined in a
	// block of the new branch, a second later.
	if err := ch.Rewind(opened - 1); err != nil {
		t.Fatal(err)
	}
	if err := ch.AdjustTime(time.Second); err != nil {
		t.Fatal(err)
	}
	if st, err := c.JobState(ctx, a.JobID); err != nil || st.Status != contracts.StatusNone {
		t.Fatalf("after the rewind the job is %v (%v), want not opened", st, err)
	}
	if err := eth.SendTransaction(ctx, openTx); err != nil {
		t.Fatalf("send the opening again in the new branch: %v", err)
	}
	r2, err := contracts.WaitReceipt(ctx, eth, openTx.Hash(), 50*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if r2.BlockHash == r.BlockHash {
		t.Fatal("the opening landed in the same block: no reorganisation happened")
	}
	for range confirmations {
		if err := ch.AdjustTime(time.Second); err != nil {
			t.Fatal(err)
		}
	}
	poll()
	poll()
	if got := run.count(a.JobID); got != 1 {
		t.Fatalf("after the reorganisation: the runner got the job %d times, want exactly 1", got)
	}
	t.Logf("JobOpened in block %d (%s), replaced by block %d (%s); confirmations %d; delivered once; cursor %d",
		opened, r.BlockHash, r2.BlockNumber, r2.BlockHash, confirmations, from)
}

// pollAsRun polls once the way Run does: a failed poll keeps the pages it handled and is tried
// again at the next tick. Right after a reorganisation the node's log index can still name the
// replaced blocks ("failed to retrieve log value pointer ... not found"), as a real node's does
// for a moment; the watcher rides that out by polling again, and so does this helper, a bounded
// number of times.
func pollAsRun(t *testing.T, ctx context.Context, w *Watcher, from uint64, prev common.Hash) (uint64, common.Hash) {
	t.Helper()
	for try := 1; ; try++ {
		next, last, err := w.poll(ctx, from, prev)
		from, prev = next, last
		if err == nil {
			return from, prev
		}
		if try == 50 {
			t.Fatalf("poll failed %d times in a row: %v", try, err)
		}
		t.Logf("poll %d failed, polling again as Run does: %v", try, err)
		select {
		case <-ctx.Done():
			t.Fatal(ctx.Err())
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// reorgFixture is a deployed chain with a staked provider, a funded requester, and an intake
// holding one signed, unopened acceptance.
type reorgFixture struct {
	ch  *chain.Chain
	eth *ethclient.Client
	c   *contracts.Client
	d   *contracts.Deployment
	req *contracts.Sender
	in  *Intake
	run *countingRunner
	a   *market.Acceptance
	oc  *contracts.Acceptance
}

func newReorgFixture(t *testing.T, ctx context.Context, confirmations uint64) *reorgFixture {
	t.Helper()
	ch, err := chain.Start(ctx, chain.Config{Accounts: 3})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ch.Close() })
	eth := ch.Client()
	t.Cleanup(eth.Close)
	keys := ch.Accounts()
	d, err := contracts.Deploy(ctx, eth, keys[0].Key, contracts.DeployConfig{})
	if err != nil {
		t.Fatal(err)
	}
	c := contracts.NewClient(eth, d)
	owner, prov, req := c.Sender(keys[0].Key), c.Sender(keys[1].Key), c.Sender(keys[2].Key)
	tok := func(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1_000_000)) }
	for _, step := range []func() (*types.Receipt, error){
		func() (*types.Receipt, error) { return c.Mint(ctx, owner, req.Address(), tok(1000)) },
		func() (*types.Receipt, error) { return c.Mint(ctx, owner, prov.Address(), tok(1000)) },
		func() (*types.Receipt, error) { return c.Register(ctx, prov, []byte("peer"), "meta") },
		func() (*types.Receipt, error) { return c.Approve(ctx, prov, d.Registry, tok(500)) },
		func() (*types.Receipt, error) { return c.Stake(ctx, prov, tok(500)) },
		func() (*types.Receipt, error) { return c.Approve(ctx, req, d.Escrow, tok(10)) },
	} {
		if _, err := step(); err != nil {
			t.Fatal(err)
		}
	}
	db, err := pebble.Open(filepath.Join(t.TempDir(), "node"), quietDB())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	f := &reorgFixture{ch: ch, eth: eth, c: c, d: d, req: req, run: &countingRunner{jobs: map[contracts.JobID]int{}}}
	cfg := testConfig()
	cfg.Confirmations = confirmations
	if f.in, err = New(cfg, Deps{DB: db, Key: keys[1].Key, Domain: d.Domain(), Chain: c, Runner: f.run}); err != nil {
		t.Fatal(err)
	}
	specCID, spec := canonicalSpec(t)
	now := ch.Time()
	f.a = &market.Acceptance{
		JobID: contracts.NewJobID(req.Address()), Requester: req.Address(), SpecCID: specCID,
		Price: tok(10), Collateral: tok(20), Deadline: uint64(now.Unix()) + 3600, Class: market.ClassBatch,
		Expiry: uint64(now.Unix()) + 1800,
	}
	if err := f.a.Sign(keys[1].Key, d.Domain()); err != nil {
		t.Fatal(err)
	}
	if err := f.in.Pending.Put(&Pending{Acceptance: f.a, Spec: spec, Signed: time.Now()}); err != nil {
		t.Fatal(err)
	}
	if f.oc, err = f.a.OnChain(); err != nil {
		t.Fatal(err)
	}
	return f
}

func watcherReorgMoved(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	f := newReorgFixture(t, ctx, 0)
	w := f.in.Watcher(watchOn{f.c, f.eth}, f.d.Escrow, f.d.Block)
	from, prev := f.d.Block, common.Hash{}
	poll := func() { t.Helper(); from, prev = pollAsRun(t, ctx, w, from, prev) }
	// The old branch: two empty blocks, read by the watcher.
	for range 2 {
		if err := f.ch.AdjustTime(time.Second); err != nil {
			t.Fatal(err)
		}
	}
	poll()
	head, err := f.eth.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	// The new branch forks below the watcher's cursor and carries the opening there.
	if err := f.ch.Rewind(head - 2); err != nil {
		t.Fatal(err)
	}
	r, err := f.c.OpenJob(ctx, f.req, f.oc, f.a.Signature)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if err := f.ch.AdjustTime(time.Second); err != nil {
			t.Fatal(err)
		}
	}
	if r.BlockNumber.Uint64() >= from {
		t.Fatalf("the opening landed in block %d, not below the watcher's cursor %d", r.BlockNumber, from)
	}
	poll()
	if got := f.run.count(f.a.JobID); got != 1 {
		t.Fatalf("the opening moved to block %d below the cursor: the runner got the job %d times, want 1", r.BlockNumber, got)
	}
	t.Logf("old head %d read; new branch from %d carries the opening in block %d; delivered once", head, head-2, r.BlockNumber)
}

// TestWatcherSubscriptionDropped follows the chain's new heads over a real WebSocket
// subscription (through a proxy the test cuts) and polls never (Poll an hour): a job opened while
// the subscription is down reaches the runner once it is back, from the watcher's cursor, by the
// catch-up read every (re)subscription starts with.
func TestWatcherSubscriptionDropped(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: starts a devnet chain and cuts its WebSocket subscription through a proxy (make test runs it)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	f := newReorgFixture(t, ctx, 0)
	proxy := startCutProxy(t, strings.TrimPrefix(f.ch.WSEndpoint(), "ws://"))
	blocks, err := heads.New(heads.Config{Endpoint: "ws://" + proxy.addr(), Poll: time.Hour, Resync: time.Hour,
		Backoff: 20 * time.Millisecond, MaxBackoff: 100 * time.Millisecond}, nil)
	if err != nil {
		t.Fatal(err)
	}
	w := f.in.Watcher(watchOn{f.c, f.eth}, f.d.Escrow, f.d.Block)
	w.FollowBlocks(blocks)
	runCtx, stop := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Add(2)
	go func() { defer wg.Done(); _ = blocks.Run(runCtx) }()
	go func() { defer wg.Done(); _ = w.Run(runCtx) }()
	defer func() { stop(); wg.Wait() }()
	waitFor(t, ctx, "the subscription", blocks.Live)
	caughtUp := func() bool {
		from, _, err := f.in.Pending.cursor()
		head, herr := f.eth.BlockNumber(ctx)
		return err == nil && herr == nil && from > head
	}
	waitFor(t, ctx, "the first read", caughtUp)

	// Nothing ticks while the subscription is down (no polling): only the catch-up read of the
	// resubscription can find the job.
	proxy.cut()
	waitFor(t, ctx, "the subscription to drop", func() bool { return !blocks.Live() })
	if _, err := f.c.OpenJob(ctx, f.req, f.oc, f.a.Signature); err != nil {
		t.Fatal(err)
	}
	proxy.restore()
	waitFor(t, ctx, "the job opened while the subscription was down", func() bool { return f.run.count(f.a.JobID) == 1 })
	if n := blocks.Subscriptions(); n < 2 {
		t.Fatalf("subscriptions = %d, want a resubscription", n)
	}
	// A new block after the catch-up: the job is not delivered again.
	if err := f.ch.AdjustTime(time.Second); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the watcher to read past the opening", caughtUp)
	if got := f.run.count(f.a.JobID); got != 1 {
		t.Fatalf("the runner got the job %d times, want 1", got)
	}
}

func waitFor(t *testing.T, ctx context.Context, what string, cond func() bool) {
	t.Helper()
	for !cond() {
		select {
		case <-ctx.Done():
			t.Fatalf("waiting for %s: %v", what, ctx.Err())
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// cutProxy forwards TCP connections to target until cut, which closes them and refuses new
// ones until restore.
type cutProxy struct {
	ln     net.Listener
	target string
	mu     sync.Mutex
	conns  []net.Conn
	isCut  bool
}

func startCutProxy(t *testing.T, target string) *cutProxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &cutProxy{ln: ln, target: target}
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			p.serve(c)
		}
	}()
	t.Cleanup(func() { ln.Close(); <-done; p.cut() })
	return p
}

func (p *cutProxy) addr() string { return p.ln.Addr().String() }

func (p *cutProxy) serve(c net.Conn) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.isCut {
		c.Close()
		return
	}
	u, err := net.Dial("tcp", p.target)
	if err != nil {
		c.Close()
		return
	}
	p.conns = append(p.conns, c, u)
	go func() { _, _ = io.Copy(u, c); u.Close() }()
	go func() { _, _ = io.Copy(c, u); c.Close() }()
}

func (p *cutProxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.isCut = true
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}

func (p *cutProxy) restore() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.isCut = false
}
