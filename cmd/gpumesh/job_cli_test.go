package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet"
)

// cliDevnet starts a devnet under dir/devnet with its provider daemons in process (stopped when
// the test ends) and returns it with the path of its requester config (dir/devnet/requester.toml,
// as `devnet up` writes it).
func cliDevnet(t *testing.T, ctx context.Context, dir string, cfg devnet.Config) (*devnet.Network, string) {
	t.Helper()
	cfg.DataDir = filepath.Join(dir, "devnet")
	n, err := devnet.Start(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { n.Close() })
	if err := n.StartProviders(ctx, devnet.ProvidersConfig{}); err != nil {
		t.Fatal(err)
	}
	reqConfig, err := n.WriteRequesterConfig()
	if err != nil {
		t.Fatal(err)
	}
	return n, reqConfig
}

// onDevnetCLI starts what the CLI integration tests share: it skips under -short (saying what it
// would start; make test runs it), starts a devnet of one provider daemon under a new temp dir
// and returns a context ending after timeout, that dir, the devnet requester's config file and a
// runner of gpumesh with --config set to it.
func onDevnetCLI(t *testing.T, timeout time.Duration) (ctx context.Context, dir, reqConfig string, cli func(args ...string) (int, string, string)) {
	t.Helper()
	if testing.Short() {
		t.Skip("-short skips the CLI integration tier: it starts an embedded chain and a provider daemon (a few seconds); make test runs it")
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	t.Cleanup(cancel)
	dir = t.TempDir()
	_, reqConfig = cliDevnet(t, ctx, dir, devnet.Config{Providers: 1, ChallengeWindow: time.Second})
	cli = func(args ...string) (int, string, string) {
		t.Helper()
		return gpumeshCtx(ctx, t, append([]string{"--config", reqConfig}, args...)...)
	}
	return ctx, dir, reqConfig, cli
}

func decodeJSON[T any](t *testing.T, what, out string) T {
	t.Helper()
	var v T
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatalf("%s: output is not the JSON expected: %v\n%s", what, err, out)
	}
	return v
}

func checkHelloOut(t *testing.T, what, dir string) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "stdout"))
	if err != nil || string(b) != devnet.HelloMessage {
		t.Fatalf("%s: %s/stdout = %q (%v), want %q", what, dir, b, err, devnet.HelloMessage)
	}
}

