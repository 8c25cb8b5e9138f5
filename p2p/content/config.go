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

	// MinFreeBytes is the space the store leaves free on the file system holding DataDir: a
	// block write or pin that would leave less fails with ErrDiskFull before the disk is full
	// (pebble retries a failed memtable flush without end and a pin waits on that flush, so
	// the store must not write its index into a full disk). Default 0: twice MemTableSize plus
	// 16 MiB. Negative: no check (the kernel's ENOSPC still gives ErrDiskFull for block files).
	MinFreeBytes int64

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

	// DisableWAL turns pebble's write-ahead log off for the blockstore. Default false (the WAL
	// is kept): a durable record (a pin, a new hot entry) is then one synced WAL append, which
	// also makes every block pebble holds that was written before it durable; without the WAL
	// the same record needs a memtable flush (a new sstable, its fsyncs and the compactions it
	// feeds), which was the largest storage cost of a small result (a burst job's). Blocks of
	// 64 KiB and more are files (see fileStore) and never pass through the WAL, so keeping it
	// writes only inner nodes and small blocks twice. With the WAL off, blocks written since the
	// last memtable flush are lost on a crash; pins and hot entries are then flushed before they
	// are reported durable. Either way a pin never names a lost block, and the usage counter is
	// rebuilt by a scan after an unclean stop.
	DisableWAL bool

	// Archive bounds what Store.ReadArchive unpacks from a result archive (entries, bytes, path
	// depth and length); see ArchiveLimits for the defaults.
	Archive ArchiveLimits

	// MaxExpandedBytes caps the bytes that reading or exporting one DAG (Open, GetPath,
	// OpenDecrypted, FileKeyOf, OpenWithFileKey) may produce, counting a block once for every
	// link that reaches it. The quota counts stored blocks, so a few KiB of nodes whose links
	// all point at the same block would otherwise expand to any size. Default 64 GiB.
	MaxExpandedBytes int64

	// MaxExpandedLinks caps the links followed when reading or exporting one DAG, again counting
	// a reused block's links each time it is reached. Default 4,194,304 (4 TiB of 1 MiB leaves,
	// 1 GiB of 256-byte ones).
	MaxExpandedLinks int64

	// StallTimeout bounds the wait for the next bytes of a fast-path stream being received: a
	// peer that sends nothing for this long is cut off with ErrStalled (and a multi-source fetch
	// goes on from other peers). Default 15 s.
	StallTimeout time.Duration

	// ServeStreams caps the fast-path (CARProtocol) streams served at once to all peers. Default 32.
	ServeStreams int

	// ServeStreamsPerPeer caps the fast-path streams served at once to one peer. A stream over
	// either cap is answered with a busy status (ErrBusy at the requester). Default 4.
	ServeStreamsPerPeer int

	// ServeWriteTimeout bounds each write of a served CAR stream (at most one block plus 128 KiB
	// of buffered sections): a reader that stops reading is cut off after it. Default 20 s.
	ServeWriteTimeout time.Duration

	// HotBytes is the byte budget of the hot set (KeepHot): roots kept after their use, least
	// recently used evicted first, never one that is pinned (a job holds it). Default: a fifth
	// of QuotaBytes, or DefaultHotBytes (10 GiB) without a quota. Negative: no hot set (KeepHot
	// keeps nothing).
	HotBytes int64

	// MaxHotEntries caps the number of roots in the hot set, however small. Default 4096.
	MaxHotEntries int

	// Logger receives operational logs. Default: discard.
	Logger *slog.Logger

	// Registerer receives the package's Prometheus metrics. Default: none registered.
	Registerer prometheus.Registerer
}

