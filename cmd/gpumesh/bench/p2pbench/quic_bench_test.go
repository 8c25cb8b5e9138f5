package p2pbench

import (
	"context"
	"testing"
)

func BenchmarkGossip50QUIC(b *testing.B) {
	for b.Loop() {
		rep, err := RunGossipBench(context.Background(), GossipBenchConfig{QUIC: true})
		if err != nil {
			b.Fatal(err)
		}
		for k, v := range rep.Metrics() {
			b.ReportMetric(v, k)
		}
	}
}
