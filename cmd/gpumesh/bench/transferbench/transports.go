package transferbench

import (
	"context"
	"fmt"
	"time"

	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/p2p/muxer/yamux"
	"github.com/libp2p/go-libp2p/p2p/security/noise"
	libp2ptls "github.com/libp2p/go-libp2p/p2p/security/tls"
	quic "github.com/libp2p/go-libp2p/p2p/transport/quic"
	"github.com/libp2p/go-libp2p/p2p/transport/tcp"
)

// transportVariant is one transport stack measured by the transport diagnostics.
type transportVariant struct {
	Name   string
	listen string
	opts   func() []libp2p.Option
}

// yamuxWindow is go-libp2p's yamux with another per-stream receive window.
func yamuxWindow(n uint32) *yamux.Transport {
	c := *yamux.DefaultTransport
	c.MaxStreamWindowSize = n
	return &c
}

// transportVariants: Noise vs TLS 1.3 over TCP with go-libp2p's yamux (16 MiB stream window),
// yamux windows of 4 and 64 MiB under TLS, and QUIC (TLS 1.3 built in, its own flow control).
func transportVariants() []transportVariant {
	tcpOpts := func(sec libp2p.Option, win uint32) func() []libp2p.Option {
		return func() []libp2p.Option {
			return []libp2p.Option{libp2p.Transport(tcp.NewTCPTransport), sec, libp2p.Muxer(yamux.ID, yamuxWindow(win))}
		}
	}
	tls := libp2p.Security(libp2ptls.ID, libp2ptls.New)
	nse := libp2p.Security(noise.ID, noise.New)
	const tcpAddr = "/ip4/127.0.0.1/tcp/0"
	return []transportVariant{
		{"tcp_tls_yamux16", tcpAddr, tcpOpts(tls, 16<<20)},
		{"tcp_noise_yamux16", tcpAddr, tcpOpts(nse, 16<<20)},
		{"tcp_tls_yamux4", tcpAddr, tcpOpts(tls, 4<<20)},
		{"tcp_tls_yamux64", tcpAddr, tcpOpts(tls, 64<<20)},
		{"quic", "/ip4/127.0.0.1/udp/0/quic-v1", func() []libp2p.Option { return []libp2p.Option{libp2p.Transport(quic.NewTransport)} }},
	}
}

// measureTransports copies n bytes over one stream between two fresh hosts for each variant,
// rounds times (variants interleaved, so load changes hit them alike), and returns the medians.
func measureTransports(ctx context.Context, n int64, rounds int) (map[string]time.Duration, error) {
	samples := map[string][]time.Duration{}
	for range rounds {
		for _, v := range transportVariants() {
			d, err := measureTransport(ctx, v, n)
			if err != nil {
				return nil, fmt.Errorf("transport %s: %w", v.Name, err)
			}
			samples[v.Name] = append(samples[v.Name], d)
		}
	}
	out := map[string]time.Duration{}
	for k, ds := range samples {
		out[k] = median(ds)
	}
	return out, nil
}

func measureTransport(ctx context.Context, v transportVariant, n int64) (time.Duration, error) {
	mk := func() []libp2p.Option {
		return append(v.opts(), libp2p.ListenAddrStrings(v.listen), libp2p.DisableRelay(), libp2p.DisableMetrics())
	}
	a, err := libp2p.New(mk()...)
	if err != nil {
		return 0, err
	}
	defer a.Close()
	b, err := libp2p.New(mk()...)
	if err != nil {
		return 0, err
	}
	defer b.Close()
	if err := b.Connect(ctx, peer.AddrInfo{ID: a.ID(), Addrs: a.Addrs()}); err != nil {
		return 0, err
	}
	return streamBaseline(ctx, b, a, n)
}
