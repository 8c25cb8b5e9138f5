package content

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/cockroachdb/pebble/v2/bloom"
	"github.com/ipfs/boxo/bitswap"
	bsnet "github.com/ipfs/boxo/bitswap/network/bsnet"
	"github.com/ipfs/boxo/blockservice"
	"github.com/ipfs/boxo/blockstore"
	"github.com/ipfs/boxo/datastore/dshelp"
	"github.com/ipfs/boxo/ipld/merkledag"
	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	ds "github.com/ipfs/go-datastore"
	pebbleds "github.com/ipfs/go-ds-pebble"
	ipld "github.com/ipfs/go-ipld-format"
	"github.com/libp2p/go-libp2p/core/host"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/routing"
	"golang.org/x/sync/errgroup"

	"github.com/gpumesh/gpumesh/p2p/diskspace"
)

// Store is a node's content store: a pebble blockstore, bitswap client and server on the node's
// libp2p host, the /gpumesh/car/1 fast path, UnixFS import and export, pins, GC and statistics.
//
// Lifecycle: New (no side effects) -> Start (opens pebble, starts bitswap, registers the stream
// handler) -> ... -> Close (idempotent; stops bitswap, persists statistics, closes pebble).
type Store struct {
	cfg    Config
	host   host.Host
	router routing.ContentRouting
	log    *slog.Logger
	met    *metrics

	mu      sync.Mutex
	state   int // 0 new, 1 started, 2 closed
	cancel  context.CancelFunc
	handler sync.WaitGroup
	serving map[network.Stream]struct{} // fast-path streams being served; reset by Close
	// Serve slots taken, in all and by peer (Config.ServeStreams, ServeStreamsPerPeer).
	serveTotal int
	servePeers map[peer.ID]int

	ds    *pebbleds.Datastore
	bs    *quotaBlockstore
	swap  *bitswap.Bitswap
	bserv blockservice.BlockService
	dag   ipld.DAGService

	// gcMu: imports, fetches and pins hold it shared; GC holds it exclusively, so a DAG that is
	// being written is never swept before its pin is recorded.
	gcMu sync.RWMutex
	// pinMu: pinLocal holds it from its walk of the DAG to the pin's write, dropFetched from its
	// check of recent pins to its deletes, so a fetch refused by its byte limit never removes a
	// block of a pin recorded meanwhile.
	pinMu sync.Mutex
	// unflushedPins: roots whose pin record is written but not yet made durable by a flush (see
	// flush; under pinMu), each with the write's sequence number (pinSeq): a pin written by
	// PinWhileUsed, or one whose writer's flush has not finished. A Pin of such a root must
	// still flush before it reports the pin durable.
	unflushedPins map[cid.Cid]uint64
	pinSeq        uint64

	// leases: roots whose DAGs the fast path is reading without gcMu (see leaseRoot); GC keeps
	// their blocks. A lease is only taken under gcMu shared.
	leaseMu sync.Mutex
	leases  map[cid.Cid]int

	// onServed, if set (by tests, before Start), is called when a fast-path serve ends.
	onServed func(peer.ID, error)

	stats *statsTable
	hot   *hotSet // loaded at Start

	flushes flushGroup // see flush

	fetchMu sync.Mutex
	fetches map[*int]context.CancelCauseFunc
}

// New validates cfg and returns a Store that is not yet started. h carries bitswap and the fast
// path; router (may be nil) is used to provide and find providers, typically the node's DHT.
func New(cfg Config, h host.Host, router routing.ContentRouting) (*Store, error) {
	if h == nil {
		return nil, fmt.Errorf("%w: host is nil: pass the node's libp2p host", ErrInvalidConfig)
	}
	cfg.EnsureDefaults()
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	for i, d := range cfg.AllowedDirs {
		cfg.AllowedDirs[i] = filepath.Clean(d)
	}
	return &Store{
		cfg:        cfg,
		host:       h,
		router:     router,
		log:        cfg.Logger,
		met:        newMetrics(cfg.Registerer),
		stats:      newStatsTable(),
		fetches:    map[*int]context.CancelCauseFunc{},
		serving:    map[network.Stream]struct{}{},
		servePeers: map[peer.ID]int{},
		leases:     map[cid.Cid]int{},
	}, nil
}

