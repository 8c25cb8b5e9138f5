// Package transferbench is `gpumesh bench transfer`: one random file between loopback nodes into
// pebble blockstores over the verified CAR fast path and over bitswap, against io.Copy over
// plain TCP measured in the same run.
package transferbench

import (
	"bufio"
	"bytes"
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"log/slog"
	mrand "math/rand/v2"
	"net"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"

	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/p2p/content"
)

// TransferBenchConfig configures RunTransferBench.
type TransferBenchConfig struct {
	// Size of the random file in bytes. Default 1 GiB.
	Size int64
	// ChunkSize of the import. Default content.DefaultChunkSize (1 MiB).
	ChunkSize int
	// Dir holds the nodes' temporary data dirs (removed afterwards). Default os.TempDir().
	Dir string
	// Seed of the random file. Default 1.
	Seed uint64
	// SkipBitswap skips the bitswap transfer.
	SkipBitswap bool
	// Rounds repeats each transfer (each into a fresh receiver) and reports the median; the
	// machine this was built on is shared, so single runs vary by 2-3x. Default 1.
	Rounds int
	// Transports also measures one libp2p stream over each transport stack of
	// transportVariants (Noise vs TLS, yamux windows, QUIC), Size bytes each.
	Transports bool
	// CPUProfile, if set, receives a pprof CPU profile of the first single-stream fast-path
	// fetch (both nodes: sender and receiver run in this process).
	CPUProfile io.Writer
	// Logger for progress. Default: discard.
	Logger *slog.Logger
}

// TransferReport is the result of RunTransferBench.
type TransferReport struct {
	Size      int64
	ChunkSize int
	Blocks    int64
	TCP       time.Duration // io.Copy over a plain loopback TCP connection
	Import    time.Duration // AddReader of the file on node A
	Fast      time.Duration // A -> B over /gpumesh/car/1, one stream, verified, stored in B's blockstore
	// FastStreams is the same with Store.FetchMulti from A alone over MultiStreams streams
	// (sub-DAGs in parallel), verified and stored.
	FastStreams  time.Duration
	MultiStreams int
	Bitswap      time.Duration // A -> C over bitswap into C's pebble (0 if skipped)
	// Diagnostics that locate the fast path's limit, measured on the same hosts:
	Stream       time.Duration // io.Copy of the same bytes over one libp2p stream (TLS+yamux), no store
	FastNoStore  time.Duration // fast path with every block verified but not written
	Verified     bool          // B's and C's DAGs read back and hash-equal to the source
	PeakRSS      int64         // peak resident set of the whole process, bytes
	PhaseRSS     map[string]int64
	GOMAXPROCS   int
	RSSResetable bool // whether per-phase peaks could be reset (/proc/self/clear_refs)
	// Samples holds every round's duration per path ("tcp", "fast", "bitswap").
	Samples map[string][]time.Duration
	// TransportStream is the stream io.Copy time per transport variant (Config.Transports).
	TransportStream map[string]time.Duration
	// CPU is the process CPU time (user+sys, both nodes) per path, summed over rounds. On a
	// shared machine it varies far less than wall time and shows what each path costs.
	CPU map[string]time.Duration
}

func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	if len(s) == 0 {
		return 0
	}
	return s[len(s)/2]
}

func mibs(n int64, d time.Duration) float64 {
	if d <= 0 {
		return 0
	}
	return float64(n) / (1 << 20) / d.Seconds()
}

