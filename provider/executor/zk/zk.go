// Package zk is the executor of zero-knowledge proving jobs: it reads a gnark circuit package and a
// witness, proves with the proving package under the job's memory and time limits, verifies the
// proof locally (GPU provers are known to emit bad proofs) and only then writes the proof into the
// job's output directory.
//
// # Inputs
//
// The circuit package is, in order: Job.Module when that names a file (the host path of the
// package the provider fetched by the spec's circuit CID); Job.Module as a CID loaded through
// Config.Packages (a proving.Registry, which keeps decoded packages cached across jobs); otherwise
// the input named "circuit". The
// witness is the input named "witness": a full witness (public and secret values) in gnark's binary
// encoding (witness.MarshalBinary / WriteTo). An input named N is either a file mount whose guest
// (or host) base name is N, or the file N inside a mounted input directory (the runner mounts
// <work>/in, holding one file per spec input, at /in).
//
// Job.Args may pin what the requester expects of the package: "--curve=bn254" and
// "--backend=groth16" (or plonk). A package on another curve or backend is rejected before its
// keys are read. Other arguments are a bad job.
//
// # Outputs
//
// On success Output.HostPath receives (see the File* constants):
//
//	proof.bin   the proof with its public inputs, proving.Proof.MarshalBinary (proving.ReadProof reads it)
//	public.bin  the public witness alone, gnark's witness.MarshalBinary (Package.ReadPublicWitness reads it)
//	proof.json  Report: circuit, curve, backend, constraints, public inputs, prove/verify time
//	            (and when the prove ran, whether speculatively), parallelism, peak and estimated
//	            memory, and for BN254 the Solidity proof and the calldata of gnark's exported verifier
//
// Nothing is written unless the proof verified locally.
//
// # Outcomes
//
// Run returns an error wrapping executor.ErrBadJob and the proving sentinel for a job that cannot
// be run: no circuit or witness input, a file that is not a circuit package
// (proving.ErrNotPackage, ErrVersion, ErrCorrupt), a curve or backend mismatch
// (proving.ErrCurveMismatch, ErrBackendMismatch), a witness of the wrong shape (proving.ErrWitness).
// A job that ran and failed is a Result: memory_limit when the prover's estimated peak exceeds
// Limits.MemoryBytes (nothing is proved), time_limit when the wall-time limit passed, canceled when
// the provider canceled the run, and exit_status with ExitUnsatisfied (the witness does not satisfy
// the circuit) or ExitInvalidProof (the prover emitted a proof that does not verify).
//
// # Speculative proving
//
// A provider that signed a zk job's acceptance may prove it before the requester's escrow open is
// confirmed (Speculate; bounds and restart behaviour in speculate.go): the job's Run, once the
// job opened, takes that proof instead of proving again, and an acceptance that expires unopened
// discards it (Expired).
//
// gnark's prover cannot be interrupted: the context is checked before proving and again after it,
// so a run that overruns its wall time ends when the prove call returns, with time_limit and no
// output. Run never returns while a prove it started is still running.
package zk

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/proving"
)

// Input names and output files.
const (
	InputCircuit = "circuit"
	InputWitness = "witness"

	FileProof  = "proof.bin"
	FilePublic = "public.bin"
	FileReport = "proof.json"
)

// Exit codes of runs that ended with executor.ReasonExitStatus.
const (
	// ExitUnsatisfied: the witness does not satisfy the circuit; no proof was made.
	ExitUnsatisfied = 1
	// ExitInvalidProof: the prover emitted a proof that does not verify; it was discarded.
	ExitInvalidProof = 2
)

// Config configures an Executor. The zero value is usable.
type Config struct {
	// DefaultMemoryBytes applies when a job sets no memory limit. Default 0: no limit.
	DefaultMemoryBytes uint64
	// MaxMemoryBytes caps what a job may ask for; a job above it is a bad job. Default 0: no cap.
	MaxMemoryBytes uint64
	// DefaultWallTime applies when a job sets no wall-time limit. Default 10 minutes.
	DefaultWallTime time.Duration
	// MaxWallTime caps what a job may ask for. Default 24 hours.
	MaxWallTime time.Duration
	// MaxPackageBytes caps the circuit package file. Default 8 GiB.
	MaxPackageBytes int64
	// Packages loads circuit packages named by CID in Job.Module; *proving.Registry implements
	// it. Default nil: the package must be a file (Job.Module or the "circuit" input).
	Packages Packages
	// Speculation bounds proving zk jobs before their escrow is open (Speculate). Zero Slots:
	// none.
	Speculation SpeculationConfig
	// Logger receives one line per run. Default: discard.
	Logger *slog.Logger
}

