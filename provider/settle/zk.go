package settle

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/p2p/content"
	zkexec "github.com/gpumesh/gpumesh/provider/executor/zk"
	"github.com/gpumesh/gpumesh/proving"
)

// Errors of the zk path.
var (
	// ErrNoProof: the zk job's run produced no proof (the witness does not satisfy the circuit,
	// the prover emitted a bad proof, a limit was hit): nothing is submitted.
	ErrNoProof = errors.New("settle: zk job has no proof to submit")
	// ErrZKBinding: the proof's public inputs, circuit or spec differ from the binding the job was
	// opened with; submitting would only revert.
	ErrZKBinding = errors.New("settle: proof does not match the job's zk binding")
)

// ZKJob is what a zk job is bound to, as the provider accepted it.
type ZKJob struct {
	SpecCID   string      // the job spec's CID
	CircuitID common.Hash // the escrow circuit id the acceptance binds (escrow.CircuitID)
}

// ZKConfig enables the zk settlement path: a zk-class job is submitted by submitProof with the
// proof and public inputs the zk executor wrote (there is no submitResult or challenge window).
// The escrow marks the job Proven; the runner's states map as they are: submitted = proof sent
// (Status then reads submitted), WaitClaimable returns at once, claimable = the claim, batched
// with the provider's other claims (WithClaimBatch) and resumed after a restart like them.
type ZKConfig struct {
	// WorkDir is the runner's work directory: the proof is read from
	// <WorkDir>/<job id>/result/out/proof.bin (the runner keeps it until the job is final).
	WorkDir string
	// Job returns the spec CID and circuit id a zk job was accepted with.
	Job func(jobID contracts.JobID) (ZKJob, error)
}

// WithZK enables the zk path on st and returns st.
func (st *Settler) WithZK(cfg ZKConfig) *Settler {
	st.zk = &cfg
	return st
}

// submitProof is SubmitResult for a zk job: read the proof, check it against the job's binding,
// send it. A proof the chain rejects reverts (the error names it) and the job stays open: the
// runner retries until the deadline, then waits for the refund. An accepted proof leaves the job
// Proven: claimable at once, and expected by an open claim batch from now on.
func (st *Settler) submitProof(ctx context.Context, jobID contracts.JobID, acc *contracts.Acceptance, resultCID cid.Cid) error {
	if st.zk == nil || st.zk.Job == nil {
		return fmt.Errorf("submit proof %s: the settler has no zk configuration (settle.ZKConfig)", jobID)
	}
	job, err := st.zk.Job(jobID)
	if err != nil {
		return fmt.Errorf("submit proof %s: %w", jobID, err)
	}
	proof, b, err := ReadZKResult(filepath.Join(st.zk.WorkDir, jobID.String(), "result"), job)
	if err != nil {
		return fmt.Errorf("submit proof %s: %w", jobID, err)
	}
	if got := b.SpecHash(); got != acc.SpecHash {
		return fmt.Errorf("submit proof %s: %w: the proof gives %s, the job was opened with %s",
			jobID, ErrZKBinding, got.Hex(), common.Hash(acc.SpecHash).Hex())
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	rcpt, err := st.c.SubmitProof(ctx, st.s, acc, b, proof, resultCID.Bytes())
	if err != nil {
		return fmt.Errorf("submit proof %s: %w", jobID, err)
	}
	// A claim batch that opens before this job reaches WaitClaimable waits for it too. The job is
	// claimable from the proof's block on (its time, as the escrow records it).
	if h, err := st.backend.HeaderByNumber(ctx, rcpt.BlockNumber); err == nil {
		st.expect(jobID, h.Time)
	}
	st.report(jobID, OpProof, rcpt)
	return nil
}

// ReadZKResult reads the zk executor's output in a runner result directory (out/proof.bin; the
// reason from status.json when there is none) and returns the Solidity-encoded proof and the
// binding it proves for job.
func ReadZKResult(resultDir string, job ZKJob) ([]byte, contracts.ZKBinding, error) {
	f, err := os.Open(filepath.Join(resultDir, "out", zkexec.FileProof))
	if errors.Is(err, os.ErrNotExist) {
		why := "no status"
		if b, err := os.ReadFile(filepath.Join(resultDir, "status.json")); err == nil {
			var st struct {
				Reason string `json:"reason"`
				Detail string `json:"detail"`
			}
			if json.Unmarshal(b, &st) == nil {
				why = st.Reason + ": " + st.Detail
			}
		}
		return nil, contracts.ZKBinding{}, fmt.Errorf("%w (%s); the requester is refunded after the deadline", ErrNoProof, why)
	}
	if err != nil {
		return nil, contracts.ZKBinding{}, err
	}
	defer f.Close()
	pr, err := proving.ReadProof(f)
	if err != nil {
		return nil, contracts.ZKBinding{}, fmt.Errorf("%w: %w", ErrNoProof, err)
	}
	sp, err := pr.SolidityProof()
	if err != nil {
		return nil, contracts.ZKBinding{}, fmt.Errorf("%w: %w", ErrNoProof, err)
	}
	ins, err := pr.PublicInputs()
	if err != nil {
		return nil, contracts.ZKBinding{}, fmt.Errorf("%w: %w", ErrNoProof, err)
	}
	spec, err := content.ParseCID(job.SpecCID)
	if err != nil {
		return nil, contracts.ZKBinding{}, fmt.Errorf("%w: spec CID %q: %v", ErrZKBinding, job.SpecCID, err)
	}
	if job.CircuitID == (common.Hash{}) {
		return nil, contracts.ZKBinding{}, fmt.Errorf("%w: no circuit id recorded for the job", ErrZKBinding)
	}
	b := contracts.ZKBinding{SpecCIDHash: contracts.SpecHash(spec.Bytes()), CircuitID: job.CircuitID, PublicInputs: ins}
	return sp, b, nil
}
