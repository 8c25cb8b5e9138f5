package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/provider/executor/wasm/wasmtest"
)

// TestJobCommandsWhileSubmitWaits: while `job submit --wait` runs in another process (and so
// holds the requester's job store), `job list`, `job status` (by short id), `job logs` and
// `market offers` in this one answer from that process's local API: its running job is listed
// with its live phase, and the offers its book holds are shown at once. Once that process is
// killed, the commands open the store themselves again (the socket it left is stale).
func TestJobCommandsWhileSubmitWaits(t *testing.T) {
	ctx, dir, reqConfig, cli := onDevnetCLI(t, 3*time.Minute)
	fc, _, err := loadFileConfig(reqConfig, true)
	if err != nil {
		t.Fatal(err)
	}

	// A job that runs until its wall time (the wasm test program's "spin"), so the submit waits.
	spin, err := wasmtest.Build("../../provider/executor/wasm/testdata/prog", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	spec := writeFile(t, dir, "spin.yaml", `version: 1
class: batch
module: `+spin+`
args: [spin]
outputs:
  encrypt: false
resources:
  cpu: 1
  memory: 64MiB
  wall_time: 90s
max_price: "0.001"
deadline: 3m
verification: none
`, 0o644)
	holder := exec.CommandContext(ctx, os.Args[0], "--config", reqConfig, "job", "submit", spec, "--wait", "--out", filepath.Join(dir, "spin-out"))
	holder.Env = append(os.Environ(), cliEnv+"=1")
	var holderOut strings.Builder
	holder.Stdout, holder.Stderr = &holderOut, &holderOut
	if err := holder.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- holder.Wait() }()
	defer func() {
		_ = holder.Process.Kill()
		<-done
	}()

	// Wait until the holder serves its local API and its job runs at the provider.
	var running *requester.Record
	for running == nil {
		select {
		case err := <-done:
			t.Fatalf("job submit --wait ended early: %v\n%s", err, holderOut.String())
		case <-ctx.Done():
			t.Fatalf("the holder never served its job: %v\n%s", ctx.Err(), holderOut.String())
		case <-time.After(200 * time.Millisecond):
		}
		lc, err := requester.DialLocal(ctx, fc.DataDir)
		if err != nil {
			continue
		}
		recs, err := lc.Jobs(ctx)
		lc.Close()
		if err == nil && len(recs) == 1 && recs[0].Phase == requester.PhaseOpen {
			running = recs[0]
		}
	}

	code, out, errOut := cli("--json", "job", "list")
	if code != exitOK {
		t.Fatalf("job list while a submit waits: exit %d\n%s", code, errOut)
	}
	list := decodeJSON[[]jobView](t, "job list --json", out)
	if len(list) != 1 || list[0].ID != running.ID || list[0].Phase != requester.PhaseOpen {
		t.Fatalf("job list --json = %+v, want the waiting submit's job %s open", list, running.ID)
	}
	code, out, errOut = cli("job", "status", shortJobID(running.ID))
	if code != exitOK || !strings.Contains(out, running.ID.String()) || !strings.Contains(out, "escrow    Open") || !strings.Contains(out, "provider  "+running.Acceptance.Provider.Hex()) {
		t.Fatalf("job status by short id while a submit waits: exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, errOut = cli("job", "logs", shortJobID(running.ID))
	if code != exitOK || !strings.Contains(out, "open") {
		t.Fatalf("job logs while a submit waits: exit %d\n%s\n%s", code, out, errOut)
	}
	t0 := time.Now()
	code, out, errOut = cli("--json", "market", "offers", "--wait", "30s")
	if code != exitOK {
		t.Fatalf("market offers while a submit waits: exit %d\n%s", code, errOut)
	}
	offers := decodeJSON[[]*market.Offer](t, "market offers --json", out)
	if len(offers) != 1 || offers[0].Provider != running.Acceptance.Provider {
		t.Fatalf("market offers --json = %+v, want the holder's book: the devnet's provider %s", offers, running.Acceptance.Provider)
	}
	t.Logf("market offers from the holder's book in %s (--wait 30s not spent)", time.Since(t0).Round(time.Millisecond))

	// The holder dies without closing: its socket file stays, the store's lock goes with it.
	_ = holder.Process.Kill()
	<-done
	done <- nil // for the deferred wait
	code, out, errOut = cli("--json", "job", "list")
	if code != exitOK {
		t.Fatalf("job list after the holder died: exit %d\n%s", code, errOut)
	}
	if list := decodeJSON[[]jobView](t, "job list --json", out); len(list) != 1 || list[0].ID != running.ID {
		t.Fatalf("job list --json after the holder died = %+v, want job %s from the store", list, running.ID)
	}
}
