package main

import (
	"bufio"
	"context"
	"encoding/hex"
	"encoding/json"
	"io"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/pelletier/go-toml/v2"

	"github.com/gpumesh/gpumesh/contracts/rpctest"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/provider"
)

// TestRealNetworkFlow runs what an operator, a GPU owner and a requester do on a real network,
// each with the gpumesh commands, against a chain in a separate process that they reach only
// over JSON-RPC and that seals a block every 2 s (never one per transaction): `chain deploy
// --test-token`, `chain mint` and `wallet send` to fund two new wallets, `provider run` (a third
// process: registers and stakes), `job submit --wait` of a batch job (escrow) and of a burst job
// (a voucher on a payment channel), and the provider's claim once the challenge window passed.
// The second run does it all again, from a new deployment, through an RPC proxy that caps log
// queries at 16 blocks (stricter than the 1,000 of public endpoints, so that paging happens in a
// run this short) and drops 5% of requests, half before the chain sees them and half with the
// answer lost.
func TestRealNetworkFlow(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: a chain process sealing every 2 s, two whole flows (~3 min)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	dir := t.TempDir()
	rpc, deployer := startChainProcess(t, ctx, filepath.Join(dir, "chain"), 2*time.Second)

	t.Run("direct", func(t *testing.T) {
		realNetworkFlow(t, ctx, filepath.Join(dir, "direct"), rpc, deployer)
	})
	t.Run("through a capped, lossy proxy", func(t *testing.T) {
		proxy, err := rpctest.StartLogCapProxy(rpc, 16)
		if err != nil {
			t.Fatal(err)
		}
		defer proxy.Close()
		proxy.SetDropRate(0.05, 11)
		realNetworkFlow(t, ctx, filepath.Join(dir, "proxy"), proxy.URL(), deployer)
		before, after := proxy.Dropped()
		capped := 0
		for _, c := range proxy.Calls() {
			if c.Refused {
				capped++
			}
		}
		t.Logf("proxy: %d requests dropped before the chain saw them, %d answers lost, %d log queries refused over 16 blocks, %d log queries in all",
			before, after, capped, len(proxy.Calls()))
		if before+after == 0 {
			t.Errorf("the proxy dropped nothing: the flow was not tested against a lossy RPC")
		}
	})
}

// startChainProcess runs `gpumesh devnet chain` (this test binary re-executed) in dir with
// blocks every period and returns its HTTP endpoint and the hex key of its funded deployer
// account. The process is killed when the test ends.
func startChainProcess(t *testing.T, ctx context.Context, dir string, period time.Duration) (rpc, deployerKey string) {
	t.Helper()
	cmd := exec.CommandContext(ctx, os.Args[0], "--data-dir", dir, "--json", "devnet", "chain", "--block-period", period.String(), "--providers", "1")
	cmd.Env = append(os.Environ(), cliEnv+"=1")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr syncBuffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
	})
	var rec devnet.Record
	if err := json.NewDecoder(bufio.NewReader(stdout)).Decode(&rec); err != nil {
		t.Fatalf("devnet chain printed no record: %v\n%s", err, stderr.String())
	}
	go func() { _, _ = io.Copy(io.Discard, stdout) }()
	if rec.HTTP == "" || len(rec.Accounts) == 0 {
		t.Fatalf("devnet chain record without endpoint or accounts: %+v", rec)
	}
	return rec.HTTP, hex.EncodeToString(rec.Accounts[0].PrivateKey)
}

