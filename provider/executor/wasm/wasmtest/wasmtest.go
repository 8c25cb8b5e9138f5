// Package wasmtest builds small Go programs into WASI modules for tests, with the local Go
// toolchain (GOOS=wasip1 GOARCH=wasm, which needs no download), and caches the result by the
// content hash of the sources and the Go version so repeated test runs skip the build.
package wasmtest

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
)

// Build compiles the main package in srcDir to a .wasm file and returns its path. The file is
// cached under the user cache dir (or under fallbackDir when there is none), keyed by a hash of
// every file in srcDir and the Go version.
func Build(srcDir, fallbackDir string) (string, error) {
	key, err := hashDir(srcDir)
	if err != nil {
		return "", err
	}
	dir := cacheRoot(fallbackDir)
	out := filepath.Join(dir, "mod-"+key+".wasm")
	if _, err := os.Stat(out); err == nil {
		return out, nil
	}
	abs, err := filepath.Abs(srcDir)
	if err != nil {
		return "", err
	}
	tmp := out + fmt.Sprintf(".tmp%d", os.Getpid())
	cmd := exec.Command("go", "build", "-trimpath", "-o", tmp, ".")
	cmd.Dir = abs
	cmd.Env = append(os.Environ(), "GOOS=wasip1", "GOARCH=wasm", "CGO_ENABLED=0")
	if b, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("wasmtest: build %s: %v\n%s", srcDir, err, b)
	}
	if err := os.Rename(tmp, out); err != nil {
		return "", err
	}
	return out, nil
}

// CompilationCacheDir returns a directory for wazero's compilation cache next to the built
// modules.
func CompilationCacheDir(fallbackDir string) string {
	return filepath.Join(cacheRoot(fallbackDir), "wazero")
}

func cacheRoot(fallbackDir string) string {
	if d, err := os.UserCacheDir(); err == nil {
		root := filepath.Join(d, "gpumesh-wasmtest")
		if os.MkdirAll(root, 0o755) == nil {
			return root
		}
	}
	return fallbackDir
}

func hashDir(dir string) (string, error) {
	h := sha256.New()
	fmt.Fprintf(h, "%s %s/%s\n", runtime.Version(), "wasip1", "wasm")
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, p)
		}
		return err
	})
	if err != nil {
		return "", fmt.Errorf("wasmtest: %w", err)
	}
	sort.Strings(files)
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return "", err
		}
		rel, _ := filepath.Rel(dir, f)
		fmt.Fprintf(h, "%s %d\n", rel, len(b))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil))[:24], nil
}
