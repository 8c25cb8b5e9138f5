package main

import (
	"bytes"
	"context"
	"encoding/json"
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

// addImage runs `content add-image` with --json and decodes its output on success.
func addImage(t *testing.T, dataDir string, args ...string) (int, addImageOutput, string) {
	t.Helper()
	code, out, errOut := gpumesh(t, append([]string{"--data-dir", dataDir, "--json", "content", "add-image"}, args...)...)
	var res addImageOutput
	if code == exitOK {
		if err := json.Unmarshal([]byte(out), &res); err != nil {
			t.Fatalf("add-image --json output %q: %v", out, err)
		}
	}
	return code, res, errOut
}

// getBack fetches c from the node's store into a file and returns its bytes.
func getBack(t *testing.T, dataDir, c string) []byte {
	t.Helper()
	dst := filepath.Join(t.TempDir(), "back.tar")
	if code, _, errOut := gpumesh(t, "--data-dir", dataDir, "content", "get", "-o", dst, c); code != exitOK {
		t.Fatalf("content get %s: exit %d: %s", c, code, errOut)
	}
	b, err := os.ReadFile(dst)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func noPins(t *testing.T, dataDir string) {
	t.Helper()
	code, out, errOut := gpumesh(t, "--data-dir", dataDir, "--json", "content", "ls")
	if code != exitOK {
		t.Fatalf("content ls: exit %d: %s", code, errOut)
	}
	if s := strings.TrimSpace(out); s != "[]" && s != "null" {
		t.Fatalf("a refused image left pins: %s", out)
	}
}

// TestContentAddImageArchive: an image archive file gets its CID and image ID and is stored
// byte for byte; what is not an image is bad input (exit 2) naming the problem, and nothing
// is added; an engine that is down is a failure (exit 1) naming it.
func TestContentAddImageArchive(t *testing.T) {
	dir := t.TempDir()
	img := containertest.Image{Files: []containertest.File{{Path: "x", Mode: 0o755, Data: []byte("x")}}, Entrypoint: []string{"/x"}}
	good := filepath.Join(dir, "good.tar")
	id, err := containertest.WriteArchive(good, img)
	if err != nil {
		t.Fatal(err)
	}
	img.GzipLayer = true
	gz := filepath.Join(dir, "gzip.tar")
	if _, err := containertest.WriteArchive(gz, img); err != nil {
		t.Fatal(err)
	}
	notImage := filepath.Join(dir, "notimage.tar")
	if err := containertest.WriteTar(notImage, map[string][]byte{"hello.txt": []byte("hi")}); err != nil {
		t.Fatal(err)
	}
	down := "unix://" + filepath.Join(dir, "nothing.sock")

	refused := t.TempDir()
	for _, tc := range []struct {
		name string
		args []string
		code int
		msg  string
	}{
		{"not an image", []string{notImage}, exitUsage, "not an image archive"},
		{"compressed layer", []string{gz}, exitUsage, "compressed layers are refused"},
		{"over the limit", []string{"--max-image-bytes", "1000", good}, exitUsage, "larger than the provider's limit"},
		{"missing file", []string{filepath.Join(dir, "missing.tar")}, exitUsage, "no such file"},
		{"engine down", []string{"--engine", down, "busybox:latest"}, exitFailure, "engine unavailable"},
		{"two args", []string{good, good}, exitUsage, "exactly one"},
	} {
		code, _, errOut := addImage(t, refused, tc.args...)
		if code != tc.code || !strings.Contains(errOut, tc.msg) {
			t.Errorf("%s: exit %d, stderr %q; want exit %d naming %q", tc.name, code, errOut, tc.code, tc.msg)
		}
	}
	noPins(t, refused)

	data := t.TempDir()
	code, res, errOut := addImage(t, data, good)
	if code != exitOK {
		t.Fatalf("add-image %s: exit %d: %s", good, code, errOut)
	}
	if res.ImageID != id || res.Source != "archive" || res.Layers != 1 || res.CID == "" {
		t.Fatalf("add-image = %+v; want image id %s from the archive", res, id)
	}
	want, _ := os.ReadFile(good)
	if !bytes.Equal(getBack(t, data, res.CID), want) {
		t.Fatal("the stored archive differs from the file")
	}
	// The text form is the job spec's image block.
	code, out, _ := gpumesh(t, "--data-dir", data, "content", "add-image", good)
	if code != exitOK || out != "cid: "+res.CID+"\nid: "+id+"\n" {
		t.Fatalf("text output %q (exit %d)", out, code)
	}
}

// TestContentAddImageFromEngine: an image of a real engine (a test image loaded under a tag) is
// saved, checked and added; the stored archive holds the same image ID. A name the engine lacks
// is bad input.
func TestContentAddImageFromEngine(t *testing.T) {
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
	prog, err := containertest.Build("../../provider/executor/container/testdata/prog", filepath.Join(os.TempDir(), "gpumesh-containertest-cache"))
	if err != nil {
		t.Fatal(err)
	}
	img, err := containertest.ProgramImage(prog)
	if err != nil {
		t.Fatal(err)
	}
	tag := "gpumesh-test/add-image:" + strings.ToLower(strings.ReplaceAll(t.Name(), "/", "-"))
	img.RepoTags, img.Label = []string{tag}, "add-image"
	archive := filepath.Join(t.TempDir(), "image.tar")
	id, err := containertest.WriteArchive(archive, img)
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
		t.Fatalf("load the test image: %v", err)
	}
	t.Cleanup(func() {
		cli.ImageRemove(context.Background(), id, client.ImageRemoveOptions{Force: true, PruneChildren: true})
	})

	data := t.TempDir()
	code, res, errOut := addImage(t, data, "--engine", eng.Host, tag)
	if code != exitOK {
		t.Fatalf("add-image %s: exit %d: %s", tag, code, errOut)
	}
	if res.ImageID != id || res.Source != "engine" || res.CID == "" {
		t.Fatalf("add-image = %+v; want image id %s from the engine", res, id)
	}
	back := filepath.Join(t.TempDir(), "back.tar")
	if err := os.WriteFile(back, getBack(t, data, res.CID), 0o644); err != nil {
		t.Fatal(err)
	}
	ex, err := container.New(container.Config{Host: eng.Host})
	if err != nil {
		t.Fatal(err)
	}
	defer ex.Close()
	if got, err := ex.ScanArchive(back); err != nil || got.ID != id {
		t.Fatalf("the stored archive scans as %+v, %v; want %s", got, err, id)
	}
	if entries, _ := os.ReadDir(data); len(entries) > 0 {
		for _, e := range entries {
			if strings.HasPrefix(e.Name(), "add-image-") {
				t.Errorf("temporary archive %s left in the data dir", e.Name())
			}
		}
	}

	code, _, errOut = addImage(t, t.TempDir(), "--engine", eng.Host, "gpumesh-test/no-such-image:v1")
	if code != exitUsage || !strings.Contains(errOut, "no such image") {
		t.Fatalf("missing image: exit %d, stderr %q; want exit %d naming it", code, errOut, exitUsage)
	}
}
