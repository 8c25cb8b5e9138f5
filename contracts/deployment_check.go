package contracts

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts/bindings"
)

var (
	// ErrWrongChain reports an endpoint that serves another chain than the one a deployment
	// record or a flag names.
	ErrWrongChain = errors.New("contracts: wrong chain")
	// ErrCodeMismatch reports a deployment record whose contracts do not match the code on
	// chain: another deployment, another chain, or a record edited by hand.
	ErrCodeMismatch = errors.New("contracts: deployment record does not match the chain")
)

// DeployGasBudget bounds the gas Deploy spends on a fresh chain with a test token: the four
// creations use 12.9 M gas (TestDeployGasBudget measures them and keeps the budget above), each
// sent with a gas limit 20% over its estimate; the budget adds about a quarter of headroom. `gpumesh chain deploy` refuses a wallet that cannot pay this much at
// the chain's current fee cap before it sends anything.
const DeployGasBudget = 16_500_000

// The names of the deployment's contracts in Deployment.CodeHashes.
const (
	CodeToken    = "token"
	CodeRegistry = "registry"
	CodeEscrow   = "escrow"
	CodeChannels = "channels"
)

// addresses lists the deployment's contracts by their CodeHashes names.
func (d *Deployment) addresses() map[string]common.Address {
	return map[string]common.Address{
		CodeToken:    d.Token,
		CodeRegistry: d.Registry,
		CodeEscrow:   d.Escrow,
		CodeChannels: d.Channels,
	}
}

// recordCodeHashes reads each contract's runtime code and keeps its keccak256 in d.CodeHashes.
// Runtime code holds the constructor's immutables (the registry's escrow, the escrow's token),
// so the hashes name this deployment, not only its sources.
func (d *Deployment) recordCodeHashes(ctx context.Context, b Backend) error {
	d.CodeHashes = make(map[string]common.Hash, 4)
	for name, addr := range d.addresses() {
		code, err := b.CodeAt(ctx, addr, nil)
		if err != nil {
			return fmt.Errorf("deploy: code of %s %s: %w", name, addr, err)
		}
		if len(code) == 0 {
			return fmt.Errorf("deploy: %s %s: %w", name, addr, ErrNoCode)
		}
		d.CodeHashes[name] = crypto.Keccak256Hash(code)
	}
	return nil
}

// VerifyDeployment checks a deployment record against the chain b serves: the chain id, code at
// every address, the code hashes the record holds (a record without them, written before they
// were recorded, is checked for code only), and the registry's wiring to the escrow, the
// channels and the token. It sends nothing. Errors: ErrWrongChain, ErrNoCode, ErrCodeMismatch,
// each naming the contract and the fix.
func VerifyDeployment(ctx context.Context, b Backend, d *Deployment) error {
	if d == nil || d.ChainID == nil {
		return fmt.Errorf("%w: the record names no chain id", ErrDeploymentRecord)
	}
	id, err := b.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("chain id: %w", err)
	}
	if id.Cmp(d.ChainID) != 0 {
		return fmt.Errorf("%w: the deployment record is for chain %s but the endpoint serves chain %s: use the record made for this chain, or the RPC of chain %s", ErrWrongChain, d.ChainID, id, d.ChainID)
	}
	for _, name := range []string{CodeToken, CodeRegistry, CodeEscrow, CodeChannels} {
		addr := d.addresses()[name]
		if addr == (common.Address{}) {
			return fmt.Errorf("%w: the record names no %s address", ErrDeploymentRecord, name)
		}
		code, err := b.CodeAt(ctx, addr, nil)
		if err != nil {
			return fmt.Errorf("code of %s %s: %w", name, addr, err)
		}
		if len(code) == 0 {
			return fmt.Errorf("%s %s on chain %s: %w; the record is for another chain or the contracts were never deployed there: run `gpumesh chain deploy` or fix the record", name, addr, id, ErrNoCode)
		}
		want, ok := d.CodeHashes[name]
		if !ok {
			continue
		}
		if got := crypto.Keccak256Hash(code); got != want {
			return fmt.Errorf("%w: %s %s has code hash %s on chain %s, the record says %s: the record belongs to another deployment; deploy again or use the matching record", ErrCodeMismatch, name, addr, got, id, want)
		}
	}
	reg := bindings.NewProviderRegistry()
	for _, link := range []struct {
		name string
		data []byte
		want common.Address
	}{
		{"escrow", reg.PackEscrow(), d.Escrow},
		{"channels", reg.PackChannels(), d.Channels},
		{"token", reg.PackToken(), d.Token},
	} {
		out, err := Call(ctx, b, nil, d.Registry, link.data)
		if err != nil {
			return fmt.Errorf("%w: registry %s does not answer %s(): %v", ErrCodeMismatch, d.Registry, link.name, err)
		}
		if len(out) != 32 {
			return fmt.Errorf("%w: registry %s answers %s() with %d bytes, want one address", ErrCodeMismatch, d.Registry, link.name, len(out))
		}
		if got := common.BytesToAddress(out); got != link.want {
			return fmt.Errorf("%w: registry %s is wired to %s %s, the record says %s", ErrCodeMismatch, d.Registry, link.name, got, link.want)
		}
	}
	return nil
}

// DeployCost is the most Deploy can spend at feeCap wei per gas: DeployGasBudget x feeCap.
func DeployCost(feeCap *big.Int) *big.Int {
	return new(big.Int).Mul(big.NewInt(DeployGasBudget), feeCap)
}
