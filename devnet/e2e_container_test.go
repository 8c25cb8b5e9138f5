package devnet_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider/executor/container/containertest"
)

// containerEngine finds or starts a Docker Engine for the test, or skips it saying why.
func containerEngine(t *testing.T, ctx context.Context) *containertest.Engine {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: the container e2e tests start or use a Docker engine")
	}
	eng, err := containertest.Start(ctx)
	if err != nil {
		t.Skip("no Docker engine: " + err.Error())
	}
	t.Cleanup(func() {
		if err := eng.Stop(); err != nil {
			t.Logf("stop engine: %v", err)
		}
	})
	return eng
}

// testImage builds the container executor's test program into an image archive and returns
// its path and image ID.
func testImage(t *testing.T) (string, string) {
	t.Helper()
	prog, err := containertest.Build("../provider/executor/container/testdata/prog", filepath.Join(os.TempDir(), "gpumesh-containertest-cache"))
	if err != nil {
		t.Fatal(err)
	}
	img, err := containertest.ProgramImage(prog)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "image.tar")
	id, err := containertest.WriteArchive(path, img)
	if err != nil {
		t.Fatal(err)
	}
	return path, id
}

// containerNet starts a devnet of the given providers with their container executor on the
// engine at pc.ContainerHost (and pc's other settings), and a requester; it returns both.
func containerNet(t *testing.T, ctx context.Context, providers int, pc devnet.ProvidersConfig) (*devnet.Network, *requester.Requester) {
	t.Helper()
	n, err := devnet.Start(ctx, devnet.Config{DataDir: t.TempDir(), Providers: providers})
	if err != nil {
		t.Fatalf("devnet.Start: %v", err)
	}
	t.Cleanup(func() { n.Close() })
	if err := n.StartProviders(ctx, pc); err != nil {
		t.Fatalf("StartProviders: %v", err)
	}
	r, err := n.StartRequester(ctx)
	if err != nil {
		t.Fatalf("StartRequester: %v", err)
	}
	t.Cleanup(func() { r.Close() })
	return n, r
}

// addImage adds the image archive at path to r's content store and returns its CID.
func addImage(t *testing.T, ctx context.Context, r *requester.Requester, path string) cid.Cid {
	t.Helper()
	c, err := r.Store().AddPath(ctx, path, content.AddOptions{Name: "image"})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestE2EContainerByCID: two providers enable the container executor on a real engine; the
// requester adds an image archive to its content store and submits a deterministic container
// job naming the archive's CID and image ID, with encrypted outputs. A provider fetches and
// checks the image before it signs, runs the container, and the requester decrypts the result
// (the program's /out/sub/hash, a function of the seed) and the job is paid.
func TestE2EContainerByCID(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	eng := containerEngine(t, ctx)
	archive, imageID := testImage(t)
	_, r := containerNet(t, ctx, 2, devnet.ProvidersConfig{ContainerHost: eng.Host})
	imgCID := addImage(t, ctx, r, archive)
	dir := t.TempDir()
	spec, err := jobspec.Parse([]byte(fmt.Sprintf(`version: 1
class: batch
executor: container
image:
  cid: %s
  id: %s
args: [seed]
deterministic: true
network: none
seed: e2e-seed
outputs:
  encrypt: true
resources:
  cpu: 1
  memory: 256MiB
  wall_time: 60s
max_price: "0.001"
deadline: 3m
verification: none
`, imgCID, imageID)), jobspec.Options{})
	if err != nil {
		t.Fatalf("parse spec: %v", err)
	}
	j, err := r.Submit(ctx, spec, requester.SubmitOptions{BaseDir: dir, OutDir: filepath.Join(dir, "result")})
	if err != nil {
		t.Fatalf("Submit: %v", err)
	}
	rec, err := j.Wait(ctx)
	if err != nil {
		t.Fatalf("Wait: %v", err)
	}
	hash, err := os.ReadFile(filepath.Join(rec.OutDir, "out", "sub", "hash"))
	if err != nil || len(hash) != 64 {
		st, _ := os.ReadFile(filepath.Join(rec.OutDir, "status.json"))
		t.Fatalf("decrypted result: %q, %v (status %s)", hash, err, st)
	}
	if rec, err = r.Follow(ctx, j.ID, requester.FollowOptions{UntilSettled: true}); err != nil || rec.Phase != requester.PhaseClaimed {
		t.Fatalf("settle: phase %s, err %v; want claimed (paid)", rec.Phase, err)
	}
}
