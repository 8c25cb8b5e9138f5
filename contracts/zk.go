package contracts

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// ZKBackend is the proof system of a circuit registered in the escrow; the values match
// JobEscrow.BACKEND_GROTH16 and BACKEND_PLONK (gnark's exported BN254 verifiers).
type ZKBackend uint8

const (
	// BackendGroth16: verifyProof(bytes, uint256[N]) reverts on a bad proof.
	BackendGroth16 ZKBackend = 0
	// BackendPlonk: Verify(bytes, uint256[]) returns false (or reverts) on a bad proof.
	BackendPlonk ZKBackend = 1
)

func (b ZKBackend) String() string {
	switch b {
	case BackendGroth16:
		return "groth16"
	case BackendPlonk:
		return "plonk"
	}
	return fmt.Sprintf("ZKBackend(%d)", uint8(b))
}

// MaxPublicInputs is JobEscrow.MAX_PUBLIC_INPUTS: the most public inputs a zk job can bind.
const MaxPublicInputs = 256

// ErrInvalidProofInput classifies a proof submission that cannot be encoded or that the escrow
// would reject on its face (checked before anything is sent).
var ErrInvalidProofInput = errors.New("contracts: invalid proof submission")

// PackageHash is the escrow's name for a circuit package: keccak256 of the package's CID bytes.
func PackageHash(packageCID []byte) common.Hash { return crypto.Keccak256Hash(packageCID) }

// CircuitID is the escrow's id of a circuit (JobEscrow.circuitIdOf): the package, the code hash
// of its verifier (keccak256 of the verifier's runtime code) and the backend,
// keccak256(abi.encode(packageHash, verifierCodeHash, uint8 backend)). The escrow computes it
// from the code it finds at registration, so an id names exactly one verifier's code.
func CircuitID(packageHash, verifierCodeHash common.Hash, backend ZKBackend) common.Hash {
	var b [32]byte
	b[31] = byte(backend)
	return crypto.Keccak256Hash(packageHash[:], verifierCodeHash[:], b[:])
}

// ZkSpecHash is the spec hash a zk job's acceptance carries (JobEscrow.zkSpecHash):
// keccak256(abi.encode(specCidHash, circuitId, keccak256(abi.encodePacked(publicInputs)))).
// specCidHash is SpecHash(cid) of the job spec. Each public input is taken as a uint256 (32
// bytes, big-endian); values outside [0, 2^256) have no such encoding and are rejected by
// ZKBinding.Validate (here they are reduced mod 2^256, nil counts as 0).
func ZkSpecHash(specCidHash, circuitID common.Hash, publicInputs []*big.Int) common.Hash {
	packed := make([]byte, 32*len(publicInputs))
	mod := new(big.Int).Lsh(big.NewInt(1), 256)
	for i, x := range publicInputs {
		if x == nil {
			continue
		}
		new(big.Int).Mod(x, mod).FillBytes(packed[32*i : 32*(i+1)])
	}
	inputsHash := crypto.Keccak256(packed)
	return crypto.Keccak256Hash(specCidHash[:], circuitID[:], inputsHash)
}

// ZKBinding is what binds a zk job to its circuit and statement: the provider signs
// SpecHash() as the acceptance's SpecHash, and submitProof must be given the same three values.
type ZKBinding struct {
	SpecCIDHash  common.Hash // SpecHash(job spec CID bytes)
	CircuitID    common.Hash // CircuitID(package hash, verifier code hash, backend)
	PublicInputs []*big.Int  // in circuit order, each in [0, 2^256) (gnark: reduced field elements)
}

// SpecHash is ZkSpecHash of the binding: the acceptance's SpecHash for the job.
func (b ZKBinding) SpecHash() common.Hash {
	return ZkSpecHash(b.SpecCIDHash, b.CircuitID, b.PublicInputs)
}

// Validate reports public inputs that have no uint256 encoding, or too many of them.
func (b ZKBinding) Validate() error {
	if len(b.PublicInputs) > MaxPublicInputs {
		return fmt.Errorf("%w: %d public inputs, the escrow takes at most %d", ErrInvalidProofInput, len(b.PublicInputs), MaxPublicInputs)
	}
	for i, x := range b.PublicInputs {
		if x == nil || x.Sign() < 0 || x.BitLen() > 256 {
			return fmt.Errorf("%w: public input %d is %v, want an integer in [0, 2^256)", ErrInvalidProofInput, i, x)
		}
	}
	return nil
}

