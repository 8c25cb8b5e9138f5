// Package runner is the provider's crash-safe job runner: a state machine per job, persisted in
// pebble before each step acts, so that a kill -9 at any point resumes correctly on restart — no
// job is submitted or paid twice, no result is lost, no claim is missed.
//
// # States
//
//	accepted -> fetching -> running -> uploading -> submitted -> claimable -> paid
//	    \__________\___________\___________\___________\-> failed -> refunded | slashed
//	                                                 submitted -> missed -> slashed | refunded
//	(the chain may also end a job as refunded or slashed from accepted, submitted or claimable)
//
// A persisted state S means "S's action is committed to and may or may not have happened". On
// start, [Runner.Run] loads every non-final job and re-does its current action, which is therefore
// idempotent:
//
//   - accepted: read the chain; a job the chain already ended is closed accordingly.
//   - fetching: fetch module and inputs by CID into the work dir (content-addressed, so a repeat
//     is harmless); past Config.FetchTimeout the job fails with the CID named.
//   - running: wait until the job can be placed (a slot of its class, its GPUs and VRAM or a CPU
//     slot; see "Placement and preemption" in sched.go), wipe any partial output, run the
//     executor. A crash here re-runs the job, which is safe: nothing was submitted yet. A batch
//     run that burst work preempts stays in running: Preemptions and Requeued are persisted
//     before its capacity is handed over, and it waits for capacity again. Its checkpoint dir
//     (work/<id>/checkpoint) survives preemptions and crashes.
//   - uploading: add the result dir (out/, stdout, stderr, status.json) through the Uploader; the
//     CID is deterministic for the same bytes. A missing result dir sends the job back to running.
//   - submitted: read the chain first; submit the result CID only if the chain has none (a submit
//     mined before the crash is never sent again), then wait for the challenge window.
//   - claimable: read the chain first; claim only if not yet paid. A disputed job (here or in
//     submitted) waits for the dispute's outcome instead.
//   - failed: the provider gave up (bad job, input not fetchable in time, deadline passed); wait
//     until the chain settles the job (the requester's refund, with the provider slashed on a
//     deadline miss).
//   - missed: the escrow refused the result because the job's deadline had passed in chain time
//     (DeadlinePassed). Nothing more is sent; like failed, wait for the requester's refund, which
//     slashes the collateral.
//   - paid, refunded, slashed: final.
//
// # Errors
//
// A step that fails is classified ([Classify]). A transient error (RPC down, nonce too low,
// underpriced, timeouts, a challenge window still open) retries the step with exponential
// backoff. A permanent one (an escrow revert such as DeadlinePassed, ChallengeWindowClosed,
// WrongStatus, UnknownJob or TermsMismatch) is never retried: the runner reads the job's chain
// state and moves the job to the state that follows from it — the chain's final state, the same
// state when the chain already moved on (the step then acts on what the chain says), missed for a
// passed deadline, failed otherwise — and logs the cause once.
//
// A job that ran and failed (non-zero exit, limit hit) is still uploaded and submitted: its
// result records the reason, and a spot-check re-run reproduces it.
//
// # Metrics
//
// Through Config.Registerer, labelled by class (never by job id): gpumesh_provider_runner_
// queue_depth (jobs waiting for a slot), scheduling_delay_seconds (accepted to run start),
// fetch_seconds, run_seconds, upload_seconds,
// jobs_total{outcome=failed|missed|paid|refunded|slashed|abandoned|disputed|preempted} (the final
// outcomes once per job, abandoned in place of refunded for a job the provider abandoned;
// disputed once when a dispute's outcome ends the job, besides its final outcome; preempted per
// preemption, besides the job's final outcome; failed and missed when entered),
// earnings_token_units_total, preemptions_total (by the preempted job's class),
// requeue_delay_seconds (preemption to the next run start); unlabelled by class:
// placed_gpu_milli{device} (share of each GPU placed jobs hold, 1000 = whole),
// cpu_slots_used, and gpumesh_provider_device_allocated_seconds_total{device} (device-seconds
// held, integrated at every capacity change and scrape; device="cpu" for CPU slots). Logs carry job_id.
//
// # Storage
//
// Keys (in the node's pebble DB, which the caller owns):
//
//	runner/v1/job/<job id>  ->  0x01 || JSON(Record)
//
// The key carries the layout version, the value's first byte the encoding version. Every write
// uses pebble.Sync, after Deps.Space confirmed the disk has room (pebble panics on a log write
// into a full disk); a refused write is retried after a backoff, and what it precedes (a
// transaction) waits for it. Work files live under Config.WorkDir/<job id>/ (module.wasm, in/, out/,
// result/, checkpoint/) and are removed when the job is final (its emptied work dir is kept as a
// spare for the next job: see workdir.go).
package runner

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sync"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/placement"
	"github.com/gpumesh/gpumesh/p2p/diskspace"
	"github.com/gpumesh/gpumesh/provider/executor"
)

// Sentinel errors.
var (
	ErrBadJob   = errors.New("runner: bad job")
	ErrNotFound = errors.New("runner: job not found")
	ErrRunning  = errors.New("runner: already running")
	ErrCorrupt  = errors.New("runner: corrupt record")
	ErrConflict = errors.New("runner: chain holds a different result")
)

// State is a job's position in the state machine.
type State string

// States.
const (
	StateAccepted  State = "accepted"
	StateFetching  State = "fetching"
	StateRunning   State = "running"
	StateUploading State = "uploading"
	StateSubmitted State = "submitted"
	StateClaimable State = "claimable"
	StatePaid      State = "paid"
	StateFailed    State = "failed"
	StateMissed    State = "missed"
	StateRefunded  State = "refunded"
	StateSlashed   State = "slashed"
)

// Final reports whether no further transition can happen.
func (s State) Final() bool { return s == StatePaid || s == StateRefunded || s == StateSlashed }

// Consumer-owned interfaces: the daemon plugs in p2p/content and the contracts.

// Fetcher retrieves content by CID.
type Fetcher interface {
	// Fetch writes the DAG at cid to path dst: a file CID becomes the file dst, a directory CID
	// the directory dst. It must be safe to call again for the same cid and dst.
	Fetch(ctx context.Context, cid, dst string) error
}

