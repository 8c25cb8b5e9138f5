package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/provider/console"
)

// TestConsoleCommand: `gpumesh console` serves the requester's job store and the market on
// the address it prints; the view shows the job `job submit` ran, with its price; it accepts
// nothing but GET; a short token file or a bad --listen is a usage error before anything starts.
func TestConsoleCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("-short skips the integration tier: this starts an embedded chain and a provider daemon (~5 s)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	dir := t.TempDir()
	_, reqConfig := cliDevnet(t, ctx, dir, devnet.Config{Providers: 1, ChallengeWindow: time.Second})
	cli := func(args ...string) (int, string, string) {
		t.Helper()
		return gpumeshCtx(ctx, t, append([]string{"--config", reqConfig}, args...)...)
	}
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
	cctx, stop := context.WithCancel(ctx)
	pr, pw := io.Pipe()
	exit := make(chan int, 1)
	go func() {
		var stderr strings.Builder
		code := run(cctx, []string{"gpumesh", "--config", reqConfig, "console", "--listen", "127.0.0.1:0", "--token-file", token}, strings.NewReader(""), pw, &stderr)
		if code != exitOK {
			t.Logf("console stderr: %s", stderr.String())
		}
		pw.Close()
		exit <- code
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	go io.Copy(io.Discard, pr)
	url, ok := strings.CutPrefix(strings.TrimSpace(line), "console: ")
	if err != nil || !ok || !strings.HasSuffix(url, "?token=0123456789abcdef-token") {
		stop()
		t.Fatalf("console printed %q (%v), want its URL with the token", line, err)
	}
	api := strings.TrimSuffix(url, "?token=0123456789abcdef-token") + "api/"
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, api+"requester", nil)
	req.Header.Set("Authorization", "Bearer 0123456789abcdef-token")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var v console.RequesterView
	err = json.NewDecoder(res.Body).Decode(&v)
	res.Body.Close()
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("GET requester view: %d %v", res.StatusCode, err)
	}
	if len(v.Jobs) != 1 || v.Jobs[0].ID != sub.ID.Hex() || v.Jobs[0].Price == nil || v.Jobs[0].Price.Units != sub.Acceptance.Price.String() || len(v.Costs) != 1 {
		t.Errorf("requester view %+v; want job %s at price %s", v, sub.ID.Hex(), sub.Acceptance.Price)
	}
	for _, m := range []string{http.MethodPost, http.MethodPut, http.MethodDelete} {
		req, _ := http.NewRequestWithContext(ctx, m, api+"requester", strings.NewReader("{}"))
		req.Header.Set("Authorization", "Bearer 0123456789abcdef-token")
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusMethodNotAllowed {
			t.Errorf("%s: %d, want 405", m, res.StatusCode)
		}
	}
	stop()
	if code := <-exit; code != exitOK {
		t.Errorf("console after Ctrl-C: exit %d, want 0", code)
	}
}
