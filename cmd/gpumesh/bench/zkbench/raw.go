package zkbench

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"os"
	"runtime"
	"text/tabwriter"
	"time"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"
	"github.com/ethereum/go-ethereum/params"

	"github.com/gpumesh/gpumesh/proving"
	"github.com/gpumesh/gpumesh/proving/circuits/mimcchain"
)

// RawZKBenchConfig configures RunRawZKBench.
type RawZKBenchConfig struct {
	// Constraints is the target circuit size (Groth16 R1CS constraints of a mimcchain circuit;
	// PLONK circuits of the same chain length are larger). Default: 1_000_000.
	Constraints int
	// Backend is backend.GROTH16 (default) or backend.PLONK (with the unsafe dev SRS).
	Backend backend.ID
	// ChainConfig gives the fork rules the verify gas is measured under; pass
	// devnet/chain.MainnetLikeConfig(big.NewInt(chain.DefaultChainID)). Required unless
	// SkipOnChain.
	ChainConfig *params.ChainConfig
	// Runs is how many times each prove (raw and package step) runs; the fastest counts, which
	// damps noise from other processes on a shared machine. Default: 1.
	Runs int
	// SkipOnChain skips the Solidity export, compile, deploy and gas measurement.
	SkipOnChain bool
	// Solc locates solc-js for the verifier compile.
	Solc proving.SolcConfig
	// TempDir holds the encoded package during the run. Default: os.TempDir().
	TempDir string
	// Logger receives one line per phase. Default: discard.
	Logger *slog.Logger
}

// RawZKBenchReport is what RunRawZKBench measured.
type RawZKBenchReport struct {
	Backend     backend.ID
	Curve       ecc.ID
	Rounds      int
	Constraints uint64
	Parallelism int
	Runs        int

	SetupTime    time.Duration // compile + key generation
	PackageBytes uint64
	EncodeTime   time.Duration // package -> file
	DecodeTime   time.Duration // file -> package (as a provider loads it)

	// ProveTime is the raw gnark prove call on the in-memory package (the baseline).
	ProveTime time.Duration
	// PackageProveTime is ProveWitness on the decoded package: witness decode, prove and local
	// verification, the proving step a provider runs for a zk job.
	PackageProveTime time.Duration
	VerifyTime       time.Duration
	PeakMemBytes     uint64 // during the raw prove (the process also holds setup's leftovers)
	EstimatedMem     uint64
	// PackagePeakMem and PackageBaseMem are the runtime memory at the peak of, and just before,
	// the package prove step, as a provider that only loaded the package would see them.
	PackagePeakMem, PackageBaseMem, PackageEstimatedMem uint64

	ProofBytes         int // gnark encoding (compressed points)
	SolidityProofBytes int // calldata layout of the exported verifier
	DeployGas          uint64
	VerifyGas          uint64 // transaction calling the verifier, intrinsic gas included
	SolcVersion        string
}

