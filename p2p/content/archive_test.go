package content

import (
	"archive/tar"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
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

// tarBlock returns a ustar header block for name with the given type and size (archive/tar's
// writer cannot produce sparse entries, so the attacks are built by hand).
func tarBlock(name string, typ byte, size int64) []byte {
	b := make([]byte, 512)
	copy(b[0:100], name)
	copy(b[100:108], "0000644\x00")
	copy(b[108:116], "0000000\x00")
	copy(b[116:124], "0000000\x00")
	copy(b[124:136], fmt.Sprintf("%011o\x00", size))
	copy(b[136:148], "00000000000\x00")
	b[156] = typ
	copy(b[257:265], "ustar\x0000")
	copy(b[148:156], "        ")
	var sum int
	for _, c := range b {
		sum += int(c)
	}
	copy(b[148:156], fmt.Sprintf("%06o\x00 ", sum))
	return b
}

// pad512 pads b with zeros to a whole number of tar blocks.
func pad512(b []byte) []byte {
	if r := len(b) % 512; r != 0 {
		b = append(b, make([]byte, 512-r)...)
	}
	return b
}

// paxRecords encodes PAX extended header records ("%d key=value\n", the length counting itself).
func paxRecords(kv ...string) []byte {
	var out []byte
	for i := 0; i < len(kv); i += 2 {
		rec := " " + kv[i] + "=" + kv[i+1] + "\n"
		n := len(rec) + 1
		for len(fmt.Sprint(n))+len(rec) != n {
			n++
		}
		out = append(out, fmt.Sprintf("%d%s", n, rec)...)
	}
	return out
}

// sparseBomb is a PAX GNU.sparse 1.0 archive of one file whose logical size is realSize and
// which stores a single data byte at its end: archive/tar expands it to realSize bytes.
func sparseBomb(realSize int64) []byte {
	rec := paxRecords("GNU.sparse.major", "1", "GNU.sparse.minor", "0",
		"GNU.sparse.name", "bomb", "GNU.sparse.realsize", fmt.Sprint(realSize))
	var b []byte
	b = append(b, tarBlock("PaxHeaders/bomb", tar.TypeXHeader, int64(len(rec)))...)
	b = append(b, pad512(rec)...)
	spMap := pad512([]byte(fmt.Sprintf("1\n%d\n1\n", realSize-1)))
	b = append(b, tarBlock("GNUSparseFile.0/bomb", tar.TypeReg, int64(len(spMap))+1)...)
	b = append(b, spMap...)
	b = append(b, pad512([]byte{'x'})...)
	return append(b, make([]byte, 1024)...)
}

// sparseBomb01 is the PAX GNU.sparse 0.1 encoding of the same attack (the map in a record).
func sparseBomb01(realSize int64) []byte {
	rec := paxRecords("GNU.sparse.size", fmt.Sprint(realSize), "GNU.sparse.numblocks", "1",
		"GNU.sparse.map", fmt.Sprintf("%d,1", realSize-1), "GNU.sparse.name", "bomb01")
	var b []byte
	b = append(b, tarBlock("PaxHeaders/bomb01", tar.TypeXHeader, int64(len(rec)))...)
	b = append(b, pad512(rec)...)
	b = append(b, tarBlock("bomb01", tar.TypeReg, 1)...)
	b = append(b, pad512([]byte{'x'})...)
	return append(b, make([]byte, 1024)...)
}

// tarOf builds an archive with archive/tar from headers; a TypeReg entry gets Size bytes of 'a'.
func tarOf(t *testing.T, hs ...*tar.Header) []byte {
	t.Helper()
	var b bytes.Buffer
	tw := tar.NewWriter(&b)
	for _, h := range hs {
		if h.Mode == 0 {
			h.Mode = 0o644
		}
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		if h.Typeflag == tar.TypeReg {
			tw.Write(bytes.Repeat([]byte{'a'}, int(h.Size)))
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// treeBytes sums the sizes of the regular files under dir and fails on anything but files and
// directories.
func treeBytes(t *testing.T, dir string) int64 {
	t.Helper()
	var n int64
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		switch {
		case d.IsDir():
		case d.Type().IsRegular():
			fi, _ := d.Info()
			n += fi.Size()
		default:
			t.Errorf("unpacked %s of type %s", p, d.Type())
		}
		return nil
	})
	return n
}

// TestArchiveSparseBombExpands reproduces the attack: archive/tar turns a few KiB of PAX
// GNU.sparse 1.0 archive into a 1 TiB regular file (only parsed here, never unpacked).
func TestArchiveSparseBombExpands(t *testing.T) {
	bomb := sparseBomb(1 << 40)
	h, err := tar.NewReader(bytes.NewReader(bomb)).Next()
	if err != nil {
		t.Fatal(err)
	}
	if h.Typeflag != tar.TypeReg || h.Size != 1<<40 || len(bomb) > 4096 {
		t.Fatalf("archive of %d bytes: type %q size %d; want a regular file of 1 TiB", len(bomb), h.Typeflag, h.Size)
	}
	// ReadArchive's refusal is checked on 64 MiB bombs in TestReadArchiveRefuses: code without
	// the refusal writes this one until the disk is full.
}

// TestReadArchiveRefuses feeds crafted archives. Every case must fail with its named error and
// leave at most a few bytes behind. The sparse cases use 64 MiB logical files so that the code
// before the fix (which wrote them out) fails the test without filling the disk.
func TestReadArchiveRefuses(t *testing.T) {
	small := ArchiveLimits{MaxBytes: 100, MaxEntries: 3, MaxDepth: 3, MaxPathLen: 40}
	for _, tc := range []struct {
		name string
		in   []byte
		lim  ArchiveLimits
		want error
	}{
		{"sparse pax 1.0", sparseBomb(64 << 20), ArchiveLimits{}, ErrArchiveEntry},
		{"sparse pax 0.1", sparseBomb01(64 << 20), ArchiveLimits{}, ErrArchiveEntry},
		{"symlink", tarOf(t, &tar.Header{Typeflag: tar.TypeSymlink, Name: "l", Linkname: "/etc/passwd"}), ArchiveLimits{}, ErrArchiveEntry},
		{"hard link", tarOf(t, &tar.Header{Typeflag: tar.TypeReg, Name: "a", Size: 1},
			&tar.Header{Typeflag: tar.TypeLink, Name: "b", Linkname: "a"}), ArchiveLimits{}, ErrArchiveEntry},
		{"char device", tarOf(t, &tar.Header{Typeflag: tar.TypeChar, Name: "null", Devmajor: 1, Devminor: 3}), ArchiveLimits{}, ErrArchiveEntry},
		{"fifo", tarOf(t, &tar.Header{Typeflag: tar.TypeFifo, Name: "p"}), ArchiveLimits{}, ErrArchiveEntry},
		{"dotdot", tarOf(t, &tar.Header{Typeflag: tar.TypeReg, Name: "../x", Size: 1}), ArchiveLimits{}, ErrArchiveEntry},
		{"absolute", tarOf(t, &tar.Header{Typeflag: tar.TypeReg, Name: "/tmp/x", Size: 1}), ArchiveLimits{}, ErrArchiveEntry},
		{"too many entries", tarOf(t, &tar.Header{Typeflag: tar.TypeDir, Name: "a/"}, &tar.Header{Typeflag: tar.TypeDir, Name: "b/"},
			&tar.Header{Typeflag: tar.TypeDir, Name: "c/"}, &tar.Header{Typeflag: tar.TypeDir, Name: "d/"}), small, ErrArchiveLimit},
		{"too many bytes", tarOf(t, &tar.Header{Typeflag: tar.TypeReg, Name: "a", Size: 60},
			&tar.Header{Typeflag: tar.TypeReg, Name: "b", Size: 60}), small, ErrArchiveLimit},
		{"too deep", tarOf(t, &tar.Header{Typeflag: tar.TypeReg, Name: "a/b/c/d", Size: 1}), small, ErrArchiveLimit},
		{"path too long", tarOf(t, &tar.Header{Typeflag: tar.TypeReg, Name: strings.Repeat("n", 41), Size: 1}), small, ErrArchiveLimit},
		{"deep by default", tarOf(t, &tar.Header{Typeflag: tar.TypeDir, Name: strings.Repeat("d/", 65)}), ArchiveLimits{}, ErrArchiveLimit},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dst := filepath.Join(t.TempDir(), "o")
			err := ReadArchiveLimited(bytes.NewReader(tc.in), dst, tc.lim)
			if !errors.Is(err, tc.want) {
				t.Fatalf("err = %v, want %v", err, tc.want)
			}
			if n := treeBytes(t, dst); n > 100 {
				t.Fatalf("%d bytes unpacked before the refusal", n)
			}
		})
	}
}