// Defaults.
const (
	DefaultChunkSize           = 1 << 20
	DefaultMaxLinks            = 1024
	DefaultFetchTimeout        = 2 * time.Minute
	DefaultFastPathTimeout     = 5 * time.Second
	DefaultMemTableSize        = 32 << 20
	DefaultCacheSize           = 32 << 20
	DefaultMaxExpandedBytes    = 64 << 30
	DefaultMaxExpandedLinks    = 1 << 22
	DefaultServeStreams        = 32
	DefaultServeStreamsPerPeer = 4
	DefaultServeWriteTimeout   = 20 * time.Second
	DefaultStallTimeout        = 15 * time.Second
	DefaultHotBytes            = 10 << 30
	DefaultMaxHotEntries       = 4096
	maxChunkSize               = 2<<20 - 256
	maxBlockSize               = 2 << 20
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
	if c.MaxExpandedBytes == 0 {
		c.MaxExpandedBytes = DefaultMaxExpandedBytes
	}
	if c.MaxExpandedLinks == 0 {
		c.MaxExpandedLinks = DefaultMaxExpandedLinks
	}
	if c.ServeStreams == 0 {
		c.ServeStreams = DefaultServeStreams
	}
	if c.ServeStreamsPerPeer == 0 {
		c.ServeStreamsPerPeer = DefaultServeStreamsPerPeer
	}
	if c.ServeWriteTimeout == 0 {
		c.ServeWriteTimeout = DefaultServeWriteTimeout
	}
	if c.StallTimeout == 0 {
		c.StallTimeout = DefaultStallTimeout
	}
	if c.HotBytes == 0 {
		c.HotBytes = DefaultHotBytes
		if c.QuotaBytes > 0 {
			c.HotBytes = max(c.QuotaBytes/5, 1)
		}
	}
	if c.MaxHotEntries == 0 {
		c.MaxHotEntries = DefaultMaxHotEntries
	}
	if c.MinFreeBytes == 0 {
		c.MinFreeBytes = 2*int64(c.MemTableSize) + 16<<20
	}
	c.Archive.EnsureDefaults()
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
	case c.MaxExpandedBytes < 0 || c.MaxExpandedBytes > 1<<62:
		return fmt.Errorf("%w: MaxExpandedBytes %d: use 1..2^62 bytes (0 for the default)", ErrInvalidConfig, c.MaxExpandedBytes)
	case c.MaxExpandedLinks < 0 || c.MaxExpandedLinks > 1<<62:
		return fmt.Errorf("%w: MaxExpandedLinks %d: use 1..2^62 (0 for the default)", ErrInvalidConfig, c.MaxExpandedLinks)
	case c.ServeStreams < 0 || c.ServeStreamsPerPeer < 0:
		return fmt.Errorf("%w: ServeStreams %d / ServeStreamsPerPeer %d: use positive counts (0 for the defaults)", ErrInvalidConfig, c.ServeStreams, c.ServeStreamsPerPeer)
	case c.ServeStreamsPerPeer > c.ServeStreams:
		return fmt.Errorf("%w: ServeStreamsPerPeer %d exceeds ServeStreams %d: lower it or raise ServeStreams", ErrInvalidConfig, c.ServeStreamsPerPeer, c.ServeStreams)
	case c.StallTimeout < 0:
		return fmt.Errorf("%w: StallTimeout %s: use a positive duration (0 for the default)", ErrInvalidConfig, c.StallTimeout)
	case c.MaxHotEntries < 0 || c.MaxHotEntries > 1<<20:
		return fmt.Errorf("%w: MaxHotEntries %d: use 1..%d (0 for the default %d)", ErrInvalidConfig, c.MaxHotEntries, 1<<20, DefaultMaxHotEntries)
	case c.QuotaBytes > 0 && c.HotBytes > c.QuotaBytes:
		return fmt.Errorf("%w: HotBytes %d exceeds QuotaBytes %d: keep the hot set within the quota", ErrInvalidConfig, c.HotBytes, c.QuotaBytes)
	case c.ServeWriteTimeout < 0:
		return fmt.Errorf("%w: ServeWriteTimeout %s: use a positive duration (0 for the default)", ErrInvalidConfig, c.ServeWriteTimeout)
	}
	if err := c.Archive.Validate(); err != nil {
		return err
	}
	for _, d := range c.AllowedDirs {
		if !filepath.IsAbs(d) {
			return fmt.Errorf("%w: AllowedDirs entry %q is not absolute: use an absolute path", ErrInvalidConfig, d)
		}
	}
	return nil
}
