package verify

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/cockroachdb/pebble/v2/vfs"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider/runner"
	"github.com/gpumesh/gpumesh/provider/settle"
	"github.com/gpumesh/gpumesh/verifier/spotcheck"
)

// Errors of re-execution.
var (
	// ErrReexecute reports a re-run that produced no result (the job could not be run here:
	// spec, module or inputs not fetchable, executor refused it). The caller abstains; it is
	// not evidence against the provider.
	ErrReexecute = errors.New("verify: re-execution produced no result")
	// ErrNotDeterministic reports a job whose executor does not give the same bytes on every
	// honest run: output CIDs cannot be compared.
	ErrNotDeterministic = errors.New("verify: job is not deterministic (only wasm jobs and container jobs declared deterministic are re-executed)")
	// ErrUnopenable reports an encrypted result that the disclosed file key does not open (or
	// that is not a result archive): a verifier cannot tell which party is at fault.
	ErrUnopenable = errors.New("verify: encrypted result cannot be opened with the disclosed key")
)

// WorkDir is where re-runs work under the data dir: the daemon adds it to the content store's
// allowed directories; the main runner never owns it.
func WorkDir(dataDir string) string { return filepath.Join(dataDir, "reexec") }

// Reexecutor re-runs finished jobs for spot-checks and dispute verdicts: it fetches the spec by
// CID, turns it into the runner job the original provider ran (runner.JobFromSpec, same job id, so the
// wasm executor's random source gets the same seed) and runs it through a runner of its own
// (fetch, executor, the same result directory layout, plain UnixFS upload), so an honest re-run
// yields the provider's result CID bit for bit. That runner keeps its records in memory: a
// re-run interrupted by a restart is simply asked for again.
//
// A re-run is never submitted anywhere: the scratch runner's settler reports the job ended
// (refunded: nobody pays a re-execution) as soon as the result is uploaded.
type Reexecutor struct {
	log          *slog.Logger
	workDir      string
	store        *content.Store
	fetchTimeout time.Duration
	r            *runner.Runner
	db           *pebble.DB
	settler      *localSettler
}

func newReexecutor(dataDir string, store *content.Store, execs runner.Executors, fetchTimeout time.Duration, maxFetchBytes int64, log *slog.Logger, dbLog pebble.Logger) (*Reexecutor, error) {
	db, err := pebble.Open("reexec", &pebble.Options{FS: vfs.NewMem(), Logger: dbLog})
	if err != nil {
		return nil, fmt.Errorf("re-executor db: %w", err)
	}
	ls := &localSettler{uploaded: map[contracts.JobID]bool{}}
	up := recordingUploader{inner: settle.Uploader{Store: store}, done: ls}
	r, err := runner.New(runner.Config{
		WorkDir: WorkDir(dataDir), Slots: map[string]int{"batch": 1, "burst": 1},
		FetchTimeout: fetchTimeout, Logger: log.With("component", "reexec"),
	}, runner.Deps{DB: db, Fetcher: settle.Fetcher{Store: store, MaxBytes: maxFetchBytes, MaxBytesKey: "runner.max_fetch_mib"}, Executors: execs, Uploader: up, Settler: ls})
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("re-executor runner: %w", err)
	}
	return &Reexecutor{log: log, workDir: WorkDir(dataDir), store: store, fetchTimeout: fetchTimeout, r: r, db: db, settler: ls}, nil
}

// run drives the scratch runner until ctx ends.
func (x *Reexecutor) run(ctx context.Context) error { return x.r.Run(ctx) }

func (x *Reexecutor) close() error { return x.db.Close() }

// Reexecute re-runs job (a finished job named by id and spec CID) and returns the CID of its
// plain result directory.
func (x *Reexecutor) Reexecute(ctx context.Context, job spotcheck.Job) (cid.Cid, error) {
	id := job.ID
	spec, err := x.fetchSpec(ctx, job.SpecCID)
	if err != nil {
		return cid.Undef, fmt.Errorf("re-execute %s: %w", id, err)
	}
	if !spec.Reexecutable() {
		return cid.Undef, fmt.Errorf("re-execute %s: executor %s: %w", id, spec.Executor, ErrNotDeterministic)
	}
	deadline := time.Now().Add(spec.WallTime() + x.fetchTimeout + time.Minute)
	rj := runner.JobFromSpec(id, spec, deadline, nil)
	if err := x.r.Submit(ctx, rj); err != nil {
		return cid.Undef, fmt.Errorf("re-execute %s: %w", id, err)
	}
	rec, err := x.r.WaitFor(ctx, id, runner.State.Final)
	if err != nil {
		return cid.Undef, fmt.Errorf("re-execute %s: %w", id, err)
	}
	if rec.ResultCID == "" {
		// Forget the failed attempt so that a later call runs the job again (the runner's
		// documented key layout: runner/v1/job/<job id>).
		if err := x.db.Delete([]byte("runner/v1/job/"+id.String()), pebble.Sync); err != nil {
			x.log.Warn("forget failed re-run", "job_id", id, "err", err)
		}
		return cid.Undef, fmt.Errorf("re-execute %s: %w: %s", id, ErrReexecute, rec.Error)
	}
	c, err := content.ParseCID(rec.ResultCID)
	if err != nil {
		return cid.Undef, fmt.Errorf("re-execute %s: %w", id, err)
	}
	x.log.Info("job re-executed", "job_id", id, "cid", c, "exit_code", exitCode(rec))
	return c, nil
}

