package content

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/ipfs/boxo/blockstore"
	"github.com/ipfs/boxo/datastore/dshelp"
	"github.com/ipfs/boxo/ipld/merkledag"
	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	car "github.com/ipld/go-car/v2"
	"github.com/libp2p/go-libp2p/core/network"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	mh "github.com/multiformats/go-multihash"
)

// CARProtocol is the fast verified transfer between gpumesh nodes. The requester sends
//
//	version byte (1) | uvarint length | root CID bytes
//
// and closes its write side. The server answers one status byte (carOK, carNotFound, or carBusy
// when the peer or the server has no free serve slot: see Config.ServeStreams); after
// carOK follows a CARv1 stream whose only root is the requested CID and whose blocks are the
// DAG in depth-first order. The receiver checks every block against its CID and accepts only
// blocks linked from blocks it already accepted, so the stream is verified against the root as
// it is written into the blockstore. Bitswap stays on the same host for IPFS interop.
const CARProtocol = protocol.ID("/gpumesh/car/1")

const (
	carRequestVersion = 1
	carOK             = 0
	carNotFound       = 1
	carBusy           = 2
	maxCIDLen         = 128
	requestTimeout    = 10 * time.Second
)

// encodeCARRequest returns the request frame for root.
func encodeCARRequest(root cid.Cid) []byte {
	b := root.Bytes()
	out := []byte{carRequestVersion}
	out = binary.AppendUvarint(out, uint64(len(b)))
	return append(out, b...)
}

// decodeCARRequest reads one request frame from untrusted input.
func decodeCARRequest(r io.ByteReader) (cid.Cid, error) {
	v, err := r.ReadByte()
	if err != nil {
		return cid.Undef, fmt.Errorf("%w: read request: %w", ErrBadStream, err)
	}
	if v != carRequestVersion {
		return cid.Undef, fmt.Errorf("%w: request version %d, want %d", ErrBadStream, v, carRequestVersion)
	}
	n, err := binary.ReadUvarint(r)
	if err != nil {
		return cid.Undef, fmt.Errorf("%w: read request length: %w", ErrBadStream, err)
	}
	if n == 0 || n > maxCIDLen {
		return cid.Undef, fmt.Errorf("%w: request CID length %d out of range 1..%d", ErrBadStream, n, maxCIDLen)
	}
	b := make([]byte, n)
	for i := range b {
		if b[i], err = r.ReadByte(); err != nil {
			return cid.Undef, fmt.Errorf("%w: read request CID: %w", ErrBadStream, err)
		}
	}
	c, err := cid.Cast(b)
	if err != nil {
		return cid.Undef, fmt.Errorf("%w: request CID: %w", ErrBadStream, err)
	}
	return c, nil
}

// carHeader encodes the dag-cbor CARv1 header {"roots": [root], "version": 1}.
func carHeader(root cid.Cid) []byte {
	cb := append([]byte{0}, root.Bytes()...) // tag 42 content: multibase identity prefix + CID
	h := []byte{0xa2, 0x65, 'r', 'o', 'o', 't', 's', 0x81, 0xd8, 0x2a}
	if len(cb) < 24 {
		h = append(h, 0x40|byte(len(cb)))
	} else {
		h = append(h, 0x58, byte(len(cb)))
	}
	h = append(h, cb...)
	h = append(h, 0x67, 'v', 'e', 'r', 's', 'i', 'o', 'n', 0x01)
	return append(binary.AppendUvarint(nil, uint64(len(h))), h...)
}

func blockKey(c cid.Cid) []byte {
	return blockstore.BlockPrefix.Child(dshelp.MultihashToDsKey(c.Hash())).Bytes()
}

