package content

import (
	"context"
	"sync"

	blocks "github.com/ipfs/go-block-format"
	"github.com/ipfs/go-cid"
	ipld "github.com/ipfs/go-ipld-format"
)

// batchDAG is the DAGService an import writes to: it buffers nodes up to maxBytes and writes
// each batch with one PutMany on a single writer goroutine, so hashing the next chunk overlaps
// writing the previous batch. Unlike ipld.BufferedDAG, Commit always waits for every write in
// flight, so no block lands after an import has returned.
type batchDAG struct {
	ipld.DAGService // reads go to the store's DAG service
	ctx             context.Context
	put             func(context.Context, []blocks.Block) error
	maxBytes        int

	buf      []blocks.Block
	bufBytes int
	work     chan []blocks.Block
	wg       sync.WaitGroup
	mu       sync.Mutex
	err      error
}

func newBatchDAG(ctx context.Context, dag ipld.DAGService, put func(context.Context, []blocks.Block) error, maxBytes int) *batchDAG {
	b := &batchDAG{DAGService: dag, ctx: ctx, put: put, maxBytes: maxBytes, work: make(chan []blocks.Block, 1)}
	b.wg.Add(1)
	go func() {
		defer b.wg.Done()
		for batch := range b.work {
			if b.firstErr() != nil {
				continue
			}
			if err := b.put(ctx, batch); err != nil {
				b.setErr(err)
			}
		}
	}()
	return b
}

func (b *batchDAG) firstErr() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.err
}

func (b *batchDAG) setErr(err error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.err == nil {
		b.err = err
	}
}

func (b *batchDAG) Add(ctx context.Context, nd ipld.Node) error {
	if err := b.firstErr(); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	b.buf = append(b.buf, nd)
	b.bufBytes += len(nd.RawData())
	if b.bufBytes >= b.maxBytes {
		b.flush()
	}
	return nil
}

func (b *batchDAG) AddMany(ctx context.Context, nds []ipld.Node) error {
	for _, nd := range nds {
		if err := b.Add(ctx, nd); err != nil {
			return err
		}
	}
	return nil
}

func (b *batchDAG) flush() {
	if len(b.buf) > 0 {
		b.work <- b.buf
		b.buf, b.bufBytes = nil, 0
	}
}

// Commit writes what is buffered, waits for every write and returns the first error. The
// batchDAG cannot be used afterwards.
func (b *batchDAG) Commit() error {
	if b.firstErr() == nil {
		b.flush()
	}
	close(b.work)
	b.wg.Wait()
	return b.firstErr()
}

func (b *batchDAG) Remove(context.Context, cid.Cid) error { return nil }

func (b *batchDAG) RemoveMany(context.Context, []cid.Cid) error { return nil }
