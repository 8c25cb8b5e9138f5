package verify

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"log/slog"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"
	mh "github.com/multiformats/go-multihash"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/verifier/dispute"
	"github.com/gpumesh/gpumesh/verifier/evidence"
)

// oneDispute is a disputeChain with one pending dispute this node was drawn for.
type oneDispute struct{ c disputeCase }

func (o oneDispute) Opened(context.Context, uint64, uint64) ([]openedDispute, error) { return nil, nil }
func (o oneDispute) Head(context.Context) (uint64, error)                            { return 1, nil }
func (o oneDispute) Case(context.Context, openedDispute, common.Address) (disputeCase, error) {
	return o.c, nil
}
func (o oneDispute) Submit(context.Context, openedDispute, *dispute.Verdict) error {
	return errors.New("not in this test")
}
func (o oneDispute) Domain() contracts.Domain { return contracts.Domain{} }

func specCID(t testing.TB, data string) cid.Cid {
	h, err := mh.Sum([]byte(data), mh.SHA2_256, -1)
	if err != nil {
		t.Fatal(err)
	}
	return cid.NewCidV1(cid.Raw, h)
}

// TestEvidenceFloodKeepsDisputerEvidence: the disputer (the job's requester) publishes its
// signed evidence, then an attacker floods the evidence topic with junk: well-signed evidence
// for thousands of other jobs, from one key and from thousands of throwaway keys. The verifier
// must still find the requester's evidence when it judges the dispute (here the spec hash on
// chain is another one, so judging stops at the spec check: ErrMismatch, not errNoEvidence).
func TestEvidenceFloodKeepsDisputerEvidence(t *testing.T) {
	me, _ := crypto.GenerateKey()
	reqKey, _ := crypto.GenerateKey()
	requester := crypto.PubkeyToAddress(reqKey.PublicKey)
	job := contracts.JobID(common.HexToHash("0xd15"))
	c := disputeCase{Pending: true, Drawn: true, Requester: requester, Provider: common.HexToAddress("0x9"),
		SpecHash: crypto.Keccak256Hash(specCID(t, "the job's real spec").Bytes())}
	s, err := newVerifyService(slog.New(slog.DiscardHandler), nil, crypto.PubkeyToAddress(me.PublicKey), me, nil, nil, []disputeChain{oneDispute{c}}, 0)
	if err != nil {
		t.Fatal(err)
	}
	sign := func(key *ecdsa.PrivateKey, id contracts.JobID, spec string) *evidence.Evidence {
		e := &evidence.Evidence{JobID: id, SpecCID: specCID(t, spec).Bytes()}
		if err := e.Sign(key); err != nil {
			t.Fatal(err)
		}
		return e
	}
	junk, _ := crypto.GenerateKey()
	flood := func(round int) {
		base := int64(round) << 32
		for i := range 4096 + 100 { // one key, many jobs
			s.addEvidence(sign(junk, contracts.JobID(common.BigToHash(big.NewInt(base+int64(i)+2))), "junk"))
		}
		for i := range 4096 + 100 { // a fresh key per message
			k, _ := crypto.GenerateKey()
			s.addEvidence(sign(k, contracts.JobID(common.BigToHash(big.NewInt(base+1_000_000+int64(i)))), "junk"))
		}
		s.addEvidence(sign(junk, job, "a forger's spec")) // and for the disputed job itself
	}
	// The disputer publishes, and repeats its evidence each round (as market/requester does
	// until the dispute resolves); each round the attacker floods and the verifier judges.
	s.addEvidence(sign(reqKey, job, "the disputer's spec"))
	for round := range 3 {
		flood(round)
		_, err := s.judge(context.Background(), 0, openedDispute{JobID: job})
		// Before the verifier has read the dispute from the chain, evidence is pending and a
		// flood of throwaway keys may push it out; from the disputer's next repeat on, it must
		// stay.
		if round == 0 && errors.Is(err, errNoEvidence) {
			s.addEvidence(sign(reqKey, job, "the disputer's spec"))
			continue
		}
		if errors.Is(err, errNoEvidence) {
			t.Fatalf("round %d: the flood evicted the disputer's evidence: %v", round, err)
		}
		if !errors.Is(err, evidence.ErrMismatch) || !strings.Contains(err.Error(), crypto.Keccak256Hash(specCID(t, "the disputer's spec").Bytes()).Hex()) {
			t.Fatalf("round %d: judge: %v, want the spec check of the requester's evidence", round, err)
		}
		s.addEvidence(sign(reqKey, job, "the disputer's spec")) // judged wrong here: repeated
	}
}
