package main

import (
	"context"
	"os"

	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/cmd/gpumesh/bench/p2pbench"
)

// p2pBenchSpecs are the networking benchmarks (package cmd/gpumesh/bench/p2pbench): real libp2p hosts on
// loopback, each with a libp2p ping baseline measured in the same run.
func p2pBenchSpecs() map[string]benchSpec {
	return map[string]benchSpec{
		"gossip": {
			usage: "offer propagation over GossipSub to N loopback nodes, full validation on every hop (metric gossip_p99_ms, target < 250)",
			flags: []cli.Flag{
				&cli.IntFlag{Name: "nodes", Value: 50, Usage: "`N` hosts"},
				&cli.IntFlag{Name: "publishers", Value: 10, Usage: "providers publishing offers"},
				&cli.IntFlag{Name: "messages", Value: 100, Usage: "offers published, one after the other"},
				&cli.IntFlag{Name: "degree", Value: 4, Usage: "random links per node (plus a ring)"},
				&cli.BoolFlag{Name: "quic", Usage: "add the QUIC transport (default TCP only)"},
				&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "topology seed"},
				&cli.StringFlag{Name: "cpuprofile", Usage: "write a pprof CPU profile of the measured part to `FILE` (go tool pprof FILE)"},
				&cli.IntFlag{Name: "mesh-degree", Usage: "GossipSub mesh degree `D` on every node (default: the node's, 4)"},
				&cli.IntFlag{Name: "mesh-low", Usage: "GossipSub's `Dlo` (a mesh below it grafts peers) on every node (default: D-1, the node's 3)"},
				&cli.IntFlag{Name: "mesh-high", Usage: "GossipSub's `Dhi` (a mesh above it is pruned to D) on every node (default: D+2, the node's 6)"},
				&cli.IntFlag{Name: "idontwant-bytes", Usage: "send IDONTWANT for messages of at least `N` bytes on every node (default: pubsub's 1024, above an offer's size)"},
			},
			run: func(ctx context.Context, e *env, cmd *cli.Command) (benchReport, error) {
				cfg := p2pbench.GossipBenchConfig{
					MeshDegree:     cmd.Int("mesh-degree"),
					MeshLow:        cmd.Int("mesh-low"),
					MeshHigh:       cmd.Int("mesh-high"),
					IDontWantBytes: cmd.Int("idontwant-bytes"),
					Nodes:          cmd.Int("nodes"),
					Publishers:     cmd.Int("publishers"),
					Messages:       cmd.Int("messages"),
					Degree:         cmd.Int("degree"),
					QUIC:           cmd.Bool("quic"),
					Seed:           cmd.Uint64("seed"),
				}
				if path := cmd.String("cpuprofile"); path != "" {
					f, err := os.Create(path)
					if err != nil {
						return nil, usageError("--cpuprofile: %v", err)
					}
					defer f.Close()
					cfg.CPUProfile = f
				}
				return p2pbench.RunGossipBench(ctx, cfg)
			},
		},
		"burst": {
			usage: "burst match latency: best offer from the local book, Proposal over /gpumesh/propose/1, verified signed Acceptance, on N loopback providers (metric burst_match_p99_ms, target < 50)",
			flags: []cli.Flag{
				&cli.IntFlag{Name: "providers", Value: 50, Usage: "`N` provider hosts (plus one requester)"},
				&cli.IntFlag{Name: "matches", Value: 500, Usage: "matches measured, one after the other"},
				&cli.IntFlag{Name: "degree", Value: 4, Usage: "random links per node (plus a ring)"},
				&cli.BoolFlag{Name: "quic", Usage: "add the QUIC transport (default TCP only)"},
				&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "topology seed"},
			},
			run: func(ctx context.Context, e *env, cmd *cli.Command) (benchReport, error) {
				return p2pbench.RunBurstMatchBench(ctx, p2pbench.BurstMatchBenchConfig{
					Providers: cmd.Int("providers"),
					Matches:   cmd.Int("matches"),
					Degree:    cmd.Int("degree"),
					QUIC:      cmd.Bool("quic"),
					Seed:      cmd.Uint64("seed"),
				})
			},
		},
	}
}
