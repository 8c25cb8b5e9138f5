// Package capacitybench is `gpumesh bench capacity`: one honest capacity challenge per matrix
// size, prover work against challenger work, and the selected int8 kernel against the portable
// Go kernel measured in the same run.
package capacitybench

import (
	"context"
	"crypto/rand"
	"fmt"
	"io"
	"math/big"
	mrand "math/rand/v2"
	"runtime"
	"text/tabwriter"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/verifier/capacity"
)

// CapacityBenchConfig configures RunCapacityBench. Zero fields take the documented defaults.
type CapacityBenchConfig struct {
	Sizes      []int                // matrix sizes (default 1024, 2048, 4096, 8192)
	Check      capacity.CheckParams // default capacity.DefaultCheckParams
	Multiplier capacity.Multiplier  // default capacity.NewCPUMultiplier()
	// BaselineN is the size at which the portable pure-Go kernel is also timed, as the baseline
	// for the selected kernel's speed-up (default 512; negative skips it).
	BaselineN int
}

// CapacitySize is the measurement at one size.
type CapacitySize struct {
	N               int
	ProverSeconds   float64 // derive A,B + multiply + Merkle tree (what the challenger's clock sees) + openings
	MultiplySeconds float64 // the product alone, timed separately
	CheckSeconds    float64 // challenger: plan + paths + entry recomputation + signing
	Ratio           float64 // CheckSeconds / ProverSeconds
	OpsPerSecond    float64 // 2n^3 / commit time (the attested number)
}

// CapacityBenchReport is the result of RunCapacityBench.
type CapacityBenchReport struct {
	Device          capacity.Device
	Check           capacity.CheckParams
	Sizes           []CapacitySize
	BaselineN       int
	BaselineSeconds float64 // portable kernel at BaselineN
	KernelSeconds   float64 // selected kernel at BaselineN
}

