package p2p

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
)

const (
	testPeerA = "12D3KooWFZqZTWeSgek3HLvVZk3gw23fFA3Yu1tj9hZeGqjDRmVz"
	testPeerB = "16Uiu2HAkzVzw2qEArM2BFTahkcZUcuFfFu1YTgwgDdnjVxCy5onm"
)

func TestParseDenyEntries(t *testing.T) {
	end := time.Date(2026, 11, 28, 8, 0, 0, 0, time.UTC)
	later := end.Add(time.Hour)
	a, b := peer.ID(mustDecode(t, testPeerA)), peer.ID(mustDecode(t, testPeerB))
	tests := []struct {
		name    string
		lines   []string
		want    map[peer.ID]time.Time
		wantErr string
	}{
		{name: "empty", lines: nil, want: map[peer.ID]time.Time{}},
		{name: "comments and blanks", lines: []string{"# banned", "", "  " + testPeerA + "  # spammer", "\t"},
			want: map[peer.ID]time.Time{a: {}}},
		{name: "with end time", lines: []string{testPeerA + " 2026-11-28T08:00:00Z", testPeerB},
			want: map[peer.ID]time.Time{a: end, b: {}}},
		{name: "twice keeps the later end", lines: []string{testPeerA + " 2026-11-28T09:00:00Z", testPeerA + " 2026-11-28T08:00:00Z"},
			want: map[peer.ID]time.Time{a: later}},
		{name: "twice, no end wins", lines: []string{testPeerA, testPeerA + " 2026-11-28T08:00:00Z"},
			want: map[peer.ID]time.Time{a: {}}},
		{name: "not a peer", lines: []string{testPeerA, "nonsense"}, wantErr: "src line 2: \"nonsense\" is not a peer ID"},
		{name: "bad time", lines: []string{testPeerA + " tomorrow"}, wantErr: "src line 1: \"tomorrow\" is not an RFC 3339 time"},
		{name: "three fields", lines: []string{testPeerA + " 2026-11-28T08:00:00Z x"}, wantErr: "src line 1: 3 fields"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseDenyEntries("src", tt.lines)
			if tt.wantErr != "" {
				if !errors.Is(err, ErrDenyList) || !strings.Contains(err.Error(), tt.wantErr) || !strings.Contains(err.Error(), "RFC 3339 end time like") {
					t.Fatalf("err = %v, want ErrDenyList with %q and the fix", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
			for p, u := range tt.want {
				if g, ok := got[p]; !ok || !g.Equal(u) {
					t.Fatalf("%s: got %v (%v), want %v", p, g, ok, u)
				}
			}
		})
	}
}

func TestReadDenyFileBounds(t *testing.T) {
	dir := t.TempDir()
	if got, err := ReadDenyFile(filepath.Join(dir, "missing")); err != nil || len(got) != 0 {
		t.Fatalf("missing file: %v %v, want an empty list", got, err)
	}
	big := filepath.Join(dir, "big")
	if err := os.WriteFile(big, []byte(strings.Repeat("# padding\n", MaxDenyFileBytes/10+1)), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadDenyFile(big); !errors.Is(err, ErrDenyList) || !strings.Contains(err.Error(), "larger than") {
		t.Fatalf("oversized file: err = %v", err)
	}
	lines := make([]string, 0, MaxDenyEntries+1)
	for range MaxDenyEntries + 1 {
		lines = append(lines, testPeer(t).String())
	}
	if _, err := ParseDenyEntries("src", lines); !errors.Is(err, ErrDenyList) || !strings.Contains(err.Error(), "more than") {
		t.Fatalf("too many entries: err = %v", err)
	}
}

func FuzzParseDenyEntries(f *testing.F) {
	f.Add(testPeerA + " 2026-11-28T08:00:00Z\n# x\n" + testPeerB)
	f.Add("garbage \x00 line")
	f.Fuzz(func(t *testing.T, s string) {
		got, err := ParseDenyEntries("fuzz", strings.Split(s, "\n"))
		if err == nil && len(got) > MaxDenyEntries {
			t.Fatalf("%d entries", len(got))
		}
		if err != nil && !errors.Is(err, ErrDenyList) {
			t.Fatalf("err %v is not ErrDenyList", err)
		}
	})
}

// TestDenyListHosts: real hosts on loopback. A host whose deny file names a peer loses its
// connection to it within a poll, can neither dial it nor keep a connection the peer dials, a
// third host is unaffected; a bad file keeps the list in force and is counted; the ban ends by
// itself at its end time, and when the entry is removed, and the two connect again.
func TestDenyListHosts(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	file := filepath.Join(t.TempDir(), "deny")
	deny, err := NewDenyList(DenyListConfig{File: file})
	if err != nil {
		t.Fatal(err)
	}
	newHost := func(opts ...libp2p.Option) host.Host {
		h, err := libp2p.New(append(opts, libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"), libp2p.DisableRelay())...)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { h.Close() })
		return h
	}
	gated, denied, other := newHost(libp2p.ConnectionGater(deny)), newHost(), newHost()
	if err := deny.Load(); err != nil { // missing file: nobody denied
		t.Fatal(err)
	}
	deny.Attach(gated.Network())
	runCtx, stopRun := context.WithCancel(ctx)
	runDone := make(chan error, 1)
	go func() { runDone <- deny.Run(runCtx) }()
	defer func() { stopRun(); <-runDone }()

	info := func(h host.Host) peer.AddrInfo { return peer.AddrInfo{ID: h.ID(), Addrs: h.Addrs()} }
	connected := func() bool { return gated.Network().Connectedness(denied.ID()) == network.Connected }
	waitFor := func(what string, cond func() bool) {
		t.Helper()
		for !cond() {
			select {
			case <-ctx.Done():
				t.Fatalf("timed out waiting for %s", what)
			case <-time.After(50 * time.Millisecond):
			}
		}
	}
	write := func(content string) {
		t.Helper()
		tmp := file + ".tmp"
		if err := os.WriteFile(tmp, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(tmp, file); err != nil {
			t.Fatal(err)
		}
	}
	// assertCut checks both directions while the ban is surely in force (before until; zero:
	// no end).
	assertCut := func(until time.Time) {
		t.Helper()
		stillOn := func() bool { return until.IsZero() || time.Now().Before(until.Add(-time.Second)) }
		if err := gated.Connect(network.WithForceDirectDial(ctx, "test"), info(denied)); err == nil && stillOn() {
			t.Fatal("dialled a denied peer")
		}
		_ = denied.Connect(network.WithForceDirectDial(ctx, "test"), info(gated))
		// The dialler may see success before the gated side refuses it: what counts is that
		// the gated host holds no connection.
		if connected() && stillOn() {
			t.Fatal("holds a connection the denied peer dialled")
		}
		if err := gated.Connect(ctx, info(other)); err != nil {
			t.Fatalf("a third host is not denied: %v", err)
		}
		if !stillOn() {
			t.Log("the ban ended while it was checked (slow machine): not every check ran")
		}
	}
	reconnect := func() {
		t.Helper()
		waitFor("a reconnection", func() bool {
			return gated.Connect(network.WithForceDirectDial(ctx, "test"), info(denied)) == nil && connected()
		})
	}

	if err := gated.Connect(ctx, info(denied)); err != nil {
		t.Fatalf("connect before the ban: %v", err)
	}
	// 1. A ban with an end time: the connection goes at the next poll, and comes back after.
	until := time.Now().Add(4 * time.Second).Truncate(time.Second).Add(time.Second)
	write(string(FormatDenyEntries([]DenyEntry{{Peer: denied.ID(), Until: until}})))
	waitFor("the denied peer's connection to close", func() bool { return !connected() })
	assertCut(until)
	reconnect()
	if time.Now().Before(until) {
		t.Fatal("reconnected before the ban ended")
	}

	// 2. A ban without end, then a bad file (the ban stays, the error is counted), then the
	// entry removed.
	write(string(FormatDenyEntries([]DenyEntry{{Peer: denied.ID()}})))
	waitFor("the denied peer's connection to close", func() bool { return !connected() })
	write(denied.ID().String() + "\nnot-a-peer\n")
	waitFor("the bad file to be counted", func() bool { return metricValue(t, deny.fileErrors) == 1 })
	assertCut(time.Time{})
	if got := metricValue(t, deny.inForce); got != 1 {
		t.Fatalf("denied_peers = %v, want 1", got)
	}
	if metricValue(t, deny.refused) == 0 {
		t.Fatal("denied_connections_total is 0 after refused dials")
	}
	write("# nobody\n")
	reconnect()
}

func mustDecode(t *testing.T, s string) peer.ID {
	t.Helper()
	id, err := peer.Decode(s)
	if err != nil {
		t.Fatal(err)
	}
	return id
}

// metricValue reads a counter's or gauge's value.
func metricValue(t *testing.T, m prometheus.Metric) float64 {
	t.Helper()
	var d dto.Metric
	if err := m.Write(&d); err != nil {
		t.Fatal(err)
	}
	if d.Counter != nil {
		return d.Counter.GetValue()
	}
	return d.Gauge.GetValue()
}
