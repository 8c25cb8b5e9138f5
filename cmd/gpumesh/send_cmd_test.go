package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/devnet"
)

// TestDevnetFundAndWalletSend follows a new user on the devnet: a new wallet holds nothing,
// `devnet fund` gives it tokens and ether from the deployment record's deployer, `wallet send`
// pays another key in tokens and in ether, and every amount reads in tokens and ETH (raw units
// under --json).
func TestDevnetFundAndWalletSend(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	dir := t.TempDir()
	if n, err := devnet.Start(ctx, devnet.Config{DataDir: filepath.Join(dir, "devnet"), Providers: 1}); err != nil {
		t.Fatal(err)
	} else {
		t.Cleanup(func() { n.Close() })
	}
	pw := writeFile(t, dir, "pw", "pw\n", 0o600)
	cli := func(args ...string) (int, string, string) {
		t.Helper()
		return gpumeshCtx(ctx, t, append([]string{"--data-dir", dir}, args...)...)
	}
	wallet := func(args ...string) (int, string, string) {
		t.Helper()
		return cli(append([]string{"wallet", "--lightkdf", "--password-file", pw}, args...)...)
	}
	newKey := func() string {
		t.Helper()
		code, out, errOut := cli("--json", "wallet", "--lightkdf", "--password-file", pw, "new")
		if code != exitOK {
			t.Fatalf("wallet new: %s", errOut)
		}
		return decodeJSON[accountJSON](t, "wallet new", out).Address
	}
	show := func(addr string, want ...string) {
		t.Helper()
		code, out, errOut := wallet("show", addr, "--deployment", filepath.Join(dir, "devnet"))
		if code != exitOK {
			t.Fatalf("wallet show %s: exit %d: %s", addr, code, errOut)
		}
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Fatalf("wallet show %s printed\n%s\nwant %q", addr, out, w)
			}
		}
	}
	a, b := newKey(), newKey()
	show(a, "ether:   0 ETH\n", "token:   0 tokens\n")

	code, out, errOut := cli("devnet", "fund", a, "--amount", "50.5")
	if code != exitOK || !strings.Contains(out, "minted 50.5 tokens to "+a) || !strings.Contains(out, "sent 10 ETH to "+a) {
		t.Fatalf("devnet fund: exit %d\n%s\n%s", code, out, errOut)
	}
	show(a, "ether:   10 ETH\n", "token:   50.5 tokens\n")
	if code, out, _ = cli("--json", "wallet", "show", a, "--deployment", filepath.Join(dir, "devnet")); code != exitOK ||
		!strings.Contains(out, `"wei": "10000000000000000000"`) || !strings.Contains(out, `"token_units": "50500000"`) {
		t.Fatalf("wallet show --json: exit %d\n%s; want raw units", code, out)
	}

	code, out, errOut = wallet("send", "--from", a, "--to", b, "--amount", "0.5")
	if code != exitOK || !strings.Contains(out, "sent 0.5 tokens from "+a+" to "+b) {
		t.Fatalf("wallet send (tokens): exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, errOut = wallet("send", "--from", a, "--to", b, "--amount", "1.25", "--eth")
	if code != exitOK || !strings.Contains(out, "sent 1.25 ETH from "+a+" to "+b) {
		t.Fatalf("wallet send --eth: exit %d\n%s\n%s", code, out, errOut)
	}
	show(b, "ether:   1.25 ETH\n", "token:   0.5 tokens\n")
	show(a, "token:   50 tokens\n")

	for _, tc := range []struct {
		name string
		args []string
		code int
		err  string
	}{
		{"more than the balance", []string{"--from", b, "--to", a, "--amount", "2"}, exitFailure, "holds 0.5 tokens, less than the 2 tokens to send (on the devnet: `gpumesh devnet fund " + b},
		{"raw units", []string{"--from", a, "--to", b, "--amount", "1e6"}, exitUsage, "--amount \"1e6\""},
		{"both assets", []string{"--from", a, "--to", b, "--amount", "1", "--eth", "--token"}, exitUsage, "pick one"},
		{"bad recipient", []string{"--from", a, "--to", "bob", "--amount", "1"}, exitUsage, "--to \"bob\" is not an address"},
	} {
		code, out, errOut := wallet(append([]string{"send"}, tc.args...)...)
		if code != tc.code || !strings.Contains(errOut, tc.err) {
			t.Errorf("wallet send, %s: exit %d (want %d)\n%s\n%s\nwant stderr with %q", tc.name, code, tc.code, out, errOut, tc.err)
		}
	}
	if code, _, errOut := cli("devnet", "fund", "nobody"); code != exitUsage || !strings.Contains(errOut, "give one address") {
		t.Errorf("devnet fund nobody: exit %d, %s", code, errOut)
	}
}
