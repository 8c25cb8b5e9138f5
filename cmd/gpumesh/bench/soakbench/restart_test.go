package soakbench

import (
	"math/big"
	"strings"
	"testing"
	"time"
)

// TestDisturbedRestartAndDiskFull: a full disk charges a slash to its provider from the fill to
// the release (not after); a requester restart charges the slashes of that requester's jobs
// (any provider) while it was down, not another requester's.
func TestDisturbedRestartAndDiskFull(t *testing.T) {
	t0 := time.Unix(1_700_000_000, 0) // in the past: a fault not undone lasts until now
	at := func(s int) time.Time { return t0.Add(time.Duration(s) * time.Second) }
	faults := []Fault{
		{At: at(10), Kind: FaultDiskFull, Provider: 1, For: 10 * time.Second},
		{At: at(14), Kind: FaultDiskFreed, Provider: 1}, // released early (the schedule ended)
		{At: at(30), Kind: FaultRequesterRestart, Requester: 2, For: 5 * time.Second},
		{At: at(50), Kind: FaultDiskFull, Provider: 2, For: 10 * time.Second}, // never released
	}
	checkDisturbed(t, faults, at, []disturbedCase{
		{"disk full inside the window", 1, 1, 0, 11, true},
		{"window inside the full disk", 1, 1, 12, 13, true},
		{"released before the window", 1, 1, 15, 25, false},
		{"another provider's full disk", 3, 1, 0, 20, false},
		{"not released: full to the end", 2, 1, 100, 200, true},
		{"the job's requester down", 3, 2, 20, 31, true},
		{"the job's requester down inside the window", 1, 2, 32, 33, true},
		{"the job's requester back before", 3, 2, 36, 45, false},
		{"another requester down", 3, 1, 20, 40, false},
	})
	if count(faults, FaultDiskFull) != 2 || count(faults, FaultRequesterRestart) != 1 {
		t.Errorf("disk fills %d, requester restarts %d: want 2 and 1", count(faults, FaultDiskFull), count(faults, FaultRequesterRestart))
	}
}

// TestWriteTableRestartAndDisk: the table names the requester restarts and disk fills with
// their schedules, and their counts.
func TestWriteTableRestartAndDisk(t *testing.T) {
	c := Config{Providers: 10, Requesters: 2, Jobs: 1, Chaos: ChaosConfig{RequesterRestartEvery: 20 * time.Second, DiskFullEvery: 30 * time.Second}}
	c.ensureDefaults()
	if c.Chaos.DiskFullProviders != 2 || c.Chaos.RequesterRestartFor != 5*time.Second || c.Chaos.DiskFullFor != 10*time.Second {
		t.Fatalf("defaults: disk-full providers %d, restart for %s, disk full for %s", c.Chaos.DiskFullProviders, c.Chaos.RequesterRestartFor, c.Chaos.DiskFullFor)
	}
	rep := &Report{Config: c, Reconcile: &Reconciliation{FundsDelta: new(big.Int)},
		Faults: []Fault{{Kind: FaultRequesterRestart, Requester: 1}, {Kind: FaultDiskFull, Provider: 9}, {Kind: FaultDiskFull, Provider: 10}}}
	var b strings.Builder
	if err := rep.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"requester restart every ~20s (down 5s)", "disk full every ~30s (for 10s, 2 providers' 256 MiB tmpfs, 8 MiB left free)"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, b.String())
		}
	}
	if m := rep.Metrics(); m["requester_restarts"] != 1 || m["disk_fills"] != 2 {
		t.Errorf("requester_restarts %v, disk_fills %v: want 1 and 2", m["requester_restarts"], m["disk_fills"])
	}
}