// Uploader publishes a job's result (the tree of out/, stdout, stderr and status.json, on disk
// or partly in memory) and returns its CID.
type Uploader interface {
	Upload(ctx context.Context, jobID contracts.JobID, result fs.FS) (cid string, err error)
}

// Executors returns the executor for a name ("wasm", "exec", "zk"); *executor.Registry fits.
type Executors interface {
	Executor(name string) (executor.Executor, error)
}

// ChainState is a job's state in the escrow contract.
type ChainState string

// Chain states.
const (
	ChainUnknown   ChainState = "unknown" // not (yet) on chain
	ChainOpen      ChainState = "open"    // escrow funded, no result
	ChainSubmitted ChainState = "submitted"
	ChainDisputed  ChainState = "disputed"
	ChainPaid      ChainState = "paid"
	ChainRefunded  ChainState = "refunded" // requester refunded, provider not at fault
	ChainSlashed   ChainState = "slashed"  // requester refunded, provider's collateral slashed
)

// ChainStatus is what the chain says about a job.
type ChainStatus struct {
	State     ChainState
	ResultCID string   // set once submitted
	Paid      *big.Int // amount released to the provider (ChainPaid)
}

// Settler performs and reads the job's on-chain settlement. Methods that send transactions return
// once the transaction is mined (or fail); the runner reads Status before each of them.
type Settler interface {
	Status(ctx context.Context, jobID contracts.JobID) (ChainStatus, error)
	SubmitResult(ctx context.Context, jobID contracts.JobID, resultCID string) error
	// WaitClaimable returns once the challenge window after the submission has passed.
	WaitClaimable(ctx context.Context, jobID contracts.JobID) error
	// Claim releases the payment and returns the amount paid.
	Claim(ctx context.Context, jobID contracts.JobID) (*big.Int, error)
	// WaitSettled returns once the chain has ended the job (paid, refunded or slashed).
	WaitSettled(ctx context.Context, jobID contracts.JobID) (ChainStatus, error)
}

// commandChecker is implemented by executors that run named commands (exec): Submit refuses a
// command the owner did not allow before the job is accepted.
type commandChecker interface {
	Allowed(command string) error
}

// Input is one input of a job: the content at CID appears as in/<Name>.
type Input struct {
	CID  string `json:"cid"`
	Name string `json:"name"`
}

// Job is an accepted job as the runner needs it.
type Job struct {
	ID    contracts.JobID `json:"id"`    // the escrow's job id (hex in JSON)
	Class string          `json:"class"` // "batch", "burst" or "zk"
	// Executor names the executor ("wasm", "exec", "zk", "container").
	Executor string `json:"executor"`
	// Module is the module CID for wasm, the allowed command name for exec, the circuit
	// package CID for zk, and for container the image: the CID of an image archive
	// (ImageArchive) or a registry reference pinned to a digest.
	Module string `json:"module"`
	// ImageArchive: Module is the CID of a container image archive, fetched into the work dir
	// (like a wasm module) and verified by the executor against ImageID before it is loaded.
	ImageArchive bool `json:"image_archive,omitempty"`
	// ImageID, Entrypoint and Egress are a container job's image.id, entrypoint and
	// network: egress (executor.Job's fields of the same names).
	ImageID    string            `json:"image_id,omitempty"`
	Entrypoint []string          `json:"entrypoint,omitempty"`
	Egress     bool              `json:"egress,omitempty"`
	Args       []string          `json:"args,omitempty"`
	Env        map[string]string `json:"env,omitempty"`
	Inputs     []Input           `json:"inputs,omitempty"`
	Limits     executor.Limits   `json:"limits"`
	// GPUs and VRAMMiB (per GPU) are what the job asks for; the runner places it on devices
	// when it runs (see Config.Devices). 0 GPUs: a CPU slot.
	GPUs    int    `json:"gpus,omitempty"`
	VRAMMiB uint64 `json:"vram_mib,omitempty"`
	// Devices pins a GPU-less job to devices chosen by the caller (kept for records written
	// before placement); a job with GPUs > 0 runs on the devices placement chooses.
	Devices  []string  `json:"devices,omitempty"`
	Deadline time.Time `json:"deadline"` // result must be on chain before this
	Price    *big.Int  `json:"price,omitempty"`
	// Seed seeds the wasm executor's random source; empty: the job's ID (see jobspec seed).
	Seed string `json:"seed,omitempty"`
}

// RunSummary is what the runner keeps of an executor result (the logs go into the result CID).
type RunSummary struct {
	ExitCode int             `json:"exit_code"`
	Reason   executor.Reason `json:"reason"`
	Detail   string          `json:"detail,omitempty"`
	Usage    executor.Usage  `json:"usage"`
}

// Record is a job's persisted state.
type Record struct {
	Job       Job         `json:"job"`
	State     State       `json:"state"`
	Attempts  int         `json:"attempts"` // executor runs started (re-runs after a crash count)
	Run       *RunSummary `json:"run,omitempty"`
	ResultCID string      `json:"result_cid,omitempty"`
	Paid      *big.Int    `json:"paid,omitempty"`
	Error     string      `json:"error,omitempty"` // why the job failed
	// Devices the current or last run was placed on.
	Devices []string `json:"devices,omitempty"`
	// Preemptions counts the runs burst work stopped; Requeued is when the last one was stopped
	// (zero once the job runs again).
	Preemptions int       `json:"preemptions,omitempty"`
	Requeued    time.Time `json:"requeued,omitzero"`
	// Disputed is set when the chain ended the job through a dispute (the runner waited for
	// its outcome); Abandoned when the provider abandoned it because its content could not be
	// fetched (the requester refunded, no slash). Both feed jobs_total's outcomes.
	Disputed  bool `json:"disputed,omitempty"`
	Abandoned bool `json:"abandoned,omitempty"`
	// AbandonCause is why an Abandoned job was abandoned.
	AbandonCause AbandonCause `json:"abandon_cause,omitempty"`
	Accepted     time.Time    `json:"accepted"`
	Updated      time.Time    `json:"updated"`
	// Timing is when the job's latest pass went through each step: informational (a trace for
	// the requester and the benches), never used for a decision.
	Timing Timing `json:"timing,omitzero"`
}

