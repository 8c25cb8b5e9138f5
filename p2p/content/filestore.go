package content

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/ipfs/boxo/datastore/dshelp"
	"github.com/ipfs/go-cid"
	ds "github.com/ipfs/go-datastore"
	mh "github.com/multiformats/go-multihash"
)

// fileBlockMin is the smallest raw block kept as a file instead of a pebble value. UnixFS leaves
// (1 MiB by default) go to files; inner nodes and small leaves stay in pebble.
const fileBlockMin = 64 << 10

// fileStore keeps large raw blocks as one file each beside the pebble index, under
//
//	<dir>/tmp/        files being written (removed at start)
//	<dir>/new/<key>   complete blocks not yet known durable (written, renamed, not fsynced)
//	<dir>/<xx>/<key>  durable blocks (fsynced, then renamed out of new/, directory fsynced)
//
// where <key> is the block's multihash as the boxo blockstore names it (base32) and <xx> its
// next-to-last two characters. The crash-safety rules:
//
//  1. A block is written to tmp/ and renamed into new/ only once complete, so a name in new/ or
//     in a shard never holds a partial write of this process (kill -9 leaves at most a tmp file).
//  2. fsync is batched, not per block (one fsync per 1 MiB block bounded the write path at the
//     disk's sync rate, ~113 MB/s on the build machine, as pebble's own flushes did): Sync fsyncs
//     every file in new/, renames it into its shard and fsyncs the directories. Pins are recorded
//     only after a Sync (Store.pinLocal), so a pin never names a block that a power loss can take.
//  3. At start, tmp/ is emptied and every file in new/ is hashed against its name: a block cut
//     short by a power loss is deleted (it was unpinned, and is fetched again when needed).
//
// The set of stored blocks and their sizes is held in memory (loaded by listing the directories
// at start), so Has and GetSize need no system call.
type fileStore struct {
	dir string
	log *slog.Logger

	mu      sync.RWMutex
	sizes   map[string]int32 // key -> size, every block in new/ or a shard
	pending map[string]bool  // keys in new/
	bytes   int64            // sum of sizes

	syncMu sync.Mutex // one Sync at a time

	tmpSeq   atomic.Uint64 // names of tmp files (tmp/ is emptied at start)
	noDirect atomic.Bool   // the file system refused direct I/O (see writeFile)

	// beforeRename, if set (tests only), is called after a block's bytes are written to its tmp
	// file and before the rename; the crash test stops the process there.
	beforeRename func(key string)
}

func fileKeyOf(h mh.Multihash) string { return dshelp.MultihashToDsKey(h).String()[1:] }

func shardOf(key string) string {
	if len(key) < 3 {
		return "__"
	}
	return key[len(key)-3 : len(key)-1]
}

func (f *fileStore) finalPath(key string) string { return filepath.Join(f.dir, shardOf(key), key) }
func (f *fileStore) newPath(key string) string   { return filepath.Join(f.dir, "new", key) }

// openFileStore creates the layout, empties tmp/, verifies new/ and loads the index.
func openFileStore(dir string, log *slog.Logger) (*fileStore, error) {
	f := &fileStore{dir: dir, log: log, sizes: map[string]int32{}, pending: map[string]bool{}}
	for _, d := range []string{"tmp", "new"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o700); err != nil {
			return nil, fmt.Errorf("create %s: %w", d, classifyWriteErr(dir, err))
		}
	}
	if err := os.RemoveAll(filepath.Join(dir, "tmp")); err != nil {
		return nil, fmt.Errorf("clear tmp: %w", err)
	}
	if err := os.Mkdir(filepath.Join(dir, "tmp"), 0o700); err != nil {
		return nil, fmt.Errorf("create tmp: %w", classifyWriteErr(dir, err))
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("list %s: %w", dir, err)
	}
	for _, e := range ents {
		if !e.IsDir() || e.Name() == "tmp" {
			continue
		}
		isNew := e.Name() == "new"
		if err := f.loadDir(filepath.Join(dir, e.Name()), isNew); err != nil {
			return nil, err
		}
	}
	return f, nil
}

