package proving

import (
	"bytes"
	"context"
	"errors"
	"io"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"
	"github.com/ipfs/go-cid"
)

func TestRegistryOverUnixFS(t *testing.T) {
	ctx := context.Background()
	store := newUnixFSStore()
	pkgs := testPackages(t)

	owner, err := NewRegistry(store, RegistryConfig{})
	if err != nil {
		t.Fatal(err)
	}
	g16, err := owner.Put(ctx, pkgs[backend.GROTH16])
	if err != nil {
		t.Fatal(err)
	}
	pl, err := owner.Put(ctx, pkgs[backend.PLONK])
	if err != nil {
		t.Fatal(err)
	}
	if g16 == pl {
		t.Fatal("two packages share a CID")
	}
	// Content addressing: the same package stored again has the same CID.
	if again, err := owner.Put(ctx, pkgs[backend.GROTH16]); err != nil || again != g16 {
		t.Fatalf("re-put gave %s, %v; want %s", again, err, g16)
	}
	junk, err := store.Add(ctx, strings.NewReader("# README\nthis file is not a circuit package\n"))
	if err != nil {
		t.Fatal(err)
	}

	// A prover with a cold cache loads by CID from the store.
	prover, err := NewRegistry(store, RegistryConfig{MaxCached: 1})
	if err != nil {
		t.Fatal(err)
	}
	info, err := prover.Info(ctx, pl)
	if err != nil || info.Backend != backend.PLONK {
		t.Fatalf("info %+v, %v", info, err)
	}
	p, err := prover.Load(ctx, g16, Want{Curve: ecc.BN254, Backend: backend.GROTH16})
	if err != nil {
		t.Fatal(err)
	}
	if p.Info() != pkgs[backend.GROTH16].Info() {
		t.Fatalf("loaded %+v", p.Info())
	}
	if _, err := p.Prove(ctx, chainWitness(t, p, 5), ProveOptions{}); err != nil {
		t.Fatal(err)
	}
	// Cached: the same pointer comes back.
	if p2, err := prover.Load(ctx, g16, Want{}); err != nil || p2 != p {
		t.Fatalf("second load %p, %v; want cached %p", p2, err, p)
	}

	bad := []struct {
		name string
		load func() error
		want error
		msg  string
	}{
		{"not a package", func() error { _, err := prover.Load(ctx, junk, Want{}); return err }, ErrNotPackage, "not a circuit package"},
		{"curve mismatch", func() error { _, err := prover.Load(ctx, g16, Want{Curve: ecc.BLS12_377}); return err }, ErrCurveMismatch, "package is bn254, request wants bls12_377"},
		{"backend mismatch uncached", func() error { _, err := prover.Load(ctx, pl, Want{Backend: backend.GROTH16}); return err }, ErrBackendMismatch, "package is plonk, request wants groth16"},
		{"unknown cid", func() error {
			missing, err := newUnixFSStore().Add(ctx, bytes.NewReader([]byte("elsewhere")))
			if err != nil {
				return err
			}
			_, err = prover.Load(ctx, missing, Want{})
			return err
		}, nil, "get circuit"},
	}
	for _, tt := range bad {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.load()
			if err == nil || (tt.want != nil && !errors.Is(err, tt.want)) || !strings.Contains(err.Error(), tt.msg) {
				t.Fatalf("got %v, want %v mentioning %q", err, tt.want, tt.msg)
			}
		})
	}

	small, err := NewRegistry(store, RegistryConfig{MaxPackageBytes: 1 << 10})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := small.Load(ctx, g16, Want{}); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("oversized package: got %v, want ErrTooLarge", err)
	}

	// Concurrent cold loads of one CID all succeed and share one decoded package.
	cold, err := NewRegistry(store, RegistryConfig{})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	got := make([]*Package, 4)
	errs := make([]error, 4)
	for i := range got {
		wg.Go(func() { got[i], errs[i] = cold.Load(ctx, pl, Want{Backend: backend.PLONK}) })
	}
	wg.Wait()
	for i := range got {
		if errs[i] != nil {
			t.Fatal(errs[i])
		}
		if got[i] != got[0] {
			t.Fatal("concurrent loads decoded the package more than once")
		}
	}
}

func TestNewRegistryNeedsStore(t *testing.T) {
	if _, err := NewRegistry(nil, RegistryConfig{}); err == nil {
		t.Fatal("want an error")
	}
}

