package match

import (
	"testing"
)

func BenchmarkIndexBest(b *testing.B) {
	cids := BenchCIDs(200)
	book := SyntheticBook(10000, 1, cids)
	reqs := SyntheticRequests(4096, 1, cids)
	idx := NewIndex(DefaultConfig(), book)
	var s Scratch
	b.ReportAllocs()
	b.ResetTimer()
	cpu0, i := processCPU(), 0
	for b.Loop() {
		idx.Best(reqs[i%len(reqs)], &s)
		i++
	}
	b.ReportMetric(float64((processCPU()-cpu0).Nanoseconds())/float64(i), "cpu-ns/op")
}

func BenchmarkNaiveBest(b *testing.B) {
	cids := BenchCIDs(200)
	book := SyntheticBook(10000, 1, cids)
	reqs := SyntheticRequests(4096, 1, cids)
	cfg := DefaultConfig()
	i := 0
	for b.Loop() {
		naiveBest(&cfg, reqs[i%len(reqs)], book)
		i++
	}
}

func BenchmarkIndexBest1M(b *testing.B) {
	cids := BenchCIDs(200)
	book := SyntheticBook(1_000_000, 1, cids)
	reqs := SyntheticRequests(4096, 1, cids)
	idx := NewIndex(DefaultConfig(), book)
	var s Scratch
	b.ReportAllocs()
	b.ResetTimer()
	cpu0, i := processCPU(), 0
	for b.Loop() {
		idx.Best(reqs[i%len(reqs)], &s)
		i++
	}
	b.ReportMetric(float64((processCPU()-cpu0).Nanoseconds())/float64(i), "cpu-ns/op")
}

// BenchmarkIndexUpdate replaces an offer of a 100k-offer index in place (Remove + Add).
func BenchmarkIndexUpdate(b *testing.B) {
	cids := BenchCIDs(200)
	book := SyntheticBook(100_000, 1, cids)
	fresh := SyntheticBook(4096, 2, cids)
	idx := NewIndex(DefaultConfig(), book)
	b.ReportAllocs()
	b.ResetTimer()
	cpu0, i := processCPU(), 0
	for b.Loop() {
		slot := (i * 7919) % len(book)
		idx.Remove(slot)
		idx.Add(fresh[i%len(fresh)])
		i++
	}
	b.ReportMetric(float64((processCPU()-cpu0).Nanoseconds())/float64(i), "cpu-ns/op")
}

// BenchmarkIndexBuild builds the index of a 1M-offer synthetic book.
func BenchmarkIndexBuild(b *testing.B) {
	cids := BenchCIDs(200)
	book := SyntheticBook(1_000_000, 1, cids)
	b.ReportAllocs()
	b.ResetTimer()
	cpu0, n := processCPU(), 0
	for b.Loop() {
		NewIndex(DefaultConfig(), book)
		n++
	}
	b.ReportMetric(float64((processCPU()-cpu0).Milliseconds())/float64(n), "cpu-ms/op")
}
