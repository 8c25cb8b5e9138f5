package p2p_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/event"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/p2p/protocol/holepunch"
	ma "github.com/multiformats/go-multiaddr"

	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/netnstest"
	"github.com/gpumesh/gpumesh/p2p/reqresp"
)

// natRoleEnv makes the test binary act as one node of TestNATTraversal (re-exec inside a
// network namespace): "relay", "provider" or "requester". natPeerEnv carries the multiaddr the
// node needs: the relay's for the provider and the requester, the provider's relayed address
// for the requester as well (natTargetEnv).
const (
	natRoleEnv   = "GPUMESH_TEST_NAT_ROLE"
	natRelayEnv  = "GPUMESH_TEST_NAT_RELAY"
	natTargetEnv = "GPUMESH_TEST_NAT_TARGET"
	natReachEnv  = "GPUMESH_TEST_NAT_REACHABILITY" // the provider's Reachability; default private
)

// natPunchWait bounds the wait for DCUtR's direct connection.
const natPunchWait = 45 * time.Second

// natLinePrefix marks the one result line a node process prints on stdout.
const natLinePrefix = "NATRESULT "

var natProto = reqresp.Config{Protocol: "/gpumesh/test/nat-echo/1", MaxFrame: 64 << 10, Timeout: 20 * time.Second}

func TestMain(m *testing.M) {
	if role := os.Getenv(natRoleEnv); role != "" {
		os.Exit(runNATNode(role))
	}
	os.Exit(m.Run())
}

// natResult is what a node process reports to the test.
type natResult struct {
	Peer  string   `json:"peer"`
	Addrs []string `json:"addrs"`
	// ReadyMS: provider only, from Start until it advertised a relay address and served DCUtR.
	ReadyMS int64 `json:"ready_ms,omitempty"`
	// Requester only: the two exchanges and the connections that carried them.
	Exchanges []natExchange `json:"exchanges,omitempty"`
	// ConnectMS is how long the relayed connect took, DirectMS how long after it the first
	// direct (hole-punched) connection appeared, -1 when none did.
	ConnectMS int64 `json:"connect_ms,omitempty"`
	// ConnectVia is the connection the dial gave (the relayed one: nothing else can reach the
	// provider then).
	ConnectVia     string `json:"connect_via,omitempty"`
	ConnectLimited bool   `json:"connect_limited,omitempty"`
	DirectMS       int64  `json:"direct_ms"`
	DirectVia      string `json:"direct_via,omitempty"`
	Err            string `json:"err,omitempty"`
}

type natExchange struct {
	Reply   string `json:"reply"`
	Via     string `json:"via"`
	Limited bool   `json:"limited"`
	MS      int64  `json:"ms"`
}

// TestNATTraversal is issue 16's NAT test. Five namespaces: "pub" is the internet and runs the
// relay; "nata" and "natb" are home routers (MASQUERADE, no inbound connections) with a
// provider host in "prov" behind nata and a requester host in "req" behind natb. The provider
// reserves a slot on the relay and advertises its /p2p-circuit address; the requester dials
// that address, exchanges a request over the relayed connection, waits for DCUtR to punch a
// direct connection, and exchanges again over it. It runs over TCP and over QUIC, and once with
// the provider finding out that it is behind a NAT by AutoNAT instead of being told.
//
// Addresses: the LANs are 10.1.0.0/24 and 10.2.0.0/24; the "internet" links use 192.0.0.128/26
// (IANA special-purpose space, never routed on the internet), because go-libp2p hole-punches
// and relays only addresses it deems public and 10/8, 172.16/12, 100.64/10 and the
// documentation ranges are not. Nothing leaves the namespaces: they have no link to the host.
func TestNATTraversal(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: builds network namespaces and runs three node processes")
	}
	if _, err := netnstest.New(t); errors.Is(err, netnstest.ErrUnsupported) {
		t.Skipf("NAT test needs network namespaces (run as root with iproute2 and iptables: sudo make test-nat): %v", err)
	}
	// The transport the nodes reach the relay with is the one the relay observes their NAT
	// mappings on, and so the one DCUtR punches: TCP (simultaneous open) or QUIC (UDP). The
	// provider is told it is behind a NAT (ReachabilityPrivate), or finds out with AutoNAT: the
	// relay's dial-back fails, after AutoNAT's 15 s boot delay.
	for _, tc := range []struct{ name, transport, reachability string }{
		{"tcp", "tcp", "private"},
		{"quic", "quic", "private"},
		{"tcp-autonat", "tcp", "auto"},
	} {
		t.Run(tc.name, func(t *testing.T) { testNATTraversal(t, tc.transport, tc.reachability) })
	}
}

