package provider

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/rpcclient"
	"github.com/gpumesh/gpumesh/provider/settle"
)

// Withdrawal is what WithdrawEarnings did: the provider's address, the amount paid out (zero:
// nothing was earned, nothing sent), where it went and the transaction.
type Withdrawal struct {
	Provider common.Address
	Amount   *big.Int
	To       common.Address
	Receipt  *types.Receipt // nil when nothing was sent
}

// WithdrawEarnings withdraws all of the provider's earnings in the escrow (what its claims
// credited) to `to` (zero: chain.withdraw_earnings_to, else the provider's own address), with the
// wallet and chain of cfg: `gpumesh provider withdraw`. The daemon need not be stopped: it does
// the same on its own (chain.withdraw_earnings_*); if both send at once, one finds the earnings
// gone (InsufficientEarnings) and nothing is paid twice.
func WithdrawEarnings(ctx context.Context, cfg *Config, to common.Address) (*Withdrawal, error) {
	key, err := loadWallet(cfg.Wallet)
	if err != nil {
		return nil, err
	}
	st, closeChain, err := dialSettler(ctx, cfg, key)
	if err != nil {
		return nil, err
	}
	defer closeChain()
	if to == (common.Address{}) {
		to = cfg.Chain.EarningsConfig().To
	}
	w := &Withdrawal{Provider: crypto.PubkeyToAddress(key.PublicKey), To: to}
	if w.To == (common.Address{}) {
		w.To = w.Provider
	}
	if w.Amount, w.Receipt, err = st.WithdrawEarnings(ctx, w.To); err != nil {
		return nil, fmt.Errorf("provider withdraw: %w", err)
	}
	return w, nil
}

// ReserveRelease is what ReleaseReserve did: the provider's address, the amount released to free
// stake (zero: nothing above keep, nothing sent) and the transaction.
type ReserveRelease struct {
	Provider common.Address
	Amount   *big.Int
	Receipt  *types.Receipt // nil when nothing was sent
}

// ReleaseReserve releases the provider's free collateral reserve in the escrow above keep (nil
// or zero: all of it) back to free registry stake, with the wallet and chain of cfg: `gpumesh
// provider release-reserve`. Collateral of jobs still open is not free and stays. The daemon
// need not be stopped: it keeps chain.collateral_reserve_keep on its own; if both send at once,
// one finds less reserve than it asked for (InsufficientReserve) and nothing is released twice.
func ReleaseReserve(ctx context.Context, cfg *Config, keep *big.Int) (*ReserveRelease, error) {
	key, err := loadWallet(cfg.Wallet)
	if err != nil {
		return nil, err
	}
	st, closeChain, err := dialSettler(ctx, cfg, key)
	if err != nil {
		return nil, err
	}
	defer closeChain()
	rr := &ReserveRelease{Provider: crypto.PubkeyToAddress(key.PublicKey)}
	if rr.Amount, rr.Receipt, err = st.ReleaseReserve(ctx, keep); err != nil {
		return nil, fmt.Errorf("provider release-reserve: %w", err)
	}
	return rr, nil
}

// dialSettler connects to cfg's chain and deployment and returns a settler sending with key,
// and the function that closes the connection.
func dialSettler(ctx context.Context, cfg *Config, key *ecdsa.PrivateKey) (*settle.Settler, func(), error) {
	rec, err := ReadDeployment(cfg.Chain.Deployment)
	if err != nil {
		return nil, nil, err
	}
	rpc := cfg.Chain.RPC
	if rpc == "" {
		rpc = rec.HTTP
	}
	if rpc == "" {
		return nil, nil, cfgErr("chain.rpc", nil, "set the JSON-RPC endpoint (the deployment record names none)")
	}
	eth, err := rpcclient.Dial(ctx, append([]string{rpc}, cfg.Chain.RPCFallbacks...), rpcclient.Options{})
	if err != nil {
		return nil, nil, cfgErr("chain.rpc", rpc, err.Error())
	}
	cc := contracts.NewClient(eth, rec.Deployment, contracts.WithFees(cfg.Chain.MaxFeeCap(), cfg.Chain.ReplaceAfter.D()))
	return settle.NewSettler(cc, eth, cc.Sender(key), 0), eth.Close, nil
}
