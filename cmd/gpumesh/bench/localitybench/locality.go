// Package localitybench is `gpumesh bench locality`: a sequence of jobs that share a few
// datasets, matched to providers that keep their inputs hot (p2p/content's hot set), once by the
// market's matcher and once by the same matcher with its locality term off, on the same synthetic
// workload in the same run. Every provider is a real content store on a loopback libp2p host
// that fetches each job's inputs from the requester's store, so the bytes counted are bytes that
// crossed the network.
package localitybench

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	mrand "math/rand/v2"
	"os"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/match"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider"
)

// Config configures Run. Zero fields take the defaults.
type Config struct {
	// Providers is the number of provider nodes. Default 4.
	Providers int
	// Datasets is the number of shared datasets. Default 4.
	Datasets int
	// DatasetBytes is each dataset's size. Default 8 MiB.
	DatasetBytes int
	// Jobs is the number of jobs in the sequence. Default 32.
	Jobs int
	// HotDatasets is each provider's hot-set budget, in datasets. Default 2.
	HotDatasets int
	// PriceSpread is the spread of the providers' per-job quotes, in percent of the base price
	// (the cheapest eligible quote wins when locality does not decide). Default 10.
	PriceSpread int
	// Seed of the workload. Default 1.
	Seed uint64
	// Dir holds the nodes' temporary data dirs (removed afterwards). Default os.TempDir().
	Dir string
	// Logger for progress. Default: discard.
	Logger *slog.Logger
}

func (c *Config) ensureDefaults() {
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&c.Providers, 4)
	def(&c.Datasets, 4)
	def(&c.DatasetBytes, 8<<20)
	def(&c.Jobs, 32)
	def(&c.HotDatasets, 2)
	def(&c.PriceSpread, 10)
	if c.Seed == 0 {
		c.Seed = 1
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
}

// Pass is one matcher's run over the job sequence.
type Pass struct {
	Name string
	// FetchedBytes is the block bytes the chosen providers received over the network for the
	// jobs' inputs; InputBytes the bytes of those inputs.
	FetchedBytes, InputBytes int64
	// HotHits counts jobs whose dataset the chosen provider already held.
	HotHits int
	// PriceSum is the sum of the chosen quotes (the cost of locality, when it wins over price).
	PriceSum int64
	Duration time.Duration
}

// Report is the result of Run.
type Report struct {
	Config Config
	Aware  Pass // the market's matcher (match.Config defaults)
	Blind  Pass // the same weights with the locality term off
}

// Metrics implements the bench report: locality_fetch_saved_ratio is the share of the bytes the
// locality-blind matcher made providers fetch that the locality-aware one did not.
func (r *Report) Metrics() map[string]float64 {
	m := map[string]float64{
		"locality_fetch_saved_ratio": 0,
		"aware_fetched_mib":          float64(r.Aware.FetchedBytes) / (1 << 20),
		"blind_fetched_mib":          float64(r.Blind.FetchedBytes) / (1 << 20),
		"aware_hot_hit_ratio":        float64(r.Aware.HotHits) / float64(r.Config.Jobs),
		"blind_hot_hit_ratio":        float64(r.Blind.HotHits) / float64(r.Config.Jobs),
		"aware_price_ratio":          1,
	}
	if r.Blind.FetchedBytes > 0 {
		m["locality_fetch_saved_ratio"] = float64(r.Blind.FetchedBytes-r.Aware.FetchedBytes) / float64(r.Blind.FetchedBytes)
	}
	if r.Blind.PriceSum > 0 {
		m["aware_price_ratio"] = float64(r.Aware.PriceSum) / float64(r.Blind.PriceSum)
	}
	return m
}

