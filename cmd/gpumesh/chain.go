package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/rpcclient"
	"github.com/gpumesh/gpumesh/devnet"
)

// chainFlags are the flags of every command that talks to a chain.
func chainFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{
			Name:    "rpc",
			Usage:   "chain JSON-RPC `URL` (http://, https://, ws://, wss:// or an IPC path); any EVM chain",
			Sources: cli.EnvVars("GPUMESH_RPC"),
		},
		&cli.StringFlag{
			Name:    "deployment",
			Usage:   "deployment record `FILE` naming the gpumesh contracts (default: the local devnet's, if any)",
			Sources: cli.EnvVars("GPUMESH_DEPLOYMENT"),
		},
	}
}

// rpcURL is --rpc, else chain.rpc from the config, else the local devnet's endpoint.
func (e *env) rpcURL(cmd *cli.Command) (string, error) {
	if url := cmd.String("rpc"); url != "" {
		return url, nil
	}
	if e.cfg.Chain.RPC != "" {
		return e.cfg.Chain.RPC, nil
	}
	if rec, err := devnet.ReadRecord(e.devnetDir()); err == nil {
		return rec.HTTP, nil
	}
	return "", usageError("no chain endpoint: pass --rpc URL, set chain.rpc in the config, or start `gpumesh devnet chain`")
}

func (e *env) devnetDir() string { return e.dataDir() + "/devnet" }

// dialChain connects to the chain and checks that it answers, so an unreachable or wrong endpoint
// fails here with the URL named, not later in the middle of an operation.
func (e *env) dialChain(ctx context.Context, cmd *cli.Command) (*ethclient.Client, error) {
	url, err := e.rpcURL(cmd)
	if err != nil {
		return nil, err
	}
	dialCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	endpoints := []string{url}
	if !cmd.IsSet("rpc") {
		endpoints = append(endpoints, e.cfg.Chain.RPCFallbacks...)
	}
	rc, err := rpcclient.Dial(dialCtx, endpoints, rpcclient.Options{})
	if err != nil {
		return nil, fmt.Errorf("cannot reach chain at %s: %v (check --rpc and that the node is running)", url, err)
	}
	client := rc.Client
	if _, err := client.ChainID(dialCtx); err != nil {
		client.Close()
		return nil, fmt.Errorf("cannot reach chain at %s: %v (check --rpc and that the node is running)", url, err)
	}
	return client, nil
}

// deployment reads --deployment, else chain.deployment, else the local devnet's record. It returns
// nil without error when none is configured and none exists.
func (e *env) deployment(cmd *cli.Command) (*contracts.Deployment, error) {
	path := cmd.String("deployment")
	if path == "" {
		path = e.cfg.Chain.Deployment
	}
	if path == "" {
		rec, err := devnet.ReadRecord(e.devnetDir())
		if err != nil {
			return nil, nil
		}
		return rec.Deployment, nil
	}
	// A devnet's data directory names its record (deployment.json) too.
	if info, err := os.Stat(path); err == nil && info.IsDir() {
		path = filepath.Join(path, devnet.RecordFile)
	}
	rec, err := contracts.ReadDeploymentRecord(path)
	if err != nil {
		return nil, usageError("%v", err)
	}
	return rec.Deployment, nil
}
