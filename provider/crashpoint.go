package provider

import (
	"context"
	"io/fs"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// WithCrashAt is for crash tests only (no config key sets it): the daemon SIGKILLs its own
// process when the runner acts on a job whose persisted state is s. With afterAction false it
// dies right after s was written, before anything s stands for happened; with afterAction true
// it dies right after s's action took effect (a fetch done, the executor returned, the result
// uploaded, submitResult or claim mined) and before the next state is written. The check sits
// in the runner's dependencies, which is what each state acts through: accepted, submitted and
// claimable first read the chain (Settler.Status), then submitted sends SubmitResult and
// claimable Claim; fetching fetches (Fetcher.Fetch), running runs the executor (after the
// attempt is counted), uploading uploads. A restart without the option must resume the job.
func WithCrashAt(s runner.State, afterAction bool) Option {
	return func(o *options) { o.crashAt, o.crashAfter = s, afterAction }
}

// crashPoint kills the process when a job about to be acted on is persisted in state.
type crashPoint struct {
	state   runner.State
	after   bool // kill after the action instead of before it
	workDir string
	log     *slog.Logger
	r       *runner.Runner // set once the runner exists (before it runs)
}

func (c *crashPoint) check(id contracts.JobID, after bool) {
	if c.r == nil || id == (contracts.JobID{}) || after != c.after {
		return
	}
	rec, err := c.r.Get(id)
	if err != nil || rec.State != c.state {
		return
	}
	c.log.Warn("crash point reached: killing the daemon process", "job_id", id, "state", rec.State, "after_action", after)
	_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
	select {} // SIGKILL is not deliverable late; never return into the action
}

// jobOf returns the job id of a path under the runner's work dir (<work>/<id>/...); zero for
// another path.
func (c *crashPoint) jobOf(path string) contracts.JobID {
	rel, err := filepath.Rel(c.workDir, path)
	if err != nil || strings.HasPrefix(rel, "..") {
		return contracts.JobID{}
	}
	id, _ := contracts.ParseJobID(strings.Split(filepath.ToSlash(rel), "/")[0])
	return id
}

func (c *crashPoint) wrap(d runner.Deps) runner.Deps {
	d.Settler = crashSettler{d.Settler, c}
	d.Fetcher = crashFetcher{d.Fetcher, c}
	d.Uploader = crashUploader{d.Uploader, c}
	d.Executors = crashExecutors{d.Executors, c}
	return d
}

type crashSettler struct {
	runner.Settler
	c *crashPoint
}

func (s crashSettler) Status(ctx context.Context, id contracts.JobID) (runner.ChainStatus, error) {
	s.c.check(id, false)
	st, err := s.Settler.Status(ctx, id)
	if err == nil && s.c.state == runner.StateAccepted {
		s.c.check(id, true)
	}
	return st, err
}

func (s crashSettler) SubmitResult(ctx context.Context, id contracts.JobID, cid string) error {
	err := s.Settler.SubmitResult(ctx, id, cid)
	if err == nil {
		s.c.check(id, true)
	}
	return err
}

func (s crashSettler) Claim(ctx context.Context, id contracts.JobID) (*big.Int, error) {
	v, err := s.Settler.Claim(ctx, id)
	if err == nil {
		s.c.check(id, true)
	}
	return v, err
}

type crashFetcher struct {
	runner.Fetcher
	c *crashPoint
}

func (f crashFetcher) Fetch(ctx context.Context, cid, dst string) error {
	f.c.check(f.c.jobOf(dst), false)
	err := f.Fetcher.Fetch(ctx, cid, dst)
	if err == nil {
		f.c.check(f.c.jobOf(dst), true)
	}
	return err
}

type crashUploader struct {
	runner.Uploader
	c *crashPoint
}

func (u crashUploader) Upload(ctx context.Context, id contracts.JobID, result fs.FS) (string, error) {
	u.c.check(id, false)
	cid, err := u.Uploader.Upload(ctx, id, result)
	if err == nil {
		u.c.check(id, true)
	}
	return cid, err
}

type crashExecutors struct {
	runner.Executors
	c *crashPoint
}

// commandChecker mirrors the runner's optional executor interface, kept visible through the wrap.
type commandChecker interface{ Allowed(command string) error }

func (e crashExecutors) Executor(name string) (executor.Executor, error) {
	ex, err := e.Executors.Executor(name)
	if err != nil {
		return nil, err
	}
	w := crashExecutor{ex, e.c}
	if cc, ok := ex.(commandChecker); ok {
		return crashCheckedExecutor{w, cc}, nil
	}
	return w, nil
}

type crashExecutor struct {
	executor.Executor
	c *crashPoint
}

func (x crashExecutor) Run(ctx context.Context, j executor.Job) (executor.Result, error) {
	id, _ := contracts.ParseJobID(j.ID) // the runner's job id in its text form
	x.c.check(id, false)
	res, err := x.Executor.Run(ctx, j)
	if err == nil {
		x.c.check(id, true)
	}
	return res, err
}

type crashCheckedExecutor struct {
	crashExecutor
	commandChecker
}
