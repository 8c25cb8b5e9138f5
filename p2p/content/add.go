package content

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	chunk "github.com/ipfs/boxo/chunker"
	"github.com/ipfs/boxo/ipld/merkledag"
	ft "github.com/ipfs/boxo/ipld/unixfs"
	"github.com/ipfs/boxo/ipld/unixfs/importer/balanced"
	"github.com/ipfs/boxo/ipld/unixfs/importer/helpers"
	uio "github.com/ipfs/boxo/ipld/unixfs/io"
	"github.com/ipfs/go-cid"
	ipld "github.com/ipfs/go-ipld-format"
	mh "github.com/multiformats/go-multihash"
)

// AddOptions tune an import.
type AddOptions struct {
	// Name is stored with the pin (for `content ls`); defaults to the file name for AddPath.
	Name string
	// NoPin leaves the imported DAG unpinned (a cache entry that GC may remove).
	NoPin bool
}

// cidBuilder: CIDv1, dag-pb, sha2-256, as IPIP-499's unixfs-v1-2025 profile.
var cidBuilder = cid.Prefix{Version: 1, Codec: cid.DagProtobuf, MhType: mh.SHA2_256, MhLength: -1}

func isIdentity(c cid.Cid) bool { return c.Prefix().MhType == mh.IDENTITY }

// AddReader imports r as a UnixFS file (CIDv1, raw leaves, Config.ChunkSize chunks) and pins
// it unless opts.NoPin. It streams: memory stays bounded by a few chunks and pebble's memtables
// whatever the size of r. On any error nothing is pinned; written blocks are left for GC.
func (s *Store) AddReader(ctx context.Context, r io.Reader, opts AddOptions) (cid.Cid, error) {
	if err := s.running(); err != nil {
		return cid.Undef, fmt.Errorf("add: %w", err)
	}
	s.gcMu.RLock()
	defer s.gcMu.RUnlock()
	bd := s.batch(ctx)
	nd, err := s.importFile(ctx, bd, r)
	// Commit also waits for in-flight batch writes, so none lands after an error returns.
	if cerr := bd.Commit(); err == nil {
		err = cerr
	}
	if err != nil {
		return cid.Undef, fmt.Errorf("add: %w", err)
	}
	if err := s.finishAdd(ctx, nd.Cid(), opts); err != nil {
		return cid.Undef, fmt.Errorf("add: %w", err)
	}
	return nd.Cid(), nil
}

// AddPath imports a file or a directory tree (regular files and directories only) and pins the
// root unless opts.NoPin. path must lie inside Config.AllowedDirs when that is set.
func (s *Store) AddPath(ctx context.Context, path string, opts AddOptions) (cid.Cid, error) {
	if err := s.running(); err != nil {
		return cid.Undef, fmt.Errorf("add %s: %w", path, err)
	}
	abs, err := s.checkPath(path, true)
	if err != nil {
		return cid.Undef, fmt.Errorf("add %s: %w", path, err)
	}
	if opts.Name == "" {
		opts.Name = filepath.Base(abs)
	}
	s.gcMu.RLock()
	defer s.gcMu.RUnlock()
	bd := s.batch(ctx)
	nd, err := s.importPath(ctx, bd, abs)
	if cerr := bd.Commit(); err == nil {
		err = cerr
	}
	if err != nil {
		return cid.Undef, fmt.Errorf("add %s: %w", path, err)
	}
	if err := s.finishAdd(ctx, nd.Cid(), opts); err != nil {
		return cid.Undef, fmt.Errorf("add %s: %w", path, err)
	}
	return nd.Cid(), nil
}

// AddFS imports the tree of fsys (regular files and directories only; its root must be a
// directory) and pins the root unless opts.NoPin. The same tree gives the same CID as AddPath of
// a directory holding it: a job's result is added from the executor's output directory and
// in-memory files without writing them out first. Config.AllowedDirs does not apply: the caller
// chose what fsys reads.
func (s *Store) AddFS(ctx context.Context, fsys fs.FS, opts AddOptions) (cid.Cid, error) {
	if err := s.running(); err != nil {
		return cid.Undef, fmt.Errorf("add %s: %w", opts.Name, err)
	}
	s.gcMu.RLock()
	defer s.gcMu.RUnlock()
	bd := s.batch(ctx)
	nd, err := s.importFS(ctx, bd, fsys, ".")
	if cerr := bd.Commit(); err == nil {
		err = cerr
	}
	if err != nil {
		return cid.Undef, fmt.Errorf("add %s: %w", opts.Name, err)
	}
	if err := s.finishAdd(ctx, nd.Cid(), opts); err != nil {
		return cid.Undef, fmt.Errorf("add %s: %w", opts.Name, err)
	}
	return nd.Cid(), nil
}

