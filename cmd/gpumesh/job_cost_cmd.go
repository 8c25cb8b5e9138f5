package main

import (
	"context"
	"math/big"

	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
)

// weiDecimals: gas costs are shown in ETH (wei / 10^18).
const weiDecimals = 18

func newJobCostCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "cost",
		Usage: "what this requester's jobs cost per class, and the cost per useful output",
		Description: "Reads the requester's job store (no network). Per class: jobs, jobs with an accepted\n" +
			"result (fetched, not refunded or disputed), the price paid for jobs whose payment was\n" +
			"locked, refunds, spot-check re-runs (count and net price), and the requester's own gas\n" +
			"(open, refund, dispute) in ETH. Tokens and gas are never added: each has its column.\n" +
			"cost/output = (paid - refunds + re-runs) / accepted, and gas / accepted, rounded down to a\n" +
			"base unit. --json prints exact base units (token units and wei) as JSON integers.",
		Flags: append(requesterFlags(), &cli.IntFlag{
			Name:  "token-decimals",
			Usage: "decimals of the payment `TOKEN` amounts are shown in",
			Value: jobspec.DefaultTokenDecimals,
		}),
		Action: func(ctx context.Context, cmd *cli.Command) error {
			recs, err := e.requesterJobs(ctx, cmd)
			if err != nil {
				return err
			}
			costs := requester.CostByClass(recs)
			if e.jsonOut {
				return e.printJSON(costs)
			}
			dec := int(cmd.Int("token-decimals"))
			tok := func(v *big.Int) string {
				if v == nil {
					return "-"
				}
				return jobspec.FormatAmount(v, dec)
			}
			eth := func(v *big.Int) string {
				if v == nil {
					return "-"
				}
				return jobspec.FormatAmount(v, weiDecimals)
			}
			e.printf("%-6s %5s %8s %14s %14s %6s %14s %14s %14s %16s %16s\n", "class", "jobs", "accepted",
				"paid", "refunds", "reruns", "rerun paid", "total tokens", "gas ETH", "tokens/output", "gas ETH/output")
			for _, c := range costs {
				e.printf("%-6s %5d %8d %14s %14s %6d %14s %14s %14s %16s %16s\n", c.Class, c.Jobs, c.Accepted,
					tok(c.Paid), tok(c.Refunded), c.Reruns, tok(c.RerunPaid), tok(c.TotalTokens), eth(c.GasWei),
					tok(c.PerOutputTokens), eth(c.PerOutputWei))
				if c.GasUnpriced > 0 {
					e.printf("       (%d jobs recorded before gas prices were kept: their %d gas is not in gas ETH)\n", c.GasUnpriced, c.GasUsed)
				}
			}
			if len(costs) == 0 {
				e.printf("no jobs in this requester's store\n")
			}
			return nil
		},
	}
}