// RunRawZKBench (`gpumesh bench zk --raw`) measures the proving package alone: it sets up a
// mimcchain circuit of about cfg.Constraints constraints, times raw proving against the package
// proving path, and measures proof size and on-chain verify gas.
func RunRawZKBench(ctx context.Context, cfg RawZKBenchConfig) (*RawZKBenchReport, error) {
	if cfg.Constraints <= 0 {
		cfg.Constraints = 1_000_000
	}
	if cfg.Backend == backend.UNKNOWN {
		cfg.Backend = backend.GROTH16
	}
	if cfg.Runs <= 0 {
		cfg.Runs = 1
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if !cfg.SkipOnChain && cfg.ChainConfig == nil {
		return nil, errors.New("zk bench: set ChainConfig (devnet/chain.MainnetLikeConfig) or SkipOnChain")
	}
	log := cfg.Logger
	rep := &RawZKBenchReport{Backend: cfg.Backend, Curve: ecc.BN254, Rounds: mimcchain.RoundsFor(cfg.Constraints),
		Parallelism: min(runtime.GOMAXPROCS(0), runtime.NumCPU()), Runs: cfg.Runs}

	start := time.Now()
	pkg, err := proving.Setup(ctx, mimcchain.New(rep.Rounds), proving.SetupConfig{
		Name: fmt.Sprintf("mimcchain-%d", rep.Rounds), Backend: cfg.Backend, UnsafeDevSRS: cfg.Backend == backend.PLONK,
	})
	if err != nil {
		return nil, fmt.Errorf("zk bench setup: %w", err)
	}
	rep.SetupTime = time.Since(start)
	rep.Constraints = pkg.Info().NbConstraints
	rep.PackageBytes = pkg.Info().Size()
	log.Info("zk bench setup done", "constraints", rep.Constraints, "setup_s", rep.SetupTime.Seconds())

	assignment, err := mimcchain.Assignment(ecc.BN254, big.NewInt(20260401), rep.Rounds)
	if err != nil {
		return nil, err
	}
	full, err := pkg.NewWitness(assignment)
	if err != nil {
		return nil, err
	}
	wbytes, err := full.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("encode witness: %w", err)
	}

	f, err := os.CreateTemp(cfg.TempDir, "gpumesh-zkbench-*.pkg")
	if err != nil {
		return nil, fmt.Errorf("zk bench temp file: %w", err)
	}
	defer os.Remove(f.Name())
	defer f.Close()
	start = time.Now()
	if _, err := pkg.WriteTo(f); err != nil {
		return nil, err
	}
	rep.EncodeTime = time.Since(start)

	// Baseline: raw prove on the in-memory package.
	var res *proving.ProveResult
	for range cfg.Runs {
		r, err := pkg.Prove(ctx, full, proving.ProveOptions{})
		if err != nil {
			return nil, fmt.Errorf("zk bench prove: %w", err)
		}
		if res == nil || r.ProveTime < res.ProveTime {
			res = r
		}
	}
	rep.ProveTime, rep.VerifyTime = res.ProveTime, res.VerifyTime
	rep.PeakMemBytes, rep.EstimatedMem = res.PeakMemBytes, res.EstimatedMemBytes
	rep.ProofBytes = res.Proof.ProofBytes()
	sp, err := res.Proof.SolidityProof()
	if err != nil {
		return nil, err
	}
	rep.SolidityProofBytes = len(sp)
	log.Info("zk bench raw prove done", "prove_s", rep.ProveTime.Seconds(), "peak_mem_mib", rep.PeakMemBytes>>20)

	var cv *proving.CompiledVerifier
	if !cfg.SkipOnChain {
		if cv, err = pkg.SolidityVerifier(ctx, cfg.Solc); err != nil {
			return nil, err
		}
		rep.SolcVersion = cv.SolcVersion
	}

	// Package path: decode the package as a provider does, then the provider's proving step.
	pkg, full = nil, nil
	runtime.GC()
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return nil, err
	}
	start = time.Now()
	loaded, err := proving.ReadPackage(f, proving.Want{Curve: ecc.BN254, Backend: cfg.Backend})
	if err != nil {
		return nil, fmt.Errorf("zk bench decode: %w", err)
	}
	rep.DecodeTime = time.Since(start)
	var res2 *proving.ProveResult
	for range cfg.Runs {
		start = time.Now()
		r, err := proving.ProveWitness(ctx, loaded, bytes.NewReader(wbytes), proving.ProveOptions{})
		if err != nil {
			return nil, fmt.Errorf("zk bench package prove: %w", err)
		}
		if d := time.Since(start); res2 == nil || d < rep.PackageProveTime {
			res2, rep.PackageProveTime = r, d
		}
	}
	rep.PackagePeakMem, rep.PackageBaseMem, rep.PackageEstimatedMem = res2.PeakMemBytes, res2.BaseMemBytes, res2.EstimatedMemBytes
	log.Info("zk bench package prove done", "decode_s", rep.DecodeTime.Seconds(), "prove_s", rep.PackageProveTime.Seconds())

	if cv != nil {
		if rep.DeployGas, rep.VerifyGas, err = proving.VerifierGas(ctx, cfg.ChainConfig, cv, res2.Proof); err != nil {
			return nil, fmt.Errorf("zk bench: %w", err)
		}
		log.Info("zk bench on-chain verify done", "verify_gas", rep.VerifyGas)
	}
	return rep, nil
}

