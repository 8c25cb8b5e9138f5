package main

import (
	"context"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/provider/executor/wasm/wasmtest"
)

// cliEnv makes the test binary act as gpumesh (re-exec): the terminal tests run it under a
// pseudo-terminal, as a person would run the command.
const cliEnv = "GPUMESH_TEST_RUN_CLI"

func TestMain(m *testing.M) {
	if os.Getenv(cliEnv) == "1" {
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		code := run(ctx, append([]string{"gpumesh"}, os.Args[1:]...), os.Stdin, os.Stdout, os.Stderr)
		stop()
		os.Exit(code)
	}
	os.Exit(m.Run())
}

// onTerminal runs gpumesh args (the test binary re-executed) under a pseudo-terminal made by
// util-linux script(1) and returns everything the terminal showed.
func onTerminal(t *testing.T, ctx context.Context, args ...string) string {
	t.Helper()
	script, err := exec.LookPath("script")
	if err != nil {
		t.Skip("needs script(1) (util-linux; Debian's bsdutils, installed on every Debian system) to run the command on a pseudo-terminal: install it to run this test")
	}
	line := os.Args[0]
	for _, a := range args {
		line += " '" + strings.ReplaceAll(a, "'", `'\''`) + "'"
	}
	cmd := exec.CommandContext(ctx, script, "-qec", line, "/dev/null")
	cmd.Env = append(os.Environ(), cliEnv+"=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v on a terminal: %v\n%s", args, err, out)
	}
	return string(out)
}

// TestContentAddProgressOnTerminal: `content add` of a 200 MB file on a terminal shows a
// progress bar while it imports, then the CID; off a terminal it prints the CID alone.
func TestContentAddProgressOnTerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: writes and imports a 200 MB file")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	dir := t.TempDir()
	big := filepath.Join(dir, "big.bin")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	chunk := make([]byte, 1<<20)
	for i := range 200 {
		for j := range chunk {
			chunk[j] = byte(i*31 + j*7) // varied, so no two chunks share a block
		}
		if _, err := f.Write(chunk); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	out := onTerminal(t, ctx, "--data-dir", filepath.Join(dir, "tty"), "content", "add", big)
	// What the bar shows beside the percentage depends on how fast the import runs (a rate in
	// MB/s or GB/s, one frame or many): check only what every frame has.
	if !strings.Contains(out, "add") || !strings.Contains(out, "%") || !strings.Contains(out, "/s)") || !strings.Contains(out, "bafy") {
		t.Fatalf("content add on a terminal showed no progress (or no CID):\n%q", out)
	}
	code, plain, errOut := gpumesh(t, "--data-dir", filepath.Join(dir, "plain"), "content", "add", big)
	if code != exitOK || errOut != "" || !strings.HasPrefix(plain, "bafy") {
		t.Fatalf("content add off a terminal: exit %d, stdout %q, stderr %q; want the CID alone", code, plain, errOut)
	}
	if ttyCID := plain[:strings.IndexByte(plain, '\n')]; !strings.Contains(out, ttyCID) {
		t.Fatalf("the terminal import gave another CID than %s:\n%q", ttyCID, out)
	}
}

// TestJobSubmitWaitProgressOnTerminal: `job submit --wait` on a terminal shows a long result
// fetch as it goes (the bytes verified and stored, rewritten in place), then the fetched phase,
// and a long run at the provider as it goes (the time it has been running); off a terminal the
// fetch progress comes as ordinary lines.
func TestJobSubmitWaitProgressOnTerminal(t *testing.T) {
	ctx, dir, reqConfig, _ := onDevnetCLI(t, 3*time.Minute)
	prog, err := wasmtest.Build("../../provider/executor/wasm/testdata/prog", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	spec := writeFile(t, dir, "fill.yaml", `version: 1
class: batch
module: `+prog+`
args: [fill, "64"]
outputs:
  encrypt: true
resources:
  cpu: 1
  memory: 64MiB
  wall_time: 60s
max_price: "0.001"
deadline: 3m
verification: none
`, 0o644)
	out := onTerminal(t, ctx, "--config", reqConfig, "job", "submit", spec, "--wait", "--out", filepath.Join(dir, "tty-out"))
	i := strings.Index(out, "verified and stored")
	if !strings.Contains(out, "\rfetching") && !strings.Contains(out, "  fetching ") || i < 0 || !strings.Contains(out[i:], "fetched") {
		t.Fatalf("job submit --wait on a terminal showed no fetch progress before the fetched phase:\n%q", out)
	}
	if fi, err := os.Stat(filepath.Join(dir, "tty-out", "out", "big")); err != nil || fi.Size() != 64<<20 {
		t.Fatalf("result out/big: %v (%v), want 64 MiB", fi, err)
	}
	// A job that runs for 3 s (until its wall time): the terminal says it runs at the provider.
	spin := writeFile(t, dir, "spin.yaml", `version: 1
class: batch
module: `+prog+`
args: [spin]
outputs:
  encrypt: false
resources:
  cpu: 1
  memory: 64MiB
  wall_time: 3s
max_price: "0.001"
deadline: 3m
verification: none
`, 0o644)
	if out := onTerminal(t, ctx, "--config", reqConfig, "job", "submit", spin, "--wait", "--out", filepath.Join(dir, "spin-out")); !strings.Contains(out, "at the provider, waiting for its result") {
		t.Fatalf("job submit --wait on a terminal said nothing while the job ran:\n%q", out)
	}
	code, _, errOut := gpumesh(t, "--config", reqConfig, "job", "submit", spec, "--wait", "--out", filepath.Join(dir, "plain-out"))
	if code != exitOK || !strings.Contains(errOut, "fetching") || !strings.Contains(errOut, "verified and stored") {
		t.Fatalf("job submit --wait off a terminal: exit %d, no fetch progress lines:\n%s", code, errOut)
	}
}
