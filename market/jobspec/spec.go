package jobspec

// Supported spec versions. A spec must say `version: 1`.
var SupportedVersions = []int{1}

func versionNames() []string {
	out := make([]string, len(SupportedVersions))
	for i, v := range SupportedVersions {
		out[i] = itoa(v)
	}
	return out
}

// Job classes (market.Class names).
const (
	ClassBatch = "batch"
	ClassBurst = "burst"
	ClassZK    = "zk"
)

// Executors (provider/executor registry names).
const (
	ExecutorWasm = "wasm"
	ExecutorExec = "exec"
	ExecutorZK   = "zk"
	// ExecutorContainer runs an OCI/Docker image on the provider's Docker Engine
	// (provider/executor/container), with GPU passthrough and a sandbox.
	ExecutorContainer = "container"
)

// Container network modes (network:). A job without egress has only a loopback device.
const (
	NetworkNone   = "none"   // no network (the default)
	NetworkEgress = "egress" // outbound network, where the provider's policy allows it
)

// Verification levels.
const (
	VerifyNone      = "none"       // never re-executed (cheapest; reputation only)
	VerifySpotCheck = "spot-check" // re-executed elsewhere with a probability the requester's secret decides
	VerifyAlways    = "always"     // always re-executed by another provider
	VerifyProof     = "proof"      // zk: the proof verifies on-chain
)

// Price units (market.PriceUnit names).
const (
	UnitGPUSecond = "gpu_second"
	UnitJobUnit   = "job_unit"
)

// Enum lists shared by the validator and the schema generator.
var enums = map[string][]string{
	"version":      versionNames(),
	"class":        {ClassBatch, ClassBurst, ClassZK},
	"executor":     {ExecutorWasm, ExecutorExec, ExecutorZK, ExecutorContainer},
	"network":      {NetworkNone, NetworkEgress},
	"verification": {VerifyNone, VerifySpotCheck, VerifyAlways, VerifyProof},
	"vendor":       {"nvidia", "amd", "intel", "cpu"},
}

// Spec is the YAML document a requester writes. Values with units (sizes, durations, amounts)
// are kept as written here and parsed exactly by Parse into a Job. The tags drive both the
// strict decoder (yaml) and the JSON schema generator (doc, schema).
type Spec struct {
	Version      int               `yaml:"version" doc:"spec format version; must be 1" schema:"required,enum=version"`
	Class        string            `yaml:"class" doc:"job class: batch (auction, escrow per job), burst (direct, warm, channel vouchers) or zk (proving, paid on a proof that verifies)" schema:"required,enum=class"`
	Executor     string            `yaml:"executor" doc:"executor that runs the job: wasm, exec (a command the provider allow-lists), zk, or container (an OCI image on the provider's Docker Engine); default wasm for batch and burst, zk for zk" schema:"enum=executor"`
	Module       string            `yaml:"module" doc:"wasm executor: the module, a CID or a local .wasm path (a value that parses as a CID is a CID; write ./name to force a path)" schema:"maxLength=4096"`
	Command      string            `yaml:"command" doc:"exec executor: the command name the provider allow-lists (a name, not a path)" schema:"pattern=name"`
	Circuit      string            `yaml:"circuit" doc:"zk executor: the CID of the circuit in the provider's circuit registry" schema:"maxLength=128"`
	Args         []string          `yaml:"args" doc:"arguments passed to the module or command" schema:"scalar,maxItems=64"`
	Env          map[string]string `yaml:"env" doc:"environment variables; names must be allowed by the provider; reserved names (PATH, HOME, TMPDIR, GPUMESH_*, CUDA_VISIBLE_DEVICES, NVIDIA_VISIBLE_DEVICES, LD_*) are refused" schema:"scalar,maxProperties=32,keyPattern=env"`
	Inputs       []Input           `yaml:"inputs" doc:"inputs mounted read-only at /in/<name>" schema:"maxItems=64"`
	Outputs      Outputs           `yaml:"outputs" doc:"the output directory the job writes"`
	Resources    Resources         `yaml:"resources" doc:"hardware the job needs (hard constraints for matching, and run limits)"`
	MaxPrice     string            `yaml:"max_price" doc:"the most you pay, a decimal token amount like \"0.0005\": per GPU-second (per device slot when gpus is 0) for batch and burst, per job unit for zk" schema:"required,numeric,exclusiveMinimum=0,pattern=amount"`
	Deadline     string            `yaml:"deadline" doc:"time from acceptance until the result is due, like 30m; default batch 1h, burst 5m, zk 1h, raised to 2 x wall_time; must be at least resources.wall_time" schema:"unit,pattern=duration"`
	Verification string            `yaml:"verification" doc:"none, spot-check or always for batch and burst (default spot-check); zk jobs are verified by their proof (proof)" schema:"enum=verification"`
	Labels       map[string]string `yaml:"labels" doc:"free-form labels for your own bookkeeping" schema:"scalar,maxProperties=16,keyPattern=label"`
	Region       string            `yaml:"region" doc:"only providers in this region, like eu-west; empty means any" schema:"pattern=region"`
	Retries      *int              `yaml:"retries" doc:"how many times the requester moves the job to another provider when an attempt ends without a result (the provider gave it up, its deadline passed, or it lost a dispute); each attempt is its own escrow job and the providers that failed it are not asked again; 0 disables failover; default 2, at most 10" schema:"minimum=0,maximum=10"`
	Seed         string            `yaml:"seed" doc:"wasm: the seed of the job's random source; container: GPUMESH_SEED (hex); printable, at most 128 bytes; default the job's id, so two jobs of one spec draw different numbers; set it to make runs reproducible across jobs (a spot-check re-run sets it to the checked job's id)" schema:"maxLength=128"`

	// The container executor's fields (executor: container).
	Image         *Image   `yaml:"image" doc:"container executor: the image, either cid (an image archive in IPFS) with its id, or ref (a registry reference pinned to a digest)"`
	Entrypoint    []string `yaml:"entrypoint" doc:"container executor: replaces the image's entrypoint (args replace its command); default the image's own" schema:"scalar,maxItems=64"`
	Deterministic *bool    `yaml:"deterministic" doc:"container executor: the program gives the same /out for the same image, inputs and seed, so the job can be spot-checked by re-execution; needs network: none; default false (the job is never re-executed, verification defaults to none)"`
	Network       string   `yaml:"network" doc:"container executor: none (default: only a loopback device) or egress (outbound network; only providers whose policy allows it run the job; not with deterministic: true)" schema:"enum=network"`
}

