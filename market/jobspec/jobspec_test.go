package jobspec

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"gopkg.in/yaml.v3"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"

	"github.com/gpumesh/gpumesh/p2p/wire"
)

var update = flag.Bool("update", false, "rewrite golden files and schema.json")

func examples(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("testdata/examples/*.yaml")
	if err != nil || len(files) < 4 {
		t.Fatalf("want at least 4 example specs, got %v (%v)", files, err)
	}
	return files
}

// compiledSchema compiles the generated schema with an independent JSON Schema validator.
func compiledSchema(t testing.TB) *jsonschema.Schema {
	t.Helper()
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(Schema()))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource(SchemaID, doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile(SchemaID)
	if err != nil {
		t.Fatalf("generated schema does not compile: %v", err)
	}
	return s
}

// schemaCheck validates YAML text against the schema, as an editor's YAML language server would
// (YAML scalars keep their YAML types).
func schemaCheck(t testing.TB, s *jsonschema.Schema, yamlText string) error {
	t.Helper()
	var v any
	if err := yaml.Unmarshal([]byte(yamlText), &v); err != nil {
		return err
	}
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
	if err != nil {
		return err
	}
	return s.Validate(inst)
}

func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./market/jobspec -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the generated output (run go test ./market/jobspec -update and review the diff):\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

func TestSchemaGolden(t *testing.T) {
	golden(t, "schema.json", Schema())
}

