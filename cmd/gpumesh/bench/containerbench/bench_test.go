package containerbench

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/moby/moby/client"

	"github.com/gpumesh/gpumesh/provider/executor/container"
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

// TestRunKeepsTaggedImage: the cold start removes the image from the engine only when nothing
// but the executor's own GC tags name it; an image someone else tagged stays, and the cold start
// is reported as not measured.
func TestRunKeepsTaggedImage(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: starts or uses a Docker engine")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	eng, err := containertest.Start(ctx)
	if err != nil {
		t.Skip("no Docker engine: " + err.Error())
	}
	t.Cleanup(func() { eng.Stop() })
	dir := t.TempDir()
	archive, err := ownImage(dir, filepath.Join(os.TempDir(), "gpumesh-containertest-cache"))
	if err != nil {
		t.Fatal(err)
	}
	cli, err := client.New(client.WithHost(eng.Host))
	if err != nil {
		t.Fatal(err)
	}
	defer cli.Close()
	f, err := os.Open(archive)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := cli.ImageLoad(ctx, f, client.ImageLoadWithQuiet(true))
	if err == nil {
		_, err = io.ReadAll(resp)
		resp.Close()
	}
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	ex, err := container.New(container.Config{Host: eng.Host})
	if err != nil {
		t.Fatal(err)
	}
	defer ex.Close()
	img, err := ex.ScanArchive(archive)
	if err != nil {
		t.Fatal(err)
	}
	const userTag = "someone/keep:v1"
	if _, err := cli.ImageTag(ctx, client.ImageTagOptions{Source: img.ID, Target: userTag}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cli.ImageRemove(context.Background(), img.ID, client.ImageRemoveOptions{Force: true, PruneChildren: true})
	})

	rep, err := Run(ctx, Config{Host: eng.Host, Archive: archive, Args: []string{"sleep", "10ms"}, Runs: 1, Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if rep.ColdSkipped == "" || !strings.Contains(rep.ColdSkipped, userTag) {
		t.Errorf("cold start measured on an image someone tagged (skipped: %q)", rep.ColdSkipped)
	}
	if _, ok := rep.Metrics()["cold_start_ms"]; ok {
		t.Error("cold_start_ms reported though the cold start was not measured")
	}
	if res, err := cli.ImageInspect(ctx, userTag); err != nil || res.ID != img.ID {
		t.Fatalf("the user's image is gone: %v", err)
	}
}
