package proving

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"
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
