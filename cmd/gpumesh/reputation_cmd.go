package main

import (
	"context"
	"fmt"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common"
	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/verifier/reputation"
)

func newReputationCommand(e *env) *cli.Command {
	lastFlag := &cli.IntFlag{Name: "last", Value: 10, Usage: "how many of the newest events to list"}
	return &cli.Command{
		Name:  "reputation",
		Usage: "provider reputation computed from chain events (the numbers matching uses)",
		Description: "Reputation is computed locally from the escrow's and the registry's events only (claimed,\n" +
			"refunded, slashed jobs), as time-decayed beta counts weighted by job value, so every node that\n" +
			"reads the same blocks gets the same numbers. The scan is cached under <data-dir>/reputation and\n" +
			"only new blocks are read on the next call.",
		Commands: []*cli.Command{
			{
				Name:      "show",
				Usage:     "one provider's score, its counts per kind of event and its last events",
				ArgsUsage: "ADDRESS",
				Flags:     append([]cli.Flag{lastFlag}, chainFlags()...),
				Action: func(ctx context.Context, cmd *cli.Command) error {
					s := cmd.Args().First()
					if cmd.Args().Len() != 1 || !common.IsHexAddress(s) {
						return usageError("reputation show: give one provider address (0x and 40 hex digits)")
					}
					if cmd.Int("last") < 0 {
						return usageError("reputation show: --last %d: give 0 or more", cmd.Int("last"))
					}
					src, closeChain, err := e.openReputation(ctx, cmd)
					if err != nil {
						return err
					}
					defer closeChain()
					rep, err := src.Report(ctx, common.HexToAddress(s), int(cmd.Int("last")))
					if err != nil {
						return err
					}
					if e.jsonOut {
						return e.printJSON(rep)
					}
					return reputation.WriteReport(e.stdout, rep)
				},
			},
			{
				Name:  "list",
				Usage: "every provider with events: score, decayed success and failure, event count",
				Flags: chainFlags(),
				Action: func(ctx context.Context, cmd *cli.Command) error {
					src, closeChain, err := e.openReputation(ctx, cmd)
					if err != nil {
						return err
					}
					defer closeChain()
					scores, err := src.Scores(ctx)
					if err != nil {
						return err
					}
					if e.jsonOut {
						reports := make([]*reputation.Report, len(scores))
						for i, s := range scores {
							if reports[i], err = src.Report(ctx, s.Provider, 0); err != nil {
								return err
							}
						}
						return e.printJSON(reports)
					}
					block, at := src.Head()
					e.printf("as of block %d (time %d)\n", block, at)
					return reputation.WriteTable(e.stdout, scores)
				},
			},
		},
	}
}

// openReputation dials the chain (--rpc) and returns a reputation source over the deployment
// (--deployment), its scan cached in <data-dir>/reputation/<chain id>-<escrow>.cbor.
func (e *env) openReputation(ctx context.Context, cmd *cli.Command) (*reputation.Source, func(), error) {
	d, err := e.deployment(cmd)
	if err != nil {
		return nil, nil, err
	}
	if d == nil {
		return nil, nil, usageError("no deployment: pass --deployment FILE, set chain.deployment in the config, or start `gpumesh devnet up`")
	}
	client, err := e.dialChain(ctx, cmd)
	if err != nil {
		return nil, nil, err
	}
	store := reputation.FileStore{Path: filepath.Join(e.dataDir(), "reputation", fmt.Sprintf("%s-%s.cbor", d.ChainID, d.Escrow.Hex()))}
	src, err := reputation.NewChainSource(client, d, store, e.logger)
	if err != nil {
		client.Close()
		return nil, nil, err
	}
	return src, client.Close, nil
}