// CircuitInfo is a circuit's registration in the escrow.
type CircuitInfo struct {
	Registered bool
	Verifier   common.Address
	Backend    ZKBackend
}

// RegisterCircuit registers the deployed gnark Solidity verifier at verifier for the circuit
// package packageHash (PackageHash of its CID) and returns the circuit id the escrow gave it,
// CircuitID(packageHash, keccak256(verifier's code), backend). Anyone may register; an id is
// registered once (CircuitExists on a second registration of the same code).
func (c *Client) RegisterCircuit(ctx context.Context, s *Sender, packageHash common.Hash, verifier common.Address, backend ZKBackend) (common.Hash, *types.Receipt, error) {
	code, err := c.CodeAt(ctx, verifier)
	if err != nil {
		return common.Hash{}, nil, err
	}
	if len(code) == 0 {
		return common.Hash{}, nil, fmt.Errorf("register circuit: no contract code at verifier %s (deploy the verifier first)", verifier.Hex())
	}
	r, err := s.Send(ctx, c.d.Escrow, c.escrow.PackRegisterCircuit(packageHash, verifier, uint8(backend)))
	if err != nil {
		return common.Hash{}, r, err
	}
	return CircuitID(packageHash, crypto.Keccak256Hash(code), backend), r, nil
}

// CircuitIDOnChain asks the escrow for circuitIdOf (to cross-check CircuitID).
func (c *Client) CircuitIDOnChain(ctx context.Context, packageHash, verifierCodeHash common.Hash, backend ZKBackend) (common.Hash, error) {
	h, err := view(ctx, c, c.d.Escrow, c.escrow.PackCircuitIdOf(packageHash, verifierCodeHash, uint8(backend)), c.escrow.UnpackCircuitIdOf)
	return common.Hash(h), err
}

// Circuit reads circuitID's registration (Registered false when there is none).
func (c *Client) Circuit(ctx context.Context, circuitID common.Hash) (*CircuitInfo, error) {
	out, err := view(ctx, c, c.d.Escrow, c.escrow.PackCircuit(circuitID), c.escrow.UnpackCircuit)
	if err != nil {
		return nil, err
	}
	return &CircuitInfo{Registered: out.Verifier != (common.Address{}), Verifier: out.Verifier, Backend: ZKBackend(out.Backend)}, nil
}

// CodeAt returns the runtime code deployed at addr (a registered verifier, say).
func (c *Client) CodeAt(ctx context.Context, addr common.Address) ([]byte, error) {
	code, err := c.backend.CodeAt(ctx, addr, nil)
	if err != nil {
		return nil, fmt.Errorf("code at %s: %w", addr.Hex(), err)
	}
	return code, nil
}

// SubmitProof submits the proof of the zk job opened with a (s must be its provider): b must be
// the binding whose SpecHash the acceptance carries, proof the Solidity-encoded proof (gnark's
// MarshalSolidity, proving.Proof.SolidityProof), resultCID the CID of the proof and public
// inputs as content. When the circuit's verifier accepts it, the job is Proven: Claim or
// ClaimMany (with ResultHash(resultCID)) pay the provider at once, with no challenge window. A
// rejected proof is the revert "escrow: ProofRejected(jobId=...)".
func (c *Client) SubmitProof(ctx context.Context, s *Sender, a *Acceptance, b ZKBinding, proof, resultCID []byte) (*types.Receipt, error) {
	if err := b.Validate(); err != nil {
		return nil, err
	}
	return s.Send(ctx, c.d.Escrow, c.escrow.PackSubmitProof(a.Binding(), b.SpecCIDHash, b.CircuitID, b.PublicInputs, proof, resultCID))
}

// ZkSpecHashOnChain asks the escrow for zkSpecHash of b (to cross-check ZkSpecHash).
func (c *Client) ZkSpecHashOnChain(ctx context.Context, b ZKBinding) (common.Hash, error) {
	if err := b.Validate(); err != nil {
		return common.Hash{}, err
	}
	h, err := view(ctx, c, c.d.Escrow, c.escrow.PackZkSpecHash(b.SpecCIDHash, b.CircuitID, b.PublicInputs), c.escrow.UnpackZkSpecHash)
	return common.Hash(h), err
}
