package content

import (
	"context"
	"fmt"
	"sync/atomic"

	"github.com/ipfs/boxo/ipld/merkledag"
	"github.com/ipfs/go-cid"
	ipld "github.com/ipfs/go-ipld-format"
	mh "github.com/multiformats/go-multihash"
)

// Expansion is what reading a whole DAG produces when every link is followed: a block reached
// through k links counts k times.
type Expansion struct {
	Bytes int64 // block bytes read (raw leaves and dag-pb nodes, each time they are reached)
	Links int64 // links followed
}

// checkExpansion walks the local DAG under root, each distinct block once, and computes its
// Expansion bottom-up (a shared subtree's totals are reused, so the walk costs the stored DAG,
// not the expanded one). It fails with ErrDAGTooLarge as soon as either total passes
// Config.MaxExpandedBytes or Config.MaxExpandedLinks, before anything is read out: the quota
// counts stored blocks, and a few KiB of nodes whose links all name the same block would
// otherwise expand to any size. A missing block is an ipld.ErrNotFound.
func (s *Store) checkExpansion(ctx context.Context, root cid.Cid) (Expansion, error) {
	return expansion(ctx, root, s.nodeLinks, s.cfg.MaxExpandedBytes, s.cfg.MaxExpandedLinks)
}

// nodeLinks returns a block's size and links from the local blockstore. Raw leaves are only
// sized; identity CIDs carry their data inline.
func (s *Store) nodeLinks(ctx context.Context, c cid.Cid) (int, []cid.Cid, error) {
	var data []byte
	switch {
	case isIdentity(c):
		dm, err := mh.Decode(c.Hash())
		if err != nil {
			return 0, nil, fmt.Errorf("%w: identity CID %s: %w", ErrUnsupported, c, err)
		}
		data = dm.Digest
	case c.Type() == cid.Raw:
		n, err := s.bs.GetSize(ctx, c)
		return n, nil, err
	default:
		blk, err := s.bs.Get(ctx, c)
		if err != nil {
			return 0, nil, err
		}
		data = blk.RawData()
	}
	switch c.Type() {
	case cid.Raw:
		return len(data), nil, nil
	case cid.DagProtobuf:
		pn, err := merkledag.DecodeProtobuf(data)
		if err != nil {
			return 0, nil, fmt.Errorf("%w: decode %s: %w", ErrUnsupported, c, err)
		}
		links := make([]cid.Cid, len(pn.Links()))
		for i, l := range pn.Links() {
			links[i] = l.Cid
		}
		return len(data), links, nil
	default:
		return 0, nil, fmt.Errorf("%w: %s has codec 0x%x: only dag-pb and raw (UnixFS) DAGs are handled", ErrUnsupported, c, c.Type())
	}
}

// expansion computes root's Expansion with an iterative post-order walk over get, memoising each
// distinct block. maxBytes and maxLinks are at most 1<<62, and every memoised total is within
// them, so the sums below cannot overflow before they are checked.
func expansion(ctx context.Context, root cid.Cid, get func(context.Context, cid.Cid) (int, []cid.Cid, error), maxBytes, maxLinks int64) (Expansion, error) {
	type frame struct {
		c     cid.Cid
		links []cid.Cid
		next  int
		sum   Expansion
	}
	done := map[string]Expansion{}
	onStack := map[string]bool{}
	var stack []*frame
	push := func(c cid.Cid) error {
		if onStack[c.KeyString()] {
			return fmt.Errorf("%w: %s links to itself", ErrUnsupported, c) // impossible with sound hashes
		}
		size, links, err := get(ctx, c)
		if err != nil {
			return fmt.Errorf("read %s: %w", c, err)
		}
		onStack[c.KeyString()] = true
		stack = append(stack, &frame{c: c, links: links, sum: Expansion{Bytes: int64(size)}})
		return nil
	}
	tooLarge := func(e Expansion) error {
		if e.Bytes > maxBytes {
			return fmt.Errorf("%w: %s expands to more than %d bytes (Config.MaxExpandedBytes)", ErrDAGTooLarge, root, maxBytes)
		}
		if e.Links > maxLinks {
			return fmt.Errorf("%w: %s expands to more than %d links (Config.MaxExpandedLinks)", ErrDAGTooLarge, root, maxLinks)
		}
		return nil
	}
	if err := push(root); err != nil {
		return Expansion{}, err
	}
	if err := tooLarge(stack[0].sum); err != nil {
		return Expansion{}, err
	}
	for {
		if err := ctx.Err(); err != nil {
			return Expansion{}, err
		}
		f := stack[len(stack)-1]
		if f.next < len(f.links) {
			child := f.links[f.next]
			if e, ok := done[child.KeyString()]; ok {
				f.next++
				f.sum.Bytes += e.Bytes
				f.sum.Links += e.Links + 1
				if err := tooLarge(f.sum); err != nil {
					return Expansion{}, err
				}
				continue
			}
			if err := push(child); err != nil {
				return Expansion{}, err
			}
			continue
		}
		// f is complete: fold it into its parent (which then counts the link to it).
		stack = stack[:len(stack)-1]
		delete(onStack, f.c.KeyString())
		done[f.c.KeyString()] = f.sum
		if len(stack) == 0 {
			return f.sum, nil
		}
	}
}

// linkBudget is an ipld.NodeGetter that fails with ErrDAGTooLarge once more than max nodes
// were asked for. ReadHead reads through it: it fetches only the blocks it needs, so the DAG
// cannot be measured up front, and a head read through a node of many links to empty leaves
// would otherwise visit them all.
type linkBudget struct {
	ipld.NodeGetter
	root cid.Cid
	max  int64
	used atomic.Int64
}

func (g *linkBudget) spend(n int) error {
	if g.used.Add(int64(n)) > g.max {
		return fmt.Errorf("%w: reading %s visits more than %d links (Config.MaxExpandedLinks)", ErrDAGTooLarge, g.root, g.max)
	}
	return nil
}

// Get implements ipld.NodeGetter.
func (g *linkBudget) Get(ctx context.Context, c cid.Cid) (ipld.Node, error) {
	if err := g.spend(1); err != nil {
		return nil, err
	}
	return g.NodeGetter.Get(ctx, c)
}

// GetMany implements ipld.NodeGetter.
func (g *linkBudget) GetMany(ctx context.Context, cs []cid.Cid) <-chan *ipld.NodeOption {
	if err := g.spend(len(cs)); err != nil {
		out := make(chan *ipld.NodeOption, 1)
		out <- &ipld.NodeOption{Err: err}
		close(out)
		return out
	}
	return g.NodeGetter.GetMany(ctx, cs)
}
