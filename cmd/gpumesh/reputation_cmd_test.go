package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/devnet/reputationtest"
	"github.com/gpumesh/gpumesh/verifier/reputation"
)

// repCLI runs the CLI in process like gpumesh, with the reputation command group added to the
// root if main.go does not register it yet (errors map to exit codes as run maps them).
func repCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	e := &env{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr}
	root := newRootCommand(e)
	if root.Command("reputation") == nil {
		root.Commands = append(root.Commands, newReputationCommand(e))
	}
	markUsageErrors(root)
	code := exitOK
	if err := root.Run(context.Background(), append([]string{"gpumesh"}, args...)); err != nil {
		stderr.WriteString(err.Error())
		code = exitFailure
		var ue *usageErr
		if errors.As(err, &ue) {
			code = exitUsage
		}
	}
	return code, stdout.String(), stderr.String()
}

// TestReputationShow runs `reputation show` and `reputation list` against a real chain with a
// claimed and a refunded job, twice: the second run reads the cached scan and must agree.
func TestReputationShow(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	h := reputationtest.Start(ctx, t, 2)
	h.Claimed(ctx, t, 0, 2, reputationtest.Tokens(3))
	h.Refunded(ctx, t, 1, 1, reputationtest.Tokens(3))
	dir := t.TempDir()
	recDir := filepath.Join(dir, "rec")
	if err := devnet.WriteRecord(recDir, &devnet.Record{ChainID: h.Deployment.ChainID.Int64(), HTTP: h.Chain.HTTPEndpoint(), Deployment: h.Deployment}); err != nil {
		t.Fatal(err)
	}
	chainArgs := []string{"--rpc", h.Chain.HTTPEndpoint(), "--deployment", recDir}

	var first reputation.Report
	for run := range 2 {
		code, out, errOut := repCLI(t, append([]string{"--data-dir", dir, "--json", "reputation", "show", h.Address(1).Hex()}, chainArgs...)...)
		if code != exitOK {
			t.Fatalf("run %d: exit %d: %s", run, code, errOut)
		}
		var rep reputation.Report
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatalf("run %d: %v\n%s", run, err, out)
		}
		if rep.Count(reputation.Refunded) != 1 || rep.Count(reputation.Slashed) != 1 || rep.ScoreBps >= 5000 || len(rep.Last) != 2 {
			t.Fatalf("run %d: report %+v: want one refund and one slash below the prior", run, rep)
		}
		if run == 0 {
			first = rep
		} else if rep.Summary() != first.Summary() || rep.Block != first.Block {
			t.Fatalf("cached run differs: %s (block %d) vs %s (block %d)", rep.Summary(), rep.Block, first.Summary(), first.Block)
		}
	}
	if m, _ := filepath.Glob(filepath.Join(dir, "reputation", "*.cbor")); len(m) != 1 {
		t.Fatalf("scan cache files %v, want one", m)
	}

	code, out, errOut := repCLI(t, append([]string{"--data-dir", dir, "reputation", "show", h.Address(0).Hex()}, chainArgs...)...)
	if code != exitOK || !regexp.MustCompile(`completed +2\n`).MatchString(out) || !strings.Contains(out, "last events") {
		t.Fatalf("show (text): exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, errOut = repCLI(t, append([]string{"--data-dir", dir, "reputation", "list"}, chainArgs...)...)
	if code != exitOK || !strings.Contains(out, h.Address(0).Hex()) || !strings.Contains(out, h.Address(1).Hex()) {
		t.Fatalf("list: exit %d\n%s\n%s", code, out, errOut)
	}

	for _, bad := range [][]string{{"reputation", "show"}, {"reputation", "show", "0x12"}} {
		if code, _, errOut := repCLI(t, append([]string{"--data-dir", dir}, bad...)...); code != exitUsage || !strings.Contains(errOut, "address") {
			t.Errorf("%v: exit %d, %q; want a usage error naming the address", bad, code, errOut)
		}
	}
}
