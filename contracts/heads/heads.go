// Package heads tells a chain's readers when to read again: on every new block an
// eth_subscribe("newHeads") subscription pushes, where the endpoint has subscriptions (WebSocket,
// IPC), and every Config.Poll where it has none or while the subscription is down.
//
// A tick is only a signal: readers read what they need (logs from their own cursor, the head)
// through their ordinary client, so a lost notification, a dropped connection or a node that
// pushes garbage never loses them an event. What a subscription may cost is bounded: a
// notification larger than Config.MaxMessage ends the connection (and the follower polls until
// it has subscribed again), and a flood of notifications ticks at most once per Config.MinGap.
// Every (re)subscription ticks at once, so readers catch up on the blocks that came while it was
// down.
package heads

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
)

// Config configures a Follower. The zero value polls every 500ms.
type Config struct {
	// Endpoint is a ws://, wss:// or IPC endpoint of the chain that pushes new heads. Empty (the
	// default): no subscription, the follower ticks every Poll. An http(s):// endpoint is refused
	// by Validate (it has no subscriptions).
	Endpoint string
	// Poll is the time between ticks while no subscription is live. Default 500ms.
	Poll time.Duration
	// Resync is the time between ticks while the subscription is live and quiet, in case it has
	// stalled without failing. Default 30s.
	Resync time.Duration
	// MinGap is the least time between two ticks while subscribed: notifications closer together
	// make one tick (the last one is never dropped, only delayed). Default 10ms.
	MinGap time.Duration
	// Backoff is the wait before subscribing again after a failure, doubled after each further
	// failure up to MaxBackoff; the follower polls meanwhile. Defaults 250ms and 15s.
	Backoff, MaxBackoff time.Duration
	// MaxMessage bounds one WebSocket message from the endpoint, in bytes (a header
	// notification is under 2 KiB). Default 1 MiB.
	MaxMessage int64
}

// EnsureDefaults fills unset fields with their documented defaults.
func (c *Config) EnsureDefaults() {
	if c.Poll <= 0 {
		c.Poll = 500 * time.Millisecond
	}
	if c.Resync <= 0 {
		c.Resync = 30 * time.Second
	}
	if c.MinGap <= 0 {
		c.MinGap = 10 * time.Millisecond
	}
	if c.Backoff <= 0 {
		c.Backoff = 250 * time.Millisecond
	}
	if c.MaxBackoff <= 0 {
		c.MaxBackoff = 15 * time.Second
	}
	if c.MaxMessage <= 0 {
		c.MaxMessage = 1 << 20
	}
}

// ErrNoSubscriptions reports an endpoint that cannot push new heads (HTTP).
var ErrNoSubscriptions = errors.New("heads: endpoint has no subscriptions")

// Validate checks the endpoint's scheme.
func (c *Config) Validate() error {
	if strings.HasPrefix(c.Endpoint, "http://") || strings.HasPrefix(c.Endpoint, "https://") {
		return fmt.Errorf("%w: %s; give a ws://, wss:// or IPC endpoint, or none to poll", ErrNoSubscriptions, redact(c.Endpoint))
	}
	return nil
}

// Subscriber subscribes to new heads; *ethclient.Client implements it.
type Subscriber interface {
	SubscribeNewHead(ctx context.Context, ch chan<- *types.Header) (ethereum.Subscription, error)
}

// Follower ticks its readers on new blocks. Run drives it; Ticks registers a reader.
type Follower struct {
	cfg  Config
	log  *slog.Logger
	dial func(ctx context.Context) (Subscriber, func(), error)

	mu      sync.Mutex
	readers map[chan struct{}]struct{}

	live          atomic.Bool
	subscriptions atomic.Uint64
}

// New returns a follower of cfg.Endpoint (no I/O until Run). log may be nil.
func New(cfg Config, log *slog.Logger) (*Follower, error) {
	cfg.EnsureDefaults()
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	f := &Follower{cfg: cfg, log: log, readers: map[chan struct{}]struct{}{}}
	if cfg.Endpoint != "" {
		f.dial = func(ctx context.Context) (Subscriber, func(), error) {
			c, err := rpc.DialOptions(ctx, cfg.Endpoint, rpc.WithWebsocketMessageSizeLimit(cfg.MaxMessage))
			if err != nil {
				return nil, nil, err
			}
			return ethclient.NewClient(c), c.Close, nil
		}
	}
	return f, nil
}

