package content

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ipfs/go-cid"
)

const crashEnvPinOnly = "GPUMESH_CONTENT_CRASH_PIN_DIR"

// TestPinIsOneWALSync: with the WAL (the default) a durable pin of a DAG whose blocks pebble
// holds (small leaves and inner nodes) costs one flush of the store's group, a WAL sync, and no
// memtable flush; with Config.DisableWAL the same pin is a memtable flush.
func TestPinIsOneWALSync(t *testing.T) {
	for _, disable := range []bool{false, true} {
		t.Run(fmt.Sprintf("DisableWAL=%v", disable), func(t *testing.T) {
			ctx := testCtx(t)
			s := newNode(t, func(c *Config) { c.DisableWAL = disable; c.ChunkSize = 4 << 10 })
			memFlushes, flushes := s.ds.DB.Metrics().Flush.Count, flushCount(s)
			if _, err := s.AddReader(ctx, bytes.NewReader(randBytes(3, 100<<10)), AddOptions{Name: "small blocks"}); err != nil {
				t.Fatal(err)
			}
			gotMem, got := s.ds.DB.Metrics().Flush.Count-memFlushes, flushCount(s)-flushes
			if got != 1 {
				t.Fatalf("a pin made %d flushes of the store's group, want 1", got)
			}
			if wantMem := map[bool]int64{false: 0, true: 1}[disable]; gotMem != wantMem {
				t.Fatalf("a pin made %d memtable flushes, want %d", gotMem, wantMem)
			}
		})
	}
}

// TestKillAfterPin kills a child process (SIGKILL) right after its Pin of a DAG of small blocks
// (all in pebble, none in block files) returned: after a restart the pin is there and every
// block of its DAG is stored and matches its hash (the WAL sync that made the pin durable made
// the blocks written before it durable too).
func TestKillAfterPin(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: re-runs this test binary as a child process and kills it with SIGKILL (make test runs it)")
	}
	ctx := testCtx(t)
	dir := t.TempDir()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestKillAfterPinChild$", "-test.v")
	cmd.Env = append(os.Environ(), crashEnvPinOnly+"="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(out)
	var pinned cid.Cid
	var childLog []string
	for sc.Scan() {
		childLog = append(childLog, sc.Text())
		if v, ok := strings.CutPrefix(sc.Text(), "pinned "); ok {
			if pinned, err = cid.Decode(v); err != nil {
				t.Fatal(err)
			}
			break
		}
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	if !pinned.Defined() {
		t.Fatalf("child never pinned; its output:\n%s", strings.Join(childLog, "\n"))
	}
	s, err := New(Config{DataDir: dir, MemTableSize: 4 << 20, ChunkSize: 4 << 10}, newHost(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	if ok, err := s.IsPinned(ctx, pinned); err != nil || !ok {
		t.Fatalf("pin reported durable before the kill is gone: %v, %v", ok, err)
	}
	n := 0
	err = s.walkLocal(ctx, pinned, func(c cid.Cid, _ int) error {
		blk, err := s.bs.Get(ctx, c)
		if err != nil {
			return err
		}
		n++
		return verifyBlock(blk)
	})
	if err != nil || n < 10 {
		t.Fatalf("the pinned DAG after the kill: %d blocks, %v; want all of them, each matching its hash", n, err)
	}
	if m, _ := os.ReadDir(filepath.Join(dir, "files", "new")); len(m) != 0 {
		t.Fatalf("%d block files: the DAG was meant to live in pebble only", len(m))
	}
}

// TestKillAfterPinChild is the child process of TestKillAfterPin: it adds and pins a DAG of
// small blocks, reports "pinned CID" and waits to be killed. Without the environment it does
// nothing.
func TestKillAfterPinChild(t *testing.T) {
	dir := os.Getenv(crashEnvPinOnly)
	if dir == "" {
		t.Skip("runs only as the child process TestKillAfterPin starts (it sets " + crashEnvPinOnly + ")")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	s, err := New(Config{DataDir: dir, MemTableSize: 4 << 20, ChunkSize: 4 << 10}, newHost(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Start(ctx); err != nil {
		t.Fatal(err)
	}
	c, err := s.AddReader(ctx, bytes.NewReader(randBytes(21, 200<<10)), AddOptions{Name: "before-kill"})
	if err != nil {
		t.Fatal(err)
	}
	fmt.Printf("pinned %s\n", c)
	<-ctx.Done() // killed here
	t.Fatal("not killed")
}
