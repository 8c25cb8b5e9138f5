package spotcheck

import (
	"math"
	"math/rand/v2"
)

// DisputeAttackConfig is the dispute-buying model of the verify bench (verifier/dispute's package
// doc states the bound it checks). Amounts are in units of the value at stake V = price +
// collateral + bond: the most any party can win or avoid losing by flipping one dispute.
type DisputeAttackConfig struct {
	Committee   int     // seats drawn per dispute (contracts.DefaultCommitteeSize)
	DepositRate float64 // committee deposits / V (contracts.DefaultDepositBps / 10000)
	RewardShare float64 // verifier share of the loser's forfeit (DefaultVerifierShareBps / 10000)
	Forfeit     float64 // what a failed attack forfeits besides deposits and bribes, / V (the bond or collateral)
	PoolMembers int     // honest pool members
	// AttackerStake is the largest share of the pool's snapshot stake an attacker holds before the
	// dispute opens (the honest-stake assumption).
	AttackerStake float64
	Runs          int
}

// DefaultDisputeAttackConfig mirrors the contract defaults: 5 seats, deposits 3x V, 10% share,
// an attacker with up to a third of the pool's stake, and a failed attack forfeiting only the
// smallest thing it can (the 1-token minimum bond against a value of ~ price + 8x collateral).
func DefaultDisputeAttackConfig() DisputeAttackConfig {
	return DisputeAttackConfig{Committee: 5, DepositRate: 3, RewardShare: 0.1, Forfeit: 0.05, PoolMembers: 20, AttackerStake: 1.0 / 3, Runs: 20_000}
}

// DisputeAttackResult is one attacker strategy's expected profit per unit of V (negative: buying
// the dispute loses money) and its win probability.
type DisputeAttackResult struct {
	Strategy string
	Win      float64
	Profit   float64
}

// RunDisputeAttacks simulates the strategies:
//   - late-stake: stake (any amount) bonded after the dispute opened; the escrow counts stake at
//     the block before the opening, so it has no weight and the attack never wins;
//   - grind-k: the attacker's pre-existing share of the pool split over k keys (keys are drawn by
//     stake, and the seed is a block hash after the opening, so splitting cannot be aimed);
//     a seat voting against the final outcome loses its whole deposit; every seat weighs the same
//     (ProviderRegistry.seatVerifiers), so stake buys seats, not bigger votes;
//   - bribe-b: after the draw the attacker bribes b seats (all seats weigh the same); a bribed member
//     asks at least the deposit it risks (slashed if the bribe does not reach a majority, and
//     nothing on chain enforces the briber's promise) plus the reward it forgoes.
//
// Profit is P(win) * 1 (the value at stake) - cost - P(lose) * (Forfeit + deposits lost).
func RunDisputeAttacks(seed uint64, c DisputeAttackConfig) []DisputeAttackResult {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	var out []DisputeAttackResult
	out = append(out, DisputeAttackResult{Strategy: "late-stake", Win: 0, Profit: -c.Forfeit})
	for _, keys := range []int{1, 4, 16} {
		var win, profit float64
		for run := 0; run < c.Runs; run++ {
			stakes, attacker := samplePool(rng, c, keys)
			seats := drawSeats(rng, stakes, c.Committee)
			// Every seat weighs the same and locks DepositRate / seats.
			total := float64(len(seats))
			var att float64
			for _, i := range seats {
				if attacker[i] {
					att++
				}
			}
			attDep := c.DepositRate * att / total
			if att*2 > total {
				win++
				profit += 1
			} else {
				profit -= c.Forfeit + attDep
			}
		}
		out = append(out, DisputeAttackResult{Strategy: grindName(keys), Win: win / float64(c.Runs), Profit: profit / float64(c.Runs)})
	}
	for b := 1; b <= c.Committee; b++ {
		var win, profit float64
		for run := 0; run < c.Runs; run++ {
			total := float64(min(c.Committee, c.PoolMembers))
			var bribed, cost float64
			for k := 0; k < b; k++ {
				dep := c.DepositRate / total
				reward := c.RewardShare / total // its share if it voted honestly with everyone
				cost += dep + reward
				bribed++
			}
			if bribed*2 > total {
				win++
				profit += 1 - cost
			} else {
				profit -= cost + c.Forfeit
			}
		}
		out = append(out, DisputeAttackResult{Strategy: bribeName(b), Win: win / float64(c.Runs), Profit: profit / float64(c.Runs)})
	}
	return out
}

func grindName(k int) string { return "grind-" + itoa(k) + "-keys" }
func bribeName(b int) string { return "bribe-" + itoa(b) + "-seats" }

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// samplePool returns the pool's snapshot stakes: PoolMembers honest members with log-uniform
// stakes over two decades, plus `keys` attacker keys holding AttackerStake of the total between
// them (split evenly).
func samplePool(rng *rand.Rand, c DisputeAttackConfig, keys int) ([]float64, []bool) {
	stakes := make([]float64, 0, c.PoolMembers+keys)
	var honest float64
	for i := 0; i < c.PoolMembers; i++ {
		s := math.Pow(10, 2*rng.Float64())
		stakes = append(stakes, s)
		honest += s
	}
	attacker := make([]bool, c.PoolMembers, c.PoolMembers+keys)
	if keys > 0 {
		att := honest * c.AttackerStake / (1 - c.AttackerStake)
		for k := 0; k < keys; k++ {
			stakes = append(stakes, att/float64(keys))
			attacker = append(attacker, true)
		}
	}
	return stakes, attacker
}

// drawSeats draws n distinct indexes with probability proportional to stake, without replacement
// (the registry's drawVerifiers).
func drawSeats(rng *rand.Rand, stakes []float64, n int) []int {
	w := append([]float64(nil), stakes...)
	var total float64
	for _, s := range w {
		total += s
	}
	seats := make([]int, 0, n)
	for len(seats) < n && len(seats) < len(w) {
		r := rng.Float64() * total
		i := 0
		for ; i < len(w)-1 && r >= w[i]; i++ {
			r -= w[i]
		}
		if w[i] == 0 {
			continue // float rounding landed on a drawn slot: draw again
		}
		seats = append(seats, i)
		total -= w[i]
		w[i] = 0
	}
	return seats
}
