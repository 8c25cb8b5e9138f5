package requester

import (
	"archive/tar"
	"bytes"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/p2p/content"
)

func TestConfigValidate(t *testing.T) {
	key, _ := crypto.GenerateKey()
	good := func() Config {
		return Config{DataDir: t.TempDir(), Key: key, Backend: nil, Deployment: &contracts.Deployment{}}
	}
	tests := []struct {
		name  string
		edit  func(*Config)
		field string
	}{
		{"no data dir", func(c *Config) { c.DataDir = "" }, "DataDir"},
		{"no key", func(c *Config) { c.Key = nil }, "Key"},
		{"no backend", func(c *Config) {}, "Backend"},
		{"log range too large", func(c *Config) {
			c.Backend, c.Deployment = ethclient.NewClient(nil), &contracts.Deployment{ChainID: big.NewInt(1)}
			c.MaxLogRange = 2_000_000
		}, "MaxLogRange"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := good()
			tt.edit(&c)
			_, err := New(c)
			if !errors.Is(err, ErrConfig) || !bytes.Contains([]byte(err.Error()), []byte(tt.field)) {
				t.Fatalf("New: err = %v, want ErrConfig naming %s", err, tt.field)
			}
		})
	}
}

func TestStoreRoundTrip(t *testing.T) {
	d, err := openDB(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer d.close()
	now := time.Unix(1_700_000_000, 0)
	var ids []contracts.JobID
	for i := range 3 {
		r := &Record{ID: contracts.JobID{byte(i + 1)}, Class: "burst", Created: now.Add(time.Duration(-i) * time.Minute)}
		r.at(now, PhaseResolve, "")
		r.at(now.Add(time.Second), PhaseMatch, "spec")
		if err := d.put(r); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, r.ID)
	}
	got, err := d.get(ids[0])
	if err != nil || got.Phase != PhaseMatch || len(got.Events) != 2 || got.Events[1].Took != time.Second {
		t.Fatalf("get = %+v, %v", got, err)
	}
	if _, err := d.get(contracts.JobID{9}); !errors.Is(err, ErrUnknownJob) {
		t.Fatalf("unknown job: err = %v, want ErrUnknownJob", err)
	}
	list, err := d.list()
	if err != nil || len(list) != 3 || list[0].ID != ids[2] {
		t.Fatalf("list = %d records (first %v), %v; want 3, oldest first", len(list), list[0].ID, err)
	}
}

func TestPrepareOut(t *testing.T) {
	dir := t.TempDir()
	if err := prepareOut(filepath.Join(dir, "new", "out")); err != nil {
		t.Fatalf("new dir: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "f"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := prepareOut(dir); err == nil {
		t.Fatal("non-empty dir accepted: a result must not overwrite the user's files")
	}
}

func tarOf(t testing.TB, entries map[string]string) []byte {
	var b bytes.Buffer
	tw := tar.NewWriter(&b)
	for name, body := range entries {
		if err := tw.WriteHeader(&tar.Header{Typeflag: tar.TypeReg, Name: name, Mode: 0o644, Size: int64(len(body))}); err != nil {
			t.Fatal(err)
		}
		tw.Write([]byte(body))
	}
	tw.Close()
	return b.Bytes()
}

func TestReadTar(t *testing.T) {
	dst := filepath.Join(t.TempDir(), "out")
	if err := content.ReadArchive(bytes.NewReader(tarOf(t, map[string]string{"stdout": "hi\n", "out/a.txt": "a"})), dst); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(dst, "out", "a.txt")); string(b) != "a" {
		t.Fatalf("out/a.txt = %q", b)
	}
	for _, evil := range []string{"../escape", "/abs", "a/../../x"} {
		if err := content.ReadArchive(bytes.NewReader(tarOf(t, map[string]string{evil: "x"})), filepath.Join(t.TempDir(), "o")); err == nil {
			t.Errorf("path %q accepted", evil)
		}
	}
}

// FuzzReadTar: a result comes from a provider and is untrusted; unpacking never writes outside
// the destination and never panics.
func FuzzReadTar(f *testing.F) {
	f.Add(tarOf(f, map[string]string{"stdout": "x"}))
	f.Add([]byte("not a tar"))
	f.Fuzz(func(t *testing.T, data []byte) {
		root := t.TempDir()
		dst := filepath.Join(root, "out")
		_ = content.ReadArchive(bytes.NewReader(data), dst)
		_ = filepath.Walk(root, func(p string, info os.FileInfo, err error) error {
			if rel, _ := filepath.Rel(dst, p); p != root && !filepath.IsLocal(rel) && rel != "." {
				t.Fatalf("wrote %s outside %s", p, dst)
			}
			return nil
		})
	})
}
