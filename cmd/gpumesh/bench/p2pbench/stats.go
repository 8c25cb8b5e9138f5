// Package p2pbench holds the p2p benchmarks the CLI exposes as `gpumesh bench gossip` and
// `gpumesh bench match`: offer propagation over GossipSub and burst matching over
// /gpumesh/propose/1, each on real libp2p hosts on loopback, each with a baseline (a libp2p ping
// round trip) measured in the same run.
package p2pbench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"text/tabwriter"
	"time"

	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/p2p/protocol/ping"

	"github.com/gpumesh/gpumesh/p2p/p2ptest"
)

// Dist summarises a latency sample.
type Dist struct {
	N                  int
	P50, P90, P99, Max time.Duration
}

func dist(d []time.Duration) Dist {
	if len(d) == 0 {
		return Dist{}
	}
	s := slices.Clone(d)
	slices.Sort(s)
	q := func(p float64) time.Duration {
		i := int(p*float64(len(s))+0.5) - 1
		return s[min(max(i, 0), len(s)-1)]
	}
	return Dist{N: len(s), P50: q(0.50), P90: q(0.90), P99: q(0.99), Max: s[len(s)-1]}
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func ratio(a, b time.Duration) string {
	if b <= 0 {
		return "-"
	}
	return fmt.Sprintf("%.1fx", float64(a)/float64(b))
}

func writeRows(w io.Writer, title string, rows []row, notes []string) error {
	if _, err := fmt.Fprintln(w, title); err != nil {
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "measure\tn\tp50 ms\tp90 ms\tp99 ms\tmax ms\tp99 vs baseline\t")
	for _, r := range rows {
		fmt.Fprintf(tw, "%s\t%d\t%.2f\t%.2f\t%.2f\t%.2f\t%s\t\n", r.name, r.d.N, ms(r.d.P50), ms(r.d.P90), ms(r.d.P99), ms(r.d.Max), r.vs)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, n := range notes {
		if _, err := fmt.Fprintln(w, n); err != nil {
			return err
		}
	}
	return nil
}

type row struct {
	name string
	d    Dist
	vs   string
}

// maxPingRefused bounds the pings pingBaseline skips because the remote refused the stream
// over its resource limits; more is an error.
const maxPingRefused = 5

// pingBaseline measures libp2p ping round trips over existing connections between random
// connected pairs.
func pingBaseline(ctx context.Context, peers []*p2ptest.Peer, samples int, seed uint64) ([]time.Duration, error) {
	r := rand.New(rand.NewPCG(seed, 99))
	var out []time.Duration
	refused := 0
	for len(out) < samples {
		a := peers[r.IntN(len(peers))]
		conns := a.Node.Host().Network().Peers()
		if len(conns) == 0 {
			continue
		}
		b := conns[r.IntN(len(conns))]
		pctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		res := <-ping.Ping(pctx, a.Node.Host(), b)
		cancel()
		var se *network.StreamError
		if errors.As(res.Error, &se) && se.Remote && se.ErrorCode == network.StreamResourceLimitExceeded && refused < maxPingRefused {
			// The remote's resource manager still counted the streams of earlier pings from a
			// (libp2p allows 2 inbound ping streams per peer, released as their handlers
			// close): no round trip to sample; pick another pair.
			refused++
			continue
		}
		if res.Error != nil {
			return nil, fmt.Errorf("ping baseline: %w", res.Error)
		}
		out = append(out, res.RTT)
	}
	return out, nil
}