func testNATTraversal(t *testing.T, transport, reachability string) {
	relayPrefix := map[string]string{"tcp": "/ip4/192.0.0.129/tcp/", "quic": "/ip4/192.0.0.129/udp/"}[transport]
	nets, err := netnstest.New(t)
	if err != nil {
		t.Fatal(err)
	}
	ns := buildNATNetwork(t, nets)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()

	relay := startNATNode(ctx, t, nets, ns["pub"], "relay")
	relayAddr := pick(t, relay.Addrs, relayPrefix)
	t.Logf("relay %s at %s", relay.Peer, relayAddr)

	prov := startNATNode(ctx, t, nets, ns["prov"], "provider", natRelayEnv+"="+relayAddr, natReachEnv+"="+reachability)
	target := pick(t, prov.Addrs, "/p2p-circuit")
	t.Logf("provider %s (reachability %s) reserved a relay slot and served DCUtR %d ms after start; it advertises %v", prov.Peer, reachability, prov.ReadyMS, prov.Addrs)
	for _, a := range prov.Addrs {
		if !strings.Contains(a, "/p2p-circuit") && !strings.HasPrefix(a, "/ip4/192.0.0.") {
			t.Errorf("provider advertises %s: behind a NAT it must advertise relay (or NAT-public) addresses only", a)
		}
	}

	req := startNATNode(ctx, t, nets, ns["req"], "requester", natRelayEnv+"="+relayAddr, natTargetEnv+"="+target)
	if req.Err != "" {
		t.Logf("nata conntrack/iptables:\n%s", nets.Output(ns["nata"], "iptables", "-L", "-v", "-n"))
		t.Fatalf("requester: %s", req.Err)
	}
	t.Logf("requester reached the provider through the relay in %d ms", req.ConnectMS)
	for i, x := range req.Exchanges {
		t.Logf("exchange %d: %q in %d ms over %s (limited=%v)", i+1, x.Reply, x.MS, x.Via, x.Limited)
	}
	if len(req.Exchanges) != 2 {
		t.Fatalf("requester reported %d exchanges, want 2", len(req.Exchanges))
	}
	first, second := req.Exchanges[0], req.Exchanges[1]
	if first.Reply != "echo:relayed?" || second.Reply != "echo:direct?" {
		t.Errorf("replies %q, %q: want the provider's echoes", first.Reply, second.Reply)
	}
	if !req.ConnectLimited || !strings.Contains(req.ConnectVia, "/p2p-circuit") {
		t.Errorf("the dial gave %s (limited=%v): want the relayed connection", req.ConnectVia, req.ConnectLimited)
	}
	// DCUtR starts as soon as the provider has identified the requester on the relayed
	// connection and took 3-5 ms here; the first exchange starts at once and usually beats it,
	// but on a loaded machine it may already find the direct connection.
	switch {
	case first.Limited && strings.Contains(first.Via, "/p2p-circuit"):
		t.Logf("first exchange carried by the relayed connection")
	case first.Via == req.DirectVia:
		t.Logf("first exchange carried by the direct connection: DCUtR finished before it started")
	default:
		t.Errorf("first exchange went over %s (limited=%v): neither the relayed nor the direct connection", first.Via, first.Limited)
	}
	if req.DirectMS < 0 {
		t.Fatalf("DCUtR gave no direct connection (the relayed exchange above completed)")
	}
	t.Logf("DCUtR: direct connection %d ms after the relayed one, over %s", req.DirectMS, req.DirectVia)
	if second.Limited || strings.Contains(second.Via, "/p2p-circuit") || !strings.HasPrefix(second.Via, strings.Replace(relayPrefix, ".129/", ".130/", 1)) {
		t.Errorf("second exchange went over %s (limited=%v): want the direct connection to the provider's NAT", second.Via, second.Limited)
	}
}

