// Package containertest gives tests a real Docker Engine and images made without a registry.
//
// [Start] uses the engine named by GPUMESH_DOCKER_HOST, else the system engine at
// /var/run/docker.sock when it answers, else starts a private dockerd (when running as root
// and dockerd is installed) with its own data root, exec root, pid file and socket in a fresh
// temporary directory, no bridge and no iptables changes, and runc as the runtime; the returned
// stop function shuts that daemon down and removes its directory. [Build] compiles a static Go
// program and [WriteArchive] packs it into an image archive in the format `docker save` writes.
package containertest

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"syscall"
	"time"

	"github.com/moby/moby/client"
)

// Engine is a running engine for tests.
type Engine struct {
	Host    string // unix:///path/docker.sock
	Started bool   // this process started it
	// Socket is the socket's path on the host.
	Socket string

	cmd    *exec.Cmd
	dir    string
	exited <-chan error
}

// startTimeout bounds how long a started dockerd may take to answer.
const startTimeout = 90 * time.Second

// Start finds or starts an engine. The error says why none is available; tests skip with it.
func Start(ctx context.Context) (*Engine, error) {
	if h := os.Getenv("GPUMESH_DOCKER_HOST"); h != "" {
		if err := ping(ctx, h, 10*time.Second); err != nil {
			return nil, fmt.Errorf("GPUMESH_DOCKER_HOST=%s does not answer: %w", h, err)
		}
		return &Engine{Host: h, Socket: trimUnix(h)}, nil
	}
	const system = "unix:///var/run/docker.sock"
	if _, err := os.Stat("/var/run/docker.sock"); err == nil && ping(ctx, system, 5*time.Second) == nil {
		return &Engine{Host: system, Socket: "/var/run/docker.sock"}, nil
	}
	dockerd, err := exec.LookPath("dockerd")
	if err != nil {
		return nil, errors.New("no Docker engine: none answers at /var/run/docker.sock and dockerd is not installed (apt-get install docker.io)")
	}
	if os.Geteuid() != 0 {
		return nil, errors.New("no Docker engine: none answers at /var/run/docker.sock and starting dockerd needs root")
	}
	// A short path: the socket's must fit in 108 bytes.
	dir, err := os.MkdirTemp("/tmp", "gmd-")
	if err != nil {
		return nil, err
	}
	sock := filepath.Join(dir, "docker.sock")
	log, err := os.Create(filepath.Join(dir, "dockerd.log"))
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	defer log.Close()
	cmd := exec.Command(dockerd,
		"--data-root", filepath.Join(dir, "root"),
		"--exec-root", filepath.Join(dir, "exec"),
		"--pidfile", filepath.Join(dir, "dockerd.pid"),
		"--host", "unix://"+sock,
		"--bridge", "none", "--iptables=false", "--ip-masq=false", "--ip6tables=false",
		"--default-runtime", "runc", // crun refuses cgroup v1 hybrid hosts
		"--log-level", "warn")
	cmd.Stdout, cmd.Stderr = log, log
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGTERM}
	if err := cmd.Start(); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("start dockerd: %w", err)
	}
	e := &Engine{Host: "unix://" + sock, Socket: sock, Started: true, cmd: cmd, dir: dir}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	if err := waitReady(ctx, e.Host, exited); err != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		b, _ := os.ReadFile(filepath.Join(dir, "dockerd.log"))
		os.RemoveAll(dir)
		return nil, fmt.Errorf("dockerd did not become ready: %w\n%s", err, tail(b, 2000))
	}
	e.exited = exited
	return e, nil
}

func waitReady(ctx context.Context, host string, exited <-chan error) error {
	ctx, cancel := context.WithTimeout(ctx, startTimeout)
	defer cancel()
	t := time.NewTicker(100 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case err := <-exited:
			return fmt.Errorf("dockerd exited: %v", err)
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
			if ping(ctx, host, 2*time.Second) == nil {
				return nil
			}
		}
	}
}

