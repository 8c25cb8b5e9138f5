package runner_test

import (
	"math/big"
	"os"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/jobspec"
	zkexec "github.com/gpumesh/gpumesh/provider/executor/zk"
	"github.com/gpumesh/gpumesh/provider/runner"
)

func TestJobFromSpecZKLoadsCircuitByCID(t *testing.T) {
	data, err := os.ReadFile("../../market/jobspec/testdata/examples/zk.yaml")
	if err != nil {
		t.Fatal(err)
	}
	spec, err := jobspec.Parse(data, jobspec.Options{})
	if err != nil {
		t.Fatalf("parse zk example: %v", err)
	}
	j := runner.JobFromSpec(contracts.JobID{0x01}, spec, time.Now().Add(time.Hour), big.NewInt(1))
	if j.Executor != "zk" {
		t.Fatalf("executor %q, want zk", j.Executor)
	}
	names := map[string]string{}
	for _, in := range j.Inputs {
		names[in.Name] = in.CID
	}
	// The circuit is the job's module, a CID the zk executor loads through its registry
	// (decoded once, kept across jobs), not an input copied into every job's work dir.
	if j.Module != spec.Circuit || names[zkexec.InputCircuit] != "" {
		t.Fatalf("module %q, inputs %v: want the circuit %s as module only", j.Module, names, spec.Circuit)
	}
	if names[zkexec.InputWitness] == "" {
		t.Fatalf("inputs %v: the witness input is missing", names)
	}
	if j.Limits.WallTime != 15*time.Minute {
		t.Fatalf("wall time %s, want the spec's 15m", j.Limits.WallTime)
	}
}

// TestJobFromSpecContainer: a container spec's image becomes the job's module (an archive by
// CID, or the pinned reference), with its image ID, entrypoint, egress and GPUs.
func TestJobFromSpecContainer(t *testing.T) {
	for _, tc := range []struct {
		file    string
		archive bool
		egress  bool
		gpus    int
	}{
		{"container-cid.yaml", true, false, 0},
		{"container-gpu.yaml", false, true, 1},
	} {
		data, err := os.ReadFile("../../market/jobspec/testdata/examples/" + tc.file)
		if err != nil {
			t.Fatal(err)
		}
		spec, err := jobspec.Parse(data, jobspec.Options{})
		if err != nil {
			t.Fatalf("parse %s: %v", tc.file, err)
		}
		j := runner.JobFromSpec(contracts.JobID{0x02}, spec, time.Now().Add(time.Hour), big.NewInt(1))
		want := spec.Image.Ref
		if tc.archive {
			want = spec.Image.CID
		}
		if j.Executor != "container" || j.Module != want || j.ImageArchive != tc.archive || j.ImageID != spec.Image.ID ||
			j.Egress != tc.egress || j.GPUs != tc.gpus || len(j.Entrypoint) != len(spec.Entrypoint) {
			t.Fatalf("%s: job %+v", tc.file, j)
		}
	}
}
