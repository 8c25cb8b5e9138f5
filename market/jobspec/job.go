package jobspec

import (
	"context"
	"fmt"
	"math/big"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
)

// Job is a validated, normalized job spec: defaults applied, units parsed, exact amounts. Its
// JSON form is what `gpumesh job validate --json` prints; its canonical CBOR form (Canonical) is
// what goes into the content store.
type Job struct {
	Version  int    `cbor:"1,keyasint" json:"version"`
	Class    string `cbor:"2,keyasint" json:"class"`
	Executor string `cbor:"3,keyasint" json:"executor"`
	// Module is the wasm module (executor wasm only).
	Module *Source `cbor:"4,keyasint,omitempty" json:"module,omitempty"`
	// Command is the allow-listed command name (executor exec only).
	Command string `cbor:"5,keyasint,omitempty" json:"command,omitempty"`
	// Circuit is the circuit CID (executor zk only).
	Circuit   string            `cbor:"6,keyasint,omitempty" json:"circuit,omitempty"`
	Args      []string          `cbor:"7,keyasint,omitempty" json:"args,omitempty"`
	Env       map[string]string `cbor:"8,keyasint,omitempty" json:"env,omitempty"`
	Inputs    []Mount           `cbor:"9,keyasint,omitempty" json:"inputs,omitempty"`
	Outputs   Output            `cbor:"10,keyasint" json:"outputs"`
	Resources Hardware          `cbor:"11,keyasint" json:"resources"`
	// MaxPrice is the most the requester pays per PriceUnit, in token units.
	MaxPrice     *big.Int          `cbor:"12,keyasint" json:"max_price"`
	PriceUnit    string            `cbor:"13,keyasint" json:"price_unit"` // gpu_second or job_unit
	DeadlineMs   uint64            `cbor:"14,keyasint" json:"deadline_ms"`
	Verification string            `cbor:"15,keyasint" json:"verification"`
	Labels       map[string]string `cbor:"16,keyasint,omitempty" json:"labels,omitempty"`
	Region       string            `cbor:"17,keyasint,omitempty" json:"region,omitempty"`
	// Seed seeds the wasm executor's random source and is the container executor's
	// GPUMESH_SEED; empty: the job's id.
	Seed string `cbor:"18,keyasint,omitempty" json:"seed,omitempty"`

	// Image is the container image (executor container only).
	Image *Image `cbor:"19,keyasint,omitempty" json:"image,omitempty"`
	// Entrypoint replaces the image's entrypoint (executor container only); empty: the image's.
	Entrypoint []string `cbor:"20,keyasint,omitempty" json:"entrypoint,omitempty"`
	// Deterministic says the container job gives the same output for the same image, inputs and
	// seed (executor container only; see Reexecutable).
	Deterministic bool `cbor:"21,keyasint,omitempty" json:"deterministic,omitempty"`
	// Network is NetworkNone or NetworkEgress for container jobs, empty for the others.
	Network string `cbor:"22,keyasint,omitempty" json:"network,omitempty"`

	// Retries is the requester's failover budget: how many further attempts, each on another
	// provider, a job that ended without a result gets. It is the requester's own policy, not a
	// term a provider needs, so it is not in the canonical form (no CBOR key; the spec CID
	// providers see does not change with it); the requester keeps it in its job record.
	Retries int `cbor:"-" json:"retries"`
}

// Source is content given either by CID or by a local path (before Resolve). Exactly one is set.
type Source struct {
	CID  string `cbor:"1,keyasint,omitempty" json:"cid,omitempty"`
	Path string `cbor:"2,keyasint,omitempty" json:"path,omitempty"`
}

// IsLocal reports whether the source is a local path not yet added to the content store.
func (s *Source) IsLocal() bool { return s != nil && s.CID == "" }

// Mount is one input, mounted read-only at /in/<Name>.
type Mount struct {
	Name   string `cbor:"1,keyasint" json:"name"`
	Source Source `cbor:"2,keyasint" json:"source"`
}

// Output is the job's output directory.
type Output struct {
	Dir     string `cbor:"1,keyasint" json:"dir"`
	Encrypt bool   `cbor:"2,keyasint" json:"encrypt"`
}

