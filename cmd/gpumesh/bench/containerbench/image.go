package containerbench

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/gpumesh/gpumesh/provider/executor/container/containertest"
)

// sleeperSource is the program in the bench's own image: `sleep DURATION` sleeps and exits 0.
// It is built from source (a static binary, CGO_ENABLED=0) with the Go toolchain on PATH, so the
// bench needs no registry and embeds no binary.
const sleeperSource = `// Command sleeper is the program of gpumesh bench container's image.
package main

import (
	"fmt"
	"os"
	"time"
)

func main() {
	if len(os.Args) != 3 || os.Args[1] != "sleep" {
		fmt.Fprintln(os.Stderr, "usage: sleeper sleep DURATION")
		os.Exit(2)
	}
	d, err := time.ParseDuration(os.Args[2])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	time.Sleep(d)
	fmt.Println("slept", d)
}
`

// ownImage builds the sleeper and writes an image archive of it (the program at /job, its
// entrypoint) under dir; cacheDir keeps the source and the binary between runs.
func ownImage(dir, cacheDir string) (string, error) {
	if _, err := exec.LookPath("go"); err != nil {
		return "", fmt.Errorf("%w: without --archive or --image the bench builds its own image and needs the Go toolchain on PATH: install Go, or give --archive FILE (docker save) or --image REF", ErrConfig)
	}
	src := filepath.Join(cacheDir, "sleeper-src") // a stable path: Build caches by path and content
	if err := os.MkdirAll(src, 0o755); err != nil {
		return "", err
	}
	for name, body := range map[string]string{"main.go": sleeperSource, "go.mod": "module sleeper\n\ngo 1.22\n"} {
		if err := os.WriteFile(filepath.Join(src, name), []byte(body), 0o644); err != nil {
			return "", err
		}
	}
	bin, err := containertest.Build(src, cacheDir)
	if err != nil {
		return "", fmt.Errorf("container bench: build the bench image: %w", err)
	}
	b, err := os.ReadFile(bin)
	if err != nil {
		return "", err
	}
	img := containertest.Image{
		Files: []containertest.File{
			{Path: "job", Mode: 0o755, Data: b},
			{Path: "out", Dir: true, Mode: 0o755},
			{Path: "tmp", Dir: true, Mode: 0o1777},
		},
		Entrypoint: []string{"/job"},
		Label:      "gpumesh-bench",
	}
	archive := filepath.Join(dir, "bench-image.tar")
	if _, err := containertest.WriteArchive(archive, img); err != nil {
		return "", fmt.Errorf("container bench: write the bench image: %w", err)
	}
	return archive, nil
}
