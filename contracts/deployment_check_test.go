package contracts

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// TestDeployGasBudget keeps DeployGasBudget above what a fresh deployment with a test token
// spends, so the funds check of `gpumesh chain deploy` never lets a deployment run dry half way.
func TestDeployGasBudget(t *testing.T) {
	f := newFixture(t)
	var total uint64
	for step, gas := range f.d.Gas {
		t.Logf("%s: %d gas", step, gas)
		total += gas
	}
	if len(f.d.Gas) != 4 {
		t.Fatalf("deployment recorded %d steps, want 4 (token, registry, escrow, channels)", len(f.d.Gas))
	}
	if total > DeployGasBudget {
		t.Fatalf("deployment used %d gas, over DeployGasBudget %d: raise the budget", total, DeployGasBudget)
	}
	t.Logf("deployment used %d gas of a %d budget", total, DeployGasBudget)
}

func TestVerifyDeployment(t *testing.T) {
	f := newFixture(t)
	if len(f.d.CodeHashes) != 4 {
		t.Fatalf("CodeHashes = %v, want the four contracts", f.d.CodeHashes)
	}
	if err := VerifyDeployment(f.ctx, f.chain.client, f.d); err != nil {
		t.Fatalf("fresh deployment: %v", err)
	}
	edit := func(mod func(d *Deployment)) *Deployment {
		d := *f.d
		d.ChainID = new(big.Int).Set(f.d.ChainID)
		d.CodeHashes = make(map[string]common.Hash)
		for k, v := range f.d.CodeHashes {
			d.CodeHashes[k] = v
		}
		mod(&d)
		return &d
	}
	for _, tc := range []struct {
		name string
		d    *Deployment
		want error
	}{
		{"wrong chain", edit(func(d *Deployment) { d.ChainID = big.NewInt(5) }), ErrWrongChain},
		{"no code", edit(func(d *Deployment) { d.Escrow = common.HexToAddress("0x1234") }), ErrNoCode},
		{"code hash", edit(func(d *Deployment) { d.CodeHashes[CodeEscrow] = common.Hash{1} }), ErrCodeMismatch},
		// Without hashes (an old record) the registry's wiring still catches swapped addresses.
		{"wiring", edit(func(d *Deployment) {
			d.CodeHashes = nil
			d.Escrow, d.Channels = d.Channels, d.Escrow
		}), ErrCodeMismatch},
		{"no address", edit(func(d *Deployment) { d.Channels = common.Address{} }), ErrDeploymentRecord},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := VerifyDeployment(f.ctx, f.chain.client, tc.d)
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			t.Log(err)
		})
	}
}
