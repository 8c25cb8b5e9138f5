package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/devnet/chain"
)

func devnetFlags() []cli.Flag {
	return []cli.Flag{
		&cli.IntFlag{Name: "port", Usage: "JSON-RPC `PORT` (HTTP and WebSocket); 0 picks a free one", Value: 0, Sources: cli.EnvVars("GPUMESH_DEVNET_PORT")},
		&cli.IntFlag{Name: "providers", Usage: "number of funded provider accounts", Value: 3},
		&cli.DurationFlag{Name: "block-period", Usage: "time between blocks; 0 seals a block per transaction", Value: 0},
		&cli.DurationFlag{Name: "challenge-window", Usage: "escrow challenge window (whole seconds)", Value: 3 * time.Second},
	}
}

func devnetConfig(cmd *cli.Command, dataDir string) devnet.Config {
	return devnet.Config{
		DataDir:         dataDir,
		Providers:       cmd.Int("providers"),
		ChallengeWindow: cmd.Duration("challenge-window"),
		Chain: chain.Config{
			Port:        cmd.Int("port"),
			BlockPeriod: cmd.Duration("block-period"),
		},
	}
}

func newDevnetCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "devnet",
		Usage: "run a local gpumesh network: embedded chain, contracts, funded wallets, demo",
		Description: "The devnet is an embedded go-ethereum node in this process (no external geth, no Docker)\n" +
			"with JSON-RPC on 127.0.0.1, mainnet-like (Osaka) fork rules and the gpumesh contracts.\n" +
			"Its funded keys derive from a public seed: never send real funds to them.",
		Commands: []*cli.Command{
			newDevnetFundCommand(e),
			{
				Name:  "chain",
				Usage: "run the chain with the contracts deployed until interrupted; writes <data-dir>/devnet/deployment.json",
				Flags: devnetFlags(),
				Action: func(ctx context.Context, cmd *cli.Command) error {
					dir := filepath.Join(e.dataDir(), "devnet")
					n, err := devnet.Start(ctx, devnetConfig(cmd, dir))
					if err != nil {
						return err
					}
					defer n.Close()
					if e.jsonOut {
						if err := e.printJSON(n.Record); err != nil {
							return err
						}
					} else {
						e.printf("devnet chain %d is up (%s)\n", n.Record.ChainID, n.StartupTime().Round(time.Millisecond))
						e.printf("  http      %s\n  ws        %s\n", n.Record.HTTP, n.Record.WS)
						e.printf("  token     %s\n  registry  %s\n  escrow    %s\n", n.Deployment.Token.Hex(), n.Deployment.Registry.Hex(), n.Deployment.Escrow.Hex())
						for _, a := range n.Record.Accounts {
							e.printf("  %-10s %s\n", a.Role, a.Address.Hex())
						}
						e.printf("  record    %s\nCtrl-C stops it.\n", filepath.Join(dir, devnet.RecordFile))
					}
					<-ctx.Done()
					return nil
				},
			},
			{
				Name:  "up",
				Usage: "run a whole local network: chain, contracts, funded wallets, provider daemons and a ready requester",
				Description: "Everything runs in this process on loopback until Ctrl-C. The data dir (<data-dir>/devnet) keeps the\n" +
					"chain, the provider daemons' state and the requester's keystore and jobs, and is reused by the\n" +
					"next `devnet up` unless --fresh. `gpumesh job submit SPEC` then works from another terminal:\n" +
					"the requester's config is <data-dir>/devnet/requester.toml, an ordinary config file that the job\n" +
					"commands read when there is no other (or pass it with --config).",
				Flags: append(devnetFlags(),
					&cli.BoolFlag{Name: "fresh", Usage: "wipe the devnet data dir first"},
					&cli.StringFlag{Name: "faulty", Usage: "comma-separated `FAULTS` for the last providers: crash, late, wrong-result, lying-capacity, lost-inputs, gives-up"},
				),
				Action: func(ctx context.Context, cmd *cli.Command) error {
					dir := e.devnetDir()
					faults, err := devnet.ParseFaults(cmd.String("faulty"))
					if err != nil {
						return usageError("devnet up: --faulty: %v", err)
					}
					if cmd.Bool("fresh") {
						if err := os.RemoveAll(dir); err != nil {
							return fmt.Errorf("devnet up: wipe %s: %w", dir, err)
						}
					}
					cfg := devnetConfig(cmd, dir)
					cfg.Chain.DataDir = filepath.Join(dir, "chain")
					began := time.Now()
					n, err := devnet.Start(ctx, cfg)
					if err != nil {
						return err
					}
					defer n.Close()
					var command func(string) *exec.Cmd
					if len(faults) > 0 {
						exe, err := os.Executable()
						if err != nil {
							return err
						}
						command = func(path string) *exec.Cmd { return exec.Command(exe, "provider", "run", "--config", path) }
					}
					if err := n.StartProviders(ctx, devnet.ProvidersConfig{Faults: faults, Command: command, Logger: e.logger}); err != nil {
						return err
					}
					reqConfig, err := n.WriteRequesterConfig()
					if err != nil {
						return err
					}
					if e.jsonOut {
						if err := e.printJSON(map[string]any{"record": n.Record, "requester_config": reqConfig, "providers": n.BootstrapPeers()}); err != nil {
							return err
						}
					} else {
						e.printf("devnet is up (%s): chain %d, %d provider daemons\n", time.Since(began).Round(time.Millisecond), n.Record.ChainID, len(n.Nodes))
						e.printf("  http      %s\n  ws        %s\n", n.Record.HTTP, n.Record.WS)
						e.printf("  escrow    %s\n  registry  %s\n  token     %s\n", n.Deployment.Escrow.Hex(), n.Deployment.Registry.Hex(), n.Deployment.Token.Hex())
						for _, p := range n.Nodes {
							fault := ""
							if p.Fault != devnet.FaultNone {
								fault = " (faulty: " + string(p.Fault) + ")"
							}
							e.printf("  provider-%d %s%s metrics %s\n", p.Index, p.Address.Hex(), fault, p.MetricsURL())
							e.printf("             console %s\n", p.ConsoleURL())
						}
						if e.cfgFile == "" {
							e.printf("  requester console: gpumesh console (job store, chain and market, on loopback)\n")
						} else {
							e.printf("  requester console: gpumesh --config %s console (job store, chain and market, on loopback)\n", reqConfig)
						}
						e.printf("  requester %s (%s)\n", n.Record.Accounts[1].Address.Hex(), reqConfig)
						if e.cfgFile == "" {
							e.printf("Try: gpumesh job submit SPEC --wait. Ctrl-C stops everything.\n")
						} else {
							// The job commands read that config file, not the devnet's requester.
							e.printf("Try: gpumesh --config %s job submit SPEC --wait. Ctrl-C stops everything.\n", reqConfig)
						}
					}
					<-ctx.Done()
					if err := n.FaultErrors(); err != nil {
						e.logger.Warn("fault driver errors", "err", err)
					}
					return nil
				},
			},
			{
				Name:  "demo",
				Usage: "bring up a devnet with provider daemons and run a batch, a burst (payment channel) and a zk proving job through it end to end",
				Flags: devnetFlags(),
				Action: func(ctx context.Context, cmd *cli.Command) error {
					dir, err := os.MkdirTemp("", "gpumesh-demo-")
					if err != nil {
						return err
					}
					defer os.RemoveAll(dir)
					began := time.Now()
					n, err := devnet.Start(ctx, devnetConfig(cmd, filepath.Join(dir, "devnet")))
					if err != nil {
						return err
					}
					defer n.Close()
					if err := n.StartProviders(ctx, devnet.ProvidersConfig{}); err != nil {
						return fmt.Errorf("demo: %w", err)
					}
					e.printf("devnet with %d provider daemons up in %s\n", len(n.Nodes), time.Since(began).Round(time.Millisecond))
					if _, err := devnet.RunFullDemo(ctx, n, filepath.Join(dir, "jobs"), e.stdout); err != nil {
						return fmt.Errorf("demo: %w", err)
					}
					return nil
				},
			},
		},
	}
}
