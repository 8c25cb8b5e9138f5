package spotcheck

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
)

// Job is what the spot-checker needs to know about a finished job (from the escrow and spec).
type Job struct {
	ID            contracts.JobID
	Class         string
	Provider      common.Address
	SpecCID       cid.Cid
	ResultCID     cid.Cid     // what the provider submitted
	Commitment    common.Hash // the escrow's secretCommitment
	Deterministic bool        // the executor gives the same bytes on every honest run (wasm)
}

// Reexecutor runs a job again on another provider and returns the output CID. The provider
// package (or a requester's SDK) implements it.
type Reexecutor interface {
	Reexecute(ctx context.Context, job Job) (cid.Cid, error)
}

// Verdict of one spot-check.
type Verdict int

// Verdicts.
const (
	NotSelected Verdict = iota // the job was not drawn
	Match                      // re-executed, same output CID
	Mismatch                   // re-executed, different output: open a dispute
)

func (v Verdict) String() string {
	switch v {
	case NotSelected:
		return "not-selected"
	case Match:
		return "match"
	case Mismatch:
		return "mismatch"
	}
	return fmt.Sprintf("verdict(%d)", int(v))
}

// ErrNotDeterministic reports a selected job whose executor is not deterministic: output CIDs
// cannot be compared, the job needs another kind of check.
var ErrNotDeterministic = errors.New("spotcheck: executor is not deterministic, output CIDs cannot be compared")

// Report is the outcome of Check.
type Report struct {
	Verdict     Verdict
	Selected    bool
	Probability string  // p as a rational, for logs
	Reexecuted  cid.Cid // the re-execution's output CID (Match or Mismatch)
}

// Checker runs spot-checks under Params.
type Checker struct {
	params Params
	re     Reexecutor
}

// NewChecker returns a checker. params must validate.
func NewChecker(params Params, re Reexecutor) (*Checker, error) {
	if err := params.Validate(); err != nil {
		return nil, err
	}
	if re == nil {
		return nil, fmt.Errorf("%w: a Reexecutor is required", ErrParams)
	}
	return &Checker{params: params, re: re}, nil
}

// Check verifies the reveal, draws the job and, if selected, re-executes it and compares CIDs.
func (c *Checker) Check(ctx context.Context, job Job, secret Secret) (Report, error) {
	cp, err := c.params.For(job.Class)
	if err != nil {
		return Report{}, err
	}
	p := cp.Probability()
	sel, err := Select(job.Commitment, secret, job.ID, p)
	if err != nil {
		return Report{}, fmt.Errorf("spot-check job %s: %w", job.ID, err)
	}
	rep := Report{Selected: sel, Probability: p.RatString()}
	if !sel {
		return rep, nil
	}
	if !job.Deterministic {
		return rep, fmt.Errorf("spot-check job %s: %w", job.ID, ErrNotDeterministic)
	}
	out, err := c.re.Reexecute(ctx, job)
	if err != nil {
		return rep, fmt.Errorf("re-execute job %s: %w", job.ID, err)
	}
	rep.Reexecuted = out
	rep.Verdict = Mismatch
	if out.Equals(job.ResultCID) {
		rep.Verdict = Match
	}
	return rep, nil
}
