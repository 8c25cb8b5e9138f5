package provider_test

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/propose"
	"github.com/gpumesh/gpumesh/market/wallet"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider"
	"github.com/gpumesh/gpumesh/provider/executor/wasm/wasmtest"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// daemonEnv makes the test binary act as the provider daemon process (re-exec): the integration
// test starts os.Args[0] with it set to a config path, so the daemon runs in its own OS process.
const daemonEnv = "GPUMESH_TEST_PROVIDER_CONFIG"

func TestMain(m *testing.M) {
	if path := os.Getenv(daemonEnv); path != "" {
		os.Exit(runDaemonProcess(path))
	}
	os.Exit(m.Run())
}

// crashAtEnv, set only by crash tests on the daemon process they mean to kill, names the
// runner state at which the daemon SIGKILLs itself (provider.WithCrashAt): "running" dies right
// after the state is persisted, "running+acted" right after its action took effect.
const crashAtEnv = "GPUMESH_TEST_PROVIDER_CRASH_AT"

func runDaemonProcess(path string) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	cfg, err := provider.LoadConfig(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "provider:", err)
		return 2
	}
	opts := []provider.Option{provider.WithLogger(log)}
	if at := os.Getenv(crashAtEnv); at != "" {
		state, acted := strings.CutSuffix(at, "+acted")
		opts = append(opts, provider.WithCrashAt(runner.State(state), acted))
	}
	d, err := provider.New(cfg, opts...)
	if err != nil {
		fmt.Fprintln(os.Stderr, "provider:", err)
		return 2
	}
	if err := d.Run(ctx); err != nil {
		fmt.Fprintln(os.Stderr, "provider:", err)
		return 1
	}
	return 0
}

// waitFor polls cond until it holds or the deadline passes.
func waitFor(t *testing.T, timeout time.Duration, what string, cond func() (bool, error)) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for {
		ok, err := cond()
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %s waiting for %s", timeout, what)
		}
		<-tick.C
	}
}

// lockedBuffer collects the daemon's output (written by exec's copier, read by the test).
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// startDaemon starts the provider daemon process and waits for its run info (a new pid).
// extraEnv goes to this process only (crashAtEnv).
func (h *harness) startDaemon(t *testing.T, extraEnv ...string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(append(os.Environ(), daemonEnv+"="+h.cfgPath), extraEnv...)
	cmd.Stderr, cmd.Stdout = h.logs, h.logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{}) // closed when the process has exited; waitErr is then set
	var waitErr error
	go func() { waitErr = cmd.Wait(); close(exited) }()
	h.cmd, h.exited, h.waitErr = cmd, exited, &waitErr
	waitFor(t, 90*time.Second, "the provider daemon to be ready", func() (bool, error) {
		select {
		case <-exited:
			return false, fmt.Errorf("daemon exited: %v\n%s", waitErr, h.logs.String())
		default:
		}
		ri, err := provider.ReadRunInfo(h.dataDir)
		if err != nil || ri.PID != cmd.Process.Pid {
			return false, nil // not written yet, or left by a killed predecessor
		}
		h.run = ri
		return true, nil
	})
	ai, err := peer.AddrInfosFromP2pAddrs(mustAddrs(t, h.run.Addrs)...)
	if err != nil || len(ai) != 1 {
		t.Fatalf("provider addrs %v: %v", h.run.Addrs, err)
	}
	h.prov = ai[0]
}

// stopDaemon signals the daemon and waits for it to exit (SIGKILL after 20s).
func (h *harness) stopDaemon(sig syscall.Signal) {
	if h.cmd == nil {
		return
	}
	h.cmd.Process.Signal(sig)
	select {
	case <-h.exited:
	case <-time.After(20 * time.Second):
		h.cmd.Process.Kill()
		<-h.exited
	}
	h.cmd = nil
}

func (h *harness) connect(t *testing.T, ctx context.Context) {
	t.Helper()
	if err := h.reqNode.Connect(ctx, h.prov); err != nil {
		t.Fatal(err)
	}
}

