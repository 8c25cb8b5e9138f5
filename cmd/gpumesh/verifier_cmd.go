package main

import (
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"fmt"
	"math/big"
	"path/filepath"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	libp2pcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/urfave/cli/v3"
	"golang.org/x/sync/errgroup"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/book"
	"github.com/gpumesh/gpumesh/market/offers"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/verifier/capacity"
	"github.com/gpumesh/gpumesh/verifier/spotcheck"
)

// newVerifierCommand is `gpumesh verifier`: the numbers behind spot-checks, capacity challenges
// of remote providers, and a local capacity self-test.
func newVerifierCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "verifier",
		Usage: "spot-check parameters, capacity challenges and self-test",
		Commands: []*cli.Command{
			newVerifierChallengeCommand(e),
			newVerifierServeCommand(e),
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
					dom := contracts.Domain{ChainID: big.NewInt(1), Registry: common.HexToAddress("0x0000000000000000000000000000000000000001")}
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

// newVerifierChallengeCommand is `gpumesh verifier challenge`: challenge one provider's capacity
// over libp2p with this wallet as the challenger, sign the attestation under the deployment's
// domain (chain id, ProviderRegistry) and hand it to the provider, whose offers then quote it.
// Requesters credit it only if they trust this challenger (a configured list, or registry stake).
func newVerifierChallengeCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "challenge",
		Usage: "challenge a provider's capacity and hand it the signed attestation",
		Flags: append(append([]cli.Flag{
			&cli.StringFlag{Name: "peer", Required: true, Usage: "provider's p2p `MULTIADDR` ending in /p2p/<peer id>"},
			&cli.StringFlag{Name: "provider", Required: true, Usage: "provider's wallet `ADDRESS` (the attestation names it)"},
			&cli.StringFlag{Name: "address", Usage: "challenger wallet `ADDRESS` (default: wallet.address or the only key)"},
			&cli.IntFlag{Name: "n", Value: 1024, Usage: "matrix size `N` (1..32768)"},
			&cli.IntFlag{Name: "rows", Value: 32, Usage: "rows opened and checked"},
			&cli.Uint64Flag{Name: "claim", Usage: "throughput the provider claims, int8 `MAC/s` (its offer's); far below it fails"},
			&cli.BoolFlag{Name: "no-deliver", Usage: "do not hand the attestation to the provider"},
		}, walletFlags()...), chainFlags()...),
		Action: func(ctx context.Context, cmd *cli.Command) error {
			n, rows := int(cmd.Int("n")), int(cmd.Int("rows"))
			if n < 1 || n > capacity.MaxN {
				return usageError("--n=%d: use 1..%d", n, capacity.MaxN)
			}
			if rows < 1 || rows > n {
				return usageError("--rows=%d: use 1..n (%d)", rows, n)
			}
			ai, err := peer.AddrInfoFromString(cmd.String("peer"))
			if err != nil {
				return usageError("--peer %q: %v: give a multiaddr ending in /p2p/<peer id>", cmd.String("peer"), err)
			}
			if !common.IsHexAddress(cmd.String("provider")) {
				return usageError("--provider %q: give the provider's 0x-prefixed wallet address", cmd.String("provider"))
			}
			dep, err := e.deployment(cmd)
			if err != nil {
				return err
			}
			if dep == nil {
				return usageError("no deployment: pass --deployment FILE (attestations are signed for a chain and its ProviderRegistry)")
			}
			key, err := e.unlockKey(cmd)
			if err != nil {
				return err
			}
			dom := dep.Domain()
			ch, err := capacity.NewChallenger(key, dom, capacity.ChallengerConfig{N: n, Check: capacity.CheckParams{Rows: rows}})
			if err != nil {
				return usageError("%v", err)
			}
			node, err := challengeNode(ctx, key, dep.ChainID.Uint64())
			if err != nil {
				return err
			}
			defer node.Close()
			node.Host().Peerstore().AddAddrs(ai.ID, ai.Addrs, time.Hour)
			svc := capacity.NewService(ch, node, capacity.ServiceConfig{})
			p := capacity.Peer{Provider: common.HexToAddress(cmd.String("provider")), ID: ai.ID, Addrs: ai.Addrs, ClaimedOpsPerSecond: 2 * cmd.Uint64("claim")}
			var o capacity.Outcome
			if cmd.Bool("no-deliver") {
				res, err := ch.Challenge(ctx, capacity.Node{Provider: p.Provider, ClaimedOpsPerSecond: p.ClaimedOpsPerSecond, Target: capacity.NewStreamTarget(node, ai.ID, p.Provider)})
				if err != nil {
					return err
				}
				o = capacity.Outcome{Provider: p.Provider, Challenger: ch.Address(), Passed: res.Err == nil, Tier: res.Tier, Attestation: res.Attestation}
				if res.Err != nil {
					o.Err = res.Err.Error()
				}
			} else {
				if o, err = svc.ChallengeNow(ctx, p); err != nil {
					return err
				}
			}
			if e.jsonOut {
				if err := e.printJSON(o); err != nil {
					return err
				}
			} else {
				e.printf("provider %s challenged by %s: ", p.Provider.Hex(), ch.Address().Hex())
				if a := o.Attestation; a != nil {
					e.printf("n=%d in %.3f s, %.2f Gop/s int8 (%d MAC/s), device %s, tier %s, delivered %v\n",
						a.N, float64(a.ElapsedNanos)/1e9, float64(a.OpsPerSecond)/1e9, capacity.MACsPerSecond(a.OpsPerSecond), a.Device, o.Tier, o.Delivered)
				} else {
					e.printf("no attestation, tier %s\n", o.Tier)
				}
			}
			if !o.Passed {
				return fmt.Errorf("capacity challenge failed: %s", o.Err)
			}
			return nil
		},
	}
}