// buildNATNetwork creates the namespaces and links of TestNATTraversal and returns the
// namespace names by role.
func buildNATNetwork(t *testing.T, nets *netnstest.Net) map[string]string {
	t.Helper()
	ns := map[string]string{}
	for _, role := range []string{"pub", "nata", "natb", "prov", "req"} {
		name, err := nets.Namespace(role)
		if err != nil {
			t.Fatal(err)
		}
		ns[role] = name
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	// The internet: pub routes between the two routers' wan links.
	must(nets.Link(netnstest.End{NS: ns["pub"], If: "inet-a", Addr: "192.0.0.129/30"}, netnstest.End{NS: ns["nata"], If: "wan", Addr: "192.0.0.130/30"}))
	must(nets.Link(netnstest.End{NS: ns["pub"], If: "inet-b", Addr: "192.0.0.133/30"}, netnstest.End{NS: ns["natb"], If: "wan", Addr: "192.0.0.134/30"}))
	must(nets.Forward(ns["pub"]))
	// Home networks behind their routers.
	must(nets.Link(netnstest.End{NS: ns["nata"], If: "lan", Addr: "10.1.0.1/24"}, netnstest.End{NS: ns["prov"], If: "eth0", Addr: "10.1.0.2/24"}))
	must(nets.Link(netnstest.End{NS: ns["natb"], If: "lan", Addr: "10.2.0.1/24"}, netnstest.End{NS: ns["req"], If: "eth0", Addr: "10.2.0.2/24"}))
	must(nets.DefaultRoute(ns["nata"], "192.0.0.129"))
	must(nets.DefaultRoute(ns["natb"], "192.0.0.133"))
	must(nets.DefaultRoute(ns["prov"], "10.1.0.1"))
	must(nets.DefaultRoute(ns["req"], "10.2.0.1"))
	must(nets.NAT(ns["nata"], "lan", "wan"))
	must(nets.NAT(ns["natb"], "lan", "wan"))
	return ns
}

// startNATNode runs the test binary as role inside namespace ns and waits for its result line.
// The process is killed when the test ends; its stderr (the node's log) goes to t.Log.
func startNATNode(ctx context.Context, t *testing.T, nets *netnstest.Net, ns, role string, env ...string) natResult {
	t.Helper()
	cmd := nets.Command(ctx, ns, os.Args[0], "-test.run=^$")
	cmd.Env = append(append(os.Environ(), natRoleEnv+"="+role), env...)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdin, err := cmd.StdinPipe() // closed at cleanup: the node exits
	if err != nil {
		t.Fatal(err)
	}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var logs sync.WaitGroup
	logs.Add(1)
	go func() {
		defer logs.Done()
		sc := bufio.NewScanner(stderr)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			t.Logf("[%s] %s", role, sc.Text())
		}
	}()
	t.Cleanup(func() { stopNATNode(t, cmd, stdin, &logs) })

	lines := make(chan natResult, 1)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		for sc.Scan() {
			line, ok := strings.CutPrefix(sc.Text(), natLinePrefix)
			if !ok {
				continue
			}
			var r natResult
			if err := json.Unmarshal([]byte(line), &r); err != nil {
				r.Err = fmt.Sprintf("bad result line %q: %v", line, err)
			}
			lines <- r
			_, _ = io.Copy(io.Discard, stdout)
			return
		}
	}()
	select {
	case r, ok := <-lines:
		if !ok {
			t.Fatalf("%s exited without a result", role)
		}
		if r.Err != "" && role != "requester" {
			t.Fatalf("%s: %s", role, r.Err)
		}
		return r
	case <-ctx.Done():
		t.Fatalf("%s: no result: %v", role, ctx.Err())
	}
	return natResult{}
}

func stopNATNode(t *testing.T, cmd *exec.Cmd, stdin io.Closer, logs *sync.WaitGroup) {
	_ = stdin.Close()
	done := make(chan error, 1)
	go func() { logs.Wait(); done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(15 * time.Second):
		t.Errorf("node process %d did not exit after stdin closed; killing it", cmd.Process.Pid)
		_ = cmd.Process.Kill()
		<-done
	}
}

