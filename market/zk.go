package market

import (
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
)

// ErrZKBinding: a zk acceptance whose binding (circuit and public inputs) is missing or differs
// from the one computed from the job spec and its witness.
var ErrZKBinding = errors.New("market: zk binding mismatch")

// ZKBindingFor is the on-chain binding of a zk job: the spec CID, the escrow's circuit id (the
// circuit package registered with the verifier the package declares, escrow.CircuitID) and the
// public inputs of the job's witness (proving.PublicInputsOf). Requester and provider each
// compute it from the same spec, package and witness; the provider signs its SpecHash into the
// acceptance (BindZK) and the requester checks it (CheckZK) before the escrow is opened, so the
// escrow pays only for a proof of exactly this statement, judged by exactly that verifier.
func ZKBindingFor(specCID string, circuitID common.Hash, publicInputs []*big.Int) (contracts.ZKBinding, error) {
	s, err := cid.Decode(specCID)
	if err != nil {
		return contracts.ZKBinding{}, fieldErr("spec_cid", specCID, "use the CID of the job spec's canonical bytes")
	}
	if circuitID == (common.Hash{}) {
		return contracts.ZKBinding{}, fieldErr("circuit", circuitID.Hex(), "compute the circuit id from the circuit package (escrow.CircuitID)")
	}
	b := contracts.ZKBinding{
		SpecCIDHash:  contracts.SpecHash(s.Bytes()),
		CircuitID:    circuitID,
		PublicInputs: make([]*big.Int, len(publicInputs)),
	}
	for i, v := range publicInputs {
		if v != nil {
			b.PublicInputs[i] = new(big.Int).Set(v)
		}
	}
	if err := b.Validate(); err != nil {
		return contracts.ZKBinding{}, fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	return b, nil
}

// BindZK sets the acceptance's ZKSpecHash from b, after checking that a is a zk acceptance and
// that b is about a's spec. Sign the acceptance after binding it.
func (a *Acceptance) BindZK(b contracts.ZKBinding) error {
	if a.Class != ClassZK {
		return fieldErr("class", a.Class, "only zk acceptances carry a zk binding")
	}
	if err := a.checkSpecOf(b); err != nil {
		return err
	}
	a.ZKSpecHash = b.SpecHash()
	return nil
}

// CheckZK checks that the acceptance carries exactly the binding b (the requester's own
// computation): same spec, circuit and public inputs. It returns ErrZKBinding otherwise.
func (a *Acceptance) CheckZK(b contracts.ZKBinding) error {
	if a.Class != ClassZK {
		return fmt.Errorf("%w: acceptance class is %s, not zk", ErrZKBinding, a.Class)
	}
	if err := a.checkSpecOf(b); err != nil {
		return fmt.Errorf("%w: %w", ErrZKBinding, err)
	}
	if want := b.SpecHash(); a.ZKSpecHash != want {
		return fmt.Errorf("%w: the provider bound %s, the circuit and public inputs of this job give %s", ErrZKBinding, a.ZKSpecHash.Hex(), want.Hex())
	}
	return nil
}

func (a *Acceptance) checkSpecOf(b contracts.ZKBinding) error {
	s, err := cid.Decode(a.SpecCID)
	if err != nil {
		return fieldErr("spec_cid", a.SpecCID, "use the CID of the job spec's canonical bytes")
	}
	if contracts.SpecHash(s.Bytes()) != [32]byte(b.SpecCIDHash) {
		return fieldErr("zk_spec_hash", b.SpecCIDHash.Hex(), "bind the acceptance's own spec CID "+a.SpecCID)
	}
	return nil
}

// onChainSpecHash is the spec hash the escrow keeps for the acceptance: the zk binding for a zk
// job, keccak256 of the spec CID bytes for the others.
func (a *Acceptance) onChainSpecHash(spec cid.Cid) ([32]byte, error) {
	if a.Class != ClassZK {
		return contracts.SpecHash(spec.Bytes()), nil
	}
	if a.ZKSpecHash == (common.Hash{}) {
		return [32]byte{}, fieldErr("zk_spec_hash", nil, "a zk acceptance carries the job's zk binding (BindZK)")
	}
	return a.ZKSpecHash, nil
}
