package p2p

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/connmgr"
	"github.com/libp2p/go-libp2p/core/control"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	ma "github.com/multiformats/go-multiaddr"
	"github.com/prometheus/client_golang/prometheus"
)

// Bounds of a deny list (DenyList): its file is read whole, so it is bounded before it is read.
const (
	// MaxDenyFileBytes is the largest deny file read (1 MiB: ~16,000 entries with expiries).
	MaxDenyFileBytes = 1 << 20
	// MaxDenyEntries is the most peers one deny list (static entries or file) names.
	MaxDenyEntries = 10_000
	// DenyPollInterval is how often DenyList.Run looks at the file's modification time and size.
	DenyPollInterval = time.Second
)

// ErrDenyList: a deny list entry or file is invalid. The message names the source, the line and
// the fix.
var ErrDenyList = errors.New("p2p: invalid deny list")

// DenyEntry is one denied peer. A zero Until denies it until the entry is removed.
type DenyEntry struct {
	Peer  peer.ID
	Until time.Time
}

// ParseDenyEntries parses deny list lines: each names one peer ID, optionally followed by an RFC
// 3339 time at which the ban ends by itself ("12D3KooW... 2026-11-28T08:00:00Z"). Blank lines and
// text after '#' are ignored. A peer named twice keeps the later end (no end beats any end).
// source names where the lines come from in errors ("p2p.deny_peers", a file's path); the first
// bad line is reported with its number and the fix.
func ParseDenyEntries(source string, lines []string) (map[peer.ID]time.Time, error) {
	out := make(map[peer.ID]time.Time)
	for i, line := range lines {
		if k := strings.IndexByte(line, '#'); k >= 0 {
			line = line[:k]
		}
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		bad := func(what string) error {
			return fmt.Errorf("%w: %s line %d: %s: write one peer ID per line (12D3KooW..., 16Uiu2H... or Qm...), optionally followed by an RFC 3339 end time like 2026-11-28T08:00:00Z", ErrDenyList, source, i+1, what)
		}
		if len(fields) > 2 {
			return nil, bad(fmt.Sprintf("%d fields", len(fields)))
		}
		id, err := peer.Decode(fields[0])
		if err != nil {
			return nil, bad(fmt.Sprintf("%.80q is not a peer ID (%v)", fields[0], err))
		}
		var until time.Time
		if len(fields) == 2 {
			if until, err = time.Parse(time.RFC3339, fields[1]); err != nil {
				return nil, bad(fmt.Sprintf("%.40q is not an RFC 3339 time", fields[1]))
			}
		}
		if prev, ok := out[id]; ok && (prev.IsZero() || (!until.IsZero() && until.Before(prev))) {
			until = prev
		}
		out[id] = until
		if len(out) > MaxDenyEntries {
			return nil, fmt.Errorf("%w: %s names more than %d peers: keep at most %d", ErrDenyList, source, MaxDenyEntries, MaxDenyEntries)
		}
	}
	return out, nil
}

// ReadDenyFile reads and parses a deny file (ParseDenyEntries), at most MaxDenyFileBytes. A
// missing file is an empty list.
func ReadDenyFile(path string) (map[peer.ID]time.Time, error) {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return map[peer.ID]time.Time{}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrDenyList, path, err)
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, MaxDenyFileBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrDenyList, path, err)
	}
	if len(b) > MaxDenyFileBytes {
		return nil, fmt.Errorf("%w: %s is larger than %d bytes: keep at most %d entries", ErrDenyList, path, MaxDenyFileBytes, MaxDenyEntries)
	}
	return ParseDenyEntries(path, strings.Split(string(bytes.ReplaceAll(b, []byte("\r\n"), []byte("\n"))), "\n"))
}