// TestExamples: every example validates with the Go validator and against the schema, and its
// normalized form matches the golden file.
func TestExamples(t *testing.T) {
	sch := compiledSchema(t)
	for _, f := range examples(t) {
		name := strings.TrimSuffix(filepath.Base(f), ".yaml")
		t.Run(name, func(t *testing.T) {
			j, err := ParseFile(f, Options{})
			if err != nil {
				t.Fatalf("Go validator: %v", err)
			}
			text, _ := os.ReadFile(f)
			if err := schemaCheck(t, sch, string(text)); err != nil {
				t.Fatalf("schema: %v", err)
			}
			out, err := json.MarshalIndent(j, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			golden(t, filepath.Join("testdata", "golden", name+".json"), append(out, '\n'))
		})
	}
}

func TestMinimalSpecDefaults(t *testing.T) {
	for _, tc := range []struct {
		class, extra string
		exec         string
		wall, dl     time.Duration
		verify, unit string
	}{
		{ClassBatch, "module: " + cidModule, ExecutorWasm, 10 * time.Minute, time.Hour, VerifySpotCheck, UnitGPUSecond},
		{ClassBurst, "module: " + cidModule, ExecutorWasm, time.Minute, 5 * time.Minute, VerifySpotCheck, UnitGPUSecond},
		{ClassZK, "circuit: " + cidModule, ExecutorZK, 10 * time.Minute, time.Hour, VerifyProof, UnitJobUnit},
		// the default deadline grows to 2 x wall_time
		{ClassBatch, "module: " + cidModule + "\nresources: {wall_time: 3h}", ExecutorWasm, 3 * time.Hour, 6 * time.Hour, VerifySpotCheck, UnitGPUSecond},
	} {
		j, err := Parse([]byte(fmt.Sprintf("version: 1\nclass: %s\n%s\nmax_price: \"1\"\n", tc.class, tc.extra)), Options{})
		if err != nil {
			t.Fatalf("%s: %v", tc.class, err)
		}
		if j.Executor != tc.exec || j.WallTime() != tc.wall || j.Deadline() != tc.dl || j.Verification != tc.verify || j.PriceUnit != tc.unit {
			t.Errorf("%s: got executor %s wall %s deadline %s verification %s unit %s", tc.class, j.Executor, j.WallTime(), j.Deadline(), j.Verification, j.PriceUnit)
		}
		// The schema's documented defaults are what Parse applies.
		if j.Outputs.Dir != schemaDefaults["outputs.dir"] || j.Outputs.Encrypt != schemaDefaults["outputs.encrypt"] ||
			int(j.Resources.GPUs) != schemaDefaults["resources.gpus"] ||
			FormatCPU(j.Resources.CPUMilli) != schemaDefaults["resources.cpu"] || FormatSize(j.Resources.MemoryBytes) != schemaDefaults["resources.memory"] {
			t.Errorf("%s: defaults %+v %+v differ from the schema's %v", tc.class, j.Outputs, j.Resources, schemaDefaults)
		}
		if j.Retries != schemaDefaults["retries"] {
			t.Errorf("%s: retries %d, the schema's default is %v", tc.class, j.Retries, schemaDefaults["retries"])
		}
		if j.MaxPrice.Cmp(big.NewInt(1_000_000)) != 0 {
			t.Errorf("max_price 1 at 6 decimals = %v, want 1000000", j.MaxPrice)
		}
	}
}

const (
	cidModule = "bafkreiasbfynqeudn4myrbrflb5embvfvur454y4q2comalxcvjfjd6gxe"
	base      = "version: 1\nclass: batch\nmodule: " + cidModule + "\nmax_price: \"0.001\"\n" // 4 lines
)

// TestBadFields: every bad field is reported with its path, its line, and a fix; where the
// schema can express the rule, the schema rejects the spec too.
func TestBadFields(t *testing.T) {
	sch := compiledSchema(t)
	for _, tc := range []struct {
		name     string
		spec     string
		path     string
		line     int
		fix      string // substring of Fix
		sentinel error
		schema   bool // the JSON schema rejects it as well
	}{
		{"unknown top-level", base + "colour: red\n", "colour", 5, "known fields", ErrUnknownField, true},
		{"typo suggests", base + "resources:\n  vrma: 24GiB\n", "resources.vrma", 6, "did you mean vram?", ErrUnknownField, true},
		{"unknown in input", base + "inputs:\n  - name: a\n    source: " + cidModule + "\n    mode: ro\n", "inputs[0].mode", 8, "known fields", ErrUnknownField, true},
		{"missing version", "class: batch\nmodule: " + cidModule + "\nmax_price: \"1\"\n", "version", 0, "add version: 1", ErrUnsupportedVersion, true},
		{"unknown version", strings.Replace(base, "version: 1", "version: 2", 1), "version", 1, "supported: 1", ErrUnsupportedVersion, true},
		{"version not a number", strings.Replace(base, "version: 1", "version: one", 1), "version", 1, "whole number", ErrInvalid, true},
		{"missing class", strings.Replace(base, "class: batch\n", "", 1), "class", 0, "batch, burst or zk", ErrInvalid, true},
		{"unknown class", strings.Replace(base, "class: batch", "class: fast", 1), "class", 2, "batch, burst or zk", ErrInvalid, true},
		{"unknown executor", base + "executor: docker\n", "executor", 5, "wasm, exec, zk or container", ErrInvalid, true},
		{"zk class on wasm", "version: 1\nclass: zk\nexecutor: wasm\nmodule: " + cidModule + "\nmax_price: \"1\"\n", "executor", 3, "executor: zk", ErrInvalid, false},
		{"zk executor on batch", base + "executor: zk\n", "executor", 5, "class: zk", ErrInvalid, false},
		{"missing module", "version: 1\nclass: batch\nmax_price: \"1\"\n", "module", 0, "./job.wasm", ErrInvalid, false},
		{"module not wasm", strings.Replace(base, cidModule, "job.py", 1), "module", 3, "ending in .wasm", ErrInvalid, false},
		{"command on wasm", base + "command: matmul\n", "command", 5, "remove command", ErrInvalid, false},
		{"exec command path", "version: 1\nclass: batch\nexecutor: exec\ncommand: /usr/bin/python\nmax_price: \"1\"\n", "command", 4, "by name", ErrInvalid, true},
		{"zk circuit not CID", "version: 1\nclass: zk\ncircuit: notacid\nmax_price: \"1\"\n", "circuit", 3, "CID", ErrInvalid, false},
		{"args not list", base + "args: --x\n", "args", 5, "list", ErrInvalid, true},
		{"env reserved", base + "env:\n  LD_PRELOAD: /x.so\n", "env.LD_PRELOAD", 6, "reserved", ErrInvalid, false},
		{"retries negative", base + "retries: -1\n", "retries", 5, "0 (no failover) to 10", ErrInvalid, true},
		{"retries too many", base + "retries: 11\n", "retries", 5, "0 (no failover) to 10", ErrInvalid, true},
		{"retries not a number", base + "retries: some\n", "retries", 5, "whole number", ErrInvalid, true},
		{"seed too long", base + "seed: " + strings.Repeat("s", 129) + "\n", "seed", 5, "at most 128 printable bytes", ErrInvalid, true},
		{"env bad name", base + "env:\n  batch-size: 1\n", "env.batch-size", 6, "BATCH_SIZE", ErrInvalid, true},
		{"input bad name", base + "inputs:\n  - name: My Data\n    source: " + cidModule + "\n", "inputs[0].name", 6, "like data", ErrInvalid, true},
		{"input duplicate", base + "inputs:\n  - name: a\n    source: " + cidModule + "\n  - name: a\n    source: " + cidModule + "\n", "inputs[1].name", 8, "own name", ErrInvalid, false},
		{"input no source", base + "inputs:\n  - name: a\n", "inputs[0].source", 6, "CID or a local path", ErrInvalid, true},
		{"output dir path", base + "outputs:\n  dir: ../etc\n", "outputs.dir", 6, "like out", ErrInvalid, true},
		{"encrypt not bool", base + "outputs:\n  encrypt: maybe\n", "outputs.encrypt", 6, "true or false", ErrInvalid, true},
		{"vram no unit", base + "executor: exec\n", "", 0, "", nil, false}, // placeholder replaced below
		{"vram bad unit", "version: 1\nclass: batch\nexecutor: exec\ncommand: x\nmax_price: \"1\"\nresources:\n  gpus: 1\n  vram: 24Gb\n", "resources.vram", 8, "24GiB", ErrInvalid, true},
		{"vram without gpus", "version: 1\nclass: batch\nexecutor: exec\ncommand: x\nmax_price: \"1\"\nresources:\n  vram: 24GiB\n", "resources.vram", 7, "resources.gpus", ErrInvalid, false},
		{"wasm gpus", base + "resources:\n  gpus: 1\n", "resources.gpus", 6, "executor: exec", ErrInvalid, false},
		{"gpus negative", base + "resources:\n  gpus: -1\n", "resources.gpus", 6, "0 or more", ErrInvalid, true},
		{"gpus too many", "version: 1\nclass: batch\nexecutor: exec\ncommand: x\nmax_price: \"1\"\nresources:\n  gpus: 5000\n", "resources.gpus", 7, "at most 1024", ErrInvalid, true},
		{"vendor unknown", base + "resources:\n  vendors: [nvidea]\n", "resources.vendors[0]", 6, "nvidia", ErrInvalid, true},
		{"compute cap", "version: 1\nclass: batch\nexecutor: exec\ncommand: x\nmax_price: \"1\"\nresources:\n  gpus: 1\n  min_compute_capability: sm_80\n", "resources.min_compute_capability", 8, "major.minor", ErrInvalid, true},
		{"throughput", base + "resources:\n  min_throughput: fast\n", "resources.min_throughput", 6, "20T", ErrInvalid, true},
		{"cpu", base + "resources:\n  cpu: two\n", "resources.cpu", 6, "500m", ErrInvalid, true},
		{"memory no unit", base + "resources:\n  memory: 512\n", "resources.memory", 6, "2GiB", ErrInvalid, true},
		{"wasm memory", base + "resources:\n  memory: 8GiB\n", "resources.memory", 6, "4GiB", ErrInvalid, false},
		{"wall time", base + "resources:\n  wall_time: 10 minutes\n", "resources.wall_time", 6, "10m", ErrInvalid, true},
		{"wall time too long", base + "resources:\n  wall_time: 48h\n", "resources.wall_time", 6, "24h", ErrInvalid, false},
		{"missing max price", strings.Replace(base, "max_price: \"0.001\"\n", "", 1), "max_price", 0, `max_price: "0.0005"`, ErrInvalid, true},
		{"price float exponent", strings.Replace(base, `"0.001"`, "1e-3", 1), "max_price", 4, "plain decimal", ErrInvalid, false},
		{"price too precise", strings.Replace(base, `"0.001"`, `"0.0000001"`, 1), "max_price", 4, "6 decimal places", ErrInvalid, false},
		{"price negative", strings.Replace(base, `"0.001"`, `"-1"`, 1), "max_price", 4, "plain decimal", ErrInvalid, true},
		{"price negative number", strings.Replace(base, `"0.001"`, "-1", 1), "max_price", 4, "plain decimal", ErrInvalid, true},
		{"cpu negative number", base + "resources:\n  cpu: -2\n", "resources.cpu", 6, "500m", ErrInvalid, true},
		{"price zero", strings.Replace(base, `"0.001"`, `"0"`, 1), "max_price", 4, "above 0", ErrInvalid, false},
		{"price absurd", strings.Replace(base, `"0.001"`, `"1000000000"`, 1), "max_price", 4, "at most 1000000", ErrInvalid, false},
		{"price just over the bound", strings.Replace(base, `"0.001"`, `"1000000.000001"`, 1), "max_price", 4, "at most 1000000", ErrInvalid, false},
		{"deadline unit", base + "deadline: 30\n", "deadline", 5, "30m", ErrInvalid, true},
		{"deadline short", base + "deadline: 1m\nresources:\n  wall_time: 10m\n", "deadline", 5, "at least the wall time", ErrInvalid, false},
		{"verification unknown", base + "verification: sometimes\n", "verification", 5, "spot-check", ErrInvalid, true},
		{"verification proof on batch", base + "verification: proof\n", "verification", 5, "none, spot-check or always", ErrInvalid, false},
		{"zk needs proof", "version: 1\nclass: zk\ncircuit: " + cidModule + "\nmax_price: \"1\"\nverification: none\n", "verification", 5, "verification: proof", ErrInvalid, false},
		{"label key", base + "labels:\n  Team Name: x\n", "labels.Team Name", 6, "like team", ErrInvalid, true},
		{"null value", base + "region: ~\n", "region", 5, "remove the line", ErrInvalid, true},
		{"region number", base + "region: 123\n", "region", 5, `quote it: "123"`, ErrInvalid, true},
		{"module list", strings.Replace(base, "module: "+cidModule, "module: [a.wasm]", 1), "module", 3, "one value", ErrInvalid, true},
		{"region", base + "region: EU West\n", "region", 5, "eu-west", ErrInvalid, true},
		{"duplicate key", base + "region: eu\nregion: us\n", "region", 6, "keep one", ErrInvalid, false},
		{"two documents", base + "---\n" + base, "", 5, "one job spec per file", ErrInvalid, false},
		{"syntax", base + "resources: [\n", "", 5, "YAML syntax", ErrSyntax, false},
		{"not a mapping", "- version: 1\n", "", 1, "use the fields", ErrInvalid, true},
		{"empty", "", "", 0, "version: 1", ErrInvalid, false},
	} {
		if tc.name == "vram no unit" {
			tc.spec = "version: 1\nclass: batch\nexecutor: exec\ncommand: x\nmax_price: \"1\"\nresources:\n  gpus: 1\n  vram: 24\n"
			tc.path, tc.line, tc.fix, tc.sentinel, tc.schema = "resources.vram", 8, "24GiB", ErrInvalid, true
		}
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(tc.spec), Options{})
			var ve ValidationErrors
			if !errors.As(err, &ve) {
				t.Fatalf("Parse(%q) = %v, want ValidationErrors", tc.spec, err)
			}
			var hit *FieldError
			for _, fe := range ve {
				if fe.Path == tc.path {
					hit = fe
					break
				}
			}
			if hit == nil {
				t.Fatalf("no error for path %q; got:\n%v", tc.path, ve)
			}
			if tc.line != 0 && hit.Line != tc.line {
				t.Errorf("line %d, want %d: %v", hit.Line, tc.line, hit)
			}
			if !strings.Contains(hit.Fix, tc.fix) || hit.Problem == "" {
				t.Errorf("fix %q does not contain %q (problem %q)", hit.Fix, tc.fix, hit.Problem)
			}
			if !errors.Is(err, tc.sentinel) {
				t.Errorf("error does not match %v: %v", tc.sentinel, err)
			}
			if tc.path != "" && !strings.Contains(hit.Error(), tc.path) {
				t.Errorf("message %q does not name the field", hit.Error())
			}
			if tc.schema {
				if err := schemaCheck(t, sch, tc.spec); err == nil {
					t.Errorf("the JSON schema accepts a spec the validator rejects (%s)", tc.path)
				}
			}
		})
	}
}

