package intake

import (
	"math/big"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
)

func TestJobTotal(t *testing.T) {
	price := big.NewInt(100)
	for _, tc := range []struct {
		name string
		spec jobspec.Job
		want int64
	}{
		{"zk: one proof", jobspec.Job{PriceUnit: jobspec.UnitJobUnit, Resources: jobspec.Hardware{WallTimeMs: 600_000}}, 100},
		{"cpu job: 1 slot x 3 s", jobspec.Job{PriceUnit: jobspec.UnitGPUSecond, Resources: jobspec.Hardware{WallTimeMs: 2500}}, 300},
		{"2 GPUs x 2 s", jobspec.Job{PriceUnit: jobspec.UnitGPUSecond, Resources: jobspec.Hardware{GPUs: 2, WallTimeMs: uint64(2 * time.Second / time.Millisecond)}}, 400},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := JobTotal(price, &tc.spec); got.Cmp(big.NewInt(tc.want)) != 0 {
				t.Fatalf("JobTotal = %s, want %d", got, tc.want)
			}
		})
	}
	if PriceUnit(market.ClassZK) != market.PerJobUnit || PriceUnit(market.ClassBatch) != market.PerGPUSecond || PriceUnit(market.ClassBurst) != market.PerGPUSecond {
		t.Fatal("zk is priced per proof, batch and burst per GPU-second")
	}
}
