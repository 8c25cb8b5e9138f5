package requester

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strings"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/contracts/bindings"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/proving"
	"github.com/gpumesh/gpumesh/proving/escrow"
)

// A zk job is paid on a proof that verifies on chain (DESIGN.md "Job classes"). Before the
// escrow is opened the requester computes the job's binding itself — spec CID, circuit id and
// the public inputs of its own witness — and checks that the provider's acceptance carries
// exactly it: the escrow then pays only for a proof of this statement, whatever the provider
// signed. The circuit id is the package registered with the verifier the package declares (read
// from the package's header, escrow.Lookup), so a registration of the package with other code,
// by anyone, is never the one a job binds. It must be registered (gpumesh proving register), else
// no proof could ever be paid and the payment would only come back at the deadline.

// ErrZK classifies zk jobs the requester refuses to open: the circuit is not registered, the
// witness has no readable public inputs, or the acceptance binds another statement.
var ErrZK = errors.New("requester: zk job")

// maxWitnessPrefix bounds what is read of the witness: its header and the public values.
const maxWitnessPrefix = 12 + proving.MaxPublicInputs*32

// ZKBinding computes the binding of a resolved zk job spec whose canonical CID is specCID: the
// public inputs are read from the witness input (from this requester's content store), and the
// circuit must be registered in the escrow with the backend the job asks for.
func (r *Requester) ZKBinding(ctx context.Context, job *jobspec.Job, specCID string) (contracts.ZKBinding, error) {
	if job.Class != jobspec.ClassZK {
		return contracts.ZKBinding{}, fmt.Errorf("%w: class is %s", ErrZK, job.Class)
	}
	circuit, err := cid.Decode(job.Circuit)
	if err != nil {
		return contracts.ZKBinding{}, fmt.Errorf("%w: circuit %q is not a CID", ErrZK, job.Circuit)
	}
	head, err := r.store.ReadHead(ctx, circuit, proving.MaxHeaderBytes)
	if err != nil {
		return contracts.ZKBinding{}, fmt.Errorf("%w: read the header of circuit package %s: %w", ErrZK, circuit, err)
	}
	circuitID, pkg, err := escrow.Lookup(ctx, r.chain, circuit, head)
	if err != nil {
		return contracts.ZKBinding{}, fmt.Errorf("%w: %w", ErrZK, err)
	}
	curve, bk := zkArgs(job.Args)
	if bk != "" && bk != pkg.Backend.String() {
		return contracts.ZKBinding{}, fmt.Errorf("%w: the job asks for a %s proof (args), circuit %s is a %s package", ErrZK, bk, circuit, pkg.Backend)
	}
	var witness string
	for _, in := range job.Inputs {
		if in.Name == "witness" {
			witness = in.Source.CID
		}
	}
	wc, err := content.ParseCID(witness)
	if err != nil {
		return contracts.ZKBinding{}, fmt.Errorf("%w: the spec needs an input named \"witness\" (the gnark full witness) given by CID or path", ErrZK)
	}
	rc, _, err := r.store.Open(ctx, wc, content.FetchOptions{})
	if err != nil {
		return contracts.ZKBinding{}, fmt.Errorf("open witness %s: %w", wc, err)
	}
	defer rc.Close()
	ins, err := proving.PublicInputsOf(io.LimitReader(rc, maxWitnessPrefix), curve)
	if err != nil {
		return contracts.ZKBinding{}, fmt.Errorf("%w: witness %s: %w", ErrZK, wc, err)
	}
	b, err := market.ZKBindingFor(specCID, circuitID, ins)
	if err != nil {
		return contracts.ZKBinding{}, fmt.Errorf("%w: %w", ErrZK, err)
	}
	return b, nil
}

// checkZK is Submit's check of a zk acceptance before the escrow is opened (a no-op for other
// classes).
func (r *Requester) checkZK(ctx context.Context, job *jobspec.Job, rec *Record, acc *market.Acceptance) error {
	if job.MarketClass() != market.ClassZK {
		return nil
	}
	b, err := r.ZKBinding(ctx, job, rec.SpecCID)
	if err != nil {
		return err
	}
	if err := acc.CheckZK(b); err != nil {
		return fmt.Errorf("%w: acceptance of %s: %w", ErrZK, acc.Provider.Hex(), err)
	}
	return nil
}

// zkArgs reads the zk executor's "--curve=" and "--backend=" job arguments (unknown curve: BN254,
// the on-chain one, which PublicInputsOf refuses if the job names another).
func zkArgs(args []string) (ecc.ID, string) {
	curve, bk := ecc.UNKNOWN, ""
	for _, a := range args {
		k, v, _ := strings.Cut(a, "=")
		switch k {
		case "--curve":
			if id, err := ecc.IDFromString(strings.ToLower(v)); err == nil {
				curve = id
			} else {
				curve = ecc.SECP256K1 // no proving curve: PublicInputsOf names it unsupported
			}
		case "--backend":
			bk = strings.ToLower(v)
		}
	}
	return curve, bk
}

// ProofAccepted is a zk job's ProofAccepted event: the proof verified on chain and the job is
// Proven (done for the requester; the provider's claim pays it).
type ProofAccepted struct {
	ResultCID []byte
	CircuitID common.Hash
	TxHash    common.Hash
}

// proofAccepted reads job id's ProofAccepted event (contracts.ErrNoEvent when there is none).
func (r *Requester) proofAccepted(ctx context.Context, id contracts.JobID) (*ProofAccepted, error) {
	esc := bindings.NewJobEscrow()
	ev := esc.GetABI().Events[bindings.JobEscrowProofAcceptedEventName]
	l, err := r.chain.Logs().Last(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(r.cfg.Deployment.Block),
		Addresses: []common.Address{r.cfg.Deployment.Escrow},
		Topics:    [][]common.Hash{{ev.ID}, {id.Hash()}},
	})
	if err != nil {
		return nil, fmt.Errorf("ProofAccepted of %s: %w", id, err)
	}
	pa, err := esc.UnpackProofAcceptedEvent(l)
	if err != nil {
		return nil, fmt.Errorf("decode ProofAccepted of %s: %w", id, err)
	}
	return &ProofAccepted{ResultCID: pa.ResultCID, CircuitID: pa.CircuitId, TxHash: l.TxHash}, nil
}

// submittedResult reads the result the provider submitted for rec: ResultSubmitted for batch and
// burst jobs, ProofAccepted for zk jobs (Proven on the proof, no challenge window).
func (r *Requester) submittedResult(ctx context.Context, rec *Record) (*contracts.SubmittedResult, error) {
	if rec.Class != jobspec.ClassZK {
		return r.chain.SubmittedResult(ctx, rec.ID)
	}
	pa, err := r.proofAccepted(ctx, rec.ID)
	if err != nil {
		return nil, err
	}
	return &contracts.SubmittedResult{ResultCID: pa.ResultCID, ResultHash: contracts.ResultHash(pa.ResultCID), TxHash: pa.TxHash}, nil
}
