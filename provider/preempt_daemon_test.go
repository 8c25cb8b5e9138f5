package provider_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
)

// preemptConfig: one CPU slot shared by a batch and a burst slot, so a burst job finds the node
// full of batch work; batch exec jobs get 5 s to checkpoint.
const preemptConfig = `
data_dir = "prov"
[wallet]
keystore = "ks"
password_file = "pw"
light_kdf = true
[chain]
deployment = "devnet/deployment.json"
stake = "100"
poll_interval = "200ms"
[p2p]
listen = ["/ip4/127.0.0.1/tcp/0"]
[offer]
prices = { batch = "0.0001", burst = "0.0001" }
min_lead = "5s"
[executor]
enabled = ["wasm", "exec"]
[executor.wasm]
memory_mib = 64
[executor.exec]
commands = { sh = "/bin/sh" }
[runner]
slots = { batch = 1, burst = 1 }
cpu_slots = 1
stop_grace = "5s"
fetch_timeout = "3s"
[metrics]
listen = "127.0.0.1:0"
`

// checkpointSh follows the checkpoint contract: on SIGTERM it saves its state in
// $GPUMESH_CHECKPOINT_DIR and exits; run again, it resumes from the state. Left alone it
// would work for 30 s.
const checkpointSh = `trap 'echo step-1 > "$GPUMESH_CHECKPOINT_DIR/state"; exit 0' TERM; ` +
	`if [ -f "$GPUMESH_CHECKPOINT_DIR/state" ]; then echo "resumed from $(cat "$GPUMESH_CHECKPOINT_DIR/state")" > "$GPUMESH_OUTPUT/result"; exit 0; fi; ` +
	`touch "$GPUMESH_CHECKPOINT_DIR/trap-set"; i=0; while [ $i -lt 600 ]; do sleep 0.05; i=$((i+1)); done; echo fresh > "$GPUMESH_OUTPUT/result"`

// TestDaemonBurstPreemptsBatch runs the daemon process on the embedded chain with one CPU slot:
// a batch exec job runs, a burst job arrives and preempts it (SIGTERM, checkpoint, requeue), the
// burst job is paid, the batch job runs again from its checkpoint and is paid, each exactly
// once; status and /metrics show the preemption.
func TestDaemonBurstPreemptsBatch(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: starts a devnet and a daemon process (make test runs it)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	h := startNetwork(t, ctx, 1).withProvider(t, 0)
	if err := os.WriteFile(h.cfgPath, []byte(preemptConfig), 0o600); err != nil {
		t.Fatal(err)
	}
	h.startDaemon(t)
	h.connect(t, ctx)

	script, _ := json.Marshal(checkpointSh)
	batchYAML := "version: 1\nclass: batch\nexecutor: exec\ncommand: sh\nargs: [\"-c\", " + string(script) + "]\n" +
		"resources:\n  memory: 256MiB\n  wall_time: 60s\nmax_price: \"0.01\"\ndeadline: 3m\n"
	specCID, _ := h.spec(t, ctx, batchYAML)
	batch, err := h.proposeDeadline(ctx, specCID, market.ClassBatch, 50_000, h.chainDeadline(jobMargin))
	if err != nil {
		t.Fatalf("propose batch: %v", err)
	}
	h.open(ctx, batch)
	batchID := batch.JobID
	trapSet := filepath.Join(h.dataDir, "work", batchID.String(), "checkpoint", "trap-set")
	waitFor(t, time.Minute, "the batch job to run", func() (bool, error) {
		for _, r := range h.status(t).Running {
			if r.ID == batchID && r.State == "failed" {
				return false, errors.New("batch job failed: " + r.Error)
			}
		}
		_, err := os.Stat(trapSet)
		return err == nil, nil
	})
	if st := h.status(t); st.Placement == nil || st.Placement.CPUSlotsUsed != 1 || st.Placement.ByClass["batch"] != 1 {
		t.Fatalf("placement while the batch job runs: %+v", st.Placement)
	}

	burstCID, _ := h.spec(t, ctx, strings.Replace(wasmSpec(h.wasmCID, "[hello]", "64MiB", "10s", nil), "class: batch", "class: burst", 1))
	burst, err := h.propose(ctx, burstCID, market.ClassBurst, 50_000)
	if err != nil {
		t.Fatalf("propose burst on a node full of batch work: %v", err)
	}
	h.open(ctx, burst)

	h.result(ctx, burst.JobID, contracts.StatusClaimed, 2*time.Minute)
	dir := h.result(ctx, batch.JobID, contracts.StatusClaimed, 2*time.Minute)
	if out, err := os.ReadFile(filepath.Join(dir, "out", "result")); err != nil || strings.TrimSpace(string(out)) != "resumed from step-1" {
		t.Errorf("batch output %q (%v), want it resumed from its checkpoint", out, err)
	}
	// The claims are mined; the runner records them as paid right after.
	waitFor(t, 30*time.Second, "both jobs recorded as paid", func() (bool, error) {
		return h.status(t).Jobs["paid"] == 2, nil
	})
	st := h.status(t)
	if st.Preemptions != 1 || len(st.Running) != 0 {
		t.Errorf("status: preemptions %d, jobs %v, running %+v", st.Preemptions, st.Jobs, st.Running)
	}
	t.Logf("status reputation %+v", st.Reputation)
	// Reputation from the chain's events (verifier/reputation): two jobs opened and claimed.
	if r := st.Reputation; r == nil || r.Events < 2 || r.Success <= 0 || r.Failure != 0 || r.Score <= 0 || r.Block == 0 {
		t.Errorf("status reputation %+v (error %q), want the two paid jobs counted", st.Reputation, st.ReputationError)
	}
	waitMetrics(t, h.run.Debug, 30*time.Second,
		`gpumesh_provider_runner_preemptions_total{class="batch"} 1`,
		`gpumesh_provider_runner_requeue_delay_seconds_count{class="batch"} 1`,
		`gpumesh_provider_runner_jobs_total{class="batch",outcome="paid"} 1`,
		`gpumesh_provider_runner_jobs_total{class="burst",outcome="paid"} 1`)
}
