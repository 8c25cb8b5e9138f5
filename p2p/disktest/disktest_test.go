package disktest

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/sys/unix"

	"github.com/gpumesh/gpumesh/p2p/diskspace"
)

// TestFillAndRelease: a filled tmpfs refuses a write with ENOSPC, a Guard on it reports
// ErrFull, and both recover once the ballast is released.
func TestFillAndRelease(t *testing.T) {
	fs := Mount(t, 16<<20)
	if free := fs.Free(); free < 15<<20 {
		t.Fatalf("fresh 16 MiB tmpfs has %d bytes free", free)
	}
	g := diskspace.Guard{Dir: fs.Dir, Min: 1 << 20, What: "test store"}
	if err := g.Check(); err != nil {
		t.Fatalf("guard on an empty disk: %v", err)
	}
	fs.Fill(0)
	err := os.WriteFile(filepath.Join(fs.Dir, "x"), make([]byte, 64<<10), 0o600)
	if !errors.Is(err, unix.ENOSPC) {
		t.Fatalf("write to a full disk: %v, want ENOSPC", err)
	}
	if err := g.Check(); !errors.Is(err, diskspace.ErrFull) {
		t.Fatalf("guard on a full disk: %v, want ErrFull", err)
	} else {
		t.Log(err)
	}
	fs.Release()
	if err := g.Check(); err != nil {
		t.Fatalf("guard after release: %v", err)
	}
	fs.Fill(4 << 20)
	if free := fs.Free(); free > 4<<20 || free < 3<<20 {
		t.Fatalf("Fill(4 MiB) left %d bytes free", free)
	}
}