// handleCAR serves one fast-path request. The stream takes one of Config.ServeStreams slots and
// one of the remote peer's Config.ServeStreamsPerPeer; without a free slot the request is read
// and answered carBusy. Served blocks are protected from GC by a read lease on the root, not by
// gcMu, so a reader that stalls never holds up GC (or the imports and fetches queued behind it),
// and every write has Config.ServeWriteTimeout to complete before the stream is reset.
func (s *Store) handleCAR(st network.Stream) {
	p := st.Conn().RemotePeer()
	s.mu.Lock()
	if s.state != 1 {
		s.mu.Unlock()
		_ = st.Reset()
		return
	}
	s.handler.Add(1)
	s.serving[st] = struct{}{}
	admitted := s.admitLocked(p)
	s.mu.Unlock()
	defer s.handler.Done()
	defer func() {
		s.mu.Lock()
		delete(s.serving, st)
		if admitted {
			s.releaseLocked(p)
		}
		s.mu.Unlock()
		_ = st.Close()
	}()
	_ = st.SetReadDeadline(time.Now().Add(requestTimeout))
	root, err := decodeCARRequest(bufio.NewReaderSize(st, 256))
	if err != nil {
		s.log.Debug("car request rejected", "peer", p, "err", err)
		_ = st.Reset()
		return
	}
	w := &deadlineWriter{st: st, timeout: s.cfg.ServeWriteTimeout}
	if !admitted {
		s.met.serveRefused.Inc()
		s.log.Debug("car request refused: serve slots taken", "peer", p, "cid", root,
			"per_peer_limit", s.cfg.ServeStreamsPerPeer, "limit", s.cfg.ServeStreams)
		_, _ = w.Write([]byte{carBusy})
		return
	}
	release, ok := s.leaseRoot(root)
	if !ok {
		_, _ = w.Write([]byte{carNotFound})
		return
	}
	defer release()
	s.stats.hit(root)
	n, err := s.writeCAR(w, root)
	s.stats.served(root, int(n))
	s.met.servedBytes.Add(float64(n))
	if err != nil {
		s.log.Debug("car stream aborted", "peer", p, "cid", root, "err", err)
		_ = st.Reset()
	}
	if s.onServed != nil {
		s.onServed(p, err)
	}
}

// admitLocked takes a serve slot for p if one is free globally and for p; callers hold s.mu.
func (s *Store) admitLocked(p peer.ID) bool {
	if s.serveTotal >= s.cfg.ServeStreams || s.servePeers[p] >= s.cfg.ServeStreamsPerPeer {
		return false
	}
	s.serveTotal++
	s.servePeers[p]++
	return true
}

// releaseLocked returns p's serve slot; callers hold s.mu.
func (s *Store) releaseLocked(p peer.ID) {
	s.serveTotal--
	if s.servePeers[p]--; s.servePeers[p] <= 0 {
		delete(s.servePeers, p)
	}
}

// leaseRoot reports whether root is in the blockstore and, if so, leases its DAG for reading
// until release is called: GC keeps every leased block that is present. The check and the lease
// happen under gcMu shared, so no GC runs between them; reads under the lease need no lock.
func (s *Store) leaseRoot(root cid.Cid) (release func(), ok bool) {
	s.gcMu.RLock()
	defer s.gcMu.RUnlock()
	if has, _ := s.bs.Has(context.Background(), root); !has {
		return nil, false
	}
	s.leaseMu.Lock()
	s.leases[root]++
	s.leaseMu.Unlock()
	var once sync.Once
	return func() {
		once.Do(func() {
			s.leaseMu.Lock()
			if s.leases[root]--; s.leases[root] <= 0 {
				delete(s.leases, root)
			}
			s.leaseMu.Unlock()
		})
	}, true
}

// leasedRoots returns the roots under a read lease.
func (s *Store) leasedRoots() []cid.Cid {
	s.leaseMu.Lock()
	defer s.leaseMu.Unlock()
	out := make([]cid.Cid, 0, len(s.leases))
	for c := range s.leases {
		out = append(out, c)
	}
	return out
}

// deadlineWriter gives every Write on a served stream its own deadline, so a peer that stops
// reading is cut off one timeout after the flow-control window fills.
type deadlineWriter struct {
	st      network.Stream
	timeout time.Duration
}

func (w *deadlineWriter) Write(p []byte) (int, error) {
	if err := w.st.SetWriteDeadline(time.Now().Add(w.timeout)); err != nil {
		return 0, err
	}
	return w.st.Write(p)
}

