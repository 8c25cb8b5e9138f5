package devnet_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/requester"
)

// TestE2EPrometheusScrapesDevnet: a real Prometheus (the Debian package), started on loopback
// with the repository's rules (deploy/prometheus) and a config scraping the /metrics URLs the
// devnet record names, sees every provider daemon up; after a batch and a burst job, the query
// behind every panel of the Grafana dashboard (deploy/grafana) returns data, and every rule
// evaluates without error. Panels tagged nvml (GPU utilization, temperature, power) need an
// NVIDIA GPU, which devnet providers (CPU devices) do not have: they are skipped, by name.
func TestE2EPrometheusScrapesDevnet(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: a devnet, a Prometheus server and two jobs, ~40 s")
	}
	bin, err := exec.LookPath("prometheus")
	if err != nil {
		t.Skip("prometheus not found: install the Debian prometheus package (apt-get install -y prometheus; .ci/run does) to run this test")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	n, r := e2eNet(t, ctx, 2)
	rec, err := devnet.ReadRecord(filepath.Dir(n.Nodes[0].DataDir))
	if err != nil {
		t.Fatal(err)
	}
	var targets []string
	for _, p := range rec.Providers {
		u, err := url.Parse(p.Metrics)
		if err != nil || u.Path != "/metrics" {
			t.Fatalf("provider-%d metrics URL %q: %v", p.Index, p.Metrics, err)
		}
		targets = append(targets, u.Host)
	}
	prom := startPrometheus(t, ctx, bin, targets)

	// Every daemon up.
	waitQuery(t, ctx, prom, `count(up{job="gpumesh-provider"} == 1) == `+fmt.Sprint(len(targets)))

	for _, o := range []devnet.JobOptions{{Class: "batch", Label: "prom-batch"}, {Class: "burst", Label: "prom-burst"}} {
		j := submit(t, ctx, r, o)
		rec, err := j.Wait(ctx)
		if err != nil {
			t.Fatalf("%s: %v", o.Class, err)
		}
		checkHello(t, rec)
		if rec, err := r.Follow(ctx, j.ID, requester.FollowOptions{UntilSettled: true}); err != nil || rec.Phase != requester.PhaseClaimed {
			t.Fatalf("%s settle: phase %s, err %v", o.Class, rec.Phase, err)
		}
	}
	// Both jobs counted as paid (the runner counts right after persisting; Prometheus scrapes each second).
	waitQuery(t, ctx, prom, `sum(gpumesh_provider_runner_jobs_total{outcome="paid"}) == 2`)
	// What the jobs did, as the new families show it: the batch job's auction won by a bid, the
	// settlement gas of both classes, earnings, allocated device time.
	for _, q := range []string{
		`sum(gpumesh_provider_bid_outcomes_total{class="batch", outcome="won"}) >= 1`,
		`count(sum by (class) (gpumesh_provider_gas_used_total{op=~"claim|claim_many"}) > 0) == 2`,
		`sum(gpumesh_provider_runner_earnings_token_units_total) > 0`,
		`sum(gpumesh_provider_device_allocated_seconds_total{device="cpu"}) > 0`,
	} {
		waitQuery(t, ctx, prom, q)
	}

	b, err := os.ReadFile("../deploy/grafana/gpumesh-provider.json")
	if err != nil {
		t.Fatal(err)
	}
	var dash struct {
		Panels []struct {
			Title   string   `json:"title"`
			Tags    []string `json:"tags"`
			Targets []struct {
				Expr string `json:"expr"`
			} `json:"targets"`
		} `json:"panels"`
	}
	if err := json.Unmarshal(b, &dash); err != nil {
		t.Fatal(err)
	}
	grafana := strings.NewReplacer("$instance", ".*", "$__rate_interval", "1m", "$__range", "5m")
	checked := 0
	for _, p := range dash.Panels {
		if slices.Contains(p.Tags, "nvml") {
			t.Logf("panel %q skipped: it needs NVML (an NVIDIA GPU); devnet providers offer the CPU", p.Title)
			continue
		}
		for _, tg := range p.Targets {
			q := grafana.Replace(tg.Expr)
			waitQuery(t, ctx, prom, q)
			checked++
		}
	}
	t.Logf("%d queries of %d panels returned data", checked, len(dash.Panels))

	// Every recording and alerting rule evaluates without error.
	var rules struct {
		Data struct {
			Groups []struct {
				Name  string `json:"name"`
				Rules []struct {
					Name      string `json:"name"`
					Health    string `json:"health"`
					LastError string `json:"lastError"`
				} `json:"rules"`
			} `json:"groups"`
		} `json:"data"`
	}
	if err := getJSON(ctx, prom+"/api/v1/rules", &rules); err != nil {
		t.Fatal(err)
	}
	count := 0
	for _, g := range rules.Data.Groups {
		for _, rl := range g.Rules {
			count++
			if rl.Health != "ok" {
				t.Errorf("rule %s/%s: health %q %s", g.Name, rl.Name, rl.Health, rl.LastError)
			}
		}
	}
	// Every rule of the file, no fewer: count its record and alert entries.
	file, err := os.ReadFile("../deploy/prometheus/gpumesh.rules.yml")
	if err != nil {
		t.Fatal(err)
	}
	want := len(regexp.MustCompile(`(?m)^\s*- (record|alert):`).FindAll(file, -1))
	if count != want || want == 0 {
		t.Fatalf("Prometheus loaded %d rules, want the %d of deploy/prometheus/gpumesh.rules.yml", count, want)
	}
}