// Stop shuts down an engine this process started (SIGTERM, then SIGKILL after 20 s) and
// removes its directory. For an engine it found, Stop does nothing.
func (e *Engine) Stop() error {
	if !e.Started || e.cmd == nil {
		return nil
	}
	_ = e.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-e.exited:
	case <-time.After(20 * time.Second):
		_ = syscall.Kill(-e.cmd.Process.Pid, syscall.SIGKILL)
		<-e.exited
	}
	// containerd (started by dockerd in its process group) goes with it.
	_ = syscall.Kill(-e.cmd.Process.Pid, syscall.SIGKILL)
	// dockerd leaves the bind mount of its own network namespace (made for a host-network
	// container) behind: detach it, or the directory cannot go.
	if mounts, _ := filepath.Glob(filepath.Join(e.dir, "exec", "netns", "*")); len(mounts) > 0 {
		for _, m := range mounts {
			_ = syscall.Unmount(m, syscall.MNT_DETACH)
		}
	}
	return os.RemoveAll(e.dir)
}

func ping(ctx context.Context, host string, d time.Duration) error {
	cli, err := client.New(client.WithHost(host))
	if err != nil {
		return err
	}
	defer cli.Close()
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	_, err = cli.Ping(ctx, client.PingOptions{})
	return err
}

func trimUnix(h string) string {
	if len(h) > 7 && h[:7] == "unix://" {
		return h[7:]
	}
	return h
}

func tail(b []byte, n int) string {
	if len(b) > n {
		b = b[len(b)-n:]
	}
	return string(b)
}

// Build compiles the main package in srcDir as a static linux binary (CGO_ENABLED=0) and
// returns its path, cached under cacheDir by a hash of the sources and the Go version.
func Build(srcDir, cacheDir string) (string, error) {
	h := sha256.New()
	fmt.Fprintf(h, "%s %s\n", runtime.Version(), runtime.GOARCH)
	var files []string
	err := filepath.WalkDir(srcDir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, p)
		}
		return err
	})
	if err != nil {
		return "", err
	}
	sort.Strings(files)
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s %d\n", f, len(b))
		h.Write(b)
	}
	if err := os.MkdirAll(cacheDir, 0o755); err != nil {
		return "", err
	}
	out := filepath.Join(cacheDir, "prog-"+hex.EncodeToString(h.Sum(nil))[:24])
	if _, err := os.Stat(out); err == nil {
		return out, nil
	}
	abs, err := filepath.Abs(srcDir)
	if err != nil {
		return "", err
	}
	tmp := out + ".tmp" + strconv.Itoa(os.Getpid())
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", tmp, ".")
	cmd.Dir = abs
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS=linux")
	if b, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("containertest: build %s: %v\n%s", srcDir, err, b)
	}
	return out, os.Rename(tmp, out)
}

// File is one entry of an image's root file system.
type File struct {
	Path string // without a leading slash
	Mode int64  // permission bits plus setuid etc. (tar mode)
	Dir  bool
	Link string // a symbolic link's target
	Data []byte
}

// Image describes an image for WriteArchive.
type Image struct {
	Files      []File
	Entrypoint []string
	// ConfigName overrides the archive's name for the config (default "<digest hex>.json");
	// a test of digest checks sets a wrong one.
	ConfigName string
	// RepoTags go into manifest.json as docker save writes them.
	RepoTags []string
	// Label makes otherwise equal images differ (another ID).
	Label string
	// GzipLayer stores the layer gzip-compressed (which the executor refuses: a compressed
	// layer can expand without bound).
	GzipLayer bool
}

// ProgramImage is an image holding the program at /job (0755) and a setuid-root copy at /suid,
// plus the mount points /in, /out and /tmp, with /job as its entrypoint.
func ProgramImage(prog string) (Image, error) {
	b, err := os.ReadFile(prog)
	if err != nil {
		return Image{}, err
	}
	return Image{
		Files: []File{
			{Path: "job", Mode: 0o755, Data: b},
			{Path: "suid", Mode: 0o4755, Data: b},
			{Path: "in", Dir: true, Mode: 0o755},
			{Path: "out", Dir: true, Mode: 0o755},
			{Path: "tmp", Dir: true, Mode: 0o1777},
			{Path: "etc", Dir: true, Mode: 0o755},
			{Path: "etc/passwd", Mode: 0o644, Data: []byte("root:x:0:0:root:/root:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/bin/false\n")},
		},
		Entrypoint: []string{"/job"},
	}, nil
}

