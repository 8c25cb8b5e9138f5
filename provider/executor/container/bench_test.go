package container

import (
	"context"
	"os"
	"testing"
)

// TestBench runs Bench once on a 5 s job (about 40 s in all). It runs only with
// GPUMESH_CONTAINER_BENCH=1, so the package's tests stay fast; the numbers are logged.
func TestBench(t *testing.T) {
	if os.Getenv("GPUMESH_CONTAINER_BENCH") != "1" {
		t.Skip("set GPUMESH_CONTAINER_BENCH=1 to run the container bench (about 40 s)")
	}
	needEngine(t)
	m, err := Bench(context.Background(), BenchConfig{Archive: imagePath, Args: []string{"sleep", "5s"}, Executor: Config{Host: engine.Host}})
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"container_overhead_ratio", "cold_start_ms", "warm_start_ms", "plain_wall_ms", "executor_wall_ms", "cold_wall_ms"} {
		v, ok := m[k]
		if !ok {
			t.Fatalf("metric %s missing", k)
		}
		t.Logf("%s = %.4f", k, v)
	}
	if m["plain_wall_ms"] < 5000 || m["executor_wall_ms"] < 5000 {
		t.Fatalf("a 5 s job measured under 5 s: %v", m)
	}
}
