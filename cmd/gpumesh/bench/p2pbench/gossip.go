package p2pbench

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"runtime/pprof"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"golang.org/x/sync/errgroup"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/markettest"
	"github.com/gpumesh/gpumesh/market/offers"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/gossip"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
)

// GossipBenchConfig configures RunGossipBench. Zero values take the defaults.
type GossipBenchConfig struct {
	// Nodes on loopback. Default 50.
	Nodes int
	// Publishers among them (providers). Default 10.
	Publishers int
	// Messages published in total, one after the other (each waits until every node has it).
	// Default 100.
	Messages int
	// Degree is the number of random extra connections each node opens (plus a ring). Default 4.
	Degree int
	// QUIC adds the QUIC transport; default TCP only (50 hosts on 2 shared cores: QUIC's
	// per-connection goroutines and timers add noise and nothing to what is measured).
	QUIC bool
	// PingSamples for the baseline. Default 200.
	PingSamples int
	// Seed for the topology. Default 1.
	Seed uint64
	// AsyncValidation runs validators on a goroutine per message instead of inline on pubsub's
	// workers (gossip.WithInlineValidation(false)), for comparison.
	AsyncValidation bool
	// MeshDegree, when set, replaces GossipSub's mesh degree D on every node (Dlo D-1, Dhi
	// D+p2p.MeshSlack, Dscore 2D/3, Dout below D/2); default: the node's (p2p.DefaultGossipParams,
	// D=4; pubsub's own is 6). To weigh D's CPU against delivery: every offer must still reach
	// every node, or the run fails.
	MeshDegree int
	// MeshLow, when set, replaces Dlo (default D-1, as the node's): a heartbeat grafts peers
	// only into a mesh below it, so between Dlo and D a mesh keeps what it has.
	MeshLow int
	// MeshHigh, when set, replaces Dhi (default D+p2p.MeshSlack, as the node's): a mesh grown
	// above it by grafts from other nodes is pruned back to D at a heartbeat. Every node forwards
	// each offer to its whole mesh, so the mean mesh size, not D, sets the copies per offer.
	MeshHigh int
	// IDontWantBytes, when set, replaces pubsub's IDONTWANT threshold on every node: a node that
	// receives a message of at least this many bytes tells its mesh, before validating it, not
	// to send it a copy. Default: the node's (pubsub's 1 KiB, above an offer's size, so off).
	IDontWantBytes int
	// CPUProfile, when set, receives a pprof CPU profile of the measured part (publishing and
	// delivering every offer to every node), to see what besides the signature costs CPU.
	CPUProfile io.Writer
}

func (c *GossipBenchConfig) defaults() {
	if c.Nodes == 0 {
		c.Nodes = 50
	}
	if c.Publishers == 0 {
		c.Publishers = 10
	}
	if c.Messages == 0 {
		c.Messages = 100
	}
	if c.Degree == 0 {
		c.Degree = 4
	}
	if c.PingSamples == 0 {
		c.PingSamples = 200
	}
	if c.Seed == 0 {
		c.Seed = 1
	}
}

// GossipBenchReport is the result of RunGossipBench.
type GossipBenchReport struct {
	Config GossipBenchConfig
	// Delivery: publish to validated delivery at one node, every (message, node) pair.
	Delivery Dist
	// Full: publish to delivery at the last node, per message.
	Full Dist
	// Ping: libp2p ping round trip over an existing connection (baseline).
	Ping Dist
	// Setup is the time to start the hosts and form the mesh.
	Setup time.Duration
	// CPUPerMessage is the process CPU time (all nodes) per published offer during the
	// measured phase; LoadAvg the machine's 1-minute load average at the end (the hosts share
	// the machine's cores with whatever else runs).
	CPUPerMessage time.Duration
	LoadAvg       string
	// Refused counts messages a node's validator refused. Honest offers are never refused, and
	// pubsub drops copies of a message already seen before validating them, so anything here
	// (a replay) would be a message validated twice.
	Refused int64
	// Traffic is what every node's pubsub received and sent during the measured phase, summed
	// over the nodes; MeshAvg the mean mesh size of the offers topic at its end. The transport's
	// share of the CPU scales with the copies and RPCs per offer.
	Traffic p2ptest.Traffic
	MeshAvg float64
}