// TestReadArchiveWithinLimits: an archive exactly at every limit unpacks.
func TestReadArchiveWithinLimits(t *testing.T) {
	lim := ArchiveLimits{MaxBytes: 100, MaxEntries: 3, MaxDepth: 3, MaxPathLen: 40}
	in := tarOf(t, &tar.Header{Typeflag: tar.TypeDir, Name: "a/"},
		&tar.Header{Typeflag: tar.TypeReg, Name: "a/b/c", Size: 60},
		&tar.Header{Typeflag: tar.TypeReg, Name: "d", Size: 40})
	dst := filepath.Join(t.TempDir(), "o")
	if err := ReadArchiveLimited(bytes.NewReader(in), dst, lim); err != nil {
		t.Fatal(err)
	}
	if n := treeBytes(t, dst); n != 100 {
		t.Fatalf("unpacked %d bytes, want 100", n)
	}
	if err := (&ArchiveLimits{MaxDepth: -1}).Validate(); !errors.Is(err, ErrInvalidConfig) || !strings.Contains(err.Error(), "MaxDepth") {
		t.Fatalf("Validate(MaxDepth -1) = %v, want ErrInvalidConfig naming MaxDepth", err)
	}
}

// TestReadArchiveStaysBeneathRoot: a symlink already in the destination (left by an earlier
// unpack or planted by a job) must not carry a later entry outside it.
func TestReadArchiveStaysBeneathRoot(t *testing.T) {
	outside := t.TempDir()
	dst := filepath.Join(t.TempDir(), "o")
	if err := os.MkdirAll(dst, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(dst, "l")); err != nil {
		t.Fatal(err)
	}
	in := tarOf(t, &tar.Header{Typeflag: tar.TypeReg, Name: "l/pwned", Size: 5})
	err := ReadArchive(bytes.NewReader(in), dst)
	if _, serr := os.Lstat(filepath.Join(outside, "pwned")); serr == nil {
		t.Fatal("an entry was written through a symlink outside the destination")
	}
	if err == nil {
		t.Fatal("ReadArchive followed a symlink out of the destination without an error")
	}
}

