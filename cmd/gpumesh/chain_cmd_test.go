package main

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet/chain"
)

// TestChainDeploy deploys the contracts with `gpumesh chain deploy` to a chain reached only over
// JSON-RPC that seals a block per second, checks the record with `chain info`, re-runs the deploy
// (nothing sent), and feeds it the bad inputs: no token choice, an unreachable RPC, a wrong chain
// id, a token without code, an unfunded wallet, a record that does not match the chain.
func TestChainDeploy(t *testing.T) {
	if testing.Short() {
		t.Skip("deploys to a chain sealing a block per second (-short)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	ch, err := chain.Start(ctx, chain.Config{BlockPeriod: time.Second, Accounts: 1})
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	rpc := ch.HTTPEndpoint()
	client, err := ethclient.DialContext(ctx, rpc)
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()

	dir := t.TempDir()
	pw := writeFile(t, dir, "pw", "pw\n", 0o600)
	funded := ch.Accounts()[0]
	keyFile := writeFile(t, dir, "key.hex", hex.EncodeToString(crypto.FromECDSA(funded.Key)), 0o600)
	ks := filepath.Join(dir, "keystore")
	if code, _, errOut := gpumesh(t, "--data-dir", dir, "wallet", "--keystore", ks, "--lightkdf", "--password-file", pw, "import", keyFile); code != exitOK {
		t.Fatalf("wallet import: %s", errOut)
	}
	out := filepath.Join(dir, "deployment.json")
	deploy := func(extra ...string) (int, string, string) {
		args := append([]string{"--data-dir", dir, "chain", "deploy", "--rpc", rpc, "--out", out,
			"--keystore", ks, "--password-file", pw}, extra...)
		return gpumeshCtx(ctx, t, args...)
	}
	nonce := func(a common.Address) uint64 {
		n, err := client.NonceAt(ctx, a, nil)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	expect := func(what string, code int, errOut string, wantCode int, wantText ...string) {
		t.Helper()
		if code != wantCode {
			t.Fatalf("%s: exit %d, want %d; stderr %q", what, code, wantCode, errOut)
		}
		for _, s := range wantText {
			if !strings.Contains(errOut, s) {
				t.Fatalf("%s: stderr %q does not say %q", what, errOut, s)
			}
		}
		t.Logf("%s: %s", what, strings.TrimSpace(errOut))
	}

	code, _, errOut := deploy()
	expect("no token choice", code, errOut, exitUsage, "--token ADDRESS", "--test-token")
	code, _, errOut = gpumeshCtx(ctx, t, "--data-dir", dir, "chain", "deploy", "--rpc", "http://127.0.0.1:1", "--out", out, "--test-token", "--keystore", ks, "--password-file", pw)
	expect("unreachable RPC", code, errOut, exitFailure, "cannot reach chain at http://127.0.0.1:1")
	code, _, errOut = deploy("--test-token", "--chain-id", "1")
	expect("wrong chain id", code, errOut, exitFailure, "wrong chain", "serves chain 31337", "nothing was sent")
	code, _, errOut = deploy("--token", "0x00000000000000000000000000000000000000aa")
	expect("token without code", code, errOut, exitUsage, "has no code", "nothing was sent")
	if n := nonce(funded.Address); n != 0 {
		t.Fatalf("the deployer sent %d transactions on bad input", n)
	}

	// An unfunded wallet: refused before anything is sent.
	poorKS := filepath.Join(dir, "poor")
	if code, _, errOut := gpumesh(t, "--data-dir", dir, "wallet", "--keystore", poorKS, "--lightkdf", "--password-file", pw, "new"); code != exitOK {
		t.Fatalf("wallet new: %s", errOut)
	}
	code, _, errOut = gpumeshCtx(ctx, t, "--data-dir", dir, "chain", "deploy", "--rpc", rpc, "--out", out, "--test-token", "--keystore", poorKS, "--password-file", pw)
	expect("unfunded wallet", code, errOut, exitFailure, "insufficient funds", "fund the wallet", "nothing was sent")
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Fatalf("a failed deploy left a record: %v", err)
	}

	// The deployment.
	code, stdout, errOut := deploy("--test-token", "--chain-id", "31337")
	if code != exitOK {
		t.Fatalf("deploy: exit %d: %s", code, errOut)
	}
	t.Logf("deploy:\n%s", stdout)
	rec, err := contracts.ReadDeploymentRecord(out)
	if err != nil {
		t.Fatal(err)
	}
	if err := contracts.VerifyDeployment(ctx, client, rec.Deployment); err != nil {
		t.Fatalf("the written record does not verify: %v", err)
	}
	if len(rec.Deployment.CodeHashes) != 4 || rec.Deployment.Block == 0 {
		t.Fatalf("record %+v: want four code hashes and the deployment block", rec.Deployment)
	}
	sent := nonce(funded.Address)

	code, stdout, errOut = gpumeshCtx(ctx, t, "--json", "--data-dir", dir, "chain", "info", "--rpc", rpc, "--deployment", out)
	if code != exitOK {
		t.Fatalf("chain info: exit %d: %s", code, errOut)
	}
	var info struct {
		Escrow   common.Address `json:"escrow"`
		Verified bool           `json:"verified"`
	}
	if err := json.Unmarshal([]byte(stdout), &info); err != nil || !info.Verified || info.Escrow != rec.Deployment.Escrow {
		t.Fatalf("chain info --json = %s (%v), want the record, verified", stdout, err)
	}

	// Idempotent: the same command again checks the record and sends nothing.
	code, stdout, errOut = deploy("--test-token")
	if code != exitOK || !strings.Contains(stdout, "nothing sent") {
		t.Fatalf("second deploy: exit %d, stdout %q, stderr %q; want the record checked and nothing sent", code, stdout, errOut)
	}
	if n := nonce(funded.Address); n != sent {
		t.Fatalf("the second deploy sent %d transactions", n-sent)
	}

	// No job was claimed, so no fees have accrued: withdraw-fees says so and sends nothing.
	code, stdout, errOut = gpumeshCtx(ctx, t, "--data-dir", dir, "chain", "withdraw-fees", "--rpc", rpc, "--deployment", out,
		"--keystore", ks, "--password-file", pw)
	if code != exitOK || !strings.Contains(stdout, "no fees have accrued") || nonce(funded.Address) != sent {
		t.Fatalf("withdraw-fees with none accrued: exit %d, stdout %q, stderr %q; want nothing sent", code, stdout, errOut)
	}

	// A record that does not match the chain: a named error, nothing sent.
	rec.Deployment.CodeHashes[contracts.CodeEscrow] = common.Hash{0xee}
	if err := writeRecord(out, rec); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = deploy("--test-token")
	expect("mismatched record", code, errOut, exitFailure, "does not match the chain", "escrow", "nothing was sent")
	code, stdout, errOut = gpumeshCtx(ctx, t, "--data-dir", dir, "chain", "info", "--rpc", rpc, "--deployment", out)
	expect("chain info, mismatched record", code, errOut, exitFailure, "does not match the chain")
	if !strings.Contains(stdout, "matches the chain: NO") {
		t.Fatalf("chain info stdout %q: want the mismatch shown", stdout)
	}
	if n := nonce(funded.Address); n != sent {
		t.Fatalf("a mismatched record made the deploy send %d transactions", n-sent)
	}
}
