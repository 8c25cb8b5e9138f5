package provider_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/provider"
)

// TestDaemonConsole: the daemon serves its web console on the debug listener; with
// metrics.console_token_file set, a view without the token or with a wrong one is a 401 that
// names the file, the right token gets the provider view, nothing but GET is accepted, and
// /metrics needs no token. A token file with a short token stops the daemon before it starts,
// naming the key.
func TestDaemonConsole(t *testing.T) {
	if testing.Short() {
		t.Skip("-short skips the integration tier: this starts an embedded chain and a daemon (~3 s)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	h := startNetwork(t, ctx, 1).withProvider(t, 0)
	cfg, err := provider.LoadConfig(h.cfgPath)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Metrics.Listen = "127.0.0.1:0"
	tokenFile := filepath.Join(t.TempDir(), "console.token")
	if err := os.WriteFile(tokenFile, []byte("short\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg.Metrics.ConsoleTokenFile = tokenFile
	d, err := provider.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Run(ctx); !errors.Is(err, provider.ErrConfig) || !strings.Contains(err.Error(), "metrics.console_token_file") {
		t.Fatalf("a 5-character token: %v, want a config error naming metrics.console_token_file", err)
	}

	const token = "a-console-token-of-some-length"
	if err := os.WriteFile(tokenFile, []byte(token+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	d, err = provider.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- d.Run(runCtx) }()
	defer func() {
		stop()
		if err := <-done; err != nil {
			t.Errorf("daemon: %v", err)
		}
	}()
	select {
	case <-d.Ready():
	case err := <-done:
		t.Fatalf("daemon did not start: %v", err)
	}
	base := "http://" + d.DebugAddr().String()
	if u := d.ConsoleURL(); u != base+"/console/?token="+token {
		t.Errorf("ConsoleURL %q, want %s/console/?token=...", u, base)
	}
	get := func(method, path, auth string) (int, string) {
		t.Helper()
		req, err := http.NewRequestWithContext(ctx, method, base+path, nil)
		if err != nil {
			t.Fatal(err)
		}
		if auth != "" {
			req.Header.Set("Authorization", auth)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(io.LimitReader(res.Body, 1<<20))
		return res.StatusCode, string(b)
	}
	for _, tc := range []struct {
		method, path, auth string
		code               int
		want               string
	}{
		{"GET", "/console/api/provider", "", 401, "token missing"},
		{"GET", "/console/api/provider", "", 401, tokenFile},
		{"GET", "/console/api/provider?token=wrong", "", 401, "wrong token: use the token in " + tokenFile},
		{"GET", "/console/api/provider", "Bearer " + token, 200, `"job_list":[]`},
		{"GET", "/console/api/provider?token=" + token, "", 200, `"address":"0x`},
		{"POST", "/console/api/provider", "Bearer " + token, 405, "read-only"},
		{"DELETE", "/console/", "", 405, "read-only"},
		{"GET", "/console/", "", 200, "gpumesh console"},
		{"GET", "/metrics", "", 200, "gpumesh_provider_"},
	} {
		code, body := get(tc.method, tc.path, tc.auth)
		if code != tc.code || !strings.Contains(body, tc.want) {
			t.Errorf("%s %s: %d %.300q, want %d containing %q", tc.method, tc.path, code, body, tc.code, tc.want)
		}
	}
	_, body := get("GET", "/console/api/provider", "Bearer "+token)
	var v provider.ConsoleView
	if err := json.Unmarshal([]byte(body), &v); err != nil {
		t.Fatal(err)
	}
	st, err := d.Status(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if v.Status == nil || v.Address != st.Address || v.Stake != st.Stake || len(v.DeviceList) != st.Devices || v.Offer == nil || len(v.Offer.Prices) == 0 {
		t.Errorf("console view %.500s, status %+v", body, st)
	}
}