// countingStore counts the reads of a Store.
type countingStore struct {
	Store
	mu   sync.Mutex
	gets int
}

func (s *countingStore) Get(ctx context.Context, c cid.Cid) (io.ReadCloser, error) {
	s.mu.Lock()
	s.gets++
	s.mu.Unlock()
	return s.Store.Get(ctx, c)
}

func (s *countingStore) reads() int { s.mu.Lock(); defer s.mu.Unlock(); return s.gets }

// TestRegistryPinnedAndBounded: the decoded-package cache is bounded by bytes (least recently
// used evicted first); a pinned package is loaded at once, never evicted, and read from the
// store no more; a package that does not fit beside the pinned ones is decoded for its caller
// but not kept, and cannot be pinned (ErrTooLarge).
func TestRegistryPinnedAndBounded(t *testing.T) {
	ctx := context.Background()
	base := newUnixFSStore()
	pkgs := testPackages(t)
	owner, err := NewRegistry(base, RegistryConfig{})
	if err != nil {
		t.Fatal(err)
	}
	g16, err := owner.Put(ctx, pkgs[backend.GROTH16])
	if err != nil {
		t.Fatal(err)
	}
	pl, err := owner.Put(ctx, pkgs[backend.PLONK])
	if err != nil {
		t.Fatal(err)
	}
	sg, sp := pkgs[backend.GROTH16].Info().Size(), pkgs[backend.PLONK].Info().Size()
	store := &countingStore{Store: base}
	// Room for either package, never both.
	r, err := NewRegistry(store, RegistryConfig{MaxCachedBytes: max(sg, sp) + min(sg, sp) - 1})
	if err != nil {
		t.Fatal(err)
	}
	warm := func(want ...cid.Cid) {
		t.Helper()
		if got := r.Warm(); !slices.Equal(got, want) {
			t.Fatalf("warm %v, want %v", got, want)
		}
	}
	warm()
	if _, err := r.Load(ctx, g16, Want{}); err != nil {
		t.Fatal(err)
	}
	warm(g16)
	if _, err := r.Load(ctx, pl, Want{}); err != nil {
		t.Fatal(err)
	}
	warm(pl) // g16 evicted for it
	if r.CachedBytes() != sp {
		t.Fatalf("cached bytes %d, want %d", r.CachedBytes(), sp)
	}

	if _, err := r.Pin(ctx, g16, Want{Backend: backend.PLONK}); !errors.Is(err, ErrBackendMismatch) {
		t.Fatalf("pin with the wrong backend: %v, want ErrBackendMismatch", err)
	}
	warm(pl)
	info, err := r.Pin(ctx, g16, Want{Backend: backend.GROTH16})
	if err != nil || info.Backend != backend.GROTH16 {
		t.Fatalf("pin: %+v, %v", info, err)
	}
	warm(g16) // pl evicted for the pinned package
	reads := store.reads()
	p, err := r.Load(ctx, g16, Want{})
	if err != nil || p.Info() != pkgs[backend.GROTH16].Info() || store.reads() != reads {
		t.Fatalf("load of a pinned package: %v, %d store reads (want none)", err, store.reads()-reads)
	}
	// The other package is decoded for its caller, not kept: the pinned one stays.
	if p, err := r.Load(ctx, pl, Want{}); err != nil || p.Info().Backend != backend.PLONK {
		t.Fatalf("load beside a pinned package: %v", err)
	}
	warm(g16)
	if _, err := r.Pin(ctx, pl, Want{}); !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "pinned already") {
		t.Fatalf("pin beyond the cache: %v, want ErrTooLarge", err)
	}
	warm(g16)
	r.Unpin(g16)
	if _, err := r.Load(ctx, pl, Want{}); err != nil {
		t.Fatal(err)
	}
	warm(pl) // unpinned, g16 is evicted like any other

	// The count bound: one package at a time.
	one, err := NewRegistry(store, RegistryConfig{MaxCached: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := one.Pin(ctx, pl, Want{}); err != nil {
		t.Fatal(err)
	}
	if _, err := one.Pin(ctx, g16, Want{}); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("second pin with MaxCached 1: %v, want ErrTooLarge", err)
	}
	if got := one.Warm(); !slices.Equal(got, []cid.Cid{pl}) {
		t.Fatalf("warm %v, want [%s]", got, pl)
	}
}
