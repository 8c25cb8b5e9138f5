// Package matchbench is the throughput half of `gpumesh bench match`: matching decisions per
// second against a synthetic book (10,000 offers by default; --offers sets it) on one core,
// indexed (match.Index) against the index-free match.Best measured in the same run, plus the
// index's build time and its incremental update rate (offers replaced in place). The latency
// half is p2pbench's burst match.
package matchbench

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"text/tabwriter"
	"time"

	"github.com/gpumesh/gpumesh/market/match"
)

// MatchBenchConfig configures RunMatchBench. Zero fields take the documented defaults.
type MatchBenchConfig struct {
	Offers   int           // book size; default 10,000
	Requests int           // distinct requests cycled through; default 4,096
	Duration time.Duration // how long to run the indexed matcher; default 2 s
	Seed     uint64        // book and request generator seed; default 1
	Config   match.Config  // score weights; zero = defaults
}

// MatchBenchReport is the result of RunMatchBench.
type MatchBenchReport struct {
	Offers, Requests      int
	Decisions             int     // indexed decisions made
	DecisionsPerS         float64 // indexed: one request matched against the whole book, per wall second
	DecisionsPerCPUS      float64 // the same per CPU second of the benchmark thread (0 if unknown)
	NaiveDecisionsPerS    float64 // baseline: match.Best, Eligible+Score over every offer (no index)
	NaiveDecisionsPerCPUS float64
	Matched               float64 // share of requests with an eligible offer
	Agreement             float64 // share of sampled decisions where index and baseline agree
	BuildMs               float64 // time to build the index from the snapshot
	BuildCPUMs            float64 // CPU time of the whole process during the build, every thread (0 if unknown)
	UpdatesPerS           float64 // offers replaced in the index (Remove + Add) per second
	GOMAXPROCS, NumCPU    int
}

// Metrics returns match_decisions_per_s and the baseline figures.
func (r *MatchBenchReport) Metrics() map[string]float64 {
	return map[string]float64{
		"match_decisions_per_s":       r.DecisionsPerS,
		"match_naive_decisions_per_s": r.NaiveDecisionsPerS,
		"match_decisions_per_cpu_s":   r.DecisionsPerCPUS,
		"match_speedup_vs_naive":      r.DecisionsPerS / r.NaiveDecisionsPerS,
		"match_index_build_ms":        r.BuildMs,
		"match_index_build_cpu_ms":    r.BuildCPUMs,
		"match_agreement":             r.Agreement,
		"match_index_updates_per_s":   r.UpdatesPerS,
	}
}

// WriteTable writes a readable table with the ratio to the naive baseline.
func (r *MatchBenchReport) WriteTable(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "match bench\t%d offers, %d requests, one goroutine locked to one OS thread (GOMAXPROCS=%d, %d CPUs)\n", r.Offers, r.Requests, r.GOMAXPROCS, r.NumCPU)
	fmt.Fprintf(tw, "indexed decisions/s\t%.0f wall\t%.0f per CPU-second of the thread\t(target >= 100000)\n", r.DecisionsPerS, r.DecisionsPerCPUS)
	fmt.Fprintf(tw, "naive decisions/s\t%.0f wall\t%.0f per CPU-second\t(linear Eligible+Score over the book)\n", r.NaiveDecisionsPerS, r.NaiveDecisionsPerCPUS)
	fmt.Fprintf(tw, "speedup vs naive\t%.1fx\n", r.DecisionsPerS/r.NaiveDecisionsPerS)
	fmt.Fprintf(tw, "requests matched\t%.1f%%\n", 100*r.Matched)
	fmt.Fprintf(tw, "index == naive\t%.2f%% of sampled decisions\n", 100*r.Agreement)
	fmt.Fprintf(tw, "index build\t%.1f ms wall\t%.1f ms CPU, all threads (its classes build side by side)\t(target <= 1000 at 1M offers)\n", r.BuildMs, r.BuildCPUMs)
	fmt.Fprintf(tw, "index updates/s\t%.0f\t(an offer replaced in place: Remove + Add)\n", r.UpdatesPerS)
	return tw.Flush()
}

