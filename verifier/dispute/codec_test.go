package dispute

import (
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

func TestVerdictRoundTrip(t *testing.T) {
	f := newFixture(t)
	v := f.verdict(t, 0, ProviderFault)
	b, err := EncodeVerdict(&v)
	if err != nil {
		t.Fatal(err)
	}
	got, err := DecodeVerdict(b)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.d.CheckVerdict(context.Background(), dom, *got, f.stake); err != nil {
		t.Fatalf("decoded verdict: %v", err)
	}
}

func FuzzDecodeVerdict(f *testing.F) {
	v := Verdict{Outcome: ProviderFault, IssuedAt: 5, Signature: make([]byte, 65)}
	b, _ := EncodeVerdict(&v)
	f.Add(b)
	stake := stakeSet{}
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := DecodeVerdict(data)
		if err != nil {
			return
		}
		d := Dispute{ID: v.DisputeID, JobID: v.JobID, OpenedAt: 0, VerdictTime: 1 << 40, Verifiers: []common.Address{v.Verifier}, Quorum: 1}
		// A decoded verdict can never count without a valid signature by a staked verifier.
		if err := d.CheckVerdict(context.Background(), dom, *v, stake); err == nil {
			t.Fatal("random bytes made a counting verdict")
		}
	})
}