// writeCAR writes status, header and the DAG's blocks depth first, reading values straight
// from pebble without copying them, and block files into pooled buffers. It returns the block
// bytes written.
func (s *Store) writeCAR(w io.Writer, root cid.Cid) (int64, error) {
	return writeCAR(w, root, func(c cid.Cid) ([]byte, io.Closer, error) {
		if key := keyOfCID(c); s.bs.files.has(key) {
			buf := fileBufPool.Get().(*[]byte)
			data, err := s.bs.files.read(key, *buf)
			if err != nil {
				fileBufPool.Put(buf)
				return nil, nil, err
			}
			*buf = data
			return data, poolCloser{buf}, nil
		}
		return s.ds.DB.Get(blockKey(c))
	})
}

// The fast path's stream buffers are recycled: a fetch of a small DAG (a burst job's result of a
// few hundred bytes) would otherwise allocate and clear 448 KiB of them, about a fifth of what a
// burst job allocated in `gpumesh bench e2e`. Each is reset to nil before it goes back, so a
// pooled buffer holds no stream.
var (
	carWriters       = sync.Pool{New: func() any { return bufio.NewWriterSize(nil, 128<<10) }}
	carStreamReaders = sync.Pool{New: func() any { return bufio.NewReaderSize(nil, 64<<10) }}
	carReaders       = sync.Pool{New: func() any { return bufio.NewReaderSize(nil, carReadBuffer) }}
)

// fileBufPool holds read buffers for served block files.
var fileBufPool = sync.Pool{New: func() any { b := alignedBytes(DefaultChunkSize); return &b }}

type poolCloser struct{ b *[]byte }

func (p poolCloser) Close() error { fileBufPool.Put(p.b); return nil }

// writeCAR streams the DAG under root; get returns a block's bytes, valid until the closer is closed.
func writeCAR(w io.Writer, root cid.Cid, get func(cid.Cid) ([]byte, io.Closer, error)) (int64, error) {
	bw := carWriters.Get().(*bufio.Writer)
	bw.Reset(w)
	defer func() { bw.Reset(nil); carWriters.Put(bw) }()
	if _, err := bw.Write(append([]byte{carOK}, carHeader(root)...)); err != nil {
		return 0, err
	}
	// A reader goroutine walks the DAG and reads blocks ahead, so store reads overlap writes.
	type item struct {
		c      cid.Cid
		val    []byte
		closer io.Closer
		err    error
	}
	items := make(chan item, 8)
	done := make(chan struct{})
	go func() {
		defer close(items)
		seen := map[string]struct{}{}
		stack := []cid.Cid{root}
		for len(stack) > 0 {
			c := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if _, ok := seen[c.KeyString()]; ok || isIdentity(c) {
				continue
			}
			seen[c.KeyString()] = struct{}{}
			val, closer, err := get(c)
			if err != nil {
				err = fmt.Errorf("read block %s: %w", c, err)
			} else if c.Type() == cid.DagProtobuf {
				pn, derr := merkledag.DecodeProtobuf(val)
				if derr != nil {
					closer.Close()
					err = fmt.Errorf("decode %s: %w", c, derr)
				} else {
					links := pn.Links()
					for i := len(links) - 1; i >= 0; i-- {
						stack = append(stack, links[i].Cid)
					}
				}
			}
			select {
			case items <- item{c: c, val: val, closer: closer, err: err}:
			case <-done:
				if err == nil {
					closer.Close()
				}
				return
			}
			if err != nil {
				return
			}
		}
	}()
	defer func() { // stop the reader and release blocks it read ahead
		close(done)
		for it := range items {
			if it.err == nil {
				it.closer.Close()
			}
		}
	}()
	var total int64
	var hdr []byte
	for it := range items {
		if it.err != nil {
			return total, it.err
		}
		cb := it.c.Bytes()
		hdr = binary.AppendUvarint(hdr[:0], uint64(len(cb)+len(it.val)))
		hdr = append(hdr, cb...)
		_, err := bw.Write(hdr)
		if err == nil {
			_, err = bw.Write(it.val)
		}
		it.closer.Close()
		if err != nil {
			return total, err
		}
		total += int64(len(it.val))
	}
	return total, bw.Flush()
}

