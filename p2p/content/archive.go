package content

import (
	"archive/tar"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// ArchiveLimits bound what ReadArchive unpacks from an untrusted tar stream. A result archive
// comes from another node, so its entry count, total size and path shape are all capped; the
// defaults suit job results and can be raised for larger outputs. The zero value of a field
// means "use the default"; call EnsureDefaults then Validate (ReadArchiveLimited and New do both).
type ArchiveLimits struct {
	// MaxBytes caps the total bytes of the regular files unpacked. Default 16 GiB
	// (DefaultArchiveMaxBytes). Sparse files are refused outright, so unpacking MaxBytes takes
	// at least MaxBytes of archive: the stream costs its sender what it costs the receiver.
	MaxBytes int64

	// MaxEntries caps the number of entries (files and directories). Default 100,000.
	MaxEntries int

	// MaxDepth caps the number of path components of an entry ("a/b/c" has 3). Default 64.
	MaxDepth int

	// MaxPathLen caps an entry's path length in bytes. Default 1024 (well under PATH_MAX; each
	// component is also limited to 255 bytes by the file system).
	MaxPathLen int
}

// Archive limit defaults.
const (
	DefaultArchiveMaxBytes   = 16 << 30
	DefaultArchiveMaxEntries = 100_000
	DefaultArchiveMaxDepth   = 64
	DefaultArchiveMaxPathLen = 1024
)

// EnsureDefaults fills zero fields with their defaults.
func (l *ArchiveLimits) EnsureDefaults() {
	if l.MaxBytes == 0 {
		l.MaxBytes = DefaultArchiveMaxBytes
	}
	if l.MaxEntries == 0 {
		l.MaxEntries = DefaultArchiveMaxEntries
	}
	if l.MaxDepth == 0 {
		l.MaxDepth = DefaultArchiveMaxDepth
	}
	if l.MaxPathLen == 0 {
		l.MaxPathLen = DefaultArchiveMaxPathLen
	}
}

// Validate reports the first field that is out of range, naming the field and the fix.
func (l *ArchiveLimits) Validate() error {
	switch {
	case l.MaxBytes < 0:
		return fmt.Errorf("%w: Archive.MaxBytes %d: use a positive byte count (0 for the default %d)", ErrInvalidConfig, l.MaxBytes, int64(DefaultArchiveMaxBytes))
	case l.MaxEntries < 0:
		return fmt.Errorf("%w: Archive.MaxEntries %d: use a positive count (0 for the default %d)", ErrInvalidConfig, l.MaxEntries, DefaultArchiveMaxEntries)
	case l.MaxDepth < 0 || l.MaxDepth > 1024:
		return fmt.Errorf("%w: Archive.MaxDepth %d: use 1..1024 (0 for the default %d)", ErrInvalidConfig, l.MaxDepth, DefaultArchiveMaxDepth)
	case l.MaxPathLen < 0 || l.MaxPathLen > 4096:
		return fmt.Errorf("%w: Archive.MaxPathLen %d: use 1..4096 bytes (0 for the default %d)", ErrInvalidConfig, l.MaxPathLen, DefaultArchiveMaxPathLen)
	}
	return nil
}

// WriteArchive writes the tree under dir as a deterministic tar stream: regular files and
// directories only, fixed modes, no times or owners, so the same tree always gives the same bytes
// (and the same CID). A job's result directory travels this way from provider to requester.
func WriteArchive(w io.Writer, dir string) error {
	if err := WriteArchiveFS(w, os.DirFS(dir)); err != nil {
		return fmt.Errorf("tar %s: %w", dir, err)
	}
	return nil
}

// WriteArchiveFS is WriteArchive of the tree of fsys: the same tree gives the same bytes whether
// it is on disk or not (a job's result from its output directory and in-memory files).
func WriteArchiveFS(w io.Writer, fsys fs.FS) error {
	tw := tar.NewWriter(w)
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p == "." {
			return nil
		}
		switch {
		case d.IsDir():
			return tw.WriteHeader(&tar.Header{Typeflag: tar.TypeDir, Name: p + "/", Mode: 0o755, Format: tar.FormatPAX})
		case d.Type().IsRegular():
			fi, err := d.Info()
			if err != nil {
				return err
			}
			if err := tw.WriteHeader(&tar.Header{Typeflag: tar.TypeReg, Name: p, Mode: 0o644, Size: fi.Size(), Format: tar.FormatPAX}); err != nil {
				return err
			}
			f, err := fsys.Open(p)
			if err != nil {
				return err
			}
			defer f.Close()
			_, err = io.Copy(tw, f)
			return err
		}
		return nil // symlinks and devices are not part of a result
	})
	if err != nil {
		return err
	}
	return tw.Close()
}

// ReadArchive unpacks a stream written by WriteArchive into dst (created) under the default
// ArchiveLimits; see ReadArchiveLimited.
func ReadArchive(r io.Reader, dst string) error {
	return ReadArchiveLimited(r, dst, ArchiveLimits{})
}

// ReadArchive unpacks r into dst under the store's Config.Archive limits; see ReadArchiveLimited.
func (s *Store) ReadArchive(r io.Reader, dst string) error {
	return ReadArchiveLimited(r, dst, s.cfg.Archive)
}

