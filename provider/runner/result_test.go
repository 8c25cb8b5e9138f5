package runner

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider/executor"
)

// TestResultFSMatchesWriteResult: the result a burst job uploads from memory (resultFS) is the
// tree writeResult lays out on disk for the other classes, byte for byte as the uploader reads
// it (the archive an encrypted result travels as; its plain CID is built from the same walk).
func TestResultFSMatchesWriteResult(t *testing.T) {
	res := executor.Result{Stdout: []byte("hello\n"), Stderr: []byte("warn\n"), StderrTruncated: true}
	sum := RunSummary{ExitCode: 3, Reason: executor.ReasonExitStatus, Detail: "exit status 3"}
	mkOut := func(dir string) string {
		out := filepath.Join(dir, "out")
		for name, body := range map[string]string{"a.txt": "a", "sub/b.txt": "bb", "sub/deeper/c": ""} {
			p := filepath.Join(out, filepath.FromSlash(name))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return out
	}
	onDisk := t.TempDir()
	result := filepath.Join(onDisk, "result")
	if err := writeResult(result, mkOut(onDisk), res, sum); err != nil {
		t.Fatal(err)
	}
	var want, got bytes.Buffer
	if err := content.WriteArchive(&want, result); err != nil {
		t.Fatal(err)
	}
	if err := content.WriteArchiveFS(&got, newResultFS(mkOut(t.TempDir()), res, sum)); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(want.Bytes(), got.Bytes()) {
		t.Fatalf("the in-memory result differs from the one on disk:\n%q\n%q", want.String(), got.String())
	}
	// What a test double makes of it (os.CopyFS) is the same tree too.
	copied := filepath.Join(t.TempDir(), "result")
	if err := os.CopyFS(copied, newResultFS(mkOut(t.TempDir()), res, sum)); err != nil {
		t.Fatal(err)
	}
	var viaCopy bytes.Buffer
	if err := content.WriteArchive(&viaCopy, copied); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(want.Bytes(), viaCopy.Bytes()) {
		t.Fatal("os.CopyFS of the in-memory result differs from the one on disk")
	}
}