// newVerifierServeCommand is `gpumesh verifier serve`: the challenger role on the network. It
// follows offers on /gpumesh/offers/1, challenges every provider in its book at random times
// against the throughput its offer claims, hands each attestation to the provider, and prints one
// line (or JSON object) per outcome until interrupted. Requesters credit the attestations if they
// trust this wallet (a configured list, or its registry stake).
func newVerifierServeCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "serve",
		Usage: "run a capacity challenger: challenge the providers whose offers it sees, at random times",
		Flags: append(append([]cli.Flag{
			&cli.StringSliceFlag{Name: "bootstrap", Usage: "peer `MULTIADDR` to join the network through (repeatable)"},
			&cli.StringSliceFlag{Name: "listen", Value: []string{"/ip4/127.0.0.1/tcp/0"}, Usage: "p2p listen `MULTIADDR`"},
			&cli.StringFlag{Name: "address", Usage: "challenger wallet `ADDRESS` (default: wallet.address or the only key)"},
			&cli.IntFlag{Name: "n", Value: 2048, Usage: "matrix size `N` of each challenge"},
			&cli.IntFlag{Name: "rows", Value: capacity.DefaultCheckParams.Rows, Usage: "rows opened per challenge"},
			&cli.DurationFlag{Name: "mean-interval", Value: time.Hour, Usage: "mean time between challenges of one provider"},
			&cli.DurationFlag{Name: "min-interval", Usage: "shortest time between challenges of one provider (default mean/10)"},
		}, walletFlags()...), chainFlags()...),
		Action: func(ctx context.Context, cmd *cli.Command) error {
			dep, err := e.deployment(cmd)
			if err != nil {
				return err
			}
			if dep == nil {
				return usageError("no deployment: pass --deployment FILE (offers and attestations are signed for a chain and its contracts)")
			}
			cfg := capacity.ChallengerConfig{
				N: int(cmd.Int("n")), Check: capacity.CheckParams{Rows: int(cmd.Int("rows"))},
				MeanInterval: cmd.Duration("mean-interval"), MinInterval: cmd.Duration("min-interval"),
			}
			cfg.EnsureDefaults()
			if err := cfg.Validate(); err != nil {
				return usageError("%v", err)
			}
			key, err := e.unlockKey(cmd)
			if err != nil {
				return err
			}
			signer, err := p2p.NewKeySigner(key)
			if err != nil {
				return err
			}
			node, err := p2p.New(p2p.Config{
				DataDir: filepath.Join(e.dataDir(), "verifier", "p2p"), Wallet: signer, ChainID: dep.ChainID.Uint64(),
				ListenAddrs: cmd.StringSlice("listen"), BootstrapPeers: cmd.StringSlice("bootstrap"), Logger: e.logger,
			})
			if err != nil {
				return usageError("p2p: %v", err)
			}
			if err := node.Start(ctx); err != nil {
				return fmt.Errorf("start p2p node: %w", err)
			}
			defer node.Close()
			b, err := book.New(book.Config{Logger: e.logger})
			if err != nil {
				return err
			}
			topic, err := offers.Join(node, offers.Config{Domain: dep.Domain()})
			if err != nil {
				return fmt.Errorf("join offers: %w", err)
			}
			defer topic.Close()
			ch, err := capacity.NewChallenger(key, dep.Domain(), cfg, capacity.WithLogger(e.logger))
			if err != nil {
				return usageError("%v", err)
			}
			var outMu sync.Mutex
			svc := capacity.NewService(ch, node, capacity.ServiceConfig{Logger: e.logger, OnOutcome: func(o capacity.Outcome) {
				outMu.Lock()
				defer outMu.Unlock()
				if e.jsonOut {
					_ = e.printJSON(o)
					return
				}
				e.printf("%s %s passed=%v tier=%s ops/s=%d delivered=%v %s\n", o.At.UTC().Format(time.RFC3339), o.Provider.Hex(), o.Passed, o.Tier, o.OpsPerSecond, o.Delivered, o.Err)
			}})
			e.logger.Info("capacity challenger running", "challenger", ch.Address(), "peer", node.ID(), "n", cfg.N, "mean_interval", cfg.MeanInterval)
			g, gctx := errgroup.WithContext(ctx)
			g.Go(func() error { return topic.Feed(gctx, b) })
			g.Go(func() error {
				return svc.Run(gctx, func() []capacity.Peer { return challengePeers(b.Snapshot(), ch.Address()) })
			})
			if err := g.Wait(); err != nil && ctx.Err() == nil {
				return err
			}
			return nil
		},
	}
}