// Timing holds when a job's latest pass began and ended its steps (zero: not reached).
type Timing struct {
	Fetching time.Time `json:"fetching,omitzero"` // input fetch began
	Fetched  time.Time `json:"fetched,omitzero"`  // inputs in the work dir
	Started  time.Time `json:"started,omitzero"`  // the executor started (a slot granted, the attempt recorded)
	Ran      time.Time `json:"ran,omitzero"`      // the executor returned
	Uploaded time.Time `json:"uploaded,omitzero"` // the result is in the content store
}

// Config configures the runner. Zero fields take the documented defaults.
type Config struct {
	// WorkDir holds per-job work directories. Required.
	WorkDir string
	// Slots is the number of concurrent executor runs per job class. Default {"batch": 1,
	// "burst": 1, "zk": 1}; a class not listed is refused at Submit.
	Slots map[string]int
	// Devices are the GPUs jobs are placed on (bin-packed by VRAM share); none on a CPU node.
	Devices []Device
	// CPUSlots is the number of concurrent GPU-less runs, shared by every class. Default: the
	// sum of Slots (so that classes never wait for each other).
	CPUSlots int
	// BurstHeadroom is the number of devices (GPUs; on a node without GPUs, CPU slots) batch
	// and zk runs must leave free for burst work. Default 0.
	BurstHeadroom int
	// StopGrace is how long a preempted (or shut down) exec run has between SIGTERM and SIGKILL
	// to checkpoint (executor.Job.StopGrace). Default 10s; negative: SIGKILL at once.
	StopGrace time.Duration
	// FetchTimeout bounds fetching a job's module and inputs. Default 2 minutes.
	FetchTimeout time.Duration
	// RetryBackoff is the first wait after a transient error (fetch, upload, chain); it doubles
	// up to MaxBackoff. Defaults 500 ms and 30 s.
	RetryBackoff time.Duration
	MaxBackoff   time.Duration
	// Logger; default discard. Registerer for metrics; default none.
	Logger     *slog.Logger
	Registerer prometheus.Registerer
}

// Deps are the runner's side effects.
type Deps struct {
	DB        *pebble.DB
	Fetcher   Fetcher
	Executors Executors
	Uploader  Uploader
	Settler   Settler
	// Abandoner, when set, ends an opened job whose module or inputs cannot be fetched without a
	// slash (abandon.go); without it such a job fails and waits for the chain's refund.
	Abandoner Abandoner
	// Notifier, when set, tells a job's requester when the runner gives the job up (notice.go).
	Notifier Notifier
	// Live, when set, receives each run's stdout and stderr as the job writes them (live logs
	// for the requester: market/joblogs).
	Live LiveOutput
	// Space is checked before every record is written: a record is the intent that precedes a
	// transaction (submitted before submitResult, claimable before claim), and pebble cannot
	// survive a log write into a full disk (diskspace), so on a disk with less free than
	// Space.Min the record is not written, nothing is sent, and the write is retried after a
	// backoff. The zero Guard checks nothing.
	Space diskspace.Guard
}

// LiveOutput receives a job's stdout and stderr while it runs; *joblogs.Hub fits. end is called
// once the run is over.
type LiveOutput interface {
	Open(id contracts.JobID) (stdout, stderr io.Writer, end func())
}

// Runner drives jobs through the state machine. Create with [New], then call [Runner.Run].
type Runner struct {
	cfg     Config
	deps    Deps
	log     *slog.Logger
	metrics *metrics
	sched   *sched

	mu      sync.Mutex
	running bool
	pending map[contracts.JobID]bool // submitted while Run is active, not yet picked up
	active  map[contracts.JobID]bool
	wake    chan struct{}
	changed chan struct{} // closed and replaced on every persisted transition
	spares  spares        // spare work directories (see workdir.go)
	// counted is held for writing from a transition's persist until its metrics are counted,
	// and for reading by Get and List: whoever reads a state reads it counted (a WaitFor woken by
	// another job's transition read this job's final state before its outcome was counted).
	counted sync.RWMutex
	writeMu sync.Mutex
	hook    func(point string, id contracts.JobID, s State) // tests only: "persisted" after a write, "acted" before the next, "unpersisted" after a refused one
	nowFunc func() time.Time
}

const keyPrefix = "runner/v1/job/"

// recordKey is the key of a job's record: keyPrefix and the id's text form.
func recordKey(id contracts.JobID) []byte { return []byte(keyPrefix + id.String()) }

const recordVersion = 1

var validID = regexp.MustCompile(`^[A-Za-z0-9_.:-]{1,128}$`)

