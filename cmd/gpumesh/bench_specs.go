package main

import (
	"context"
	"crypto/ecdsa"
	"maps"

	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet/chain"
)

// benchSpecs lists every `gpumesh bench NAME`. Each entry parses its flags and calls the package
// that owns the benchmark.
func benchSpecs() map[string]benchSpec {
	specs := map[string]benchSpec{
		"gas": {
			usage: "gas per contract step and per job lifecycle, on an embedded chain with mainnet-like (Osaka) rules",
			run:   runGasBench,
		},
		"container": containerBenchSpec(),
	}
	for _, more := range []map[string]benchSpec{
		verifierBenchSpecs(),
		marketBenchSpecs(),
		p2pBenchSpecs(),
		contentBenchSpecs(),
		provingBenchSpecs(),
		devnetBenchSpecs(),
	} {
		maps.Copy(specs, more)
	}
	return specs
}

func runGasBench(ctx context.Context, e *env, cmd *cli.Command) (benchReport, error) {
	// The bench moves chain time with the chain's clock (AdjustTime) when it needs a later block,
	// so that no step races the wall clock on a loaded machine.
	c, err := chain.Start(ctx, chain.Config{Accounts: 3})
	if err != nil {
		return nil, err
	}
	defer c.Close()
	client := c.Client()
	defer client.Close()
	var keys []*ecdsa.PrivateKey
	for _, a := range c.Accounts() {
		keys = append(keys, a.Key)
	}
	return contracts.RunGasBench(ctx, contracts.GasBenchConfig{
		Backend:     client,
		Keys:        keys,
		AdvanceTime: c.AdjustTime,
	})
}