// Packages loads a circuit package by CID, checking it against want before decoding it.
// *proving.Registry implements it.
type Packages interface {
	Load(ctx context.Context, c cid.Cid, want proving.Want) (*proving.Package, error)
}

func (c *Config) ensureDefaults() {
	if c.DefaultWallTime == 0 {
		c.DefaultWallTime = 10 * time.Minute
	}
	if c.MaxWallTime == 0 {
		c.MaxWallTime = 24 * time.Hour
	}
	if c.MaxPackageBytes == 0 {
		c.MaxPackageBytes = 8 << 30
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
}

// Executor proves zk jobs. It is safe for concurrent use.
type Executor struct {
	cfg  Config
	spec *speculator
}

var _ executor.Executor = (*Executor)(nil)

// New returns an Executor. It has no side effects.
func New(cfg Config) *Executor {
	cfg.ensureDefaults()
	return &Executor{cfg: cfg, spec: newSpeculator(cfg.Speculation)}
}

// Report is proof.json.
type Report struct {
	Circuit     string `json:"circuit"`
	Curve       string `json:"curve"`
	Backend     string `json:"backend"`
	Constraints uint64 `json:"constraints"`
	// PublicInputs are decimal strings in circuit order (the order the Solidity verifier takes).
	PublicInputs []string `json:"public_inputs"`
	ProofBytes   int      `json:"proof_bytes"`

	ProveTimeNs int64 `json:"prove_time_ns"`
	// ProveStartUnixNs and ProveEndUnixNs are when the prove call began and ended (the provider's
	// clock; informational, for timelines). Speculative says it was made before the job's escrow
	// was open (Executor.Speculate) and taken by the job's run.
	ProveStartUnixNs int64 `json:"prove_start_unix_ns,omitempty"`
	ProveEndUnixNs   int64 `json:"prove_end_unix_ns,omitempty"`
	Speculative      bool  `json:"speculative,omitempty"`
	VerifyTimeNs     int64 `json:"verify_time_ns"`
	Parallelism      int   `json:"parallelism"`
	// PeakMemoryBytes is the Go runtime memory high-water mark during the prove call (the whole
	// provider process); EstimatedMemoryBytes the pre-prove estimate checked against the limit.
	PeakMemoryBytes      uint64 `json:"peak_memory_bytes"`
	EstimatedMemoryBytes uint64 `json:"estimated_memory_bytes"`
	MemoryLimitBytes     uint64 `json:"memory_limit_bytes,omitempty"`

	// BN254 only: the proof as gnark's Solidity verifier takes it, and the ABI-encoded call
	// (verifyProof(bytes,uint256[n]) for Groth16, Verify(bytes,uint256[]) for PLONK), 0x-hex.
	SolidityProof    string `json:"solidity_proof,omitempty"`
	SolidityCalldata string `json:"solidity_calldata,omitempty"`
}

// Run implements executor.Executor. A job speculated before its escrow opened (Speculate)
// takes the proof made then, waiting for it if need be, when it was made for the same circuit,
// arguments, memory limit and witness bytes; otherwise it proves here.
func (e *Executor) Run(ctx context.Context, job executor.Job) (executor.Result, error) {
	start := time.Now()
	lim, want, err := e.check(job)
	if err != nil {
		return executor.Result{}, err
	}
	witnessPath, err := inputFile(job, InputWitness)
	if err != nil {
		return executor.Result{}, err
	}
	if fi, err := os.Stat(job.Output.HostPath); err != nil || !fi.IsDir() {
		return executor.Result{}, fmt.Errorf("zk: output directory %q must exist: %w", job.Output.HostPath, executor.ErrBadJob)
	}
	e.spec.runStarted()
	defer e.spec.runEnded()
	runCtx, cancel := context.WithTimeoutCause(ctx, lim.WallTime, executor.ErrTimeLimit)
	defer cancel()
	if h := e.spec.take(job.ID); h != nil {
		select {
		case <-h.done:
			ok, err := h.usable(job, lim.MemoryBytes, witnessPath)
			if ok {
				return e.result(ctx, runCtx, job, lim, start, h.info, h.res, nil, h.start, true)
			}
			e.cfg.Logger.Warn("zk speculative proof not used; proving again", "job_id", job.ID, "speculation_err", h.err, "err", err)
		case <-runCtx.Done():
			return e.result(ctx, runCtx, job, lim, start, proving.Info{Name: job.Module}, nil, context.Cause(runCtx), time.Time{}, false)
		}
	}
	pkg, err := e.loadPackage(ctx, job, want)
	if err != nil {
		return executor.Result{}, err
	}
	wf, err := os.Open(witnessPath)
	if err != nil {
		return executor.Result{}, fmt.Errorf("zk: open witness: %w: %w", err, executor.ErrBadJob)
	}
	defer wf.Close()
	full, err := pkg.ReadWitness(wf)
	if err != nil {
		return executor.Result{}, fmt.Errorf("zk: witness %s: %w: %w", witnessPath, err, executor.ErrBadJob)
	}
	proveStart := time.Now()
	pr, proveErr := pkg.Prove(runCtx, full, proving.ProveOptions{MemoryLimit: lim.MemoryBytes})
	return e.result(ctx, runCtx, job, lim, start, pkg.Info(), pr, proveErr, proveStart, false)
}

// result turns a prove's outcome into the run's Result, writing the outputs of a proof.
func (e *Executor) result(ctx, runCtx context.Context, job executor.Job, lim executor.Limits, start time.Time,
	info proving.Info, pr *proving.ProveResult, proveErr error, proveStart time.Time, speculative bool) (executor.Result, error) {
	res := executor.Result{ExitCode: -1, Enforced: []string{"zk:memory-estimate", "zk:wall-time-between-steps"}}
	res.Usage.WallTime = time.Since(start)
	if pr != nil {
		res.Usage.PeakMemoryBytes = pr.PeakMemBytes
	}
	switch {
	case runCtx.Err() != nil && ctx.Err() == nil:
		res.Reason = executor.ReasonTimeLimit
		res.Detail = fmt.Sprintf("proving %q took longer than the wall-time limit of %s", info.Name, lim.WallTime)
	case ctx.Err() != nil:
		res.Reason = executor.ReasonCanceled
		res.Detail = fmt.Sprintf("run canceled by the provider: %v", context.Cause(ctx))
	case errors.Is(proveErr, proving.ErrMemoryLimit):
		res.Reason = executor.ReasonMemoryLimit
		res.Detail = proveErr.Error()
	case errors.Is(proveErr, proving.ErrUnsatisfied):
		res.Reason, res.ExitCode = executor.ReasonExitStatus, ExitUnsatisfied
		res.Detail = proveErr.Error()
	case errors.Is(proveErr, proving.ErrInvalidProof):
		res.Reason, res.ExitCode = executor.ReasonExitStatus, ExitInvalidProof
		res.Detail = proveErr.Error()
	case errors.Is(proveErr, proving.ErrWitness):
		return executor.Result{}, fmt.Errorf("zk: %w: %w", proveErr, executor.ErrBadJob)
	case proveErr != nil:
		return executor.Result{}, fmt.Errorf("zk: prove %q: %w", info.Name, proveErr)
	default:
		rep, err := writeOutputs(job.Output.HostPath, info, pr, lim.MemoryBytes, proveStart, speculative)
		if err != nil {
			return executor.Result{}, fmt.Errorf("zk: write outputs: %w", err)
		}
		res.Reason, res.ExitCode = executor.ReasonOK, 0
		res.Stdout, _ = json.Marshal(rep)
	}
	if res.Reason != executor.ReasonOK {
		res.Stderr = []byte(res.Detail + "\n")
	}
	e.cfg.Logger.Info("zk run", "job_id", job.ID, "circuit", info.Name, "curve", info.Curve.String(),
		"backend", info.Backend.String(), "constraints", info.NbConstraints, "reason", res.Reason,
		"exit_code", res.ExitCode, "wall_time", res.Usage.WallTime, "peak_memory_bytes", res.Usage.PeakMemoryBytes,
		"speculative", speculative)
	return res, nil
}

func (e *Executor) check(job executor.Job) (executor.Limits, proving.Want, error) {
	lim := job.Limits
	if lim.MemoryBytes == 0 {
		lim.MemoryBytes = e.cfg.DefaultMemoryBytes
	}
	if lim.WallTime == 0 {
		lim.WallTime = e.cfg.DefaultWallTime
	}
	switch {
	case e.cfg.MaxMemoryBytes > 0 && lim.MemoryBytes > e.cfg.MaxMemoryBytes:
		return lim, proving.Want{}, fmt.Errorf("zk: limits.memory_bytes %d exceeds this provider's maximum %d: %w",
			lim.MemoryBytes, e.cfg.MaxMemoryBytes, executor.ErrBadJob)
	case lim.WallTime < 0 || lim.WallTime > e.cfg.MaxWallTime:
		return lim, proving.Want{}, fmt.Errorf("zk: limits.wall_time %s outside (0, %s]: %w", lim.WallTime, e.cfg.MaxWallTime, executor.ErrBadJob)
	}
	want, err := ParseArgs(job.Args)
	return lim, want, err
}

// ParseArgs reads the job arguments "--curve=NAME" and "--backend=groth16|plonk" into what the
// job wants of its circuit package.
func ParseArgs(args []string) (proving.Want, error) {
	var w proving.Want
	for _, a := range args {
		k, v, _ := strings.Cut(a, "=")
		switch k {
		case "--curve":
			c, err := ecc.IDFromString(strings.ToLower(v))
			if err != nil || !slices.Contains(curves, c) {
				return w, fmt.Errorf("zk: argument %q: unknown curve (use bn254, bls12_381, bls12_377 or bw6_761): %w", a, executor.ErrBadJob)
			}
			w.Curve = c
		case "--backend":
			b := backend.IDFromString(strings.ToLower(v))
			if b != backend.GROTH16 && b != backend.PLONK {
				return w, fmt.Errorf("zk: argument %q: unknown backend (use groth16 or plonk): %w", a, executor.ErrBadJob)
			}
			w.Backend = b
		default:
			return w, fmt.Errorf("zk: argument %q: the zk executor takes only --curve=NAME and --backend=NAME: %w", a, executor.ErrBadJob)
		}
	}
	return w, nil
}

// curves are those the proving package proves on.
var curves = []ecc.ID{ecc.BN254, ecc.BLS12_381, ecc.BLS12_377, ecc.BW6_761}

func (e *Executor) readPackage(path string, want proving.Want) (*proving.Package, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("zk: open circuit package: %w: %w", err, executor.ErrBadJob)
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && fi.Size() > e.cfg.MaxPackageBytes {
		return nil, fmt.Errorf("zk: circuit package is %d bytes, this provider accepts at most %d: %w: %w",
			fi.Size(), e.cfg.MaxPackageBytes, proving.ErrTooLarge, executor.ErrBadJob)
	}
	pkg, err := proving.ReadPackage(f, want)
	if err != nil {
		return nil, fmt.Errorf("zk: circuit input %s: %w: %w", filepath.Base(path), err, executor.ErrBadJob)
	}
	return pkg, nil
}

// loadPackage finds the circuit package: Job.Module as a file, Job.Module as a CID through
// Config.Packages, else the "circuit" input.
func (e *Executor) loadPackage(ctx context.Context, job executor.Job, want proving.Want) (*proving.Package, error) {
	if job.Module != "" {
		if fi, err := os.Stat(job.Module); err == nil && fi.Mode().IsRegular() {
			return e.readPackage(job.Module, want)
		}
		if c, err := cid.Decode(job.Module); err == nil && e.cfg.Packages != nil {
			pkg, err := e.cfg.Packages.Load(ctx, c, want)
			switch {
			case err == nil:
				return pkg, nil
			case isInputError(err):
				return nil, fmt.Errorf("zk: circuit %s: %w: %w", c, err, executor.ErrBadJob)
			default:
				return nil, fmt.Errorf("zk: load circuit %s: %w", c, err)
			}
		}
	}
	path, err := inputFile(job, InputCircuit)
	if err != nil {
		return nil, err
	}
	return e.readPackage(path, want)
}

// isInputError reports whether err says the circuit package itself is unusable for the job (as
// opposed to a storage or network failure).
func isInputError(err error) bool {
	for _, s := range []error{proving.ErrNotPackage, proving.ErrVersion, proving.ErrCorrupt, proving.ErrUnsupported,
		proving.ErrCurveMismatch, proving.ErrBackendMismatch, proving.ErrTooLarge} {
		if errors.Is(err, s) {
			return true
		}
	}
	return false
}

// inputFile finds the input named name: a file mount whose guest or host base name is name, or
// the file name inside a mounted directory.
func inputFile(job executor.Job, name string) (string, error) {
	for _, m := range job.Inputs {
		fi, err := os.Stat(m.HostPath)
		if err != nil {
			continue
		}
		if fi.IsDir() {
			p := filepath.Join(m.HostPath, name)
			if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
				return p, nil
			}
			continue
		}
		if (m.GuestPath != "" && filepath.Base(m.GuestPath) == name) || filepath.Base(m.HostPath) == name {
			return m.HostPath, nil
		}
	}
	return "", fmt.Errorf("zk: no input named %q: a zk job needs inputs %q (circuit package, or the job module) and %q (gnark full witness): %w",
		name, InputCircuit, InputWitness, executor.ErrBadJob)
}