// New checks the config and returns a runner. It does not touch the DB or the disk.
func New(cfg Config, deps Deps) (*Runner, error) {
	if cfg.WorkDir == "" {
		return nil, errors.New("runner: Config.WorkDir is empty; set it to a directory under the node's data dir")
	}
	if deps.DB == nil || deps.Fetcher == nil || deps.Executors == nil || deps.Uploader == nil || deps.Settler == nil {
		return nil, errors.New("runner: Deps needs DB, Fetcher, Executors, Uploader and Settler")
	}
	if cfg.Slots == nil {
		cfg.Slots = map[string]int{"batch": 1, "burst": 1, "zk": 1}
	}
	if cfg.FetchTimeout == 0 {
		cfg.FetchTimeout = 2 * time.Minute
	}
	if cfg.RetryBackoff == 0 {
		cfg.RetryBackoff = 500 * time.Millisecond
	}
	if cfg.MaxBackoff == 0 {
		cfg.MaxBackoff = 30 * time.Second
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.StopGrace == 0 {
		cfg.StopGrace = 10 * time.Second
	}
	sum := 0
	for class, n := range cfg.Slots {
		if n < 1 {
			return nil, fmt.Errorf("runner: slots.%s = %d; set it to 1 or more (or remove the class)", class, n)
		}
		sum += n
	}
	if cfg.CPUSlots == 0 {
		cfg.CPUSlots = sum
	}
	if cfg.CPUSlots < 0 {
		return nil, fmt.Errorf("runner: CPUSlots = %d; use 1 or more", cfg.CPUSlots)
	}
	m, err := newMetrics(cfg.Registerer)
	if err != nil {
		return nil, err
	}
	for class := range cfg.Slots {
		m.initClass(class)
	}
	r := &Runner{
		cfg: cfg, deps: deps, log: cfg.Logger, metrics: m,
		pending: map[contracts.JobID]bool{}, active: map[contracts.JobID]bool{},
		wake: make(chan struct{}, 1), changed: make(chan struct{}),
		nowFunc: time.Now,
	}
	r.sched, err = newSched(cfg.Devices, cfg.CPUSlots, cfg.BurstHeadroom, cfg.Slots, func() time.Time { return r.nowFunc() })
	if err != nil {
		return nil, err
	}
	r.sched.onEvict = r.evicting
	r.sched.onUse = func(n *placement.Node) {
		held := make(map[string]float64, len(cfg.Devices)+1)
		for i, d := range cfg.Devices {
			used := placement.MilliPerGPU - n.GPUMilli[i]
			m.gpuMilli.WithLabelValues(d.ID).Set(float64(used))
			held[d.ID] = float64(used) / placement.MilliPerGPU
		}
		cpu := cfg.CPUSlots - int(n.CPUMilli/1000)
		m.cpuSlots.Set(float64(cpu))
		held[CPUDevice] = float64(cpu)
		m.allocated.set(held)
	}
	r.sched.onUse(&r.sched.free)
	return r, nil
}

// evicting is called by the scheduler (its lock held) when it stops a batch run for a burst job.
func (r *Runner) evicting(g *grant, forID contracts.JobID) {
	r.log.Info("preempting batch run for burst work", "job_id", g.id, "for_job_id", forID, "devices", g.devices)
	if r.hook != nil {
		r.hook("preempt", g.id, StateRunning)
	}
}

// Admit reports whether job can run here: whether its class has slots and its GPU and VRAM
// request can ever be placed (batch and zk keeping the burst headroom), and for a burst job
// whether it can be placed now, preempting batch work if need be. The error (ErrNoFit or
// ErrBadJob) names the reason; the daemon declines proposals with it.
func (r *Runner) Admit(job Job) error { return r.sched.admit(job) }

// EarliestStart estimates when job would start if it were submitted now: the running jobs end
// by their wall-time limits (an upper bound) and the queued jobs served before it (burst, then
// earlier deadlines) run first. ok is false when it could never be placed. The daemon declines
// a proposal whose estimated start plus wall time misses its deadline.
func (r *Runner) EarliestStart(job Job) (start time.Time, ok bool) { return r.sched.estimateStart(job) }

// Usage returns the current placement of runs on the node's devices and CPU slots.
func (r *Runner) Usage() Usage { return r.sched.usage() }

// Submit accepts a job: it validates it and persists it in state accepted. Submitting a job id
// the runner already knows is a no-op. The job starts when [Runner.Run] is (or next is) running.
func (r *Runner) Submit(ctx context.Context, job Job) error {
	if err := r.validate(job); err != nil {
		return err
	}
	r.writeMu.Lock()
	if _, err := r.Get(job.ID); err == nil {
		r.writeMu.Unlock()
		return nil
	} else if !errors.Is(err, ErrNotFound) {
		r.writeMu.Unlock()
		return err
	}
	now := r.nowFunc()
	rec := Record{Job: job, State: StateAccepted, Accepted: now, Updated: now}
	err := r.putLocked(rec)
	r.writeMu.Unlock()
	if err != nil {
		return err
	}
	r.log.Info("job accepted", "job_id", job.ID, "class", job.Class, "executor", job.Executor)
	r.fire("persisted", rec)
	r.mu.Lock()
	r.pending[job.ID] = true
	r.mu.Unlock()
	select {
	case r.wake <- struct{}{}:
	default:
	}
	return nil
}

func (r *Runner) validate(j Job) error {
	switch {
	case j.ID == (contracts.JobID{}):
		return fmt.Errorf("%w: id is not set (give the escrow's job id)", ErrBadJob)
	case r.cfg.Slots[j.Class] <= 0:
		return fmt.Errorf("%w: class %q has no slots on this provider; add runner.slots.%s to the config", ErrBadJob, j.Class, j.Class)
	case j.Executor == "":
		return fmt.Errorf("%w: executor is empty", ErrBadJob)
	case j.Module == "":
		return fmt.Errorf("%w: module is empty", ErrBadJob)
	case j.ImageArchive && j.Executor != "container":
		return fmt.Errorf("%w: an image archive is for the container executor, not %q", ErrBadJob, j.Executor)
	case j.Deadline.IsZero():
		return fmt.Errorf("%w: deadline is not set", ErrBadJob)
	case j.Price != nil && j.Price.Sign() < 0:
		return fmt.Errorf("%w: negative price", ErrBadJob)
	}
	if err := r.sched.admitStatic(j); err != nil {
		return fmt.Errorf("%w: %w", ErrBadJob, err)
	}
	ex, err := r.deps.Executors.Executor(j.Executor)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrBadJob, err)
	}
	if c, ok := ex.(commandChecker); ok {
		if err := c.Allowed(j.Module); err != nil {
			return fmt.Errorf("%w: %w", ErrBadJob, err)
		}
	}
	seen := map[string]bool{}
	for _, in := range j.Inputs {
		if in.CID == "" || !validID.MatchString(in.Name) || in.Name == "." || in.Name == ".." || seen[in.Name] {
			return fmt.Errorf("%w: input %+v needs a CID and a unique plain name", ErrBadJob, in)
		}
		seen[in.Name] = true
	}
	return nil
}

// Get returns the persisted record of a job.
func (r *Runner) Get(id contracts.JobID) (Record, error) {
	r.counted.RLock()
	defer r.counted.RUnlock()
	v, closer, err := r.deps.DB.Get(recordKey(id))
	if errors.Is(err, pebble.ErrNotFound) {
		return Record{}, fmt.Errorf("%w: %s", ErrNotFound, id)
	}
	if err != nil {
		return Record{}, fmt.Errorf("runner: get %s: %w", id, err)
	}
	defer closer.Close()
	return DecodeRecord(v)
}