func (f *fileStore) loadDir(d string, isNew bool) error {
	ents, err := os.ReadDir(d)
	if err != nil {
		return fmt.Errorf("list %s: %w", d, err)
	}
	for _, e := range ents {
		key := e.Name()
		p := filepath.Join(d, key)
		h, err := dshelp.DsKeyToMultihash(ds.NewKey(key))
		if err != nil || !e.Type().IsRegular() || (!isNew && shardOf(key) != filepath.Base(d)) {
			f.log.Warn("content: foreign file in the block directory left alone", "path", p)
			continue
		}
		if isNew {
			// Written but never synced: after a power loss it may be cut short or empty.
			if err := verifyFile(p, h); err != nil {
				f.log.Warn("content: unsynced block dropped at start", "path", p, "err", err)
				if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
					return fmt.Errorf("remove %s: %w", p, err)
				}
				continue
			}
			f.pending[key] = true
		}
		info, err := e.Info()
		if err != nil {
			return fmt.Errorf("stat %s: %w", p, err)
		}
		if info.Size() > maxBlockSize {
			f.log.Warn("content: oversized file in the block directory left alone", "path", p)
			continue
		}
		f.sizes[key] = int32(info.Size())
		f.bytes += info.Size()
	}
	return nil
}

// verifyFile hashes the file at p against h.
func verifyFile(p string, h mh.Multihash) error {
	data, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	return verifyBytes(data, h)
}

func verifyBytes(data []byte, h mh.Multihash) error {
	dm, err := mh.Decode(h)
	if err != nil {
		return fmt.Errorf("%w: multihash: %w", ErrCorruptBlock, err)
	}
	if dm.Code == mh.SHA2_256 && dm.Length == sha256.Size {
		if sum := sha256.Sum256(data); !bytes.Equal(sum[:], dm.Digest) {
			return fmt.Errorf("%w: bytes hash to sha2-256 %x", ErrCorruptBlock, sum)
		}
		return nil
	}
	sum, err := mh.Sum(data, dm.Code, dm.Length)
	if err != nil {
		return fmt.Errorf("%w: hash: %w", ErrUnsupported, err)
	}
	if !bytes.Equal(sum, h) {
		return fmt.Errorf("%w: bytes hash to %s", ErrCorruptBlock, sum)
	}
	return nil
}

func (f *fileStore) has(key string) bool {
	f.mu.RLock()
	defer f.mu.RUnlock()
	_, ok := f.sizes[key]
	return ok
}

func (f *fileStore) size(key string) (int, bool) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	n, ok := f.sizes[key]
	return int(n), ok
}

func (f *fileStore) used() int64 {
	f.mu.RLock()
	defer f.mu.RUnlock()
	return f.bytes
}

// keys returns every stored key.
func (f *fileStore) keys() []string {
	f.mu.RLock()
	defer f.mu.RUnlock()
	out := make([]string, 0, len(f.sizes))
	for k := range f.sizes {
		out = append(out, k)
	}
	return out
}

// open opens the block's file wherever it is (new/ or its shard); the lock keeps Sync from
// moving it between the look-up and the open.
func (f *fileStore) open(key string) (*os.File, int, error) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	n, ok := f.sizes[key]
	if !ok {
		return nil, 0, fs.ErrNotExist
	}
	p := f.finalPath(key)
	if f.pending[key] {
		p = f.newPath(key)
	}
	fh, err := os.Open(p)
	if err != nil {
		return nil, 0, err
	}
	return fh, int(n), nil
}

// read returns the block's bytes, read into buf when it is large enough.
func (f *fileStore) read(key string, buf []byte) ([]byte, error) {
	fh, n, err := f.open(key)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	if cap(buf) < n {
		buf = alignedBytes(n)
	}
	buf = buf[:n]
	if err := readWhole(fh, buf); err != nil {
		return nil, fmt.Errorf("read block file %s: %w", key, err)
	}
	return buf, nil
}

