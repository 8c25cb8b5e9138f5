package content

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

func TestArchiveRoundTrip(t *testing.T) {
	src := t.TempDir()
	os.MkdirAll(filepath.Join(src, "out", "sub"), 0o755)
	os.WriteFile(filepath.Join(src, "out", "sub", "a"), []byte("hello"), 0o644)
	os.WriteFile(filepath.Join(src, "stdout"), []byte("log"), 0o644)
	var b1, b2 bytes.Buffer
	if err := WriteArchive(&b1, src); err != nil {
		t.Fatal(err)
	}
	if err := WriteArchive(&b2, src); err != nil || !bytes.Equal(b1.Bytes(), b2.Bytes()) {
		t.Fatal("tar not deterministic")
	}
	dst := filepath.Join(t.TempDir(), "x")
	if err := ReadArchive(&b1, dst); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(dst, "out", "sub", "a")); err != nil || string(b) != "hello" {
		t.Fatalf("%q %v", b, err)
	}
}

func FuzzReadArchive(f *testing.F) {
	var b bytes.Buffer
	src := f.TempDir()
	os.WriteFile(filepath.Join(src, "x"), []byte("y"), 0o644)
	WriteArchive(&b, src)
	f.Add(b.Bytes())
	f.Fuzz(func(t *testing.T, data []byte) {
		dst := t.TempDir()
		_ = ReadArchive(bytes.NewReader(data), filepath.Join(dst, "o"))
		// Nothing may be written outside dst.
		entries, _ := os.ReadDir(dst)
		for _, e := range entries {
			if e.Name() != "o" {
				t.Fatalf("wrote %s outside the output dir", e.Name())
			}
		}
	})
}