// List returns every persisted record, ordered by job id.
func (r *Runner) List() ([]Record, error) {
	r.counted.RLock()
	defer r.counted.RUnlock()
	it, err := r.deps.DB.NewIter(&pebble.IterOptions{
		LowerBound: []byte(keyPrefix), UpperBound: []byte(keyPrefix[:len(keyPrefix)-1] + "0"),
	})
	if err != nil {
		return nil, fmt.Errorf("runner: list: %w", err)
	}
	defer it.Close()
	var out []Record
	for it.First(); it.Valid(); it.Next() {
		rec, err := DecodeRecord(it.Value())
		if err != nil {
			return nil, fmt.Errorf("runner: list %s: %w", it.Key(), err)
		}
		out = append(out, rec)
	}
	return out, it.Error()
}

// EncodeRecord is the value stored under a job's key.
func EncodeRecord(rec Record) ([]byte, error) {
	b, err := json.Marshal(rec)
	if err != nil {
		return nil, err
	}
	return append([]byte{recordVersion}, b...), nil
}

// DecodeRecord parses a stored value.
func DecodeRecord(v []byte) (Record, error) {
	var rec Record
	if len(v) == 0 || v[0] != recordVersion {
		return rec, fmt.Errorf("%w: unknown version", ErrCorrupt)
	}
	if err := json.Unmarshal(v[1:], &rec); err != nil {
		return rec, fmt.Errorf("%w: %v", ErrCorrupt, err)
	}
	if rec.Job.ID == (contracts.JobID{}) || rec.State == "" {
		return rec, fmt.Errorf("%w: missing id or state", ErrCorrupt)
	}
	return rec, nil
}

func (r *Runner) putLocked(rec Record) error {
	if err := r.persist(rec); err != nil {
		return err
	}
	r.notify()
	return nil
}

// persist writes rec durably without waking WaitFor callers; notify wakes them.
func (r *Runner) persist(rec Record) error {
	v, err := EncodeRecord(rec)
	if err != nil {
		return fmt.Errorf("runner: encode %s: %w", rec.Job.ID, err)
	}
	if err := r.deps.Space.Check(); err != nil {
		return fmt.Errorf("runner: persist %s (state %s): %w", rec.Job.ID, rec.State, err)
	}
	if err := r.deps.DB.Set(recordKey(rec.Job.ID), v, pebble.Sync); err != nil {
		return fmt.Errorf("runner: persist %s: %w", rec.Job.ID, err)
	}
	return nil
}

func (r *Runner) notify() {
	r.mu.Lock()
	close(r.changed)
	r.changed = make(chan struct{})
	r.mu.Unlock()
}

// put persists rec. Only the job's own driver writes an existing job, so writes of different
// jobs need no lock between them and pebble can group their syncs.
func (r *Runner) put(rec Record) error {
	rec.Updated = r.nowFunc()
	return r.putLocked(rec)
}

func (r *Runner) fire(point string, rec Record) {
	if r.hook != nil {
		r.hook(point, rec.Job.ID, rec.State)
	}
}

// WaitFor blocks until the job's persisted state satisfies done, and returns the record.
func (r *Runner) WaitFor(ctx context.Context, id contracts.JobID, done func(State) bool) (Record, error) {
	for {
		r.mu.Lock()
		ch := r.changed
		r.mu.Unlock()
		rec, err := r.Get(id)
		if err == nil && done(rec.State) {
			return rec, nil
		}
		if err != nil && !errors.Is(err, ErrNotFound) {
			return rec, err
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return rec, ctx.Err()
		}
	}
}

// Run resumes every unfinished job and runs submitted jobs until ctx ends; it then waits for the
// job goroutines to stop (each stops at its next persisted state or blocking call) and returns.
func (r *Runner) Run(ctx context.Context) error {
	r.mu.Lock()
	if r.running {
		r.mu.Unlock()
		return ErrRunning
	}
	r.running = true
	r.mu.Unlock()
	defer func() {
		r.mu.Lock()
		r.running = false
		r.mu.Unlock()
	}()
	if err := os.MkdirAll(r.cfg.WorkDir, 0o755); err != nil {
		return fmt.Errorf("runner: work dir: %w", err)
	}
	recs, err := r.List()
	if err != nil {
		return err
	}
	var wg sync.WaitGroup
	start := func(id contracts.JobID) {
		r.mu.Lock()
		if r.active[id] {
			r.mu.Unlock()
			return
		}
		r.active[id] = true
		r.mu.Unlock()
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				r.mu.Lock()
				delete(r.active, id)
				r.mu.Unlock()
			}()
			r.drive(ctx, id)
		}()
	}
	// Work dirs of jobs that are final (a crash between the final write and the cleanup) or unknown.
	if ents, err := os.ReadDir(r.cfg.WorkDir); err == nil {
		open := map[string]bool{}
		for _, rec := range recs {
			open[rec.Job.ID.String()] = !rec.State.Final()
		}
		for _, e := range ents {
			if !open[e.Name()] {
				r.removeWorkDir(e.Name()) // .spare too: spares are not kept across a restart
			}
		}
	}
	r.mu.Lock()
	r.spares.dirs = nil
	r.mu.Unlock()
	if err := os.Mkdir(filepath.Join(r.cfg.WorkDir, spareDirName), 0o755); err != nil && !errors.Is(err, fs.ErrExist) {
		r.log.Warn("spare work dirs off", "err", err) // a recycled work dir is then removed
	}
	resumed := 0
	for _, rec := range recs {
		if !rec.State.Final() {
			resumed++
			start(rec.Job.ID)
		}
	}
	r.log.Info("runner started", "resumed", resumed, "known", len(recs))
	for {
		r.mu.Lock()
		ids := make([]contracts.JobID, 0, len(r.pending))
		for id := range r.pending {
			ids = append(ids, id)
		}
		clear(r.pending)
		r.mu.Unlock()
		slices.SortFunc(ids, func(a, b contracts.JobID) int { return bytes.Compare(a[:], b[:]) })
		for _, id := range ids {
			start(id)
		}
		select {
		case <-r.wake:
		case <-ctx.Done():
			wg.Wait()
			return nil
		}
	}
}