// Metrics returns gossip_p99_ms (the target metric: P99 of publish-to-delivery over every
// receiving node) and companions.
func (r *GossipBenchReport) Metrics() map[string]float64 {
	return map[string]float64{
		"gossip_p50_ms":      ms(r.Delivery.P50),
		"gossip_p90_ms":      ms(r.Delivery.P90),
		"gossip_p99_ms":      ms(r.Delivery.P99),
		"gossip_full_p99_ms": ms(r.Full.P99),
		"ping_p50_ms":        ms(r.Ping.P50),
		"ping_p99_ms":        ms(r.Ping.P99),
		"cpu_ms_per_msg":     ms(r.CPUPerMessage),
		"refused":            float64(r.Refused),
		"copies_per_msg":     r.perMsg(r.Traffic.Delivered + r.Traffic.Duplicates),
		"rpcs_per_msg":       r.perMsg(r.Traffic.SentRPCs),
		"msg_bytes":          r.msgBytes(),
		"mesh_avg":           r.MeshAvg,
		"nodes":              float64(r.Config.Nodes),
		"messages":           float64(r.Config.Messages),
	}
}

// perMsg is n per published offer.
func (r *GossipBenchReport) perMsg(n int64) float64 {
	return float64(n) / float64(max(1, r.Config.Messages))
}

// msgBytes is the mean size of a pubsub message's data on the wire (the encoded envelope).
func (r *GossipBenchReport) msgBytes() float64 {
	return float64(r.Traffic.SentBytes) / float64(max(1, r.Traffic.SentMessages))
}

// WriteTable writes the report as a table.
func (r *GossipBenchReport) WriteTable(w io.Writer) error {
	transport := "TCP only"
	if r.Config.QUIC {
		transport = "TCP+QUIC"
	}
	return writeRows(w,
		fmt.Sprintf("gossip: offer propagation, %d nodes on loopback (%s, ring + %d random links each), %d offers from %d providers",
			r.Config.Nodes, transport, r.Config.Degree, r.Config.Messages, r.Config.Publishers),
		[]row{
			{"publish -> delivered at a node", r.Delivery, ratio(r.Delivery.P99, r.Ping.P99)},
			{"publish -> delivered at all nodes", r.Full, ratio(r.Full.P99, r.Ping.P99)},
			{"baseline: libp2p ping RTT", r.Ping, "1.0x"},
		},
		[]string{
			fmt.Sprintf("target gossip_p99_ms < 250: measured %.2f ms", ms(r.Delivery.P99)),
			"delivery = after the full validator (binding, rate, expiry, EIP-712 signature, replay) on every hop",
			fmt.Sprintf("CPU per offer, all %d nodes together: %.1f ms (validation, pubsub, transport); machine load average %s on %d CPUs",
				r.Config.Nodes, ms(r.CPUPerMessage), r.LoadAvg, runtime.NumCPU()),
			fmt.Sprintf("every offer reached all %d other nodes; messages refused by a validator (a copy validated twice would count): %d", r.Config.Nodes-1, r.Refused),
			fmt.Sprintf("per offer, all nodes: %.0f copies received (%.0f first, the rest duplicates), %.0f RPCs sent; %.0f bytes a message; mean mesh %.1f peers",
				r.perMsg(r.Traffic.Delivered+r.Traffic.Duplicates), r.perMsg(r.Traffic.Delivered), r.perMsg(r.Traffic.SentRPCs), r.msgBytes(), r.MeshAvg),
			fmt.Sprintf("setup (hosts + mesh): %s", r.Setup.Round(time.Millisecond)),
		})
}

type msgKey struct {
	provider common.Address
	nonce    uint64
}

