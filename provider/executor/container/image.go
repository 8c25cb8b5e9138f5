package container

import (
	"archive/tar"
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"

	cerrdefs "github.com/containerd/errdefs"
	"github.com/distribution/reference"
	"github.com/moby/moby/client"

	"github.com/gpumesh/gpumesh/provider/executor"
)

// GCRepository is the repository every image this package loads or pulls is tagged into (tag:
// the image ID's hex), so that [Executor.GC] finds them.
const GCRepository = "gpumesh.local/image"

// Bounds on the metadata of an image archive, read into memory.
const (
	maxManifestBytes = 1 << 20
	maxConfigBytes   = 8 << 20
	maxLoadReply     = 1 << 20
)

var (
	hex64       = regexp.MustCompile(`^[0-9a-f]{64}$`)
	imageIDForm = regexp.MustCompile(`^sha256:[0-9a-f]{64}$`)
)

// imageRef is a parsed executor.Job.Module: an archive path or a digest-pinned reference.
type imageRef struct {
	archive string
	ref     reference.Canonical
}

// parseImageRef reads s as an absolute archive path or as name@sha256:<hex>. A reference with
// only a tag, or none, is ErrTagNotPinned with the fix.
func parseImageRef(s string) (imageRef, error) {
	if s == "" {
		return imageRef{}, fmt.Errorf("%w: module is empty; give an image archive's absolute path or name@sha256:<digest>: %w", ErrBadImageRef, executor.ErrBadJob)
	}
	if strings.HasPrefix(s, "/") {
		if filepath.Clean(s) != s {
			return imageRef{}, fmt.Errorf("%w: archive path %q is not clean: %w", ErrBadImageRef, s, executor.ErrBadJob)
		}
		return imageRef{archive: s}, nil
	}
	named, err := reference.ParseNormalizedNamed(s)
	if err != nil {
		return imageRef{}, fmt.Errorf("%w %q: %v; use name@sha256:<64 hex digits>: %w", ErrBadImageRef, s, err, executor.ErrBadJob)
	}
	c, ok := named.(reference.Canonical)
	if !ok {
		return imageRef{}, fmt.Errorf("%w: %q names a tag, which can move; pin it to a digest as %s@sha256:<digest> "+
			"(docker inspect --format '{{index .RepoDigests 0}}' %s prints it): %w",
			ErrTagNotPinned, s, reference.FamiliarName(named), s, executor.ErrBadJob)
	}
	if c.Digest().Algorithm() != "sha256" {
		return imageRef{}, fmt.Errorf("%w %q: only sha256 digests are accepted: %w", ErrBadImageRef, s, executor.ErrBadJob)
	}
	return imageRef{ref: c}, nil
}

// ensureImage makes the image that module names present in the engine and returns its ID.
// wantID, when set, is the image ID (sha256:<hex>) the caller expects.
func (e *Executor) ensureImage(ctx context.Context, module, wantID string) (string, error) {
	r, err := parseImageRef(module)
	if err != nil {
		return "", err
	}
	if wantID != "" && !imageIDForm.MatchString(wantID) {
		return "", fmt.Errorf("%w: image id %q must be sha256:<64 hex digits>: %w", ErrBadImageRef, wantID, executor.ErrBadJob)
	}
	if r.archive != "" {
		return e.loadArchive(ctx, r.archive, wantID)
	}
	id, err := e.pullRef(ctx, r.ref)
	if err == nil && wantID != "" && id != wantID {
		return "", fmt.Errorf("%w: %s is image %s; the job expects %s: %w", ErrDigestMismatch, r.ref, id, wantID, executor.ErrBadJob)
	}
	return id, err
}

// imageExists returns the ID of image ref in the engine, or "" when it is absent.
func (e *Executor) imageExists(ctx context.Context, ref string) (string, int64, error) {
	res, err := e.cli.ImageInspect(ctx, ref)
	if cerrdefs.IsNotFound(err) {
		return "", 0, nil
	}
	if err != nil {
		return "", 0, fmt.Errorf("container: inspect image %s: %w", ref, err)
	}
	return res.ID, res.Size, nil
}

func (e *Executor) tagForGC(ctx context.Context, id string) error {
	_, err := e.cli.ImageTag(ctx, client.ImageTagOptions{Source: id, Target: GCRepository + ":" + strings.TrimPrefix(id, "sha256:")})
	if err != nil {
		return fmt.Errorf("container: tag image %s: %w", id, err)
	}
	return nil
}

