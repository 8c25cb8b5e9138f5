package jobspec

import (
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/ipfs/go-cid"
)

func dirOf(path string) string { return filepath.Dir(path) }

// build converts the decoded document into a Job: parses values with units, applies the
// defaults (defaults.go) and reports values that do not parse.
func build(s *Spec, r *report, o Options) *Job {
	j := &Job{
		Version:  s.Version,
		Class:    s.Class,
		Executor: s.Executor,
		Command:  s.Command,
		Circuit:  s.Circuit,
		Args:     clone(s.Args),
		Env:      cloneMap(s.Env),
		Labels:   cloneMap(s.Labels),
		Region:   s.Region,
		Seed:     s.Seed,
		Retries:  DefaultRetries,

		Entrypoint: clone(s.Entrypoint),
		Network:    s.Network,
	}
	known := slices.Contains(enums["class"], s.Class)
	if j.Executor == "" && known {
		j.Executor = DefaultExecutor(s.Class)
	}
	if s.Module != "" {
		src := detectSource(s.Module)
		j.Module = &src
	}
	if s.Retries != nil {
		j.Retries = *s.Retries
	}
	if s.Image != nil {
		img := *s.Image
		j.Image = &img
	}
	if s.Deterministic != nil {
		j.Deterministic = *s.Deterministic
		if j.Executor != ExecutorContainer && slices.Contains(enums["executor"], j.Executor) {
			// An explicit false is caught here; checkContainer sees only true.
			r.invalid("deterministic", "deterministic is used by the container executor only",
				"remove deterministic (wasm jobs are always deterministic; exec jobs never are), or set executor: container")
		}
	}
	if j.Executor == ExecutorContainer && j.Network == "" {
		j.Network = NetworkNone
	}
	for i, in := range s.Inputs {
		p := fmt.Sprintf("inputs[%d]", i)
		if in.Source == "" {
			r.invalid(p+".source", "missing", "give a CID or a local path, like source: ./data.bin")
		}
		j.Inputs = append(j.Inputs, Mount{Name: in.Name, Source: detectSource(in.Source)})
	}

	j.Outputs = Output{Dir: s.Outputs.Dir, Encrypt: DefaultEncrypt}
	if j.Outputs.Dir == "" {
		j.Outputs.Dir = DefaultOutputDir
	}
	if s.Outputs.Encrypt != nil {
		j.Outputs.Encrypt = *s.Outputs.Encrypt
	}

	res := &s.Resources
	h := &j.Resources
	switch {
	case res.GPUs < 0:
		r.invalid("resources.gpus", fmt.Sprintf("%d is negative", res.GPUs), "ask for 0 or more GPUs")
	case res.GPUs > MaxGPUs:
		r.invalid("resources.gpus", fmt.Sprintf("%d is more than %d", res.GPUs, MaxGPUs), fmt.Sprintf("ask for at most %d GPUs on one provider", MaxGPUs))
	default:
		h.GPUs = uint32(res.GPUs)
	}
	if res.VRAM != "" {
		if b, err := ParseSize(res.VRAM); err != nil {
			r.invalid("resources.vram", quote(res.VRAM)+" "+err.Error(), "use a size per GPU like 24GiB")
		} else {
			h.VRAMMiB = (b + (1<<20 - 1)) >> 20 // at least the asked bytes
			if b == 0 {
				r.invalid("resources.vram", "0 asks for nothing", "remove vram or give a size like 24GiB")
			}
			if b > MaxVRAMBytes {
				r.invalid("resources.vram", quote(res.VRAM)+" is more than "+FormatSize(MaxVRAMBytes), "give the memory of one GPU, like 80GiB")
			}
		}
	}
	h.Models = clone(res.Models)
	h.Vendors = clone(res.Vendors)
	if res.MinComputeCap != "" {
		if v, err := ParseComputeCap(res.MinComputeCap); err != nil {
			r.invalid("resources.min_compute_capability", quote(res.MinComputeCap)+" "+err.Error(), "use major.minor like 8.0")
		} else {
			h.MinComputeCap = v
		}
	}
	if res.MinThroughput != "" {
		if v, err := ParseThroughput(res.MinThroughput); err != nil {
			r.invalid("resources.min_throughput", quote(res.MinThroughput)+" "+err.Error(), "use a rate in int8 MAC/s like 20T or 500G")
		} else {
			h.MinThroughput = v
		}
	}
	h.CPUMilli = DefaultCPUMilli
	if res.CPU != "" {
		if v, err := ParseCPU(res.CPU); err != nil {
			r.invalid("resources.cpu", quote(res.CPU)+" "+err.Error(), "use cores like 2 or 0.5, or millicores like 500m")
		} else if v == 0 || v > MaxCPUMilli {
			r.invalid("resources.cpu", quote(res.CPU)+" is out of range", fmt.Sprintf("ask for 1m to %d cores", MaxCPUMilli/1000))
		} else {
			h.CPUMilli = v
		}
	}
	h.MemoryBytes = DefaultMemoryBytes
	if res.Memory != "" {
		if b, err := ParseSize(res.Memory); err != nil {
			r.invalid("resources.memory", quote(res.Memory)+" "+err.Error(), "use a size like 2GiB")
		} else {
			h.MemoryBytes = b
		}
	}
	wall := DefaultWallTime(s.Class)
	if res.WallTime != "" {
		if d, err := ParseDuration(res.WallTime); err != nil {
			r.invalid("resources.wall_time", quote(res.WallTime)+" "+err.Error(), "use a duration like 10m or 1h30m")
		} else {
			wall = d
		}
	}
	h.WallTimeMs = uint64(wall / time.Millisecond)

	if s.MaxPrice != "" {
		if v, err := ParseAmount(s.MaxPrice, o.decimals()); err != nil {
			fix := fmt.Sprintf("write a plain decimal token amount like \"0.0005\" (at most %d decimal places)", o.decimals())
			r.invalid("max_price", quote(s.MaxPrice)+" "+err.Error(), fix)
		} else {
			j.MaxPrice = v
		}
	}
	j.PriceUnit = UnitGPUSecond
	if s.Class == ClassZK {
		j.PriceUnit = UnitJobUnit
	}
	if s.Deadline != "" {
		if d, err := ParseDuration(s.Deadline); err != nil {
			r.invalid("deadline", quote(s.Deadline)+" "+err.Error(), "use a duration like 30m or 2h")
		} else {
			j.DeadlineMs = uint64(d / time.Millisecond)
		}
	} else if known {
		d := max(DefaultDeadline(s.Class), deadlineWallTimeRatio*wall)
		j.DeadlineMs = uint64(d / time.Millisecond)
	}
	j.Verification = s.Verification
	if j.Verification == "" && known {
		j.Verification = DefaultVerification(s.Class)
		if j.Executor == ExecutorContainer && !j.Deterministic {
			j.Verification = VerifyNone // it cannot be re-executed and compared
		}
	}
	return j
}

