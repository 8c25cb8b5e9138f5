package content

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/p2p/disktest"
)

// diskfullFS is the size of the tmpfs the disk-full tests mount: room for a store and a part
// of a multiSize (24 MiB) DAG.
const diskfullFS = 64 << 20

// fullDiskNode starts a store whose data dir lies on a fresh tmpfs. mod may adjust the config.
func fullDiskNode(t *testing.T, mod func(*Config)) (*Store, *disktest.FS, Config) {
	t.Helper()
	fs := disktest.Mount(t, diskfullFS)
	var cfg Config
	s := newNode(t, func(c *Config) {
		c.DataDir = filepath.Join(fs.Dir, "store")
		if mod != nil {
			mod(c)
		}
		cfg = *c
	})
	return s, fs, cfg
}

// tmpfsHolders is holders with the holders' data dirs on a tmpfs of their own: the disk-full
// tests measure the receiver, and the shared build machine's disk took seconds per fsync under
// load, eating the fetch's time.
func tmpfsHolders(t *testing.T, n int, data []byte) ([]*Store, cid.Cid) {
	t.Helper()
	fs := disktest.Mount(t, int64(n)*int64(len(data))*2+64<<20)
	i := 0
	return holders(t, n, data, func(c *Config) {
		i++
		c.DataDir = filepath.Join(fs.Dir, fmt.Sprintf("holder%d", i))
	})
}