// drive runs one job until it is final or ctx ends.
func (r *Runner) drive(ctx context.Context, id contracts.JobID) {
	backoff := r.cfg.RetryBackoff
	for ctx.Err() == nil {
		rec, err := r.Get(id)
		if err != nil {
			r.log.Error("load job", "job_id", id, "err", err)
			return
		}
		if rec.State.Final() {
			return
		}
		next, err := r.step(ctx, rec)
		if err != nil && ctx.Err() == nil && Classify(err) == Permanent {
			next, err = r.afterPermanent(ctx, rec, err)
		}
		if err != nil {
			if ctx.Err() != nil {
				return
			}
			r.log.Warn("job step failed, retrying", "job_id", id, "state", rec.State, "err", err, "backoff", backoff)
			t := time.NewTimer(backoff)
			select {
			case <-t.C:
			case <-ctx.Done():
				t.Stop()
				return
			}
			backoff = min(2*backoff, r.cfg.MaxBackoff)
			continue
		}
		backoff = r.cfg.RetryBackoff
		r.fire("acted", rec)
		if next.State.Final() {
			r.cleanup(id) // no final transition needs the work files; a crash here only re-reads the chain
		}
		next.Updated = r.nowFunc()
		if !r.persistTransition(ctx, rec, next) {
			return
		}
		// Counted before any reader can see the new state (Get and List wait for counted).
		r.observe(rec, next)
		r.counted.Unlock()
		if next.State != rec.State {
			r.log.Info("job transition", "job_id", id, "from", rec.State, "to", next.State)
		}
		r.notify()
		r.fire("persisted", next)
		r.tellRequester(ctx, rec, next)
	}
}

// persistTransition writes next, retrying after a backoff while the write fails (a full disk:
// Deps.Space), and returns holding r.counted for writing; false (lock not held) when ctx ended
// first. The step's action took effect already; what follows next (a transaction) waits for
// the record, and a restart meanwhile re-reads the chain from rec as after a crash.
func (r *Runner) persistTransition(ctx context.Context, rec, next Record) bool {
	backoff := r.cfg.RetryBackoff
	for {
		r.counted.Lock()
		err := r.persist(next)
		if err == nil {
			return true
		}
		r.counted.Unlock()
		r.fire("unpersisted", next)
		r.log.Error("persist transition failed, retrying", "job_id", rec.Job.ID, "from", rec.State, "to", next.State,
			"err", err, "backoff", backoff)
		t := time.NewTimer(backoff)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return false
		}
		backoff = min(2*backoff, r.cfg.MaxBackoff)
	}
}

func (r *Runner) observe(prev, next Record) {
	class := next.Job.Class
	if next.Disputed && !prev.Disputed {
		r.metrics.outcome(class, outcomeDisputed)
	}
	switch {
	case next.State == StateRefunded && next.Abandoned:
		r.metrics.outcome(class, outcomeAbandoned)
	case next.State == StateFailed || next.State == StateMissed || next.State.Final():
		r.metrics.outcome(class, string(next.State))
	}
	if next.State == StatePaid && next.Paid != nil {
		r.metrics.earn(class, next.Paid)
	}
}

func (r *Runner) workDir(id contracts.JobID) string { return filepath.Join(r.cfg.WorkDir, id.String()) }

// cleanup removes a final job's work files: its work dir becomes a spare (see workdir.go).
func (r *Runner) cleanup(id contracts.JobID) { r.recycleWorkDir(id.String()) }

// removeWorkDir removes the work directory named name (a job id's text form, or a stray entry).
func (r *Runner) removeWorkDir(name string) {
	if err := os.RemoveAll(filepath.Join(r.cfg.WorkDir, name)); err != nil {
		r.log.Warn("remove work dir", "job_id", name, "err", err)
	}
}

// step performs the action of rec.State and returns the record to persist next. An error is
// transient: the same step is retried after a backoff.
func (r *Runner) step(ctx context.Context, rec Record) (Record, error) {
	next := rec
	fail := func(why string) (Record, error) {
		next.State, next.Error = StateFailed, why
		r.log.Warn("job failed", "job_id", rec.Job.ID, "state", rec.State, "reason", why)
		return next, nil
	}
	switch rec.State {
	case StateAccepted:
		st, err := r.deps.Settler.Status(ctx, rec.Job.ID)
		if err != nil {
			return rec, fmt.Errorf("chain status: %w", err)
		}
		if s, ok := finalFromChain(st); ok {
			next.State, next.Paid = s, st.Paid
			return next, nil
		}
		if st.State == ChainUnknown {
			return rec, fmt.Errorf("job %s is not on chain yet", rec.Job.ID)
		}
		next.State = StateFetching
		return next, nil

	case StateFetching:
		if r.nowFunc().After(rec.Job.Deadline) {
			return fail("deadline passed before the inputs were fetched")
		}
		start := time.Now()
		err := r.fetch(ctx, rec.Job)
		if err != nil {
			if ctx.Err() != nil {
				return rec, err
			}
			return r.fetchFailed(ctx, rec, err)
		}
		r.metrics.fetchSeconds.WithLabelValues(rec.Job.Class).Observe(time.Since(start).Seconds())
		next.Timing = Timing{Fetching: start, Fetched: time.Now()}
		next.State = StateRunning
		return next, nil

	case StateRunning:
		return r.run(ctx, rec)

	case StateUploading:
		dir := filepath.Join(r.workDir(rec.Job.ID), "result")
		if _, err := os.Stat(filepath.Join(dir, "status.json")); err != nil {
			next.State = StateRunning // result lost with the crash: run again (nothing submitted yet)
			return next, nil
		}
		start := time.Now()
		cid, err := r.deps.Uploader.Upload(ctx, rec.Job.ID, os.DirFS(dir))
		if err != nil {
			return rec, fmt.Errorf("upload result: %w", err)
		}
		r.metrics.uploadSeconds.WithLabelValues(rec.Job.Class).Observe(time.Since(start).Seconds())
		next.Timing.Uploaded = time.Now()
		next.State, next.ResultCID = StateSubmitted, cid
		return next, nil

	case StateSubmitted:
		st, err := r.deps.Settler.Status(ctx, rec.Job.ID)
		if err != nil {
			return rec, fmt.Errorf("chain status: %w", err)
		}
		if s, ok := finalFromChain(st); ok {
			next.State, next.Paid = s, st.Paid
			return next, nil
		}
		switch st.State {
		case ChainOpen:
			if r.nowFunc().After(rec.Job.Deadline) {
				return fail("deadline passed before the result was submitted")
			}
			if err := r.deps.Settler.SubmitResult(ctx, rec.Job.ID, rec.ResultCID); err != nil {
				return rec, fmt.Errorf("submit result: %w", err)
			}
			r.log.Info("result submitted", "job_id", rec.Job.ID, "cid", rec.ResultCID)
		case ChainDisputed:
			return r.settleDispute(ctx, rec)
		case ChainSubmitted:
			if st.ResultCID != rec.ResultCID {
				return rec, fmt.Errorf("%w: chain has %s, runner has %s", ErrConflict, st.ResultCID, rec.ResultCID)
			}
		default:
			return rec, fmt.Errorf("unexpected chain state %s", st.State)
		}
		if err := r.deps.Settler.WaitClaimable(ctx, rec.Job.ID); err != nil {
			return rec, fmt.Errorf("wait for challenge window: %w", err)
		}
		next.State = StateClaimable
		return next, nil

	case StateClaimable:
		st, err := r.deps.Settler.Status(ctx, rec.Job.ID)
		if err != nil {
			return rec, fmt.Errorf("chain status: %w", err)
		}
		if s, ok := finalFromChain(st); ok {
			next.State, next.Paid = s, st.Paid
			return next, nil
		}
		if st.State == ChainDisputed {
			return r.settleDispute(ctx, rec)
		}
		amount, err := r.deps.Settler.Claim(ctx, rec.Job.ID)
		if err != nil {
			return rec, fmt.Errorf("claim: %w", err)
		}
		next.State, next.Paid = StatePaid, amount
		return next, nil

	case StateFailed, StateMissed:
		return r.settle(ctx, rec)
	}
	return rec, fmt.Errorf("%w: state %q", ErrCorrupt, rec.State)
}