type harness struct {
	cfgPath, dataDir string
	cmd              *exec.Cmd
	exited           chan struct{}
	waitErr          *error // the process's exit, once exited is closed

	t        *testing.T
	net      *devnet.Network
	reqKey   *ecdsa.PrivateKey
	reqNode  *p2p.Node
	store    *content.Store
	client   *propose.Client
	prov     peer.AddrInfo
	provAddr common.Address
	run      *provider.RunInfo
	sender   *contracts.Sender
	logs     *lockedBuffer
	wasmCID  string
	sendMu   *sync.Mutex // the requester's Sender is shared by the harnesses of one network
	// devnetDir holds the devnet's deployment record.
	devnetDir string
}

const testConfig = `
data_dir = "prov"
[wallet]
keystore = "ks"
password_file = "pw"
light_kdf = true
[chain]
deployment = "devnet/deployment.json"
stake = "100"
poll_interval = "200ms"
[p2p]
listen = ["/ip4/127.0.0.1/tcp/0"]
[offer]
prices = { batch = "0.0001" }
min_lead = "5s"
[executor]
enabled = ["wasm", "exec"]
[executor.wasm]
memory_mib = 64
[executor.exec]
commands = { hello = "/bin/echo" }
[runner]
slots = { batch = 1 }
fetch_timeout = "3s"
[metrics]
listen = "127.0.0.1:0"
`

func startHarness(t *testing.T, ctx context.Context) *harness {
	h := startNetwork(t, ctx, 1)
	h = h.withProvider(t, 0)
	h.startDaemon(t)
	h.connect(t, ctx)
	return h
}

// startNetwork starts a devnet with the given number of provider accounts and the requester's
// node, content store (holding the test WASM module) and propose client. No daemon runs yet:
// withProvider sets one up.
func startNetwork(t *testing.T, ctx context.Context, providers int) *harness {
	dir := t.TempDir()
	start := time.Now()
	n, err := devnet.Start(ctx, devnet.Config{DataDir: filepath.Join(dir, "devnet"), Providers: providers, ChallengeWindow: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { n.Close() })
	t.Logf("devnet up in %s", time.Since(start))
	h := &harness{t: t, net: n, reqKey: n.Requester, sendMu: new(sync.Mutex), devnetDir: filepath.Join(dir, "devnet")}

	// The requester: its own node, content store and propose client.
	signer, _ := p2p.NewKeySigner(n.Requester)
	h.reqNode, err = p2p.New(p2p.Config{DataDir: filepath.Join(dir, "req"), Wallet: signer,
		ChainID: n.Deployment.ChainID.Uint64(), ListenAddrs: []string{"/ip4/127.0.0.1/tcp/0"}, DisableQUIC: true})
	if err != nil {
		t.Fatal(err)
	}
	if err := h.reqNode.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.reqNode.Close() })
	h.store, err = content.New(content.Config{DataDir: filepath.Join(dir, "req", "blocks")}, h.reqNode.Host(), h.reqNode.DHT())
	if err != nil {
		t.Fatal(err)
	}
	if err := h.store.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.store.Close() })
	dom := n.Deployment.Domain()
	h.client, err = propose.NewClient(h.reqNode, propose.Config{Domain: market.Domain{ChainID: dom.ChainID, Escrow: dom.Escrow}})
	if err != nil {
		t.Fatal(err)
	}
	h.sender = n.Contracts.Sender(n.Requester)

	wasmPath, err := wasmtest.Build("executor/wasm/testdata/prog", filepath.Join(os.TempDir(), "gpumesh-wasmtest"))
	if err != nil {
		t.Fatal(err)
	}
	c, err := h.store.AddPath(ctx, wasmPath, content.AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	h.wasmCID = c.String()
	return h
}

