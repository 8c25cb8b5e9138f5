package main

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/devnet/chain"
)

// TestDepositCommands deploys with a test token, mints 100 to the key, then moves tokens into the
// escrow deposit and out again with `gpumesh deposit add|show|withdraw`, and feeds it the bad
// inputs: more than the wallet holds, more than the deposit holds, a bad recipient.
func TestDepositCommands(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	ch, err := chain.Start(ctx, chain.Config{Accounts: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	rpc := ch.HTTPEndpoint()
	dir := t.TempDir()
	pw := writeFile(t, dir, "pw", "pw\n", 0o600)
	keyFile := writeFile(t, dir, "key.hex", hex.EncodeToString(crypto.FromECDSA(ch.Accounts()[0].Key)), 0o600)
	ks := filepath.Join(dir, "keystore")
	if code, _, errOut := gpumesh(t, "--data-dir", dir, "wallet", "--keystore", ks, "--lightkdf", "--password-file", pw, "import", keyFile); code != exitOK {
		t.Fatalf("wallet import: %s", errOut)
	}
	out := filepath.Join(dir, "deployment.json")
	if code, _, errOut := gpumeshCtx(ctx, t, "--data-dir", dir, "chain", "deploy", "--rpc", rpc, "--out", out,
		"--keystore", ks, "--password-file", pw, "--test-token"); code != exitOK {
		t.Fatalf("deploy: %s", errOut)
	}
	me := crypto.PubkeyToAddress(ch.Accounts()[0].Key.PublicKey).Hex()
	if code, _, errOut := gpumeshCtx(ctx, t, "--data-dir", dir, "chain", "mint", "--rpc", rpc, "--deployment", out,
		"--keystore", ks, "--password-file", pw, "--to", me, "--amount", "100"); code != exitOK {
		t.Fatalf("chain mint: %s", errOut)
	}
	run := func(args ...string) (int, string, string) {
		return gpumeshCtx(ctx, t, append([]string{"--json", "--data-dir", dir, "deposit", args[0], "--rpc", rpc, "--deployment", out,
			"--keystore", ks, "--password-file", pw}, args[1:]...)...)
	}
	show := func() depositJSON {
		t.Helper()
		code, stdout, errOut := run("show")
		var v depositJSON
		if code != exitOK || json.Unmarshal([]byte(stdout), &v) != nil {
			t.Fatalf("deposit show: exit %d, stdout %q, stderr %q", code, stdout, errOut)
		}
		return v
	}
	before := show()
	if before.Deposit != "0" {
		t.Fatalf("deposit before any: %+v", before)
	}

	if code, stdout, errOut := run("add", "--amount", "12.5"); code != exitOK {
		t.Fatalf("deposit add: exit %d: %s %s", code, stdout, errOut)
	}
	if v := show(); v.Deposit != "12500000" { // 6 decimals
		t.Fatalf("after deposit add 12.5: %+v", v)
	}
	for _, tc := range []struct {
		name string
		args []string
		code int
	}{
		{"withdraw more than the deposit", []string{"withdraw", "--amount", "13"}, exitUsage},
		{"withdraw to a bad address", []string{"withdraw", "--amount", "1", "--to", "0x12"}, exitUsage},
		{"deposit more than the wallet", []string{"add", "--amount", "1000000000000"}, exitFailure},
	} {
		if code, _, errOut := run(tc.args...); code != tc.code {
			t.Errorf("%s: exit %d, want %d (%s)", tc.name, code, tc.code, errOut)
		}
	}
	if code, _, errOut := run("withdraw", "--amount", "2.5"); code != exitOK {
		t.Fatalf("deposit withdraw 2.5: %s", errOut)
	}
	if v := show(); v.Deposit != "10000000" {
		t.Fatalf("after withdrawing 2.5: %+v", v)
	}
	if code, _, errOut := run("withdraw", "--amount", "all"); code != exitOK {
		t.Fatalf("deposit withdraw all: %s", errOut)
	}
	if v := show(); v.Deposit != "0" || v.Wallet != before.Wallet {
		t.Fatalf("after withdrawing all: %+v, want the wallet back at %s", v, before.Wallet)
	}
}