// TestSchemaAcceptsVariants: spellings the validator accepts are accepted by the schema too.
func TestSchemaAcceptsVariants(t *testing.T) {
	sch := compiledSchema(t)
	for _, spec := range []string{
		base,
		strings.Replace(base, `"0.001"`, "0.001", 1), // unquoted amount
		base + "args: [--rows, 1000, true]\nenv: {N: 64}\nlabels: {run: 42}\n",
		base + "resources: {cpu: 2, memory: 1.5GiB, min_throughput: 20T, wall_time: 1h30m}\n",
		base + "resources: {cpu: 0.25, min_throughput: 800000}\noutputs: {encrypt: false}\n",
		"version: 1\nclass: batch\nexecutor: exec\ncommand: x\nmax_price: 1\nresources: {gpus: 1, vram: 24 GiB, min_compute_capability: 8.6, vendors: [nvidia, amd]}\n",
	} {
		if _, err := Parse([]byte(spec), Options{}); err != nil {
			t.Errorf("validator rejects:\n%s\n%v", spec, err)
		}
		if err := schemaCheck(t, sch, spec); err != nil {
			t.Errorf("schema rejects:\n%s\n%v", spec, err)
		}
	}
}

// TestAllErrorsCollected: five independent mistakes give five errors, in line order.
func TestAllErrorsCollected(t *testing.T) {
	spec := `version: 1
class: batch
module: ./x.py
max_price: 0.00000001
colour: red
resources:
  memory: lots
  wall_time: forever
`
	_, err := Parse([]byte(spec), Options{})
	var ve ValidationErrors
	if !errors.As(err, &ve) {
		t.Fatal(err)
	}
	want := []string{"module", "max_price", "colour", "resources.memory", "resources.wall_time"}
	var got []string
	for _, fe := range ve {
		got = append(got, fe.Path)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("paths %v, want %v\n%v", got, want, err)
	}
	if !errors.Is(err, ErrUnknownField) || !errors.Is(err, ErrInvalid) {
		t.Errorf("errors.Is does not see the members: %v", err)
	}
	if !strings.Contains(err.Error(), "5 problems") || !strings.Contains(err.Error(), "line 7: resources.memory") {
		t.Errorf("message:\n%v", err)
	}
}

