package main

import (
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/devnet"
)

// TestMarketExplainShowsReputation runs `market explain` against a devnet with two provider
// daemons: the requester the devnet's requester config opens scores them from chain events by default, and
// every explanation carries the reputation and its components (here the prior: no jobs yet).
func TestMarketExplainShowsReputation(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a devnet with two provider daemons; runs without -short")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	dir := t.TempDir()
	_, reqConfig := cliDevnet(t, ctx, dir, devnet.Config{Providers: 2})
	spec, err := devnet.WriteJob(filepath.Join(dir, "job"), devnet.JobOptions{Class: "batch"})
	if err != nil {
		t.Fatal(err)
	}
	args := []string{"--config", reqConfig, "market", "explain", "--wait", "20s", spec}
	code, out, errOut := repCLI(t, append([]string{"--json"}, args...)...)
	if code != exitOK {
		t.Fatalf("explain --json: exit %d: %s", code, errOut)
	}
	var ex []explainView
	if err := json.Unmarshal([]byte(out), &ex); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(ex) != 2 {
		t.Fatalf("%d explanations, want one per provider:\n%s", len(ex), out)
	}
	for _, e := range ex {
		if e.Reputation == nil || e.Reputation.Provider != e.Provider || e.Reputation.ScoreBps != 5000 || len(e.Reputation.Counts) == 0 {
			t.Fatalf("explanation of %s: reputation %+v; want the prior with its components", e.Provider.Hex(), e.Reputation)
		}
		for _, term := range e.Terms {
			if term.Name == "reputation" && term.Value != 0.5 {
				t.Fatalf("reputation term %+v, want 0.5 (5000/10000)", term)
			}
		}
	}
	code, out, errOut = repCLI(t, args...)
	if code != exitOK || !strings.Contains(out, "reputation from chain events") || !strings.Contains(out, "5000/10000: success 0.00 failure 0.00, prior 4/4; no events") {
		t.Fatalf("explain: exit %d\n%s\n%s", code, out, errOut)
	}
	// Prices in tokens, each candidate's executors, and the command it points to exists.
	if !strings.Contains(out, " tokens)") || !strings.Contains(out, "executors wasm") || !strings.Contains(out, "#1 ") {
		t.Fatalf("explain: want prices in tokens and executors per candidate:\n%s", out)
	}
	if code, _, errOut := gpumesh(t, "reputation", "show", "--help"); code != exitOK {
		t.Fatalf("explain points to `gpumesh reputation show`, which fails: exit %d %s", code, errOut)
	}
	// A GPU job: the devnet's providers are CPU-only, so none is a candidate.
	gpuSpec := writeFile(t, dir, "gpu.yaml", "version: 1\nclass: batch\nexecutor: exec\ncommand: hello\nmax_price: \"0.001\"\nresources:\n  gpus: 1\n", 0o644)
	code, out, errOut = gpumesh(t, "--config", reqConfig, "market", "explain", "--wait", "20s", gpuSpec)
	if code != exitOK || strings.Contains(out, "#1 ") || !strings.Contains(out, "0 candidate(s)") ||
		!strings.Contains(out, "no provider meets every hard constraint") || !strings.Contains(out, "nvidia") {
		t.Fatalf("explain of a gpus: 1 job on CPU-only providers: exit %d\n%s\n%s", code, out, errOut)
	}
}