// pullRef makes a digest-pinned registry image present.
func (e *Executor) pullRef(ctx context.Context, ref reference.Canonical) (string, error) {
	s := ref.String()
	v, err, _ := e.loads.Do("ref:"+s, func() (any, error) {
		id, size, err := e.imageExists(ctx, s)
		if err != nil || id != "" {
			return id, err
		}
		if e.cfg.NoPull {
			return "", fmt.Errorf("%w: %s; load it on the provider (docker pull) or set executor.container.no_pull = false", ErrImageNotPresent, s)
		}
		resp, err := e.cli.ImagePull(ctx, s, client.ImagePullOptions{})
		if err != nil {
			return "", fmt.Errorf("container: pull %s: %w", s, err)
		}
		if err := resp.Wait(ctx); err != nil {
			return "", fmt.Errorf("container: pull %s: %w", s, err)
		}
		if id, size, err = e.imageExists(ctx, s); err != nil {
			return "", err
		}
		if id == "" {
			return "", fmt.Errorf("%w: the engine pulled %s but holds no image under that digest", ErrDigestMismatch, s)
		}
		if size > e.cfg.MaxImageBytes {
			e.removeImage(ctx, id)
			return "", fmt.Errorf("%w: %s is %d bytes; this provider takes images up to %d (executor.container.max_image_bytes): %w",
				ErrImageTooLarge, s, size, e.cfg.MaxImageBytes, executor.ErrBadJob)
		}
		return id, e.tagForGC(ctx, id)
	})
	if err != nil {
		return "", err
	}
	return v.(string), nil
}

func (e *Executor) removeImage(ctx context.Context, id string) {
	if _, err := e.cli.ImageRemove(context.WithoutCancel(ctx), id, client.ImageRemoveOptions{Force: true, PruneChildren: true}); err != nil {
		e.cfg.Logger.Warn("remove image", "image", id, "err", err)
	}
}

// archiveManifest is one entry of a docker-save manifest.json.
type archiveManifest struct {
	Config   string
	RepoTags []string
	Layers   []string
}

// archiveInfo is what scanArchive learnt about an archive.
type archiveInfo struct {
	manifest []byte // manifest.json rewritten without RepoTags
	config   string // entry name of the image config
	layers   map[string]bool
	id       string // sha256:<hex> of the config
}

// badArchive wraps ErrNotImage with the archive's name and the reason.
func badArchive(name, format string, args ...any) error {
	return fmt.Errorf("%w: %s: %s; make the archive with docker save: %w", ErrNotImage, filepath.Base(name), fmt.Sprintf(format, args...), executor.ErrBadJob)
}