// FormatDenyEntries writes entries in the file format ReadDenyFile reads.
func FormatDenyEntries(entries []DenyEntry) []byte {
	var b bytes.Buffer
	for _, e := range entries {
		b.WriteString(e.Peer.String())
		if !e.Until.IsZero() {
			b.WriteByte(' ')
			b.WriteString(e.Until.UTC().Format(time.RFC3339Nano))
		}
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// DenyListConfig configures a DenyList.
type DenyListConfig struct {
	// Peers are static entries (ParseDenyEntries lines), e.g. a config file's p2p.deny_peers.
	// Default none.
	Peers []string
	// File is a deny file re-read when its modification time or size changes (Run), so an
	// operator or a script can ban and unban peers without a restart. A missing file denies
	// nobody; a bad one is refused whole (the previous list stays, DenyList logs and counts it).
	// Default "": no file.
	File string
	// Logger receives reloads and refused files. Default: discard.
	Logger *slog.Logger
	// Now is the clock the entries' end times are held against. Default time.Now.
	Now func() time.Time
}

// DenyList is a connection gater (Config.Gater) that refuses the peers an operator denies, in
// both directions: dials to them, and connections from them once the security handshake names
// them. When a peer becomes denied, the connections to it are closed (Attach). A ban with an
// end time ends by itself; removing the peer from the file ends it at the next poll.
type DenyList struct {
	cfg    DenyListConfig
	log    *slog.Logger
	static map[peer.ID]time.Time

	mu      sync.Mutex
	file    map[peer.ID]time.Time
	stat    fs.FileInfo // of the file as last read (nil: not read yet, or missing)
	network network.Network

	inForce    prometheus.GaugeFunc
	fileErrors prometheus.Counter
	refused    prometheus.Counter
}

var _ connmgr.ConnectionGater = (*DenyList)(nil)

// NewDenyList parses cfg.Peers (an error names the bad entry and the fix). It reads no file:
// Load does.
func NewDenyList(cfg DenyListConfig) (*DenyList, error) {
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	static, err := ParseDenyEntries("p2p.deny_peers", cfg.Peers)
	if err != nil {
		return nil, err
	}
	d := &DenyList{cfg: cfg, log: cfg.Logger.With("component", "p2p"), static: static, file: map[peer.ID]time.Time{}}
	d.inForce = prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Namespace: "gpumesh", Subsystem: "p2p", Name: "denied_peers",
		Help: "Peers the deny list (p2p.deny_peers and p2p.deny_peers_file) refuses now.",
	}, func() float64 { return float64(len(d.Denied())) })
	d.fileErrors = prometheus.NewCounter(prometheus.CounterOpts{
		Namespace: "gpumesh", Subsystem: "p2p", Name: "deny_file_errors_total",
		Help: "Reads of p2p.deny_peers_file refused (unreadable, too large or a bad line): the previous list stayed in force.",
	})
	d.refused = prometheus.NewCounter(prometheus.CounterOpts{
		Namespace: "gpumesh", Subsystem: "p2p", Name: "denied_connections_total",
		Help: "Connections to or from denied peers refused by the deny list.",
	})
	return d, nil
}

// Collectors returns the deny list's metrics, for the caller to register.
func (d *DenyList) Collectors() []prometheus.Collector {
	return []prometheus.Collector{d.inForce, d.fileErrors, d.refused}
}

// Load reads the file now (when one is configured). On an error the previous file entries stay
// in force; the error is counted, logged and returned. Peers newly denied lose their connections.
func (d *DenyList) Load() error {
	if d.cfg.File == "" {
		return nil
	}
	st, statErr := os.Stat(d.cfg.File)
	entries, err := ReadDenyFile(d.cfg.File)
	d.mu.Lock()
	if statErr == nil {
		d.stat = st
	} else {
		d.stat = nil
	}
	if err != nil {
		d.mu.Unlock()
		d.fileErrors.Inc()
		d.log.Warn("deny file refused; the previous deny list stays in force", "file", d.cfg.File, "err", err)
		return err
	}
	d.file = entries
	d.mu.Unlock()
	d.log.Info("deny file loaded", "file", d.cfg.File, "entries", len(entries), "denied_now", len(d.Denied()))
	d.closeDenied()
	return nil
}

