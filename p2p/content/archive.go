package content

import (
	"archive/tar"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// WriteArchive writes the tree under dir as a deterministic tar stream: regular files and
// directories only, fixed modes, no times or owners, so the same tree always gives the same bytes
// (and the same CID). A job's result directory travels this way from provider to requester.
func WriteArchive(w io.Writer, dir string) error {
	tw := tar.NewWriter(w)
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil || rel == "." {
			return err
		}
		rel = filepath.ToSlash(rel)
		switch {
		case d.IsDir():
			return tw.WriteHeader(&tar.Header{Typeflag: tar.TypeDir, Name: rel + "/", Mode: 0o755, Format: tar.FormatPAX})
		case d.Type().IsRegular():
			fi, err := d.Info()
			if err != nil {
				return err
			}
			if err := tw.WriteHeader(&tar.Header{Typeflag: tar.TypeReg, Name: rel, Mode: 0o644, Size: fi.Size(), Format: tar.FormatPAX}); err != nil {
				return err
			}
			f, err := os.Open(p)
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
		return fmt.Errorf("tar %s: %w", dir, err)
	}
	return tw.Close()
}

// ReadArchive unpacks a stream written by WriteArchive into dst (created). The stream comes from
// another node and is untrusted: paths that leave dst, links and devices are refused, and an
// existing file is never overwritten. Requesters use it on a decrypted result.
func ReadArchive(r io.Reader, dst string) error {
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return err
	}
	tr := tar.NewReader(r)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("untar: %w", err)
		}
		name := filepath.FromSlash(strings.TrimSuffix(h.Name, "/"))
		if !filepath.IsLocal(name) {
			return fmt.Errorf("untar: path %q leaves the output dir", h.Name)
		}
		p := filepath.Join(dst, name)
		switch h.Typeflag {
		case tar.TypeDir:
			if err := os.MkdirAll(p, 0o755); err != nil {
				return err
			}
		case tar.TypeReg:
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				return err
			}
			f, err := os.OpenFile(p, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
			if err != nil {
				return fmt.Errorf("untar: %w", err)
			}
			_, err = io.Copy(f, tr)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				return fmt.Errorf("untar %s: %w", h.Name, err)
			}
		default:
			return fmt.Errorf("untar: %q has unsupported type %c", h.Name, h.Typeflag)
		}
	}
}