// WriteTable implements the bench report.
func (r *Report) WriteTable(w io.Writer) error {
	c := r.Config
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "%d jobs over %d datasets of %d MiB, %d providers (hot set %d datasets each), quotes within %d%%, seed %d\n",
		c.Jobs, c.Datasets, c.DatasetBytes>>20, c.Providers, c.HotDatasets, c.PriceSpread, c.Seed)
	fmt.Fprintln(tw, "matcher\tfetched MiB\tinput MiB\thot hits\tprice sum\ttime")
	for _, p := range []Pass{r.Blind, r.Aware} {
		fmt.Fprintf(tw, "%s\t%.1f\t%.1f\t%d/%d\t%d\t%s\n", p.Name, float64(p.FetchedBytes)/(1<<20), float64(p.InputBytes)/(1<<20),
			p.HotHits, c.Jobs, p.PriceSum, p.Duration.Round(time.Millisecond))
	}
	m := r.Metrics()
	fmt.Fprintf(tw, "locality_fetch_saved_ratio\t%.3f\t(bytes not fetched thanks to locality / bytes the locality-blind matcher fetched)\n", m["locality_fetch_saved_ratio"])
	fmt.Fprintf(tw, "aware_price_ratio\t%.3f\t(what the jobs cost with locality / without)\n", m["aware_price_ratio"])
	return tw.Flush()
}

// job is one job of the synthetic workload: a shared dataset, its own small script, and each
// provider's quote.
type job struct {
	dataset int
	script  cid.Cid
	quotes  []int64
}

// Run runs the workload through both matchers and reports the bytes each made providers fetch.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	cfg.ensureDefaults()
	dir, err := os.MkdirTemp(cfg.Dir, "gpumesh-locality-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)

	reqHost, err := newHost()
	if err != nil {
		return nil, err
	}
	defer reqHost.Close()
	req, err := startStore(ctx, dir+"/requester", reqHost, 0)
	if err != nil {
		return nil, err
	}
	defer req.Close()

	rng := mrand.New(mrand.NewPCG(cfg.Seed, 20))
	datasets := make([]cid.Cid, cfg.Datasets)
	for i := range datasets {
		if datasets[i], err = addRandom(ctx, req, rng, cfg.DatasetBytes); err != nil {
			return nil, err
		}
	}
	// Jobs draw datasets with Zipf-like weights: a few are shared by many jobs.
	weights := make([]float64, cfg.Datasets)
	var wsum float64
	for i := range weights {
		weights[i] = 1 / float64(i+1)
		wsum += weights[i]
	}
	jobs := make([]job, cfg.Jobs)
	for j := range jobs {
		x, d := rng.Float64()*wsum, 0
		for d < len(weights)-1 && x > weights[d] {
			x -= weights[d]
			d++
		}
		jobs[j].dataset = d
		if jobs[j].script, err = addRandom(ctx, req, rng, 4<<10); err != nil {
			return nil, err
		}
		for range cfg.Providers {
			jobs[j].quotes = append(jobs[j].quotes, 100+int64(rng.IntN(cfg.PriceSpread+1)))
		}
	}

	rep := &Report{Config: cfg}
	blind := match.Config{PriceWeight: match.DefaultPriceWeight, ReputationWeight: match.DefaultReputationWeight,
		LatencyWeight: match.DefaultLatencyWeight}
	passes := []struct {
		out *Pass
		cfg match.Config
	}{{&rep.Blind, blind}, {&rep.Aware, match.DefaultConfig()}}
	for i, p := range passes {
		name := [...]string{"locality-blind", "locality-aware"}[i]
		cfg.Logger.Info("locality bench pass", "matcher", name)
		pass, err := runPass(ctx, cfg, fmt.Sprintf("%s/pass%d", dir, i), req, reqHost, datasets, jobs, p.cfg)
		if err != nil {
			return nil, fmt.Errorf("%s pass: %w", name, err)
		}
		pass.Name = name
		*p.out = *pass
	}
	return rep, nil
}