// startPrometheus runs prometheus on a free loopback port with a config scraping targets every
// second and the repository's rules; it returns the server's base URL. The port is found by
// listening on :0 and closing; a start that loses the port to another process is retried.
func startPrometheus(t *testing.T, ctx context.Context, bin string, targets []string) string {
	t.Helper()
	dir := t.TempDir()
	rules, err := filepath.Abs("../deploy/prometheus/gpumesh.rules.yml")
	if err != nil {
		t.Fatal(err)
	}
	quoted := make([]string, len(targets))
	for i, tg := range targets {
		quoted[i] = fmt.Sprintf("%q", tg)
	}
	cfg := fmt.Sprintf(`global:
  scrape_interval: 1s
  evaluation_interval: 1s
rule_files:
  - %q
scrape_configs:
  - job_name: gpumesh-provider
    static_configs:
      - targets: [%s]
`, rules, strings.Join(quoted, ", "))
	cfgPath := filepath.Join(dir, "prometheus.yml")
	if err := os.WriteFile(cfgPath, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	for attempt := 0; attempt < 3; attempt++ {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		addr := ln.Addr().String()
		ln.Close()
		logPath := filepath.Join(dir, fmt.Sprintf("prometheus-%d.log", attempt))
		logf, err := os.Create(logPath)
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(bin, "--config.file="+cfgPath, "--storage.tsdb.path="+filepath.Join(dir, fmt.Sprintf("data-%d", attempt)),
			"--web.listen-address="+addr, "--log.level=warn")
		cmd.Stdout, cmd.Stderr = logf, logf
		if err := cmd.Start(); err != nil {
			logf.Close()
			t.Fatalf("start prometheus: %v", err)
		}
		exited := make(chan error, 1)
		go func() { exited <- cmd.Wait(); logf.Close() }()
		base := "http://" + addr
		ready := false
		for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline) && !ready; {
			select {
			case err := <-exited:
				log, _ := os.ReadFile(logPath)
				t.Logf("prometheus on %s exited (%v), retrying on another port:\n%s", addr, err, log)
				deadline = time.Now()
				continue
			case <-ctx.Done():
				t.Fatal(ctx.Err())
			case <-time.After(100 * time.Millisecond):
			}
			if resp, err := http.Get(base + "/-/ready"); err == nil {
				resp.Body.Close()
				ready = resp.StatusCode == http.StatusOK
			}
		}
		if !ready {
			_ = cmd.Process.Kill()
			continue
		}
		t.Cleanup(func() {
			_ = cmd.Process.Signal(os.Interrupt)
			select {
			case <-exited:
			case <-time.After(10 * time.Second):
				_ = cmd.Process.Kill()
				<-exited
			}
		})
		return base
	}
	t.Fatal("prometheus did not start on loopback in 3 attempts")
	return ""
}

// waitQuery runs the instant query q until it returns at least one sample (the data a panel
// needs), failing after 60 s with the last answer.
func waitQuery(t *testing.T, ctx context.Context, base, q string) {
	t.Helper()
	var last string
	deadline := time.Now().Add(60 * time.Second)
	for {
		var res struct {
			Status string `json:"status"`
			Error  string `json:"error"`
			Data   struct {
				Result []json.RawMessage `json:"result"`
			} `json:"data"`
		}
		err := getJSON(ctx, base+"/api/v1/query?query="+url.QueryEscape(q), &res)
		switch {
		case err != nil:
			last = err.Error()
		case res.Status != "success":
			t.Fatalf("query %s: %s", q, res.Error) // a bad query does not get better with time
		case len(res.Data.Result) > 0:
			return
		default:
			last = "no samples"
		}
		if time.Now().After(deadline) {
			t.Fatalf("query %s: %s after 60 s", q, last)
		}
		select {
		case <-ctx.Done():
			t.Fatal(ctx.Err())
		case <-time.After(500 * time.Millisecond):
		}
	}
}

func getJSON(ctx context.Context, u string, v any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	return json.NewDecoder(resp.Body).Decode(v)
}