func FuzzReadArchive(f *testing.F) {
	var b bytes.Buffer
	src := f.TempDir()
	os.WriteFile(filepath.Join(src, "x"), []byte("y"), 0o644)
	os.MkdirAll(filepath.Join(src, "d", "e"), 0o755)
	os.WriteFile(filepath.Join(src, "d", "e", "f"), []byte("zz"), 0o644)
	WriteArchive(&b, src)
	f.Add(b.Bytes())
	// Seeds stay small enough that a reader without the sparse refusal cannot fill the disk.
	f.Add(sparseBomb(8 << 20))
	f.Add(sparseBomb01(8 << 20))
	lim := ArchiveLimits{MaxBytes: 1 << 20, MaxEntries: 64, MaxDepth: 8, MaxPathLen: 256}
	f.Fuzz(func(t *testing.T, data []byte) {
		dst := t.TempDir()
		_ = ReadArchiveLimited(bytes.NewReader(data), filepath.Join(dst, "o"), lim)
		// Nothing may be written outside dst, and only files and directories within the limits.
		entries, _ := os.ReadDir(dst)
		for _, e := range entries {
			if e.Name() != "o" {
				t.Fatalf("wrote %s outside the output dir", e.Name())
			}
		}
		if n := treeBytes(t, filepath.Join(dst, "o")); n > lim.MaxBytes {
			t.Fatalf("unpacked %d bytes, over MaxBytes %d", n, lim.MaxBytes)
		}
	})
}