// FetchCAR fetches the DAG under root from peer p over the fast path, verifying every block
// and the DAG structure while writing into the blockstore. It returns the block bytes received.
// Verified blocks stay in the store (unpinned) even if the stream fails part way.
func (s *Store) FetchCAR(ctx context.Context, p peer.ID, root cid.Cid) (int64, error) {
	if err := s.running(); err != nil {
		return 0, fmt.Errorf("fetch %s from %s: %w", root, p, err)
	}
	s.gcMu.RLock()
	defer s.gcMu.RUnlock()
	ctx, done := s.trackFetch(ctx)
	defer done()
	n, err := s.fetchCAR(ctx, p, root)
	if err != nil {
		if cause := context.Cause(ctx); cause != nil && isLocalFailure(cause) {
			err = cause
		}
		return n, fmt.Errorf("fetch %s from %s: %w", root, p, err)
	}
	return n, nil
}

// VerifyCAR fetches the DAG under root from peer p over the fast path and verifies every block
// and the DAG structure as FetchCAR does, but stores nothing: it checks that p serves root whole,
// and it times the fast path without the blockstore's writes (`gpumesh bench transfer`). It
// returns the block bytes received.
func (s *Store) VerifyCAR(ctx context.Context, p peer.ID, root cid.Cid) (int64, error) {
	if err := s.running(); err != nil {
		return 0, fmt.Errorf("verify %s from %s: %w", root, p, err)
	}
	n, err := s.fetchCARTo(ctx, p, root, nil, func([]blocks.Block) error { return nil })
	if err != nil {
		return n, fmt.Errorf("verify %s from %s: %w", root, p, err)
	}
	return n, nil
}

func (s *Store) fetchCAR(ctx context.Context, p peer.ID, root cid.Cid) (int64, error) {
	return s.fetchCARTo(ctx, p, root, nil, func(bs []blocks.Block) error { return s.bs.PutMany(ctx, bs) })
}

// fetchCARTo runs the fast path handing verified blocks to put. With a budget, a stream that
// delivers more than its bound of block bytes is cut off with ErrFetchLimit.
func (s *Store) fetchCARTo(ctx context.Context, p peer.ID, root cid.Cid, budget *fetchBudget, put func([]blocks.Block) error) (int64, error) {
	st, err := s.host.NewStream(network.WithAllowLimitedConn(ctx, "content"), p, CARProtocol)
	if err != nil {
		return 0, fmt.Errorf("open stream: %w", err)
	}
	defer st.Close()
	stop := context.AfterFunc(ctx, func() { _ = st.Reset() })
	defer stop()
	if _, err := st.Write(encodeCARRequest(root)); err != nil {
		return 0, fmt.Errorf("send request: %w", err)
	}
	if err := st.CloseWrite(); err != nil {
		return 0, fmt.Errorf("send request: %w", err)
	}
	_ = st.SetReadDeadline(time.Now().Add(s.cfg.FastPathTimeout))
	br := carStreamReaders.Get().(*bufio.Reader)
	br.Reset(st)
	defer func() { br.Reset(nil); carStreamReaders.Put(br) }()
	status, err := br.ReadByte()
	if err != nil {
		return 0, ctxErr(ctx, fmt.Errorf("read status: %w", err))
	}
	switch status {
	case carOK:
	case carNotFound:
		return 0, fmt.Errorf("%w: peer does not have %s", ErrNotFound, root)
	case carBusy:
		return 0, fmt.Errorf("%w: peer %s has no free serve slot for %s", ErrBusy, p, root)
	default:
		return 0, fmt.Errorf("%w: status byte %d", ErrBadStream, status)
	}
	// Every read gets StallTimeout: a peer that stops sending is cut off, not waited for until
	// the fetch's own timeout.
	n, err := receiveCARBounded(ctx, &idleReader{r: br, st: st, timeout: s.cfg.StallTimeout}, root, budget, put)
	if err != nil {
		if errors.Is(err, ErrCorruptBlock) {
			s.met.corrupt.Inc()
		}
		_ = st.Reset()
		if isTimeout(err) && ctx.Err() == nil {
			return n, fmt.Errorf("%w: %s sent nothing for %s: %w", ErrStalled, p, s.cfg.StallTimeout, err)
		}
		return n, ctxErr(ctx, err)
	}
	return n, nil
}