// detectSource: a value that parses as a CID is a CID; anything else is a local path.
func detectSource(s string) Source {
	if s == "" {
		return Source{}
	}
	if !strings.ContainsAny(s, `/\.`) && len(s) <= MaxTextLen {
		if c, err := cid.Decode(s); err == nil {
			return Source{CID: c.String()}
		}
	}
	return Source{Path: filepath.Clean(s)}
}

var reservedEnv = []string{"PATH", "HOME", "TMPDIR", "CUDA_VISIBLE_DEVICES", "NVIDIA_VISIBLE_DEVICES"}

func isReservedEnv(k string) bool {
	return slices.Contains(reservedEnv, k) || strings.HasPrefix(k, "GPUMESH_") || strings.HasPrefix(k, "LD_")
}

// checkJob checks a normalized job; it is the whole validation for canonical CBOR, and the
// cross-field part for YAML. Paths are the YAML names.
func checkJob(j *Job, r *report, o Options) {
	switch {
	case j.Version == 0:
		r.add("version", ErrUnsupportedVersion, "missing", "add version: 1 as the first line")
	case !slices.Contains(SupportedVersions, j.Version):
		r.add("version", ErrUnsupportedVersion, fmt.Sprintf("version %d is not supported", j.Version), "use version: 1 (supported: "+joinInts(SupportedVersions)+")")
	}
	classOK := slices.Contains(enums["class"], j.Class)
	switch {
	case j.Class == "":
		r.invalid("class", "missing", "set class: batch, burst or zk")
	case !classOK:
		r.invalid("class", fmt.Sprintf("unknown class %s", quote(j.Class)), "use batch, burst or zk")
	}
	execOK := slices.Contains(enums["executor"], j.Executor)
	if !execOK && j.Executor != "" {
		r.invalid("executor", fmt.Sprintf("unknown executor %s", quote(j.Executor)), "use wasm, exec, zk or container")
	}
	if classOK && execOK {
		switch {
		case j.Class == ClassZK && j.Executor != ExecutorZK:
			r.invalid("executor", "zk jobs run on the zk executor, not "+j.Executor, "remove executor or set executor: zk")
		case j.Class != ClassZK && j.Executor == ExecutorZK:
			r.invalid("executor", "the zk executor only runs zk jobs", "set class: zk, or use executor: wasm, exec or container")
		}
	}
	checkProgram(j, r, o)
	checkArgsEnv(j, r, o)
	checkInputs(j, r, o)
	if !reName.MatchString(j.Outputs.Dir) {
		r.invalid("outputs.dir", fmt.Sprintf("%s is not a plain directory name", quote(j.Outputs.Dir)), "use lowercase letters, digits, '.', '_' or '-', like out")
	}
	checkResources(j, r)

	if j.MaxPrice == nil {
		fix := `set the most you pay per GPU-second, like max_price: "0.0005"`
		if j.Class == ClassZK {
			fix = `set the most you pay per proof, like max_price: "2.5"`
		}
		r.invalid("max_price", "missing", fix)
	} else if j.MaxPrice.Sign() <= 0 || j.MaxPrice.BitLen() > 256 {
		r.invalid("max_price", FormatAmount(j.MaxPrice, o.decimals())+" is not a positive amount", "give a price above 0, like \"0.0005\"")
	} else if limit := maxPriceUnits(o.decimals()); j.MaxPrice.Cmp(limit) > 0 {
		r.invalid("max_price", FormatAmount(j.MaxPrice, o.decimals())+" tokens per "+j.PriceUnit+" is over the bound of "+FormatAmount(limit, o.decimals()),
			"prices are decimal tokens per GPU-second (per proof for zk), like \"0.0005\"; at most "+FormatAmount(limit, o.decimals()))
	}
	if classOK {
		want := UnitGPUSecond
		if j.Class == ClassZK {
			want = UnitJobUnit
		}
		if j.PriceUnit != want {
			r.invalid("max_price", fmt.Sprintf("price unit %s does not fit class %s", quote(j.PriceUnit), j.Class), "use "+want)
		}
	}
	deadline, wall := j.Deadline(), j.WallTime()
	switch {
	case j.DeadlineMs == 0:
		if classOK { // otherwise it is the missing class's default that is missing
			r.invalid("deadline", "missing", "give a duration like 30m")
		}
	case deadline > MaxDeadline:
		r.invalid("deadline", deadline.String()+" is longer than "+MaxDeadline.String(), "give a deadline of at most 720h (30 days)")
	case wall > 0 && deadline < wall:
		r.invalid("deadline", fmt.Sprintf("%s is shorter than resources.wall_time %s", deadline, wall), "set deadline to at least the wall time (leave room for fetching inputs), like "+(2*wall).String())
	}

	verOK := slices.Contains(enums["verification"], j.Verification)
	switch {
	case j.Verification == "":
		if classOK {
			r.invalid("verification", "missing", "use none, spot-check or always")
		}
	case !verOK:
		r.invalid("verification", fmt.Sprintf("unknown level %s", quote(j.Verification)), "use none, spot-check or always (zk jobs: proof)")
	case j.Class == ClassZK && j.Verification != VerifyProof:
		r.invalid("verification", "zk jobs are verified by their proof, not "+j.Verification, "remove verification or set verification: proof")
	case classOK && j.Class != ClassZK && j.Verification == VerifyProof:
		r.invalid("verification", "only zk jobs carry a proof", "use none, spot-check or always")
	}

	if len(j.Labels) > MaxLabels {
		r.invalid("labels", fmt.Sprintf("%d labels", len(j.Labels)), fmt.Sprintf("keep at most %d labels", MaxLabels))
	} else {
		for _, k := range sortedKeys(j.Labels) {
			p := "labels." + k
			if !reLabel.MatchString(k) {
				r.invalid(p, fmt.Sprintf("label key %s is not allowed", quote(k)), "use lowercase letters, digits, '.', '_', '/' or '-', at most 63 bytes, like team")
			} else if v := j.Labels[k]; len(v) > MaxLabelValue || !printable(v) {
				r.invalid(p, "the value is too long or has control characters", fmt.Sprintf("use at most %d printable bytes", MaxLabelValue))
			}
		}
	}
	if j.Region != "" && !reRegion.MatchString(j.Region) {
		r.invalid("region", fmt.Sprintf("%s is not a region name", quote(j.Region)), "use lowercase letters, digits and '-', like eu-west")
	}
	if j.Retries < 0 || j.Retries > MaxRetries {
		r.invalid("retries", fmt.Sprintf("%d is out of range", j.Retries),
			fmt.Sprintf("give 0 (no failover) to %d further attempts on other providers", MaxRetries))
	}
	if len(j.Seed) > MaxSeed || !printable(j.Seed) {
		r.invalid("seed", "the seed is too long or has control characters", fmt.Sprintf("use at most %d printable bytes", MaxSeed))
	}
	if execOK {
		checkContainer(j, r)
	}
}

