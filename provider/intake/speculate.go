package intake

import (
	"context"
	"errors"
	"io"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/p2p/content"
	zkexec "github.com/gpumesh/gpumesh/provider/executor/zk"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// Speculative zk proving, as intake drives it (the prover's side, with its bounds on what a
// requester can make the provider waste, is zkexec.Executor.Speculate).
//
// Once a zk acceptance is signed and stored, the provider holds the circuit (checked, usually
// decoded) and the witness (fetched and pinned before signing): the acceptor hands the job to
// Deps.Speculator, which may start proving it at once instead of after the requester's escrow
// open is confirmed and the watcher has seen it. Nothing else changes: the watcher hands the
// opened job to the runner as before, the runner's zk run takes the proof made (or proves, when
// none was made or it does not match the job the runner laid out), and the settler submits it,
// so a proof is submitted only for an opened job, once, before the deadline as any proof. Every
// acceptance that expires unopened is reported to the speculator (Store.prune, which the
// watcher's pruneExpired calls once the chain's time has passed the expiry): its proof, if any,
// is discarded and its requester gets no more speculation. Nothing of this is persisted (a
// restart proves opened jobs the ordinary way).

// Speculator is what intake asks of the zk executor; *zkexec.Executor implements it.
type Speculator interface {
	Speculate(s zkexec.Speculation) error
	Expired(jobID string, requester common.Address)
}

var _ Speculator = (*zkexec.Executor)(nil)

// speculate offers the zk job of the acceptance acc just stored to Deps.Speculator, with its
// spec as the runner will run it. A refusal is no failure: the job is proved when it opens.
func (a *Acceptor) speculate(acc *market.Acceptance, spec *jobspec.Job) {
	sp := a.in.deps.Speculator
	if sp == nil {
		return
	}
	s, ok := speculation(acc, spec, a.in.deps.Content.Open, a.in.cfg.MaxFetchBytes)
	if !ok {
		return // checkZKSpec declined it already
	}
	switch err := sp.Speculate(s); {
	case err == nil:
		a.in.log.Info("zk job proving before its escrow opens", "job_id", acc.JobID, "requester", acc.Requester)
	case errors.Is(err, zkexec.ErrNoSpeculation):
	default:
		a.in.log.Info("zk job not proved ahead of its opening", "job_id", acc.JobID, "requester", acc.Requester, "reason", err)
	}
}

// openFunc opens content by CID (Content.Open).
type openFunc func(ctx context.Context, c cid.Cid, opts content.FetchOptions) (io.ReadCloser, int64, error)

// speculation is the zk job of acc and spec as the runner will run it once opened
// (runner.JobFromSpec: id, circuit, arguments, limits), its witness read through open (pinned
// here before signing: prefetch) within maxBytes. ok is false for a spec without a circuit or
// witness CID.
func speculation(acc *market.Acceptance, spec *jobspec.Job, open openFunc, maxBytes int64) (s zkexec.Speculation, ok bool) {
	circuit, err := cid.Decode(spec.Circuit)
	if err != nil {
		return s, false
	}
	wc, err := cid.Decode(witnessInput(spec))
	if err != nil {
		return s, false
	}
	job := runner.JobFromSpec(acc.JobID, spec, time.Unix(int64(acc.Deadline), 0), acc.Price)
	return zkexec.Speculation{
		JobID: job.ID.String(), Requester: acc.Requester, Circuit: circuit, Args: job.Args, Limits: job.Limits,
		Deadline: job.Deadline,
		Witness: func(ctx context.Context) (io.ReadCloser, error) {
			rc, _, err := open(ctx, wc, content.FetchOptions{MaxBytes: maxBytes, MaxBytesKey: maxFetchKey})
			return rc, err
		},
	}, true
}

// expired tells the speculator of an acceptance that expired unopened (Store.prune).
func (in *Intake) expired(p *Pending) {
	in.deps.Speculator.Expired(p.Acceptance.JobID.String(), p.Acceptance.Requester)
}
