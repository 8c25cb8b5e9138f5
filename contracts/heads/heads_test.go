package heads

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
)

// withSubscriber is New for a given subscriber.
func withSubscriber(cfg Config, s Subscriber) *Follower {
	cfg.EnsureDefaults()
	return &Follower{cfg: cfg, log: slog.New(slog.DiscardHandler), readers: map[chan struct{}]struct{}{},
		dial: func(context.Context) (Subscriber, func(), error) { return s, func() {}, nil }}
}

// fakeSub is one subscription of fakeNode: drop ends it with an error.
type fakeSub struct {
	err  chan error
	once sync.Once
}

func (s *fakeSub) Err() <-chan error { return s.err }
func (s *fakeSub) Unsubscribe()      { s.once.Do(func() { close(s.err) }) }

// fakeNode pushes heads to its current subscription; refuse makes the next subscriptions fail.
type fakeNode struct {
	mu     sync.Mutex
	ch     chan<- *types.Header
	sub    *fakeSub
	refuse int
	subbed chan struct{}
}

func (n *fakeNode) SubscribeNewHead(_ context.Context, ch chan<- *types.Header) (ethereum.Subscription, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.refuse > 0 {
		n.refuse--
		return nil, errors.New("refused")
	}
	n.ch, n.sub = ch, &fakeSub{err: make(chan error, 1)}
	n.subbed <- struct{}{}
	return n.sub, nil
}

func (n *fakeNode) push(t *testing.T) {
	t.Helper()
	n.mu.Lock()
	ch := n.ch
	n.mu.Unlock()
	select {
	case ch <- &types.Header{}:
	case <-time.After(10 * time.Second):
		t.Fatal("the follower does not read its subscription")
	}
}

func (n *fakeNode) drop() {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.sub.err <- errors.New("connection reset")
}

func waitTick(t *testing.T, ticks <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ticks:
	case <-time.After(10 * time.Second):
		t.Fatalf("no tick %s", what)
	}
}

func noTick(t *testing.T, ticks <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ticks:
		t.Fatalf("a tick %s", what)
	default:
	}
}

// TestFollowerSubscription: a subscription ticks readers when it starts (catch-up) and on each
// head, and nothing else while the heads are quiet (no polling: Poll and Resync are far away); a
// dropped subscription polls and subscribes again, ticking when it has.
func TestFollowerSubscription(t *testing.T) {
	node := &fakeNode{subbed: make(chan struct{}, 4), refuse: 1}
	f := withSubscriber(Config{Poll: time.Hour, Resync: time.Hour, MinGap: time.Nanosecond, Backoff: time.Millisecond}, node)
	ticks, stop := f.Ticks()
	defer stop()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); _ = f.Run(ctx) }()
	defer func() { cancel(); <-done }()

	<-node.subbed // after one refusal and a backoff
	waitTick(t, ticks, "on subscribing (catch-up)")
	if !f.Live() {
		t.Fatal("subscribed but not live")
	}
	noTick(t, ticks, "without a head")
	for range 3 {
		node.push(t)
		waitTick(t, ticks, "on a head")
	}
	node.drop()
	<-node.subbed
	waitTick(t, ticks, "on subscribing again")
	if got := f.Subscriptions(); got != 2 {
		t.Fatalf("subscriptions = %d, want 2", got)
	}
	node.push(t)
	waitTick(t, ticks, "on a head after resubscribing")
}

// TestFollowerCoalesces: a reader busy through a flood of heads finds a tick when it looks, and
// another for the heads after the first tick once MinGap has passed: the last head is never left
// without a tick.
func TestFollowerCoalesces(t *testing.T) {
	node := &fakeNode{subbed: make(chan struct{}, 1)}
	f := withSubscriber(Config{Poll: time.Hour, Resync: time.Hour, MinGap: 200 * time.Millisecond}, node)
	ticks, stop := f.Ticks()
	defer stop()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); _ = f.Run(ctx) }()
	defer func() { cancel(); <-done }()
	<-node.subbed
	waitTick(t, ticks, "on subscribing")
	// The reader is busy (does not take ticks) while 50 heads arrive: it finds one tick when it
	// looks, and one more once the gap has passed (the heads after the first tick).
	for range 50 {
		node.push(t)
	}
	waitTick(t, ticks, "after a flood of heads")
	waitTick(t, ticks, "for the heads the first tick did not cover")
}

// TestFollowerPolls: without an endpoint the follower ticks every Poll.
func TestFollowerPolls(t *testing.T) {
	f, err := New(Config{Poll: time.Millisecond}, nil)
	if err != nil {
		t.Fatal(err)
	}
	ticks, stop := f.Ticks()
	defer stop()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); _ = f.Run(ctx) }()
	for range 3 {
		waitTick(t, ticks, "while polling")
	}
	cancel()
	<-done
	if f.Live() {
		t.Fatal("live without a subscription")
	}
}

func TestConfigValidate(t *testing.T) {
	for _, tc := range []struct {
		endpoint string
		ok       bool
	}{{"", true}, {"ws://127.0.0.1:8546", true}, {"wss://rpc.example/key", true}, {"/tmp/geth.ipc", true}, {"http://127.0.0.1:8545", false}, {"https://rpc.example/secret", false}} {
		_, err := New(Config{Endpoint: tc.endpoint}, nil)
		if (err == nil) != tc.ok {
			t.Errorf("%q: err = %v, want ok %v", tc.endpoint, err, tc.ok)
		}
		if err != nil && (!errors.Is(err, ErrNoSubscriptions) || strings.Contains(err.Error(), "secret")) {
			t.Errorf("%q: err = %v, want ErrNoSubscriptions without the path", tc.endpoint, err)
		}
	}
}