// afterPermanent is called when rec's step failed with a permanent error (cause): retrying the
// step cannot succeed. It reads the job's chain state and returns the record that follows from
// it, logging the cause once. An error reading the chain is returned (and retried).
func (r *Runner) afterPermanent(ctx context.Context, rec Record, cause error) (Record, error) {
	st, err := r.deps.Settler.Status(ctx, rec.Job.ID)
	if err != nil {
		return rec, fmt.Errorf("chain status after %w: %w", cause, err)
	}
	next := rec
	var re *contracts.RevertError
	errors.As(cause, &re)
	switch s, final := finalFromChain(st); {
	case final:
		next.State, next.Paid = s, st.Paid
	case (st.State == ChainSubmitted && rec.State == StateSubmitted) ||
		(st.State == ChainDisputed && (rec.State == StateSubmitted || rec.State == StateClaimable)):
		// The chain moved on (a result is on chain, or a dispute opened): the step acts on what
		// it reads next and sends nothing that failed here again.
	case rec.State == StateSubmitted && st.State == ChainOpen && re != nil && re.Name == "DeadlinePassed":
		next.State, next.Error = StateMissed, cause.Error()
	default:
		next.State, next.Error = StateFailed, cause.Error()
	}
	r.log.Warn("job step failed permanently, not retrying", "job_id", rec.Job.ID, "state", rec.State,
		"chain_state", st.State, "next", next.State, "err", cause)
	return next, nil
}

// settle waits until the chain ends the job (a refund after a missed deadline, or the outcome of
// a dispute) and returns the matching final record.
func (r *Runner) settle(ctx context.Context, rec Record) (Record, error) {
	st, err := r.deps.Settler.WaitSettled(ctx, rec.Job.ID)
	if err != nil {
		return rec, fmt.Errorf("wait for settlement: %w", err)
	}
	s, ok := finalFromChain(st)
	if !ok {
		return rec, fmt.Errorf("settler returned non-final state %s", st.State)
	}
	rec.State, rec.Paid = s, st.Paid
	return rec, nil
}

// settleDispute is settle for a job the chain shows disputed: the final record is marked
// Disputed (counted once as jobs_total{outcome="disputed"} besides its final outcome).
func (r *Runner) settleDispute(ctx context.Context, rec Record) (Record, error) {
	next, err := r.settle(ctx, rec)
	if err == nil {
		next.Disputed = true
	}
	return next, err
}

func finalFromChain(st ChainStatus) (State, bool) {
	switch st.State {
	case ChainPaid:
		return StatePaid, true
	case ChainRefunded:
		return StateRefunded, true
	case ChainSlashed:
		return StateSlashed, true
	}
	return "", false
}

// imageArchiveFile is where a container job's image archive is fetched in its work dir.
const imageArchiveFile = "image.tar"

func (r *Runner) fetch(ctx context.Context, j Job) error {
	ctx, cancel := context.WithTimeout(ctx, r.cfg.FetchTimeout)
	defer cancel()
	wd := r.workDir(j.ID)
	if err := r.makeWorkDir(wd); err != nil {
		return fmt.Errorf("work dir: %w", err)
	}
	try := func(what, cid, dst string) error {
		backoff := r.cfg.RetryBackoff
		for {
			err := r.deps.Fetcher.Fetch(ctx, cid, dst)
			if err == nil {
				return nil
			}
			t := time.NewTimer(backoff)
			select {
			case <-t.C:
			case <-ctx.Done():
				t.Stop()
				if errors.Is(ctx.Err(), context.DeadlineExceeded) {
					return &UnfetchableError{What: what, CID: cid, Within: r.cfg.FetchTimeout, Err: err}
				}
				return ctx.Err()
			}
			backoff = min(2*backoff, r.cfg.MaxBackoff)
		}
	}
	if j.Executor == "wasm" {
		err := r.fetchModule(j.Module, filepath.Join(wd, "module.wasm"), j.ID.String(), func(dst string) error {
			return try("module", j.Module, dst)
		})
		if err != nil {
			return err
		}
	}
	if j.ImageArchive {
		if err := try("module", j.Module, filepath.Join(wd, imageArchiveFile)); err != nil {
			return err
		}
	}
	for _, in := range j.Inputs {
		if err := try("input "+in.Name, in.CID, filepath.Join(wd, "in", in.Name)); err != nil {
			return err
		}
	}
	return nil
}