// WriteArchive writes img to path as a docker-save archive (manifest.json, the config, one
// uncompressed layer) and returns the image ID (the config's sha256).
func WriteArchive(path string, img Image) (string, error) {
	var layer bytes.Buffer
	lw := tar.NewWriter(&layer)
	mtime := time.Unix(946684800, 0)
	for _, f := range img.Files {
		h := &tar.Header{Name: f.Path, Mode: f.Mode, ModTime: mtime, Typeflag: tar.TypeReg, Size: int64(len(f.Data))}
		switch {
		case f.Dir:
			h.Typeflag, h.Size, h.Name = tar.TypeDir, 0, f.Path+"/"
		case f.Link != "":
			h.Typeflag, h.Size, h.Linkname = tar.TypeSymlink, 0, f.Link
		}
		if err := lw.WriteHeader(h); err != nil {
			return "", err
		}
		if h.Typeflag == tar.TypeReg {
			if _, err := lw.Write(f.Data); err != nil {
				return "", err
			}
		}
	}
	if err := lw.Close(); err != nil {
		return "", err
	}
	diff := sha256.Sum256(layer.Bytes())
	diffHex := hex.EncodeToString(diff[:])
	if img.GzipLayer {
		var z bytes.Buffer
		zw := gzip.NewWriter(&z)
		zw.Write(layer.Bytes())
		if err := zw.Close(); err != nil {
			return "", err
		}
		layer = z
	}
	cfg := map[string]any{
		"architecture": runtime.GOARCH,
		"os":           "linux",
		"created":      "2000-01-01T00:00:00Z",
		"config":       map[string]any{"Entrypoint": img.Entrypoint, "Labels": map[string]string{"test": img.Label}},
		"rootfs":       map[string]any{"type": "layers", "diff_ids": []string{"sha256:" + diffHex}},
		"history":      []map[string]any{{"created": "2000-01-01T00:00:00Z", "created_by": "containertest"}},
	}
	cfgJSON, err := json.Marshal(cfg)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(cfgJSON)
	id := hex.EncodeToString(sum[:])
	cfgName := id + ".json"
	if img.ConfigName != "" {
		cfgName = img.ConfigName
	}
	manifest, _ := json.Marshal([]map[string]any{{"Config": cfgName, "RepoTags": img.RepoTags, "Layers": []string{diffHex + "/layer.tar"}}})

	f, err := os.Create(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	tw := tar.NewWriter(f)
	put := func(name string, data []byte, dir bool) error {
		h := &tar.Header{Name: name, Mode: 0o644, ModTime: mtime, Size: int64(len(data)), Typeflag: tar.TypeReg}
		if dir {
			h.Typeflag, h.Mode, h.Size = tar.TypeDir, 0o755, 0
		}
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		_, err := tw.Write(data)
		return err
	}
	for _, e := range []struct {
		name string
		data []byte
		dir  bool
	}{
		{diffHex + "/", nil, true},
		{diffHex + "/layer.tar", layer.Bytes(), false},
		{cfgName, cfgJSON, false},
		{"manifest.json", manifest, false},
	} {
		if err := put(e.name, e.data, e.dir); err != nil {
			return "", err
		}
	}
	if err := tw.Close(); err != nil {
		return "", err
	}
	return "sha256:" + id, f.Close()
}

// WriteTar writes a tar of the given regular files (name -> content) to path, for archives
// that are not images.
func WriteTar(path string, files map[string][]byte) error {
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if err := tw.WriteHeader(&tar.Header{Name: n, Mode: 0o644, Size: int64(len(files[n])), Typeflag: tar.TypeReg}); err != nil {
			return err
		}
		if _, err := io.Copy(tw, bytes.NewReader(files[n])); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}