// Run re-reads the file whenever its modification time, size or identity (a rename over it)
// changes, polling every DenyPollInterval, until ctx ends. Without a file it returns at once.
func (d *DenyList) Run(ctx context.Context) error {
	if d.cfg.File == "" {
		return nil
	}
	t := time.NewTicker(DenyPollInterval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
		if d.changed() {
			_ = d.Load() // logged and counted by Load
		}
	}
}

// changed reports whether the file differs from the one last read (or appeared, or went away).
func (d *DenyList) changed() bool {
	st, err := os.Stat(d.cfg.File)
	d.mu.Lock()
	defer d.mu.Unlock()
	switch {
	case err != nil:
		return d.stat != nil || len(d.file) > 0
	case d.stat == nil:
		return true
	default:
		return !os.SameFile(st, d.stat) || !st.ModTime().Equal(d.stat.ModTime()) || st.Size() != d.stat.Size()
	}
}

// Attach gives the deny list the host's network, whose connections to denied peers it closes
// now and whenever the list changes.
func (d *DenyList) Attach(n network.Network) {
	d.mu.Lock()
	d.network = n
	d.mu.Unlock()
	d.closeDenied()
}

func (d *DenyList) closeDenied() {
	d.mu.Lock()
	n := d.network
	d.mu.Unlock()
	if n == nil {
		return
	}
	for _, p := range d.Denied() {
		if n.Connectedness(p) == network.Connected || len(n.ConnsToPeer(p)) > 0 {
			if err := n.ClosePeer(p); err != nil {
				d.log.Debug("close denied peer", "peer", p, "err", err)
			}
		}
	}
}

// Denied returns the peers refused now.
func (d *DenyList) Denied() []peer.ID {
	now := d.cfg.Now()
	d.mu.Lock()
	defer d.mu.Unlock()
	seen := make(map[peer.ID]bool)
	var out []peer.ID
	for _, m := range []map[peer.ID]time.Time{d.static, d.file} {
		for p, until := range m {
			if inForce(until, now) && !seen[p] {
				seen[p] = true
				out = append(out, p)
			}
		}
	}
	return out
}

func inForce(until, now time.Time) bool { return until.IsZero() || now.Before(until) }

// IsDenied reports whether p is refused now.
func (d *DenyList) IsDenied(p peer.ID) bool {
	now := d.cfg.Now()
	d.mu.Lock()
	defer d.mu.Unlock()
	if until, ok := d.static[p]; ok && inForce(until, now) {
		return true
	}
	until, ok := d.file[p]
	return ok && inForce(until, now)
}

func (d *DenyList) allow(p peer.ID) bool {
	if d.IsDenied(p) {
		d.refused.Inc()
		return false
	}
	return true
}

// InterceptPeerDial refuses dials to a denied peer.
func (d *DenyList) InterceptPeerDial(p peer.ID) bool { return d.allow(p) }

// InterceptAddrDial refuses dials to a denied peer (each of its addresses).
func (d *DenyList) InterceptAddrDial(p peer.ID, _ ma.Multiaddr) bool { return !d.IsDenied(p) }

// InterceptAccept lets every inbound connection through to the security handshake: the peer is
// known only after it (InterceptSecured).
func (d *DenyList) InterceptAccept(network.ConnMultiaddrs) bool { return true }

// InterceptSecured refuses a connection, either way, once the handshake names a denied peer.
func (d *DenyList) InterceptSecured(_ network.Direction, p peer.ID, _ network.ConnMultiaddrs) bool {
	return d.allow(p)
}

// InterceptUpgraded allows every upgraded connection (InterceptSecured has decided).
func (d *DenyList) InterceptUpgraded(network.Conn) (bool, control.DisconnectReason) { return true, 0 }