// put writes one block: tmp file, then rename into new/, then the index (rule 1).
func (f *fileStore) put(key string, data []byte) error {
	if f.has(key) {
		return nil
	}
	tmp := filepath.Join(f.dir, "tmp", key+"."+strconv.FormatUint(f.tmpSeq.Add(1), 10))
	err := f.writeFile(tmp, data)
	if err == nil && f.beforeRename != nil {
		f.beforeRename(key)
	}
	if err == nil {
		err = os.Rename(tmp, f.newPath(key))
	}
	if err != nil {
		_ = os.Remove(tmp)
		return err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if _, ok := f.sizes[key]; !ok {
		f.sizes[key] = int32(len(data))
		f.bytes += int64(len(data))
	}
	f.pending[key] = true
	return nil
}

// writeFile creates the file p holding data. Aligned data (every full-size leaf the fast path
// receives, see readSections) is written with direct I/O: a block is written once and read
// later, and copying it into the page cache cost 1.5-2 CPU-s/GiB here against ~0.3 direct, with
// a wall time bounded by that CPU (1024 1 MiB files: 1.8-3.2 s buffered, 0.6-1.7 s direct with
// two writers, interleaved on the shared build machine). Direct I/O does not make the block
// durable (no cache flush, no metadata): rule 2's Sync still fsyncs it. A file system that
// refuses direct I/O is written through the page cache from then on.
func (f *fileStore) writeFile(p string, data []byte) error {
	if directIOFlag != 0 && !f.noDirect.Load() && dioAligned(data) {
		err := createFile(p, data, directIOFlag)
		if err == nil || !isDirectIOUnsupported(err) {
			return err
		}
		_ = os.Remove(p)
		if !f.noDirect.Swap(true) {
			f.log.Info("content: the file system refuses direct I/O; block files go through the page cache",
				"dir", f.dir, "err", err)
		}
	}
	return createFile(p, data, 0)
}

// createFile creates p (which must not exist) with the open flags flag added and writes data.
func createFile(p string, data []byte, flag int) error {
	fh, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL|flag, 0o600)
	if err != nil {
		return err
	}
	_, err = fh.Write(data)
	if cerr := fh.Close(); err == nil {
		err = cerr
	}
	return err
}

// remove deletes a block; a missing one is no error. It returns the bytes freed.
func (f *fileStore) remove(key string) (int64, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	n, ok := f.sizes[key]
	if !ok {
		return 0, nil
	}
	p := f.finalPath(key)
	if f.pending[key] {
		p = f.newPath(key)
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return 0, err
	}
	delete(f.sizes, key)
	delete(f.pending, key)
	f.bytes -= int64(n)
	return int64(n), nil
}

// Sync makes every block written so far durable (rule 2): fsync each file in new/, rename it
// into its shard, fsync the shard directories and new/.
func (f *fileStore) Sync(ctx context.Context) error {
	f.syncMu.Lock()
	defer f.syncMu.Unlock()
	f.mu.RLock()
	keys := make([]string, 0, len(f.pending))
	for k := range f.pending {
		keys = append(keys, k)
	}
	f.mu.RUnlock()
	if len(keys) == 0 {
		return nil
	}
	for _, k := range keys {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := syncFile(f.newPath(k)); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("sync block %s: %w", k, classifyWriteErr(f.dir, err))
		}
	}
	shards := map[string]bool{}
	for _, k := range keys {
		sh := filepath.Join(f.dir, shardOf(k))
		if !shards[sh] {
			if err := os.MkdirAll(sh, 0o700); err != nil {
				return fmt.Errorf("create %s: %w", sh, classifyWriteErr(f.dir, err))
			}
			shards[sh] = true
		}
		f.mu.Lock()
		if !f.pending[k] { // removed meanwhile
			f.mu.Unlock()
			continue
		}
		err := os.Rename(f.newPath(k), f.finalPath(k))
		if err == nil {
			delete(f.pending, k)
		}
		f.mu.Unlock()
		if err != nil {
			return fmt.Errorf("move block %s: %w", k, err)
		}
	}
	shards[filepath.Join(f.dir, "new")] = true
	for d := range shards {
		if err := syncFile(d); err != nil {
			return fmt.Errorf("sync %s: %w", d, err)
		}
	}
	return nil
}

func (f *fileStore) pendingCount() int {
	f.mu.RLock()
	defer f.mu.RUnlock()
	return len(f.pending)
}

func syncFile(p string) error {
	fh, err := os.Open(p)
	if err != nil {
		return err
	}
	err = fh.Sync()
	if cerr := fh.Close(); err == nil {
		err = cerr
	}
	return err
}

// isFileBlock reports whether c with n bytes is kept as a file.
// Multihashes longer than maxFileHashLen bytes stay in pebble: their base32 names would near
// the file system's 255-byte name limit.
func isFileBlock(c cid.Cid, n int) bool {
	return c.Type() == cid.Raw && n >= fileBlockMin && !isIdentity(c) && len(c.Hash()) <= maxFileHashLen
}

const maxFileHashLen = 128

// keyOfCID is the file name of c's block.
func keyOfCID(c cid.Cid) string { return fileKeyOf(c.Hash()) }
