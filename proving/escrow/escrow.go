// Package escrow registers circuit packages in the JobEscrow contract: the package is stored by
// CID, gnark's Solidity verifier for it is compiled, deployed and registered with
// registerCircuit, after which zk jobs of that circuit are paid on a proof that verifies on chain.
// It is a package of its own so that proving (circuits, keys, proofs) needs nothing of the chain:
// escrow is where proving meets contracts.
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

// ErrNotRegistered: the escrow has no registration under a package's circuit id (the package
// with the verifier it declares), so no proof of that circuit can be paid.
var ErrNotRegistered = errors.New("escrow: circuit not registered")

// Reader reads circuit registrations; *contracts.Client implements it.
type Reader interface {
	Circuit(ctx context.Context, circuitID common.Hash) (*contracts.CircuitInfo, error)
}

// Chain is what Register needs of the escrow; *contracts.Client implements it.
type Chain interface {
	Reader
	RegisterCircuit(ctx context.Context, s *contracts.Sender, packageHash common.Hash, verifier common.Address, b contracts.ZKBackend) (common.Hash, *types.Receipt, error)
}

// Registration is a circuit package stored by CID and registered in the escrow.
type Registration struct {
	// Package is the registered package: the one given to Register, or, when that one declared
	// no verifier, the same circuit and keys declaring the verifier compiled for it (Declared).
	Package *proving.Package
	// Declared: Register declared the package's verifier, so CID is not the CID of the package
	// it was given.
	Declared  bool
	CID       cid.Cid
	CircuitID common.Hash // CircuitID(CID, Package.Info())
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

// CircuitID is the escrow's id of the circuit package at c (info is its header) registered with
// the verifier the package declares: contracts.CircuitID(PackageHash(c), info.VerifierCodeHash,
// backend). A registration of the same package with any other verifier has another id, so a job
// bound to this id is judged by the declared verifier's code and nothing else. A package that
// declares no verifier is ErrNoVerifier.
func CircuitID(c cid.Cid, info proving.Info) (common.Hash, error) {
	zb, err := BackendOf(info.Backend)
	if err != nil {
		return common.Hash{}, err
	}
	if !info.HasVerifier() {
		return common.Hash{}, fmt.Errorf("%w: circuit %s (package format %d): its owner runs `gpumesh proving register`, which declares the verifier and prints the package's new CID",
			proving.ErrNoVerifier, c, info.Version)
	}
	return contracts.CircuitID(contracts.PackageHash(c.Bytes()), info.VerifierCodeHash, zb), nil
}

// Lookup returns the circuit id under which zk jobs of the package at c are paid, and the
// package's header: head is the start of the package (at least proving.MaxHeaderBytes of it, or
// all of it; content.Store.ReadHead fetches only that). The id is CircuitID's, and it must be
// registered in the escrow. Errors: the header's (proving.ErrNotPackage, ErrVersion, ...),
// proving.ErrNoVerifier, ErrNotRegistered, or the chain's.
func Lookup(ctx context.Context, chain Reader, c cid.Cid, head []byte) (common.Hash, proving.Info, error) {
	info, err := proving.ReadInfo(bytes.NewReader(head))
	if err != nil {
		return common.Hash{}, info, fmt.Errorf("circuit %s: %w", c, err)
	}
	id, err := CircuitID(c, info)
	if err != nil {
		return common.Hash{}, info, err
	}
	reg, err := chain.Circuit(ctx, id)
	if err != nil {
		return common.Hash{}, info, fmt.Errorf("read the registration of circuit %s: %w", c, err)
	}
	if !reg.Registered {
		return common.Hash{}, info, fmt.Errorf("%w: circuit %s with the %s verifier it declares (id %s), so no proof of it can be paid: its owner runs `gpumesh proving register`",
			ErrNotRegistered, c, info.Backend, id.Hex())
	}
	return id, info, nil
}

// Register stores p by CID in reg's content store and registers it in the escrow: gnark's
// Solidity verifier for p's verifying key is compiled (solc), deployed and registered with
// registerCircuit, all sent by s. A package that declares no verifier is first made to declare
// the one compiled here (Registration.Declared, a new CID); one that declares another verifier is
// proving.ErrVerifierMismatch. When the package's circuit id is registered already, nothing is
// sent (Existing): the id commits to the verifier's code, so that registration is this one.
// Only BN254 packages can be registered (the curve with EVM precompiles).
func Register(ctx context.Context, reg *proving.Registry, p *proving.Package, chain Chain, s *contracts.Sender, solc proving.SolcConfig) (*Registration, error) {
	zb, err := BackendOf(p.Info().Backend)
	if err != nil {
		return nil, err
	}
	declared, cv, err := p.DeclareVerifier(ctx, solc)
	if err != nil {
		return nil, err
	}
	c, err := reg.Put(ctx, declared)
	if err != nil {
		return nil, err
	}
	id, err := CircuitID(c, declared.Info())
	if err != nil {
		return nil, err
	}
	out := &Registration{
		Package: declared, Declared: declared != p, CID: c, CircuitID: id, Backend: zb, SolcVersion: cv.SolcVersion,
	}
	info, err := chain.Circuit(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("read circuit %s: %w", c, err)
	}
	if info.Registered {
		out.Verifier, out.Existing = info.Verifier, true
		return out, nil
	}
	addr, r, err := s.Deploy(ctx, cv.Bytecode, nil)
	if err != nil {
		return nil, fmt.Errorf("deploy %s verifier of circuit %s: %w", cv.Contract, c, err)
	}
	out.Verifier, out.DeployGas, out.DeployTx = addr, r.GasUsed, r.TxHash
	got, r, err := chain.RegisterCircuit(ctx, s, contracts.PackageHash(c.Bytes()), addr, zb)
	if err != nil {
		return nil, fmt.Errorf("register circuit %s: %w", c, err)
	}
	out.RegisterGas, out.RegisterTx = r.GasUsed, r.TxHash
	if got != id {
		// The deployed code is not solc's runtime code (a constructor that patches its code):
		// the registration exists but no job of this package will ever bind it.
		return nil, fmt.Errorf("%w: verifier %s of circuit %s was registered as %s, the package's id is %s (its deployed code differs from solc's runtime code)",
			proving.ErrVerifierMismatch, addr.Hex(), c, got.Hex(), id.Hex())
	}
	return out, nil
}