func pick(t *testing.T, addrs []string, part string) string {
	t.Helper()
	for _, a := range addrs {
		if strings.Contains(a, part) {
			return a
		}
	}
	t.Fatalf("no address with %s among %v", part, addrs)
	return ""
}

// runNATNode is a node process of TestNATTraversal. It prints one result line on stdout and
// then runs until stdin closes.
func runNATNode(role string) int {
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	res, node, err := natNode(ctx, role, log)
	if err != nil {
		res.Err = err.Error()
	}
	line, _ := json.Marshal(res)
	fmt.Println(natLinePrefix + string(line))
	_, _ = io.Copy(io.Discard, os.Stdin)
	if node != nil {
		_ = node.Close()
	}
	return 0
}

func natNode(ctx context.Context, role string, log *slog.Logger) (natResult, *p2p.Node, error) {
	key, err := crypto.GenerateKey()
	if err != nil {
		return natResult{}, nil, err
	}
	wallet, err := p2p.NewKeySigner(key)
	if err != nil {
		return natResult{}, nil, err
	}
	dir, err := os.MkdirTemp("", "gpumesh-nat-"+role)
	if err != nil {
		return natResult{}, nil, err
	}
	defer os.RemoveAll(dir)
	cfg := p2p.Config{
		DataDir: dir, Wallet: wallet, ChainID: 1337, DHT: p2p.DHTOff, Logger: log,
		ListenAddrs: []string{"/ip4/0.0.0.0/tcp/0", "/ip4/0.0.0.0/udp/0/quic-v1"},
	}
	switch role {
	case "relay":
		cfg.RelayService, cfg.Reachability = true, p2p.ReachabilityPublic
	case "provider", "requester":
		// Behind a NAT and told so: with ReachabilityAuto, AutoNAT reaches the same verdict
		// from the relay's dial-backs after its boot delay (15 s).
		cfg.Relays, cfg.Reachability = []string{os.Getenv(natRelayEnv)}, p2p.ReachabilityPrivate
		cfg.BootstrapPeers = cfg.Relays // the relay is the network's bootstrap node too
		if r := os.Getenv(natReachEnv); r != "" {
			cfg.Reachability = p2p.Reachability(r)
		}
	default:
		return natResult{}, nil, fmt.Errorf("unknown role %q", role)
	}
	n, err := p2p.New(cfg)
	if err != nil {
		return natResult{}, nil, err
	}
	started := time.Now()
	if err := n.Start(ctx); err != nil {
		return natResult{}, nil, err
	}
	addrs, err := n.WatchAddrs(ctx)
	if err != nil {
		return natResult{}, n, err
	}
	res := natResult{Peer: n.ID().String()}
	switch role {
	case "relay":
		res.Addrs = fullAddrs(n.AddrInfo())
	case "provider":
		srv := reqresp.NewServer(n, natProto, func(_ context.Context, _ reqresp.Remote, body []byte) ([]byte, error) {
			return append([]byte("echo:"), body...), nil
		}, nil)
		if err := srv.Start(); err != nil {
			return res, n, err
		}
		advertised, err := waitNATReady(ctx, n, addrs)
		if err != nil {
			return res, n, err
		}
		res.ReadyMS = time.Since(started).Milliseconds()
		b, _, err := n.Binding() // what offers carry: re-signed with the relay address
		if err != nil {
			return res, n, err
		}
		if !slices.EqualFunc(b.Addrs, advertised, ma.Multiaddr.Equal) {
			return res, n, fmt.Errorf("binding lists %v, the node advertises %v", b.Addrs, advertised)
		}
		res.Addrs = fullAddrs(peer.AddrInfo{ID: n.ID(), Addrs: b.Addrs})
	case "requester":
		if _, err := waitNATReady(ctx, n, addrs); err != nil {
			return res, n, err
		}
		err = requestThroughNAT(ctx, n, &res, log)
	}
	return res, n, err
}

func fullAddrs(ai peer.AddrInfo) []string {
	out := make([]string, 0, len(ai.Addrs))
	for _, a := range ai.Addrs {
		out = append(out, a.String()+"/p2p/"+ai.ID.String())
	}
	return out
}