// Metrics returns transfer_ratio_vs_tcp (fast verified path / TCP), bitswap_ratio_vs_tcp,
// and the MiB/s and RSS figures.
func (r *TransferReport) Metrics() map[string]float64 {
	tcp := mibs(r.Size, r.TCP)
	m := map[string]float64{
		"fast_cpu_s_per_gib":    r.CPU["fast"].Seconds() / float64(max(1, len(r.Samples["fast"]))) / (float64(r.Size) / (1 << 30)),
		"tcp_cpu_s_per_gib":     r.CPU["tcp"].Seconds() / float64(max(1, len(r.Samples["tcp"]))) / (float64(r.Size) / (1 << 30)),
		"tcp_mib_s":             tcp,
		"fast_mib_s":            mibs(r.Size, r.Fast),
		"import_mib_s":          mibs(r.Size, r.Import),
		"transfer_ratio_vs_tcp": mibs(r.Size, r.Fast) / tcp,
		"peak_rss_mib":          float64(r.PeakRSS) / (1 << 20),
	}
	if r.CPU["sha256"] > 0 {
		gib := float64(r.Size) / (1 << 30)
		m["sha256_cpu_s_per_gib"] = r.CPU["sha256"].Seconds() / gib
		m["aes_gcm_cpu_s_per_gib"] = r.CPU["aes_gcm"].Seconds() / gib
		m["floor_cpu_s_per_gib"] = m["tcp_cpu_s_per_gib"] + m["sha256_cpu_s_per_gib"] + m["aes_gcm_cpu_s_per_gib"]
	}
	if r.FastStreams > 0 {
		m["fast_streams_mib_s"] = mibs(r.Size, r.FastStreams)
		m["transfer_streams_ratio_vs_tcp"] = mibs(r.Size, r.FastStreams) / tcp
	}
	if r.Stream > 0 {
		m["libp2p_stream_mib_s"] = mibs(r.Size, r.Stream)
		m["fast_nostore_mib_s"] = mibs(r.Size, r.FastNoStore)
	}
	for name, d := range r.TransportStream {
		m["stream_"+name+"_mib_s"] = mibs(r.Size, d)
		m["stream_"+name+"_ratio_vs_tcp"] = mibs(r.Size, d) / tcp
	}
	if r.Bitswap > 0 {
		m["bitswap_mib_s"] = mibs(r.Size, r.Bitswap)
		m["bitswap_ratio_vs_tcp"] = mibs(r.Size, r.Bitswap) / tcp
	}
	return m
}

// WriteTable writes a readable table of the run.
func (r *TransferReport) WriteTable(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	tcp := mibs(r.Size, r.TCP)
	fmt.Fprintf(tw, "transfer of %s random file, %d blocks (chunk %s), loopback, GOMAXPROCS=%d\n",
		humanBytes(r.Size), r.Blocks, humanBytes(int64(r.ChunkSize)), r.GOMAXPROCS)
	fmt.Fprintln(tw, "path\ttime\tMiB/s\tvs TCP\tCPU s/GiB\tpeak RSS (phase)")
	row := func(name string, d time.Duration, phase string) {
		rss, cpu := "-", "-"
		if v, ok := r.PhaseRSS[phase]; ok {
			rss = humanBytes(v)
		}
		if v, ok := r.CPU[phase]; ok && r.Size > 0 {
			rounds := max(1, len(r.Samples[phase]))
			cpu = fmt.Sprintf("%.2f", v.Seconds()/float64(rounds)/(float64(r.Size)/(1<<30)))
		}
		fmt.Fprintf(tw, "%s\t%s\t%.0f\t%.2fx\t%s\t%s\n", name, d.Round(time.Millisecond), mibs(r.Size, d), mibs(r.Size, d)/tcp, cpu, rss)
	}
	row("io.Copy over TCP (baseline)", r.TCP, "tcp")
	row("import on A (pebble)", r.Import, "import")
	row("fast path /gpumesh/car/1 A->B", r.Fast, "fast")
	if r.FastStreams > 0 {
		row(fmt.Sprintf("fast path, %d streams A->D", r.MultiStreams), r.FastStreams, "streams")
	}
	if r.Stream > 0 {
		row("  diag: libp2p stream io.Copy", r.Stream, "stream")
		row("  diag: fast path, verify only", r.FastNoStore, "verify")
	}
	if r.Bitswap > 0 {
		row("bitswap A->C", r.Bitswap, "bitswap")
	}
	for _, v := range transportVariants() {
		if d, ok := r.TransportStream[v.Name]; ok {
			row("  diag: stream over "+v.Name, d, "transport")
		}
	}
	fmt.Fprintf(tw, "\ncontent read back and hash-equal on receivers: %v\n", r.Verified)
	for _, k := range []string{"tcp", "fast", "streams", "bitswap"} {
		if len(r.Samples[k]) > 1 {
			var parts []string
			for _, d := range r.Samples[k] {
				parts = append(parts, fmt.Sprintf("%.0f", mibs(r.Size, d)))
			}
			fmt.Fprintf(tw, "%s rounds (MiB/s, median used): %s\n", k, strings.Join(parts, " "))
		}
	}
	if m := r.Metrics(); m["floor_cpu_s_per_gib"] > 0 {
		fmt.Fprintf(tw, "CPU s/GiB floor of a verified TLS transfer: TCP %.2f + SHA-256 %.2f + AES-GCM seal+open %.2f = %.2f (fast path %.2f)\n",
			m["tcp_cpu_s_per_gib"], m["sha256_cpu_s_per_gib"], m["aes_gcm_cpu_s_per_gib"], m["floor_cpu_s_per_gib"], m["fast_cpu_s_per_gib"])
	}
	fmt.Fprintf(tw, "peak RSS of the process: %s", humanBytes(r.PeakRSS))
	if !r.RSSResetable {
		fmt.Fprint(tw, " (per-phase peaks not resettable here: each is the peak so far)")
	}
	fmt.Fprintln(tw)
	return tw.Flush()
}

