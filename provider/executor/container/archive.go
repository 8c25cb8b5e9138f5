package container

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/gpumesh/gpumesh/provider/executor"
)

// ArchiveImage is what [Executor.ScanArchive] found in an image archive.
type ArchiveImage struct {
	// ID is the image ID, sha256:<64 hex>: the digest of the image's config, the ID the engine
	// gives the image once loaded, and what a job spec's image.id names.
	ID string
	// Layers is the number of layers.
	Layers int
	// ArchiveBytes is the archive file's size.
	ArchiveBytes int64
}

// ScanArchive checks the image archive at path as [Executor.Run] does before it loads one, and
// needs no engine: a regular file within [Config.MaxImageBytes]; entry names inside the
// archive; one image in manifest.json; the config's digest matching the name the archive gives
// it; every layer an uncompressed tar whose files, over all layers, stay within MaxImageBytes
// and [Config.MaxArchiveEntries]. An archive that passes is one Run will load (the engine still
// checks the layers against the config's diff IDs). Errors: [ErrNotImage],
// [ErrImageTooLarge], [ErrDigestMismatch] (all also [executor.ErrBadJob]).
func (e *Executor) ScanArchive(path string) (ArchiveImage, error) {
	f, info, size, err := e.openArchive(path)
	if err != nil {
		return ArchiveImage{}, err
	}
	defer f.Close()
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return ArchiveImage{}, fmt.Errorf("container: scan %s: %w", filepath.Base(path), err)
	}
	// The same pass that streams an archive to the engine, into nothing: it parses every layer.
	if err := e.rewriteArchive(io.Discard, f, path, info); err != nil {
		if ae := (*archiveError)(nil); errors.As(err, &ae) {
			return ArchiveImage{}, ae.err
		}
		return ArchiveImage{}, fmt.Errorf("container: scan %s: %w", filepath.Base(path), err)
	}
	return ArchiveImage{ID: info.id, Layers: len(info.layers), ArchiveBytes: size}, nil
}

// SaveImage writes the image that ref names in the engine (a name, name:tag, name@digest or
// image ID) to w in the format `docker save` writes, and returns its image ID. The engine is
// checked first ([ErrEngineUnavailable], [ErrEngineTooOld]); an image the engine does not hold
// is [ErrNoSuchImage]; one larger than [Config.MaxImageBytes], before or while it is written, is
// [ErrImageTooLarge]. The image is saved by its ID, so the archive carries no tags.
func (e *Executor) SaveImage(ctx context.Context, ref string, w io.Writer) (string, error) {
	if _, err := e.Check(ctx); err != nil {
		return "", err
	}
	if ref == "" || strings.ContainsAny(ref, " \t\n\x00") || len(ref) > 1024 {
		return "", fmt.Errorf("%w %q: give an image name, name:tag, name@sha256:<digest> or image ID", ErrBadImageRef, ref)
	}
	id, size, err := e.imageExists(ctx, ref)
	if err != nil {
		return "", err
	}
	if id == "" {
		return "", fmt.Errorf("%w: %q is not in the engine at %s; build or pull it first (docker images lists what it holds), or give an image archive file",
			ErrNoSuchImage, ref, e.cfg.Host)
	}
	tooLarge := func(n int64) error {
		return fmt.Errorf("%w: %s is more than %d bytes (%d); raise the limit or make the image smaller: %w",
			ErrImageTooLarge, ref, e.cfg.MaxImageBytes, n, executor.ErrBadJob)
	}
	if size > e.cfg.MaxImageBytes {
		return "", tooLarge(size)
	}
	rc, err := e.cli.ImageSave(ctx, []string{id})
	if err != nil {
		return "", fmt.Errorf("container: save %s: %w", ref, err)
	}
	defer rc.Close()
	n, err := io.Copy(w, io.LimitReader(rc, e.cfg.MaxImageBytes+1))
	if err != nil {
		return "", fmt.Errorf("container: save %s: %w", ref, err)
	}
	if n > e.cfg.MaxImageBytes {
		return "", tooLarge(n)
	}
	return id, nil
}