// cleanEntry checks that an entry name stays inside the archive and returns it cleaned.
func cleanEntry(name string) (string, bool) {
	if name == "" || strings.HasPrefix(name, "/") || strings.Contains(name, "\x00") || strings.Contains(name, `\`) {
		return "", false
	}
	c := path.Clean(name)
	if c == ".." || strings.HasPrefix(c, "../") {
		return "", false
	}
	return c, true
}

// scanArchive checks an image archive without loading it: entry names, counts and sizes, one
// image in manifest.json, the config's digest against its name. It reads headers in two passes
// (skipping bodies by seeking) plus the manifest and the config; it never follows a link.
func (e *Executor) scanArchive(f *os.File, name string) (archiveInfo, error) {
	var info archiveInfo
	types := map[string]byte{}
	var total int64
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return info, err
	}
	tr := tar.NewReader(f)
	var rawManifest []byte
	for n := 0; ; n++ {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return info, badArchive(name, "not a tar archive (%v)", err)
		}
		if n >= e.cfg.MaxArchiveEntries {
			return info, badArchive(name, "more than %d entries", e.cfg.MaxArchiveEntries)
		}
		c, ok := cleanEntry(h.Name)
		if !ok {
			return info, badArchive(name, "entry %q leaves the archive", h.Name)
		}
		if h.Typeflag == tar.TypeSymlink || h.Typeflag == tar.TypeLink {
			target := h.Linkname
			if h.Typeflag == tar.TypeSymlink && !strings.HasPrefix(target, "/") {
				target = path.Join(path.Dir(c), target)
			}
			if _, ok := cleanEntry(target); !ok {
				return info, badArchive(name, "link %q points outside the archive (%q)", h.Name, h.Linkname)
			}
		}
		if h.Size < 0 || total+h.Size > e.cfg.MaxImageBytes {
			return info, fmt.Errorf("%w: %s declares more than %d bytes (executor.container.max_image_bytes): %w",
				ErrImageTooLarge, filepath.Base(name), e.cfg.MaxImageBytes, executor.ErrBadJob)
		}
		total += h.Size
		if _, dup := types[c]; dup {
			return info, badArchive(name, "entry %q appears twice", c)
		}
		types[c] = h.Typeflag
		if c == "manifest.json" {
			if h.Typeflag != tar.TypeReg || h.Size > maxManifestBytes {
				return info, badArchive(name, "manifest.json is not a regular file of at most %d bytes", maxManifestBytes)
			}
			if rawManifest, err = io.ReadAll(tr); err != nil {
				return info, badArchive(name, "read manifest.json: %v", err)
			}
		}
	}
	if rawManifest == nil {
		return info, badArchive(name, "no manifest.json (an OCI layout without it is not accepted)")
	}
	var ms []archiveManifest
	if err := json.Unmarshal(rawManifest, &ms); err != nil {
		return info, badArchive(name, "manifest.json: %v", err)
	}
	if len(ms) != 1 {
		return info, badArchive(name, "manifest.json lists %d images; exactly one is needed", len(ms))
	}
	m := ms[0]
	cfgName, ok := cleanEntry(m.Config)
	if !ok || types[cfgName] != tar.TypeReg {
		return info, badArchive(name, "config %q is not a regular file in the archive", m.Config)
	}
	if len(m.Layers) == 0 || len(m.Layers) > 1000 {
		return info, badArchive(name, "%d layers; 1 to 1000 are accepted", len(m.Layers))
	}
	info.layers = map[string]bool{}
	for _, l := range m.Layers {
		c, ok := cleanEntry(l)
		if t, there := types[c]; !ok || !there || (t != tar.TypeReg && t != tar.TypeSymlink && t != tar.TypeLink) {
			return info, badArchive(name, "layer %q is not in the archive", l)
		}
		info.layers[c] = true
	}
	info.config = cfgName
	m.RepoTags = nil                                      // a job's archive never tags anything in the engine
	info.manifest, _ = json.Marshal([]archiveManifest{m}) // cannot fail: strings and slices

	// Second pass: the config.
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return info, err
	}
	tr = tar.NewReader(f)
	for {
		h, err := tr.Next()
		if err != nil {
			return info, badArchive(name, "config %q vanished (%v)", cfgName, err)
		}
		if c, _ := cleanEntry(h.Name); c != cfgName {
			continue
		}
		if h.Size > maxConfigBytes {
			return info, badArchive(name, "config is %d bytes; at most %d are accepted", h.Size, maxConfigBytes)
		}
		raw, err := io.ReadAll(tr)
		if err != nil {
			return info, badArchive(name, "read config: %v", err)
		}
		sum := sha256.Sum256(raw)
		info.id = "sha256:" + hex.EncodeToString(sum[:])
		var ic struct {
			OS     string `json:"os"`
			RootFS struct {
				Type    string   `json:"type"`
				DiffIDs []string `json:"diff_ids"`
			} `json:"rootfs"`
		}
		if err := json.Unmarshal(raw, &ic); err != nil {
			return info, badArchive(name, "config: %v", err)
		}
		if ic.OS != "linux" || ic.RootFS.Type != "layers" || len(ic.RootFS.DiffIDs) != len(m.Layers) {
			return info, badArchive(name, "config is not a linux image config with one diff_id per layer")
		}
		named := strings.TrimSuffix(path.Base(cfgName), ".json")
		if hex64.MatchString(named) && "sha256:"+named != info.id {
			return info, fmt.Errorf("%w: %s names its config sha256:%s but the config hashes to %s: %w",
				ErrDigestMismatch, filepath.Base(name), named, info.id, executor.ErrBadJob)
		}
		return info, nil
	}
}

// openArchive opens an image archive file and checks it without reading its layers: a regular
// file within MaxImageBytes, then scanArchive. The caller closes the file.
func (e *Executor) openArchive(name string) (*os.File, archiveInfo, int64, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, archiveInfo{}, 0, fmt.Errorf("container: open image archive: %w", err)
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, archiveInfo{}, 0, fmt.Errorf("container: image archive: %w", err)
	}
	if !fi.Mode().IsRegular() {
		f.Close()
		return nil, archiveInfo{}, 0, badArchive(name, "not a regular file")
	}
	if fi.Size() > e.cfg.MaxImageBytes {
		f.Close()
		return nil, archiveInfo{}, 0, fmt.Errorf("%w: %s is %d bytes; this provider takes images up to %d (executor.container.max_image_bytes): %w",
			ErrImageTooLarge, filepath.Base(name), fi.Size(), e.cfg.MaxImageBytes, executor.ErrBadJob)
	}
	info, err := e.scanArchive(f, name)
	if err != nil {
		f.Close()
		return nil, archiveInfo{}, 0, err
	}
	return f, info, fi.Size(), nil
}

// loadArchive loads an image archive (or finds it cached by its ID) and returns its ID.
func (e *Executor) loadArchive(ctx context.Context, name, wantID string) (string, error) {
	f, info, _, err := e.openArchive(name)
	if err != nil {
		return "", err
	}
	defer f.Close()
	if wantID != "" && info.id != wantID {
		return "", fmt.Errorf("%w: %s holds image %s; the job expects %s: %w", ErrDigestMismatch, filepath.Base(name), info.id, wantID, executor.ErrBadJob)
	}
	v, err, _ := e.loads.Do("id:"+info.id, func() (any, error) {
		id, _, err := e.imageExists(ctx, info.id)
		if err != nil || id == info.id {
			return id, err // cached
		}
		return e.streamLoad(ctx, f, name, info)
	})
	if err != nil {
		return "", err
	}
	return v.(string), nil
}

// streamLoad sends the archive to the engine with its manifest rewritten and its tag files
// dropped, checking the layers as they stream; then verifies and tags the loaded image.
func (e *Executor) streamLoad(ctx context.Context, f *os.File, name string, info archiveInfo) (string, error) {
	e.loaded.Add(1)
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return "", err
	}
	pr, pw := io.Pipe()
	streamed := make(chan error, 1)
	go func() {
		err := e.rewriteArchive(pw, f, name, info)
		pw.CloseWithError(err)
		streamed <- err
	}()
	var reply []byte
	resp, err := e.cli.ImageLoad(ctx, pr, client.ImageLoadWithQuiet(true))
	if err == nil {
		reply, err = io.ReadAll(io.LimitReader(resp, maxLoadReply))
		resp.Close()
	}
	pr.CloseWithError(errors.New("container: load ended"))
	if serr := <-streamed; serr != nil {
		if ae := (*archiveError)(nil); errors.As(serr, &ae) {
			return "", ae.err
		}
		if err == nil {
			err = serr
		}
	}
	if err != nil {
		return "", fmt.Errorf("container: load %s: %w", filepath.Base(name), err)
	}
	loaded, msg := parseLoadReply(reply)
	if msg != "" {
		return "", fmt.Errorf("%w: the engine refused %s: %s: %w", ErrNotImage, filepath.Base(name), msg, executor.ErrBadJob)
	}
	if loaded != "" && loaded != info.id {
		e.removeImage(ctx, loaded)
		return "", fmt.Errorf("%w: the engine loaded %s from %s, whose config hashes to %s: %w", ErrDigestMismatch, loaded, filepath.Base(name), info.id, executor.ErrBadJob)
	}
	id, _, err := e.imageExists(ctx, info.id)
	if err != nil {
		return "", err
	}
	if id != info.id {
		return "", fmt.Errorf("%w: after loading %s the engine holds no image %s: %w", ErrDigestMismatch, filepath.Base(name), info.id, executor.ErrBadJob)
	}
	return id, e.tagForGC(ctx, id)
}

// archiveError is a refusal found while streaming the archive to the engine.
type archiveError struct{ err error }

func (a *archiveError) Error() string { return a.err.Error() }
func (a *archiveError) Unwrap() error { return a.err }

// parseLoadReply reads the engine's JSON message stream: the loaded image ID, or an error.
func parseLoadReply(b []byte) (id, errMsg string) {
	dec := json.NewDecoder(bytes.NewReader(b))
	for {
		var m struct {
			Stream      string `json:"stream"`
			Error       string `json:"error"`
			ErrorDetail *struct {
				Message string `json:"message"`
			} `json:"errorDetail"`
		}
		if err := dec.Decode(&m); err != nil {
			return id, errMsg
		}
		if m.ErrorDetail != nil && m.ErrorDetail.Message != "" {
			errMsg = m.ErrorDetail.Message
		} else if m.Error != "" {
			errMsg = m.Error
		}
		if s, ok := strings.CutPrefix(strings.TrimSpace(m.Stream), "Loaded image ID: "); ok {
			id = s
		}
	}
}

// rewriteArchive copies the archive to w: manifest.json replaced by info.manifest, the tag
// files (repositories, index.json) dropped, and each layer parsed as an uncompressed tar whose
// files, over all layers, stay within MaxImageBytes and MaxArchiveEntries.
func (e *Executor) rewriteArchive(w io.Writer, f *os.File, name string, info archiveInfo) error {
	bw := bufio.NewWriterSize(w, 1<<20)
	tw := tar.NewWriter(bw)
	tr := tar.NewReader(f)
	var files, bytesIn int64
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return &archiveError{badArchive(name, "reread: %v", err)}
		}
		c, _ := cleanEntry(h.Name)
		switch c {
		case "repositories", "index.json", "oci-layout":
			continue
		case "manifest.json":
			h.Size = int64(len(info.manifest))
			if err := tw.WriteHeader(h); err != nil {
				return err
			}
			if _, err := tw.Write(info.manifest); err != nil {
				return err
			}
			continue
		}
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		if !info.layers[c] || h.Typeflag != tar.TypeReg {
			if _, err := io.Copy(tw, tr); err != nil {
				return err
			}
			continue
		}
		// A layer: parse it as it streams through.
		body := io.TeeReader(tr, tw)
		lr := tar.NewReader(body)
		for {
			lh, err := lr.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				return &archiveError{badArchive(name, "layer %s is not an uncompressed tar (%v); compressed layers are refused", c, err)}
			}
			files++
			bytesIn += max(lh.Size, 0)
			if files > int64(e.cfg.MaxArchiveEntries) {
				return &archiveError{badArchive(name, "layers hold more than %d files", e.cfg.MaxArchiveEntries)}
			}
			if bytesIn > e.cfg.MaxImageBytes {
				return &archiveError{fmt.Errorf("%w: %s unpacks to more than %d bytes (executor.container.max_image_bytes): %w",
					ErrImageTooLarge, filepath.Base(name), e.cfg.MaxImageBytes, executor.ErrBadJob)}
			}
			if _, err := io.Copy(io.Discard, lr); err != nil {
				return &archiveError{badArchive(name, "layer %s: %v", c, err)}
			}
		}
		if _, err := io.Copy(io.Discard, body); err != nil { // the padding after the layer's end
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return bw.Flush()
}

// GC removes the images this package brought into the engine (those tagged GCRepository)
// whose IDs are not in keep, and returns the removed IDs. An image a container still uses is
// left in place.
func (e *Executor) GC(ctx context.Context, keep map[string]bool) ([]string, error) {
	list, err := e.cli.ImageList(ctx, client.ImageListOptions{Filters: make(client.Filters).Add("reference", GCRepository)})
	if err != nil {
		return nil, fmt.Errorf("container: gc: list images: %w", err)
	}
	var removed []string
	for _, im := range list.Items {
		if keep[im.ID] {
			continue
		}
		if _, err := e.cli.ImageRemove(ctx, im.ID, client.ImageRemoveOptions{Force: true, PruneChildren: true}); err != nil {
			if cerrdefs.IsConflict(err) {
				continue
			}
			return removed, fmt.Errorf("container: gc: remove %s: %w", im.ID, err)
		}
		removed = append(removed, im.ID)
	}
	return removed, nil
}

// Cleanup removes every container this package created that is still in the engine (left by a
// daemon that crashed mid-run) and returns how many it removed. Call it at start-up.
func (e *Executor) Cleanup(ctx context.Context) (int, error) {
	list, err := e.cli.ContainerList(ctx, client.ContainerListOptions{All: true,
		Filters: make(client.Filters).Add("label", LabelExecutor+"=container")})
	if err != nil {
		return 0, fmt.Errorf("container: cleanup: list containers: %w", err)
	}
	n := 0
	for _, c := range list.Items {
		if _, err := e.cli.ContainerRemove(ctx, c.ID, client.ContainerRemoveOptions{Force: true, RemoveVolumes: true}); err != nil && !cerrdefs.IsNotFound(err) {
			return n, fmt.Errorf("container: cleanup: remove %s: %w", c.ID, err)
		}
		n++
	}
	return n, nil
}
