package zk

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/proving"
)

// Speculative proving: a zk job's proof made before its escrow is open.
//
// A provider that signed the acceptance of a zk job holds everything the proof needs: the
// circuit package (decoded, when it advertises the circuit) and the witness (fetched and pinned
// before signing). Waiting for the requester's escrow open to be confirmed and seen by the chain
// watcher puts that wait (a block or more) in front of the prove. Speculate starts the prove at
// once instead; when the job opens, the runner runs it as any job and Run hands over the proof
// made (waiting for it if it is still being made), so the proof is submitted by the usual path,
// after the open is confirmed, once. A proof whose job never opens is discarded when its
// acceptance expires (Expired). Nothing of it is persisted: after a restart the job, once
// opened, is proved by Run as if nothing had been speculated (nothing lost, nothing submitted
// twice: submission stays the runner's and the settler's, keyed by the job).
//
// # What a requester can make a provider waste
//
// A requester can sign proposals and never open them. A speculative prove is started only when
// all of these hold, so what such a requester can cost is bounded:
//
//  1. a free slot: fewer proves in progress (Runs of this executor and speculative proves
//     together) than SpeculationConfig.Slots, the runner's zk slots. A speculative prove never
//     waits for a slot and never delays one already running; a job that opens while a prove for
//     another, unopened acceptance runs shares the machine with it for at most that prove (the
//     acceptance it serves holds that slot's capacity in the intake's admission anyway);
//  2. at most SpeculationConfig.PerRequester speculative proofs (in progress or made) per
//     requester address not yet taken by their job's Run, and SpeculationConfig.MaxHeld in all
//     (a proof is held until its Run takes it, its acceptance expires, or its job's deadline
//     passes);
//  3. never again (until the provider restarts) for a requester with an acceptance that expired
//     unopened (Expired), nor for any requester not yet remembered once MaxBlocked requesters are
//     (the provider then stops speculating for newcomers rather than forget one).
//
// So one requester address wastes at most PerRequester proves before it is refused, each
// started in a slot no job was using. Fresh addresses cost nothing to make: a requester willing
// to have acceptances signed under many addresses can keep the free slots busy with proofs
// nobody opens (each address wasting up to PerRequester of them once; the intake's promise
// limits bound its unopened acceptances per peer). An opened job never waits for a speculative
// prove; one that opens while speculative proves run shares the machine with at most Slots of
// them, each for at most the rest of one prove. MaxBlocked bounds the memory that remembering
// the refused requesters takes.
type SpeculationConfig struct {
	// Slots is how many proves may be in progress (Runs and speculative proves together) for a
	// speculative prove to start: the runner's zk slots (runner.slots.zk). Zero: no
	// speculation.
	Slots int
	// PerRequester bounds the speculative proofs held (in progress or made, not yet taken by a
	// Run) per requester. Default 1.
	PerRequester int
	// MaxHeld bounds the speculative proofs held in all. Default 16.
	MaxHeld int
	// MaxBlocked bounds the requesters remembered as refused; once full, requesters not in it
	// are refused too. Default 4096.
	MaxBlocked int
	// MaxWitnessBytes bounds the witness a speculative prove reads. Default 1 GiB.
	MaxWitnessBytes int64
}

func (c *SpeculationConfig) ensureDefaults() {
	if c.PerRequester <= 0 {
		c.PerRequester = 1
	}
	if c.MaxHeld <= 0 {
		c.MaxHeld = 16
	}
	if c.MaxBlocked <= 0 {
		c.MaxBlocked = 4096
	}
	if c.MaxWitnessBytes <= 0 {
		c.MaxWitnessBytes = 1 << 30
	}
}

// Speculation is a zk job whose acceptance is signed and whose escrow is not yet open.
type Speculation struct {
	// JobID is the job's id as the runner will name it (executor.Job.ID).
	JobID     string
	Requester common.Address
	// Circuit is the circuit package's CID (the runner's Job.Module), loaded through
	// Config.Packages.
	Circuit cid.Cid
	// Args and Limits are the job's, as the runner will pass them (runner.JobFromSpec).
	Args   []string
	Limits executor.Limits
	// Witness opens the job's witness (the provider pinned it before signing). It is read once,
	// up to SpeculationConfig.MaxWitnessBytes.
	Witness func(ctx context.Context) (io.ReadCloser, error)
	// Deadline is the job's deadline: a proof still held after it (its job opened but never
	// run, say) is of no use, and is dropped at the next Speculate. Zero: kept until taken or
	// expired.
	Deadline time.Time
}

