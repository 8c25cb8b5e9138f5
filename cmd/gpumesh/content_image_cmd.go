package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/libp2p/go-libp2p/core/host"
	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider/executor/container"
)

// addImageOutput is what `gpumesh content add-image --json` prints.
type addImageOutput struct {
	CID     string `json:"cid"`
	ImageID string `json:"image_id"`
	Layers  int    `json:"layers"`
	Bytes   int64  `json:"bytes"`
	Source  string `json:"source"` // "archive" or "engine"
}

// newContentAddImageCommand is `gpumesh content add-image REF|ARCHIVE`: the CID of an image
// archive for a container job spec's image.cid, with the image ID for its image.id.
func newContentAddImageCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "add-image",
		Usage: "add a container image archive (a file, or an image of the local Docker engine) and pin it; prints the CID and the image id for a job spec's image",
		Description: "ARCHIVE is a file in the format `docker save` writes (uncompressed layers); it is checked as the\n" +
			"container executor checks an image before it loads one. REF names an image the engine holds\n" +
			"(name, name:tag, name@sha256:... or an image id): it is saved from the engine, checked and added.\n" +
			"A path that exists is an ARCHIVE; anything else is a REF. Put the output in the job spec:\n" +
			"  image:\n    cid: <CID>\n    id: <image id>",
		ArgsUsage: "REF|ARCHIVE",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "engine", Value: container.DefaultHost, Usage: "Docker engine socket `URL` (for REF)", Sources: cli.EnvVars("GPUMESH_DOCKER_HOST")},
			&cli.Int64Flag{Name: "max-image-bytes", Value: 16 << 30, Usage: "refuse images larger than `BYTES` (providers have a limit too)"},
			&cli.StringFlag{Name: "name", Usage: "pin `NAME` (default: the file name or REF)"},
			&cli.BoolFlag{Name: "no-pin", Usage: "do not pin (GC may remove it)"},
		},
		Action: func(ctx context.Context, cmd *cli.Command) error {
			if cmd.Args().Len() != 1 {
				return usageError("content add-image: give exactly one image REF or ARCHIVE file")
			}
			if cmd.Int64("max-image-bytes") <= 0 {
				return usageError("content add-image: --max-image-bytes must be positive")
			}
			return e.addImage(ctx, cmd, cmd.Args().First())
		},
	}
}

// addImage checks the archive (saving it from the engine first for a REF), then adds it.
func (e *env) addImage(ctx context.Context, cmd *cli.Command, arg string) error {
	ex, err := container.New(container.Config{Host: cmd.String("engine"), MaxImageBytes: cmd.Int64("max-image-bytes"), Logger: e.logger})
	if err != nil {
		return usageError("content add-image: --engine: %v", err)
	}
	defer ex.Close()
	out := addImageOutput{Source: "archive"}
	path, name, savedID := arg, filepath.Base(arg), ""
	if _, statErr := os.Stat(arg); statErr != nil {
		if looksLikePath(arg) {
			return usageError("content add-image: ARCHIVE %s: %v; give an existing image archive file, or an image REF of the engine", arg, statErr)
		}
		out.Source, name = "engine", arg
		if path, savedID, err = e.saveImage(ctx, ex, arg); err != nil {
			return addImageError(err)
		}
		defer os.Remove(path)
	}
	img, err := ex.ScanArchive(path)
	if err == nil && savedID != "" && img.ID != savedID {
		err = fmt.Errorf("%w: the engine saved %s as an archive of %s", container.ErrDigestMismatch, savedID, img.ID)
	}
	if err != nil {
		return addImageError(err)
	}
	out.ImageID, out.Layers, out.Bytes = img.ID, img.Layers, img.ArchiveBytes
	if n := cmd.String("name"); n != "" {
		name = n
	}
	err = e.withStore(ctx, cmd, false, func(s *content.Store, _ host.Host) error {
		c, err := s.AddPath(ctx, path, content.AddOptions{Name: name, NoPin: cmd.Bool("no-pin")})
		if err != nil {
			return fmt.Errorf("content add-image: add %s: %w", arg, err)
		}
		out.CID = c.String()
		return nil
	})
	if err != nil {
		return err
	}
	if e.jsonOut {
		return e.printJSON(out)
	}
	e.printf("cid: %s\nid: %s\n", out.CID, out.ImageID)
	return nil
}

// saveImage saves the engine's image ref to a temporary file in the data dir and returns its
// path and the image ID the engine gave; the caller removes the file.
func (e *env) saveImage(ctx context.Context, ex *container.Executor, ref string) (string, string, error) {
	if err := os.MkdirAll(e.dataDir(), 0o700); err != nil {
		return "", "", fmt.Errorf("content add-image: %w", err)
	}
	f, err := os.CreateTemp(e.dataDir(), "add-image-*.tar")
	if err != nil {
		return "", "", fmt.Errorf("content add-image: %w", err)
	}
	id, err := ex.SaveImage(ctx, ref, f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(f.Name())
		return "", "", err
	}
	return f.Name(), id, nil
}

// looksLikePath reports whether a missing arg was meant as a file rather than an image name.
func looksLikePath(s string) bool {
	return strings.HasPrefix(s, "/") || strings.HasPrefix(s, "./") || strings.HasPrefix(s, "../") ||
		strings.HasSuffix(s, ".tar") || strings.HasPrefix(s, "~")
}

// addImageError makes the image's own faults bad input (exit 2) and keeps the engine's as
// failures (exit 1).
func addImageError(err error) error {
	for _, bad := range []error{container.ErrNotImage, container.ErrImageTooLarge, container.ErrDigestMismatch,
		container.ErrNoSuchImage, container.ErrBadImageRef} {
		if errors.Is(err, bad) {
			return usageError("content add-image: %v", err)
		}
	}
	if errors.Is(err, container.ErrEngineUnavailable) {
		return fmt.Errorf("content add-image: %w (give the engine's socket with --engine or GPUMESH_DOCKER_HOST)", err)
	}
	return fmt.Errorf("content add-image: %w", err)
}
