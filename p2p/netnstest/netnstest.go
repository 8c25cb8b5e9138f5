// Package netnstest builds small networks of Linux network namespaces for tests: namespaces,
// veth links with addresses, default routes and NAT routers (iptables MASQUERADE), and runs
// processes inside them (ip netns exec). Every name carries a random per-run prefix, so runs in
// parallel do not collide, and everything is removed in t.Cleanup, also when the test fails.
//
// It needs root (CAP_NET_ADMIN and CAP_SYS_ADMIN), iproute2 and iptables; New reports
// ErrUnsupported when namespaces cannot be created, for the test to skip.
package netnstest

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// ErrUnsupported: this machine cannot create network namespaces (not root, no iproute2, or a
// sandbox without the capability).
var ErrUnsupported = errors.New("netnstest: network namespaces unavailable")

// cmdTimeout bounds each ip/iptables/sysctl command.
const cmdTimeout = 20 * time.Second

// Net is the set of namespaces one test created.
type Net struct {
	t      testing.TB
	prefix string
}

// New checks that namespaces can be created and NAT rules set in them (it creates and removes
// a probe namespace) and returns an empty Net whose namespaces are removed when t ends.
func New(t testing.TB) (*Net, error) {
	t.Helper()
	if os.Geteuid() != 0 {
		return nil, fmt.Errorf("%w: not root (euid %d)", ErrUnsupported, os.Geteuid())
	}
	for _, tool := range []string{"ip", "iptables"} {
		if _, err := exec.LookPath(tool); err != nil {
			return nil, fmt.Errorf("%w: %s not found: %v", ErrUnsupported, tool, err)
		}
	}
	var r [3]byte
	if _, err := rand.Read(r[:]); err != nil {
		return nil, err
	}
	n := &Net{t: t, prefix: "gmt" + hex.EncodeToString(r[:])}
	probe := n.prefix + "probe"
	if err := run("ip", "netns", "add", probe); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnsupported, err)
	}
	// NAT needs iptables' nat table (a kernel without it, or an iptables front end that does
	// not match the kernel, fails here rather than halfway through a test's network).
	natErr := run("ip", "netns", "exec", probe, "iptables", "-t", "nat", "-A", "POSTROUTING", "-j", "MASQUERADE")
	if err := run("ip", "netns", "del", probe); err != nil {
		return nil, fmt.Errorf("netnstest: remove probe namespace: %w", err)
	}
	if natErr != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnsupported, natErr)
	}
	return n, nil
}

// Namespace creates a namespace for role (letters and digits, short: the prefix plus role stays
// readable in `ip netns`), brings its loopback up and returns its name.
func (n *Net) Namespace(role string) (string, error) {
	name := n.prefix + role
	if err := run("ip", "netns", "add", name); err != nil {
		return "", err
	}
	n.t.Cleanup(func() {
		if err := run("ip", "netns", "del", name); err != nil {
			n.t.Errorf("netnstest: cleanup: %v", err)
		}
	})
	if err := run("ip", "-n", name, "link", "set", "lo", "up"); err != nil {
		return "", err
	}
	return name, nil
}

// End is one side of a link: a namespace, the interface name in it (at most 15 bytes) and its
// address in CIDR form ("10.1.0.1/24").
type End struct {
	NS, If, Addr string
}

// Link creates a veth pair between a and b, gives each end its address and brings both up. The
// pair lives in the two namespaces only and goes away with them.
func (n *Net) Link(a, b End) error {
	steps := [][]string{
		{"ip", "link", "add", a.If, "netns", a.NS, "type", "veth", "peer", "name", b.If, "netns", b.NS},
		{"ip", "-n", a.NS, "addr", "add", a.Addr, "dev", a.If},
		{"ip", "-n", b.NS, "addr", "add", b.Addr, "dev", b.If},
		{"ip", "-n", a.NS, "link", "set", a.If, "up"},
		{"ip", "-n", b.NS, "link", "set", b.If, "up"},
	}
	for _, s := range steps {
		if err := run(s[0], s[1:]...); err != nil {
			return err
		}
	}
	return nil
}

// DefaultRoute sends ns's traffic for anywhere else through gateway.
func (n *Net) DefaultRoute(ns, gateway string) error {
	return run("ip", "-n", ns, "route", "add", "default", "via", gateway)
}

// Route sends ns's traffic for prefix (CIDR) through gateway.
func (n *Net) Route(ns, prefix, gateway string) error {
	return run("ip", "-n", ns, "route", "add", prefix, "via", gateway)
}

// Forward makes ns route packets between its interfaces.
func (n *Net) Forward(ns string) error {
	return run("ip", "netns", "exec", ns, "sysctl", "-q", "-w", "net.ipv4.ip_forward=1")
}

// NAT makes ns a home router: it forwards from lanIf to wanIf, rewrites the source of what
// leaves wanIf to its own address (MASQUERADE: connection tracking maps the replies back), and
// silently drops every packet from the wan side that belongs to no connection it tracks (no
// RST, no ICMP), so hosts behind it are reachable only through connections they opened. Like
// most home routers, its mapping keeps the inside port where it is free and does not depend on
// the destination, which is what lets two such routers be hole-punched.
func (n *Net) NAT(ns, lanIf, wanIf string) error {
	if err := n.Forward(ns); err != nil {
		return err
	}
	ipt := func(args ...string) error {
		return run("ip", append([]string{"netns", "exec", ns, "iptables"}, args...)...)
	}
	rules := [][]string{
		{"-t", "nat", "-A", "POSTROUTING", "-o", wanIf, "-j", "MASQUERADE"},
		{"-A", "FORWARD", "-i", lanIf, "-o", wanIf, "-j", "ACCEPT"},
		{"-A", "FORWARD", "-i", wanIf, "-o", lanIf, "-m", "conntrack", "--ctstate", "ESTABLISHED,RELATED", "-j", "ACCEPT"},
		{"-P", "FORWARD", "DROP"},
		{"-A", "INPUT", "-i", wanIf, "-m", "conntrack", "--ctstate", "ESTABLISHED,RELATED", "-j", "ACCEPT"},
		{"-A", "INPUT", "-i", wanIf, "-j", "DROP"},
	}
	for _, r := range rules {
		if err := ipt(r...); err != nil {
			return err
		}
	}
	return nil
}

// Command returns a command that runs name with args inside ns. The caller starts it and
// owns the process (kill it before the test ends: a namespace is freed only when its last
// process exits).
func (n *Net) Command(ctx context.Context, ns, name string, args ...string) *exec.Cmd {
	return exec.CommandContext(ctx, "ip", append([]string{"netns", "exec", ns, name}, args...)...)
}

// Output runs name with args inside ns and returns its combined output (diagnostics: `ip addr`,
// `iptables -L -v`, `conntrack -L`).
func (n *Net) Output(ns, name string, args ...string) string {
	ctx, cancel := context.WithTimeout(context.Background(), cmdTimeout)
	defer cancel()
	out, err := n.Command(ctx, ns, name, args...).CombinedOutput()
	if err != nil {
		return fmt.Sprintf("%s%v", out, err)
	}
	return string(out)
}

func run(name string, args ...string) error {
	ctx, cancel := context.WithTimeout(context.Background(), cmdTimeout)
	defer cancel()
	var out bytes.Buffer
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("netnstest: %s %s: %w: %s", name, strings.Join(args, " "), err, strings.TrimSpace(out.String()))
	}
	return nil
}