// Start opens the blockstore and starts bitswap and the fast-path handler on the host.
// ctx bounds start-up only; the services run until Close.
func (s *Store) Start(ctx context.Context) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.state != 0 {
		return fmt.Errorf("start store: %w", ErrClosed)
	}
	if err := os.MkdirAll(s.cfg.DataDir, 0o700); err != nil {
		return fmt.Errorf("start store: create data dir %s: %w", s.cfg.DataDir, classifyWriteErr(s.cfg.DataDir, err))
	}
	popts := &pebble.Options{
		MemTableSize: s.cfg.MemTableSize,
		DisableWAL:   s.cfg.DisableWAL,
		// Blocks are large values written once: bigger L0 files and a higher L0 threshold
		// cut write amplification during bulk transfers.
		L0CompactionThreshold: 8,
		L0StopWritesThreshold: 32,
	}
	// Blocks are large (up to 1 MiB) incompressible-as-a-rule values written once. Value
	// separation keeps them in blob files that compactions do not rewrite (measured here: 256 MiB
	// imports went from ~35 to 60-110 MiB/s), and compression is off since it only costs CPU on
	// such data.
	popts.FormatMajorVersion = pebble.FormatNewest
	popts.Experimental.ValueSeparationPolicy = func() pebble.ValueSeparationPolicy {
		return pebble.ValueSeparationPolicy{Enabled: true, MinimumSize: 4 << 10, MaxBlobReferenceDepth: blobReferenceDepth,
			RewriteMinimumAge: time.Hour, TargetGarbageRatio: 0.25}
	}
	popts.ApplyCompressionSettings(func() pebble.DBCompressionSettings { return pebble.DBCompressionNone })
	// Bloom filters on every level: each block write first asks Has (quota accounting), and
	// without filters each miss reads index blocks of every overlapping L0 table.
	for i := range popts.Levels {
		popts.Levels[i].FilterPolicy = bloom.FilterPolicy(10)
	}
	d, err := pebbleds.NewDatastore(filepath.Join(s.cfg.DataDir, "blocks"),
		pebbleds.WithPebbleOpts(popts), pebbleds.WithCacheSize(s.cfg.CacheSize))
	if err != nil {
		return fmt.Errorf("start store: open blockstore in %s: %w", s.cfg.DataDir, classifyWriteErr(s.cfg.DataDir, err))
	}
	files, err := openFileStore(filepath.Join(s.cfg.DataDir, "files"), s.log)
	if err != nil {
		_ = d.Close()
		return fmt.Errorf("start store: open block files in %s: %w", s.cfg.DataDir, err)
	}
	inner := blockstore.NewBlockstore(d, blockstore.WriteThrough(true))
	qbs, err := newQuotaBlockstore(ctx, inner, d, files, s.cfg.QuotaBytes, s.onQuota)
	if err != nil {
		_ = d.Close()
		return fmt.Errorf("start store: %w", err)
	}
	qbs.db = d.DB
	qbs.dir, qbs.minFree = s.cfg.DataDir, s.cfg.MinFreeBytes
	if err := s.stats.load(ctx, d); err != nil {
		s.log.Warn("content stats not restored", "err", err)
	}
	s.ds = d
	if err := s.loadHot(ctx); err != nil {
		_ = d.Close()
		return fmt.Errorf("start store: %w", err)
	}
	runCtx, cancel := context.WithCancel(context.Background())
	var disc routing.ContentDiscovery
	if s.router != nil {
		disc = s.router
	}
	swap := bitswap.New(runCtx, bsnet.NewFromIpfsHost(s.host), disc, qbs,
		bitswap.WithTracer(s.stats.tracer(s.isPinnedRoot)),
		bitswap.ProviderSearchDelay(0))
	s.ds, s.bs, s.swap, s.cancel = d, qbs, swap, cancel
	s.bserv = blockservice.New(qbs, swap)
	s.dag = merkledag.NewDAGService(s.bserv)
	s.host.SetStreamHandler(CARProtocol, s.handleCAR)
	s.state = 1
	s.log.Debug("content store started", "data_dir", s.cfg.DataDir, "used_bytes", qbs.Used(), "quota_bytes", s.cfg.QuotaBytes)
	return nil
}

// Close stops the services and closes the blockstore. It is idempotent.
func (s *Store) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.state != 1 {
		s.state = 2
		return nil
	}
	s.state = 2
	s.host.RemoveStreamHandler(CARProtocol)
	for st := range s.serving {
		_ = st.Reset()
	}
	s.mu.Unlock()
	s.handler.Wait() // handlers check state under mu before Add, so none starts after this
	s.mu.Lock()
	s.cancel()
	errs := []error{s.swap.Close(), s.bserv.Close()}
	s.gcMu.Lock()
	defer s.gcMu.Unlock()
	s.bs.shutdown()
	errs = append(errs, s.stats.save(context.Background(), s.ds), s.bs.saveUsed(context.Background()), s.ds.Close())
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("close store: %w", err)
	}
	return nil
}