func writeOutputs(dir string, info proving.Info, pr *proving.ProveResult, memLimit uint64, proveStart time.Time, speculative bool) (*Report, error) {
	proof := pr.Proof
	pb, err := proof.MarshalBinary()
	if err != nil {
		return nil, err
	}
	pub, err := proof.Public().MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("encode public witness: %w", err)
	}
	ins, err := proof.PublicInputs()
	if err != nil {
		return nil, err
	}
	rep := &Report{
		Circuit: info.Name, Curve: info.Curve.String(), Backend: info.Backend.String(),
		Constraints: info.NbConstraints, ProofBytes: proof.ProofBytes(),
		ProveTimeNs: pr.ProveTime.Nanoseconds(), VerifyTimeNs: pr.VerifyTime.Nanoseconds(),
		Parallelism: pr.Parallelism, PeakMemoryBytes: pr.PeakMemBytes,
		EstimatedMemoryBytes: pr.EstimatedMemBytes, MemoryLimitBytes: memLimit,
		PublicInputs: make([]string, len(ins)), Speculative: speculative,
		ProveStartUnixNs: proveStart.UnixNano(), ProveEndUnixNs: proveStart.Add(pr.ProveTime).UnixNano(),
	}
	for i, v := range ins {
		rep.PublicInputs[i] = v.String()
	}
	if info.Curve == ecc.BN254 {
		sp, err := proof.SolidityProof()
		if err != nil {
			return nil, err
		}
		cd, err := Calldata(info.Backend, sp, ins)
		if err != nil {
			return nil, err
		}
		rep.SolidityProof = "0x" + hex.EncodeToString(sp)
		rep.SolidityCalldata = "0x" + hex.EncodeToString(cd)
	}
	js, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return nil, err
	}
	// proof.json last: its presence means the other two are complete.
	for _, f := range []struct {
		name string
		data []byte
	}{{FileProof, pb}, {FilePublic, pub}, {FileReport, append(js, '\n')}} {
		if err := writeFile(filepath.Join(dir, f.name), f.data); err != nil {
			return nil, err
		}
	}
	return rep, nil
}