// TestNoCascade: one root cause gives one error, not a list of consequences.
func TestNoCascade(t *testing.T) {
	for spec, want := range map[string]string{
		"- version: 1\n": "",
		"[1, 2]\n":       "",
		"version: 1\nclass: bach\nmax_price: 1\n": "class",
		base + "resources: [1]\n":                 "resources",
		base + "resources:\n  gpus: x\n":          "resources.gpus",
	} {
		_, err := Parse([]byte(spec), Options{})
		var ve ValidationErrors
		if !errors.As(err, &ve) || len(ve) != 1 || ve[0].Path != want {
			t.Errorf("%q: got %v, want one error at %q", spec, err, want)
		}
	}
}

// TestAliasBomb: aliases cannot make the walk or the error list grow past their bounds.
func TestAliasBomb(t *testing.T) {
	var b strings.Builder
	b.WriteString(base + "x: &a {")
	for i := range 2000 {
		fmt.Fprintf(&b, "k%d: 1, ", i)
	}
	b.WriteString("}\ninputs: [")
	for range 20000 {
		b.WriteString("*a, ")
	}
	b.WriteString("]\n")
	start := time.Now()
	_, err := Parse([]byte(b.String()), Options{})
	var ve ValidationErrors
	if !errors.As(err, &ve) || len(ve) > maxErrors+2 || !errors.Is(err, ErrTooLarge) {
		t.Fatalf("got %d errors (%v); want at most %d (the cap, the budget error, the dropped count), including ErrTooLarge", len(ve), errors.Is(err, ErrTooLarge), maxErrors+2)
	}
	if !strings.Contains(ve[len(ve)-1].Problem, "more problems not shown") {
		t.Errorf("last error %v, want the count of dropped problems", ve[len(ve)-1])
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("took %v", d)
	}
	// Aliases of valid values: bounded by the walk budget before the decoder expands them.
	b.Reset()
	b.WriteString(base + "x: &a {name: a, source: " + cidModule + "}\ninputs: [")
	for range 40000 {
		b.WriteString("*a, ")
	}
	b.WriteString("]\n")
	start = time.Now()
	if _, err := Parse([]byte(b.String()), Options{}); !errors.Is(err, ErrTooLarge) && !errors.Is(err, ErrInvalid) {
		t.Fatalf("got %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("valid aliases took %v", d)
	}
}

func TestTooLarge(t *testing.T) {
	big := base + "labels:\n  x: \"" + strings.Repeat("a", MaxSpecSize) + "\"\n"
	_, err := Parse([]byte(big), Options{})
	if !errors.Is(err, ErrTooLarge) {
		t.Fatalf("got %v, want ErrTooLarge", err)
	}
}

func TestLocalPathsChecked(t *testing.T) {
	dir := t.TempDir()
	spec := "version: 1\nclass: batch\nmodule: ./missing.wasm\nmax_price: \"1\"\ninputs:\n  - name: a\n    source: data/\n"
	_, err := Parse([]byte(spec), Options{BaseDir: dir})
	var ve ValidationErrors
	if !errors.As(err, &ve) || len(ve) != 2 || ve[0].Path != "module" || ve[1].Path != "inputs[0].source" {
		t.Fatalf("got %v, want module and inputs[0].source reported", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "missing.wasm"), []byte("\x00asm\x01\x00\x00\x00"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "data"), 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := Parse([]byte(spec), Options{BaseDir: dir}); err != nil {
		t.Fatalf("with the files present: %v", err)
	}
	// Without BaseDir, paths are taken as given.
	if _, err := Parse([]byte(spec), Options{}); err != nil {
		t.Fatal(err)
	}
}

func TestOptionsAllowLists(t *testing.T) {
	spec := "version: 1\nclass: batch\nexecutor: exec\ncommand: matmul\nmax_price: \"1\"\nenv:\n  SEED: \"1\"\n"
	if _, err := Parse([]byte(spec), Options{}); err != nil {
		t.Fatal(err)
	}
	_, err := Parse([]byte(spec), Options{Commands: []string{"render"}, EnvAllow: []string{"BATCH"}})
	var ve ValidationErrors
	if !errors.As(err, &ve) || len(ve) != 2 || !strings.Contains(ve[0].Fix, "render") || !strings.Contains(ve[1].Fix, "BATCH") {
		t.Fatalf("got %v", err)
	}
}

func TestParseAmount(t *testing.T) {
	for _, tc := range []struct {
		in   string
		dec  int
		want string // "" = error
	}{
		{"0.0005", 6, "500"},
		{"1", 6, "1000000"},
		{"1.500000", 6, "1500000"},
		{"0.000001", 6, "1"},
		{"0.0000001", 6, ""},
		{"12345678901234567890.123456789012345678", 18, "12345678901234567890123456789012345678"},
		{"115792089237316195423570985008687907853269984665640564039457584007913129639935", 0, "115792089237316195423570985008687907853269984665640564039457584007913129639935"},
		{"115792089237316195423570985008687907853269984665640564039457584007913129639936", 0, ""},
		{"1e-5", 6, ""},
		{"-1", 6, ""},
		{".5", 6, ""},
		{"1.", 6, ""},
		{"0x10", 6, ""},
		{"1,5", 6, ""},
		{"", 6, ""},
	} {
		v, err := ParseAmount(tc.in, tc.dec)
		switch {
		case tc.want == "" && err == nil:
			t.Errorf("ParseAmount(%q) = %v, want an error", tc.in, v)
		case tc.want != "" && (err != nil || v.String() != tc.want):
			t.Errorf("ParseAmount(%q, %d) = %v, %v; want %s", tc.in, tc.dec, v, err, tc.want)
		case tc.want != "" && tc.dec > 0:
			if back, _ := ParseAmount(FormatAmount(v, tc.dec), tc.dec); back.Cmp(v) != 0 {
				t.Errorf("FormatAmount(%v) = %q does not round-trip", v, FormatAmount(v, tc.dec))
			}
		}
	}
}

func TestParseUnits(t *testing.T) {
	sizes := map[string]uint64{"24GiB": 24 << 30, "512 MiB": 512 << 20, "1.5GiB": 3 << 29, "1GB": 1e9, "1B": 1, "0.5KiB": 512}
	for in, want := range sizes {
		if got, err := ParseSize(in); err != nil || got != want {
			t.Errorf("ParseSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"24", "24Gb", "GiB", "1.3B", "-1GiB", "1e3MiB", "99999999999999999999TiB"} {
		if got, err := ParseSize(bad); err == nil {
			t.Errorf("ParseSize(%q) = %d, want an error", bad, got)
		}
	}
	cpus := map[string]uint32{"2": 2000, "0.5": 500, "500m": 500, "1.25": 1250}
	for in, want := range cpus {
		if got, err := ParseCPU(in); err != nil || got != want {
			t.Errorf("ParseCPU(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	cc := map[string]uint32{"8.6": 86, "8": 80, "10.0": 100}
	for in, want := range cc {
		if got, err := ParseComputeCap(in); err != nil || got != want {
			t.Errorf("ParseComputeCap(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	tp := map[string]uint64{"20T": 20e12, "1.5G": 15e8, "800000": 800000, "2 k": 2000}
	for in, want := range tp {
		if got, err := ParseThroughput(in); err != nil || got != want {
			t.Errorf("ParseThroughput(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"0s", "-1m", "1.5ns", "10", "1 h"} {
		if _, err := ParseDuration(bad); err == nil {
			t.Errorf("ParseDuration(%q): want an error", bad)
		}
	}
	if FormatSize(1536<<20) != "1536MiB" || FormatSize(24<<30) != "24GiB" || FormatSize(1000) != "1KB" || FormatSize(8e9) != "8GB" || FormatSize(1001) != "1001B" {
		t.Error("FormatSize")
	}
}

// fakeAdd stands in for the content store: the CID of a file's bytes (raw leaf, like a small
// file added with raw leaves), or of the path text for a directory.
func fakeAdd(_ context.Context, p string) (cid.Cid, error) {
	b, err := os.ReadFile(p)
	if err != nil {
		b = []byte(p)
	}
	return CIDOf(b)
}

func TestCanonical(t *testing.T) {
	for _, f := range examples(t) {
		j, err := ParseFile(f, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := j.Canonical(); j.Module.IsLocal() && !errors.Is(err, ErrUnresolved) {
			t.Errorf("%s: Canonical with local paths: %v, want ErrUnresolved", f, err)
		}
		if err := j.Resolve(context.Background(), filepath.Dir(f), fakeAdd); err != nil {
			t.Fatal(err)
		}
		b, err := j.Canonical()
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		back, err := DecodeCanonical(b)
		if err != nil {
			t.Fatalf("%s: DecodeCanonical: %v", f, err)
		}
		withRequesterPolicy(back, j)
		if !reflect.DeepEqual(back, j) {
			t.Errorf("%s: round trip\n got %+v\nwant %+v", f, back, j)
		}
		c1, _ := j.CID()
		c2, _ := back.CID()
		if !c1.Equals(c2) || c1.Prefix().Codec != cid.Raw {
			t.Errorf("%s: CID %s vs %s", f, c1, c2)
		}
	}
}

// TestCanonicalDeterministic: the same job written differently (key order, map order, quoting,
// defaults spelled out) has the same bytes; a changed job does not.
func TestCanonicalDeterministic(t *testing.T) {
	a := `version: 1
class: batch
module: ` + cidModule + `
max_price: "0.5"
labels: {b: "2", a: "1"}
env: {Y: "1", X: "2"}
`
	b := `labels:
  a: "1"
  b: "2"
env:
  X: "2"
  Y: "1"
max_price: 0.500
module: ` + cidModule + `
class: batch
version: 1
executor: wasm
outputs: {dir: out, encrypt: true}
resources: {cpu: 1000m, memory: 256MiB, wall_time: 600s}
verification: spot-check
deadline: 60m
`
	enc := func(s string) []byte {
		j, err := Parse([]byte(s), Options{})
		if err != nil {
			t.Fatal(err)
		}
		out, err := j.Canonical()
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	ea, eb := enc(a), enc(b)
	if !bytes.Equal(ea, eb) {
		t.Fatalf("different bytes for the same job:\n%x\n%x", ea, eb)
	}
	for i := 0; i < 20; i++ { // map iteration order must not leak into the bytes
		if !bytes.Equal(enc(a), ea) {
			t.Fatal("encoding not stable")
		}
	}
	if bytes.Equal(enc(strings.Replace(a, "0.5", "0.51", 1)), ea) {
		t.Fatal("a different price gave the same bytes")
	}
}

func TestDecodeCanonicalRejects(t *testing.T) {
	j, err := Parse([]byte(base), Options{})
	if err != nil {
		t.Fatal(err)
	}
	good, err := j.Canonical()
	if err != nil {
		t.Fatal(err)
	}
	// Same content, keys not sorted: a map with the last two entries swapped is not canonical.
	var m map[int]any
	if err := decoder.Unmarshal(good, &m); err != nil {
		t.Fatal(err)
	}
	unsorted, err := cborUnsorted(m)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(unsorted, good) {
		t.Fatal("test setup: the unsorted encoding equals the canonical one")
	}
	if _, err := DecodeCanonical(unsorted); !errors.Is(err, ErrNotCanonical) {
		t.Errorf("unsorted keys: %v, want ErrNotCanonical", err)
	}
	// A local path cannot be fetched by a provider.
	local := *j
	local.Module = &Source{Path: "x.wasm"}
	if b, err := wire.Marshal(&local); err != nil {
		t.Fatal(err)
	} else if _, err := DecodeCanonical(b); !errors.Is(err, ErrUnresolved) {
		t.Errorf("local path: %v, want ErrUnresolved", err)
	}
	// An invalid job in canonical form is refused by the same checks as YAML.
	bad := *j
	bad.Verification = VerifyProof
	if b, err := wire.Marshal(&bad); err != nil {
		t.Fatal(err)
	} else if _, err := DecodeCanonical(b); !errors.Is(err, ErrInvalid) {
		t.Errorf("batch job with proof verification: %v, want ErrInvalid", err)
	}
	if _, err := DecodeCanonical(make([]byte, MaxSpecSize+1)); !errors.Is(err, ErrTooLarge) {
		t.Errorf("oversize: %v", err)
	}
}

func TestRequirementsAndRequest(t *testing.T) {
	j, err := ParseFile("testdata/examples/exec-gpu.yaml", Options{})
	if err != nil {
		t.Fatal(err)
	}
	q := j.Requirements()
	want := market.Requirements{
		GPUCount: 2, VRAMMiB: 40 << 10, Models: []string{"A100", "H100"}, Vendors: []string{"nvidia"},
		MinComputeCap: 80, MinThroughput: 200e12, MaxPrice: big.NewInt(800), Executor: "exec",
	}
	if !reflect.DeepEqual(q, want) {
		t.Fatalf("Requirements\n got %+v\nwant %+v", q, want)
	}
	if err := q.Validate(""); err != nil {
		t.Fatal(err)
	}
	// 0.0008 tokens x 2 GPUs x 6h = 34.56 tokens = 34_560_000 units.
	if got := j.MaxTotal(); got.Cmp(big.NewInt(34_560_000)) != 0 {
		t.Errorf("MaxTotal = %v", got)
	}
	exp := time.Unix(1_900_000_000, 0)
	r, err := j.Request(contracts.JobID(common.HexToHash("0x01")), common.HexToAddress("0x02"), 2*time.Second, exp)
	if err != nil {
		t.Fatal(err)
	}
	if r.Class != market.ClassBatch || r.BidWindowMs != 2000 || r.Expiry != uint64(exp.Unix()) ||
		!reflect.DeepEqual(r.InputCIDs, []string{j.Inputs[0].Source.CID}) {
		t.Errorf("Request %+v", r)
	}
	// A CPU job asks for one device slot; zk prices per job unit.
	zk, err := ParseFile("testdata/examples/zk.yaml", Options{})
	if err != nil {
		t.Fatal(err)
	}
	if cids, _ := zk.InputCIDs(); len(cids) != 2 || cids[0] != zk.Circuit {
		t.Errorf("zk InputCIDs %v, want the circuit then the witness", cids)
	}
	if zk.Requirements().GPUCount != 1 || zk.MarketClass() != market.ClassZK || zk.MarketPriceUnit() != market.PerJobUnit ||
		zk.MaxTotal().Cmp(big.NewInt(2_500_000)) != 0 {
		t.Errorf("zk: %+v total %v", zk.Requirements(), zk.MaxTotal())
	}
	// A job with GPUs and no vendors asks for GPU vendors only: never a CPU-only provider's
	// "cpu" device; a job without GPUs takes any device slot.
	gpuJob, err := Parse([]byte("version: 1\nclass: batch\nexecutor: exec\ncommand: x\nmax_price: \"1\"\nresources:\n  gpus: 1\n"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if v := gpuJob.Requirements().Vendors; !reflect.DeepEqual(v, GPUVendors) || slices.Contains(v, "cpu") {
		t.Errorf("gpus: 1 without vendors asks for vendors %v, want %v", v, GPUVendors)
	}
	if v := zk.Requirements().Vendors; len(v) != 0 {
		t.Errorf("a job without GPUs asks for vendors %v, want any", v)
	}
	// Unresolved local paths cannot go into a Request.
	batch, err := ParseFile("testdata/examples/batch-wasm.yaml", Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := batch.Request(contracts.JobID(common.HexToHash("0x01")), common.HexToAddress("0x02"), time.Second, exp); !errors.Is(err, ErrUnresolved) {
		t.Errorf("Request with local paths: %v, want ErrUnresolved", err)
	}
}

// TestErrorJSON: the CLI prints FieldErrors as JSON; the sentinel stays out of it.
func TestErrorJSON(t *testing.T) {
	_, err := Parse([]byte(base+"deadline: soon\n"), Options{})
	var ve ValidationErrors
	if !errors.As(err, &ve) {
		t.Fatal(err)
	}
	b, _ := json.Marshal(ve)
	if !strings.Contains(string(b), `"path":"deadline","line":5,"column":11`) {
		t.Errorf("JSON %s", b)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{base, "", "version: 1", "a: &a [*a, *a]", "- - -", base + "resources: {gpus: 99999999999999999999}"} {
		f.Add([]byte(s))
	}
	files, _ := filepath.Glob("testdata/examples/*.yaml")
	for _, p := range files {
		b, _ := os.ReadFile(p)
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		j, err := Parse(data, Options{})
		if err != nil {
			var ve ValidationErrors
			if !errors.As(err, &ve) || len(ve) == 0 {
				t.Fatalf("error %v is not a non-empty ValidationErrors", err)
			}
			return
		}
		if j.Module.IsLocal() {
			j.Module = &Source{CID: cidModule}
		}
		for i := range j.Inputs {
			if j.Inputs[i].Source.IsLocal() {
				j.Inputs[i].Source = Source{CID: cidModule}
			}
		}
		b, err := j.Canonical()
		if err != nil {
			t.Fatalf("a parsed job does not encode: %v", err)
		}
		back, err := DecodeCanonical(b)
		if err != nil {
			t.Fatalf("canonical bytes do not decode: %v", err)
		}
		withRequesterPolicy(back, j)
		if !reflect.DeepEqual(back, j) {
			t.Fatalf("round trip differs")
		}
	})
}

func FuzzDecodeCanonical(f *testing.F) {
	j, _ := Parse([]byte(base), Options{})
	if b, err := j.Canonical(); err == nil {
		f.Add(b)
	}
	f.Add([]byte{0xa0})
	f.Fuzz(func(t *testing.T, data []byte) {
		j, err := DecodeCanonical(data)
		if err != nil {
			return
		}
		again, err := j.Canonical()
		if err != nil || !bytes.Equal(again, data) {
			t.Fatalf("accepted bytes are not canonical: %v", err)
		}
	})
}

// TestRetries: retries is read (0 disables failover) and stays out of the canonical form: the
// spec CID providers see is the same whatever the requester's failover budget.
func TestRetries(t *testing.T) {
	var cids []string
	for _, tc := range []struct {
		extra string
		want  int
	}{{"", DefaultRetries}, {"retries: 0\n", 0}, {"retries: 10\n", MaxRetries}} {
		j, err := Parse([]byte(base+tc.extra), Options{})
		if err != nil {
			t.Fatalf("%q: %v", tc.extra, err)
		}
		if j.Retries != tc.want {
			t.Errorf("%q: retries %d, want %d", tc.extra, j.Retries, tc.want)
		}
		c, err := j.CID()
		if err != nil {
			t.Fatal(err)
		}
		cids = append(cids, c.String())
	}
	if cids[0] != cids[1] || cids[1] != cids[2] {
		t.Errorf("spec CIDs differ with retries: %v", cids)
	}
}