// waitNATReady waits until the node advertises a /p2p-circuit address (its relay reservation,
// announced by Node.WatchAddrs) and serves DCUtR (on the host's protocol events), and returns
// the advertised addresses. go-libp2p starts its DCUtR service only once the node has a public
// address (here: the one the relay observed) and hole punches only relayed connections that
// arrive after that: a provider that took a relayed connection earlier would stay relayed.
func waitNATReady(ctx context.Context, n *p2p.Node, addrs <-chan []ma.Multiaddr) ([]ma.Multiaddr, error) {
	h := n.Host()
	sub, err := h.EventBus().Subscribe(new(event.EvtLocalProtocolsUpdated))
	if err != nil {
		return nil, err
	}
	defer sub.Close()
	advertised := n.AddrInfo().Addrs
	for {
		relayed := slices.ContainsFunc(advertised, isCircuit)
		punching := slices.Contains(h.Mux().Protocols(), holepunch.Protocol)
		if relayed && punching {
			return advertised, nil
		}
		select {
		case a, ok := <-addrs:
			if !ok {
				return nil, fmt.Errorf("address watch ended: %w", ctx.Err())
			}
			advertised = a
		case <-sub.Out():
		case <-ctx.Done():
			return nil, fmt.Errorf("not ready (relay address %v, DCUtR %v, addrs %v): %w", relayed, punching, advertised, ctx.Err())
		}
	}
}

func isCircuit(a ma.Multiaddr) bool {
	_, err := a.ValueForProtocol(ma.P_CIRCUIT)
	return err == nil
}

// requestThroughNAT dials the provider's relayed address, exchanges once, waits for a direct
// connection (DCUtR, started by the provider when the relayed connection arrives) and
// exchanges again.
func requestThroughNAT(ctx context.Context, n *p2p.Node, res *natResult, log *slog.Logger) error {
	h := n.Host()
	target, err := peer.AddrInfoFromString(os.Getenv(natTargetEnv))
	if err != nil {
		return fmt.Errorf("target: %w", err)
	}
	sub, err := h.EventBus().Subscribe(new(event.EvtPeerConnectednessChanged))
	if err != nil {
		return err
	}
	defer sub.Close()
	start := time.Now()
	if err := h.Connect(network.WithAllowLimitedConn(ctx, "nat-test"), *target); err != nil {
		return fmt.Errorf("connect through relay: %w", err)
	}
	connected := time.Now()
	res.ConnectMS = connected.Sub(start).Milliseconds()
	if conns := h.Network().ConnsToPeer(target.ID); len(conns) > 0 {
		res.ConnectVia, res.ConnectLimited = conns[0].RemoteMultiaddr().String(), conns[0].Stat().Limited
	}

	exchange := func(body string) error {
		t0 := time.Now()
		reply, remote, err := reqresp.Call(ctx, n, target.ID, natProto, []byte(body), nil)
		if err != nil {
			return fmt.Errorf("exchange %q: %w", body, err)
		}
		res.Exchanges = append(res.Exchanges, natExchange{Reply: string(reply), Via: remote.Addr.String(), Limited: remote.Limited, MS: time.Since(t0).Milliseconds()})
		return nil
	}
	if err := exchange("relayed?"); err != nil {
		return err
	}
	res.DirectMS = -1
	punch, cancel := context.WithTimeout(ctx, natPunchWait)
	defer cancel()
	// Connectedness goes from Limited to Connected when the direct connection is up.
	for direct := directConn(h.Network().ConnsToPeer(target.ID)); direct == nil; direct = directConn(h.Network().ConnsToPeer(target.ID)) {
		select {
		case <-sub.Out():
		case <-punch.Done():
			log.Error("no direct connection", "conns", len(h.Network().ConnsToPeer(target.ID)))
			return fmt.Errorf("no direct connection to the provider within %s (DCUtR): %w", natPunchWait, punch.Err())
		}
	}
	res.DirectMS = time.Since(connected).Milliseconds()
	res.DirectVia = directConn(h.Network().ConnsToPeer(target.ID)).RemoteMultiaddr().String()
	return exchange("direct?")
}

func directConn(conns []network.Conn) network.Conn {
	for _, c := range conns {
		if !c.Stat().Limited && !isCircuit(c.RemoteMultiaddr()) {
			return c
		}
	}
	return nil
}