func writeFile(path string, data []byte) error {
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// Calldata ABI-encodes the call of gnark's exported BN254 Solidity verifier for a proof in
// Solidity layout (proving.Proof.SolidityProof) and its public inputs:
// verifyProof(bytes,uint256[n]) for Groth16 (it reverts on a bad proof), Verify(bytes,uint256[])
// for PLONK (it returns a bool). It equals proving.VerifierCalldata without needing the compiled
// verifier.
func Calldata(b backend.ID, solidityProof []byte, public []*big.Int) ([]byte, error) {
	bytesT, err := abi.NewType("bytes", "", nil)
	if err != nil {
		return nil, err
	}
	var name string
	var insT abi.Type
	var ins any
	switch b {
	case backend.GROTH16:
		name = "verifyProof"
		insT, err = abi.NewType(fmt.Sprintf("uint256[%d]", len(public)), "", nil)
		if err != nil {
			return nil, err
		}
		arr := make([]*big.Int, len(public))
		copy(arr, public)
		ins = arrayOf(arr)
	case backend.PLONK:
		name = "Verify"
		insT, err = abi.NewType("uint256[]", "", nil)
		ins = public
	default:
		return nil, fmt.Errorf("zk: no Solidity verifier for backend %s: %w", b, proving.ErrUnsupported)
	}
	if err != nil {
		return nil, err
	}
	args := abi.Arguments{{Type: bytesT}, {Type: insT}}
	packed, err := args.Pack(solidityProof, ins)
	if err != nil {
		return nil, fmt.Errorf("zk: abi-encode %s: %w", name, err)
	}
	sel := abi.NewMethod(name, name, abi.Function, "view", false, false, args, nil).ID
	return append(bytes.Clone(sel), packed...), nil
}

// arrayOf returns vs as a Go array value [len(vs)]*big.Int, the type go-ethereum's ABI packer
// wants for uint256[n].
func arrayOf(vs []*big.Int) any {
	arr := reflect.New(reflect.ArrayOf(len(vs), reflect.TypeFor[*big.Int]())).Elem()
	for i, v := range vs {
		arr.Index(i).Set(reflect.ValueOf(v))
	}
	return arr.Interface()
}