func (s *Store) running() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.state != 1 {
		return ErrClosed
	}
	return nil
}

// Used returns the bytes held in the blockstore, as counted against the quota.
func (s *Store) Used() int64 { return s.bs.Used() }

// Has reports whether the block c is in the local blockstore.
func (s *Store) Has(ctx context.Context, c cid.Cid) (bool, error) {
	if err := s.running(); err != nil {
		return false, err
	}
	return s.bs.Has(ctx, c)
}

// onQuota cancels running fetches when a write is refused for the quota or a full disk: bitswap
// cannot return a Put error to the session, so a fetch blocked on a rejected block would
// otherwise wait for its timeout.
func (s *Store) onQuota(err error) {
	s.fetchMu.Lock()
	defer s.fetchMu.Unlock()
	for _, cancel := range s.fetches {
		cancel(err)
	}
}

func (s *Store) trackFetch(ctx context.Context) (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(ctx)
	tok := new(int)
	s.fetchMu.Lock()
	s.fetches[tok] = cancel
	s.fetchMu.Unlock()
	return ctx, func() {
		s.fetchMu.Lock()
		delete(s.fetches, tok)
		s.fetchMu.Unlock()
		cancel(nil)
	}
}

// classifyWriteErr maps ENOSPC from a write under dir to ErrDiskFull, naming dir.
func classifyWriteErr(dir string, err error) error {
	if errors.Is(err, syscall.ENOSPC) {
		return fmt.Errorf("%w: no space left on the file system holding %s: free space there (unpin content and run gc, or remove other files) or set a quota below its size: %w",
			ErrDiskFull, dir, err)
	}
	return err
}

// quotaBlockstore counts the bytes stored and refuses writes beyond the quota. It checks Has
// before counting so re-written blocks are not counted twice (the inner store is write-through).
type quotaBlockstore struct {
	blockstore.Blockstore
	// closeMu: every call holds it shared; shutdown takes it exclusively and sets closed, so
	// bitswap goroutines that outlive Close get ErrClosed instead of a closed pebble DB.
	closeMu sync.RWMutex
	closed  bool
	d       ds.Datastore
	db      *pebble.DB // direct writes; nil falls back to the inner blockstore
	files   *fileStore // large raw blocks (see fileStore)
	quota   int64
	used    atomic.Int64
	onQuota func(error) // told of every quota or disk-full refusal (Store.onQuota)
	mu      sync.Mutex  // serializes the check-and-reserve of Put/PutMany
	// dir is the store's data directory; writes that would leave less than minFree bytes free on
	// its file system are refused with ErrDiskFull (minFree < 0: no check).
	dir     string
	minFree int64
}

var usedKey = ds.NewKey("/gpumesh/content/used")

func newQuotaBlockstore(ctx context.Context, inner blockstore.Blockstore, d ds.Datastore, files *fileStore, quota int64, onQuota func(error)) (*quotaBlockstore, error) {
	q := &quotaBlockstore{Blockstore: inner, d: d, files: files, quota: quota, onQuota: onQuota}
	// The counter (of pebble's bytes; the block files are counted as they are listed at start)
	// is saved on a clean Close and deleted on open, so a crash forces a rescan.
	if v, err := d.Get(ctx, usedKey); err == nil && len(v) == 8 {
		q.used.Store(int64(beUint64(v)) + files.used())
		if err := d.Delete(ctx, usedKey); err != nil {
			return nil, fmt.Errorf("reset usage counter: %w", err)
		}
		return q, nil
	}
	n, err := scanUsed(ctx, d)
	if err != nil {
		return nil, fmt.Errorf("scan blockstore usage: %w", err)
	}
	q.used.Store(n + files.used())
	return q, nil
}

func (q *quotaBlockstore) enter() error {
	q.closeMu.RLock()
	if q.closed {
		q.closeMu.RUnlock()
		return ErrClosed
	}
	return nil
}

func (q *quotaBlockstore) leave() { q.closeMu.RUnlock() }

// shutdown waits for calls in progress and refuses new ones.
func (q *quotaBlockstore) shutdown() {
	q.closeMu.Lock()
	q.closed = true
	q.closeMu.Unlock()
}

func (q *quotaBlockstore) Has(ctx context.Context, c cid.Cid) (bool, error) {
	if err := q.enter(); err != nil {
		return false, err
	}
	defer q.leave()
	return q.has(ctx, c)
}

// has is Has without the close check.
func (q *quotaBlockstore) has(ctx context.Context, c cid.Cid) (bool, error) {
	if q.files.has(keyOfCID(c)) {
		return true, nil
	}
	return q.Blockstore.Has(ctx, c)
}

