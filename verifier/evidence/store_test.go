package evidence

import (
	"crypto/ecdsa"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts"
)

func signed(t testing.TB, key *ecdsa.PrivateKey, job contracts.JobID, spec string) *Evidence {
	t.Helper()
	e := &Evidence{JobID: job, SpecCID: testCID(t, spec).Bytes()}
	if err := e.Sign(key); err != nil {
		t.Fatal(err)
	}
	return e
}

// TestStoreFloodKeepsLiveDispute: once a dispute is live (its requester read from the chain),
// neither one key flooding thousands of jobs nor thousands of throwaway keys evict the
// requester's evidence, and nobody else's evidence replaces it.
func TestStoreFloodKeepsLiveDispute(t *testing.T) {
	st := NewStore(StoreConfig{MaxPending: 256, PerSigner: 4})
	req, _ := crypto.GenerateKey()
	job := contracts.JobID(common.HexToHash("0xd15"))
	st.Expect(job, crypto.PubkeyToAddress(req.PublicKey))
	want := signed(t, req, job, "real spec")
	if err := st.Add(want); err != nil {
		t.Fatal(err)
	}
	junk, _ := crypto.GenerateKey()
	for i := range 1000 {
		_ = st.Add(signed(t, junk, contracts.JobID(common.BigToHash(big.NewInt(int64(i+1)))), "junk"))
	}
	for i := range 300 {
		k, _ := crypto.GenerateKey()
		_ = st.Add(signed(t, k, contracts.JobID(common.BigToHash(big.NewInt(int64(10_000+i)))), "junk"))
	}
	if err := st.Add(signed(t, junk, job, "forged spec")); !errors.Is(err, ErrNotRequester) {
		t.Fatalf("forged evidence for a live dispute: %v, want ErrNotRequester", err)
	}
	if got := st.Get(job); got == nil || string(got.SpecCID) != string(want.SpecCID) {
		t.Fatalf("live dispute's evidence is %+v, want the requester's", got)
	}
	if pending, live := st.Len(); pending > 256 || live != 1 {
		t.Fatalf("store holds %d pending (bound 256) and %d live", pending, live)
	}
	if err := st.Add(&Evidence{JobID: job, SpecCID: want.SpecCID}); !errors.Is(err, ErrUnsigned) {
		t.Fatalf("unsigned evidence: %v, want ErrUnsigned", err)
	}
}

// TestStorePerSignerQuota: evidence that arrives before its dispute is read survives a flood
// from one key (the flooder's own oldest entries go), and becomes the live dispute's evidence.
func TestStorePerSignerQuota(t *testing.T) {
	st := NewStore(StoreConfig{MaxPending: 64, PerSigner: 4})
	req, _ := crypto.GenerateKey()
	job := contracts.JobID(common.HexToHash("0xd16"))
	want := signed(t, req, job, "real spec")
	if err := st.Add(want); err != nil {
		t.Fatal(err)
	}
	junk, _ := crypto.GenerateKey()
	for i := range 1000 {
		_ = st.Add(signed(t, junk, contracts.JobID(common.BigToHash(big.NewInt(int64(i+1)))), "junk"))
	}
	if pending, _ := st.Len(); pending != 5 {
		t.Fatalf("pending holds %d entries, want the requester's 1 + the flooder's quota 4", pending)
	}
	st.Expect(job, crypto.PubkeyToAddress(req.PublicKey))
	if got := st.Get(job); got == nil || string(got.SpecCID) != string(want.SpecCID) {
		t.Fatalf("live dispute's evidence is %+v, want the requester's pending one", got)
	}
	st.Drop(job)
	if st.Get(job) != nil {
		t.Fatal("dropped evidence still returned")
	}
	st.Forget(job)
	if _, live := st.Len(); live != 0 {
		t.Fatalf("%d live disputes after Forget", live)
	}
}