// plainOfEncrypted opens the encrypted result c with its disclosed file key, unpacks the result
// archive and returns the CID of the plain directory, added exactly as a plain result is
// (settle.Uploader): the CID an honest re-run of the job yields. A key that does not open c, or
// a ciphertext that is not a result archive, is ErrUnopenable; a fetch failure is returned as is.
func (x *Reexecutor) plainOfEncrypted(ctx context.Context, jobID contracts.JobID, c cid.Cid, fileKey []byte) (cid.Cid, error) {
	fctx, cancel := context.WithTimeout(ctx, x.fetchTimeout)
	defer cancel()
	rc, err := x.store.OpenWithFileKey(fctx, c, fileKey, content.FetchOptions{})
	if err != nil {
		if errors.Is(err, content.ErrCiphertext) {
			return cid.Undef, fmt.Errorf("%w: %v", ErrUnopenable, err)
		}
		return cid.Undef, err
	}
	defer rc.Close()
	if err := os.MkdirAll(x.workDir, 0o755); err != nil {
		return cid.Undef, err
	}
	tmp, err := os.MkdirTemp(x.workDir, "disputed-")
	if err != nil {
		return cid.Undef, err
	}
	defer os.RemoveAll(tmp)
	dir := filepath.Join(tmp, "result")
	if err := content.ReadArchive(rc, dir); err != nil {
		return cid.Undef, fmt.Errorf("%w: %v", ErrUnopenable, err)
	}
	return x.store.AddPath(ctx, dir, content.AddOptions{Name: "disputed result " + jobID.String()})
}

func exitCode(rec runner.Record) int {
	if rec.Run == nil {
		return -1
	}
	return rec.Run.ExitCode
}

// fetchSpec reads the canonical spec at c and checks that it is one.
func (x *Reexecutor) fetchSpec(ctx context.Context, c cid.Cid) (*jobspec.Job, error) {
	if !c.Defined() {
		return nil, fmt.Errorf("%w: no spec CID", ErrReexecute)
	}
	fctx, cancel := context.WithTimeout(ctx, x.fetchTimeout)
	defer cancel()
	rc, _, err := x.store.Open(fctx, c, content.FetchOptions{MaxBytes: 4 * jobspec.MaxSpecSize, MaxBytesKey: "jobspec.MaxSpecSize (a fixed limit)"})
	if err != nil {
		return nil, fmt.Errorf("fetch spec %s: %w", c, err)
	}
	defer rc.Close()
	raw, err := io.ReadAll(io.LimitReader(rc, jobspec.MaxSpecSize+1))
	if err != nil {
		return nil, fmt.Errorf("read spec %s: %w", c, err)
	}
	if want, err := jobspec.CIDOf(raw); err != nil || !want.Equals(c) {
		return nil, fmt.Errorf("%w: spec bytes do not hash to %s", ErrReexecute, c)
	}
	spec, err := jobspec.DecodeCanonical(raw)
	if err != nil {
		return nil, fmt.Errorf("spec %s: %w", c, err)
	}
	return spec, nil
}

// recordingUploader uploads the result without encryption (a re-run is compared by its plain
// CID) and tells the settler that the job's result exists.
type recordingUploader struct {
	inner settle.Uploader
	done  *localSettler
}

func (u recordingUploader) Upload(ctx context.Context, jobID contracts.JobID, result fs.FS) (string, error) {
	c, err := u.inner.Upload(ctx, jobID, result)
	if err == nil {
		u.done.markUploaded(jobID)
	}
	return c, err
}

// localSettler is the scratch runner's chain: a job is open until its result is uploaded, and
// ended (refunded: nobody pays a re-run) from then on, so the runner stops right after upload.
type localSettler struct {
	mu       sync.Mutex
	uploaded map[contracts.JobID]bool
}

var errLocalOnly = errors.New("verify: a re-execution is never submitted or claimed")

func (s *localSettler) markUploaded(id contracts.JobID) {
	s.mu.Lock()
	s.uploaded[id] = true
	s.mu.Unlock()
}

func (s *localSettler) Status(_ context.Context, id contracts.JobID) (runner.ChainStatus, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.uploaded[id] {
		return runner.ChainStatus{State: runner.ChainRefunded}, nil
	}
	return runner.ChainStatus{State: runner.ChainOpen}, nil
}

func (s *localSettler) SubmitResult(context.Context, contracts.JobID, string) error {
	return errLocalOnly
}
func (s *localSettler) WaitClaimable(context.Context, contracts.JobID) error { return errLocalOnly }
func (s *localSettler) Claim(context.Context, contracts.JobID) (*big.Int, error) {
	return nil, errLocalOnly
}

// WaitSettled: a job that failed here is over (the caller reads its error).
func (s *localSettler) WaitSettled(context.Context, contracts.JobID) (runner.ChainStatus, error) {
	return runner.ChainStatus{State: runner.ChainRefunded}, nil
}