// importFS imports name of fsys: a regular file, or a directory whose tree holds only regular
// files and directories (an entry of any other type, a symlink say, is ErrUnsupported; the
// entry types are ReadDir's, which for os.DirFS are the lstat types, so no link is followed).
func (s *Store) importFS(ctx context.Context, dag ipld.DAGService, fsys fs.FS, name string) (ipld.Node, error) {
	fi, err := fs.Stat(fsys, name)
	if err != nil {
		return nil, err
	}
	switch {
	case fi.Mode().IsRegular():
		f, err := fsys.Open(name)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		return s.importFile(ctx, dag, f)
	case fi.IsDir():
		dir, err := uio.NewDirectory(dag, uio.WithCidBuilder(cidBuilder))
		if err != nil {
			return nil, err
		}
		entries, err := fs.ReadDir(fsys, name)
		if err != nil {
			return nil, err
		}
		for _, e := range entries {
			if t := e.Type(); !t.IsRegular() && !t.IsDir() {
				return nil, fmt.Errorf("%w: %s is a %s: only regular files and directories can be added",
					ErrUnsupported, path.Join(name, e.Name()), t)
			}
			child, err := s.importFS(ctx, dag, fsys, path.Join(name, e.Name()))
			if err != nil {
				return nil, err
			}
			if err := dir.AddChild(ctx, e.Name(), child); err != nil {
				return nil, err
			}
		}
		nd, err := dir.GetNode()
		if err != nil {
			return nil, err
		}
		if err := dag.Add(ctx, nd); err != nil {
			return nil, err
		}
		return nd, nil
	default:
		return nil, fmt.Errorf("%w: %s is a %s: only regular files and directories can be added",
			ErrUnsupported, name, fi.Mode().Type())
	}
}

func (s *Store) batch(ctx context.Context) *batchDAG {
	return newBatchDAG(ctx, s.dag, s.bserv.AddBlocks, 4<<20)
}

func (s *Store) finishAdd(ctx context.Context, root cid.Cid, opts AddOptions) error {
	if opts.NoPin {
		return nil
	}
	_, err := s.pinLocal(ctx, root, opts.Name, false)
	return err
}

func (s *Store) importFile(ctx context.Context, dag ipld.DAGService, r io.Reader) (ipld.Node, error) {
	// An empty file becomes a dag-pb UnixFS file node, not an empty raw leaf: boxo's bitswap
	// server never sends zero-length blocks (it answers HAVE), so an empty leaf could not be
	// fetched over bitswap.
	var first [1]byte
	n, err := io.ReadFull(r, first[:])
	switch {
	case err == io.EOF:
		nd := merkledag.NodeWithData(ft.FilePBData(nil, 0))
		if err := nd.SetCidBuilder(cidBuilder); err != nil {
			return nil, err
		}
		return nd, dag.Add(ctx, nd)
	case err != nil:
		return nil, err
	}
	r = io.MultiReader(bytes.NewReader(first[:n]), r)
	cr := &countingReader{r: r, ctx: ctx}
	params := helpers.DagBuilderParams{
		Maxlinks:   s.cfg.MaxLinks,
		RawLeaves:  true,
		CidBuilder: cidBuilder,
		Dagserv:    dag,
	}
	db, err := params.New(chunk.NewSizeSplitter(cr, int64(s.cfg.ChunkSize)))
	if err != nil {
		return nil, err
	}
	nd, err := balanced.Layout(db)
	s.met.added.Add(float64(cr.n))
	if err != nil {
		if cr.err != nil { // report the reader's own error (ctx, quota seen by caller, I/O)
			return nil, cr.err
		}
		return nil, err
	}
	return nd, nil
}

// importPath imports the regular file or directory at p; a directory's tree goes through
// importFS, which refuses anything but regular files and directories below it.
func (s *Store) importPath(ctx context.Context, dag ipld.DAGService, p string) (ipld.Node, error) {
	fi, err := os.Lstat(p)
	if err != nil {
		return nil, err
	}
	switch {
	case fi.Mode().IsRegular():
		f, err := os.Open(p)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		return s.importFile(ctx, dag, f)
	case fi.IsDir():
		return s.importFS(ctx, dag, os.DirFS(p), ".")
	default:
		return nil, fmt.Errorf("%w: %s is a %s: only regular files and directories can be added",
			ErrUnsupported, p, fi.Mode().Type())
	}
}

// checkPath resolves p to an absolute path (following symlinks of existing parts) and checks
// it against Config.AllowedDirs. mustExist is true for reads.
func (s *Store) checkPath(p string, mustExist bool) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	resolved := abs
	if mustExist {
		if resolved, err = filepath.EvalSymlinks(abs); err != nil {
			return "", err
		}
	} else if parent, err := filepath.EvalSymlinks(filepath.Dir(abs)); err == nil {
		resolved = filepath.Join(parent, filepath.Base(abs))
	} else if !errors.Is(err, fs.ErrNotExist) {
		return "", err
	}
	if len(s.cfg.AllowedDirs) == 0 {
		return resolved, nil
	}
	for _, d := range s.cfg.AllowedDirs {
		if rd, err := filepath.EvalSymlinks(d); err == nil {
			d = rd
		}
		if rel, err := filepath.Rel(d, resolved); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return resolved, nil
		}
	}
	shown := abs
	if resolved != abs {
		shown = fmt.Sprintf("%s (resolves to %s)", abs, resolved)
	}
	return "", fmt.Errorf("%w: %s is not under %s: move it there or add its directory to the allowed directories",
		ErrPathNotAllowed, shown, strings.Join(s.cfg.AllowedDirs, ", "))
}

// countingReader stops on ctx cancellation and remembers the first error it returned, so the
// importer's wrapped error can be reported as the cause.
type countingReader struct {
	r   io.Reader
	ctx context.Context
	n   int64
	err error
}

func (c *countingReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		c.err = context.Cause(c.ctx)
		return 0, c.err
	}
	n, err := c.r.Read(p)
	c.n += int64(n)
	if err != nil && err != io.EOF {
		c.err = err
	}
	return n, err
}
