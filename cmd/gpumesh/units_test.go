package main

import (
	"math/big"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cockroachdb/pebble/v2"
)

func TestFormatMoney(t *testing.T) {
	wei := func(s string) *big.Int { v, _ := new(big.Int).SetString(s, 10); return v }
	for _, tc := range []struct {
		got, want string
	}{
		{formatTokens(big.NewInt(1_000_000_000), 6), "1000 tokens"},
		{formatTokens(big.NewInt(6000), 6), "0.006 tokens"},
		{formatTokens(big.NewInt(-2_500_000), 6), "-2.5 tokens"},
		{formatTokens(nil, 6), "0 tokens"},
		{formatEther(wei("1500000000000000000")), "1.5 ETH"},
		{formatEther(wei("1")), "0.000000000000000001 ETH"},
		{formatEther(new(big.Int)), "0 ETH"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
	if v, err := parseMoney("--amount", "0.5", 18); err != nil || v.String() != "500000000000000000" {
		t.Errorf("parseMoney 0.5 ETH = %v, %v", v, err)
	}
	for _, bad := range []string{"-1", "0", "1e3", "0.0000001", "ten"} {
		if _, err := parseMoney("--amount", bad, 6); err == nil || !strings.Contains(err.Error(), "--amount") {
			t.Errorf("parseMoney(%q) = %v; want an error naming --amount", bad, err)
		}
	}
}

// TestProviderStatusOffline reads a stopped provider's data dir: earnings in tokens (raw units
// under --json) and the executors the config enables, nothing else.
func TestProviderStatusOffline(t *testing.T) {
	dir := t.TempDir()
	code, cfgText, errOut := gpumesh(t, "provider", "init")
	if code != exitOK {
		t.Fatalf("provider init: %s", errOut)
	}
	cfgText = strings.Replace(cfgText, "disable = false", "disable = true", 1) // no daemon to ask
	cfg := writeFile(t, dir, "provider.toml", cfgText, 0o600)
	db, err := pebble.Open(filepath.Join(dir, "gpumesh-provider", "node"), &pebble.Options{})
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	code, out, errOut := gpumesh(t, "provider", "status", "--config", cfg)
	if code != exitOK {
		t.Fatalf("provider status: exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "earnings    0 tokens\n") || !strings.Contains(out, "executors   wasm\n") {
		t.Fatalf("provider status printed:\n%s\nwant earnings in tokens and executors wasm only", out)
	}
	code, out, _ = gpumesh(t, "--json", "provider", "status", "--config", cfg)
	if code != exitOK || !strings.Contains(out, `"earnings": "0"`) || !strings.Contains(out, `"executors": [`+"\n    \"wasm\"\n  ]") {
		t.Fatalf("provider status --json: exit %d\n%s", code, out)
	}
}
