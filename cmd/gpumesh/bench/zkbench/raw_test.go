package zkbench_test

import (
	"bytes"
	"context"
	"log/slog"
	"math/big"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/consensys/gnark/backend"

	"github.com/gpumesh/gpumesh/cmd/gpumesh/bench/zkbench"
	"github.com/gpumesh/gpumesh/devnet/chain"
)

// TestRunRawZKBenchSmall runs `gpumesh bench zk --raw` on a small circuit, the on-chain verify
// included (node and `npm ci` in contracts/ are required for the verifier compile).
func TestRunRawZKBenchSmall(t *testing.T) {
	rep, err := zkbench.RunRawZKBench(context.Background(), zkbench.RawZKBenchConfig{
		Constraints: 3000,
		ChainConfig: chain.MainnetLikeConfig(big.NewInt(chain.DefaultChainID)),
		TempDir:     t.TempDir(),
	})
	if err != nil {
		t.Fatal(err)
	}
	m := rep.Metrics()
	for _, k := range []string{"zk_prove_s", "zk_constraints", "zk_proof_bytes", "zk_verify_gas"} {
		if m[k] <= 0 {
			t.Errorf("metric %s = %v", k, m[k])
		}
	}
	if m["zk_constraints"] < 2500 || m["zk_constraints"] > 3500 {
		t.Errorf("asked for ~3000 constraints, got %v", m["zk_constraints"])
	}
	if rep.SolidityProofBytes != 256 || rep.ProofBytes != 164 {
		t.Errorf("groth16 bn254 proof sizes: gnark %d (want 164: A, B, C, empty commitments, PoK), solidity %d", rep.ProofBytes, rep.SolidityProofBytes)
	}
	var buf bytes.Buffer
	if err := rep.WriteTable(&buf); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"raw prove (baseline)", "on-chain verify gas", "constraints"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, buf.String())
		}
	}
	t.Logf("\n%s", buf.String())
}

func TestRunRawZKBenchNeedsChainConfig(t *testing.T) {
	if _, err := zkbench.RunRawZKBench(context.Background(), zkbench.RawZKBenchConfig{Constraints: 10}); err == nil {
		t.Fatal("want an error without ChainConfig")
	}
}

// TestRawZKBenchFull runs the default (about 1M constraints) benchmark when GPUMESH_ZK_BENCH_FULL=1;
// it takes minutes and gigabytes, so the default test run covers the same path with
// TestRunRawZKBenchSmall. `gpumesh bench zk --raw` is the usual way to run it.
func TestRawZKBenchFull(t *testing.T) {
	if os.Getenv("GPUMESH_ZK_BENCH_FULL") != "1" {
		t.Skip("set GPUMESH_ZK_BENCH_FULL=1 to run the 1M-constraint benchmark (minutes)")
	}
	cfg := zkbench.RawZKBenchConfig{ChainConfig: chain.MainnetLikeConfig(big.NewInt(chain.DefaultChainID)), TempDir: t.TempDir(),
		Logger: slog.New(slog.NewTextHandler(os.Stderr, nil))}
	if n, err := strconv.Atoi(os.Getenv("GPUMESH_ZK_BENCH_CONSTRAINTS")); err == nil {
		cfg.Constraints = n
	}
	if os.Getenv("GPUMESH_ZK_BENCH_BACKEND") == "plonk" {
		cfg.Backend = backend.PLONK
	}
	rep, err := zkbench.RunRawZKBench(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := rep.WriteTable(&buf); err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s\nmetrics: %v", buf.String(), rep.Metrics())
}
