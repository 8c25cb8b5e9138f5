package market

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts"
)

const testSpecCID = "bafkreicgm2r7m26gacwz6ep2q4pbhyzpdqh6rou22jjgljcjwdeyhrmj6e"

// testCircuitID is an escrow circuit id (package hash, verifier code hash, backend).
var testCircuitID = contracts.CircuitID(
	contracts.PackageHash([]byte("bafkreigjnrwvx2gqrijopnonygzap6tleqyjotegqa6yrelhlz3p3gjmea")),
	crypto.Keccak256Hash([]byte("verifier code")), contracts.BackendGroth16)

// zkAcceptance is a signed zk acceptance whose spec is testSpecCID, bound to b.
func zkAcceptance(t *testing.T, b contracts.ZKBinding) *Acceptance {
	t.Helper()
	pk := testKey(t, 1)
	p := sampleProposal(crypto.PubkeyToAddress(pk.PublicKey))
	p.Class, p.SpecCID, p.Requester = ClassZK, testSpecCID, crypto.PubkeyToAddress(testKey(t, 2).PublicKey)
	a := AcceptProposal(p, 2_000_000_000)
	if err := a.BindZK(b); err != nil {
		t.Fatal(err)
	}
	if err := a.Sign(pk, testDomain); err != nil {
		t.Fatal(err)
	}
	return a
}

// TestZKAcceptanceOnChain: a zk acceptance gives the escrow its binding as the spec hash (what
// submitProof checks against), signed by the provider; the requester's CheckZK accepts exactly
// its own binding.
func TestZKAcceptanceOnChain(t *testing.T) {
	b, err := ZKBindingFor(testSpecCID, testCircuitID, []*big.Int{big.NewInt(42), big.NewInt(7)})
	if err != nil {
		t.Fatal(err)
	}
	a := zkAcceptance(t, b)
	oc, err := a.OnChain()
	if err != nil {
		t.Fatal(err)
	}
	if oc.SpecHash != [32]byte(b.SpecHash()) || oc.Class != contracts.ClassZK {
		t.Fatalf("on-chain spec hash %x class %v, want the binding %x and zk", oc.SpecHash, oc.Class, b.SpecHash())
	}
	if want := contracts.ZkSpecHash(b.SpecCIDHash, b.CircuitID, b.PublicInputs); want != b.SpecHash() {
		t.Fatalf("binding hash %x, contracts.ZkSpecHash %x", b.SpecHash(), want)
	}
	cd := contracts.Domain{ChainID: testDomain.ChainID, Escrow: testDomain.Escrow}
	if err := oc.Verify(cd, a.Signature); err != nil {
		t.Fatalf("escrow verify: %v", err)
	}
	// Round trip over the wire keeps the binding.
	enc, err := Encode(a)
	if err != nil {
		t.Fatal(err)
	}
	m, err := Decode(enc)
	if err != nil {
		t.Fatal(err)
	}
	if got := m.(*Acceptance); got.ZKSpecHash != a.ZKSpecHash {
		t.Fatalf("decoded binding %x, want %x", got.ZKSpecHash, a.ZKSpecHash)
	}
	if err := a.CheckZK(b); err != nil {
		t.Fatalf("own binding: %v", err)
	}
}

func TestZKBindingMismatch(t *testing.T) {
	b, err := ZKBindingFor(testSpecCID, testCircuitID, []*big.Int{big.NewInt(42)})
	if err != nil {
		t.Fatal(err)
	}
	a := zkAcceptance(t, b)
	other := func(f func(*contracts.ZKBinding)) contracts.ZKBinding {
		c := b
		c.PublicInputs = []*big.Int{big.NewInt(42)}
		f(&c)
		return c
	}
	for _, tc := range []struct {
		name string
		b    contracts.ZKBinding
	}{
		{"other public input", other(func(c *contracts.ZKBinding) { c.PublicInputs[0] = big.NewInt(43) })},
		{"extra public input", other(func(c *contracts.ZKBinding) { c.PublicInputs = append(c.PublicInputs, big.NewInt(0)) })},
		{"other circuit", other(func(c *contracts.ZKBinding) { c.CircuitID[0] ^= 1 })},
		{"other spec", other(func(c *contracts.ZKBinding) { c.SpecCIDHash[0] ^= 1 })},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := a.CheckZK(tc.b); !errors.Is(err, ErrZKBinding) {
				t.Fatalf("CheckZK = %v, want ErrZKBinding", err)
			}
		})
	}
	// A zk acceptance without a binding has no on-chain form; other classes cannot be bound.
	unbound := *a
	unbound.ZKSpecHash = [32]byte{}
	if _, err := unbound.OnChain(); !errors.Is(err, ErrInvalid) {
		t.Fatalf("unbound zk acceptance: %v", err)
	}
	batch := *a
	batch.Class = ClassBatch
	if err := batch.BindZK(b); !errors.Is(err, ErrInvalid) {
		t.Fatalf("BindZK on a batch acceptance: %v", err)
	}
	if err := batch.CheckZK(b); !errors.Is(err, ErrZKBinding) {
		t.Fatalf("CheckZK on a batch acceptance: %v", err)
	}
	// A binding about another spec cannot be bound.
	wrongSpec := other(func(c *contracts.ZKBinding) { c.SpecCIDHash[0] ^= 1 })
	fresh := *a
	if err := fresh.BindZK(wrongSpec); !errors.Is(err, ErrInvalid) {
		t.Fatalf("BindZK of another spec's binding: %v", err)
	}
}

func TestZKBindingForBadInput(t *testing.T) {
	for _, tc := range []struct {
		name, spec string
		circuit    common.Hash
		ins        []*big.Int
	}{
		{"bad spec", "nope", testCircuitID, nil},
		{"no circuit id", testSpecCID, common.Hash{}, nil},
		{"negative input", testSpecCID, testCircuitID, []*big.Int{big.NewInt(-1)}},
		{"input over 256 bits", testSpecCID, testCircuitID, []*big.Int{new(big.Int).Lsh(big.NewInt(1), 256)}},
		{"nil input", testSpecCID, testCircuitID, []*big.Int{nil}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := ZKBindingFor(tc.spec, tc.circuit, tc.ins); !errors.Is(err, ErrInvalid) {
				t.Fatalf("err = %v, want ErrInvalid", err)
			}
		})
	}
}
