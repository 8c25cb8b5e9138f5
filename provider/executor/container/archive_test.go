package container

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/provider/executor/container/containertest"
)

// offline is an Executor that never reaches an engine (ScanArchive needs none).
func offline(t *testing.T, cfg Config) *Executor {
	t.Helper()
	cfg.Host = "unix://" + filepath.Join(t.TempDir(), "nothing.sock")
	e, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// TestScanArchiveExported: ScanArchive accepts what Run loads and refuses, with the same
// sentinels, what Run refuses, including compressed layers, which only the layer pass finds.
func TestScanArchiveExported(t *testing.T) {
	e := offline(t, Config{MaxImageBytes: 1 << 20})
	dir := t.TempDir()
	small := containertest.Image{Files: []containertest.File{{Path: "x", Mode: 0o755, Data: []byte("x")}}, Entrypoint: []string{"/x"}}
	good := filepath.Join(dir, "good.tar")
	id, err := containertest.WriteArchive(good, small)
	if err != nil {
		t.Fatal(err)
	}
	got, err := e.ScanArchive(good)
	fi, _ := os.Stat(good)
	if err != nil || got != (ArchiveImage{ID: id, Layers: 1, ArchiveBytes: fi.Size()}) {
		t.Fatalf("ScanArchive = %+v, %v; want id %s", got, err, id)
	}

	gz := small
	gz.GzipLayer = true
	gzPath := filepath.Join(dir, "gzip.tar")
	if _, err := containertest.WriteArchive(gzPath, gz); err != nil {
		t.Fatal(err)
	}
	notImage := filepath.Join(dir, "notimage.tar")
	containertest.WriteTar(notImage, map[string][]byte{"hello.txt": []byte("hi")})
	wrongName := small
	wrongName.ConfigName = strings.Repeat("ab", 32) + ".json"
	wrongPath := filepath.Join(dir, "wrong.tar")
	if _, err := containertest.WriteArchive(wrongPath, wrongName); err != nil {
		t.Fatal(err)
	}
	big := containertest.Image{Files: []containertest.File{{Path: "f", Mode: 0o644, Data: make([]byte, 2<<20)}}, Entrypoint: []string{"/f"}}
	bigPath := filepath.Join(dir, "big.tar")
	if _, err := containertest.WriteArchive(bigPath, big); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, path, msg string
		want            error
	}{
		{"compressed layer", gzPath, "compressed", ErrNotImage},
		{"not an image", notImage, "manifest.json", ErrNotImage},
		{"directory", dir, "regular file", ErrNotImage},
		{"config digest", wrongPath, "hashes to", ErrDigestMismatch},
		{"over the limit", bigPath, "max_image_bytes", ErrImageTooLarge},
	} {
		_, err := e.ScanArchive(tc.path)
		if !errors.Is(err, tc.want) || !errors.Is(err, executor.ErrBadJob) || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s: %v, want %v mentioning %q", tc.name, err, tc.want, tc.msg)
		}
	}
	if _, err := e.ScanArchive(filepath.Join(dir, "missing.tar")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}

func TestSpecEntrypoint(t *testing.T) {
	c := testConfig(t)
	lim, err := c.resolveLimits(executor.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	p := specParams{Image: "sha256:" + strings.Repeat("a", 64), Args: []string{"a1"}, Limits: lim}
	cfg, _, err := c.buildSpec(p)
	if err != nil || cfg.Entrypoint != nil {
		t.Fatalf("no entrypoint asked: %v %v", cfg.Entrypoint, err)
	}
	p.Entrypoint = []string{"/bin/prog", "-v"}
	cfg, _, err = c.buildSpec(p)
	if err != nil || !reflect.DeepEqual([]string(cfg.Entrypoint), p.Entrypoint) || !reflect.DeepEqual([]string(cfg.Cmd), []string{"a1"}) {
		t.Fatalf("entrypoint %v cmd %v: %v", cfg.Entrypoint, cfg.Cmd, err)
	}
	for _, bad := range [][]string{{""}, {"/x", "a\x00b"}, {strings.Repeat("a", 4097)}, make([]string, 65)} {
		p.Entrypoint = bad
		if _, _, err := c.buildSpec(p); !errors.Is(err, executor.ErrBadJob) {
			t.Errorf("entrypoint %q accepted: %v", bad, err)
		}
	}
}

// TestEntrypointRuns: RunOptions.Entrypoint replaces the image's entrypoint in a real run.
func TestEntrypointRuns(t *testing.T) {
	e := newExec(t, Config{})
	in, out := jobDirs(t)
	job := progJob(in, out, "ep.txt", "from the entrypoint")
	res, err := e.RunWith(context.Background(), job, RunOptions{Entrypoint: []string{"/job", "write"}})
	if err != nil || res.Reason != executor.ReasonOK {
		t.Fatalf("run: %v %+v", err, res)
	}
	if b, err := os.ReadFile(filepath.Join(out, "ep.txt")); err != nil || string(b) != "from the entrypoint" {
		t.Fatalf("out: %q %v", b, err)
	}
}

// TestSaveImage: an image in the engine saves to an archive ScanArchive accepts with the same
// ID; a name the engine lacks and an engine that is down are named errors.
func TestSaveImage(t *testing.T) {
	e := newExec(t, Config{})
	ctx := context.Background()
	id, err := e.ensureImage(ctx, imagePath, imageID)
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "saved.tar")
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	got, err := e.SaveImage(ctx, GCRepository+":"+strings.TrimPrefix(id, "sha256:"), f)
	f.Close()
	if err != nil || got != id {
		t.Fatalf("SaveImage = %s, %v; want %s", got, err, id)
	}
	img, err := e.ScanArchive(p)
	if err != nil || img.ID != id {
		t.Fatalf("the saved archive scans as %+v, %v; want %s", img, err, id)
	}
	if _, err := e.SaveImage(ctx, "gpumesh.local/none:latest", &strings.Builder{}); !errors.Is(err, ErrNoSuchImage) {
		t.Errorf("missing image: %v", err)
	}
	small := newExec(t, Config{MaxImageBytes: 1 << 20})
	if _, err := small.SaveImage(ctx, id, &strings.Builder{}); !errors.Is(err, ErrImageTooLarge) {
		t.Errorf("image over the limit: %v", err)
	}
	down := offline(t, Config{})
	if _, err := down.SaveImage(ctx, id, &strings.Builder{}); !errors.Is(err, ErrEngineUnavailable) {
		t.Errorf("engine down: %v", err)
	}
}
