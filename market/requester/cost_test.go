package requester

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
)

// TestCostByClass: the price of every job whose payment was locked, less refunds, plus its
// spot-check re-runs, over the jobs with a useful output; gas in wei apart from tokens.
func TestCostByClass(t *testing.T) {
	opened := common.Hash{1}
	job := func(id byte, class string, phase Phase, price int64, gasWei int64) *Record {
		r := &Record{ID: contracts.JobID{id}, Class: class, Phase: phase,
			Acceptance: &market.Acceptance{Price: big.NewInt(price)}, OpenTx: opened,
			GasUsed: uint64(gasWei / 2), GasWei: big.NewInt(gasWei)}
		return r
	}
	checked := job(1, "batch", PhaseClaimed, 1000, 200)
	rerun := job(2, "batch", PhaseClaimed, 900, 100)
	rerun.ReexecOf = &checked.ID
	refunded := job(3, "batch", PhaseRefunded, 500, 60)
	failed := &Record{ID: contracts.JobID{4}, Class: "batch", Phase: PhaseFailed} // never opened
	burst := job(5, "burst", PhaseFetched, 300, 40)
	disputed := job(6, "burst", PhaseDisputed, 300, 80)
	// A spot-check mismatch disputed and lost: the price was paid, the bond too; no useful output.
	lostDispute := job(8, "burst", PhaseClaimed, 300, 30)
	lostDispute.DisputeBond, lostDispute.DisputeLost = big.NewInt(50), true
	// Disputed and won: price and bond back.
	wonDispute := job(9, "burst", PhaseRefunded, 300, 30)
	wonDispute.DisputeBond, wonDispute.BondReturned = big.NewInt(50), true
	legacy := &Record{ID: contracts.JobID{7}, Class: "zk", Phase: PhaseRefunded, OpenTx: opened,
		Acceptance: &market.Acceptance{Price: big.NewInt(70)}, OpenGas: 11, RefundGas: 5}
	// A job failed over: its first attempt abandoned (refunded), its second delivered: proven on
	// chain, done for the requester (its price is the provider's, claimed or not yet).
	failedOver := job(10, "zk", PhaseRefunded, 70, 10)
	delivered := job(11, "zk", PhaseProven, 80, 10)
	delivered.AttemptOf = &failedOver.ID
	got := CostByClass([]*Record{checked, rerun, refunded, failed, burst, disputed, lostDispute, wonDispute, legacy, failedOver, delivered})
	if len(got) != 3 {
		t.Fatalf("classes %+v", got)
	}
	b, u, z := got[0], got[1], got[2]
	check := func(name string, v *big.Int, want int64) {
		t.Helper()
		if v == nil || v.Cmp(big.NewInt(want)) != 0 {
			t.Errorf("%s = %v, want %d", name, v, want)
		}
	}
	if b.Class != "batch" || b.Jobs != 3 || b.Accepted != 1 || b.Reruns != 1 || b.GasUsed != 180 {
		t.Errorf("batch %+v", b)
	}
	check("batch paid", b.Paid, 1500)
	check("batch refunded", b.Refunded, 500)
	check("batch rerun", b.RerunPaid, 900)
	check("batch total", b.TotalTokens, 1900) // 1000 + 500 - 500 + 900
	check("batch gas wei", b.GasWei, 360)
	check("batch per output", b.PerOutputTokens, 1900)
	check("batch wei per output", b.PerOutputWei, 360)
	if u.Jobs != 4 || u.Accepted != 1 {
		t.Errorf("burst %+v", u)
	}
	check("burst paid", u.Paid, 1300)        // 4 prices + 2 bonds
	check("burst refunded", u.Refunded, 350) // the won dispute's price and bond
	check("burst total", u.TotalTokens, 950) // the disputed jobs are cost with no output
	check("burst per output", u.PerOutputTokens, 950)
	if z.Jobs != 2 || z.Accepted != 1 || z.GasUsed != 26 || z.GasUnpriced != 1 {
		t.Errorf("zk %+v: want 2 jobs (a failed-over job counts once), 1 output, gas 16 unpriced + 10", z)
	}
	check("zk total", z.TotalTokens, 80) // the legacy refund and the abandoned attempt cost nothing
	check("zk gas wei", z.GasWei, 20)
	check("zk per output", z.PerOutputTokens, 80)
}
