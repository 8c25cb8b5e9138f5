package capacity

import (
	"context"
	"fmt"
	mrand "math/rand/v2"
	"testing"
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