// RunGossipBench measures offer propagation: it starts cfg.Nodes hosts, forms the offers mesh,
// publishes cfg.Messages signed offers one at a time, and records when each node's validator
// accepts each one.
func RunGossipBench(ctx context.Context, cfg GossipBenchConfig) (*GossipBenchReport, error) {
	cfg.defaults()
	if cfg.Publishers > cfg.Nodes {
		return nil, fmt.Errorf("gossip bench: %d publishers > %d nodes", cfg.Publishers, cfg.Nodes)
	}
	rep := &GossipBenchReport{Config: cfg}
	setupStart := time.Now()
	opts := p2ptest.Options{TCPOnly: !cfg.QUIC}
	dlo := p2p.DefaultGossipParams().Dlo
	if cfg.MeshDegree > 0 || cfg.MeshLow > 0 || cfg.MeshHigh > 0 || cfg.IDontWantBytes > 0 {
		gp, err := meshParams(cfg.MeshDegree, cfg.MeshLow, cfg.MeshHigh)
		if err != nil {
			return nil, fmt.Errorf("gossip bench: %w", err)
		}
		if cfg.IDontWantBytes > 0 {
			gp.IDontWantMessageThreshold = cfg.IDontWantBytes
		}
		dlo = gp.Dlo
		opts.Mutate = func(_ int, c *p2p.Config) { c.GossipParams = gp }
	}
	peers, err := p2ptest.StartPeers(ctx, cfg.Nodes, opts)
	if err != nil {
		return nil, fmt.Errorf("gossip bench: start hosts: %w", err)
	}
	defer p2ptest.ClosePeers(peers)
	if err := p2ptest.ConnectRing(ctx, peers, cfg.Degree, cfg.Seed); err != nil {
		return nil, fmt.Errorf("gossip bench: connect: %w", err)
	}

	var (
		mu        sync.Mutex
		published = map[msgKey]time.Time{}
		got       = map[msgKey][]time.Duration{}
		gotBy     = map[msgKey][]int{} // the nodes that delivered each offer, to name those that missed one
		complete  = map[msgKey]chan struct{}{}
	)
	var refused atomic.Int64 // messages a validator refused: none in an honest run
	runCtx, cancel := context.WithCancel(ctx)
	g, gctx := errgroup.WithContext(runCtx)
	defer func() { cancel(); _ = g.Wait() }()
	topics := make([]*offers.Topic, len(peers))
	for i, p := range peers {
		top, err := offers.Join(p.Node, offers.Config{Domain: markettest.Domain()}, gossip.WithInlineValidation(!cfg.AsyncValidation),
			gossip.WithRejectHook(func(gossip.Rejection) { refused.Add(1) }))
		if err != nil {
			return nil, fmt.Errorf("gossip bench: join: %w", err)
		}
		defer top.Close()
		topics[i] = top
		g.Go(func() error {
			for {
				d, err := top.Next(gctx)
				if err != nil {
					return nil
				}
				if d.Local {
					continue
				}
				k := msgKey{d.Payload.Provider, d.Payload.Nonce}
				mu.Lock()
				if t0, ok := published[k]; ok {
					got[k] = append(got[k], time.Since(t0))
					gotBy[k] = append(gotBy[k], i)
					if len(got[k]) == len(peers)-1 {
						close(complete[k])
					}
				}
				mu.Unlock()
			}
		})
	}
	// Every node in a mesh of at least min(3, Dlo) before anything is measured: a heartbeat
	// grafts only into meshes below Dlo, so a mesh may stay there.
	meshCtx, meshCancel := context.WithTimeout(ctx, time.Minute)
	defer meshCancel()
	if err := p2ptest.WaitMeshAll(meshCtx, peers, offers.ID, min(3, dlo)); err != nil {
		return nil, fmt.Errorf("gossip bench: mesh: %w", err)
	}
	rep.Setup = time.Since(setupStart)

	// Sign every offer up front: signing is the provider's cost, not propagation.
	exp := time.Now().Add(30 * time.Minute)
	msgs := make([]*market.Offer, cfg.Messages)
	for m := range msgs {
		o, err := markettest.Offer(peers[m%cfg.Publishers], uint64(m/cfg.Publishers+1), int64(100+m), exp)
		if err != nil {
			return nil, err
		}
		msgs[m] = o
	}
	var full []time.Duration
	if cfg.CPUProfile != nil {
		if err := pprof.StartCPUProfile(cfg.CPUProfile); err != nil {
			return nil, fmt.Errorf("gossip bench: cpu profile: %w", err)
		}
	}
	traffic0 := traffic(peers)
	cpu0 := cpuTime()
	for m, o := range msgs {
		k := msgKey{o.Provider, o.Nonce}
		done := make(chan struct{})
		mu.Lock()
		complete[k] = done
		published[k] = time.Now()
		mu.Unlock()
		if err := topics[m%cfg.Publishers].Publish(ctx, o); err != nil {
			return nil, fmt.Errorf("gossip bench: publish %d: %w", m, err)
		}
		wait, wcancel := context.WithTimeout(ctx, 10*time.Second)
		select {
		case <-done:
		case <-wait.Done():
		}
		wcancel()
		mu.Lock()
		n := len(got[k])
		var last time.Duration
		for _, d := range got[k] {
			last = max(last, d)
		}
		mu.Unlock()
		if n != len(peers)-1 {
			mu.Lock()
			missed := missing(peers, m%cfg.Publishers, gotBy[k])
			mu.Unlock()
			return nil, fmt.Errorf("gossip bench: offer %d reached %d of %d nodes within 10s; missed by %s", m, n, len(peers)-1, missed)
		}
		full = append(full, last)
	}
	rep.CPUPerMessage = (cpuTime() - cpu0) / time.Duration(len(msgs))
	rep.Refused = refused.Load()
	rep.Traffic = traffic(peers).Sub(traffic0)
	for _, p := range peers {
		rep.MeshAvg += float64(p.Mesh.MeshSize(offers.ID)) / float64(len(peers))
	}
	if cfg.CPUProfile != nil {
		pprof.StopCPUProfile()
	}
	rep.LoadAvg = loadAvg()
	var all []time.Duration
	mu.Lock()
	for _, ds := range got {
		all = append(all, ds...)
	}
	mu.Unlock()
	rep.Delivery, rep.Full = dist(all), dist(full)

	pings, err := pingBaseline(ctx, peers, cfg.PingSamples, cfg.Seed)
	if err != nil {
		return nil, err
	}
	rep.Ping = dist(pings)
	return rep, nil
}

