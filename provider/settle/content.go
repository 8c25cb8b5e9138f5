package settle

import (
	"archive/tar"
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider/runner"
	"github.com/ipfs/go-cid"
)

// Store is what Fetcher and Uploader need from a p2p/content Store.
type Store interface {
	GetPath(ctx context.Context, c cid.Cid, dst string, opts content.FetchOptions) error
	AddPath(ctx context.Context, path string, opts content.AddOptions) (cid.Cid, error)
	AddEncrypted(ctx context.Context, r io.Reader, to *ecdsa.PublicKey, opts content.AddOptions) (cid.Cid, error)
}

// Fetcher implements runner.Fetcher with a content store: the DAG is fetched (fast path from
// connected peers, then bitswap) and written to dst.
type Fetcher struct {
	Store Store
}

var _ runner.Fetcher = Fetcher{}

// Fetch writes the DAG at c to dst, replacing what a previous attempt left there.
func (f Fetcher) Fetch(ctx context.Context, c, dst string) error {
	id, err := content.ParseCID(c)
	if err != nil {
		return fmt.Errorf("fetch %q: %w", c, err)
	}
	if err := os.RemoveAll(dst); err != nil {
		return fmt.Errorf("fetch %s: clear %s: %w", c, dst, err)
	}
	if err := f.Store.GetPath(ctx, id, dst, content.FetchOptions{}); err != nil {
		return fmt.Errorf("fetch %s: %w", c, err)
	}
	return nil
}

// ErrNoRecipient: the uploader has no public key for the job whose result it is asked to add.
var ErrNoRecipient = errors.New("settle: no recipient key for job")

// Uploader implements runner.Uploader. A job with a recipient key gets its result directory
// packed as a tar stream (regular files and directories, sorted paths, zero times) and
// encrypted to the key (content.EncryptReader: ECIES); the result CID is the UnixFS file of that
// ciphertext. A job without one (Recipient returns nil, nil) is added as a plain UnixFS directory.
type Uploader struct {
	Store Store
	// Recipient returns the key outputs of jobID are encrypted to, nil for plaintext.
	Recipient func(jobID string) (*ecdsa.PublicKey, error)
}

var _ runner.Uploader = Uploader{}

// Upload adds dir (the runner's <work>/<job id>/result) and returns the CID.
func (u Uploader) Upload(ctx context.Context, dir string) (string, error) {
	jobID := filepath.Base(filepath.Dir(dir))
	var to *ecdsa.PublicKey
	if u.Recipient != nil {
		k, err := u.Recipient(jobID)
		if err != nil {
			return "", fmt.Errorf("upload %s: %w", jobID, err)
		}
		to = k
	}
	if to == nil {
		c, err := u.Store.AddPath(ctx, dir, content.AddOptions{Name: "result " + jobID})
		if err != nil {
			return "", fmt.Errorf("upload %s: %w", jobID, err)
		}
		return c.String(), nil
	}
	pr, pw := io.Pipe()
	go func() { pw.CloseWithError(WriteTar(pw, dir)) }()
	c, err := u.Store.AddEncrypted(ctx, pr, to, content.AddOptions{Name: "result " + jobID})
	pr.CloseWithError(err)
	if err != nil {
		return "", fmt.Errorf("upload %s: %w", jobID, err)
	}
	return c.String(), nil
}

// WriteTar writes the tree under dir as a deterministic tar stream.
func WriteTar(w io.Writer, dir string) error {
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

// ReadTar unpacks a stream written by WriteTar into dst (created), refusing paths that leave dst.
// Requesters use it on a decrypted result.
func ReadTar(r io.Reader, dst string) error {
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