// Reasons Speculate declines (errors.Is); none of them is a failure of the job.
var (
	ErrNoSpeculation = errors.New("zk: speculation off (no slots, or no package registry)")
	ErrSlotBusy      = errors.New("zk: no free slot for a speculative prove")
	ErrRequesterHeld = errors.New("zk: the requester holds its share of speculative proofs")
	ErrRequesterOff  = errors.New("zk: no speculation for this requester (an acceptance of it expired unopened)")
	ErrHeldFull      = errors.New("zk: speculative proofs held at the limit")
	ErrSpeculated    = errors.New("zk: job already speculated")
	ErrClosed        = errors.New("zk: executor closed")
)

// speculative is one speculative prove: in progress until done is closed, then res or err.
type speculative struct {
	requester common.Address
	deadline  time.Time
	module    string
	args      []string
	memory    uint64
	done      chan struct{}

	// Set before done is closed.
	witness [sha256.Size]byte
	info    proving.Info
	res     *proving.ProveResult
	start   time.Time
	err     error
}

// speculator is the Executor's speculative proving state.
type speculator struct {
	cfg SpeculationConfig

	mu      sync.Mutex
	running int // Runs proving now (a Run waiting for a speculative proof counts as proving)
	proving int // speculative proves in progress
	held    map[string]*speculative
	blocked map[common.Address]struct{}
	closed  bool
	wg      sync.WaitGroup
	stop    chan struct{}
}

func newSpeculator(cfg SpeculationConfig) *speculator {
	cfg.ensureDefaults()
	return &speculator{cfg: cfg, held: map[string]*speculative{}, blocked: map[common.Address]struct{}{}, stop: make(chan struct{})}
}

// Speculate starts proving s's job before its escrow is open, in the background, when the bounds
// of SpeculationConfig allow it (see the type's doc); otherwise it returns why not and nothing
// starts. The job's Run takes the proof (Run), Expired discards it.
func (e *Executor) Speculate(s Speculation) error {
	sp := e.spec
	if sp.cfg.Slots <= 0 || e.cfg.Packages == nil {
		return ErrNoSpeculation
	}
	lim, want, err := e.check(executor.Job{Args: s.Args, Limits: s.Limits})
	if err != nil {
		return err
	}
	if s.Witness == nil || s.JobID == "" || !s.Circuit.Defined() {
		return fmt.Errorf("zk: speculation without a job id, circuit or witness: %w", executor.ErrBadJob)
	}
	sp.mu.Lock()
	defer sp.mu.Unlock()
	sp.dropPastLocked(time.Now())
	switch {
	case sp.closed:
		return ErrClosed
	case sp.held[s.JobID] != nil:
		return ErrSpeculated
	case sp.running+sp.proving >= sp.cfg.Slots:
		return ErrSlotBusy
	case len(sp.held) >= sp.cfg.MaxHeld:
		return ErrHeldFull
	}
	if _, ok := sp.blocked[s.Requester]; ok || len(sp.blocked) >= sp.cfg.MaxBlocked {
		return ErrRequesterOff
	}
	n := 0
	for _, h := range sp.held {
		if h.requester == s.Requester {
			n++
		}
	}
	if n >= sp.cfg.PerRequester {
		return ErrRequesterHeld
	}
	h := &speculative{requester: s.Requester, deadline: s.Deadline, module: s.Circuit.String(), args: slices.Clone(s.Args),
		memory: lim.MemoryBytes, done: make(chan struct{})}
	sp.held[s.JobID] = h
	sp.proving++
	sp.wg.Go(func() {
		defer close(h.done)
		h.err = e.prove(h, s, want, lim)
		sp.mu.Lock()
		sp.proving--
		sp.mu.Unlock()
		e.cfg.Logger.Info("zk speculative prove", "job_id", s.JobID, "requester", s.Requester, "err", h.err)
	})
	return nil
}