// withProvider returns a copy of the network harness for the devnet's provider account i, with
// its own wallet, config and data dir under t's temp dir; t's cleanup stops its daemon.
func (h *harness) withProvider(t *testing.T, i int) *harness {
	dir := t.TempDir()
	ks, err := wallet.Open(filepath.Join(dir, "ks"), wallet.LightKDF)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ks.ImportKey(h.net.Providers[i], "pw-secret"); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "pw"), []byte("pw-secret\n"), 0o600)
	if err := os.Symlink(h.devnetDir, filepath.Join(dir, "devnet")); err != nil {
		t.Fatal(err)
	}
	cfgPath := filepath.Join(dir, "provider.toml")
	os.WriteFile(cfgPath, []byte(testConfig), 0o600)
	p := *h
	p.t, p.cmd, p.exited, p.waitErr, p.run = t, nil, nil, nil, nil
	p.logs, p.cfgPath, p.dataDir = new(lockedBuffer), cfgPath, filepath.Join(dir, "prov")
	p.provAddr = crypto.PubkeyToAddress(h.net.Providers[i].PublicKey)
	t.Cleanup(func() {
		p.stopDaemon(syscall.SIGTERM)
		if t.Failed() {
			t.Logf("provider daemon log:\n%s", p.logs.String())
		}
	})
	return &p
}

func mustAddrs(t *testing.T, ss []string) []ma.Multiaddr {
	var out []ma.Multiaddr
	for _, s := range ss {
		a, err := ma.NewMultiaddr(s)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, a)
	}
	return out
}

// submittedJob is a job the requester proposed and opened.
type submittedJob struct {
	id     [32]byte
	acc    *market.Acceptance
	inputs map[string][]byte
}

