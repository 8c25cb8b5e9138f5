package containerbench

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/provider/executor/container/containertest"
)

// TestRun runs the bench once on a 5 s job with two pairs (about 30 s with the engine start).
// It runs only with GPUMESH_CONTAINER_BENCH=1 (make test-container sets it), so the package's
// tests stay fast; the numbers are logged.
func TestRun(t *testing.T) {
	if os.Getenv("GPUMESH_CONTAINER_BENCH") != "1" {
		t.Skip("set GPUMESH_CONTAINER_BENCH=1 to run the container bench (about 30 s)")
	}
	if testing.Short() {
		t.Skip("-short: the bench starts or uses a Docker engine")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	eng, err := containertest.Start(ctx)
	if err != nil {
		t.Skip("no Docker engine: " + err.Error())
	}
	t.Cleanup(func() { eng.Stop() })
	rep, err := Run(ctx, Config{Host: eng.Host, Runs: 2, Dir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	m := rep.Metrics()
	for _, k := range []string{"container_overhead_ratio", "cold_start_ms", "warm_start_ms", "plain_wall_ms", "executor_wall_ms", "cold_wall_ms", "cid_fetch_ms"} {
		v, ok := m[k]
		if !ok {
			t.Fatalf("metric %s missing: %v", k, m)
		}
		t.Logf("%s = %.4f", k, v)
	}
	if m["plain_wall_ms"] < 5000 || m["executor_wall_ms"] < 5000 || m["cold_wall_ms"] < 5000 || m["cid_fetch_ms"] <= 0 {
		t.Fatalf("a 5 s job measured under 5 s, or no fetch: %v", m)
	}
	var b strings.Builder
	if err := rep.WriteTable(&b); err != nil || !strings.Contains(b.String(), "container_overhead_ratio") {
		t.Fatalf("table: %v\n%s", err, b.String())
	}
	t.Log("\n" + b.String())
}

func TestConfigErrors(t *testing.T) {
	if _, err := Run(context.Background(), Config{Archive: "a.tar", Image: "b"}); !errors.Is(err, ErrConfig) {
		t.Fatalf("archive and image: %v", err)
	}
}