// TestJobCLIOnDevnet drives the requester CLI (run, as the binary's main does) against a devnet
// with real provider daemons: validate and submit --wait a batch job (escrow), then status, list,
// logs and result of it; submit --wait a burst job (paid by a voucher on a payment channel, no
// escrow); and the exit codes of a bad spec and an unknown job id.
func TestJobCLIOnDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("-short skips the integration tier: this starts an embedded chain and a provider daemon and runs jobs through the CLI (~5 s); make test runs it")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	dir := t.TempDir()
	_, reqConfig := cliDevnet(t, ctx, dir, devnet.Config{Providers: 1, ChallengeWindow: time.Second})
	jobDir := filepath.Join(dir, "job")
	batchSpec, err := devnet.WriteJob(jobDir, devnet.JobOptions{Class: "batch", Encrypt: true, Label: "cli"})
	if err != nil {
		t.Fatal(err)
	}
	// Two ways to act as the devnet's requester, as a user has them (neither touches ~/.gpumesh):
	// with no config file (dir holds no gpumesh.toml) the job commands read the ordinary config
	// <data-dir>/devnet/requester.toml that the devnet wrote, and --config names that file. Both
	// are one requester (the file's data_dir): jobs submitted one way are listed the other way.
	byDataDir := func(args ...string) (int, string, string) {
		t.Helper()
		return gpumeshCtx(ctx, t, append([]string{"--data-dir", dir}, args...)...)
	}
	cli := func(args ...string) (int, string, string) {
		t.Helper()
		return gpumeshCtx(ctx, t, append([]string{"--config", reqConfig}, args...)...)
	}

	// validate, then submit --wait: matched, escrow opened, run, fetched and decrypted into out.
	code, out, errOut := cli("job", "validate", batchSpec)
	if code != exitOK || !strings.Contains(out, batchSpec+": ok: batch job") {
		t.Fatalf("job validate: exit %d\n%s\n%s", code, out, errOut)
	}
	outDir := filepath.Join(dir, "out")
	t0 := time.Now()
	code, out, errOut = byDataDir("--json", "job", "submit", batchSpec, "--wait", "--out", outDir)
	if code != exitOK {
		t.Fatalf("job submit --wait: exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
	t.Logf("batch submit --wait: %s", time.Since(t0).Round(time.Millisecond))
	sub := decodeJSON[jobView](t, "job submit --json", out)
	if sub.ID == (contracts.JobID{}) || sub.Class != "batch" || sub.Phase != "fetched" || sub.ResultCID == "" ||
		sub.OpenTx == (common.Hash{}) || sub.Voucher != nil || sub.OutDir != outDir {
		t.Fatalf("job submit --json: %+v; want a batch job fetched into %s, paid through the escrow", sub, outDir)
	}
	checkHelloOut(t, "job submit --wait", outDir)
	if strings.Contains(out, `"secret"`) {
		t.Errorf("job submit --json printed the spot-check secret:\n%s", out)
	}
	id := sub.ID.Hex()
	if !strings.Contains(errOut, shortJobID(sub.ID)+"  ") || !strings.Contains(errOut, "fetched") || !strings.Contains(errOut, " tokens collateral ") {
		t.Errorf("job submit: no progress lines for %s (price and collateral in tokens) on stderr:\n%s", shortJobID(sub.ID), errOut)
	}

	// A burst job: the requester config leaves payment channels on (requester.channels), so a voucher pays it, with no
	// escrow transaction and nothing for the escrow to know.
	burstSpec, err := devnet.WriteJob(jobDir, devnet.JobOptions{Class: "burst", Label: "cli"})
	if err != nil {
		t.Fatal(err)
	}
	burstOut := filepath.Join(dir, "burst-out")
	t0 = time.Now()
	code, out, errOut = cli("--json", "job", "submit", burstSpec, "--wait", "--out", burstOut)
	if code != exitOK {
		t.Fatalf("burst job submit --wait: exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
	t.Logf("burst submit --wait: %s", time.Since(t0).Round(time.Millisecond))
	bsub := decodeJSON[jobView](t, "burst job submit --json", out)
	if bsub.ID == (contracts.JobID{}) || bsub.ID == sub.ID || bsub.Class != "burst" || bsub.Phase != "claimed" ||
		bsub.Voucher == nil || bsub.OpenTx != (common.Hash{}) {
		t.Fatalf("burst job submit --json: %+v; want a burst job claimed, paid by voucher, no open tx", bsub)
	}
	checkHelloOut(t, "burst job submit --wait", burstOut)

	// status: the record's phase and the escrow's view (the provider claims after the window).
	code, out, errOut = cli("--json", "job", "status", id)
	if code != exitOK {
		t.Fatalf("job status: exit %d: %s", code, errOut)
	}
	st := decodeJSON[jobView](t, "job status --json", out)
	if st.ID != sub.ID || st.Phase != "fetched" || st.ResultCID != sub.ResultCID ||
		(st.ChainStatus != "Submitted" && st.ChainStatus != "Claimed") {
		t.Fatalf("job status --json: %+v; want job %s fetched, escrow Submitted or Claimed", st, id)
	}
	if strings.Contains(out, `"secret"`) {
		t.Errorf("job status --json printed the spot-check secret:\n%s", out)
	}
	// The short id the progress lines print (the id's last 8 hex digits) names the job as well;
	// the id's start is the requester's address, which both its jobs share.
	code, out, errOut = cli("job", "status", shortJobID(sub.ID))
	if code != exitOK || !strings.Contains(out, "job       "+id) || !strings.Contains(out, "phase     fetched") ||
		!strings.Contains(out, "result    "+sub.ResultCID) || !strings.Contains(out, " tokens\n") {
		t.Fatalf("job status %s: exit %d\n%s\n%s", shortJobID(sub.ID), code, out, errOut)
	}
	if code, _, errOut = cli("job", "status", id[:10]); code != exitUsage || !strings.Contains(errOut, "ambiguous: 2 jobs match it") {
		t.Fatalf("job status %s (the requester's address, shared by both jobs): exit %d, stderr %s", id[:10], code, errOut)
	}

	// list: both jobs, oldest first, with their phases.
	code, out, errOut = cli("--json", "job", "list")
	if code != exitOK {
		t.Fatalf("job list: exit %d: %s", code, errOut)
	}
	list := decodeJSON[[]jobView](t, "job list --json", out)
	if len(list) != 2 || list[0].ID != sub.ID || list[0].Phase != "fetched" || list[1].ID != bsub.ID || list[1].Phase != "claimed" {
		t.Fatalf("job list --json: %+v; want %s fetched, then %s claimed", list, id, bsub.ID.Hex())
	}
	if code, out, errOut = byDataDir("job", "list"); code != exitOK || !strings.Contains(out, id) || !strings.Contains(out, bsub.ID.Hex()) {
		t.Fatalf("job list: exit %d\n%s\n%s", code, out, errOut)
	}

	// logs: every phase in order, ending with the fetch.
	code, out, errOut = cli("--json", "job", "logs", id)
	if code != exitOK {
		t.Fatalf("job logs: exit %d: %s", code, errOut)
	}
	events := decodeJSON[[]struct {
		Phase string    `json:"phase"`
		Time  time.Time `json:"time"`
	}](t, "job logs --json", out)
	var phases []string
	for _, ev := range events {
		phases = append(phases, ev.Phase)
	}
	if got, want := strings.Join(phases, ","), "resolve,match,accepted,open,submitted,fetched"; got != want {
		t.Fatalf("job logs --json: phases %s, want %s", got, want)
	}
	if len(sub.Events) != len(events) {
		t.Errorf("job logs shows %d events, job submit printed %d", len(events), len(sub.Events))
	}
	// Text: the events, then the job's own output from the fetched result.
	if code, out, errOut = cli("job", "logs", shortJobID(sub.ID)); code != exitOK || !strings.Contains(out, "--- stdout") || !strings.Contains(out, devnet.HelloMessage) {
		t.Fatalf("job logs: exit %d, want the job's stdout after the events\n%s\n%s", code, out, errOut)
	}
	// --follow: the job's own output from the provider (/gpumesh/joblogs/1; the run is over, so
	// all of it at once), and nothing else on stdout.
	if code, out, errOut = cli("job", "logs", "--follow", id); code != exitOK || out != devnet.HelloMessage {
		t.Fatalf("job logs --follow: exit %d, stdout %q (want the job's stdout %q)\n%s", code, out, devnet.HelloMessage, errOut)
	}

	// result: fetched (and decrypted) again into a second directory.
	outDir2 := filepath.Join(dir, "out2")
	code, out, errOut = cli("--json", "job", "result", id, "--out", outDir2)
	if code != exitOK {
		t.Fatalf("job result: exit %d: %s", code, errOut)
	}
	if res := decodeJSON[map[string]string](t, "job result --json", out); res["job"] != id || res["out"] != outDir2 {
		t.Fatalf("job result --json: %v; want job %s out %s", res, id, outDir2)
	}
	checkHelloOut(t, "job result", outDir2)

	// The burst job's status: paid by voucher, unknown to the escrow.
	code, out, errOut = cli("--json", "job", "status", bsub.ID.Hex())
	if code != exitOK {
		t.Fatalf("burst job status: exit %d: %s", code, errOut)
	}
	if bst := decodeJSON[jobView](t, "burst job status --json", out); bst.ID != bsub.ID || bst.Phase != "claimed" ||
		bst.Voucher == nil || bst.OpenTx != (common.Hash{}) || bst.ChainStatus != "None" {
		t.Fatalf("burst job status --json: %+v; want claimed by voucher, escrow None (never opened)", bst)
	}
	if code, out, errOut = cli("job", "status", bsub.ID.Hex()); code != exitOK || !strings.Contains(out, "paid by voucher #") {
		t.Fatalf("burst job status (text): exit %d, want it to say how it was paid:\n%s%s", code, out, errOut)
	}

	// Bad input: a spec with a bad field exits 2 naming it; an unknown job id exits 2 pointing
	// at `job list`.
	badSpec := writeFile(t, jobDir, "bad.yaml", `version: 1
class: batch
module: ./hello.wasm
resources:
  cpu: 1
  wall_time: 2s
max_price: "0.001"
deadline: soon
`, 0o644)
	code, out, errOut = cli("job", "submit", badSpec, "--wait", "--out", filepath.Join(dir, "bad-out"))
	if code != exitUsage || !strings.Contains(errOut, `deadline: "soon" is not a duration`) || !strings.Contains(errOut, badSpec) {
		t.Fatalf("submit of a bad spec: exit %d, want %d naming the deadline field\nstdout %s\nstderr %s", code, exitUsage, out, errOut)
	}
	unknown := common.Hash{0xde, 0xad}.Hex()
	code, out, errOut = cli("job", "status", unknown)
	if code != exitUsage || !strings.Contains(errOut, "unknown job") || !strings.Contains(errOut, "job list") {
		t.Fatalf("status of an unknown job: exit %d, want %d saying the job is unknown\nstdout %s\nstderr %s", code, exitUsage, out, errOut)
	}
	code, _, errOut = cli("job", "status", "0xzz12")
	if code != exitUsage || !strings.Contains(errOut, "0x and 64 hex digits") {
		t.Fatalf("status of a malformed id: exit %d, stderr %s", code, errOut)
	}
	code, _, errOut = cli("job", "status", "0x"+strings.Repeat("f", 8))
	if code != exitUsage || !strings.Contains(errOut, "no job of this requester starts or ends with ffffffff") || !strings.Contains(errOut, "job list") {
		t.Fatalf("status of a short id no job has: exit %d, stderr %s", code, errOut)
	}

	// Every command above started a requester node and left the gossip topics on exit. Each
	// CLI process has a fresh peer ID (openRequester), so GossipSub's unsubscribe backoff
	// and its penalties for re-grafting inside it never reach the next command: after this run
	// of quick commands a burst job still hears the provider's offer and is paid by voucher.
	code, out, errOut = cli("--json", "job", "submit", burstSpec, "--wait", "--out", filepath.Join(dir, "burst-out-2"))
	if code != exitOK {
		t.Fatalf("second burst job after a run of commands: exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
	if b2 := decodeJSON[jobView](t, "second burst job submit --json", out); b2.Phase != "claimed" || b2.Voucher == nil {
		t.Fatalf("second burst job: %+v; want it claimed, paid by voucher", b2)
	}

	// An input added with `content add` (no config file: the devnet requester's node) is served by
	// `job submit` from the same store: the provider fetches it and the job runs.
	inPath := writeFile(t, dir, "input.txt", "numbers 1 2 3\n", 0o644)
	code, out, errOut = byDataDir("content", "add", inPath)
	if code != exitOK {
		t.Fatalf("content add: exit %d: %s", code, errOut)
	}
	inCID := strings.TrimSpace(out)
	withInput := writeFile(t, jobDir, "with-input.yaml", strings.Replace(string(mustRead(t, batchSpec)), "resources:",
		"inputs:\n  - name: numbers\n    source: "+inCID+"\nresources:", 1), 0o644)
	code, out, errOut = byDataDir("job", "submit", withInput, "--wait", "--out", filepath.Join(dir, "out-input"))
	if code != exitOK {
		t.Fatalf("submit of a job whose input was added with content add: exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}

	// Ctrl-C once the escrow is open: exit 130, and the notice says the job goes on and what to run.
	ictx, interrupt := context.WithCancel(ctx)
	defer interrupt()
	stderr := &cancelOn{text: "  open ", cancel: interrupt}
	var stdout bytes.Buffer
	code = run(ictx, []string{"gpumesh", "--config", reqConfig, "job", "submit", batchSpec, "--wait", "--out", filepath.Join(dir, "out-3")}, strings.NewReader(""), &stdout, stderr)
	if got := stderr.String(); code != exitInterrupted || !strings.Contains(got, "is still open on chain") || !strings.Contains(got, "gpumesh job status ") ||
		!strings.Contains(got, "gpumesh job cancel ") {
		t.Fatalf("interrupted submit: exit %d (want %d)\nstderr:\n%s", code, exitInterrupted, got)
	}
}

// cancelOn is a writer that calls cancel once what was written contains text (a Ctrl-C at a
// chosen moment of a command's output).
type cancelOn struct {
	syncBuffer
	text   string
	cancel context.CancelFunc
}

func (c *cancelOn) Write(p []byte) (int, error) {
	n, err := c.syncBuffer.Write(p)
	if strings.Contains(c.syncBuffer.String(), c.text) {
		c.cancel()
	}
	return n, err
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
