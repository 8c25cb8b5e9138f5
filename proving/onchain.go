package proving

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/params"
)

// simChain is an in-process go-ethereum simulated chain with one funded account, used by
// VerifierGas (and by tests) to deploy verifiers and measure gas under the given fork rules.
type simChain struct {
	sim  *simulated.Backend
	key  *ecdsa.PrivateKey
	auth *bind.TransactOpts
}

func newSimChain(cfg *params.ChainConfig) (*simChain, error) {
	if cfg == nil || cfg.ChainID == nil {
		return nil, errors.New("proving: a chain config with a chain id is required (devnet/chain.MainnetLikeConfig)")
	}
	key, err := crypto.GenerateKey()
	if err != nil {
		return nil, err
	}
	from := crypto.PubkeyToAddress(key.PublicKey)
	alloc := types.GenesisAlloc{from: {Balance: new(big.Int).Lsh(big.NewInt(1), 100)}}
	sim := simulated.NewBackend(alloc, func(_ *node.Config, ec *ethconfig.Config) {
		c := *cfg
		ec.Genesis.Config = &c
	})
	auth := bind.NewKeyedTransactor(key, cfg.ChainID)
	return &simChain{sim: sim, key: key, auth: auth}, nil
}

func (s *simChain) Close() error { return s.sim.Close() }

// mined commits a block and returns the receipt of tx, failing if it reverted.
func (s *simChain) mined(ctx context.Context, tx *types.Transaction) (*types.Receipt, error) {
	s.sim.Commit()
	r, err := s.sim.Client().TransactionReceipt(ctx, tx.Hash())
	if err != nil {
		return nil, fmt.Errorf("receipt %s: %w", tx.Hash(), err)
	}
	if r.Status != types.ReceiptStatusSuccessful {
		return r, fmt.Errorf("transaction %s reverted", tx.Hash())
	}
	return r, nil
}

// deploy deploys cv and returns its address and the deployment gas.
func (s *simChain) deploy(ctx context.Context, cv *CompiledVerifier) (common.Address, uint64, error) {
	addr, tx, err := DeployVerifier(s.auth, s.sim.Client(), cv)
	if err != nil {
		return common.Address{}, 0, err
	}
	r, err := s.mined(ctx, tx)
	if err != nil {
		return common.Address{}, 0, err
	}
	return addr, r.GasUsed, nil
}

// verifyGas sends a transaction calling the verifier with pr and returns the gas it used (the
// 21000 intrinsic gas and calldata included: what a transaction doing only this pays).
func (s *simChain) verifyGas(ctx context.Context, addr common.Address, cv *CompiledVerifier, pr *Proof) (uint64, error) {
	data, err := VerifierCalldata(cv, pr)
	if err != nil {
		return 0, err
	}
	c := s.sim.Client()
	contract := bind.NewBoundContract(addr, cv.ABI, c, c, c)
	tx, err := contract.RawTransact(s.auth, data)
	if err != nil {
		return 0, fmt.Errorf("verify transaction: %w", err)
	}
	r, err := s.mined(ctx, tx)
	if err != nil {
		return 0, err
	}
	return r.GasUsed, nil
}

// VerifierGas deploys cv on an in-process simulated chain under cfg's fork rules (pass
// devnet/chain.MainnetLikeConfig for mainnet's) and sends one transaction that verifies pr with
// it. It returns the deployment's gas and the verification's, the 21000 intrinsic gas and the
// calldata included: what a circuit costs on chain before it is registered anywhere.
func VerifierGas(ctx context.Context, cfg *params.ChainConfig, cv *CompiledVerifier, pr *Proof) (deployGas, verifyGas uint64, err error) {
	sc, err := newSimChain(cfg)
	if err != nil {
		return 0, 0, err
	}
	defer sc.Close()
	addr, deployGas, err := sc.deploy(ctx, cv)
	if err != nil {
		return 0, 0, fmt.Errorf("deploy verifier: %w", err)
	}
	if verifyGas, err = sc.verifyGas(ctx, addr, cv, pr); err != nil {
		return 0, 0, fmt.Errorf("verify on chain: %w", err)
	}
	return deployGas, verifyGas, nil
}
