package devnet

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts"
)

// ErrNoFaucet: the deployment record holds no key that can fund others (its deployer, the
// token's owner).
var ErrNoFaucet = errors.New("devnet: the record has no deployer key to fund from")

// Funding is what Fund sent: the token mint and the ether transfer (nil when not asked for).
type Funding struct {
	To        common.Address `json:"to"`
	From      common.Address `json:"from"`
	Tokens    *big.Int       `json:"token_units,omitempty"`
	Wei       *big.Int       `json:"wei,omitempty"`
	TokenTx   common.Hash    `json:"token_tx,omitempty"`
	EtherTx   common.Hash    `json:"ether_tx,omitempty"`
	TokenGas  uint64         `json:"token_gas,omitempty"`
	EtherGas  uint64         `json:"ether_gas,omitempty"`
	ChainID   int64          `json:"chain_id"`
	TokenAddr common.Address `json:"token"`
}

// DeployerKey returns the record's deployer key: the devnet token's owner, funded with ether at
// genesis. Its key is public (derived from a public seed); it guards nothing real.
func (r *Record) DeployerKey() (*ecdsa.PrivateKey, error) {
	for _, a := range r.Accounts {
		if a.Role == RoleDeployer {
			return crypto.ToECDSA(a.PrivateKey)
		}
	}
	return nil, ErrNoFaucet
}

// Fund is the devnet faucet: the record's deployer mints tokens (token units) to to and sends it
// wei of ether, through backend (the devnet's RPC). A nil or zero amount is skipped.
func Fund(ctx context.Context, backend contracts.Backend, r *Record, to common.Address, tokens, wei *big.Int) (*Funding, error) {
	key, err := r.DeployerKey()
	if err != nil {
		return nil, err
	}
	cc := contracts.NewClient(backend, r.Deployment)
	s := cc.Sender(key)
	f := &Funding{To: to, From: s.Address(), ChainID: r.ChainID, TokenAddr: r.Deployment.Token}
	if tokens != nil && tokens.Sign() > 0 {
		rc, err := cc.Mint(ctx, s, to, tokens)
		if err != nil {
			return nil, fmt.Errorf("devnet: mint %s token units to %s: %w", tokens, to, err)
		}
		f.Tokens, f.TokenTx, f.TokenGas = tokens, rc.TxHash, rc.GasUsed
	}
	if wei != nil && wei.Sign() > 0 {
		rc, err := s.SendValue(ctx, to, wei, nil)
		if err != nil {
			return nil, fmt.Errorf("devnet: send %s wei to %s: %w", wei, to, err)
		}
		f.Wei, f.EtherTx, f.EtherGas = wei, rc.TxHash, rc.GasUsed
	}
	return f, nil
}
