package soakbench

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/requester"
)

// TestDisturbed: the rule that charges a slash to its provider (a kill from the SIGKILL to the
// restart, a partition or black-hole for its length, a p2p partition from the job's requester
// for its length, overlapping the job's open..deadline); an RPC stall excuses nothing, and another
// provider's faults, or a p2p partition from another requester, do not count.
func TestDisturbed(t *testing.T) {
	t0 := time.Unix(1_800_000_000, 0)
	at := func(s int) time.Time { return t0.Add(time.Duration(s) * time.Second) }
	faults := []Fault{
		{At: at(10), Kind: FaultKill, Provider: 1, For: 5 * time.Second},
		{At: at(16), Kind: FaultRestart, Provider: 1},
		{At: at(30), Kind: FaultPartition, Provider: 2, For: 4 * time.Second},
		{At: at(40), Kind: FaultStall, For: 3 * time.Second},
		{At: at(60), Kind: FaultBlackhole, Provider: 3, For: 5 * time.Second},
		{At: at(65), Kind: FaultThaw, Provider: 3},
		{At: at(90), Kind: FaultPartitionP2P, Provider: 2, Requester: 1, For: 5 * time.Second},
	}
	checkDisturbed(t, faults, at, []disturbedCase{
		{"kill inside the window", 1, 0, 0, 12, true},
		{"window inside the downtime", 1, 0, 11, 14, true},
		{"restarted before the window", 1, 0, 17, 30, false},
		{"window before the kill", 1, 0, 0, 9, false},
		{"partition overlaps", 2, 0, 33, 50, true},
		{"partition healed before", 2, 0, 35, 50, false},
		{"stall excuses nothing", 3, 0, 39, 45, false},
		{"another provider's kill", 2, 0, 0, 20, false},
		{"black-hole overlaps", 3, 0, 50, 61, true},
		{"black-hole over before", 3, 0, 66, 80, false},
		{"p2p partition from the job's requester", 2, 1, 80, 92, true},
		{"p2p partition from another requester", 2, 2, 80, 92, false},
		{"p2p partition healed before", 2, 1, 96, 120, false},
	})
	if count(faults, FaultKill) != 1 || count(faults, FaultStall) != 1 || count(faults, FaultPartition) != 1 {
		t.Errorf("counts %d %d %d", count(faults, FaultKill), count(faults, FaultStall), count(faults, FaultPartition))
	}
}

// disturbedCase is a job of provider (requester: 0 for none) open from..to seconds after the
// faults' origin, and whether disturbed must excuse its slash.
type disturbedCase struct {
	name      string
	provider  int
	requester int
	from, to  int
	want      bool
}

// checkDisturbed runs disturbed on each case; at turns seconds into times.
func checkDisturbed(t *testing.T, faults []Fault, at func(int) time.Time, cases []disturbedCase) {
	t.Helper()
	for _, c := range cases {
		if got := disturbed(faults, c.provider, c.requester, at(c.from), at(c.to)); got != c.want {
			t.Errorf("%s: disturbed(provider-%d, requester-%d, %d..%d) = %v, want %v", c.name, c.provider, c.requester, c.from, c.to, got, c.want)
		}
	}
}

// TestPhaseMatches: a requester record's phase against its escrow status.
func TestPhaseMatches(t *testing.T) {
	for _, c := range []struct {
		phase requester.Phase
		st    contracts.JobStatus
		want  bool
	}{
		{requester.PhaseClaimed, contracts.StatusClaimed, true},
		{requester.PhaseClaimed, contracts.StatusSubmitted, false},
		{requester.PhaseRefunded, contracts.StatusRefunded, true},
		{requester.PhaseRefunded, contracts.StatusAbandoned, true},
		{requester.PhaseRefunded, contracts.StatusOpen, false},
		{requester.PhaseFetched, contracts.StatusSubmitted, true},
		{requester.PhaseFetched, contracts.StatusClaimed, true},
		{requester.PhaseFetched, contracts.StatusOpen, false},
		{requester.PhaseOpen, contracts.StatusOpen, true},
		{requester.PhaseOpen, contracts.StatusClaimed, false},
		{requester.PhaseFailed, contracts.StatusClaimed, false},
		// zk: done for the requester once proven; the provider's claim follows.
		{requester.PhaseProven, contracts.StatusProven, true},
		{requester.PhaseProven, contracts.StatusClaimed, true},
		{requester.PhaseProven, contracts.StatusOpen, false},
		{requester.PhaseProven, contracts.StatusRefunded, false},
		{requester.PhaseFetched, contracts.StatusProven, true},
		{requester.PhaseClaimed, contracts.StatusProven, false},
	} {
		if got := phaseMatches(&requester.Record{Phase: c.phase}, c.st); got != c.want {
			t.Errorf("phaseMatches(%s, %s) = %v, want %v", c.phase, c.st, got, c.want)
		}
	}
}

// TestZKPaidAfterProof: a zk job counts paid only when its ProofAccepted precedes its
// JobClaimed; a claim with no proof, or one ordered before the proof, is a lost job.
func TestZKPaidAfterProof(t *testing.T) {
	for _, c := range []struct {
		name    string
		proved  bool
		proofAt int
		claimed bool
		claimAt int
		want    bool
	}{
		{"proof, then claim", true, 3, true, 7, true},
		{"proof and claim adjacent", true, 3, true, 4, true},
		{"claim without a proof", false, 0, true, 7, false},
		{"claim before the proof", true, 9, true, 7, false},
		{"proof, no claim event", true, 3, false, 0, false},
	} {
		if got := paidAfterProof(c.proved, c.proofAt, c.claimed, c.claimAt); got != c.want {
			t.Errorf("%s: paidAfterProof = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestWriteTableSchedule: the table names each kind of fault with its interval and length, and
// a kind switched off as off.
func TestWriteTableSchedule(t *testing.T) {
	rep := &Report{Config: Config{Providers: 2, Requesters: 1, Jobs: 1,
		Chaos: ChaosConfig{KillEvery: 10 * time.Second, RestartAfter: 4 * time.Second}},
		Reconcile: &Reconciliation{FundsDelta: new(big.Int)}}
	var b strings.Builder
	if err := rep.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"kill every ~10s (down 4s)", "black-hole off", "RPC stall off"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, b.String())
		}
	}
}