// RunCapacityBench runs one honest challenge per size and reports prover versus challenger work.
func RunCapacityBench(ctx context.Context, cfg CapacityBenchConfig) (*CapacityBenchReport, error) {
	if len(cfg.Sizes) == 0 {
		cfg.Sizes = []int{1024, 2048, 4096, 8192}
	}
	cfg.Check = cfg.Check.WithDefaults()
	if cfg.Multiplier == nil {
		cfg.Multiplier = capacity.NewCPUMultiplier()
	}
	if cfg.BaselineN == 0 {
		cfg.BaselineN = 512
	}
	key, err := crypto.GenerateKey()
	if err != nil {
		return nil, err
	}
	rep := &CapacityBenchReport{Device: cfg.Multiplier.Device(), Check: cfg.Check}
	prover := capacity.NewProver(cfg.Multiplier)
	for _, n := range cfg.Sizes {
		if n < 1 || n > capacity.MaxN || cfg.Check.Rows > n {
			return nil, fmt.Errorf("%w: bench size n=%d (rows %d)", capacity.ErrConfig, n, cfg.Check.Rows)
		}
		var seed capacity.Seed
		if _, err := io.ReadFull(rand.Reader, seed[:]); err != nil {
			return nil, err
		}
		ch := capacity.Challenge{Version: capacity.ProtocolVersion, Seed: seed, N: uint32(n), Challenger: crypto.PubkeyToAddress(key.PublicKey)}
		t0 := time.Now()
		sess, err := prover.Commit(ctx, ch)
		if err != nil {
			return nil, err
		}
		commit := time.Since(t0)

		t1 := time.Now()
		rng := mrand.New(mrand.NewChaCha8(seed))
		plan := capacity.NewPlan(rng, ch.N, cfg.Check)
		check1 := time.Since(t1)

		t2 := time.Now()
		resp, err := sess.Open(plan.Request)
		if err != nil {
			return nil, err
		}
		open := time.Since(t2)

		t3 := time.Now()
		if err := capacity.Check(ch, sess.Commitment(), plan, resp); err != nil {
			return nil, fmt.Errorf("bench n=%d: honest prover failed: %w", n, err)
		}
		cm := sess.Commitment()
		att := &capacity.Attestation{N: ch.N, Seed: seed, Root: cm.Root, ElapsedNanos: uint64(commit), OpsPerSecond: capacity.OpsPerSecond(n, commit), Device: cm.Device}
		if err := att.Sign(key, benchDomain); err != nil {
			return nil, err
		}
		check := check1 + time.Since(t3)
		sess = nil
		runtime.GC() // give the next size its memory back

		mul, err := timeMultiply(ctx, cfg.Multiplier, seed, n)
		if err != nil {
			return nil, err
		}
		prov := commit + open
		rep.Sizes = append(rep.Sizes, CapacitySize{
			N: n, ProverSeconds: prov.Seconds(), MultiplySeconds: mul.Seconds(), CheckSeconds: check.Seconds(),
			Ratio: check.Seconds() / prov.Seconds(), OpsPerSecond: float64(capacity.OpsPerSecond(n, commit)),
		})
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
	if cfg.BaselineN > 0 {
		rep.BaselineN = cfg.BaselineN
		base, err := timeMultiply(ctx, capacity.NewCPUMultiplier(capacity.WithPortableKernel()), capacity.Seed{1}, cfg.BaselineN)
		if err != nil {
			return nil, err
		}
		fast, err := timeMultiply(ctx, cfg.Multiplier, capacity.Seed{1}, cfg.BaselineN)
		if err != nil {
			return nil, err
		}
		rep.BaselineSeconds, rep.KernelSeconds = base.Seconds(), fast.Seconds()
	}
	return rep, nil
}

// benchDomain signs the bench's attestations (they are thrown away).
var benchDomain = contracts.Domain{ChainID: big.NewInt(1337), Registry: common.HexToAddress("0x00000000000000000000000000000000000000be")}

func timeMultiply(ctx context.Context, m capacity.Multiplier, seed capacity.Seed, n int) (time.Duration, error) {
	a, b := capacity.DeriveA(seed, n), capacity.DeriveB(seed, n)
	c := make([]int32, n*n)
	t := time.Now()
	if err := m.MulInt8(ctx, n, a, b, c); err != nil {
		return 0, err
	}
	return time.Since(t), nil
}

// Metrics returns challenger_prover_ratio (the largest over the sizes) and per-size numbers.
func (r *CapacityBenchReport) Metrics() map[string]float64 {
	m := map[string]float64{}
	worst := 0.0
	for _, s := range r.Sizes {
		worst = max(worst, s.Ratio)
		m[fmt.Sprintf("prover_seconds_n%d", s.N)] = s.ProverSeconds
		m[fmt.Sprintf("challenger_seconds_n%d", s.N)] = s.CheckSeconds
		m[fmt.Sprintf("int8_ops_per_second_n%d", s.N)] = s.OpsPerSecond
	}
	m["challenger_prover_ratio"] = worst
	if r.BaselineSeconds > 0 && r.KernelSeconds > 0 {
		m["kernel_speedup_vs_portable"] = r.BaselineSeconds / r.KernelSeconds
	}
	return m
}

// WriteTable writes the per-size table and the kernel's speed-up over the portable baseline.
func (r *CapacityBenchReport) WriteTable(w io.Writer) error {
	fmt.Fprintf(w, "device: %s; check: %d rows x %d entries (%d exact entries)\n", r.Device, r.Check.Rows, r.Check.EntriesPerRow, r.Check.Rows*r.Check.EntriesPerRow)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "n\tprover s\tmultiply s\tchallenger s\tchallenger/prover\tint8 Gop/s\t")
	worst := 0.0
	for _, s := range r.Sizes {
		worst = max(worst, s.Ratio)
		fmt.Fprintf(tw, "%d\t%.3f\t%.3f\t%.5f\t%.3f%%\t%.1f\t\n", s.N, s.ProverSeconds, s.MultiplySeconds, s.CheckSeconds, 100*s.Ratio, s.OpsPerSecond/1e9)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "challenger_prover_ratio (max over sizes): %.3f%% (target < 2%%)\n", 100*worst)
	if r.BaselineSeconds > 0 {
		fmt.Fprintf(w, "baseline in this run: portable Go kernel at n=%d %.3f s, selected kernel %.4f s: %.1fx faster\n",
			r.BaselineN, r.BaselineSeconds, r.KernelSeconds, r.BaselineSeconds/r.KernelSeconds)
	}
	_, err := fmt.Fprintln(w, "prover = derive A,B + multiply + Merkle root + openings (the challenger's clock); challenger = plan + Merkle paths + exact entries + signing")
	return err
}
