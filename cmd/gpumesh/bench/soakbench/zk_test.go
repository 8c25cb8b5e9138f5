package soakbench

import "testing"

// TestJobClassMix: every ZKEvery-th job is a zk job, every BurstEvery-th of the others a burst
// job (a zk job takes precedence where both fall), the rest batch; -1 turns a class off.
func TestJobClassMix(t *testing.T) {
	for _, tc := range []struct {
		zkEvery, burstEvery     int
		batch, burst, zk, first int // counts over 1,000 jobs; first: the first zk job's index
	}{
		{zkEvery: 10, burstEvery: 4, batch: 700, burst: 200, zk: 100, first: 9},
		{zkEvery: -1, burstEvery: 4, batch: 750, burst: 250, zk: 0, first: -1},
		{zkEvery: 5, burstEvery: -1, batch: 800, burst: 0, zk: 200, first: 4},
		{zkEvery: 1, burstEvery: 4, batch: 0, burst: 0, zk: 1000, first: 0},
	} {
		cfg := Config{ZKEvery: tc.zkEvery, BurstEvery: tc.burstEvery}
		got := map[string]int{}
		first := -1
		for i := range 1000 {
			c := jobClass(cfg, i)
			got[c]++
			if c == "zk" && first < 0 {
				first = i
			}
		}
		if got["batch"] != tc.batch || got["burst"] != tc.burst || got["zk"] != tc.zk || first != tc.first {
			t.Errorf("zk every %d, burst every %d: %v, first zk job %d; want batch %d, burst %d, zk %d, first %d",
				tc.zkEvery, tc.burstEvery, got, first, tc.batch, tc.burst, tc.zk, tc.first)
		}
	}
}