// challengePeers lists the providers of the book's offers to challenge, each against the
// throughput its offer claims (in ops/s: twice the offer's MAC/s); never the challenger itself.
func challengePeers(entries []book.Entry, self common.Address) []capacity.Peer {
	out := make([]capacity.Peer, 0, len(entries))
	for _, en := range entries {
		o := en.Offer
		id, err := peer.Decode(o.PeerID)
		if err != nil || o.Provider == self {
			continue
		}
		out = append(out, capacity.Peer{Provider: o.Provider, ID: id, ClaimedOpsPerSecond: 2 * o.Throughput})
	}
	return out
}

// challengeNode starts the one-shot challenger's p2p node: an ephemeral peer key, bound to the
// challenger's wallet (a provider takes challenges only from the challenger's own bound peer),
// listening on loopback only (it dials out).
func challengeNode(ctx context.Context, key *ecdsa.PrivateKey, chainID uint64) (*p2p.Node, error) {
	signer, err := p2p.NewKeySigner(key)
	if err != nil {
		return nil, err
	}
	id, _, err := libp2pcrypto.GenerateEd25519Key(rand.Reader)
	if err != nil {
		return nil, fmt.Errorf("p2p key: %w", err)
	}
	node, err := p2p.New(p2p.Config{Identity: id, Wallet: signer, ChainID: chainID,
		ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}, DisableQUIC: true, DHT: p2p.DHTOff})
	if err != nil {
		return nil, fmt.Errorf("p2p: %w", err)
	}
	if err := node.Start(ctx); err != nil {
		return nil, fmt.Errorf("start p2p node: %w", err)
	}
	return node, nil
}