// spec builds, stores and returns the CID of a canonical job spec.
func (h *harness) spec(t *testing.T, ctx context.Context, yaml string) (string, *jobspec.Job) {
	t.Helper()
	spec, err := jobspec.Parse([]byte(yaml), jobspec.Options{})
	if err != nil {
		t.Fatalf("spec: %v\n%s", err, yaml)
	}
	canon, err := spec.Canonical()
	if err != nil {
		t.Fatal(err)
	}
	c, err := h.store.AddReader(ctx, bytes.NewReader(canon), content.AddOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want, _ := spec.CID()
	if !c.Equals(want) {
		t.Fatalf("stored spec CID %s, spec.CID %s", c, want)
	}
	return c.String(), spec
}

// jobMargin is how far after the chain's time the tests' job deadlines lie. The devnet's clock
// follows the wall clock and gains a second per transaction, so it can never get this far within
// a test's own time limit, however loaded the machine: a deadline that must not pass cannot.
// Tests that need a deadline to pass move the chain's clock (chain.AdjustTime / AdvanceTo).
const jobMargin = 24 * time.Hour

// chainDeadline is d after the chain's latest block time (the escrow checks deadlines in it).
func (h *harness) chainDeadline(d time.Duration) time.Time { return h.net.Chain.Time().Add(d) }

// propose sends a proposal for the spec and returns the acceptance or the provider's refusal.
// The deadline is jobMargin after the chain's time.
func (h *harness) propose(ctx context.Context, specCID string, class market.Class, price int64) (*market.Acceptance, error) {
	return h.proposeDeadline(ctx, specCID, class, price, h.chainDeadline(jobMargin))
}

// proposeDeadline is propose with the job's result deadline.
func (h *harness) proposeDeadline(ctx context.Context, specCID string, class market.Class, price int64, deadline time.Time) (*market.Acceptance, error) {
	id := contracts.NewJobID(crypto.PubkeyToAddress(h.reqKey.PublicKey))
	secret := make([]byte, 32)
	rand.Read(secret)
	now := time.Now()
	p := &market.Proposal{
		JobID: id, Requester: crypto.PubkeyToAddress(h.reqKey.PublicKey), Provider: h.provAddr,
		Class: class, SpecCID: specCID, Price: big.NewInt(price), Collateral: big.NewInt(price * 2),
		Deadline: uint64(deadline.Unix()), SecretCommitment: contracts.CommitSecret(secret),
		Expiry: uint64(now.Add(time.Minute).Unix()), RequesterPubKey: crypto.FromECDSAPub(&h.reqKey.PublicKey),
	}
	if err := p.Sign(h.reqKey, market.Domain{ChainID: h.net.Deployment.ChainID, Escrow: h.net.Deployment.Escrow}); err != nil {
		h.t.Fatal(err)
	}
	return h.client.Propose(ctx, h.prov.ID, p)
}

// open opens the job on chain with the provider's acceptance, as a requester would.
func (h *harness) open(ctx context.Context, acc *market.Acceptance) {
	h.t.Helper()
	oc, err := acc.OnChain()
	if err != nil {
		h.t.Fatal(err)
	}
	c := h.net.Contracts
	h.sendMu.Lock()
	defer h.sendMu.Unlock()
	if _, err := c.Approve(ctx, h.sender, h.net.Deployment.Escrow, oc.Price); err != nil {
		h.t.Fatal(err)
	}
	if _, err := c.OpenJob(ctx, h.sender, oc, acc.Signature); err != nil {
		h.t.Fatalf("open job with the provider's acceptance: %v", err)
	}
}

// result waits until the chain reaches status, then fetches and decrypts the job's result.
func (h *harness) result(ctx context.Context, id [32]byte, want contracts.JobStatus, timeout time.Duration) string {
	h.t.Helper()
	waitFor(h.t, timeout, "job "+common.Hash(id).Hex()[:10]+" to be "+want.String(), func() (bool, error) {
		js, err := h.net.Contracts.JobState(ctx, id)
		if err != nil {
			return false, err
		}
		return js.Status == want, nil
	})
	sr, err := h.net.Contracts.SubmittedResult(ctx, id)
	if err != nil {
		h.t.Fatal(err)
	}
	rc, err := cid.Cast(sr.ResultCID)
	if err != nil {
		h.t.Fatal(err)
	}
	r, err := h.store.OpenDecrypted(ctx, rc, h.reqKey, content.FetchOptions{Providers: []peer.AddrInfo{h.prov}})
	if err != nil {
		h.t.Fatalf("open result %s: %v", rc, err)
	}
	defer r.Close()
	dst := filepath.Join(h.t.TempDir(), "result")
	if err := content.ReadArchive(r, dst); err != nil {
		h.t.Fatalf("decrypt/untar result %s: %v", rc, err)
	}
	return dst
}

func readStatus(t *testing.T, dir string) (reason string, exit int) {
	b, err := os.ReadFile(filepath.Join(dir, "status.json"))
	if err != nil {
		t.Fatal(err)
	}
	var st struct {
		ExitCode int    `json:"exit_code"`
		Reason   string `json:"reason"`
	}
	if err := json.Unmarshal(b, &st); err != nil {
		t.Fatal(err)
	}
	return st.Reason, st.ExitCode
}

func (h *harness) status(t *testing.T) *provider.Status {
	resp, err := http.Get("http://" + h.run.Debug + "/status")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var st provider.Status
	if err := json.NewDecoder(resp.Body).Decode(&st); err != nil {
		t.Fatal(err)
	}
	return &st
}

func wasmSpec(module, args, memory, wall string, inputs map[string]string) string {
	var in strings.Builder
	for name, c := range inputs {
		fmt.Fprintf(&in, "  - name: %s\n    source: %s\n", name, c)
	}
	s := fmt.Sprintf("version: 1\nclass: batch\nmodule: %s\nargs: %s\nresources:\n  memory: %s\n  wall_time: %s\nmax_price: \"0.01\"\ndeadline: 2m\n", module, args, memory, wall)
	if in.Len() > 0 {
		s += "inputs:\n" + in.String()
	}
	return s
}

// TestDaemonEndToEnd runs the provider daemon as its own process on the embedded chain:
// (a) a WASM job whose module and input come by CID from the requester's node runs, its
// encrypted result goes on chain, the provider claims after the window and the requester
// decrypts the output; (b) jobs past their memory or time limit or opening a file outside their
// mounts fail with a clear reason and free the slot; (c) disallowed executors and commands are
// refused at proposal time, and an input that cannot be fetched fails the job naming the CID.
func TestDaemonEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: starts a devnet and a daemon process (make test runs it)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	h := startHarness(t, ctx)
	// The daemon says where others can dial it (full /p2p/ addresses) and which executors run.
	for _, a := range h.run.Addrs {
		if !strings.Contains(a, "/p2p/"+h.run.PeerID) || !strings.Contains(h.logs.String(), a) {
			t.Errorf("dial address %s missing from the daemon's start log:\n%s", a, h.logs.String())
		}
	}
	if ex := strings.Join(h.status(t).Executors, ","); ex != "exec,wasm" {
		t.Errorf("status executors %s, want exec,wasm (what executor.enabled names)", ex)
	}

	input := []byte("numbers 1 2 3\n")
	inCID, err := h.store.AddReader(ctx, bytes.NewReader(input), content.AddOptions{})
	if err != nil {
		t.Fatal(err)
	}

	// (c) refused at proposal time, with the reason sent back.
	t.Run("refused", func(t *testing.T) {
		for _, tc := range []struct{ name, yaml, want string }{
			{"command not allowed", "version: 1\nclass: batch\nexecutor: exec\ncommand: rm\nresources:\n  memory: 64MiB\n  wall_time: 10s\nmax_price: \"0.01\"\ndeadline: 2m\n", `command "rm" is not allowed`},
			{"executor not enabled", "version: 1\nclass: zk\nexecutor: zk\ncircuit: " + inCID.String() + "\nresources:\n  memory: 64MiB\n  wall_time: 10s\nmax_price: \"0.01\"\ndeadline: 2m\n", `executor "zk" is not enabled`},
			{"price too low", wasmSpec(h.wasmCID, "[hello]", "64MiB", "10s", nil), "below this provider's"},
		} {
			specCID, spec := h.spec(t, ctx, tc.yaml)
			price := int64(50_000)
			if tc.name == "price too low" {
				price = 10
			}
			_, err := h.propose(ctx, specCID, spec.MarketClass(), price)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%s: got %v, want an error containing %q", tc.name, err, tc.want)
			}
		}
	})

	type job struct {
		name string
		yaml string
		acc  *market.Acceptance
	}
	unfetchable, _ := jobspec.CIDOf([]byte("nobody has these bytes " + time.Now().String()))
	jobs := []*job{
		{name: "ok", yaml: wasmSpec(h.wasmCID, "[hello]", "64MiB", "10s", map[string]string{"data": inCID.String()})},
		{name: "memory", yaml: wasmSpec(h.wasmCID, "[alloc, \"200\"]", "32MiB", "10s", nil)},
		{name: "time", yaml: wasmSpec(h.wasmCID, "[spin]", "32MiB", "2s", nil)},
		{name: "escape", yaml: wasmSpec(h.wasmCID, "[escape, /etc/passwd]", "32MiB", "10s", nil)},
		{name: "after", yaml: wasmSpec(h.wasmCID, "[hello]", "64MiB", "10s", map[string]string{"data": inCID.String()})},
	}
	// An input nobody serves: the provider fetches inputs before it signs, so the proposal is
	// declined naming the CID (an opened job whose input disappears later is abandoned without a
	// slash: runner.TestFetchFailureAbandons).
	goneCID, _ := h.spec(t, ctx, wasmSpec(h.wasmCID, "[hello]", "32MiB", "10s", map[string]string{"gone": unfetchable.String()}))
	if _, err := h.propose(ctx, goneCID, market.ClassBatch, 50_000); !errors.Is(err, propose.ErrDeclined) || !strings.Contains(err.Error(), unfetchable.String()) {
		t.Errorf("unfetchable input: got %v, want a decline naming %s", err, unfetchable)
	}
	start := time.Now()
	for _, j := range jobs {
		specCID, _ := h.spec(t, ctx, j.yaml)
		acc, err := h.propose(ctx, specCID, market.ClassBatch, 50_000)
		if err != nil {
			t.Fatalf("%s: propose: %v", j.name, err)
		}
		h.open(ctx, acc)
		j.acc = acc
	}
	t.Logf("%d jobs proposed and opened in %s", len(jobs), time.Since(start))

	sum := sha256.New()
	sum.Write([]byte("/in/data"))
	sum.Write(input)
	wantHash := hex.EncodeToString(sum.Sum(nil)) + "\n"

	for _, j := range jobs {
		dir := h.result(ctx, j.acc.JobID, contracts.StatusClaimed, 2*time.Minute)
		reason, code := readStatus(t, dir)
		stderr, _ := os.ReadFile(filepath.Join(dir, "stderr"))
		switch j.name {
		case "ok", "after":
			out, err := os.ReadFile(filepath.Join(dir, "out", "result"))
			if err != nil || string(out) != wantHash || reason != "ok" {
				t.Errorf("%s: output %q (%v) reason %s, want %q ok", j.name, out, err, reason, wantHash)
			}
		case "memory":
			if reason != "memory_limit" {
				t.Errorf("memory: reason %q exit %d stderr %q, want memory_limit", reason, code, stderr)
			}
		case "time":
			if reason != "time_limit" {
				t.Errorf("time: reason %q exit %d, want time_limit", reason, code)
			}
		case "escape":
			if reason != "sandbox_denied" || code == 0 || !strings.Contains(string(stderr), "open") {
				t.Errorf("escape: reason %q exit %d stderr %q, want sandbox_denied and a failed open", reason, code, stderr)
			}
		}
		t.Logf("job %-11s paid after %s: reason=%s exit=%d", j.name, time.Since(start).Round(time.Millisecond), reason, code)
	}

	// Claimed on chain comes before the runner records paid (the receipt is polled): wait for it.
	waitFor(t, 30*time.Second, "five jobs recorded as paid", func() (bool, error) {
		return h.status(t).Jobs["paid"] == 5, nil
	})
	if st := h.status(t); st.Earnings == "0" || st.Stake == "" {
		t.Errorf("status: %+v", st)
	}
	// The runner counts an outcome right after persisting it, so /metrics may trail status by a
	// moment: wait for the counters rather than read them once.
	waitMetrics(t, h.run.Debug, 30*time.Second,
		`gpumesh_provider_runner_jobs_total{class="batch",outcome="paid"} 5`,
		`gpumesh_provider_proposals_total{class="batch",outcome="accepted"} 5`,
		`gpumesh_provider_proposals_total{class="batch",outcome="declined"} 3`, // + the unfetchable input
		`gpumesh_provider_jobs_delivered_total 5`,
		// No GPU here: the CPU device's memory, read from the inventory at scrape time.
		`gpumesh_provider_device_inventory_up 1`,
		`gpumesh_provider_device_memory_bytes{kind="cpu",state="total"`,
		// Gas of the settlement transactions by class, the registry stake, the standard collectors.
		// op="claim" or op="claim_many": jobs whose windows end together are claimed in one
		// claimMany (provider/settle claimbatch.go).
		`gpumesh_provider_gas_used_total{class="batch",op="claim`,
		`gpumesh_provider_claim_batches_total{outcome="batched"}`,
		`gpumesh_provider_gas_used_total{class="batch",op="submit"}`,
		`gpumesh_provider_gas_cost_wei_total{class="batch"}`,
		`gpumesh_provider_stake_token_units{state="bonded"}`,
		`gpumesh_provider_stake_token_units{state="locked"}`,
		`gpumesh_provider_chain_read_up 1`,
		// The offers subscription is drained (its own offers come back on it): undrained, it
		// filled and pubsub logged "subscriber too slow" for every offer after 256.
		`gpumesh_gossip_delivered_total{topic="/gpumesh/offers/1"}`,
		`go_goroutines`, `process_resident_memory_bytes`)
}

