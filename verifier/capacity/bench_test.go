package capacity

import (
	"context"
	"fmt"
	mrand "math/rand/v2"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// BenchmarkChallengerCheck is the challenger's work per challenge (paths + 256 exact entries).
func BenchmarkChallengerCheck(b *testing.B) {
	for _, n := range []int{1024, 4096} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			ch := Challenge{Version: ProtocolVersion, Seed: Seed{3}, N: uint32(n)}
			sess, err := NewProver(NewCPUMultiplier()).Commit(context.Background(), ch)
			if err != nil {
				b.Fatal(err)
			}
			rng := mrand.New(mrand.NewPCG(1, 2))
			b.ResetTimer()
			for b.Loop() {
				plan := NewPlan(rng, ch.N, DefaultCheckParams)
				resp, err := sess.Open(plan.Request)
				if err != nil {
					b.Fatal(err)
				}
				if err := Check(ch, sess.Commitment(), plan, resp); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkMerkleRows(b *testing.B) {
	n := 2048
	c := make([]int32, n*n)
	for b.Loop() {
		_ = newMerkleTree(rfc6962, rowLeaves(c, n)).root()
	}
	b.SetBytes(int64(4 * n * n))
}

// BenchmarkCredit: a book crediting the attestation a provider quotes in every offer refresh,
// from the second time on (cached), against what every credit cost before (decode and Check,
// which recovers the challenger's signature), in the same run.
func BenchmarkCredit(b *testing.B) {
	now := time.Unix(1_900_000_000, 0)
	ch := mustKey(b)
	prov := common.HexToAddress("0xabc")
	tr, err := NewTrust(TrustConfig{Domain: testDomain, Challengers: []common.Address{crypto.PubkeyToAddress(ch.PublicKey)}})
	if err != nil {
		b.Fatal(err)
	}
	raw, err := EncodeAttestation(signedAttestation(b, ch, prov, now, 52_428*time.Nanosecond))
	if err != nil {
		b.Fatal(err)
	}
	b.Run("cached", func(b *testing.B) {
		for b.Loop() {
			if _, _, err := tr.Credit(prov, raw, now); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("decode+check", func(b *testing.B) {
		for b.Loop() {
			a, err := DecodeAttestation(raw)
			if err != nil {
				b.Fatal(err)
			}
			if err := tr.Check(prov, a, now); err != nil {
				b.Fatal(err)
			}
		}
	})
}