// checkAfterDiskFull asserts what a fetch stopped by a full disk must leave: no pin, no tmp
// file, every stored block (in pebble, new/ or a shard) matching its CID, and the quota counter
// equal to the bytes stored. It returns the bytes stored.
func checkAfterDiskFull(t *testing.T, s *Store) int64 {
	t.Helper()
	ctx := testCtx(t)
	pins, err := s.Pins(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(pins) != 0 {
		t.Fatalf("pins after a failed fetch: %v", pins)
	}
	tmp, err := os.ReadDir(filepath.Join(s.cfg.DataDir, "files", "tmp"))
	if err != nil {
		t.Fatal(err)
	}
	if len(tmp) != 0 {
		t.Fatalf("%d partial block files left in tmp/: %s", len(tmp), tmp[0].Name())
	}
	keys, err := s.bs.AllKeysChan(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var stored int64
	for c := range keys {
		blk, err := s.bs.Get(ctx, c)
		if err != nil {
			t.Fatalf("stored block %s: %v", c, err)
		}
		if err := verifyBlock(blk); err != nil {
			t.Fatalf("stored block %s: %v", c, err)
		}
		stored += int64(len(blk.RawData()))
	}
	if used := s.Used(); used != stored {
		t.Fatalf("quota counter %d bytes, blocks stored %d bytes", used, stored)
	}
	return stored
}

// reopen closes s and starts a store on the same config (a restart).
func reopen(t *testing.T, s *Store, cfg Config) *Store {
	t.Helper()
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	r, err := New(cfg, newHost(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close() })
	return r
}

func wantDiskFull(t *testing.T, err error, dir string) {
	t.Helper()
	if !errors.Is(err, ErrDiskFull) {
		t.Fatalf("err = %v, want ErrDiskFull", err)
	}
	if !strings.Contains(err.Error(), dir) {
		t.Fatalf("error does not name the store's directory %s: %v", dir, err)
	}
	t.Logf("disk full: %v", err)
}

func readsBack(t *testing.T, s *Store, root cid.Cid, want []byte) {
	t.Helper()
	if got := readBack(t, s, root); !bytes.Equal(got, want) {
		t.Fatalf("read back %d bytes, want the %d fetched", len(got), len(want))
	}
}

// TestFetchDiskFull: a fast-path fetch into a store whose file system fills (the kernel's
// ENOSPC on a tmpfs, not a quota) fails with ErrDiskFull naming the store's directory, leaves
// no partial or unverified block and no pin, and stops at once instead of trying bitswap. A
// restart re-checks the blocks left unsynced in new/ (one is cut short here, as a power loss
// would leave it, and is dropped); once space is freed the same store completes the fetch and
// pins it.
func TestFetchDiskFull(t *testing.T) {
	data := randBytes(41, multiSize)
	src, root := tmpfsHolders(t, 1, data)
	ctx := testCtx(t)
	r, fs, cfg := fullDiskNode(t, func(c *Config) { c.MinFreeBytes = -1 }) // the kernel's ENOSPC
	fs.Fill(multiSize / 2)
	_, err := r.Fetch(ctx, root, FetchOptions{Providers: []peer.AddrInfo{addrOf(src[0].host)}})
	wantDiskFull(t, err, cfg.DataDir)
	stored := checkAfterDiskFull(t, r)
	if stored == 0 || stored >= multiSize {
		t.Fatalf("%d bytes stored before the disk filled, want part of %d", stored, multiSize)
	}
	if _, err := r.Pin(ctx, root, "x", FetchOptions{NoBitswap: true, NoFastPath: true}); err == nil {
		t.Fatal("pinned a DAG the full disk cut short")
	}

	// Restart with a block in new/ cut short.
	newDir := filepath.Join(cfg.DataDir, "files", "new")
	ents, err := os.ReadDir(newDir)
	if err != nil {
		t.Fatal(err)
	}
	if len(ents) == 0 {
		t.Fatal("no unsynced block in new/ to cut short")
	}
	cut := filepath.Join(newDir, ents[0].Name())
	if err := os.Truncate(cut, 1000); err != nil {
		t.Fatal(err)
	}
	r = reopen(t, r, cfg)
	if _, err := os.Stat(cut); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("block cut short in new/ kept at restart (stat: %v)", err)
	}
	if again := checkAfterDiskFull(t, r); again >= stored {
		t.Fatalf("%d bytes stored after the restart, want less than %d (the cut block dropped)", again, stored)
	}

	fs.Release()
	if _, err := r.Fetch(ctx, root, FetchOptions{Providers: []peer.AddrInfo{addrOf(src[0].host)}}); err != nil {
		t.Fatalf("fetch after freeing space: %v", err)
	}
	if _, err := r.Pin(ctx, root, "x", FetchOptions{}); err != nil {
		t.Fatal(err)
	}
	readsBack(t, r, root, data)
}

// TestFetchMultiDiskFull: a multi-source fetch into a file system that fills stops with
// ErrDiskFull (a local failure: no source is blamed or dropped), stores nothing unverified and
// pins nothing; after space is freed it resumes without fetching again what it stored.
func TestFetchMultiDiskFull(t *testing.T) {
	data := randBytes(42, multiSize)
	src, root := tmpfsHolders(t, 2, data)
	ctx := testCtx(t)
	sources := []peer.AddrInfo{addrOf(src[0].host), addrOf(src[1].host)}
	r, fs, cfg := fullDiskNode(t, func(c *Config) { c.MinFreeBytes = -1 })
	fs.Fill(multiSize / 2)
	res, err := r.FetchMulti(ctx, root, MultiOptions{Sources: sources})
	wantDiskFull(t, err, cfg.DataDir)
	if res != nil && len(res.Dropped) != 0 {
		t.Fatalf("sources dropped for a local disk-full: %v", res.Dropped)
	}
	stored := checkAfterDiskFull(t, r)
	if stored == 0 {
		t.Fatal("nothing stored before the disk filled")
	}

	fs.Release()
	res, err = r.FetchMulti(ctx, root, MultiOptions{Sources: sources})
	if err != nil {
		t.Fatalf("fetch after freeing space: %v", err)
	}
	if total := stored + res.Bytes; float64(total) > 1.05*float64(multiSize) {
		t.Fatalf("stored %d before the disk filled and fetched %d after: %d bytes for a %d-byte DAG (want <= 1.05x)",
			stored, res.Bytes, total, multiSize)
	}
	if _, err := r.Pin(ctx, root, "x", FetchOptions{NoBitswap: true, NoFastPath: true}); err != nil {
		t.Fatal(err)
	}
	readsBack(t, r, root, data)
}

// TestStoreKeepsMinFree: with the default Config.MinFreeBytes the store refuses, with
// ErrDiskFull naming the directory and the setting, a fetch that would leave less free than
// that, before the kernel runs out (pebble's index never meets a full disk), and refuses a pin
// the same way instead of waiting on a flush.
func TestStoreKeepsMinFree(t *testing.T) {
	data := randBytes(43, multiSize)
	src, root := tmpfsHolders(t, 1, data)
	ctx := testCtx(t)
	r, fs, cfg := fullDiskNode(t, nil)
	small, err := r.AddReader(ctx, bytes.NewReader(randBytes(44, 1<<20)), AddOptions{NoPin: true})
	if err != nil {
		t.Fatal(err)
	}
	fs.Fill(cfg.MinFreeBytes + multiSize/2)
	_, err = r.Fetch(ctx, root, FetchOptions{Providers: []peer.AddrInfo{addrOf(src[0].host)}})
	wantDiskFull(t, err, cfg.DataDir)
	if !strings.Contains(err.Error(), "MinFreeBytes") {
		t.Fatalf("error does not name MinFreeBytes: %v", err)
	}
	if free := fs.Free(); free < cfg.MinFreeBytes-int64(4<<20) {
		t.Fatalf("%d bytes free after the refused fetch, want about MinFreeBytes %d kept", free, cfg.MinFreeBytes)
	}
	checkAfterDiskFull(t, r)
	fs.Fill(cfg.MinFreeBytes / 2)
	if _, err := r.Pin(ctx, small, "small", FetchOptions{}); !errors.Is(err, ErrDiskFull) {
		t.Fatalf("pin below MinFreeBytes: %v, want ErrDiskFull", err)
	}
	fs.Release()
	if _, err := r.Pin(ctx, root, "x", FetchOptions{Providers: []peer.AddrInfo{addrOf(src[0].host)}}); err != nil {
		t.Fatalf("pin after freeing space: %v", err)
	}
	readsBack(t, r, root, data)
}