// waitMetrics polls the daemon's /metrics at addr until every wanted line is there, and fails
// naming the missing lines (with the gpumesh_provider_ lines it saw) when timeout passes.
func waitMetrics(t *testing.T, addr string, timeout time.Duration, want ...string) {
	t.Helper()
	var body []byte
	var missing []string
	deadline := time.Now().Add(timeout)
	for {
		resp, err := http.Get("http://" + addr + "/metrics")
		if err != nil {
			t.Fatalf("GET /metrics: %v", err)
		}
		body, err = io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil {
			t.Fatalf("read /metrics: %v", err)
		}
		missing = missing[:0]
		for _, w := range want {
			if !bytes.Contains(body, []byte(w)) {
				missing = append(missing, w)
			}
		}
		if len(missing) == 0 {
			return
		}
		if time.Now().After(deadline) {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("after %s /metrics still lacks:\n  %s\nit has:\n%s", timeout, strings.Join(missing, "\n  "), grep(body, "gpumesh_provider_"))
}

func grep(b []byte, s string) string {
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if strings.Contains(l, s) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// TestDaemonProcessBadConfig: the daemon process refuses a config with an unknown key, naming it.
func TestDaemonProcessBadConfig(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "provider.toml")
	os.WriteFile(path, []byte("[wallet]\npassword_file = \"pw\"\n[chain]\ndeployment = \"d.json\"\nstakee = \"5\"\n"), 0o600)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), daemonEnv+"="+path)
	out, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 2 || !strings.Contains(string(out), "chain.stakee") {
		t.Fatalf("exit %v, output %q: want exit 2 naming chain.stakee", err, out)
	}
}

