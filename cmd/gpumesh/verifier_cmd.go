package main

import (
	"context"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/verifier"
	"github.com/gpumesh/gpumesh/verifier/capacity"
	"github.com/gpumesh/gpumesh/verifier/spotcheck"
)

// newVerifierCommand is `gpumesh verifier`: the numbers behind spot-checks and a local capacity
// self-test.
func newVerifierCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "verifier",
		Usage: "spot-check parameters and capacity self-test",
		Commands: []*cli.Command{
			{
				Name:  "params",
				Usage: "print each job class's spot-check probability and the numbers it comes from (p >= C/(R+S))",
				Action: func(ctx context.Context, cmd *cli.Command) error {
					p := spotcheck.DefaultParams()
					if e.jsonOut {
						return e.printJSON(paramsJSON(p))
					}
					return p.WriteTable(e.stdout)
				},
			},
			{
				Name:  "selftest",
				Usage: "run one capacity challenge against this machine (what a challenger would attest)",
				Flags: []cli.Flag{
					&cli.IntFlag{Name: "n", Value: 2048, Usage: "matrix size `N` (1..32768)"},
				},
				Action: func(ctx context.Context, cmd *cli.Command) error {
					n := int(cmd.Int("n"))
					if n < 1 || n > capacity.MaxN {
						return usageError("--n=%d: use 1..%d", n, capacity.MaxN)
					}
					key, err := crypto.GenerateKey() // a throwaway local challenger
					if err != nil {
						return err
					}
					dom := verifier.Domain{ChainID: big.NewInt(1), Contract: common.HexToAddress("0x0000000000000000000000000000000000000001")}
					ch, err := capacity.NewChallenger(key, dom, capacity.ChallengerConfig{N: n, Check: capacity.CheckParams{Rows: min(32, n)}})
					if err != nil {
						return err
					}
					res, err := ch.Challenge(ctx, capacity.Node{Provider: ch.Address(), Target: capacity.NewLocalTarget(capacity.NewProver(capacity.NewCPUMultiplier()))})
					if err != nil {
						return err
					}
					if res.Err != nil {
						return fmt.Errorf("capacity self-test failed: %w", res.Err)
					}
					a := res.Attestation
					if e.jsonOut {
						return e.printJSON(map[string]any{"attestation": a, "tier": res.Tier})
					}
					e.printf("device: %s\nn=%d: %.3f s, %.1f Gop/s (int8), tier %s\n", a.Device, a.N, float64(a.ElapsedNanos)/1e9, float64(a.OpsPerSecond)/1e9, res.Tier)
					return nil
				},
			},
		},
	}
}

type classJSON struct {
	Class           string  `json:"class"`
	ProofVerified   bool    `json:"proof_verified"`
	CostShare       string  `json:"cost_share,omitempty"`
	CollateralRatio string  `json:"collateral_ratio,omitempty"`
	Margin          string  `json:"margin,omitempty"`
	BreakEven       string  `json:"break_even"`
	P               string  `json:"p"`
	PFloat          float64 `json:"p_float"`
	CheatGain       string  `json:"cheat_gain_per_reward"`
	Threshold       string  `json:"threshold"`
}

func paramsJSON(p spotcheck.Params) []classJSON {
	rs := func(r *big.Rat) string {
		if r == nil {
			return ""
		}
		return r.RatString()
	}
	var out []classJSON
	for _, c := range p.Classes {
		pf, _ := c.Probability().Float64()
		out = append(out, classJSON{
			Class: c.Class, ProofVerified: c.ProofVerified, CostShare: rs(c.CostShare),
			CollateralRatio: rs(c.CollateralRatio), Margin: rs(c.Margin), BreakEven: rs(c.BreakEven()),
			P: rs(c.Probability()), PFloat: pf, CheatGain: rs(c.CheatGainPerReward()),
			Threshold: fmt.Sprintf("%#x", c.Threshold()),
		})
	}
	return out
}

// verifierBenchSpecs are `gpumesh bench capacity` and `gpumesh bench verify`; the lead merges
// them into benchSpecs.
func verifierBenchSpecs() map[string]benchSpec {
	return map[string]benchSpec{
		"capacity": {
			usage: "capacity challenge: prover work vs challenger work per matrix size (metric challenger_prover_ratio)",
			flags: []cli.Flag{
				&cli.StringFlag{Name: "sizes", Value: "1024,2048,4096,8192", Usage: "comma-separated matrix `SIZES`"},
				&cli.IntFlag{Name: "rows", Value: capacity.DefaultCheckParams.Rows, Usage: "rows opened per challenge"},
				&cli.IntFlag{Name: "entries", Value: capacity.DefaultCheckParams.EntriesPerRow, Usage: "entries recomputed per opened row"},
			},
			run: func(ctx context.Context, e *env, cmd *cli.Command) (benchReport, error) {
				var sizes []int
				for _, s := range strings.Split(cmd.String("sizes"), ",") {
					n, err := strconv.Atoi(strings.TrimSpace(s))
					if err != nil || n < 1 || n > capacity.MaxN {
						return nil, usageError("--sizes: %q is not a size in 1..%d", s, capacity.MaxN)
					}
					sizes = append(sizes, n)
				}
				return capacity.RunCapacityBench(ctx, capacity.CapacityBenchConfig{
					Sizes: sizes, Check: capacity.CheckParams{Rows: int(cmd.Int("rows")), EntriesPerRow: int(cmd.Int("entries"))},
				})
			},
		},
		"verify": {
			usage: "spot-check simulation: detection, expected profit of cheating, verification share (metrics cheat_profit_max, verify_compute_share)",
			flags: []cli.Flag{
				&cli.IntFlag{Name: "jobs", Value: 200, Usage: "jobs per provider (N)"},
				&cli.IntFlag{Name: "runs", Value: 500, Usage: "Monte Carlo runs per adversary"},
				&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "simulation seed"},
				&cli.StringFlag{Name: "class", Value: "batch", Usage: "job class: batch or burst"},
			},
			run: func(ctx context.Context, e *env, cmd *cli.Command) (benchReport, error) {
				return spotcheck.RunVerifyBench(ctx, spotcheck.VerifyBenchConfig{
					Jobs: int(cmd.Int("jobs")), Runs: int(cmd.Int("runs")), Seed: cmd.Uint64("seed"), Class: cmd.String("class"),
				})
			},
		},
	}
}