// prove makes h's proof: the package through Config.Packages, the witness read and hashed.
func (e *Executor) prove(h *speculative, s Speculation, want proving.Want, lim executor.Limits) error {
	ctx, cancel := context.WithTimeout(context.Background(), lim.WallTime)
	defer cancel()
	go func() { // Close cancels what has not started proving yet
		select {
		case <-e.spec.stop:
			cancel()
		case <-ctx.Done():
		}
	}()
	pkg, err := e.cfg.Packages.Load(ctx, s.Circuit, want)
	if err != nil {
		return fmt.Errorf("load circuit %s: %w", s.Circuit, err)
	}
	rc, err := s.Witness(ctx)
	if err != nil {
		return fmt.Errorf("open witness: %w", err)
	}
	defer rc.Close()
	hash := sha256.New()
	full, err := pkg.ReadWitness(io.TeeReader(io.LimitReader(rc, e.spec.cfg.MaxWitnessBytes), hash))
	if err != nil {
		return fmt.Errorf("witness: %w", err)
	}
	// The file the runner writes is the whole stream: hash what ReadWitness left unread too.
	if _, err := io.Copy(hash, io.LimitReader(rc, e.spec.cfg.MaxWitnessBytes)); err != nil {
		return fmt.Errorf("witness: %w", err)
	}
	copy(h.witness[:], hash.Sum(nil))
	h.info, h.start = pkg.Info(), time.Now()
	h.res, err = pkg.Prove(ctx, full, proving.ProveOptions{MemoryLimit: lim.MemoryBytes})
	return err
}

// Expired discards the speculative proof of job id, whose acceptance expired unopened, and stops
// speculating for requester (SpeculationConfig: bound 3). The intake calls it for every
// acceptance that expired unopened, speculated or not.
func (e *Executor) Expired(id string, requester common.Address) {
	sp := e.spec
	sp.mu.Lock()
	defer sp.mu.Unlock()
	delete(sp.held, id)
	if len(sp.blocked) < sp.cfg.MaxBlocked {
		sp.blocked[requester] = struct{}{}
	}
}

// Close stops speculation and waits for the speculative proves in progress (a gnark prove
// cannot be interrupted: up to one prove's time). Idempotent.
func (e *Executor) Close() error {
	sp := e.spec
	sp.mu.Lock()
	if !sp.closed {
		sp.closed = true
		close(sp.stop)
	}
	sp.mu.Unlock()
	sp.wg.Wait()
	return nil
}

// dropPastLocked drops the finished speculative proofs whose job's deadline is before now:
// their job cannot use them any more (it opened and was never run, or failed before its run).
// The deadline is the chain's; a chain clock ahead of now only keeps them longer.
func (sp *speculator) dropPastLocked(now time.Time) {
	for id, h := range sp.held {
		select {
		case <-h.done:
			if !h.deadline.IsZero() && h.deadline.Before(now) {
				delete(sp.held, id)
			}
		default:
		}
	}
}

// take removes and returns the speculative prove of job id, if any.
func (sp *speculator) take(id string) *speculative {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	h := sp.held[id]
	delete(sp.held, id)
	return h
}

// runStarted and runEnded count the Runs proving, for the free-slot bound.
func (sp *speculator) runStarted() {
	sp.mu.Lock()
	sp.running++
	sp.mu.Unlock()
}

func (sp *speculator) runEnded() {
	sp.mu.Lock()
	sp.running--
	sp.mu.Unlock()
}

// usable reports whether h's proof is the one job asks for: the same circuit, arguments,
// memory limit and witness bytes (hashed from the file the runner wrote).
func (h *speculative) usable(job executor.Job, memory uint64, witnessPath string) (bool, error) {
	if h.err != nil || h.res == nil || h.module != job.Module || !slices.Equal(h.args, job.Args) || h.memory != memory {
		return false, nil
	}
	f, err := os.Open(witnessPath)
	if err != nil {
		return false, err
	}
	defer f.Close()
	hash := sha256.New()
	if _, err := io.Copy(hash, f); err != nil {
		return false, err
	}
	var sum [sha256.Size]byte
	copy(sum[:], hash.Sum(nil))
	return sum == h.witness, nil
}
