package main

import (
	"context"
	"fmt"
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
				Name:  "demo",
				Usage: "bring up an in-memory devnet and walk a paid job through its on-chain life",
				Flags: devnetFlags(),
				Action: func(ctx context.Context, cmd *cli.Command) error {
					n, err := devnet.Start(ctx, devnetConfig(cmd, ""))
					if err != nil {
						return err
					}
					defer n.Close()
					if _, err := devnet.RunDemo(ctx, n, e.stdout); err != nil {
						return fmt.Errorf("demo: %w", err)
					}
					return nil
				},
			},
		},
	}
}