func checkProgram(j *Job, r *report, o Options) {
	set := map[string]bool{"module": j.Module != nil, "command": j.Command != "", "circuit": j.Circuit != "", "image": j.Image != nil}
	want := map[string]string{ExecutorWasm: "module", ExecutorExec: "command", ExecutorZK: "circuit", ExecutorContainer: "image"}[j.Executor]
	if want == "" {
		return
	}
	for _, f := range []string{"module", "command", "circuit", "image"} {
		if f != want && set[f] {
			r.invalid(f, fmt.Sprintf("%s is not used by the %s executor", f, j.Executor), fmt.Sprintf("remove %s and give %s", f, want))
		}
	}
	switch j.Executor {
	case ExecutorWasm:
		switch m := j.Module; {
		case m == nil:
			r.invalid("module", "missing", "give the wasm module: a CID, or a local path like ./job.wasm")
		case m.CID != "":
			checkCID(r, "module", m.CID)
		case m.Path != "" && !strings.HasSuffix(m.Path, ".wasm"):
			r.invalid("module", fmt.Sprintf("%s is neither a CID nor a .wasm file", quote(m.Path)), "give the module's CID, or a local path ending in .wasm")
		default:
			checkPath(r, "module", m.Path, o)
		}
	case ExecutorExec:
		switch {
		case j.Command == "":
			r.invalid("command", "missing", "give the command name the provider allows, like command: matmul")
		case strings.ContainsAny(j.Command, `/\`):
			r.invalid("command", fmt.Sprintf("%s is a path", quote(j.Command)), "providers allow commands by name: give the name, like matmul")
		case !reName.MatchString(j.Command):
			r.invalid("command", fmt.Sprintf("%s is not a command name", quote(j.Command)), "use lowercase letters, digits, '.', '_' or '-'")
		case o.Commands != nil && !slices.Contains(o.Commands, j.Command):
			r.invalid("command", fmt.Sprintf("%s is not on the allow-list", quote(j.Command)), "use one of: "+strings.Join(o.Commands, ", "))
		}
	case ExecutorZK:
		if j.Circuit == "" {
			r.invalid("circuit", "missing", "give the circuit's CID from the circuit registry")
		} else {
			checkCID(r, "circuit", j.Circuit)
		}
	case ExecutorContainer:
		checkImage(r, j.Image)
	}
}

func checkArgsEnv(j *Job, r *report, o Options) {
	if len(j.Args) > MaxArgs {
		r.invalid("args", fmt.Sprintf("%d arguments", len(j.Args)), fmt.Sprintf("pass at most %d arguments; put bulk data in an input", MaxArgs))
	} else {
		for i, a := range j.Args {
			if len(a) > MaxArgLen || strings.ContainsRune(a, 0) || !utf8.ValidString(a) {
				r.invalid(fmt.Sprintf("args[%d]", i), "too long, or holds a NUL byte or invalid UTF-8", fmt.Sprintf("use at most %d bytes of text; put bulk data in an input", MaxArgLen))
			}
		}
	}
	if len(j.Env) > MaxEnv {
		r.invalid("env", fmt.Sprintf("%d variables", len(j.Env)), fmt.Sprintf("set at most %d variables", MaxEnv))
		return
	}
	for _, k := range sortedKeys(j.Env) {
		p := "env." + k
		switch {
		case !reEnv.MatchString(k):
			r.invalid(p, fmt.Sprintf("%s is not a variable name", quote(k)), "use upper-case letters, digits and '_', like BATCH_SIZE")
		case isReservedEnv(k):
			r.invalid(p, k+" is set by the executor", "remove it; PATH, HOME, TMPDIR, GPUMESH_*, LD_* and the GPU pinning variables are reserved")
		case j.Executor == ExecutorContainer && strings.HasPrefix(k, "NVIDIA_"):
			r.invalid(p, k+" is set by the container executor", "remove it; the provider passes the GPUs placement chose (NVIDIA_* variables are reserved)")
		case o.EnvAllow != nil && !slices.Contains(o.EnvAllow, k):
			r.invalid(p, k+" is not on the allow-list", "use one of: "+strings.Join(o.EnvAllow, ", "))
		case len(j.Env[k]) > MaxEnvValueLen || strings.ContainsRune(j.Env[k], 0) || !utf8.ValidString(j.Env[k]):
			r.invalid(p, "the value is too long or holds a NUL byte", fmt.Sprintf("use at most %d bytes of text", MaxEnvValueLen))
		}
	}
}

func checkInputs(j *Job, r *report, o Options) {
	if len(j.Inputs) > MaxInputs {
		r.invalid("inputs", fmt.Sprintf("%d inputs", len(j.Inputs)), fmt.Sprintf("give at most %d inputs; put files in a directory and give that", MaxInputs))
		return
	}
	seen := map[string]int{}
	for i, in := range j.Inputs {
		p := fmt.Sprintf("inputs[%d]", i)
		switch first, dup := seen[in.Name]; {
		case in.Name == "":
			r.invalid(p+".name", "missing", "give a mount name, like name: data (mounted at /in/data)")
		case !reName.MatchString(in.Name):
			r.invalid(p+".name", fmt.Sprintf("%s is not a plain name", quote(in.Name)), "use lowercase letters, digits, '.', '_' or '-', like data")
		case dup:
			r.invalid(p+".name", fmt.Sprintf("%s is also the name of inputs[%d]", quote(in.Name), first), "give each input its own name")
		default:
			seen[in.Name] = i
		}
		switch s := in.Source; {
		case s.CID != "" && s.Path != "":
			r.invalid(p+".source", "both a CID and a path", "give one")
		case s.CID != "":
			checkCID(r, p+".source", s.CID)
		case s.Path != "":
			checkPath(r, p+".source", s.Path, o)
		default:
			r.invalid(p+".source", "missing", "give a CID or a local path, like source: ./data.bin")
		}
	}
}

func checkCID(r *report, path, s string) {
	if len(s) > MaxTextLen {
		r.invalid(path, "the CID is too long", fmt.Sprintf("give a CID of at most %d bytes", MaxTextLen))
		return
	}
	if _, err := cid.Decode(s); err != nil {
		r.invalid(path, fmt.Sprintf("%s is not a valid CID (%v)", quote(s), err), "give a CID like bafy... (as `gpumesh content add` prints)")
	}
}

func checkPath(r *report, path, p string, o Options) {
	if len(p) > MaxPathLen || strings.ContainsRune(p, 0) || !utf8.ValidString(p) {
		r.invalid(path, "not a usable path", fmt.Sprintf("give a path of at most %d bytes", MaxPathLen))
		return
	}
	if o.BaseDir == "" {
		return
	}
	full := p
	if !filepath.IsAbs(p) {
		full = filepath.Join(o.BaseDir, p)
	}
	if _, err := os.Stat(full); err != nil {
		problem := fmt.Sprintf("%s cannot be read: %v", quote(p), unwrapPathErr(err))
		r.invalid(path, problem, "give an existing file or directory (relative paths start at the spec's directory), or a CID")
	}
}

func unwrapPathErr(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

func checkResources(j *Job, r *report) {
	h := &j.Resources
	if h.GPUs > MaxGPUs {
		r.invalid("resources.gpus", fmt.Sprintf("%d is more than %d", h.GPUs, MaxGPUs), fmt.Sprintf("ask for at most %d GPUs", MaxGPUs))
	}
	if j.Executor == ExecutorWasm && h.GPUs > 0 {
		r.invalid("resources.gpus", "the wasm executor has no GPU access", "set gpus: 0, or use executor: exec for GPU programs")
	}
	needGPU := func(field, what string) {
		if h.GPUs == 0 {
			r.invalid("resources."+field, what+" applies to GPUs, but gpus is 0", "set resources.gpus to 1 or more, or remove "+field)
		}
	}
	if h.VRAMMiB > 0 {
		needGPU("vram", "vram")
	}
	if h.VRAMMiB > MaxVRAMBytes>>20 {
		r.invalid("resources.vram", fmt.Sprintf("%d MiB is too much for one GPU", h.VRAMMiB), "give the memory of one GPU, like 80GiB")
	}
	if len(h.Models) > 0 {
		needGPU("models", "models")
	}
	if len(h.Models) > MaxAllowList {
		r.invalid("resources.models", fmt.Sprintf("%d models", len(h.Models)), fmt.Sprintf("list at most %d models", MaxAllowList))
	} else {
		for i, m := range h.Models {
			if !reText.MatchString(m) {
				r.invalid(fmt.Sprintf("resources.models[%d]", i), fmt.Sprintf("%s is not a model name", quote(m)), "write the model without spaces, like A100 or H100")
			}
		}
	}
	if len(h.Vendors) > MaxAllowList {
		r.invalid("resources.vendors", fmt.Sprintf("%d vendors", len(h.Vendors)), fmt.Sprintf("list at most %d vendors", MaxAllowList))
	} else {
		for i, v := range h.Vendors {
			if !slices.Contains(enums["vendor"], v) {
				r.invalid(fmt.Sprintf("resources.vendors[%d]", i), fmt.Sprintf("unknown vendor %s", quote(v)), "use "+strings.Join(enums["vendor"], ", "))
			}
		}
	}
	if h.MinComputeCap > 0 {
		needGPU("min_compute_capability", "min_compute_capability")
	}
	if h.CPUMilli == 0 || h.CPUMilli > MaxCPUMilli {
		r.invalid("resources.cpu", fmt.Sprintf("%s cores is out of range", FormatCPU(h.CPUMilli)), fmt.Sprintf("ask for 1m to %d cores", MaxCPUMilli/1000))
	}
	switch {
	case h.MemoryBytes == 0:
		r.invalid("resources.memory", "0 bytes", "give a size like 2GiB")
	case h.MemoryBytes > MaxMemoryBytes:
		r.invalid("resources.memory", FormatSize(h.MemoryBytes)+" is more than "+FormatSize(MaxMemoryBytes), "ask for less memory")
	case j.Executor == ExecutorWasm && h.MemoryBytes > MaxWasmMemory:
		r.invalid("resources.memory", FormatSize(h.MemoryBytes)+" is more than a wasm32 module can address", "ask for at most 4GiB, or use executor: exec")
	}
	switch w := j.WallTime(); {
	case w <= 0:
		r.invalid("resources.wall_time", "missing", "give a duration like 10m")
	case w > MaxWallTime:
		r.invalid("resources.wall_time", w.String()+" is longer than "+MaxWallTime.String(), "split the job, or ask for at most 24h")
	}
}

func printable(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, c := range s {
		if !unicode.IsPrint(c) {
			return false
		}
	}
	return true
}

func cloneMap(m map[string]string) map[string]string {
	if len(m) == 0 {
		return nil
	}
	out := make(map[string]string, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

func sortedKeys(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

func joinInts(v []int) string {
	s := make([]string, len(v))
	for i, n := range v {
		s[i] = itoa(n)
	}
	return strings.Join(s, ", ")
}

// maxPriceUnits is MaxPriceTokens in token units for a token with the given decimals.
func maxPriceUnits(decimals int) *big.Int {
	return new(big.Int).Mul(big.NewInt(MaxPriceTokens), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)), nil))
}