// Hardware is what the job needs from a provider.
type Hardware struct {
	GPUs          uint32   `cbor:"1,keyasint" json:"gpus"`
	VRAMMiB       uint64   `cbor:"2,keyasint,omitempty" json:"vram_mib,omitempty"` // per GPU
	Models        []string `cbor:"3,keyasint,omitempty" json:"models,omitempty"`
	Vendors       []string `cbor:"4,keyasint,omitempty" json:"vendors,omitempty"`
	MinComputeCap uint32   `cbor:"5,keyasint,omitempty" json:"min_compute_cap,omitempty"` // major*10+minor
	MinThroughput uint64   `cbor:"6,keyasint,omitempty" json:"min_throughput,omitempty"`  // int8 MAC/s
	CPUMilli      uint32   `cbor:"7,keyasint" json:"cpu_milli"`
	MemoryBytes   uint64   `cbor:"8,keyasint" json:"memory_bytes"`
	WallTimeMs    uint64   `cbor:"9,keyasint" json:"wall_time_ms"`
}

// WallTime is the per-run wall-time limit.
func (j *Job) WallTime() time.Duration {
	return time.Duration(j.Resources.WallTimeMs) * time.Millisecond
}

// Deadline is the time from acceptance until the result is due.
func (j *Job) Deadline() time.Duration { return time.Duration(j.DeadlineMs) * time.Millisecond }

// MarketClass is the job's class as the market's type.
func (j *Job) MarketClass() market.Class {
	c, _ := market.ParseClass(j.Class)
	return c
}

// MarketPriceUnit is the unit MaxPrice is quoted in, as the market's type.
func (j *Job) MarketPriceUnit() market.PriceUnit {
	if j.PriceUnit == UnitJobUnit {
		return market.PerJobUnit
	}
	return market.PerGPUSecond
}

// GPUVendors are the vendors a job with resources.gpus >= 1 accepts when resources.vendors names
// none: every GPU vendor, never the "cpu" device a CPU-only provider offers (market.GPU.Vendor).
var GPUVendors = []string{"nvidia", "amd", "intel"}

// Requirements returns the job's hard constraints for matching. A job without GPUs asks for one
// device slot of any vendor (a CPU-only provider offers its CPU as one "cpu" device); list
// resources.vendors: [cpu] to insist on CPU-only providers. A job with GPUs and no
// resources.vendors asks for GPUVendors, so a CPU-only provider is never its candidate.
func (j *Job) Requirements() market.Requirements {
	vendors := clone(j.Resources.Vendors)
	if j.Resources.GPUs > 0 && len(vendors) == 0 {
		vendors = clone(GPUVendors)
	}
	return market.Requirements{
		GPUCount:      max(j.Resources.GPUs, 1),
		VRAMMiB:       j.Resources.VRAMMiB,
		Models:        clone(j.Resources.Models),
		Vendors:       vendors,
		MinComputeCap: j.Resources.MinComputeCap,
		MinThroughput: j.Resources.MinThroughput,
		MaxPrice:      new(big.Int).Set(j.MaxPrice),
		Region:        j.Region,
		Executor:      j.Executor,
	}
}

// MaxTotal is the most the job can cost in token units: MaxPrice x device slots x wall time in
// whole seconds (rounded up) for gpu_second pricing, MaxPrice for one job unit.
func (j *Job) MaxTotal() *big.Int {
	if j.PriceUnit == UnitJobUnit {
		return new(big.Int).Set(j.MaxPrice)
	}
	secs := (j.Resources.WallTimeMs + 999) / 1000
	t := new(big.Int).SetUint64(uint64(max(j.Resources.GPUs, 1)))
	t.Mul(t, new(big.Int).SetUint64(secs))
	return t.Mul(t, j.MaxPrice)
}