// ReadArchiveLimited unpacks a tar stream into dst (created). The stream comes from another node
// and is untrusted:
//   - only directories and regular files are written; sparse files (GNU sparse in any of its
//     PAX or old GNU encodings, which archive/tar expands to their logical size), symlinks,
//     hard links, devices and FIFOs are refused with ErrArchiveEntry;
//   - every path is resolved beneath dst through an os.Root, so neither ".." nor a link already
//     in dst leads outside it, and an existing file is never overwritten;
//   - the entry count, total file bytes and each path's depth and length are capped by lim
//     (zero fields take their defaults); exceeding one fails with ErrArchiveLimit.
//
// Entries written before an error stay in dst; the caller decides whether to remove them.
func ReadArchiveLimited(r io.Reader, dst string, lim ArchiveLimits) error {
	lim.EnsureDefaults()
	if err := lim.Validate(); err != nil {
		return fmt.Errorf("untar: %w", err)
	}
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return fmt.Errorf("untar: %w", err)
	}
	root, err := os.OpenRoot(dst)
	if err != nil {
		return fmt.Errorf("untar: %w", err)
	}
	defer root.Close()
	tr := tar.NewReader(r)
	var entries int
	var total int64
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("untar: %w", err)
		}
		if entries++; entries > lim.MaxEntries {
			return fmt.Errorf("untar: %w: more than %d entries (Archive.MaxEntries)", ErrArchiveLimit, lim.MaxEntries)
		}
		name, err := entryName(h.Name, lim)
		if err != nil {
			return fmt.Errorf("untar: %w", err)
		}
		if isSparse(h) {
			return fmt.Errorf("untar: %w: %q is a sparse file: results hold plain files only", ErrArchiveEntry, h.Name)
		}
		switch h.Typeflag {
		case tar.TypeDir:
			if err := root.MkdirAll(name, 0o755); err != nil {
				return fmt.Errorf("untar %s: %w", h.Name, classifyWriteErr(dst, err))
			}
		case tar.TypeReg:
			if h.Size < 0 || h.Size > lim.MaxBytes-total {
				return fmt.Errorf("untar: %w: %q has %d bytes after %d unpacked, over %d (Archive.MaxBytes)",
					ErrArchiveLimit, h.Name, h.Size, total, lim.MaxBytes)
			}
			n, err := writeEntry(root, name, tr, h.Size)
			total += n
			if err != nil {
				return fmt.Errorf("untar %s: %w", h.Name, err)
			}
		default:
			return fmt.Errorf("untar: %w: %q has type %q: only directories and regular files are unpacked", ErrArchiveEntry, h.Name, h.Typeflag)
		}
	}
}

// entryName checks a tar entry's name against lim and returns it as a local, slash-free-ended
// path for the os.Root.
func entryName(raw string, lim ArchiveLimits) (string, error) {
	if len(raw) > lim.MaxPathLen {
		return "", fmt.Errorf("%w: path of %d bytes starting %q is longer than %d (Archive.MaxPathLen)", ErrArchiveLimit, len(raw), raw[:min(len(raw), 64)], lim.MaxPathLen)
	}
	if strings.ContainsRune(raw, 0) || strings.Contains(raw, `\`) {
		return "", fmt.Errorf("%w: path %q holds a NUL or backslash", ErrArchiveEntry, raw)
	}
	clean := strings.TrimSuffix(raw, "/")
	if clean == "" || !filepath.IsLocal(filepath.FromSlash(clean)) {
		return "", fmt.Errorf("%w: path %q leaves the output dir", ErrArchiveEntry, raw)
	}
	if d := strings.Count(path.Clean(clean), "/") + 1; d > lim.MaxDepth {
		return "", fmt.Errorf("%w: path %q is %d levels deep, over %d (Archive.MaxDepth)", ErrArchiveLimit, raw, d, lim.MaxDepth)
	}
	return filepath.FromSlash(clean), nil
}

// isSparse reports whether h is a GNU sparse file in any encoding archive/tar understands.
func isSparse(h *tar.Header) bool {
	if h.Typeflag == tar.TypeGNUSparse {
		return true
	}
	for k := range h.PAXRecords {
		if strings.HasPrefix(k, "GNU.sparse.") {
			return true
		}
	}
	return false
}

// writeEntry creates name beneath root (never replacing an existing file) and copies exactly
// size bytes of r into it. It returns the bytes written.
func writeEntry(root *os.Root, name string, r io.Reader, size int64) (int64, error) {
	if dir := filepath.Dir(name); dir != "." {
		if err := root.MkdirAll(dir, 0o755); err != nil {
			return 0, classifyWriteErr(root.Name(), err)
		}
	}
	f, err := root.OpenFile(name, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
	if err != nil {
		return 0, err
	}
	n, err := io.Copy(f, io.LimitReader(r, size))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil && n != size {
		err = fmt.Errorf("%w: entry ends after %d of %d bytes", ErrArchiveEntry, n, size)
	}
	if errors.Is(err, io.ErrUnexpectedEOF) {
		err = fmt.Errorf("%w: truncated entry: %w", ErrArchiveEntry, err)
	}
	return n, classifyWriteErr(root.Name(), err)
}
