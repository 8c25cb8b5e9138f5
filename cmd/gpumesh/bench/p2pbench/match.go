package p2pbench

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/p2p/protocol/ping"
	"golang.org/x/sync/errgroup"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/markettest"
	"github.com/gpumesh/gpumesh/market/offers"
	"github.com/gpumesh/gpumesh/market/propose"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
)

// BurstMatchBenchConfig configures RunBurstMatchBench. Zero values take the defaults.
type BurstMatchBenchConfig struct {
	// Providers on loopback (plus one requester). Default 50.
	Providers int
	// Matches measured, one after the other. Default 500.
	Matches int
	// Degree is the number of random extra connections each node opens (plus a ring). Default 4.
	Degree int
	// QUIC adds the QUIC transport; default TCP only (see GossipBenchConfig.QUIC).
	QUIC bool
	// Seed for the topology. Default 1.
	Seed uint64
}

func (c *BurstMatchBenchConfig) defaults() {
	if c.Providers == 0 {
		c.Providers = 50
	}
	if c.Matches == 0 {
		c.Matches = 500
	}
	if c.Degree == 0 {
		c.Degree = 4
	}
	if c.Seed == 0 {
		c.Seed = 1
	}
}

// BurstMatchBenchReport is the result of RunBurstMatchBench.
type BurstMatchBenchReport struct {
	Config BurstMatchBenchConfig
	// Match: pick the best offer from the local book, sign a Proposal, one round trip over
	// /gpumesh/propose/1, verify the signed Acceptance. Every match.
	Match Dist
	// Cold: matches with a provider the requester had no connection to (the dial, from the
	// addresses in the provider's gossiped binding, is included).
	Cold Dist
	// Warm: matches over an existing connection.
	Warm Dist
	// Ping: libp2p ping round trip to the same provider over the same connection (baseline).
	Ping Dist
	// BookSize is the number of offers in the requester's book when matching started.
	BookSize int
	Setup    time.Duration
	// CPUPerMatch is the process CPU time (requester and providers) per match; LoadAvg the
	// machine's 1-minute load average at the end.
	CPUPerMatch time.Duration
	LoadAvg     string
}

// Metrics returns burst_match_p99_ms (the target metric, over every match) and companions.
func (r *BurstMatchBenchReport) Metrics() map[string]float64 {
	return map[string]float64{
		"burst_match_p50_ms":      ms(r.Match.P50),
		"burst_match_p90_ms":      ms(r.Match.P90),
		"burst_match_p99_ms":      ms(r.Match.P99),
		"burst_match_warm_p99_ms": ms(r.Warm.P99),
		"burst_match_cold_p99_ms": ms(r.Cold.P99),
		"ping_p50_ms":             ms(r.Ping.P50),
		"ping_p99_ms":             ms(r.Ping.P99),
		"cpu_ms_per_match":        ms(r.CPUPerMatch),
		"providers":               float64(r.Config.Providers),
		"matches":                 float64(r.Config.Matches),
	}
}

// WriteTable writes the report as a table.
func (r *BurstMatchBenchReport) WriteTable(w io.Writer) error {
	transport := "TCP only"
	if r.Config.QUIC {
		transport = "TCP+QUIC"
	}
	return writeRows(w,
		fmt.Sprintf("match: burst match latency, 1 requester + %d providers on loopback (%s), book of %d offers, %d matches",
			r.Config.Providers, transport, r.BookSize, r.Config.Matches),
		[]row{
			{"book -> proposal -> verified acceptance", r.Match, ratio(r.Match.P99, r.Ping.P99)},
			{"  over an existing connection", r.Warm, ratio(r.Warm.P99, r.Ping.P99)},
			{"  first contact (dial included)", r.Cold, ratio(r.Cold.P99, r.Ping.P99)},
			{"baseline: libp2p ping RTT, same peer", r.Ping, "1.0x"},
		},
		[]string{
			fmt.Sprintf("target burst_match_p99_ms < 50: measured %.2f ms", ms(r.Match.P99)),
			"each match: best live burst offer from the local book (cheapest; a provider is busy until every provider has had a job),",
			"EIP-712 sign, stream with bindings both ways, provider verifies + signs, requester verifies signature, binding and terms",
			fmt.Sprintf("CPU per match (requester + provider, incl. the baseline ping): %.2f ms; machine load average %s on %d CPUs",
				ms(r.CPUPerMatch), r.LoadAvg, runtime.NumCPU()),
			fmt.Sprintf("setup (hosts, mesh, book filled by gossip): %s", r.Setup.Round(time.Millisecond)),
		})
}

