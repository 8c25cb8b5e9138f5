package content

import (
	"fmt"
	"log/slog"
	"path/filepath"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// Config configures a Store. The zero value of every field but DataDir means "use the default";
// call EnsureDefaults then Validate (New does both).
type Config struct {
	// DataDir is the directory of the pebble blockstore (created if missing). Required.
	DataDir string

	// ChunkSize is the UnixFS chunk size in bytes for imports. Default 1 MiB (the IPIP-499
	// "unixfs-v1-2025" profile); at most 2 MiB minus 256 bytes (the bitswap block limit).
	ChunkSize int

	// MaxLinks is the maximum number of links per intermediate UnixFS node. Default 1024.
	MaxLinks int

	// QuotaBytes caps the bytes held in the blockstore (pinned and cached). 0 means no quota.
	QuotaBytes int64

	// AllowedDirs restricts the local paths that AddPath reads and GetPath writes. Empty means
	// any path is allowed (the CLI's choice); a provider daemon should set its work directory.
	AllowedDirs []string

	// FetchTimeout bounds a Fetch when the caller's context has no earlier deadline. Default 2 min.
	FetchTimeout time.Duration

	// FastPathTimeout bounds the wait for a fast-path peer's first byte. Default 5 s.
	FastPathTimeout time.Duration

	// MemTableSize is pebble's memtable size. Default 32 MiB. STACK.md measured bitswap into
	// pebble at 33-99 MiB/s with pebble's 4 MiB default and 113-155 MiB/s with 64 MiB; with value
	// separation on (see Start) 16-64 MiB all import at ~95-130 MiB/s here, and each MiB of
	// memtable costs about 2 MiB of RSS, so 32 MiB is the compromise.
	MemTableSize uint64

	// CacheSize is pebble's block cache size. Default 32 MiB.
	CacheSize int64

	// KeepWAL keeps pebble's write-ahead log for the blockstore. Default false: block data is
	// written once (memtable -> blob files) instead of twice, which doubled import and transfer
	// rates here. Without the WAL, blocks written since the last memtable flush are lost on a
	// crash; pins and GC state are only written after an explicit flush, so a pin never names a
	// lost block, and the usage counter is rebuilt by a scan after an unclean stop.
	KeepWAL bool

	// Logger receives operational logs. Default: discard.
	Logger *slog.Logger

	// Registerer receives the package's Prometheus metrics. Default: none registered.
	Registerer prometheus.Registerer
}

// Defaults.
const (
	DefaultChunkSize       = 1 << 20
	DefaultMaxLinks        = 1024
	DefaultFetchTimeout    = 2 * time.Minute
	DefaultFastPathTimeout = 5 * time.Second
	DefaultMemTableSize    = 32 << 20
	DefaultCacheSize       = 32 << 20
	maxChunkSize           = 2<<20 - 256
	maxBlockSize           = 2 << 20
)

// EnsureDefaults fills zero fields with their defaults.
func (c *Config) EnsureDefaults() {
	if c.ChunkSize == 0 {
		c.ChunkSize = DefaultChunkSize
	}
	if c.MaxLinks == 0 {
		c.MaxLinks = DefaultMaxLinks
	}
	if c.FetchTimeout == 0 {
		c.FetchTimeout = DefaultFetchTimeout
	}
	if c.FastPathTimeout == 0 {
		c.FastPathTimeout = DefaultFastPathTimeout
	}
	if c.MemTableSize == 0 {
		c.MemTableSize = DefaultMemTableSize
	}
	if c.CacheSize == 0 {
		c.CacheSize = DefaultCacheSize
	}
	if c.Logger == nil {
		c.Logger = slog.New(slog.DiscardHandler)
	}
}

// Validate reports the first field that is out of range, naming the field and the fix.
func (c *Config) Validate() error {
	switch {
	case c.DataDir == "":
		return fmt.Errorf("%w: DataDir is empty: set it to the node's blockstore directory", ErrInvalidConfig)
	case c.ChunkSize < 1024 || c.ChunkSize > maxChunkSize:
		return fmt.Errorf("%w: ChunkSize %d: use 1024..%d bytes", ErrInvalidConfig, c.ChunkSize, maxChunkSize)
	case c.MaxLinks < 2 || c.MaxLinks > 8192:
		return fmt.Errorf("%w: MaxLinks %d: use 2..8192", ErrInvalidConfig, c.MaxLinks)
	case c.QuotaBytes < 0:
		return fmt.Errorf("%w: QuotaBytes %d: use 0 (no quota) or a positive byte count", ErrInvalidConfig, c.QuotaBytes)
	case c.FetchTimeout < 0 || c.FastPathTimeout < 0:
		return fmt.Errorf("%w: timeouts must not be negative", ErrInvalidConfig)
	case c.MemTableSize < 1<<20 || c.MemTableSize > 1<<30:
		return fmt.Errorf("%w: MemTableSize %d: use 1 MiB..1 GiB", ErrInvalidConfig, c.MemTableSize)
	}
	for _, d := range c.AllowedDirs {
		if !filepath.IsAbs(d) {
			return fmt.Errorf("%w: AllowedDirs entry %q is not absolute: use an absolute path", ErrInvalidConfig, d)
		}
	}
	return nil
}