// RunMatchBench measures matching throughput against a synthetic book on one core: the work runs
// on the calling goroutine locked to its OS thread, so it uses one core whatever GOMAXPROCS is.
func RunMatchBench(ctx context.Context, cfg MatchBenchConfig) (*MatchBenchReport, error) {
	if cfg.Offers <= 0 {
		cfg.Offers = 10000
	}
	if cfg.Requests <= 0 {
		cfg.Requests = 4096
	}
	if cfg.Duration <= 0 {
		cfg.Duration = 2 * time.Second
	}
	if cfg.Seed == 0 {
		cfg.Seed = 1
	}
	cfg.Config.EnsureDefaults()
	if err := cfg.Config.Validate(); err != nil {
		return nil, err
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()

	cids := match.BenchCIDs(200)
	book := match.SyntheticBook(cfg.Offers, cfg.Seed, cids)
	reqs := match.SyntheticRequests(cfg.Requests, cfg.Seed, cids)
	rep := &MatchBenchReport{Offers: cfg.Offers, Requests: cfg.Requests, GOMAXPROCS: runtime.GOMAXPROCS(0), NumCPU: runtime.NumCPU()}

	t0, cpuBuild := time.Now(), processCPU()
	idx := match.NewIndex(cfg.Config, book)
	rep.BuildMs = float64(time.Since(t0).Microseconds()) / 1000
	if cpu := processCPU() - cpuBuild; cpuBuild > 0 {
		rep.BuildCPUMs = float64(cpu.Microseconds()) / 1000
	}

	// Indexed path.
	var s match.Scratch
	matched := 0
	cpu0 := threadCPU()
	start := time.Now()
	n := 0
	for {
		for i := 0; i < 256; i++ {
			if b, _ := idx.Best(reqs[(n+i)%len(reqs)], &s); b >= 0 {
				matched++
			}
		}
		n += 256
		if time.Since(start) >= cfg.Duration {
			break
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
	el := time.Since(start)
	if cpu := threadCPU() - cpu0; cpu > 0 {
		rep.DecisionsPerCPUS = float64(n) / cpu.Seconds()
	}
	rep.Decisions = n
	rep.DecisionsPerS = float64(n) / el.Seconds()
	rep.Matched = float64(matched) / float64(n)

	// Naive baseline on the same book and requests, for a quarter of the time.
	cpu0 = threadCPU()
	start = time.Now()
	nb := 0
	for time.Since(start) < cfg.Duration/4 {
		match.Best(cfg.Config, reqs[nb%len(reqs)], book)
		nb++
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
	rep.NaiveDecisionsPerS = float64(nb) / time.Since(start).Seconds()
	if cpu := threadCPU() - cpu0; cpu > 0 {
		rep.NaiveDecisionsPerCPUS = float64(nb) / cpu.Seconds()
	}

	// Incremental updates: replace offers with fresh ones from a second synthetic book (new
	// prices, GPUs, regions, hot CIDs), as offers arriving and expiring do.
	fresh := match.SyntheticBook(min(cfg.Offers, 65536), cfg.Seed+1, cids)
	start = time.Now()
	nu := 0
	for time.Since(start) < cfg.Duration/4 {
		for i := 0; i < 256; i++ {
			slot := int((uint64(nu) * 0x9e3779b97f4a7c15) % uint64(cfg.Offers))
			idx.Remove(slot)
			c := fresh[nu%len(fresh)]
			o := *c.Offer
			o.Provider = book[slot].Offer.Provider
			c.Offer = &o
			if got := idx.Add(c); got != slot {
				return nil, fmt.Errorf("match bench: index reused slot %d, want %d", got, slot)
			}
			book[slot] = c
			nu++
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
	rep.UpdatesPerS = float64(nu) / time.Since(start).Seconds()

	// Agreement between the two on a sample, on the updated book.
	agree, sample := 0, min(len(reqs), 512)
	for i := 0; i < sample; i++ {
		a, _ := idx.Best(reqs[i], &s)
		if a == match.Best(cfg.Config, reqs[i], book) {
			agree++
		}
	}
	rep.Agreement = float64(agree) / float64(sample)
	return rep, nil
}