// Ticks registers a reader: the channel receives when the reader should read the chain again.
// Ticks coalesce (the channel holds one), so a reader that is busy reads once for all the blocks
// that came meanwhile. stop unregisters it.
func (f *Follower) Ticks() (ticks <-chan struct{}, stop func()) {
	c := make(chan struct{}, 1)
	f.mu.Lock()
	f.readers[c] = struct{}{}
	f.mu.Unlock()
	return c, func() {
		f.mu.Lock()
		delete(f.readers, c)
		f.mu.Unlock()
	}
}

// Live reports whether a subscription is live (ticks follow blocks, not the poll interval).
func (f *Follower) Live() bool { return f.live.Load() }

// Subscriptions counts the subscriptions made since Run started (1 + resubscriptions).
func (f *Follower) Subscriptions() uint64 { return f.subscriptions.Load() }

func (f *Follower) tick() {
	f.mu.Lock()
	defer f.mu.Unlock()
	for c := range f.readers {
		select {
		case c <- struct{}{}:
		default:
		}
	}
}

// Run ticks the readers until ctx ends: on new heads while subscribed, every Poll otherwise.
func (f *Follower) Run(ctx context.Context) error {
	if f.dial == nil {
		f.pollFor(ctx, 0)
		return nil
	}
	backoff := f.cfg.Backoff
	var sub Subscriber
	closeSub := func() {}
	defer func() { closeSub() }()
	for ctx.Err() == nil {
		if sub == nil {
			s, c, err := f.dial(ctx)
			if err != nil {
				f.log.Warn("new-head endpoint unreachable; polling the chain", "endpoint", redact(f.cfg.Endpoint), "retry_in", backoff, "err", err)
				f.pollFor(ctx, backoff)
				backoff = min(2*backoff, f.cfg.MaxBackoff)
				continue
			}
			sub, closeSub = s, c
		}
		started := time.Now()
		err := f.follow(ctx, sub)
		if ctx.Err() != nil {
			return nil
		}
		if time.Since(started) > f.cfg.MaxBackoff {
			backoff = f.cfg.Backoff // it lived a while: not a failing endpoint
		}
		f.log.Warn("new-head subscription lost; polling the chain until it is back", "endpoint", redact(f.cfg.Endpoint), "retry_in", backoff, "err", err)
		f.pollFor(ctx, backoff)
		backoff = min(2*backoff, f.cfg.MaxBackoff)
	}
	return nil
}

// follow subscribes and ticks on every notification until the subscription fails or ctx ends.
func (f *Follower) follow(ctx context.Context, s Subscriber) error {
	ch := make(chan *types.Header, 16)
	sub, err := s.SubscribeNewHead(ctx, ch)
	if err != nil {
		return fmt.Errorf("subscribe: %w", err)
	}
	defer sub.Unsubscribe()
	f.subscriptions.Add(1)
	f.live.Store(true)
	defer f.live.Store(false)
	f.tick() // catch up on what came before the subscription
	resync := time.NewTicker(f.cfg.Resync)
	defer resync.Stop()
	gap := time.NewTimer(0)
	defer gap.Stop()
	<-gap.C
	gapOpen, pending := true, false
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case err := <-sub.Err():
			if err == nil {
				err = errors.New("subscription ended")
			}
			return err
		case <-ch: // the header itself is not read: readers ask their client
			if !gapOpen {
				pending = true
				continue
			}
			f.tick()
			gapOpen = false
			gap.Reset(f.cfg.MinGap)
		case <-gap.C:
			if pending {
				pending = false
				f.tick()
				gap.Reset(f.cfg.MinGap)
				continue
			}
			gapOpen = true
		case <-resync.C:
			f.tick()
		}
	}
}

// pollFor ticks every Poll for d (0: until ctx ends).
func (f *Follower) pollFor(ctx context.Context, d time.Duration) {
	t := time.NewTicker(f.cfg.Poll)
	defer t.Stop()
	var end <-chan time.Time
	if d > 0 {
		e := time.NewTimer(d)
		defer e.Stop()
		end = e.C
	}
	for {
		select {
		case <-ctx.Done():
			return
		case <-end:
			return
		case <-t.C:
			f.tick()
		}
	}
}

// redact drops an endpoint's path and query, where hosted RPCs keep API keys, from messages.
func redact(endpoint string) string {
	rest, scheme := endpoint, ""
	if i := strings.Index(rest, "://"); i >= 0 {
		scheme, rest = rest[:i+3], rest[i+3:]
	}
	if i := strings.IndexAny(rest, "/?"); i >= 0 {
		rest = rest[:i] + "/…"
	}
	return scheme + rest
}