// Reexecutable reports whether the job may be drawn for a spot-check: re-executed on another
// provider and judged by comparing output CIDs (and disputed on a mismatch). That needs an
// executor that gives the same output bytes for the same program, inputs and seed on every honest
// provider: a wasm job always; a container job only when its spec declares deterministic: true
// (which validation allows only with a pinned image and no network). exec jobs are not (a
// native program on the provider's hardware), nor are zk jobs (their proof is their check).
// Requesters and verifiers ask this before drawing or re-running a job; a job that answers
// false is never drawn.
func (j *Job) Reexecutable() bool {
	switch j.Executor {
	case ExecutorWasm:
		return true
	case ExecutorContainer:
		return j.Deterministic && j.Network == NetworkNone && j.Image != nil && (j.Image.CID != "" || j.Image.Ref != "")
	}
	return false
}

// InputCIDs returns the content the job needs, in spec order: the wasm module, the zk circuit or
// the container image archive first, then the inputs. Matching scores providers that hold these hot. It fails with
// ErrUnresolved while a local path remains.
func (j *Job) InputCIDs() ([]string, error) {
	if err := j.checkResolved(); err != nil {
		return nil, err
	}
	var out []string
	if j.Module != nil {
		out = append(out, j.Module.CID)
	}
	if j.Circuit != "" {
		out = append(out, j.Circuit)
	}
	if j.Image != nil && j.Image.CID != "" {
		out = append(out, j.Image.CID)
	}
	for _, in := range j.Inputs {
		out = append(out, in.Source.CID)
	}
	return out, nil
}

// Request builds the unsigned market Request for a batch or zk job, with the job's requirements
// and content CIDs (InputCIDs), and checks it with Request.Validate.
func (j *Job) Request(id contracts.JobID, requester common.Address, bidWindow time.Duration, expiry time.Time) (*market.Request, error) {
	cids, err := j.InputCIDs()
	if err != nil {
		return nil, err
	}
	if len(cids) > market.MaxCIDs {
		return nil, fmt.Errorf("job request: %d CIDs (inputs and module): %w; the market carries at most %d", len(cids), ErrInvalid, market.MaxCIDs)
	}
	r := &market.Request{
		JobID:       id,
		Requester:   requester,
		Class:       j.MarketClass(),
		Req:         j.Requirements(),
		InputCIDs:   cids,
		BidWindowMs: uint64(bidWindow / time.Millisecond),
		Expiry:      uint64(expiry.Unix()),
	}
	if err := r.Validate(); err != nil {
		return nil, fmt.Errorf("job request: %w", err)
	}
	return r, nil
}

// AddFunc adds a local file or directory to the content store and returns its root CID; with the
// p2p/content store: func(ctx, p) { return store.AddPath(ctx, p, content.AddOptions{}) }.
type AddFunc func(ctx context.Context, path string) (cid.Cid, error)

// Resolve adds every local path (module, inputs) with add, relative paths taken from baseDir
// (the spec file's directory), and replaces it with the CID. Resolve changes j only when every
// add succeeds.
func (j *Job) Resolve(ctx context.Context, baseDir string, add AddFunc) error {
	do := func(s *Source) (Source, error) {
		if !s.IsLocal() {
			return *s, nil
		}
		p := s.Path
		if !filepath.IsAbs(p) {
			p = filepath.Join(baseDir, p)
		}
		c, err := add(ctx, p)
		if err != nil {
			return Source{}, fmt.Errorf("add %s to the content store: %w", p, err)
		}
		return Source{CID: c.String()}, nil
	}
	var mod *Source
	if j.Module != nil {
		m, err := do(j.Module)
		if err != nil {
			return err
		}
		mod = &m
	}
	ins := make([]Mount, len(j.Inputs))
	for i, in := range j.Inputs {
		s, err := do(&in.Source)
		if err != nil {
			return err
		}
		ins[i] = Mount{Name: in.Name, Source: s}
	}
	j.Module = mod
	if len(ins) > 0 {
		j.Inputs = ins
	}
	return nil
}

func (j *Job) checkResolved() error {
	if j.Module.IsLocal() {
		return fmt.Errorf("module %s: %w; call Resolve first", j.Module.Path, ErrUnresolved)
	}
	for i, in := range j.Inputs {
		if in.Source.IsLocal() {
			return fmt.Errorf("inputs[%d] %s: %w; call Resolve first", i, in.Source.Path, ErrUnresolved)
		}
	}
	return nil
}

func clone(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	return append([]string(nil), s...)
}
