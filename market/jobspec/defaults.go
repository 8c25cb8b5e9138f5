package jobspec

import "time"

// Defaults: what Parse fills in for fields a spec leaves out. This is the one place they are
// defined; the JSON schema's "default" keywords and descriptions come from here too.
//
//	field                  default
//	executor               wasm for batch and burst; zk for zk
//	outputs.dir            "out"
//	outputs.encrypt        true (outputs are encrypted to the requester's key)
//	resources.gpus         0 (no GPU: the job takes one device slot of any vendor)
//	resources.cpu          1 core
//	resources.memory       256MiB (the wasm executor's default)
//	resources.wall_time    batch 10m, burst 1m, zk 10m
//	deadline               batch 1h, burst 5m, zk 1h, raised to 2 x wall_time when that is longer
//	verification           spot-check for batch and burst; proof for zk; none for container
//	                       jobs that are not deterministic
//	network                none (container jobs; empty for the others)
//	deterministic          false
//	entrypoint             the image's own
//	region                 "" (any region)
//	retries                2 (failover attempts after the first; 0 disables)
//	labels, env, args,
//	inputs, models,
//	vendors                empty
//	min_compute_capability,
//	min_throughput, vram   0 (no constraint)
const (
	DefaultOutputDir      = "out"
	DefaultEncrypt        = true
	DefaultGPUs           = 0
	DefaultCPUMilli       = 1000
	DefaultMemoryBytes    = 256 << 20
	DefaultTokenDecimals  = 6 // the devnet token (tUSD); see Options.TokenDecimals
	defaultMemoryText     = "256MiB"
	defaultCPUText        = "1"
	deadlineWallTimeRatio = 2
	// DefaultRetries is how many times a job is moved to another provider after an attempt
	// ended without a result, when the spec says nothing (retries).
	DefaultRetries = 2
)

// DefaultExecutor returns the executor a class uses when the spec names none.
func DefaultExecutor(class string) string {
	if class == ClassZK {
		return ExecutorZK
	}
	return ExecutorWasm
}

// DefaultWallTime returns the per-run wall-time limit a class uses when the spec sets none.
func DefaultWallTime(class string) time.Duration {
	if class == ClassBurst {
		return time.Minute
	}
	return 10 * time.Minute
}

// DefaultDeadline returns the deadline a class uses when the spec sets none, before it is
// raised to 2 x wall_time.
func DefaultDeadline(class string) time.Duration {
	if class == ClassBurst {
		return 5 * time.Minute
	}
	return time.Hour
}

// DefaultVerification returns the verification level a class uses when the spec sets none.
func DefaultVerification(class string) string {
	if class == ClassZK {
		return VerifyProof
	}
	return VerifySpotCheck
}

// Limits on a spec's contents. They keep a spec small, bound the work of a validator, and stay
// within the market's message limits.
const (
	MaxSpecSize = 1 << 20 // bytes of YAML or canonical CBOR
	// MaxPriceTokens bounds max_price: 1,000,000 tokens per GPU-second (or per proof). No real
	// job pays that; a spec asking it is a unit mistake (token units written as tokens).
	MaxPriceTokens  = 1_000_000
	MaxArgs         = 64
	MaxArgLen       = 4096
	MaxEnv          = 32
	MaxEnvValueLen  = 4096
	MaxInputs       = 64 // market.MaxCIDs
	MaxLabels       = 16
	MaxLabelValue   = 128
	MaxSeed         = 128  // bytes of the wasm random seed
	MaxAllowList    = 32   // models, vendors (market.MaxAllowList)
	MaxTextLen      = 128  // module path, model names (market.MaxTextLen)
	MaxPathLen      = 4096 // local paths
	MaxGPUs         = 1024 // market.MaxGPUsPerGroup
	MaxVRAMBytes    = 1 << 40
	MaxMemoryBytes  = 4 << 40
	MaxCPUMilli     = 1024 * 1000
	MaxWasmMemory   = 4 << 30 // wasm32 address space
	MaxWallTime     = 24 * time.Hour
	MaxDeadline     = 30 * 24 * time.Hour
	MaxRetries      = 10 // failover attempts after the first; each opens an escrow job
	maxAmountDigits = 78 // uint256 has 78 decimal digits
)

// schemaDefaults are the class-independent defaults, by field path, as the schema shows them.
var schemaDefaults = map[string]any{
	"outputs.dir":      DefaultOutputDir,
	"outputs.encrypt":  DefaultEncrypt,
	"resources.gpus":   DefaultGPUs,
	"resources.cpu":    defaultCPUText,
	"resources.memory": defaultMemoryText,
	"retries":          DefaultRetries,
}
