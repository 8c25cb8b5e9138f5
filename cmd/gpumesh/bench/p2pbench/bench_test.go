package p2pbench

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
)

// TestGossipBenchSmall runs the gossip bench at a small size so the code path stays tested.
func TestGossipBenchSmall(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	rep, err := RunGossipBench(ctx, GossipBenchConfig{Nodes: 8, Publishers: 3, Messages: 12, PingSamples: 20})
	if err != nil {
		t.Fatal(err)
	}
	m := rep.Metrics()
	if m["gossip_p99_ms"] <= 0 || rep.Delivery.N != 12*7 || rep.Refused != 0 {
		t.Fatalf("metrics %v, %d samples", m, rep.Delivery.N)
	}
	// Traffic: every node but the publisher delivered each offer once (first copies), the
	// duplicates come on top, every copy was sent in an RPC, and messages have a size.
	tr := rep.Traffic
	if tr.Delivered != 12*7 || tr.Duplicates < 0 || tr.SentMessages < tr.Delivered+tr.Duplicates-12 ||
		tr.SentRPCs < tr.SentMessages/2 || m["msg_bytes"] <= 0 || m["copies_per_msg"] < 7 || m["mesh_avg"] < 1 {
		t.Fatalf("traffic %+v, metrics %v", tr, m)
	}
	// pubsub's own mesh degree, for comparison runs (--mesh-degree 6), and another Dhi.
	if _, err := RunGossipBench(ctx, GossipBenchConfig{Nodes: 8, Publishers: 2, Messages: 4, PingSamples: 5, MeshDegree: 6}); err != nil {
		t.Fatalf("mesh degree 6: %v", err)
	}
	if _, err := RunGossipBench(ctx, GossipBenchConfig{Nodes: 8, Publishers: 2, Messages: 4, PingSamples: 5, MeshHigh: 8}); err != nil {
		t.Fatalf("mesh high 8: %v", err)
	}
	// IDONTWANT below an offer's size (off by default): every offer must still reach every node.
	if r, err := RunGossipBench(ctx, GossipBenchConfig{Nodes: 8, Publishers: 2, Messages: 4, PingSamples: 5, IDontWantBytes: 1}); err != nil || r.Delivery.N != 4*7 {
		t.Fatalf("idontwant: %v", err)
	}
	if _, err := meshParams(4, 0, 3); err == nil {
		t.Fatal("meshParams accepted Dhi 3 below D 4")
	}
	if _, err := meshParams(4, 5, 0); err == nil {
		t.Fatal("meshParams accepted Dlo 5 above D 4")
	}
	if gp, err := meshParams(4, 2, 0); err != nil || gp.Dlo != 2 || gp.Dout != 1 {
		t.Fatalf("meshParams(4, 2, 0): %v", err)
	}
	if gp, err := meshParams(0, 0, 0); err != nil || gp.D != p2p.MeshDegree || gp.Dhi != p2p.DefaultGossipParams().Dhi {
		t.Fatalf("meshParams(0, 0, 0) = D %d, Dhi %d, %v: want the node's defaults", gp.D, gp.Dhi, err)
	}
	var buf bytes.Buffer
	if err := rep.WriteTable(&buf); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + buf.String())
}

// TestMissingNamesNodes: a failed run names the nodes that missed an offer, not the publisher
// nor the nodes that delivered it.
func TestMissingNamesNodes(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	peers, err := p2ptest.StartPeers(ctx, 4, p2ptest.Options{TCPOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer p2ptest.ClosePeers(peers)
	got := missing(peers, 0, []int{2})
	if !strings.Contains(got, "node 1 (mesh 0, 0 peers)") || !strings.Contains(got, "node 3 (") ||
		strings.Contains(got, "node 0") || strings.Contains(got, "node 2") {
		t.Fatalf("missing = %q, want nodes 1 and 3", got)
	}
}

func TestBurstMatchBenchSmall(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	rep, err := RunBurstMatchBench(ctx, BurstMatchBenchConfig{Providers: 6, Matches: 20})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Match.N != 20 || rep.BookSize != 6 || rep.Metrics()["burst_match_p99_ms"] <= 0 {
		t.Fatalf("report %+v", rep)
	}
	var buf bytes.Buffer
	if err := rep.WriteTable(&buf); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + buf.String())
}

func BenchmarkGossip50(b *testing.B) {
	for b.Loop() {
		rep, err := RunGossipBench(context.Background(), GossipBenchConfig{})
		if err != nil {
			b.Fatal(err)
		}
		for k, v := range rep.Metrics() {
			b.ReportMetric(v, k)
		}
		var buf bytes.Buffer
		_ = rep.WriteTable(&buf)
		b.Log("\n" + buf.String())
	}
}

func BenchmarkBurstMatch50(b *testing.B) {
	for b.Loop() {
		rep, err := RunBurstMatchBench(context.Background(), BurstMatchBenchConfig{})
		if err != nil {
			b.Fatal(err)
		}
		for k, v := range rep.Metrics() {
			b.ReportMetric(v, k)
		}
		var buf bytes.Buffer
		_ = rep.WriteTable(&buf)
		b.Log("\n" + buf.String())
	}
}

func BenchmarkGossip50Async(b *testing.B) {
	for b.Loop() {
		rep, err := RunGossipBench(context.Background(), GossipBenchConfig{AsyncValidation: true})
		if err != nil {
			b.Fatal(err)
		}
		for k, v := range rep.Metrics() {
			b.ReportMetric(v, k)
		}
	}
}
