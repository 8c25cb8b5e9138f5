package content

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ipfs/go-cid"
	mh "github.com/multiformats/go-multihash"
)

func TestGCRemovesUnpinnedOnly(t *testing.T) {
	ctx := testCtx(t)
	dir := t.TempDir()
	a := newNode(t, func(c *Config) { c.DataDir = dir })
	pinned, err := a.AddReader(ctx, bytes.NewReader(randBytes(10, 2<<20)), AddOptions{Name: "keep"})
	if err != nil {
		t.Fatal(err)
	}
	loose, err := a.AddReader(ctx, bytes.NewReader(randBytes(11, 2<<20)), AddOptions{NoPin: true})
	if err != nil {
		t.Fatal(err)
	}
	unpinned, err := a.AddReader(ctx, bytes.NewReader(randBytes(12, 1<<20)), AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Unpin(ctx, unpinned); err != nil {
		t.Fatal(err)
	}
	if err := a.Unpin(ctx, unpinned); !errors.Is(err, ErrNotPinned) {
		t.Fatalf("second unpin: %v, want ErrNotPinned", err)
	}
	before := a.Used()
	res, err := a.GC(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if res.Removed == 0 || res.RemovedBytes < 3<<20 || a.Used() != before-res.RemovedBytes {
		t.Fatalf("gc %+v, used %d -> %d", res, before, a.Used())
	}
	for c, want := range map[cid.Cid]bool{pinned: true, loose: false, unpinned: false} {
		ok, err := a.complete(ctx, c)
		if err != nil || ok != want {
			t.Fatalf("%s complete = %v, %v; want %v", c, ok, err, want)
		}
	}
	// Pins persist across a restart, and so does the usage counter.
	used := a.Used()
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	b, err := New(Config{DataDir: dir, MemTableSize: 4 << 20}, newHost(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Start(ctx); err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	pins, err := b.Pins(ctx)
	if err != nil || len(pins) != 1 || !pins[0].CID.Equals(pinned) || pins[0].Name != "keep" || pins[0].Size < 2<<20 {
		t.Fatalf("pins after restart = %+v, %v", pins, err)
	}
	if b.Used() != used {
		t.Fatalf("used after restart %d, want %d", b.Used(), used)
	}
	if n, err := scanUsed(ctx, b.ds); err != nil || n+b.bs.files.used() != used {
		t.Fatalf("scanned usage %d, %v; counter says %d", n, err, used)
	}
}

func TestQuotaExceeded(t *testing.T) {
	ctx := testCtx(t)
	const quota = 1 << 20
	a := newNode(t, func(c *Config) { c.QuotaBytes = quota })
	_, err := a.AddReader(ctx, bytes.NewReader(randBytes(20, 3<<20)), AddOptions{Name: "big"})
	if !errors.Is(err, ErrQuotaExceeded) || !strings.Contains(err.Error(), "raise the quota") {
		t.Fatalf("err = %v, want ErrQuotaExceeded with a fix", err)
	}
	if pins, _ := a.Pins(ctx); len(pins) != 0 {
		t.Fatalf("half-written import left pinned: %+v", pins)
	}
	if a.Used() > quota {
		t.Fatalf("used %d beyond quota %d", a.Used(), quota)
	}
	if _, err := a.GC(ctx); err != nil {
		t.Fatal(err)
	}
	if a.Used() != 0 {
		t.Fatalf("after gc used %d, want 0", a.Used())
	}
	// A small file still fits.
	if _, err := a.AddReader(ctx, bytes.NewReader(randBytes(21, 100<<10)), AddOptions{}); err != nil {
		t.Fatal(err)
	}

	// Fetching into a full store fails fast with the quota error on both paths.
	src := newNode(t, nil)
	root, err := src.AddReader(ctx, bytes.NewReader(randBytes(22, 3<<20)), AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, noFast := range []bool{false, true} {
		b := newNode(t, func(c *Config) { c.QuotaBytes = quota })
		connect(t, b, src)
		start := time.Now()
		_, err := b.Pin(ctx, root, "", FetchOptions{NoFastPath: noFast})
		if !errors.Is(err, ErrQuotaExceeded) {
			t.Fatalf("noFast=%v: err = %v, want ErrQuotaExceeded", noFast, err)
		}
		if d := time.Since(start); d > 20*time.Second {
			t.Fatalf("quota error took %s", d)
		}
		if pins, _ := b.Pins(ctx); len(pins) != 0 {
			t.Fatalf("pinned after failed fetch: %+v", pins)
		}
	}
}

func TestBadInput(t *testing.T) {
	ctx := testCtx(t)
	allowed := t.TempDir()
	outside := t.TempDir()
	a := newNode(t, func(c *Config) {
		c.AllowedDirs = []string{allowed}
		c.FetchTimeout = 500 * time.Millisecond
	})
	if err := os.WriteFile(filepath.Join(outside, "secret"), []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(outside, "secret"), filepath.Join(allowed, "link")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(allowed, "ok"), []byte("fine"), 0o600); err != nil {
		t.Fatal(err)
	}
	okCID, err := a.AddPath(ctx, filepath.Join(allowed, "ok"), AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	missing, _ := cid.Prefix{Version: 1, Codec: cid.Raw, MhType: mh.SHA2_256, MhLength: -1}.Sum([]byte("nobody has this"))

	for _, tc := range []struct {
		name    string
		run     func() error
		want    error
		mention []string
	}{
		{"invalid cid", func() error { _, err := ParseCID("bafy-not-a-cid"); return err },
			ErrInvalidCID, []string{"bafy-not-a-cid"}},
		{"cid nobody has", func() error { _, err := a.Fetch(ctx, missing, FetchOptions{}); return err },
			ErrNotFound, []string{missing.String(), "500ms"}},
		{"add outside allowed", func() error { _, err := a.AddPath(ctx, filepath.Join(outside, "secret"), AddOptions{}); return err },
			ErrPathNotAllowed, []string{outside}},
		{"add via symlink escaping", func() error { _, err := a.AddPath(ctx, filepath.Join(allowed, "link"), AddOptions{}); return err },
			ErrPathNotAllowed, []string{"secret"}},
		{"add with dot-dot", func() error {
			_, err := a.AddPath(ctx, filepath.Join(allowed, "..", filepath.Base(outside), "secret"), AddOptions{})
			return err
		}, ErrPathNotAllowed, nil},
		{"get outside allowed", func() error { return a.GetPath(ctx, okCID, filepath.Join(outside, "out"), FetchOptions{}) },
			ErrPathNotAllowed, nil},
		{"bad config", func() error { _, err := New(Config{}, a.host, nil); return err },
			ErrInvalidConfig, []string{"DataDir"}},
		{"chunk too big", func() error { _, err := New(Config{DataDir: "x", ChunkSize: 4 << 20}, a.host, nil); return err },
			ErrInvalidConfig, []string{"ChunkSize"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.run()
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			for _, m := range tc.mention {
				if !strings.Contains(err.Error(), m) {
					t.Fatalf("error %q does not mention %q", err, m)
				}
			}
		})
	}
	if pins, _ := a.Pins(ctx); len(pins) != 1 {
		t.Fatalf("pins = %+v, want only the allowed file", pins)
	}
	if _, err := os.Stat(filepath.Join(outside, "out")); !os.IsNotExist(err) {
		t.Fatalf("file written outside allowed dirs: %v", err)
	}
	if err := a.GetPath(ctx, okCID, filepath.Join(allowed, "copy"), FetchOptions{}); err != nil {
		t.Fatal(err)
	}
}

func TestClosedStore(t *testing.T) {
	a := newNode(t, nil)
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	if err := a.Close(); err != nil {
		t.Fatalf("second close: %v", err)
	}
	if _, err := a.AddReader(context.Background(), bytes.NewReader(nil), AddOptions{}); !errors.Is(err, ErrClosed) {
		t.Fatalf("add after close: %v", err)
	}
}
