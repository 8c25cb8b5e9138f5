package settle

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestParseJobID(t *testing.T) {
	good := "0x" + string(bytes.Repeat([]byte("ab"), 32))
	id, err := ParseJobID(good)
	if err != nil || JobIDString(id) != good {
		t.Fatalf("%v %s", err, JobIDString(id))
	}
	for _, bad := range []string{"", "0x12", good + "00", "0x" + string(bytes.Repeat([]byte("zz"), 32))} {
		if _, err := ParseJobID(bad); !errors.Is(err, ErrBadJobID) {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

func TestTarRoundTrip(t *testing.T) {
	src := t.TempDir()
	os.MkdirAll(filepath.Join(src, "out", "sub"), 0o755)
	os.WriteFile(filepath.Join(src, "out", "sub", "a"), []byte("hello"), 0o644)
	os.WriteFile(filepath.Join(src, "stdout"), []byte("log"), 0o644)
	var b1, b2 bytes.Buffer
	if err := WriteTar(&b1, src); err != nil {
		t.Fatal(err)
	}
	if err := WriteTar(&b2, src); err != nil || !bytes.Equal(b1.Bytes(), b2.Bytes()) {
		t.Fatal("tar not deterministic")
	}
	dst := filepath.Join(t.TempDir(), "x")
	if err := ReadTar(&b1, dst); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(filepath.Join(dst, "out", "sub", "a")); err != nil || string(b) != "hello" {
		t.Fatalf("%q %v", b, err)
	}
}

func FuzzReadTar(f *testing.F) {
	var b bytes.Buffer
	src := f.TempDir()
	os.WriteFile(filepath.Join(src, "x"), []byte("y"), 0o644)
	WriteTar(&b, src)
	f.Add(b.Bytes())
	f.Fuzz(func(t *testing.T, data []byte) {
		dst := t.TempDir()
		_ = ReadTar(bytes.NewReader(data), filepath.Join(dst, "o"))
		// Nothing may be written outside dst.
		entries, _ := os.ReadDir(dst)
		for _, e := range entries {
			if e.Name() != "o" {
				t.Fatalf("wrote %s outside the output dir", e.Name())
			}
		}
	})
}