// Image is a container job's image: an image archive by CID with the image ID it must hold, or a
// registry reference pinned to a digest. Exactly one of CID and Ref is set. The same type is the
// YAML form and the canonical form.
type Image struct {
	// CID is an image archive in the format `docker save` writes, in IPFS
	// (`gpumesh content add-image` makes it).
	CID string `yaml:"cid" cbor:"1,keyasint,omitempty" json:"cid,omitempty" doc:"the CID of an image archive (the format docker save writes) in IPFS, as gpumesh content add-image prints it" schema:"maxLength=128"`
	// ID is the image ID, sha256:<64 hex> (the digest of the image's config). Required with
	// CID; optional with Ref (the pulled image must then have this ID).
	ID string `yaml:"id" cbor:"2,keyasint,omitempty" json:"id,omitempty" doc:"the image ID, sha256:<64 hex digits> (the digest of the image config; gpumesh content add-image prints it); required with cid, optional with ref" schema:"pattern=imageid"`
	// Ref is a registry reference pinned to a digest: name@sha256:<64 hex>.
	Ref string `yaml:"ref" cbor:"3,keyasint,omitempty" json:"ref,omitempty" doc:"a registry reference pinned to a digest, like docker.io/library/python@sha256:<64 hex digits>; a tag alone is refused (it can move)" schema:"maxLength=512,pattern=imageref"`
}

// Input is one input of a job.
type Input struct {
	Name   string `yaml:"name" doc:"mount name: the input appears at /in/<name>" schema:"required,pattern=name"`
	Source string `yaml:"source" doc:"a CID, or a local file or directory path added to the content store on submit (a value that parses as a CID is a CID; write ./name to force a path)" schema:"required,maxLength=4096"`
}

// Outputs is where a job's results go.
type Outputs struct {
	Dir     string `yaml:"dir" doc:"name of the output directory (mounted at /out for wasm)" schema:"pattern=name"`
	Encrypt *bool  `yaml:"encrypt" doc:"encrypt outputs to the requester's key (ECIES), so the CID reveals nothing to others"`
}

// Resources is the hardware a job needs.
type Resources struct {
	GPUs          int      `yaml:"gpus" doc:"number of GPUs on one provider; 0 runs without a GPU (wasm jobs must use 0)" schema:"minimum=0,maximum=1024"`
	VRAM          string   `yaml:"vram" doc:"memory per GPU, a size like 24GiB (needs gpus >= 1)" schema:"unit,pattern=size"`
	Models        []string `yaml:"models" doc:"allowed GPU models, like A100 or H100; empty means any" schema:"maxItems=32,itemPattern=text"`
	Vendors       []string `yaml:"vendors" doc:"allowed vendors; empty means any" schema:"maxItems=32,itemEnum=vendor"`
	MinComputeCap string   `yaml:"min_compute_capability" doc:"lowest CUDA compute capability, major.minor like 8.0" schema:"numeric,minimum=0,pattern=computecap"`
	MinThroughput string   `yaml:"min_throughput" doc:"lowest attested throughput of the provider in int8 multiply-accumulates per second, a number with an optional k, M, G, T or P suffix like 20T" schema:"numeric,minimum=0,pattern=throughput"`
	CPU           string   `yaml:"cpu" doc:"CPU cores, like 2, 0.5 or 500m" schema:"numeric,exclusiveMinimum=0,pattern=cpu"`
	Memory        string   `yaml:"memory" doc:"host memory limit, a size like 2GiB (at most 4GiB for wasm)" schema:"unit,pattern=size"`
	WallTime      string   `yaml:"wall_time" doc:"wall-time limit of one run, like 10m; default batch 10m, burst 1m, zk 10m; at most 24h" schema:"unit,pattern=duration"`
}