func (r *Runner) run(ctx context.Context, rec Record) (Record, error) {
	next := rec
	j := rec.Job
	ex, err := r.deps.Executors.Executor(j.Executor)
	if err != nil {
		next.State, next.Error = StateFailed, err.Error()
		return next, nil
	}
	// The run's own context: the scheduler cancels it with ErrPreempted to make room for burst work.
	runCtx, stop := context.WithCancelCause(ctx)
	defer stop(nil)
	queue := r.metrics.queueDepth.WithLabelValues(j.Class)
	queue.Inc()
	g, err := r.sched.acquire(ctx, j, stop)
	queue.Dec()
	if err != nil {
		if ctx.Err() != nil {
			return rec, ctx.Err()
		}
		next.State, next.Error = StateFailed, err.Error() // cannot be placed (config changed)
		return next, nil
	}
	defer r.sched.release(g)
	if r.nowFunc().After(j.Deadline) {
		next.State, next.Error = StateFailed, "deadline passed before a slot was free"
		return next, nil
	}
	if !rec.Requeued.IsZero() {
		r.metrics.requeueDelay.WithLabelValues(j.Class).Observe(r.nowFunc().Sub(rec.Requeued).Seconds())
	} else {
		r.metrics.schedDelay.WithLabelValues(j.Class).Observe(r.nowFunc().Sub(rec.Accepted).Seconds())
	}

	// Count the attempt before starting it, so a crash mid-run shows as a second attempt.
	rec.Attempts++
	rec.Requeued = time.Time{}
	rec.Devices = g.devices
	if j.GPUs == 0 {
		rec.Devices = j.Devices
	}
	if err := r.put(rec); err != nil {
		return rec, err
	}
	next = rec

	wd := r.workDir(j.ID)
	out, result := filepath.Join(wd, "out"), filepath.Join(wd, "result")
	if err := os.RemoveAll(result); err != nil {
		return rec, err
	}
	if err := emptyOutDir(out); err != nil {
		return rec, err
	}
	ej := executor.Job{
		ID: j.ID.String(), Module: j.Module, Args: j.Args, Env: j.Env,
		Inputs:  []executor.Mount{{HostPath: filepath.Join(wd, "in"), GuestPath: "/in"}},
		Output:  executor.Mount{HostPath: out, GuestPath: "/out"},
		Limits:  j.Limits,
		Devices: rec.Devices,
		Seed:    []byte(j.ID.String()),
		ImageID: j.ImageID, Entrypoint: j.Entrypoint, Egress: j.Egress,
	}
	if j.Seed != "" {
		ej.Seed = []byte(j.Seed)
	}
	if j.Executor == "wasm" {
		ej.Module = filepath.Join(wd, "module.wasm")
	}
	if j.ImageArchive {
		ej.Module = filepath.Join(wd, imageArchiveFile)
	}
	if j.Class == PreemptibleClass {
		// The checkpoint dir survives preemptions and crashes; it goes with the work dir when
		// the job is final.
		ej.CheckpointDir = filepath.Join(wd, "checkpoint")
		if err := os.MkdirAll(ej.CheckpointDir, 0o755); err != nil {
			return rec, err
		}
		ej.StopGrace = max(r.cfg.StopGrace, 0)
	}
	endLive := func() {}
	if r.deps.Live != nil {
		ej.Stdout, ej.Stderr, endLive = r.deps.Live.Open(j.ID)
	}
	start := time.Now()
	next.Timing.Started, next.Timing.Ran, next.Timing.Uploaded = start, time.Time{}, time.Time{}
	res, err := ex.Run(runCtx, ej)
	endLive()
	r.metrics.runSeconds.WithLabelValues(j.Class).Observe(time.Since(start).Seconds())
	if ctx.Err() == nil && errors.Is(context.Cause(runCtx), ErrPreempted) && (err != nil || res.Reason == executor.ReasonCanceled) {
		// Requeue: persisted before the capacity goes to the burst job (the deferred release).
		// A crash before this write re-runs the job all the same: it is still running, with
		// nothing submitted.
		rec.Preemptions++
		rec.Requeued = r.nowFunc()
		rec.Devices = nil
		if err := r.put(rec); err != nil {
			return rec, err
		}
		r.metrics.preemptions.WithLabelValues(j.Class).Inc()
		r.metrics.outcome(j.Class, outcomePreempted)
		r.log.Info("job preempted and requeued", "job_id", j.ID, "preemptions", rec.Preemptions, "ran", time.Since(start).Round(time.Millisecond))
		r.fire("requeued", rec)
		return rec, nil
	}
	if err != nil {
		if ctx.Err() != nil {
			return rec, ctx.Err()
		}
		next.State, next.Error = StateFailed, err.Error()
		return next, nil
	}
	if res.Reason == executor.ReasonCanceled {
		return rec, fmt.Errorf("run canceled: %s", res.Detail)
	}
	next.Timing.Ran = time.Now()
	sum := RunSummary{ExitCode: res.ExitCode, Reason: res.Reason, Detail: res.Detail, Usage: res.Usage}
	if j.Class == BurstClass {
		// A burst job's result is written once, into the content store, and the record goes
		// from Running to Submitted: a crash before that write is persisted runs the job again
		// (short by its class; nothing was submitted). Longer classes keep the result on disk
		// behind StateUploading, so a crash or a failed upload never costs their run.
		start := time.Now()
		cid, err := r.deps.Uploader.Upload(ctx, j.ID, newResultFS(out, res, sum))
		if err == nil {
			r.metrics.uploadSeconds.WithLabelValues(j.Class).Observe(time.Since(start).Seconds())
			next.Run = &sum
			next.Timing.Uploaded = time.Now()
			next.State, next.ResultCID = StateSubmitted, cid
			return next, nil
		}
		if ctx.Err() != nil {
			return rec, ctx.Err()
		}
		r.log.Warn("result upload failed; keeping the result on disk to upload again", "job_id", j.ID, "err", err)
	}
	if err := writeResult(result, out, res, sum); err != nil {
		return rec, fmt.Errorf("write result: %w", err)
	}
	next.Run = &sum
	next.State = StateUploading
	return next, nil
}
