package settle

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// Store is what Fetcher and Uploader need from a p2p/content Store.
type Store interface {
	GetPath(ctx context.Context, c cid.Cid, dst string, opts content.FetchOptions) error
	AddFS(ctx context.Context, fsys fs.FS, opts content.AddOptions) (cid.Cid, error)
	AddEncrypted(ctx context.Context, r io.Reader, to *ecdsa.PublicKey, opts content.AddOptions) (cid.Cid, error)
}

// Fetcher implements runner.Fetcher with a content store: the DAG is fetched (fast path from
// connected peers, then bitswap) and written to dst.
type Fetcher struct {
	Store Store
	// MaxBytes bounds each fetch (content.FetchOptions.MaxBytes), named by MaxBytesKey in the
	// error; content already in the store (the prefetch pinned it) is not bounded. 0: none.
	MaxBytes    int64
	MaxBytesKey string
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
	if err := f.Store.GetPath(ctx, id, dst, content.FetchOptions{MaxBytes: f.MaxBytes, MaxBytesKey: f.MaxBytesKey}); err != nil {
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
	Recipient func(jobID contracts.JobID) (*ecdsa.PublicKey, error)
}

var _ runner.Uploader = Uploader{}

// Upload adds dir (jobID's result) and returns the CID.
func (u Uploader) Upload(ctx context.Context, jobID contracts.JobID, result fs.FS) (string, error) {
	var to *ecdsa.PublicKey
	if u.Recipient != nil {
		k, err := u.Recipient(jobID)
		if err != nil {
			return "", fmt.Errorf("upload %s: %w", jobID, err)
		}
		to = k
	}
	if to == nil {
		c, err := u.Store.AddFS(ctx, result, content.AddOptions{Name: "result " + jobID.String()})
		if err != nil {
			return "", fmt.Errorf("upload %s: %w", jobID, err)
		}
		return c.String(), nil
	}
	pr, pw := io.Pipe()
	go func() { pw.CloseWithError(content.WriteArchiveFS(pw, result)) }()
	c, err := u.Store.AddEncrypted(ctx, pr, to, content.AddOptions{Name: "result " + jobID.String()})
	pr.CloseWithError(err)
	if err != nil {
		return "", fmt.Errorf("upload %s: %w", jobID, err)
	}
	return c.String(), nil
}
