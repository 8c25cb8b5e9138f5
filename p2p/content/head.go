package content

import (
	"context"
	"errors"
	"fmt"
	"io"

	uio "github.com/ipfs/boxo/ipld/unixfs/io"
	"github.com/ipfs/go-cid"
)

// ReadHead returns the first n bytes of the file at c (all of it when it is shorter), fetching
// only the blocks those bytes span: from the local blockstore, else over bitswap from connected
// peers, waiting at most Config.FetchTimeout. It is for reading the header of a large file (a
// circuit package's) without fetching the rest; Open fetches the whole DAG first. The read
// follows at most Config.MaxExpandedLinks links, else it fails with ErrDAGTooLarge.
func (s *Store) ReadHead(ctx context.Context, c cid.Cid, n int) ([]byte, error) {
	if err := s.running(); err != nil {
		return nil, fmt.Errorf("read head of %s: %w", c, err)
	}
	if n <= 0 {
		return nil, fmt.Errorf("read head of %s: byte count %d, want at least 1", c, n)
	}
	ctx, cancel := context.WithTimeout(ctx, s.cfg.FetchTimeout)
	defer cancel()
	s.gcMu.RLock()
	defer s.gcMu.RUnlock()
	nd, err := s.dag.Get(ctx, c)
	if err != nil {
		return nil, fmt.Errorf("read head of %s: %w", c, err)
	}
	r, err := uio.NewDagReader(ctx, nd, &linkBudget{NodeGetter: s.dag, root: c, max: s.cfg.MaxExpandedLinks})
	if err != nil {
		return nil, fmt.Errorf("read head of %s: %w: %w", c, ErrUnsupported, err)
	}
	defer r.Close()
	buf := make([]byte, n)
	k, err := io.ReadFull(r, buf)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("read head of %s: %w", c, err)
	}
	return buf[:k], nil
}
