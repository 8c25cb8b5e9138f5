package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/provider/console"
)

// TestConsoleCommand: `gpumesh console` serves the requester's job store and the market on
// the address it prints; the view shows the job `job submit` ran, with its price; it accepts
// nothing but GET. While a console holds the store, `job list` and a second console read it
// through the holder's local API. A short token file or a bad --listen is a usage error before
// anything starts.
func TestConsoleCommand(t *testing.T) {
	ctx, dir, reqConfig, cli := onDevnetCLI(t, 90*time.Second)
	short := writeFile(t, dir, "short.token", "abc\n", 0o600)
	for _, args := range [][]string{{"console", "--listen", "127.0.0.1:0", "--token-file", short}, {"console", "--listen", "not-an-address"}} {
		if code, _, errOut := cli(args...); code != exitUsage || !strings.Contains(errOut, args[len(args)-2]) {
			t.Errorf("%v: exit %d, %q; want a usage error naming %s", args, code, errOut, args[len(args)-2])
		}
	}
	spec, err := devnet.WriteJob(filepath.Join(dir, "job"), devnet.JobOptions{Class: "batch", Label: "console"})
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := cli("--json", "job", "submit", spec, "--wait", "--out", filepath.Join(dir, "out"))
	if code != exitOK {
		t.Fatalf("job submit --wait: exit %d\n%s\n%s", code, out, errOut)
	}
	sub := decodeJSON[jobView](t, "job submit --json", out)

	token := writeFile(t, dir, "console.token", "0123456789abcdef-token\n", 0o600)
	const bearer = "Bearer 0123456789abcdef-token"
	// startConsole runs `gpumesh console` until stop, in this process or (as a holder of the
	// requester's state for another process's commands) in a child, and returns its API's URL.
	startConsole := func(child bool) (api string, stop func()) {
		t.Helper()
		args := []string{"--config", reqConfig, "console", "--listen", "127.0.0.1:0", "--token-file", token}
		pr, pw := io.Pipe()
		var stderr strings.Builder
		var stopRun func() int
		if child {
			c := exec.CommandContext(ctx, os.Args[0], args...)
			c.Env = append(os.Environ(), cliEnv+"=1")
			c.Stdout, c.Stderr = pw, &stderr
			if err := c.Start(); err != nil {
				t.Fatal(err)
			}
			waited := make(chan struct{})
			go func() { c.Wait(); pw.Close(); close(waited) }()
			stopRun = func() int { c.Process.Signal(os.Interrupt); <-waited; return c.ProcessState.ExitCode() }
		} else {
			cctx, cancel := context.WithCancel(ctx)
			exit := make(chan int, 1)
			go func() {
				code := run(cctx, append([]string{"gpumesh"}, args...), strings.NewReader(""), pw, &stderr)
				pw.Close()
				exit <- code
			}()
			stopRun = func() int { cancel(); return <-exit }
		}
		line, err := bufio.NewReader(pr).ReadString('\n')
		go io.Copy(io.Discard, pr)
		url, ok := strings.CutPrefix(strings.TrimSpace(line), "console: ")
		if err != nil || !ok || !strings.HasSuffix(url, "?token=0123456789abcdef-token") {
			stopRun()
			t.Fatalf("console printed %q (%v), want its URL with the token; stderr:\n%s", line, err, stderr.String())
		}
		return strings.TrimSuffix(url, "?token=0123456789abcdef-token") + "api/", func() {
			// Interrupted, the child exits 130 (as gpumesh does on Ctrl-C); in process, ctx ends it.
			if code := stopRun(); code != exitOK && !(child && code == 130) {
				t.Errorf("console after Ctrl-C: exit %d; stderr:\n%s", code, stderr.String())
			}
		}
	}
	checkView := func(api, how string) {
		t.Helper()
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, api+"requester", nil)
		req.Header.Set("Authorization", bearer)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var v console.RequesterView
		err = json.NewDecoder(res.Body).Decode(&v)
		res.Body.Close()
		if err != nil || res.StatusCode != 200 {
			t.Fatalf("%s: GET requester view: %d %v", how, res.StatusCode, err)
		}
		if len(v.Jobs) != 1 || v.Jobs[0].ID != sub.ID.Hex() || v.Jobs[0].Price == nil || v.Jobs[0].Price.Units != sub.Acceptance.Price.String() || len(v.Costs) != 1 {
			t.Errorf("%s: requester view %+v; want job %s at price %s", how, v, sub.ID.Hex(), sub.Acceptance.Price)
		}
	}

	// A console in a child holds the store: the job commands read its local API, and so does a
	// second console.
	api, stop := startConsole(true)
	checkView(api, "console holding the store")
	for _, m := range []string{http.MethodPost, http.MethodPut, http.MethodDelete} {
		req, _ := http.NewRequestWithContext(ctx, m, api+"requester", strings.NewReader("{}"))
		req.Header.Set("Authorization", bearer)
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusMethodNotAllowed {
			t.Errorf("%s: %d, want 405", m, res.StatusCode)
		}
	}
	if code, out, errOut := cli("job", "list"); code != exitOK || !strings.Contains(out, sub.ID.Hex()[:10]) {
		t.Errorf("job list while the console runs: exit %d\n%s\n%s", code, out, errOut)
	}
	api2, stop2 := startConsole(false)
	checkView(api2, "console reading the holder's local API")
	stop2()
	stop()
}
