package proving

import (
	"context"
	"io"

	"github.com/ipfs/boxo/blockservice"
	"github.com/ipfs/boxo/blockstore"
	chunk "github.com/ipfs/boxo/chunker"
	"github.com/ipfs/boxo/ipld/merkledag"
	"github.com/ipfs/boxo/ipld/unixfs/importer"
	uio "github.com/ipfs/boxo/ipld/unixfs/io"
	"github.com/ipfs/go-cid"
	ds "github.com/ipfs/go-datastore"
	dssync "github.com/ipfs/go-datastore/sync"
	ipld "github.com/ipfs/go-ipld-format"
)

// unixfsStore is a real boxo stack (blockstore on an in-memory datastore, blockservice without
// exchange, UnixFS importer and DAG reader): the same code path p2p/content runs, minus pebble
// and bitswap.
type unixfsStore struct {
	dag ipld.DAGService
}

func newUnixFSStore() *unixfsStore {
	bs := blockstore.NewBlockstore(dssync.MutexWrap(ds.NewMapDatastore()))
	return &unixfsStore{dag: merkledag.NewDAGService(blockservice.New(bs, nil))}
}

func (s *unixfsStore) Add(_ context.Context, r io.Reader) (cid.Cid, error) {
	nd, err := importer.BuildDagFromReader(s.dag, chunk.NewSizeSplitter(r, 1<<20))
	if err != nil {
		return cid.Undef, err
	}
	return nd.Cid(), nil
}

func (s *unixfsStore) Get(ctx context.Context, c cid.Cid) (io.ReadCloser, error) {
	nd, err := s.dag.Get(ctx, c)
	if err != nil {
		return nil, err
	}
	return uio.NewDagReader(ctx, nd, s.dag)
}
