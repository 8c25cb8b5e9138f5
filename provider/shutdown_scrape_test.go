package provider_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/provider"
)

// TestScrapeDuringShutdown: scrapes of /metrics and /status, and gathers from the daemon's
// registry, running while the daemon shuts down (and after) get an answer, a refused
// connection or a 503, never a panic or a hang; the daemon stops cleanly.
func TestScrapeDuringShutdown(t *testing.T) {
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
	reg := prometheus.NewRegistry()
	d, err := provider.New(cfg, provider.WithRegistry(reg))
	if err != nil {
		t.Fatal(err)
	}
	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	done := make(chan error, 1)
	go func() { done <- d.Run(runCtx) }()
	select {
	case <-d.Ready():
	case err := <-done:
		t.Fatalf("daemon did not start: %v", err)
	}
	base := "http://" + d.DebugAddr().String()

	var answered, refused, unavailable, gathered atomic.Int64
	finish := make(chan struct{})
	var wg sync.WaitGroup
	client := &http.Client{Timeout: 10 * time.Second}
	scrape := func(path string) {
		defer wg.Done()
		for {
			select {
			case <-finish:
				return
			default:
			}
			resp, err := client.Get(base + path)
			if err != nil {
				if errors.Is(err, context.DeadlineExceeded) || strings.Contains(err.Error(), "Client.Timeout") {
					t.Errorf("GET %s hung during shutdown: %v", path, err)
					return
				}
				refused.Add(1)
				time.Sleep(5 * time.Millisecond)
				continue
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			switch {
			case resp.StatusCode == http.StatusOK && (path != "/metrics" || strings.Contains(string(body), "gpumesh_provider_")):
				answered.Add(1)
			case resp.StatusCode == http.StatusServiceUnavailable:
				unavailable.Add(1)
			default:
				t.Errorf("GET %s during shutdown: %d %.200s", path, resp.StatusCode, body)
			}
		}
	}
	gather := func() {
		defer wg.Done()
		for {
			select {
			case <-finish:
				return
			default:
			}
			if _, err := reg.Gather(); err != nil {
				t.Errorf("gather during shutdown: %v", err)
				return
			}
			gathered.Add(1)
		}
	}
	for range 2 {
		wg.Add(3)
		go scrape("/metrics")
		go scrape("/status")
		go gather()
	}
	// Let the scrapers run against the live daemon, then stop it under them.
	waitFor(t, 30*time.Second, "scrapes of the running daemon", func() (bool, error) { return answered.Load() >= 4, nil })
	stop()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("daemon stopped with %v", err)
		}
	case <-time.After(60 * time.Second):
		t.Fatal("daemon did not stop within 60 s with scrapes running")
	}
	// Scrapes and gathers after the daemon stopped: refused, or the registry's remaining families.
	after := refused.Load() + gathered.Load()
	waitFor(t, 10*time.Second, "scrapes after shutdown", func() (bool, error) { return refused.Load()+gathered.Load() > after+4, nil })
	close(finish)
	wg.Wait()
	t.Logf("answered %d, 503 %d, refused %d, gathers %d", answered.Load(), unavailable.Load(), refused.Load(), gathered.Load())
	if refused.Load() == 0 {
		t.Error("no scrape was refused after shutdown: the debug listener outlived the daemon")
	}
}
