package requester

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"path/filepath"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/verifier/spotcheck"
)

// ErrNotReexecutable: a spot-checked job cannot be re-run through the market (not a wasm job,
// or its spec is not in this requester's store).
var ErrNotReexecutable = errors.New("requester: job cannot be re-executed")

// reexecLabel marks a spot-check re-run with the id of the job it checks.
const reexecLabel = "gpumesh/reexec-of"

// marketReexecutor re-runs a spot-checked job through the market, as an ordinary paid batch job
// of this requester: the checked job's spec with its seed fixed to the checked job's id (so an
// honest run is the same bytes; jobspec seed), verification none (a re-run is not itself
// checked), on any provider but the checked one. It returns the plain CID of the re-run's result
// (decrypted first when the spec encrypts outputs), which the checker compares with the checked
// job's. It is SpotCheckConfig's default Reexecutor.
type marketReexecutor struct{ r *Requester }

var _ spotcheck.Reexecutor = marketReexecutor{}

// Reexecute implements spotcheck.Reexecutor.
func (x marketReexecutor) Reexecute(ctx context.Context, job spotcheck.Job) (cid.Cid, error) {
	r := x.r
	spec, err := r.loadSpec(ctx, job.SpecCID)
	if err != nil {
		return cid.Undef, fmt.Errorf("re-execute %s: %w: %v", job.ID, ErrNotReexecutable, err)
	}
	if !spec.Reexecutable() {
		return cid.Undef, fmt.Errorf("re-execute %s: %w: a %s job that is not deterministic (jobspec Job.Reexecutable)", job.ID, ErrNotReexecutable, spec.Executor)
	}
	rerun := *spec
	if rerun.Seed == "" {
		rerun.Seed = job.ID.Hex() // the runner's default seed of the checked job (its id)
	}
	rerun.Verification = jobspec.VerifyNone
	rerun.Labels = maps.Clone(spec.Labels)
	if rerun.Labels == nil {
		rerun.Labels = map[string]string{}
	}
	if len(rerun.Labels) < jobspec.MaxLabels {
		rerun.Labels[reexecLabel] = job.ID.Hex()
	}
	j, err := r.Submit(ctx, &rerun, SubmitOptions{
		OutDir:  filepath.Join(r.cfg.DataDir, "reexec", job.ID.Hex()),
		Exclude: []common.Address{job.Provider},
	})
	if err != nil {
		return cid.Undef, fmt.Errorf("re-execute %s: %w", job.ID, err)
	}
	rec, err := j.Wait(ctx)
	if err != nil {
		return cid.Undef, fmt.Errorf("re-execute %s (re-run job %s): %w", job.ID, j.ID, err)
	}
	c, err := r.plainResultCID(ctx, rec)
	if err != nil {
		return cid.Undef, fmt.Errorf("re-execute %s (re-run job %s): %w", job.ID, j.ID, err)
	}
	r.cfg.Logger.Info("spot-check re-run done", "job_id", job.ID, "rerun_job", j.ID, "provider", rec.Acceptance.Provider.Hex(), "cid", c)
	return c, nil
}

// reexecOf is the id of the job that spec re-runs for a spot-check (its reexecLabel), or nil.
func reexecOf(spec *jobspec.Job) *contracts.JobID {
	v, ok := spec.Labels[reexecLabel]
	if !ok {
		return nil
	}
	id, err := contracts.ParseJobID(v)
	if err != nil {
		return nil
	}
	return &id
}

// loadSpec reads and decodes the canonical spec at c from the requester's store.
func (r *Requester) loadSpec(ctx context.Context, c cid.Cid) (*jobspec.Job, error) {
	rc, _, err := r.store.Open(ctx, c, content.FetchOptions{})
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	raw, err := io.ReadAll(io.LimitReader(rc, jobspec.MaxSpecSize+1))
	if err != nil {
		return nil, err
	}
	return jobspec.DecodeCanonical(raw)
}