func humanBytes(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.2f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.0f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}

// RunTransferBench transfers one random file between nodes on loopback in a single run: a plain
// TCP io.Copy baseline, the fast verified path into a pebble blockstore, and bitswap into another
// pebble blockstore. Every received block is checked against its CID as it lands, and afterwards
// both receivers' files are read back and compared with the source's SHA-256.
func RunTransferBench(ctx context.Context, cfg TransferBenchConfig) (*TransferReport, error) {
	if cfg.Size == 0 {
		cfg.Size = 1 << 30
	}
	if cfg.ChunkSize == 0 {
		cfg.ChunkSize = content.DefaultChunkSize
	}
	if cfg.Seed == 0 {
		cfg.Seed = 1
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Rounds <= 0 {
		cfg.Rounds = 1
	}
	if cfg.Size < 0 {
		return nil, fmt.Errorf("transfer bench: Size %d: use a positive byte count", cfg.Size)
	}
	dir, err := os.MkdirTemp(cfg.Dir, "gpumesh-transfer-bench-")
	if err != nil {
		return nil, fmt.Errorf("transfer bench: %w", err)
	}
	defer os.RemoveAll(dir)
	rep := &TransferReport{Size: cfg.Size, ChunkSize: cfg.ChunkSize, PhaseRSS: map[string]int64{},
		GOMAXPROCS: runtime.GOMAXPROCS(0), Samples: map[string][]time.Duration{}, CPU: map[string]time.Duration{}}
	rep.RSSResetable = resetPeakRSS()
	phase := func(name string) {
		rep.PhaseRSS[name] = peakRSS()
		rep.RSSResetable = resetPeakRSS()
	}

	// 1. Baseline: io.Copy over plain loopback TCP.
	for range cfg.Rounds {
		c0 := cpuTime()
		d, err := tcpBaseline(ctx, cfg.Size)
		rep.CPU["tcp"] += cpuTime() - c0
		if err != nil {
			return nil, fmt.Errorf("transfer bench: tcp baseline: %w", err)
		}
		rep.Samples["tcp"] = append(rep.Samples["tcp"], d)
	}
	rep.TCP = median(rep.Samples["tcp"])
	phase("tcp")
	if err := measureFloor(rep.CPU, cfg.Size); err != nil {
		return nil, fmt.Errorf("transfer bench: %w", err)
	}
	cfg.Logger.Info("tcp baseline", "mib_s", mibs(cfg.Size, rep.TCP))
	if cfg.Transports {
		if rep.TransportStream, err = measureTransports(ctx, cfg.Size, cfg.Rounds); err != nil {
			return nil, fmt.Errorf("transfer bench: %w", err)
		}
		phase("transport")
	}

	// 2. Nodes and import.
	var closers []func()
	defer func() {
		for i := len(closers) - 1; i >= 0; i-- {
			closers[i]()
		}
	}()
	node := func(name string) (*benchNode, error) {
		h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"), libp2p.DisableRelay())
		if err != nil {
			return nil, err
		}
		s, err := content.New(content.Config{DataDir: filepath.Join(dir, name), ChunkSize: cfg.ChunkSize, FetchTimeout: time.Hour}, h, nil)
		if err == nil {
			err = s.Start(ctx)
		}
		if err != nil {
			h.Close()
			return nil, err
		}
		closers = append(closers, func() { s.Close(); h.Close() })
		return &benchNode{Store: s, host: h}, nil
	}
	a, err := node("a")
	if err != nil {
		return nil, fmt.Errorf("transfer bench: node a: %w", err)
	}
	src := sha256.New()
	start := time.Now()
	c0 := cpuTime()
	root, err := a.AddReader(ctx, io.TeeReader(benchReader(cfg.Seed, cfg.Size), src), content.AddOptions{Name: "bench"})
	if err != nil {
		return nil, fmt.Errorf("transfer bench: import: %w", err)
	}
	rep.Import = time.Since(start)
	rep.CPU["import"] = cpuTime() - c0
	want := src.Sum(nil)
	if pins, err := a.Pins(ctx); err == nil {
		for _, p := range pins {
			if p.CID == root {
				rep.Blocks = p.Blocks
			}
		}
	}
	phase("import")
	cfg.Logger.Info("imported", "cid", root, "mib_s", mibs(cfg.Size, rep.Import))

	// 3. Fast path A -> B, then 4. bitswap A -> C; each round into a fresh receiver.
	rep.Verified = true
	receive := func(name string, fetch func(*benchNode) error) error {
		for i := range cfg.Rounds {
			r, err := node(fmt.Sprintf("%s%d", name, i))
			if err != nil {
				return err
			}
			if err := r.host.Connect(ctx, peer.AddrInfo{ID: a.host.ID(), Addrs: a.host.Addrs()}); err != nil {
				return fmt.Errorf("connect: %w", err)
			}
			start, c0 := time.Now(), cpuTime()
			if err := fetch(r); err != nil {
				return err
			}
			rep.CPU[name] += cpuTime() - c0
			rep.Samples[name] = append(rep.Samples[name], time.Since(start))
			phase(name)
			cfg.Logger.Info(name, "round", i, "mib_s", mibs(cfg.Size, time.Since(start)))
			ok, err := readBackEqual(ctx, r.Store, root, want)
			if err != nil {
				return fmt.Errorf("read back: %w", err)
			}
			rep.Verified = rep.Verified && ok
			closers[len(closers)-1]()
			closers = closers[:len(closers)-1]
		}
		return nil
	}
	profiled := false
	err = receive("fast", func(r *benchNode) error {
		if cfg.CPUProfile != nil && !profiled {
			if err := pprof.StartCPUProfile(cfg.CPUProfile); err != nil {
				return fmt.Errorf("cpu profile: %w", err)
			}
			defer pprof.StopCPUProfile()
			profiled = true
		}
		_, err := r.FetchCAR(ctx, a.host.ID(), root)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("transfer bench: fast path: %w", err)
	}
	rep.Fast = median(rep.Samples["fast"])
	rep.MultiStreams = 4
	err = receive("streams", func(r *benchNode) error {
		_, err := r.FetchMulti(ctx, root, content.MultiOptions{
			Sources: []peer.AddrInfo{{ID: a.host.ID(), Addrs: a.host.Addrs()}}, StreamsPerSource: rep.MultiStreams})
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("transfer bench: fast path, %d streams: %w", rep.MultiStreams, err)
	}
	rep.FastStreams = median(rep.Samples["streams"])
	// Diagnostics on a throwaway receiver host: raw stream, and verify-only fast path.
	if d, err := node("diag"); err == nil {
		if err := d.host.Connect(ctx, peer.AddrInfo{ID: a.host.ID(), Addrs: a.host.Addrs()}); err == nil {
			c0 := cpuTime()
			rep.Stream, _ = streamBaseline(ctx, a.host, d.host, cfg.Size)
			rep.CPU["stream"] = cpuTime() - c0
			start, c1 := time.Now(), cpuTime()
			if _, err := d.VerifyCAR(ctx, a.host.ID(), root); err == nil {
				rep.FastNoStore = time.Since(start)
				rep.CPU["verify"] = cpuTime() - c1
			}
		}
		closers[len(closers)-1]()
		closers = closers[:len(closers)-1]
	}
	if !cfg.SkipBitswap {
		err = receive("bitswap", func(r *benchNode) error {
			res, err := r.Fetch(ctx, root, content.FetchOptions{NoFastPath: true})
			if err == nil && res.Path != "bitswap" {
				err = fmt.Errorf("fetch completed via %q", res.Path)
			}
			return err
		})
		if err != nil {
			return nil, fmt.Errorf("transfer bench: bitswap: %w", err)
		}
		rep.Bitswap = median(rep.Samples["bitswap"])
	}
	rep.PeakRSS = 0
	for _, v := range rep.PhaseRSS {
		rep.PeakRSS = max(rep.PeakRSS, v)
	}
	if !rep.Verified {
		return rep, errors.New("transfer bench: a receiver's copy differs from the source")
	}
	return rep, nil
}

// measureFloor times, on this CPU and in this run, the work no verified, encrypted transfer of
// n bytes can skip, into cpu["sha256"] and cpu["aes_gcm"]: SHA-256 of every byte (the receiver's
// check of each block against its CID, crypto/sha256 with the CPU's SHA extensions where present)
// and AES-128-GCM sealing and opening every byte in 16 KiB records (TLS 1.3 on both ends, AES-NI).
// With the TCP baseline's own CPU they are the floor under fast_cpu_s_per_gib: on a machine whose
// cores are all busy, wall time follows CPU time, and transfer_ratio_vs_tcp cannot pass
// tcp_cpu_s_per_gib / floor_cpu_s_per_gib.
func measureFloor(cpu map[string]time.Duration, n int64) error {
	buf := make([]byte, 1<<20)
	_, _ = mrand.NewChaCha8([32]byte{7}).Read(buf)
	c0 := cpuTime()
	for left := n; left > 0; left -= int64(len(buf)) {
		sha256.Sum256(buf[:min(left, int64(len(buf)))])
	}
	cpu["sha256"] = cpuTime() - c0
	block, err := aes.NewCipher(buf[:16])
	if err != nil {
		return fmt.Errorf("floor: %w", err)
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return fmt.Errorf("floor: %w", err)
	}
	const record = 16 << 10
	nonce := make([]byte, gcm.NonceSize())
	sealed := make([]byte, 0, record+gcm.Overhead())
	opened := make([]byte, 0, record)
	c0 = cpuTime()
	for off := int64(0); off < n; off += record {
		binary.BigEndian.PutUint64(nonce[4:], uint64(off))
		i := int(off % int64(len(buf)))
		sealed = gcm.Seal(sealed[:0], nonce, buf[i:i+int(min(record, n-off))], nil)
		if opened, err = gcm.Open(opened[:0], nonce, sealed, nil); err != nil {
			return fmt.Errorf("floor: %w", err)
		}
	}
	cpu["aes_gcm"] = cpuTime() - c0
	return nil
}

// benchNode is a content store with the libp2p host it runs on.
type benchNode struct {
	*content.Store
	host host.Host
}

func readBackEqual(ctx context.Context, s *content.Store, root cid.Cid, want []byte) (bool, error) {
	rc, _, err := s.Open(ctx, root, content.FetchOptions{NoFastPath: true, NoBitswap: true})
	if err != nil {
		return false, err
	}
	defer rc.Close()
	h := sha256.New()
	if _, err := io.Copy(h, rc); err != nil {
		return false, err
	}
	return bytes.Equal(h.Sum(nil), want), nil
}

// benchReader yields n pseudo-random (incompressible, non-repeating) bytes.
func benchReader(seed uint64, n int64) io.Reader {
	var key [32]byte
	key[0], key[1] = byte(seed), byte(seed>>8)
	return bufio.NewReaderSize(io.LimitReader(mrand.NewChaCha8(key), n), 1<<20)
}

// tcpBaseline sends n bytes from a 1 MiB buffer over a loopback TCP connection to a receiver
// that io.Copy's them to io.Discard, and times it end to end.
func tcpBaseline(ctx context.Context, n int64) (time.Duration, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	got := make(chan error, 1)
	var recv int64
	go func() {
		c, err := ln.Accept()
		if err != nil {
			got <- err
			return
		}
		defer c.Close()
		recv, err = io.Copy(io.Discard, c)
		got <- err
	}()
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", ln.Addr().String())
	if err != nil {
		return 0, err
	}
	buf := make([]byte, 1<<20)
	_, _ = mrand.NewChaCha8([32]byte{9}).Read(buf)
	start := time.Now()
	_, err = io.Copy(conn, io.LimitReader(repeatReader(buf), n))
	conn.Close()
	if err != nil {
		return 0, err
	}
	if err := <-got; err != nil {
		return 0, err
	}
	if recv != n {
		return 0, fmt.Errorf("received %d of %d bytes", recv, n)
	}
	return time.Since(start), nil
}

const benchStreamProto = "/gpumesh/bench/stream/1"

// streamBaseline copies n bytes from src to dst over one libp2p stream.
func streamBaseline(ctx context.Context, dst, src host.Host, n int64) (time.Duration, error) {
	got := make(chan error, 1)
	dst.SetStreamHandler(benchStreamProto, func(st network.Stream) {
		defer st.Close()
		m, err := io.Copy(io.Discard, st)
		if err == nil && m != n {
			err = fmt.Errorf("received %d of %d bytes", m, n)
		}
		got <- err
	})
	defer dst.RemoveStreamHandler(benchStreamProto)
	st, err := src.NewStream(ctx, dst.ID(), benchStreamProto)
	if err != nil {
		return 0, err
	}
	buf := make([]byte, 1<<20)
	_, _ = mrand.NewChaCha8([32]byte{9}).Read(buf)
	start := time.Now()
	if _, err := io.Copy(st, io.LimitReader(repeatReader(buf), n)); err != nil {
		st.Reset()
		return 0, err
	}
	st.CloseWrite()
	if err := <-got; err != nil {
		return 0, err
	}
	d := time.Since(start)
	st.Close()
	return d, nil
}

type repeatReader []byte

func (r repeatReader) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		n += copy(p[n:], r)
	}
	return n, nil
}

// peakRSS returns VmHWM of this process in bytes (0 where /proc is missing).
func peakRSS() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// resetPeakRSS resets VmHWM to the current RSS (Linux >= 4.0); false where not permitted.
func resetPeakRSS() bool {
	return os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) == nil
}