// Metrics returns the report's numbers under stable names.
func (r *RawZKBenchReport) Metrics() map[string]float64 {
	m := map[string]float64{
		"zk_prove_s":          r.ProveTime.Seconds(),
		"zk_constraints":      float64(r.Constraints),
		"zk_proof_bytes":      float64(r.ProofBytes),
		"zk_setup_s":          r.SetupTime.Seconds(),
		"zk_verify_s":         r.VerifyTime.Seconds(),
		"zk_package_bytes":    float64(r.PackageBytes),
		"zk_package_decode_s": r.DecodeTime.Seconds(),
		"zk_package_prove_s":  r.PackageProveTime.Seconds(),
		"zk_peak_mem_bytes":   float64(r.PackagePeakMem),
		"zk_parallelism":      float64(r.Parallelism),
	}
	if r.VerifyGas > 0 {
		m["zk_verify_gas"] = float64(r.VerifyGas)
		m["zk_deploy_gas"] = float64(r.DeployGas)
	}
	return m
}

// WriteTable writes the report as a table; ratios are against the raw prove of the same run.
func (r *RawZKBenchReport) WriteTable(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	ratio := func(d time.Duration) string {
		if r.ProveTime <= 0 {
			return "-"
		}
		return fmt.Sprintf("%.2fx", d.Seconds()/r.ProveTime.Seconds())
	}
	rows := [][3]string{
		{"circuit", fmt.Sprintf("mimcchain %d rounds, %s %s", r.Rounds, r.Curve, r.Backend), ""},
		{"constraints", fmt.Sprint(r.Constraints), ""},
		{"parallelism", fmt.Sprint(r.Parallelism), ""},
		{"runs per prove (fastest kept)", fmt.Sprint(r.Runs), ""},
		{"setup", fmtDuration(r.SetupTime), ratio(r.SetupTime)},
		{"package size", fmt.Sprintf("%.1f MiB", float64(r.PackageBytes)/(1<<20)), ""},
		{"package encode", fmtDuration(r.EncodeTime), ratio(r.EncodeTime)},
		{"package decode", fmtDuration(r.DecodeTime), ratio(r.DecodeTime)},
		{"raw prove (baseline)", fmtDuration(r.ProveTime), "1.00x"},
		{"package prove step", fmtDuration(r.PackageProveTime), ratio(r.PackageProveTime)},
		{"local verify", fmtDuration(r.VerifyTime), ratio(r.VerifyTime)},
		{"peak memory, raw prove", fmt.Sprintf("%d MiB (estimate %d MiB)", r.PeakMemBytes>>20, r.EstimatedMem>>20), ""},
		{"memory, package prove step", fmt.Sprintf("%d -> %d MiB (estimate %d MiB)", r.PackageBaseMem>>20, r.PackagePeakMem>>20, r.PackageEstimatedMem>>20), ""},
		{"proof size", fmt.Sprintf("%d B (solidity calldata %d B)", r.ProofBytes, r.SolidityProofBytes), ""},
	}
	if r.VerifyGas > 0 {
		rows = append(rows,
			[3]string{"verifier deploy gas", fmt.Sprint(r.DeployGas), ""},
			[3]string{"on-chain verify gas", fmt.Sprintf("%d (target < 300000 for groth16)", r.VerifyGas), ""},
			[3]string{"solc", r.SolcVersion, ""})
	}
	if _, err := fmt.Fprintln(tw, "zk bench\tvalue\tvs raw prove\t"); err != nil {
		return err
	}
	for _, row := range rows {
		if _, err := fmt.Fprintf(tw, "%s\t%s\t%s\t\n", row[0], row[1], row[2]); err != nil {
			return err
		}
	}
	return tw.Flush()
}
