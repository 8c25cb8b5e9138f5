package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gpumesh/gpumesh/market/jobspec"
)

// gpumeshJob runs the CLI with the job command. Until main.go registers newJobCommand, it adds
// the command to a root built the same way and maps errors to exit codes as run does.
func gpumeshJob(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	e := &env{stdin: strings.NewReader(stdin), stdout: &stdout, stderr: &stderr}
	root := newRootCommand(e)
	for _, c := range root.Commands {
		if c.Name == "job" {
			code := run(context.Background(), append([]string{"gpumesh"}, args...), strings.NewReader(stdin), &stdout, &stderr)
			return code, stdout.String(), stderr.String()
		}
	}
	root.Commands = append(root.Commands, newJobCommand(e))
	markUsageErrors(root)
	err := root.Run(context.Background(), append([]string{"gpumesh"}, args...))
	var ue *usageErr
	switch {
	case err == nil:
		return exitOK, stdout.String(), stderr.String()
	case errors.As(err, &ue):
		stderr.WriteString("gpumesh: " + err.Error() + "\n")
		return exitUsage, stdout.String(), stderr.String()
	}
	stderr.WriteString("gpumesh: " + err.Error() + "\n")
	return exitFailure, stdout.String(), stderr.String()
}

func jobExamples(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("../../market/jobspec/testdata/examples/*.yaml")
	if err != nil || len(files) < 4 {
		t.Fatalf("examples: %v %v", files, err)
	}
	return files
}

func TestJobValidateExamples(t *testing.T) {
	files := jobExamples(t)
	code, out, errOut := gpumeshJob(t, "", append([]string{"--data-dir", t.TempDir(), "job", "validate"}, files...)...)
	if code != exitOK {
		t.Fatalf("exit %d, stderr %s", code, errOut)
	}
	for _, f := range files {
		if !strings.Contains(out, f+": ok: ") {
			t.Errorf("no ok line for %s in:\n%s", f, out)
		}
	}
	if !strings.Contains(out, "max 0.0008 tokens per gpu_second (at most 34.56 in all)") {
		t.Errorf("exec-gpu summary missing exact amounts:\n%s", out)
	}
}

func TestJobValidateErrors(t *testing.T) {
	dir := t.TempDir()
	bad := writeFile(t, dir, "bad.yaml", `version: 1
class: batch
module: ./missing.wasm
max_price: 0.0000001
resources:
  vram: 24
  colour: red
deadline: soon
`, 0o644)
	good := jobExamples(t)[0]
	code, out, errOut := gpumeshJob(t, "", "--data-dir", dir, "job", "validate", good, bad)
	if code != exitUsage {
		t.Fatalf("exit %d, want %d; stderr %s", code, exitUsage, errOut)
	}
	if !strings.Contains(out, good+": ok") {
		t.Errorf("the valid spec is not reported ok:\n%s", out)
	}
	for _, want := range []string{
		bad + ":3:9: module: \"missing.wasm\" cannot be read",
		bad + ":4:12: max_price: \"0.0000001\" has more than 6 decimal places",
		bad + ":6:9: resources.vram: \"24\" has no unit",
		"use a size per GPU like 24GiB",
		bad + ":7:3: resources.colour: unknown field",
		bad + ":8:11: deadline: \"soon\" is not a duration",
		"1 of 2 specs invalid",
	} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}

	code, out, _ = gpumeshJob(t, "", "--data-dir", dir, "--json", "job", "validate", bad)
	if code != exitUsage {
		t.Fatalf("--json: exit %d", code)
	}
	var res []jobValidateResult
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("--json output %q: %v", out, err)
	}
	if len(res) != 1 || res[0].Valid || len(res[0].Errors) != 5 || res[0].Errors[2].Path != "resources.vram" || res[0].Errors[2].Line != 6 {
		t.Fatalf("--json result %+v", res)
	}
}

func TestJobValidateJSONNormalized(t *testing.T) {
	f := "../../market/jobspec/testdata/examples/burst-wasm.yaml"
	code, out, errOut := gpumeshJob(t, "", "--data-dir", t.TempDir(), "--json", "job", "validate", f)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	// The global --json flag also works after the subcommand.
	if code, out2, errOut := gpumeshJob(t, "", "--data-dir", t.TempDir(), "job", "validate", "--json", f); code != exitOK || out2 != out {
		t.Fatalf("--json after the subcommand: exit %d, stderr %s, output differs: %v", code, errOut, out2 != out)
	}
	var res []jobValidateResult
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	want, err := jobspec.ParseFile(f, jobspec.Options{})
	if err != nil {
		t.Fatal(err)
	}
	c, _ := want.CID()
	if len(res) != 1 || !res[0].Valid || res[0].Spec.MaxPrice.Cmp(want.MaxPrice) != 0 || res[0].CID != c.String() || res[0].CID == "" {
		t.Fatalf("got %+v, want the normalized spec with CID %s", res, c)
	}
}

func TestJobValidateStdinAndUsage(t *testing.T) {
	spec, err := os.ReadFile("../../market/jobspec/testdata/examples/zk.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := gpumeshJob(t, string(spec), "--data-dir", t.TempDir(), "job", "validate", "-"); code != exitOK || !strings.Contains(out, "-: ok: zk job") {
		t.Errorf("stdin: exit %d, out %q, stderr %q", code, out, errOut)
	}
	if code, _, errOut := gpumeshJob(t, "", "--data-dir", t.TempDir(), "job", "validate"); code != exitUsage || !strings.Contains(errOut, "give one or more spec files") {
		t.Errorf("no files: exit %d, stderr %q", code, errOut)
	}
	if code, _, errOut := gpumeshJob(t, "", "--data-dir", t.TempDir(), "job", "validate", "/nonexistent/spec.yaml"); code != exitUsage || !strings.Contains(errOut, "no such file") {
		t.Errorf("missing file: exit %d, stderr %q", code, errOut)
	}
	gpu := "../../market/jobspec/testdata/examples/exec-gpu.yaml"
	if code, _, errOut := gpumeshJob(t, "", "--data-dir", t.TempDir(), "job", "validate", "--allow-command", "render,matmul", "--allow-env", "SEED", gpu); code != exitUsage ||
		!strings.Contains(errOut, "command: \"llm-finetune\" is not on the allow-list: use one of: render, matmul") ||
		!strings.Contains(errOut, "env.LEARNING_RATE: LEARNING_RATE is not on the allow-list") {
		t.Errorf("allow-lists: exit %d, stderr %q", code, errOut)
	}
	if code, _, errOut := gpumeshJob(t, "", "--data-dir", t.TempDir(), "job", "validate", "--allow-command", "llm-finetune", "--allow-env", "LEARNING_RATE", gpu); code != exitOK {
		t.Errorf("allowed: exit %d, stderr %q", code, errOut)
	}
	if code, _, _ := gpumeshJob(t, "", "--data-dir", t.TempDir(), "job", "validate", "--token-decimals", "-1", "x"); code != exitUsage {
		t.Errorf("bad decimals: exit %d", code)
	}
}

func TestJobSchema(t *testing.T) {
	code, out, errOut := gpumeshJob(t, "", "--data-dir", t.TempDir(), "job", "schema")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	committed, err := os.ReadFile("../../market/jobspec/schema.json")
	if err != nil {
		t.Fatal(err)
	}
	if out != string(committed) {
		t.Fatal("job schema output differs from market/jobspec/schema.json")
	}
	var v map[string]any
	if err := json.Unmarshal([]byte(out), &v); err != nil || v["$id"] != jobspec.SchemaID {
		t.Fatalf("schema is not JSON with the $id: %v", err)
	}
}
