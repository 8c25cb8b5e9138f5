package devnet

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/verifier/spotcheck"
)

// AlwaysSpotCheck are spot-check parameters with p = 1 for batch and burst jobs: every job is
// re-executed. The devnet's e2e tests use them so that a wrong result is caught on its first
// job; the defaults (spotcheck.DefaultParams, batch p = 1/12) are what cheating must not beat.
func AlwaysSpotCheck() spotcheck.Params {
	one := big.NewRat(1, 1)
	return spotcheck.Params{Classes: []spotcheck.ClassParams{
		{Class: "batch", CostShare: one, CollateralRatio: new(big.Rat), Margin: one},
		{Class: "burst", CostShare: one, CollateralRatio: new(big.Rat), Margin: one},
		{Class: "zk", ProofVerified: true},
	}}
}

// ErrNoReexecutor: no running honest provider other than the job's own can re-run it.
var ErrNoReexecutor = errors.New("devnet: no other running honest provider to re-execute the job")

// Reexecutor re-runs a requester's spot-checked job directly on another provider of the devnet:
// the first running, honest (FaultNone) in-process daemon that is not the job's provider
// (provider.Daemon.Reexecute: the job's spec, module and inputs fetched by CID from the network,
// the wasm run with the job's own seed, the plain result CID returned). The call is in process;
// a requester outside the devnet would reach a verifier over the network instead.
func (n *Network) Reexecutor() spotcheck.Reexecutor { return devnetReexecutor{n} }

type devnetReexecutor struct{ n *Network }

func (x devnetReexecutor) Reexecute(ctx context.Context, job spotcheck.Job) (cid.Cid, error) {
	for _, p := range x.n.Nodes {
		if p.Address == job.Provider || p.Fault != FaultNone {
			continue
		}
		p.mu.Lock()
		d := p.d
		p.mu.Unlock()
		if d == nil {
			continue
		}
		c, err := d.Reexecute(ctx, job)
		if err != nil {
			return cid.Undef, fmt.Errorf("devnet: provider-%d: %w", p.Index, err)
		}
		return c, nil
	}
	return cid.Undef, ErrNoReexecutor
}