// RunBurstMatchBench measures burst matching on a loopback network: providers gossip offers
// into the requester's book, then the requester runs cfg.Matches matches one after another.
func RunBurstMatchBench(ctx context.Context, cfg BurstMatchBenchConfig) (*BurstMatchBenchReport, error) {
	cfg.defaults()
	rep := &BurstMatchBenchReport{Config: cfg}
	setupStart := time.Now()
	peers, err := p2ptest.StartPeers(ctx, cfg.Providers+1, p2ptest.Options{TCPOnly: !cfg.QUIC})
	if err != nil {
		return nil, fmt.Errorf("match bench: start hosts: %w", err)
	}
	defer p2ptest.ClosePeers(peers)
	req, provs := peers[0], peers[1:]
	// The requester joins the network like any node: a few links, not one to every provider.
	if err := p2ptest.ConnectRing(ctx, peers, cfg.Degree, cfg.Seed); err != nil {
		return nil, fmt.Errorf("match bench: connect: %w", err)
	}

	dom := markettest.Domain()
	for _, p := range provs {
		svc, err := propose.NewService(p.Node, propose.Config{Domain: dom}, acceptor(p))
		if err != nil {
			return nil, err
		}
		if err := svc.Start(); err != nil {
			return nil, err
		}
		defer svc.Close()
	}
	client, err := propose.NewClient(req.Node, propose.Config{Domain: dom})
	if err != nil {
		return nil, err
	}

	runCtx, cancel := context.WithCancel(ctx)
	g, gctx := errgroup.WithContext(runCtx)
	defer func() { cancel(); _ = g.Wait() }()
	topics := make([]*offers.Topic, len(peers))
	book := markettest.NewMemBook()
	for i, p := range peers {
		top, err := offers.Join(p.Node, offers.Config{Domain: dom})
		if err != nil {
			return nil, err
		}
		defer top.Close()
		topics[i] = top
		if i == 0 {
			g.Go(func() error { return top.Feed(gctx, book) })
		} else {
			g.Go(func() error { // drain: providers do not keep a book in this bench
				for {
					if _, err := top.Next(gctx); err != nil {
						return nil
					}
				}
			})
		}
	}
	if err := p2ptest.WaitMeshAll(ctx, peers, offers.ID, 3); err != nil {
		return nil, fmt.Errorf("match bench: mesh: %w", err)
	}
	exp := time.Now().Add(30 * time.Minute)
	for i, p := range provs {
		o, err := markettest.Offer(p, 1, int64(1000+7*i%50), exp)
		if err != nil {
			return nil, err
		}
		if err := topics[i+1].Publish(ctx, o); err != nil {
			return nil, err
		}
	}
	wctx, wcancel := context.WithTimeout(ctx, 30*time.Second)
	err = book.WaitFor(wctx, func(m map[common.Address]*market.Offer) bool { return len(m) == cfg.Providers })
	wcancel()
	if err != nil {
		return nil, fmt.Errorf("match bench: requester's book holds %d of %d offers: %w", book.Len(), cfg.Providers, err)
	}
	rep.BookSize = book.Len()
	rep.Setup = time.Since(setupStart)

	var (
		busy          = map[common.Address]bool{}
		all, cold, wm []time.Duration
		pings         []time.Duration
		h             = req.Node.Host()
	)
	cpu0 := cpuTime()
	for i := range cfg.Matches {
		if len(busy) == cfg.Providers {
			clear(busy)
		}
		start := time.Now()
		o, ok := book.Best(market.ClassBurst, start, func(o *market.Offer) bool { return busy[o.Provider] })
		if !ok {
			return nil, fmt.Errorf("match bench: no live burst offer in the book")
		}
		pid, err := peer.Decode(o.PeerID)
		if err != nil {
			return nil, err
		}
		connected := len(h.Network().ConnsToPeer(pid)) > 0
		price, _ := o.PriceFor(market.ClassBurst)
		p, err := markettest.Proposal(req, o.Provider, uint64(i+1), price.Int64()*60, start.Add(5*time.Minute))
		if err != nil {
			return nil, err
		}
		a, err := client.Propose(ctx, pid, p)
		d := time.Since(start)
		if err != nil {
			return nil, fmt.Errorf("match bench: match %d with %s: %w", i, pid, err)
		}
		if a.JobID != p.JobID {
			return nil, fmt.Errorf("match bench: acceptance for another job")
		}
		busy[o.Provider] = true
		all = append(all, d)
		if connected {
			wm = append(wm, d)
		} else {
			cold = append(cold, d)
		}
		pctx, pcancel := context.WithTimeout(ctx, 5*time.Second)
		res := <-ping.Ping(pctx, h, pid)
		pcancel()
		if res.Error != nil {
			return nil, fmt.Errorf("match bench: ping baseline: %w", res.Error)
		}
		pings = append(pings, res.RTT)
	}
	rep.CPUPerMatch = (cpuTime() - cpu0) / time.Duration(cfg.Matches)
	rep.LoadAvg = loadAvg()
	rep.Match, rep.Cold, rep.Warm, rep.Ping = dist(all), dist(cold), dist(wm), dist(pings)
	return rep, nil
}

func acceptor(p *p2ptest.Peer) propose.Acceptor {
	var mu sync.Mutex
	return propose.AcceptorFunc(func(_ context.Context, pr *market.Proposal, _ peer.ID) (*market.Acceptance, error) {
		mu.Lock() // one signer per provider, as a daemon with one wallet would have
		defer mu.Unlock()
		return markettest.Accept(p, pr, time.Now().Add(5*time.Minute))
	})
}