// runPass starts fresh providers and runs the job sequence with matcher mc.
func runPass(ctx context.Context, cfg Config, dir string, req *content.Store, reqHost host.Host, datasets []cid.Cid, jobs []job, mc match.Config) (*Pass, error) {
	start := time.Now()
	from := peer.AddrInfo{ID: reqHost.ID(), Addrs: reqHost.Addrs()}
	hotBytes := int64(cfg.HotDatasets)*int64(cfg.DatasetBytes) + int64(cfg.DatasetBytes)/8 // room for node overhead and scripts
	stores := make([]*content.Store, cfg.Providers)
	for i := range stores {
		h, err := newHost()
		if err != nil {
			return nil, err
		}
		defer h.Close()
		if stores[i], err = startStore(ctx, fmt.Sprintf("%s/p%d", dir, i), h, hotBytes); err != nil {
			return nil, err
		}
		defer stores[i].Close()
		if err := h.Connect(ctx, from); err != nil {
			return nil, err
		}
	}
	pass := &Pass{}
	for j, jb := range jobs {
		inputs := []cid.Cid{datasets[jb.dataset], jb.script}
		r := &market.Request{JobID: contracts.JobID{byte(j >> 8), byte(j)}, Requester: common.HexToAddress("0x1"), Class: market.ClassBatch,
			Req: market.Requirements{GPUCount: 1}, BidWindowMs: 100, Expiry: 2e9}
		for _, c := range inputs {
			n, ok, err := req.LocalSize(ctx, c)
			if err != nil || !ok {
				return nil, fmt.Errorf("size of input %s: %v", c, err)
			}
			r.InputCIDs = append(r.InputCIDs, c.String())
			r.InputSizes = append(r.InputSizes, uint64(n))
			pass.InputBytes += n
		}
		cands := make([]match.Candidate, len(stores))
		for i, s := range stores {
			cands[i] = match.Candidate{Reputation: 9000, Quote: big.NewInt(jb.quotes[i]), Offer: &market.Offer{
				Provider: common.BigToAddress(big.NewInt(int64(i + 1))), PeerID: "p",
				GPUs:    []market.GPU{{Model: "cpu", Vendor: "cpu", Count: 1}},
				Prices:  []market.ClassPrice{{Class: market.ClassBatch, Unit: market.PerGPUSecond, Amount: big.NewInt(100)}},
				HotCIDs: provider.OfferHotCIDs(ctx, s), Nonce: 1, Expiry: 2e9,
			}}
		}
		best := match.Best(mc, r, cands)
		if best < 0 {
			return nil, fmt.Errorf("job %d matched no provider", j)
		}
		s := stores[best]
		pass.PriceSum += jb.quotes[best]
		if _, held, _ := s.LocalSize(ctx, inputs[0]); held {
			pass.HotHits++
		}
		// The provider runs the job: fetch and pin its inputs, keep them hot, release the pins.
		for _, c := range inputs {
			res, err := s.Fetch(ctx, c, content.FetchOptions{Providers: []peer.AddrInfo{from}, MaxBytes: int64(cfg.DatasetBytes) * 2})
			if err != nil {
				return nil, fmt.Errorf("job %d: %w", j, err)
			}
			pass.FetchedBytes += res.Bytes
			if _, err := s.Pin(ctx, c, "job input", content.FetchOptions{NoFastPath: true, NoBitswap: true}); err != nil {
				return nil, err
			}
			if _, err := s.KeepHot(ctx, c); err != nil {
				return nil, err
			}
		}
		for _, c := range inputs {
			if err := s.Unpin(ctx, c); err != nil {
				return nil, err
			}
		}
		if _, err := s.GC(ctx); err != nil { // what was evicted leaves the store
			return nil, err
		}
	}
	pass.Duration = time.Since(start)
	return pass, nil
}

func newHost() (host.Host, error) {
	return libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"), libp2p.DisableRelay())
}

func startStore(ctx context.Context, dir string, h host.Host, hotBytes int64) (*content.Store, error) {
	s, err := content.New(content.Config{DataDir: dir, MemTableSize: 4 << 20, CacheSize: 8 << 20, HotBytes: hotBytes}, h, nil)
	if err != nil {
		return nil, err
	}
	if err := s.Start(ctx); err != nil {
		return nil, err
	}
	return s, nil
}

func addRandom(ctx context.Context, s *content.Store, rng *mrand.Rand, n int) (cid.Cid, error) {
	b := make([]byte, n)
	for i := 0; i < n; i += 8 {
		v := rng.Uint64()
		for k := 0; k < 8 && i+k < n; k++ {
			b[i+k] = byte(v >> (8 * k))
		}
	}
	return s.AddReader(ctx, bytes.NewReader(b), content.AddOptions{})
}