// isTimeout reports a read deadline that passed (yamux, QUIC and net errors say Timeout).
func isTimeout(err error) bool {
	var te interface{ Timeout() bool }
	return errors.Is(err, os.ErrDeadlineExceeded) || (errors.As(err, &te) && te.Timeout())
}

// idleReader reads a stream with a fresh read deadline before every read.
type idleReader struct {
	r       io.Reader
	st      network.Stream
	timeout time.Duration
}

func (r *idleReader) Read(p []byte) (int, error) {
	if err := r.st.SetReadDeadline(time.Now().Add(r.timeout)); err != nil {
		return 0, err
	}
	return r.r.Read(p)
}

// ctxErr prefers the context's cause when the context ended (a reset stream reports a generic error).
func ctxErr(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return fmt.Errorf("%w (%w)", context.Cause(ctx), err)
	}
	return err
}

// receiveCAR reads a CARv1 stream from untrusted input and hands verified blocks to put in
// batches. Every block must hash to its CID and must be the root or linked from an accepted
// block; the stream must contain the whole DAG.
//
// Three stages run concurrently with bounded queues: the caller's goroutine parses sections
// straight into reusable batch arenas and checks the DAG structure (verifying dag-pb nodes
// before their links count), a hasher verifies raw leaves, and a writer calls put. put must not
// retain the blocks' bytes after it returns (the arena is reused); pebble batches copy them.
func receiveCAR(ctx context.Context, r io.Reader, root cid.Cid, put func([]blocks.Block) error) (int64, error) {
	return receiveCARBounded(ctx, r, root, nil, put)
}

// receiveCARBounded is receiveCAR that, with a budget, stops with ErrFetchLimit before
// accepting a block that takes the stream's block bytes past the budget's bound: a peer can make
// the receiver take at most that much, whatever sizes the DAG's nodes declare.
func receiveCARBounded(ctx context.Context, r io.Reader, root cid.Cid, budget *fetchBudget, put func([]blocks.Block) error) (int64, error) {
	br := carReaders.Get().(*bufio.Reader)
	br.Reset(r)
	defer func() { br.Reset(nil); carReaders.Put(br) }()
	if err := readCARHeader(br, root); err != nil {
		return 0, err
	}

	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	// A few arenas cycle through reader -> hasher -> writer -> free; they bound memory.
	free := make(chan *carBatch, carArenas)
	for range carArenas {
		free <- &carBatch{}
	}
	toHash := make(chan *carBatch, carArenas)
	toPut := make(chan *carBatch, carArenas)
	var hashErr, putErr error
	hashDone, putDone := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(hashDone)
		defer close(toPut)
		for b := range toHash {
			if hashErr == nil {
				// Nothing unverified is put: a batch with a corrupt raw leaf stops here.
				if hashErr = verifyRaw(b.blocks); hashErr != nil {
					cancel(hashErr)
				} else {
					toPut <- b
					continue
				}
			}
			free <- b
		}
	}()
	go func() {
		defer close(putDone)
		for b := range toPut {
			if putErr == nil {
				if putErr = put(b.blocks); putErr != nil {
					cancel(putErr) // stop reading: the rest cannot be stored
				}
			}
			free <- b
		}
	}()

	n, err := readSections(ctx, br, root, budget, free, toHash)
	close(toHash)
	<-hashDone
	<-putDone
	if hashErr != nil {
		return n, hashErr
	}
	if putErr != nil {
		return n, putErr
	}
	return n, err
}

const (
	// carBatchBytes is the write batch size of the fast path (2-17 MiB measured alike here).
	carBatchBytes = 4 << 20
	// carArenas batch arenas are in flight at most (reading, hashing, writing, queued).
	carArenas = 4
	// carReadBuffer is the stream read buffer; sections longer than it are read straight
	// into their arena.
	carReadBuffer = 256 << 10
	// maxSectionLen bounds one CAR section (CID + block).
	maxSectionLen = maxBlockSize + maxCIDLen + 16
	// maxSectionCIDLen bounds the CID at the start of a section.
	maxSectionCIDLen = 512
	maxCARHeaderLen  = 1024
)

