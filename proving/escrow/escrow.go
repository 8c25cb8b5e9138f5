// Package escrow registers circuit packages in the JobEscrow contract: the package is stored by
// CID, gnark's Solidity verifier for it is compiled, deployed and registered with
// registerCircuit, after which zk jobs of that circuit are paid on a proof that verifies on chain.
// It is a package of its own because contracts imports proving (its gas bench proves real
// circuits), so proving cannot import contracts.
package escrow

import (
	"bytes"
	"context"
	"errors"
	"fmt"

	"github.com/consensys/gnark/backend"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/proving"
)

// ErrVerifierMismatch: the circuit is registered with a verifier whose code is not gnark's
// verifier for the package's verifying key (someone registered the CID first with other code).
var ErrVerifierMismatch = errors.New("escrow: registered verifier is not the package's verifier")

// Chain is what Register needs of the escrow; *contracts.Client implements it.
type Chain interface {
	Circuit(ctx context.Context, circuitID common.Hash) (*contracts.CircuitInfo, error)
	CodeAt(ctx context.Context, addr common.Address) ([]byte, error)
	RegisterCircuit(ctx context.Context, s *contracts.Sender, circuitID common.Hash, verifier common.Address, b contracts.ZKBackend) (*types.Receipt, error)
}

// Registration is a circuit package stored by CID and registered in the escrow.
type Registration struct {
	CID       cid.Cid
	CircuitID common.Hash // contracts.CircuitID(CID bytes)
	Verifier  common.Address
	Backend   contracts.ZKBackend
	// Existing: the circuit was registered before (nothing was deployed or sent).
	Existing bool
	// DeployGas and RegisterGas are the gas of the verifier deployment and of registerCircuit;
	// DeployTx and RegisterTx their transactions.
	DeployGas, RegisterGas uint64
	DeployTx, RegisterTx   common.Hash
	SolcVersion            string
}

// BackendOf maps a gnark backend to the escrow's numbering.
func BackendOf(b backend.ID) (contracts.ZKBackend, error) {
	switch b {
	case backend.GROTH16:
		return contracts.BackendGroth16, nil
	case backend.PLONK:
		return contracts.BackendPlonk, nil
	}
	return 0, fmt.Errorf("%w: backend %s has no on-chain verifier", proving.ErrUnsupported, b)
}

// Register stores p by CID in reg's content store and registers it in the escrow: gnark's
// Solidity verifier for p's verifying key is compiled (solc), deployed and registered with
// registerCircuit, all sent by s. A circuit already registered is returned (Existing) only if its
// verifier's code is the one compiled here for p; otherwise ErrVerifierMismatch (registration is
// first come: someone registered the CID with other code, and jobs of it would be judged by that
// code). Only BN254 packages can be registered (the curve with EVM precompiles).
func Register(ctx context.Context, reg *proving.Registry, p *proving.Package, chain Chain, s *contracts.Sender, solc proving.SolcConfig) (*Registration, error) {
	zb, err := BackendOf(p.Info().Backend)
	if err != nil {
		return nil, err
	}
	c, err := reg.Put(ctx, p)
	if err != nil {
		return nil, err
	}
	out := &Registration{CID: c, CircuitID: contracts.CircuitID(c.Bytes()), Backend: zb}
	info, err := chain.Circuit(ctx, out.CircuitID)
	if err != nil {
		return nil, fmt.Errorf("read circuit %s: %w", c, err)
	}
	if info.Registered && info.Backend != zb {
		return nil, fmt.Errorf("%w: circuit %s is registered with a %s verifier, the package is %s", proving.ErrBackendMismatch, c, info.Backend, zb)
	}
	cv, err := p.SolidityVerifier(ctx, solc)
	if err != nil {
		return nil, err
	}
	out.SolcVersion = cv.SolcVersion
	if info.Registered {
		if err := checkVerifier(ctx, chain, c, info.Verifier, cv); err != nil {
			return nil, err
		}
		out.Verifier, out.Existing = info.Verifier, true
		return out, nil
	}
	addr, r, err := s.Deploy(ctx, cv.Bytecode, nil)
	if err != nil {
		return nil, fmt.Errorf("deploy %s verifier of circuit %s: %w", cv.Contract, c, err)
	}
	out.Verifier, out.DeployGas, out.DeployTx = addr, r.GasUsed, r.TxHash
	r, err = chain.RegisterCircuit(ctx, s, out.CircuitID, addr, zb)
	if err != nil {
		return nil, fmt.Errorf("register circuit %s: %w", c, err)
	}
	out.RegisterGas, out.RegisterTx = r.GasUsed, r.TxHash
	return out, nil
}

// checkVerifier compares the code at verifier with cv's runtime code (same compiler, source and
// settings give the same bytes, metadata hash included).
func checkVerifier(ctx context.Context, chain Chain, c cid.Cid, verifier common.Address, cv *proving.CompiledVerifier) error {
	code, err := chain.CodeAt(ctx, verifier)
	if err != nil {
		return fmt.Errorf("read the verifier of circuit %s: %w", c, err)
	}
	if len(cv.Runtime) == 0 || !bytes.Equal(code, cv.Runtime) {
		return fmt.Errorf("%w: circuit %s is registered with verifier %s (%d bytes of code), which is not %s's %s verifier compiled by solc %s (%d bytes); publish the package under another CID (for example another circuit name) and register that",
			ErrVerifierMismatch, c, verifier.Hex(), len(code), c, cv.Contract, cv.SolcVersion, len(cv.Runtime))
	}
	return nil
}
