package main

import (
	"github.com/urfave/cli/v3"
)

func newDevnetCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "devnet",
		Usage: "run a local gpumesh network: embedded chain, contracts, providers, demo",
	}
}
