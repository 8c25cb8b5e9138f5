package provider

import (
	"context"
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
	rec, err := ReadDeployment(cfg.Chain.Deployment)
	if err != nil {
		return nil, err
	}
	rpc := cfg.Chain.RPC
	if rpc == "" {
		rpc = rec.HTTP
	}
	if rpc == "" {
		return nil, cfgErr("chain.rpc", nil, "set the JSON-RPC endpoint (the deployment record names none)")
	}
	eth, err := rpcclient.Dial(ctx, append([]string{rpc}, cfg.Chain.RPCFallbacks...), rpcclient.Options{})
	if err != nil {
		return nil, cfgErr("chain.rpc", rpc, err.Error())
	}
	defer eth.Close()
	if to == (common.Address{}) {
		to = cfg.Chain.EarningsConfig().To
	}
	cc := contracts.NewClient(eth, rec.Deployment, contracts.WithFees(cfg.Chain.MaxFeeCap(), cfg.Chain.ReplaceAfter.D()))
	st := settle.NewSettler(cc, eth, cc.Sender(key), 0)
	w := &Withdrawal{Provider: crypto.PubkeyToAddress(key.PublicKey), To: to}
	if w.To == (common.Address{}) {
		w.To = w.Provider
	}
	if w.Amount, w.Receipt, err = st.WithdrawEarnings(ctx, w.To); err != nil {
		return nil, fmt.Errorf("provider withdraw: %w", err)
	}
	return w, nil
}