// missing names the nodes other than the publisher pub that are not in delivered, each with its
// mesh size and connection count now, to tell a node cut off from the mesh from a slow one.
func missing(peers []*p2ptest.Peer, pub int, delivered []int) string {
	got := make(map[int]bool, len(delivered))
	for _, i := range delivered {
		got[i] = true
	}
	var out []string
	for i, p := range peers {
		if i != pub && !got[i] {
			out = append(out, fmt.Sprintf("node %d (mesh %d, %d peers)", i, p.Mesh.MeshSize(offers.ID), len(p.Node.Host().Network().Peers())))
		}
	}
	return strings.Join(out, ", ")
}

// traffic sums the pubsub traffic counts of peers.
func traffic(peers []*p2ptest.Peer) p2ptest.Traffic {
	var t p2ptest.Traffic
	for _, p := range peers {
		t = t.Add(p.Mesh.Traffic())
	}
	return t
}

// meshParams returns the node's default router parameters with mesh degree d (0: the node's),
// Dlo low (0: d-1, the node's rule) and Dhi high (0: d+p2p.MeshSlack, the node's rule).
func meshParams(d, low, high int) (*pubsub.GossipSubParams, error) {
	if d == 0 {
		d = p2p.MeshDegree
	}
	if d < 3 {
		return nil, fmt.Errorf("mesh degree %d: at least 3", d)
	}
	if low == 0 {
		low = d - 1
	}
	if low < 2 || low > d {
		return nil, fmt.Errorf("mesh low %d: between 2 and the mesh degree %d", low, d)
	}
	if high == 0 {
		high = d + p2p.MeshSlack
	}
	if high < d {
		return nil, fmt.Errorf("mesh high %d: at least the mesh degree %d", high, d)
	}
	p := p2p.DefaultGossipParams()
	p.D, p.Dlo, p.Dhi = d, low, high
	p.Dout = max(0, min(2, d/2-1, low-1)) // pubsub's 2, within its rule: Dout < Dlo and Dout < D/2
	p.Dscore = 2 * d / 3                  // as pubsub's 4 of 6 and the node's 2 of 4
	return &p, nil
}