// TestDaemonCrashRestart kills the daemon process (SIGKILL) twice: after it signed an acceptance
// but before the job was opened (the persisted acceptance and the watcher's cursor must deliver
// the job after restart), and while the job runs (the runner resumes it). The job ends paid
// exactly once and the provider's records agree with the chain.
func TestDaemonCrashRestart(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: starts a devnet and daemon processes (make test runs it)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	h := startHarness(t, ctx)
	specCID, _ := h.spec(t, ctx, wasmSpec(h.wasmCID, "[spin]", "32MiB", "4s", nil))
	acc, err := h.propose(ctx, specCID, market.ClassBatch, 50_000)
	if err != nil {
		t.Fatal(err)
	}
	id := acc.JobID

	// 1. Killed between signing and the job's opening; opened while the daemon is down.
	h.stopDaemon(syscall.SIGKILL)
	h.open(ctx, acc)
	h.startDaemon(t)
	h.connect(t, ctx)

	// 2. Killed while the job runs.
	waitFor(t, time.Minute, "the job to run after the restart", func() (bool, error) {
		for _, r := range h.status(t).Running {
			if r.ID == id && r.State == "running" {
				return true, nil
			}
		}
		return false, nil
	})
	h.stopDaemon(syscall.SIGKILL)
	h.startDaemon(t)
	h.connect(t, ctx)

	dir := h.result(ctx, acc.JobID, contracts.StatusClaimed, 2*time.Minute)
	if reason, _ := readStatus(t, dir); reason != "time_limit" {
		t.Errorf("reason %q, want time_limit", reason)
	}
	waitFor(t, time.Minute, "the provider to record the payment", func() (bool, error) {
		st := h.status(t)
		return st.Jobs["paid"] == 1 && len(st.Running) == 0, nil
	})
	if st := h.status(t); st.Earnings == "0" {
		t.Errorf("earnings %s after a paid job", st.Earnings)
	}
	// `provider status` without a daemon reads the same records from the data dir.
	h.stopDaemon(syscall.SIGTERM)
	st, err := provider.ReadStatusOffline(h.dataDir, map[string]int{"batch": 1})
	if err != nil || st.Jobs["paid"] != 1 || st.Earnings == "0" {
		t.Fatalf("offline status %+v: %v", st, err)
	}
}
