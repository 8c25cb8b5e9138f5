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
	"github.com/ethereum/go-ethereum/crypto"
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

// TestRegister registers Groth16 and PLONK packages on a devnet chain: Register declares each
// package's verifier (a new CID), the escrow names the verifier and backend under the id computed
// from the package, registering again sends nothing, and a squatter who registers the package
// with another verifier first gets an id of its own that no job of the package binds.
func TestRegister(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: brings up a devnet chain and compiles Solidity verifiers (make test runs it)")
	}
	logger.Disable()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
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
	squatter := n.Contracts.Sender(n.Providers[0])
	for _, b := range []backend.ID{backend.GROTH16, backend.PLONK} {
		t.Run(b.String(), func(t *testing.T) {
			p, err := proving.Setup(ctx, mimcchain.New(4), proving.SetupConfig{Name: "mimcchain-4", Backend: b, UnsafeDevSRS: b == backend.PLONK})
			if err != nil {
				t.Fatal(err)
			}
			undeclared, err := reg.Put(ctx, p)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := escrow.CircuitID(undeclared, p.Info()); !errors.Is(err, proving.ErrNoVerifier) {
				t.Fatalf("CircuitID of a package without a declared verifier: %v, want ErrNoVerifier", err)
			}
			out, err := escrow.Register(ctx, reg, p, n.Contracts, s, proving.SolcConfig{})
			if err != nil {
				t.Fatalf("Register (node and `npm ci` in contracts/ are required): %v", err)
			}
			zb, _ := escrow.BackendOf(b)
			if out.Existing || !out.Declared || out.CID == undeclared || !out.Package.Info().HasVerifier() ||
				out.DeployGas == 0 || out.RegisterGas == 0 || out.Backend != zb {
				t.Fatalf("registration %+v", out)
			}
			info, err := n.Contracts.Circuit(ctx, out.CircuitID)
			if err != nil || !info.Registered || info.Verifier != out.Verifier || info.Backend != zb {
				t.Fatalf("escrow says %+v (%v), want verifier %s backend %s", info, err, out.Verifier, zb)
			}
			// The id is the package's declared verifier code, which is the code on chain.
			code, err := n.Contracts.CodeAt(ctx, out.Verifier)
			if err != nil {
				t.Fatal(err)
			}
			if crypto.Keccak256Hash(code) != out.Package.Info().VerifierCodeHash {
				t.Fatalf("deployed verifier code hash %s, package declares %s", crypto.Keccak256Hash(code).Hex(), out.Package.Info().VerifierCodeHash.Hex())
			}
			if id, err := escrow.CircuitID(out.CID, out.Package.Info()); err != nil || id != out.CircuitID {
				t.Fatalf("CircuitID(package) = %s, %v; registered %s", id.Hex(), err, out.CircuitID.Hex())
			}
			// The declared package is in the store under its CID, and reads back declaring it.
			got, err := reg.Info(ctx, out.CID)
			if err != nil || got.Backend != b || got.VerifierCodeHash != out.Package.Info().VerifierCodeHash {
				t.Fatalf("stored package: %+v, %v", got, err)
			}
			for _, again := range []*proving.Package{p, out.Package} {
				r, err := escrow.Register(ctx, reg, again, n.Contracts, s, proving.SolcConfig{})
				if err != nil || !r.Existing || r.CID != out.CID || r.Verifier != out.Verifier || r.DeployGas != 0 || r.Declared != (again == p) {
					t.Fatalf("second Register: %+v, %v; want the existing registration, nothing sent", r, err)
				}
			}

			// A squatter registers another circuit's package first, with p's verifier (code that
			// does not check that circuit's proofs). It gets an id of its own; the owner's
			// Register then registers the package's own verifier, and the id every requester and
			// provider computes from the package is the owner's. (Another circuit, since a PLONK
			// setup from the same dev SRS gives the same circuit the same key.)
			q, err := proving.Setup(ctx, mimcchain.New(5), proving.SetupConfig{Name: "mimcchain-5", Backend: b, UnsafeDevSRS: b == backend.PLONK})
			if err != nil {
				t.Fatal(err)
			}
			q, _, err = q.DeclareVerifier(ctx, proving.SolcConfig{})
			if err != nil {
				t.Fatal(err)
			}
			qc, err := reg.Put(ctx, q)
			if err != nil {
				t.Fatal(err)
			}
			squat, _, err := n.Contracts.RegisterCircuit(ctx, squatter, contracts.PackageHash(qc.Bytes()), out.Verifier, zb)
			if err != nil {
				t.Fatal(err)
			}
			owner, err := escrow.Register(ctx, reg, q, n.Contracts, s, proving.SolcConfig{})
			if err != nil {
				t.Fatalf("Register after a squatted registration: %v", err)
			}
			if owner.Existing || owner.Declared || owner.CID != qc || owner.CircuitID == squat || owner.Verifier == out.Verifier {
				t.Fatalf("owner's registration %+v; squatted id %s", owner, squat.Hex())
			}
			if id, err := escrow.CircuitID(qc, q.Info()); err != nil || id != owner.CircuitID {
				t.Fatalf("CircuitID(q) = %s, %v; want the owner's %s", id.Hex(), err, owner.CircuitID.Hex())
			}
		})
	}
	if _, err := escrow.BackendOf(backend.UNKNOWN); !errors.Is(err, proving.ErrUnsupported) {
		t.Fatalf("BackendOf(unknown) = %v", err)
	}
}
