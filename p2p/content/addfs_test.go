package content

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestAddFSMatchesAddPath: a tree added from an fs.FS has the CID and the archive bytes of the
// same tree added from disk (a job's result is uploaded both ways), and a symlink in it is
// refused the same way.
func TestAddFSMatchesAddPath(t *testing.T) {
	ctx := testCtx(t)
	a := newNode(t, nil)
	dir := t.TempDir()
	for name, body := range map[string][]byte{
		"stdout":         []byte("hello\n"),
		"stderr":         nil,
		"status.json":    []byte(`{"exit_code":0}`),
		"out/a/b/c.txt":  []byte("deep"),
		"out/big.bin":    bytes.Repeat([]byte("0123456789"), 200_000), // several chunks
		"out/empty-file": nil,
	} {
		p := filepath.Join(dir, "result", filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, body, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(filepath.Join(dir, "result", "out", "empty-dir"), 0o755); err != nil {
		t.Fatal(err)
	}
	root := filepath.Join(dir, "result")
	want, err := a.AddPath(ctx, root, AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got, err := a.AddFS(ctx, os.DirFS(root), AddOptions{Name: "result"})
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Fatalf("AddFS = %s, AddPath = %s", got, want)
	}
	var fromDir, fromFS bytes.Buffer
	if err := WriteArchive(&fromDir, root); err != nil {
		t.Fatal(err)
	}
	if err := WriteArchiveFS(&fromFS, os.DirFS(root)); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(fromDir.Bytes(), fromFS.Bytes()) {
		t.Fatal("WriteArchiveFS and WriteArchive differ on the same tree")
	}

	if err := os.Symlink(filepath.Join(root, "stdout"), filepath.Join(root, "out", "link")); err != nil {
		t.Fatal(err)
	}
	if _, err := a.AddFS(ctx, os.DirFS(root), AddOptions{}); !errors.Is(err, ErrUnsupported) {
		t.Fatalf("AddFS of a tree with a symlink: err = %v, want ErrUnsupported", err)
	}
}
