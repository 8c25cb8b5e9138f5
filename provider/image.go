package provider

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider/executor/container"
	"github.com/gpumesh/gpumesh/provider/intake"
)

// imageChecker implements intake.ImageChecker: it copies the archive at a CID (pinned by the
// intake's prefetch, so local) into a temporary file of the work dir, at most the executor's
// image limit, and scans it with the container executor (no engine needed).
type imageChecker struct {
	store    *content.Store
	exec     *container.Executor
	dir      string
	maxBytes int64
}

var _ intake.ImageChecker = imageChecker{}

// CheckImage checks that c is an image archive within the limit whose image ID is wantID.
func (ic imageChecker) CheckImage(ctx context.Context, c cid.Cid, wantID string) error {
	rc, _, err := ic.store.Open(ctx, c, content.FetchOptions{})
	if err != nil {
		return fmt.Errorf("open image %s: %w", c, err)
	}
	defer rc.Close()
	f, err := os.CreateTemp(ic.dir, "image-check-*.tar")
	if err != nil {
		return fmt.Errorf("check image %s: %w", c, err)
	}
	defer os.Remove(f.Name())
	defer f.Close()
	n, err := io.Copy(f, io.LimitReader(rc, ic.maxBytes+1))
	if err != nil {
		return fmt.Errorf("copy image %s: %w", c, err)
	}
	if n > ic.maxBytes {
		return fmt.Errorf("%w: more than %d bytes (executor.container.max_image_mib)", container.ErrImageTooLarge, ic.maxBytes)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("check image %s: %w", c, err)
	}
	img, err := ic.exec.ScanArchive(f.Name())
	if err != nil {
		return err
	}
	if img.ID != wantID {
		return fmt.Errorf("%w: the archive holds image %s; the job's image.id is %s", container.ErrDigestMismatch, img.ID, wantID)
	}
	return nil
}
