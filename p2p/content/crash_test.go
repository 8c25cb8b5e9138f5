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
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"
)

// Environment of the crash test's child process (see TestKillDuringReceive).
const (
	crashEnvDir    = "GPUMESH_CONTENT_CRASH_DIR"
	crashEnvPeer   = "GPUMESH_CONTENT_CRASH_PEER"
	crashEnvPinned = "GPUMESH_CONTENT_CRASH_PINNED"
	crashEnvBig    = "GPUMESH_CONTENT_CRASH_BIG"
)

// TestKillDuringReceive kills a receiving node with SIGKILL while it is writing a block of a
// large fast-path fetch, then restarts a store on its data dir: no stored block fails its hash,
// every pin is complete, the partial write is gone, a block cut short in new/ (what a power
// loss can leave of an unsynced write) is dropped, and the fetch resumes to completion.
func TestKillDuringReceive(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns a child process and moves 48 MiB")
	}
	ctx := testCtx(t)
	a := newNode(t, nil)
	small := randBytes(11, 2<<20)
	pinned, err := a.AddReader(ctx, bytes.NewReader(small), AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	big := randBytes(12, 48<<20)
	bigRoot, err := a.AddReader(ctx, bytes.NewReader(big), AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	addr := a.host.Addrs()[0].Encapsulate(ma.StringCast("/p2p/" + a.host.ID().String()))
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestKillDuringReceiveChild$", "-test.v")
	cmd.Env = append(os.Environ(), crashEnvDir+"="+dir, crashEnvPeer+"="+addr.String(),
		crashEnvPinned+"="+pinned.String(), crashEnvBig+"="+bigRoot.String())
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Wait for the child to report that it is inside a block write, then kill it there.
	sc := bufio.NewScanner(out)
	var midWrite string
	var childLog []string
	for sc.Scan() {
		childLog = append(childLog, sc.Text())
		if k, ok := strings.CutPrefix(sc.Text(), "mid-write "); ok {
			midWrite = k
			break
		}
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	if midWrite == "" {
		t.Fatalf("child never reached a block write; its output:\n%s", strings.Join(childLog, "\n"))
	}
	if m, _ := filepath.Glob(filepath.Join(dir, "files", "*", midWrite+"*")); len(m) == 0 {
		t.Fatalf("no file of block %s after the kill: the test did not kill mid-write", midWrite)
	}
	// Cut one unsynced block short, as a power loss may leave a file whose data never reached disk.
	news, _ := os.ReadDir(filepath.Join(dir, "files", "new"))
	if len(news) < 2 {
		t.Fatalf("%d unsynced blocks after the kill, want several", len(news))
	}
	cut := filepath.Join(dir, "files", "new", news[0].Name())
	if err := os.Truncate(cut, 1000); err != nil {
		t.Fatal(err)
	}

	b, err := New(Config{DataDir: dir, MemTableSize: 4 << 20, ChunkSize: 256 << 10}, newHost(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	if tmps, _ := os.ReadDir(filepath.Join(dir, "files", "tmp")); len(tmps) != 0 {
		t.Fatalf("%d partial writes left in files/tmp after restart", len(tmps))
	}
	if _, err := os.Stat(cut); !os.IsNotExist(err) {
		t.Fatalf("block cut short was kept: %v", err)
	}
	// Every stored block matches its hash.
	keys, err := b.bs.AllKeysChan(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var n int
	var sum int64
	for c := range keys {
		blk, err := b.bs.Get(ctx, c)
		if err != nil {
			t.Fatalf("stored block %s: %v", c, err)
		}
		if err := verifyBlock(blk); err != nil {
			t.Fatalf("stored block fails its hash after the kill: %v", err)
		}
		n++
		sum += int64(len(blk.RawData()))
	}
	if b.Used() != sum {
		t.Fatalf("usage counter %d after restart, blocks hold %d", b.Used(), sum)
	}
	// Every pin is complete.
	pins, err := b.Pins(ctx)
	if err != nil || len(pins) != 1 || !pins[0].CID.Equals(pinned) {
		t.Fatalf("pins after restart = %+v, %v; want the one pinned before the kill", pins, err)
	}
	for _, p := range pins {
		if ok, err := b.complete(ctx, p.CID); err != nil || !ok {
			t.Fatalf("pin %s points at missing blocks after the kill: %v", p.CID, err)
		}
	}
	if ok, _ := b.complete(ctx, bigRoot); ok {
		t.Fatal("the killed fetch is complete: the child was not killed mid-transfer")
	}
	// The fetch resumes and the content is whole.
	connect(t, b, a)
	if _, err := b.Fetch(ctx, bigRoot, FetchOptions{}); err != nil {
		t.Fatal(err)
	}
	r, _, err := b.Open(ctx, bigRoot, FetchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got := readAll(t, r); !bytes.Equal(got, big) {
		t.Fatalf("resumed content differs (%d bytes, want %d)", len(got), len(big))
	}
	t.Logf("%d blocks verified after the kill", n)
}

// TestKillDuringReceiveChild is the child process of TestKillDuringReceive: it pins a small DAG,
// then fetches a large one and reports "mid-write KEY" from inside the 10th block write, where it
// waits to be killed. Without the environment it does nothing.
func TestKillDuringReceiveChild(t *testing.T) {
	dir := os.Getenv(crashEnvDir)
	if dir == "" {
		t.Skip("child process of TestKillDuringReceive")
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	ai, err := peer.AddrInfoFromString(os.Getenv(crashEnvPeer))
	if err != nil {
		t.Fatal(err)
	}
	pinned, err := cid.Decode(os.Getenv(crashEnvPinned))
	if err != nil {
		t.Fatal(err)
	}
	big, err := cid.Decode(os.Getenv(crashEnvBig))
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{DataDir: dir, MemTableSize: 4 << 20, ChunkSize: 256 << 10}, newHost(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Start(ctx); err != nil {
		t.Fatal(err)
	}
	if err := s.host.Connect(ctx, *ai); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Pin(ctx, pinned, "before-kill", FetchOptions{Providers: []peer.AddrInfo{*ai}}); err != nil {
		t.Fatal(err)
	}
	writes := 0
	s.bs.files.beforeRename = func(key string) {
		if writes++; writes == 10 {
			fmt.Printf("mid-write %s\n", key)
			<-ctx.Done() // killed here
		}
	}
	_, err = s.Fetch(ctx, big, FetchOptions{Providers: []peer.AddrInfo{*ai}, NoBitswap: true})
	t.Fatalf("fetch returned (%v) instead of being killed", err)
}
