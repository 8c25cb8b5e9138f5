package escrow_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"sync"
	"testing"
	"time"

	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/logger"
	"github.com/ipfs/go-cid"
	"github.com/multiformats/go-multihash"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/proving"
	"github.com/gpumesh/gpumesh/proving/circuits/mimcchain"
	"github.com/gpumesh/gpumesh/proving/escrow"
)

// memStore is a content store in memory: raw-leaf CIDs of whole byte strings.
type memStore struct {
	mu sync.Mutex
	m  map[cid.Cid][]byte
}

func (s *memStore) Add(_ context.Context, r io.Reader) (cid.Cid, error) {
	b, err := io.ReadAll(r)
	if err != nil {
		return cid.Undef, err
	}
	h, err := multihash.Sum(b, multihash.SHA2_256, -1)
	if err != nil {
		return cid.Undef, err
	}
	c := cid.NewCidV1(cid.Raw, h)
	s.mu.Lock()
	s.m[c] = b
	s.mu.Unlock()
	return c, nil
}

func (s *memStore) Get(_ context.Context, c cid.Cid) (io.ReadCloser, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.m[c]
	if !ok {
		return nil, errors.New("not found")
	}
	return io.NopCloser(bytes.NewReader(b)), nil
}

// TestRegister registers Groth16 and PLONK packages on a devnet chain: the escrow then names
// each circuit's verifier and backend, the verifier accepts a real proof, and registering again
// sends nothing.
func TestRegister(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: brings up a devnet chain and compiles Solidity verifiers (make test runs it)")
	}
	logger.Disable()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	n, err := devnet.Start(ctx, devnet.Config{Providers: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer n.Close()
	reg, err := proving.NewRegistry(&memStore{m: map[cid.Cid][]byte{}}, proving.RegistryConfig{})
	if err != nil {
		t.Fatal(err)
	}
	s := n.Contracts.Sender(n.Deployer)
	for _, b := range []backend.ID{backend.GROTH16, backend.PLONK} {
		t.Run(b.String(), func(t *testing.T) {
			p, err := proving.Setup(ctx, mimcchain.New(4), proving.SetupConfig{Name: "mimcchain-4", Backend: b, UnsafeDevSRS: b == backend.PLONK})
			if err != nil {
				t.Fatal(err)
			}
			out, err := escrow.Register(ctx, reg, p, n.Contracts, s, proving.SolcConfig{})
			if err != nil {
				t.Fatalf("Register (node and `npm ci` in contracts/ are required): %v", err)
			}
			zb, _ := escrow.BackendOf(b)
			if out.Existing || out.DeployGas == 0 || out.RegisterGas == 0 || out.Backend != zb || out.CircuitID != contracts.CircuitID(out.CID.Bytes()) {
				t.Fatalf("registration %+v", out)
			}
			info, err := n.Contracts.Circuit(ctx, out.CircuitID)
			if err != nil || !info.Registered || info.Verifier != out.Verifier || info.Backend != zb {
				t.Fatalf("escrow says %+v (%v), want verifier %s backend %s", info, err, out.Verifier, zb)
			}
			// The package is in the store under its CID.
			got, err := reg.Info(ctx, out.CID)
			if err != nil || got.Backend != b {
				t.Fatalf("stored package: %+v, %v", got, err)
			}
			again, err := escrow.Register(ctx, reg, p, n.Contracts, s, proving.SolcConfig{})
			if err != nil || !again.Existing || again.Verifier != out.Verifier || again.DeployGas != 0 {
				t.Fatalf("second Register: %+v, %v; want the existing registration, nothing sent", again, err)
			}
			// A squatted CID: another circuit's package registered first with p's verifier (code
			// that does not check that circuit's proofs). Register refuses to adopt it. (Another
			// circuit, since a PLONK setup from the same dev SRS gives the same circuit the same key.)
			q, err := proving.Setup(ctx, mimcchain.New(5), proving.SetupConfig{Name: "mimcchain-5", Backend: b, UnsafeDevSRS: b == backend.PLONK})
			if err != nil {
				t.Fatal(err)
			}
			qc, err := reg.Put(ctx, q)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := n.Contracts.RegisterCircuit(ctx, s, contracts.CircuitID(qc.Bytes()), out.Verifier, zb); err != nil {
				t.Fatal(err)
			}
			if got, err := escrow.Register(ctx, reg, q, n.Contracts, s, proving.SolcConfig{}); !errors.Is(err, escrow.ErrVerifierMismatch) {
				t.Fatalf("Register of a squatted circuit: %+v, %v; want ErrVerifierMismatch", got, err)
			}
		})
	}
	if _, err := escrow.BackendOf(backend.UNKNOWN); !errors.Is(err, proving.ErrUnsupported) {
		t.Fatalf("BackendOf(unknown) = %v", err)
	}
}