func (q *quotaBlockstore) Get(ctx context.Context, c cid.Cid) (blocks.Block, error) {
	if err := q.enter(); err != nil {
		return nil, err
	}
	defer q.leave()
	if isIdentity(c) || !q.files.has(keyOfCID(c)) {
		return q.Blockstore.Get(ctx, c)
	}
	data, err := q.files.read(keyOfCID(c), nil)
	if errors.Is(err, fs.ErrNotExist) { // removed since the look-up
		return nil, ipld.ErrNotFound{Cid: c}
	}
	if err != nil {
		return nil, err
	}
	return blocks.NewBlockWithCid(data, c)
}

func (q *quotaBlockstore) GetSize(ctx context.Context, c cid.Cid) (int, error) {
	if err := q.enter(); err != nil {
		return 0, err
	}
	defer q.leave()
	if n, ok := q.files.size(keyOfCID(c)); ok {
		return n, nil
	}
	return q.Blockstore.GetSize(ctx, c)
}

// AllKeysChan lists the blocks in pebble and in files (as raw CIDs, like the boxo blockstore).
func (q *quotaBlockstore) AllKeysChan(ctx context.Context) (<-chan cid.Cid, error) {
	if err := q.enter(); err != nil {
		return nil, err
	}
	defer q.leave()
	inner, err := q.Blockstore.AllKeysChan(ctx)
	if err != nil {
		return nil, err
	}
	keys := q.files.keys()
	out := make(chan cid.Cid)
	go func() {
		defer close(out)
		for c := range inner {
			select {
			case out <- c:
			case <-ctx.Done():
				return
			}
		}
		for _, k := range keys {
			h, err := dshelp.DsKeyToMultihash(ds.NewKey(k))
			if err != nil {
				continue
			}
			select {
			case out <- cid.NewCidV1(cid.Raw, h):
			case <-ctx.Done():
				return
			}
		}
	}()
	return out, nil
}

// Sync makes every block stored so far durable (see fileStore); pins are recorded after it.
func (q *quotaBlockstore) Sync(ctx context.Context) error {
	if err := q.enter(); err != nil {
		return err
	}
	defer q.leave()
	return q.files.Sync(ctx)
}

func (q *quotaBlockstore) saveUsed(ctx context.Context) error {
	return q.d.Put(ctx, usedKey, putUint64(uint64(q.used.Load()-q.files.used())))
}

func (q *quotaBlockstore) Used() int64 { return q.used.Load() }

func (q *quotaBlockstore) reserve(ctx context.Context, bs []blocks.Block) ([]blocks.Block, int64, error) {
	fresh := bs[:0:0]
	var add int64
	for _, b := range bs {
		has, err := q.has(ctx, b.Cid())
		if err != nil {
			return nil, 0, err
		}
		if !has {
			fresh = append(fresh, b)
			add += int64(len(b.RawData()))
		}
	}
	if q.quota > 0 && q.used.Load()+add > q.quota {
		err := fmt.Errorf("%w: storing %d more bytes would use %d of %d bytes: unpin and run gc, or raise the quota",
			ErrQuotaExceeded, add, q.used.Load()+add, q.quota)
		if q.onQuota != nil {
			q.onQuota(err)
		}
		return nil, 0, err
	}
	q.used.Add(add)
	return fresh, add, nil
}

func (q *quotaBlockstore) Put(ctx context.Context, b blocks.Block) error {
	return q.PutMany(ctx, []blocks.Block{b})
}

func (q *quotaBlockstore) PutMany(ctx context.Context, bs []blocks.Block) error {
	if err := q.enter(); err != nil {
		return err
	}
	defer q.leave()
	q.mu.Lock()
	fresh, add, err := q.reserve(ctx, bs)
	q.mu.Unlock()
	if err != nil || len(fresh) == 0 {
		return err
	}
	if err := q.roomFor(add); err != nil {
		q.used.Add(-add)
		q.refused(err)
		return err
	}
	if err := q.write(fresh, add); err != nil {
		// Block files are written one by one: those that landed before the failure are stored
		// (complete and verified by the caller) and stay counted.
		for _, b := range fresh {
			// (write puts the files first; the pebble batch of the rest is all or nothing.)
			if !isFileBlock(b.Cid(), len(b.RawData())) || !q.files.has(keyOfCID(b.Cid())) {
				q.used.Add(-int64(len(b.RawData())))
			}
		}
		err = fmt.Errorf("write blocks: %w", classifyWriteErr(q.dir, err))
		if errors.Is(err, ErrDiskFull) {
			q.refused(err)
		}
		return err
	}
	return nil
}

