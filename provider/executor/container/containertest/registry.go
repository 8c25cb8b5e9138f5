package containertest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/moby/moby/client"
)

// Registry is a private image registry on loopback for tests of images by digest: the Debian
// `docker-registry` package (the distribution registry) serving 127.0.0.1:<free port> from a
// temporary directory. Engines treat registries on 127.0.0.0/8 as insecure (plain HTTP) by
// default, so neither the engine nor the registry needs a certificate.
type Registry struct {
	Addr string // 127.0.0.1:PORT

	cmd    *exec.Cmd
	dir    string
	exited chan error
}

// registryStartTimeout bounds how long a started registry may take to answer.
const registryStartTimeout = 30 * time.Second

// StartRegistry starts a registry on a free loopback port. The error says why none could be
// started (the binary missing: apt-get install docker-registry); tests skip with it.
func StartRegistry(ctx context.Context) (*Registry, error) {
	bin, err := exec.LookPath("docker-registry")
	if err != nil {
		return nil, errors.New("no image registry: docker-registry is not installed (apt-get install docker-registry)")
	}
	var last error
	for range 3 { // the free port can be taken between the probe and the registry's bind
		r, err := startRegistry(ctx, bin)
		if err == nil {
			return r, nil
		}
		last = err
	}
	return nil, last
}

func startRegistry(ctx context.Context, bin string) (*Registry, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	addr := l.Addr().String()
	l.Close()
	dir, err := os.MkdirTemp("", "gpumesh-registry-")
	if err != nil {
		return nil, err
	}
	cfg := fmt.Sprintf(`version: 0.1
log:
  level: warn
storage:
  filesystem:
    rootdirectory: %s
  delete:
    enabled: true
http:
  addr: %s
`, filepath.Join(dir, "data"), addr)
	cfgPath := filepath.Join(dir, "config.yml")
	if err := os.WriteFile(cfgPath, []byte(cfg), 0o600); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	logf, err := os.Create(filepath.Join(dir, "registry.log"))
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	defer logf.Close()
	cmd := exec.Command(bin, "serve", cfgPath)
	cmd.Stdout, cmd.Stderr = logf, logf
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGTERM}
	if err := cmd.Start(); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("start docker-registry: %w", err)
	}
	r := &Registry{Addr: addr, cmd: cmd, dir: dir, exited: make(chan error, 1)}
	go func() { r.exited <- cmd.Wait() }()
	if err := r.waitReady(ctx); err != nil {
		b, _ := os.ReadFile(filepath.Join(dir, "registry.log"))
		r.Stop()
		return nil, fmt.Errorf("docker-registry on %s did not become ready: %w\n%s", addr, err, tail(b, 2000))
	}
	return r, nil
}

// waitReady polls the registry's API root (GET /v2/ answers 200) until it answers, the
// process exits or registryStartTimeout passes.
func (r *Registry) waitReady(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, registryStartTimeout)
	defer cancel()
	t := time.NewTicker(50 * time.Millisecond)
	defer t.Stop()
	hc := &http.Client{Timeout: 2 * time.Second}
	for {
		select {
		case err := <-r.exited:
			r.exited <- err // for Stop
			return fmt.Errorf("docker-registry exited: %v", err)
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
			req, _ := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+r.Addr+"/v2/", nil)
			if resp, err := hc.Do(req); err == nil {
				resp.Body.Close()
				if resp.StatusCode == http.StatusOK {
					return nil
				}
			}
		}
	}
}

// Stop kills the registry and removes its directory.
func (r *Registry) Stop() error {
	if r.cmd != nil && r.cmd.Process != nil {
		_ = syscall.Kill(-r.cmd.Process.Pid, syscall.SIGKILL)
		<-r.exited
	}
	return os.RemoveAll(r.dir)
}

// Push loads the image archive at archive into the engine at host, tags it repo:tag on this
// registry (repo without the registry's address, e.g. "gpumesh/test"), pushes it, and removes
// it from the engine again, so that a job naming it must pull it. It returns the digest-pinned
// reference (127.0.0.1:PORT/repo@sha256:<manifest digest>) and the image ID.
func (r *Registry) Push(ctx context.Context, host, archive, repo, tag string) (ref, imageID string, err error) {
	cli, err := client.New(client.WithHost(host))
	if err != nil {
		return "", "", err
	}
	defer cli.Close()
	f, err := os.Open(archive)
	if err != nil {
		return "", "", err
	}
	defer f.Close()
	res, err := cli.ImageLoad(ctx, f, client.ImageLoadWithQuiet(true))
	if err != nil {
		return "", "", fmt.Errorf("containertest: load %s: %w", archive, err)
	}
	var loaded strings.Builder
	dec := json.NewDecoder(res)
	for {
		var m struct {
			Stream string `json:"stream"`
			Error  string `json:"error"`
		}
		if err := dec.Decode(&m); err != nil {
			break
		}
		if m.Error != "" {
			res.Close()
			return "", "", fmt.Errorf("containertest: load %s: %s", archive, m.Error)
		}
		loaded.WriteString(m.Stream)
	}
	res.Close()
	// "Loaded image ID: sha256:..." (an archive without RepoTags)
	out := loaded.String()
	i := strings.Index(out, "sha256:")
	if i < 0 || len(out) < i+71 {
		return "", "", fmt.Errorf("containertest: load %s: no image ID in the engine's reply %q", archive, out)
	}
	imageID = out[i : i+71]
	named := r.Addr + "/" + repo + ":" + tag
	if _, err := cli.ImageTag(ctx, client.ImageTagOptions{Source: imageID, Target: named}); err != nil {
		return "", "", fmt.Errorf("containertest: tag %s: %w", named, err)
	}
	defer func() {
		// The engine keeps no copy: a job by digest pulls it from the registry.
		if _, rerr := cli.ImageRemove(context.WithoutCancel(ctx), imageID, client.ImageRemoveOptions{Force: true, PruneChildren: true}); rerr != nil && err == nil {
			err = fmt.Errorf("containertest: remove %s after the push: %w", imageID, rerr)
		}
	}()
	push, err := cli.ImagePush(ctx, named, client.ImagePushOptions{RegistryAuth: "e30="}) // base64 "{}": no credentials
	if err != nil {
		return "", "", fmt.Errorf("containertest: push %s: %w", named, err)
	}
	var digest string
	for m, err := range push.JSONMessages(ctx) {
		if err != nil {
			return "", "", fmt.Errorf("containertest: push %s: %w", named, err)
		}
		if m.Error != nil {
			return "", "", fmt.Errorf("containertest: push %s: %s", named, m.Error.Message)
		}
		if m.Aux != nil {
			var aux struct{ Digest string }
			if json.Unmarshal(*m.Aux, &aux) == nil && strings.HasPrefix(aux.Digest, "sha256:") {
				digest = aux.Digest
			}
		}
	}
	if digest == "" {
		return "", "", fmt.Errorf("containertest: push %s: the engine reported no manifest digest", named)
	}
	return r.Addr + "/" + repo + "@" + digest, imageID, nil
}