// realNetworkFlow is one whole flow against the chain at rpc, in dir, with the commands a user
// runs.
func realNetworkFlow(t *testing.T, ctx context.Context, dir, rpc, deployerKey string) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	pw := writeFile(t, dir, "password", "pw\n", 0o600)
	cli := func(args ...string) string {
		t.Helper()
		code, out, errOut := gpumeshCtx(ctx, t, append([]string{"--data-dir", dir}, args...)...)
		if code != exitOK {
			t.Fatalf("gpumesh %s: exit %d\n%s\n%s", strings.Join(args, " "), code, out, errOut)
		}
		return out
	}
	newWallet := func(name, keyHex string) (ks, addr string) {
		t.Helper()
		if keyHex == "" {
			k, err := crypto.GenerateKey()
			if err != nil {
				t.Fatal(err)
			}
			keyHex = hex.EncodeToString(crypto.FromECDSA(k))
		}
		k, err := crypto.HexToECDSA(keyHex)
		if err != nil {
			t.Fatal(err)
		}
		ks = filepath.Join(dir, name, "keystore")
		cli("wallet", "--keystore", ks, "--lightkdf", "--password-file", pw, "import", writeFile(t, dir, name+".key", keyHex, 0o600))
		return ks, crypto.PubkeyToAddress(k.PublicKey).Hex()
	}

	// The operator deploys (a test token, a 4 s challenge window) and funds two new wallets.
	depKS, _ := newWallet("operator", deployerKey)
	record := filepath.Join(dir, "deployment.json")
	t0 := time.Now()
	cli("chain", "deploy", "--rpc", rpc, "--out", record, "--test-token", "--challenge-window", "4s", "--keystore", depKS, "--password-file", pw)
	cli("chain", "info", "--rpc", rpc, "--deployment", record)
	t.Logf("deployed in %s", time.Since(t0).Round(time.Millisecond))
	provKS, provAddr := newWallet("provider", "")
	reqKS, reqAddr := newWallet("requester", "")
	for _, to := range []string{provAddr, reqAddr} {
		cli("chain", "mint", "--rpc", rpc, "--deployment", record, "--to", to, "--amount", "1000", "--keystore", depKS, "--password-file", pw)
		cli("wallet", "send", "--rpc", rpc, "--deployment", record, "--to", to, "--amount", "1", "--eth", "--keystore", depKS, "--password-file", pw)
	}

	// The GPU owner runs the daemon in its own process: it registers and stakes.
	pcfg := &provider.Config{DataDir: filepath.Join(dir, "provider", "data")}
	pcfg.Wallet = provider.WalletConfig{Keystore: provKS, Address: provAddr, PasswordFile: pw, LightKDF: true}
	pcfg.Chain = provider.ChainConfig{RPC: rpc, Deployment: record, Stake: "100", PollInterval: provider.Duration(500 * time.Millisecond)}
	pcfg.P2P = provider.P2PConfig{Listen: []string{"/ip4/127.0.0.1/tcp/0"}}
	pcfg.Offer.Prices = map[string]string{"batch": "0.0001", "burst": "0.0002"}
	pcfg.Offer.BurstHeadroom = 1
	pcfg.Runner.Slots = map[string]int{"batch": 1, "burst": 2}
	pcfg.Metrics.Listen = "127.0.0.1:0"
	b, err := toml.Marshal(pcfg)
	if err != nil {
		t.Fatal(err)
	}
	provConfig := writeFile(t, dir, "provider.toml", string(b), 0o600)
	daemon := exec.CommandContext(ctx, os.Args[0], "provider", "run", "--config", provConfig)
	daemon.Env = append(os.Environ(), cliEnv+"=1")
	var daemonLog syncBuffer
	daemon.Stdout, daemon.Stderr = &daemonLog, &daemonLog
	if err := daemon.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{}) // closed once the daemon exited, with waitErr set
	var waitErr error
	go func() { waitErr = daemon.Wait(); close(exited) }()
	defer func() {
		_ = daemon.Process.Signal(syscall.SIGTERM)
		select {
		case <-exited:
		case <-time.After(20 * time.Second):
			_ = daemon.Process.Kill()
			<-exited
		}
		if t.Failed() {
			t.Logf("provider daemon log:\n%s", daemonLog.String())
		}
	}()
	var ri *provider.RunInfo
	for ri == nil {
		select {
		case <-exited:
			t.Fatalf("provider run exited: %v\n%s", waitErr, daemonLog.String())
		case <-ctx.Done():
			t.Fatalf("the provider never became ready\n%s", daemonLog.String())
		case <-time.After(250 * time.Millisecond):
		}
		if r, err := provider.ReadRunInfo(pcfg.DataDir); err == nil && r.PID == daemon.Process.Pid {
			ri = r
		}
	}
	t.Logf("provider ready %s after %s", ri.Address, time.Since(t0).Round(time.Millisecond))

	// The requester: an ordinary config file naming the chain, the record and the provider.
	fc := requester.FileConfig{DataDir: filepath.Join(dir, "requester", "data")}
	fc.Chain.RPC, fc.Chain.Deployment = rpc, record
	fc.Wallet = requester.WalletSection{Keystore: reqKS, Address: reqAddr, PasswordFile: pw}
	fc.P2P.Listen = []string{"/ip4/127.0.0.1/tcp/0"}
	fc.P2P.Bootstrap = ri.Addrs
	reqConfig := filepath.Join(dir, "requester.toml")
	if err := fc.WriteFile(reqConfig, "the requester of TestRealNetworkFlow"); err != nil {
		t.Fatal(err)
	}
	jobs := filepath.Join(dir, "jobs")
	batch, err := devnet.WriteJob(jobs, devnet.JobOptions{Class: "batch", Deadline: "5m", Encrypt: true, Label: "real"})
	if err != nil {
		t.Fatal(err)
	}
	burst, err := devnet.WriteJob(jobs, devnet.JobOptions{Class: "burst", Deadline: "2m", Label: "real"})
	if err != nil {
		t.Fatal(err)
	}
	submit := func(spec, out string) jobView {
		t.Helper()
		t0 := time.Now()
		v := decodeJSON[jobView](t, "job submit", cli("--config", reqConfig, "--json", "job", "submit", spec, "--wait", "--out", out))
		checkHelloOut(t, "job submit "+spec, out)
		t.Logf("%s job %s: %s in %s", v.Class, shortJobID(v.ID), v.Phase, time.Since(t0).Round(time.Millisecond))
		return v
	}
	bj := submit(batch, filepath.Join(dir, "batch-out"))
	if bj.OpenTx == [32]byte{} || bj.Voucher != nil {
		t.Fatalf("batch job %+v: want it paid through the escrow", bj)
	}
	uj := submit(burst, filepath.Join(dir, "burst-out"))
	if uj.Voucher == nil || uj.Phase != requester.PhaseClaimed {
		t.Fatalf("burst job %+v: want it paid by a voucher", uj)
	}

	// The provider claims the batch job once its challenge window has passed on chain.
	for {
		st := decodeJSON[jobView](t, "job status", cli("--config", reqConfig, "--json", "job", "status", bj.ID.Hex()))
		if st.ChainStatus == "Claimed" {
			break
		}
		select {
		case <-exited:
			t.Fatalf("provider run exited before claiming: %v", waitErr)
		case <-ctx.Done():
			t.Fatalf("job %s never claimed (escrow %s)", bj.ID, st.ChainStatus)
		case <-time.After(time.Second):
		}
	}
	t.Logf("batch job claimed %s after the start of the flow", time.Since(t0).Round(time.Millisecond))

	// The claim credited the job's pay to the provider's earnings in the escrow (the daemon
	// withdraws at 100 tokens by default); `provider withdraw` pays them out while it runs, and
	// a second one finds nothing to send.
	type withdrawView struct {
		Amount string `json:"amount"`
		Tx     string `json:"tx"`
	}
	w := decodeJSON[withdrawView](t, "provider withdraw", cli("--json", "provider", "withdraw", "--config", provConfig))
	if amount, ok := new(big.Int).SetString(w.Amount, 10); !ok || amount.Sign() <= 0 || w.Tx == "" {
		t.Fatalf("provider withdraw: %+v; want the claimed pay withdrawn in a transaction", w)
	}
	if again := decodeJSON[withdrawView](t, "provider withdraw", cli("--json", "provider", "withdraw", "--config", provConfig)); again.Amount != "0" || again.Tx != "" {
		t.Fatalf("second provider withdraw: %+v; want nothing sent", again)
	}
}