// roomFor refuses a write of n bytes that would leave less than minFree bytes free on the
// file system holding the store (see Config.MinFreeBytes).
func (q *quotaBlockstore) roomFor(n int64) error {
	if q.minFree < 0 || q.dir == "" {
		return nil
	}
	free, err := diskspace.Free(q.dir)
	if err != nil {
		return nil // the write itself will tell
	}
	if free-n < q.minFree {
		return fmt.Errorf("%w: storing %d more bytes would leave %d of the %d bytes free on the file system holding %s that the store keeps free (MinFreeBytes): free space there (unpin content and run gc, or remove other files) or set a quota below its size",
			ErrDiskFull, n, max(free-n, 0), q.minFree, q.dir)
	}
	return nil
}

func (q *quotaBlockstore) refused(err error) {
	if q.onQuota != nil {
		q.onQuota(err)
	}
}

// write stores large raw blocks as files (see fileStore, putFiles) and the rest with one
// pre-sized pebble batch (the datastore's batch grows by doubling, copying every block several
// times). Keys are the boxo blockstore's.
func (q *quotaBlockstore) write(bs []blocks.Block, dataBytes int64) error {
	small, large := bs[:0:0], bs[:0:0]
	for _, blk := range bs {
		if isFileBlock(blk.Cid(), len(blk.RawData())) {
			large = append(large, blk)
			dataBytes -= int64(len(blk.RawData()))
			continue
		}
		small = append(small, blk)
	}
	if err := q.putFiles(large); err != nil {
		return err
	}
	if len(small) == 0 {
		return nil
	}
	if q.db == nil {
		return q.Blockstore.PutMany(context.Background(), small)
	}
	b := q.db.NewBatchWithSize(int(dataBytes) + len(small)*96)
	defer b.Close()
	for _, blk := range small {
		if err := b.Set(blockKey(blk.Cid()), blk.RawData(), nil); err != nil {
			return err
		}
	}
	return b.Commit(pebble.NoSync)
}

// fileWriters block files are written at once by one PutMany: a direct write waits on the
// device (see fileStore.writeFile), and more than one in flight keeps it busy. Writing 1024
// 1 MiB files with direct I/O, three interleaved rounds here: one writer 0.8-2.4 s, two
// 0.6-1.7 s (best in every round), four 1.3-1.8 s.
const fileWriters = 2

// putFiles writes bs as block files, fileWriters at a time.
func (q *quotaBlockstore) putFiles(bs []blocks.Block) error {
	if len(bs) == 1 {
		return q.files.put(keyOfCID(bs[0].Cid()), bs[0].RawData())
	}
	var g errgroup.Group
	g.SetLimit(fileWriters)
	for _, blk := range bs {
		g.Go(func() error { return q.files.put(keyOfCID(blk.Cid()), blk.RawData()) })
	}
	return g.Wait()
}

func (q *quotaBlockstore) DeleteBlock(ctx context.Context, c cid.Cid) error {
	if err := q.enter(); err != nil {
		return err
	}
	defer q.leave()
	if n, err := q.files.remove(keyOfCID(c)); err != nil {
		return err
	} else if n > 0 {
		q.used.Add(-n)
	}
	n, err := q.Blockstore.GetSize(ctx, c)
	if errors.Is(err, ipld.ErrNotFound{Cid: c}) || ipld.IsNotFound(err) {
		return nil
	}
	if err != nil {
		return err
	}
	if err := q.Blockstore.DeleteBlock(ctx, c); err != nil {
		return err
	}
	q.used.Add(-int64(n))
	return nil
}

func beUint64(b []byte) uint64 {
	var v uint64
	for _, x := range b[:8] {
		v = v<<8 | uint64(x)
	}
	return v
}

func putUint64(v uint64) []byte {
	b := make([]byte, 8)
	for i := 7; i >= 0; i-- {
		b[i] = byte(v)
		v >>= 8
	}
	return b
}

// blobReferenceDepth is how many overlapping blob files one sstable may reference before a
// compaction rewrites the values into new blob files. Block keys are random hashes, so every
// L0->Lbase compaction merges tables referencing distinct blob files; with pebble's usual 10 a
// bulk transfer's values were rewritten once more after ~10 flushes (1 GiB fast path: 0.57 of
// 6 CPU-s in blob rewrites). Blocks are read by point lookups only, where blob-file locality
// does not matter, so values stay where the flush wrote them for up to 128 flushes (~4 GiB with
// 32 MiB memtables); garbage from GC is still reclaimed by the blob rewrite policy.
const blobReferenceDepth = 128
