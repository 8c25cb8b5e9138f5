package sim

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// TestFullTrace runs the simulator on the real trace when GPUMESH_TRACE_DIR points at it, e.g.
//
//	GPUMESH_TRACE_DIR=/work/shared/data/alibaba-gpu-v2023 go test ./market/sim -run FullTrace -v
//
// GPUMESH_TRACE_TASKS picks the task file (default openb_pod_list_default.csv),
// GPUMESH_SIM_SCALE divides replay arrival times, GPUMESH_SIM_LOAD runs the load replay at that
// load instead, GPUMESH_SIM_PLOT copies the PNG out.
func TestFullTrace(t *testing.T) {
	dir := os.Getenv("GPUMESH_TRACE_DIR")
	if dir == "" {
		t.Skip("the real trace lives outside the repo: set GPUMESH_TRACE_DIR (make test does when ../shared is present)")
	}
	tasks := os.Getenv("GPUMESH_TRACE_TASKS")
	if tasks == "" {
		tasks = "openb_pod_list_default.csv"
	}
	scale := 1.0
	if s := os.Getenv("GPUMESH_SIM_SCALE"); s != "" {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("GPUMESH_SIM_SCALE=%q: %v", s, err)
		}
		scale = v
	}
	var load float64
	if s := os.Getenv("GPUMESH_SIM_LOAD"); s != "" {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("GPUMESH_SIM_LOAD=%q: %v", s, err)
		}
		load = v
	}
	rep, err := RunSim(context.Background(), SimConfig{
		ReplayTimeScale: scale,
		Load:            load,
		NodesPath:       filepath.Join(dir, "openb_node_list_gpu_node.csv"),
		TasksPath:       filepath.Join(dir, tasks),
		PlotPath:        filepath.Join(t.TempDir(), "alloc.png"),
	})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := rep.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	t.Logf("\n%s", b.String())
	if out := os.Getenv("GPUMESH_SIM_PLOT"); out != "" {
		data, _ := os.ReadFile(rep.PlotPath)
		_ = os.WriteFile(out, data, 0o644)
	}
	if rep.Runtime.Minutes() >= 2 {
		t.Errorf("run time %s, want under 2 minutes", rep.Runtime)
	}
}