// carBatch is one batch of blocks whose bytes live in arena.
type carBatch struct {
	arena  []byte
	blocks []blocks.Block
	size   int // section bytes in the batch
}

// readCARHeader reads the CARv1 header and checks that its only root is root. go-car decodes
// the header; the sections are read by readSections.
func readCARHeader(br *bufio.Reader, root cid.Cid) error {
	// Only CARv1 is accepted: a CARv2 header carries offsets the reader would skip over.
	if p, _ := br.Peek(len(car.Pragma)); bytes.Equal(p, car.Pragma) {
		return fmt.Errorf("%w: CARv2 is not accepted, send CARv1", ErrBadStream)
	}
	n, err := binary.ReadUvarint(br)
	if err != nil {
		return fmt.Errorf("%w: header length: %w", ErrBadStream, err)
	}
	if n == 0 || n > maxCARHeaderLen {
		return fmt.Errorf("%w: header length %d out of range 1..%d", ErrBadStream, n, maxCARHeaderLen)
	}
	hdr := binary.AppendUvarint(nil, n)
	hdr = append(hdr, make([]byte, n)...)
	if _, err := io.ReadFull(br, hdr[len(hdr)-int(n):]); err != nil {
		return fmt.Errorf("%w: header: %w", ErrBadStream, err)
	}
	cr, err := car.NewBlockReader(bytes.NewReader(hdr), car.MaxAllowedHeaderSize(maxCARHeaderLen))
	if err != nil {
		return fmt.Errorf("%w: header: %w", ErrBadStream, err)
	}
	if cr.Version != 1 || len(cr.Roots) != 1 || !cr.Roots[0].Equals(root) {
		return fmt.Errorf("%w: header must be CARv1 with the single root %s", ErrBadStream, root)
	}
	return nil
}

// readSections parses CARv1 sections (uvarint length | CID | block bytes) into batch arenas,
// checks the DAG structure and sends full batches to out.
func readSections(ctx context.Context, br *bufio.Reader, root cid.Cid, budget *fetchBudget, free <-chan *carBatch, out chan<- *carBatch) (total int64, err error) {
	limit := budget.limit()
	pending := map[string]struct{}{root.KeyString(): {}}
	accepted := map[string]struct{}{}
	var b *carBatch
	send := func() error {
		if b == nil || len(b.blocks) == 0 {
			return nil
		}
		select {
		case out <- b:
			b = nil
			return nil
		case <-ctx.Done():
			return context.Cause(ctx)
		}
	}
	defer func() {
		// A stream that fails part way keeps what it delivered whole: every block batched so
		// far passed the DAG check (raw leaves are hashed by the next stage before they are
		// stored), so the batch is handed on, and a resumed fetch does not ask for it again.
		if err != nil && ctx.Err() == nil {
			_ = send()
		}
	}()
	for {
		n, err := binary.ReadUvarint(br)
		if err == io.EOF {
			break
		}
		if err != nil {
			return total, fmt.Errorf("%w: section length: %w", ErrBadStream, err)
		}
		if n == 0 || n > maxSectionLen {
			return total, fmt.Errorf("%w: section length %d out of range 1..%d", ErrBadStream, n, maxSectionLen)
		}
		if err := ctx.Err(); err != nil {
			return total, context.Cause(ctx)
		}
		if b == nil {
			select {
			case b = <-free:
			case <-ctx.Done():
				return total, context.Cause(ctx)
			}
			b.arena, b.blocks, b.size = b.arena[:0], b.blocks[:0], 0
		}
		// The CID is parsed where it lies in the read buffer and only the block's bytes are
		// copied into the arena, a full-size raw leaf at a dioAlign boundary so that its block
		// file is written from the arena with direct I/O (see fileStore.writeFile).
		head, perr := br.Peek(min(int(n), maxSectionCIDLen))
		k, c, err := cid.CidFromBytes(head)
		if err != nil {
			if perr != nil {
				return total, fmt.Errorf("%w: section: %w", ErrBadStream, noEOF(perr))
			}
			return total, fmt.Errorf("%w: section CID: %w", ErrBadStream, err)
		}
		dataLen := int(n) - k
		key := c.KeyString()
		if _, ok := pending[key]; !ok {
			return total, fmt.Errorf("%w: %w: block %s is not linked from the DAG of %s", ErrBadStream, ErrNotInDAG, c, root)
		}
		if limit > 0 && total+int64(dataLen) > limit {
			return total, budget.exceeded(total + int64(dataLen))
		}
		off := len(b.arena)
		if c.Type() == cid.Raw && dataLen >= fileBlockMin {
			off = alignUp(off)
		}
		if cap(b.arena) < off+dataLen {
			// Arenas start small and double up to a full batch; blocks already in this
			// batch keep the old array alive until the batch is written.
			b.arena = alignedBytes(min(max(2*cap(b.arena), dataLen, 64<<10), carBatchBytes+maxSectionLen))
			off = 0
		}
		if _, err := br.Discard(k); err != nil {
			return total, fmt.Errorf("%w: section: %w", ErrBadStream, noEOF(err))
		}
		data := b.arena[off : off+dataLen : off+dataLen]
		if _, err := io.ReadFull(br, data); err != nil {
			return total, fmt.Errorf("%w: section: %w", ErrBadStream, noEOF(err))
		}
		delete(pending, key)
		accepted[key] = struct{}{}
		blk, err := blocks.NewBlockWithCid(data, c)
		if err != nil {
			return total, fmt.Errorf("%w: block %s: %w", ErrBadStream, c, err)
		}
		switch c.Type() {
		case cid.Raw: // hashed by the hasher stage before it is stored
		case cid.DagProtobuf:
			// Inner nodes are verified here, before their links extend the pending set.
			if err := verifyBlock(blk); err != nil {
				return total, err
			}
			pn, err := merkledag.DecodeProtobuf(data)
			if err != nil {
				return total, fmt.Errorf("%w: decode %s: %w", ErrBadStream, c, err)
			}
			for _, l := range pn.Links() {
				if _, ok := accepted[l.Cid.KeyString()]; !ok && !isIdentity(l.Cid) {
					pending[l.Cid.KeyString()] = struct{}{}
				}
			}
		default:
			return total, fmt.Errorf("%w: %s has codec 0x%x", ErrUnsupported, c, c.Type())
		}
		b.arena = b.arena[:off+dataLen]
		b.blocks = append(b.blocks, blk)
		b.size += int(n)
		total += int64(len(data))
		if b.size >= carBatchBytes {
			if err := send(); err != nil {
				return total, err
			}
		}
	}
	if err := send(); err != nil {
		return total, err
	}
	if len(pending) > 0 {
		return total, fmt.Errorf("%w: stream ended with %d blocks of %s missing", ErrBadStream, len(pending), root)
	}
	return total, nil
}

// noEOF turns a clean EOF inside a section into io.ErrUnexpectedEOF.
func noEOF(err error) error {
	if err == io.EOF {
		return io.ErrUnexpectedEOF
	}
	return err
}

// verifyBlock checks b's bytes against its CID. sha2-256 (the UnixFS default) is hashed with
// crypto/sha256 straight on the bytes; other functions go through go-multihash.
func verifyBlock(b blocks.Block) error {
	c := b.Cid()
	if dm, err := mh.Decode(c.Hash()); err == nil && dm.Code == mh.SHA2_256 && dm.Length == sha256.Size {
		if sum := sha256.Sum256(b.RawData()); !bytes.Equal(sum[:], dm.Digest) {
			return fmt.Errorf("%w: received %s but its bytes hash to sha2-256 %x", ErrCorruptBlock, c, sum)
		}
		return nil
	}
	sum, err := c.Prefix().Sum(b.RawData())
	if err != nil {
		return fmt.Errorf("%w: hash %s: %w", ErrUnsupported, c, err)
	}
	if !sum.Equals(c) {
		return fmt.Errorf("%w: received %s but its bytes hash to %s", ErrCorruptBlock, c, sum)
	}
	return nil
}

func verifyRaw(bs []blocks.Block) error {
	for _, b := range bs {
		if b.Cid().Type() == cid.Raw {
			if err := verifyBlock(b); err != nil {
				return err
			}
		}
	}
	return nil
}
