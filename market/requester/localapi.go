package requester

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/gpumesh/gpumesh/market/book"
)

// The local API lets other processes of the same user read a running requester's state.
//
// A requester's job store is a pebble database, which one process holds at a time: while `job
// submit --wait` follows a job, `job list` or `market offers` in another terminal cannot open it.
// So a started Requester (Config.LocalAPI) serves a small read-only HTTP API on a unix socket in
// its data directory, LocalAPISocket, and those commands, finding the store held, ask it instead:
// the jobs it records and the offers its book has heard (a warm book, where a fresh node would
// hear nothing until providers republish). The socket lives in a directory of its own made mode
// 0700 (and is itself 0600), so only the data directory's owner can connect, from the moment it
// exists; nothing it serves moves money or reveals a key, and the
// spot-check secrets in the records are left out. A socket file left by a process that died is
// replaced: whoever holds the store is the only process that serves.

// LocalAPISocket is the socket's path in the requester's data directory; its directory is mode
// 0700.
const LocalAPISocket = "api/requester.sock"

// maxSocketPath is the longest path a unix socket may have on Linux (sun_path less its NUL).
const maxSocketPath = 107

// localAPIMaxBody bounds what LocalClient reads from one answer.
const localAPIMaxBody = 64 << 20

// ErrNoLocalAPI: no running requester answers on the data directory's socket.
var ErrNoLocalAPI = errors.New("requester: no running requester serves this data directory")

// LocalOffer is one offer of the book as the local API serves it.
type LocalOffer struct {
	book.Entry
	// AttestationErr is Entry.AttestationErr's text ("" when the throughput is credited).
	AttestationErr string `json:"attestation_err,omitempty"`
}

// localAPI is the server side, owned by a started Requester.
type localAPI struct {
	srv  *http.Server
	path string
	done chan struct{}
}

// serveLocalAPI starts the local API on dir/LocalAPISocket. The caller holds the job store, so a
// socket file already there belongs to a process that no longer runs, and is replaced.
func (r *Requester) serveLocalAPI(dir string) (*localAPI, error) {
	path := filepath.Join(dir, LocalAPISocket)
	if len(path) > maxSocketPath {
		return nil, fmt.Errorf("local API socket path %s is %d bytes, longer than a unix socket allows (%d): use a shorter data_dir", path, len(path), maxSocketPath)
	}
	// The directory's mode is what keeps others out: a socket's own mode is applied only after
	// it is created (Chmod below), and a directory they cannot enter closes that window.
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("local API: %w", err)
	}
	if err := os.Chmod(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("local API: %w", err)
	}
	if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, fmt.Errorf("local API: remove stale socket: %w", err)
	}
	ln, err := net.Listen("unix", path)
	if err != nil {
		return nil, fmt.Errorf("local API: %w", err)
	}
	if err := os.Chmod(path, 0o600); err != nil {
		ln.Close()
		return nil, fmt.Errorf("local API: %w", err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/jobs", func(w http.ResponseWriter, _ *http.Request) {
		recs, err := r.Jobs()
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		for _, rec := range recs {
			rec.Secret = nil // the spot-check secret stays in this process
		}
		writeJSON(w, recs)
	})
	mux.HandleFunc("GET /v1/offers", func(w http.ResponseWriter, _ *http.Request) {
		entries := r.book.Snapshot()
		out := make([]LocalOffer, len(entries))
		for i, e := range entries {
			out[i] = LocalOffer{Entry: e}
			if e.AttestationErr != nil {
				out[i].AttestationErr = e.AttestationErr.Error()
			}
			out[i].Entry.AttestationErr = nil
		}
		writeJSON(w, out)
	})
	api := &localAPI{
		srv:  &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second, WriteTimeout: 30 * time.Second},
		path: path,
		done: make(chan struct{}),
	}
	go func() {
		defer close(api.done)
		if err := api.srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			r.cfg.Logger.Warn("local API stopped", "socket", path, "err", err)
		}
	}()
	return api, nil
}

// close stops serving (answers in flight end first, within a few seconds) and removes the
// socket file.
func (a *localAPI) close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err := a.srv.Shutdown(ctx)
	<-a.done
	if rmErr := os.Remove(a.path); rmErr != nil && !errors.Is(rmErr, os.ErrNotExist) {
		err = errors.Join(err, rmErr)
	}
	return err
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}

// LocalClient reads a running requester's state through its local API.
type LocalClient struct {
	hc *http.Client
}

// DialLocal returns a client of the requester whose data directory is dataDir, or an error
// wrapping ErrNoLocalAPI when none answers there.
func DialLocal(ctx context.Context, dataDir string) (*LocalClient, error) {
	path := filepath.Join(dataDir, LocalAPISocket)
	dial := func(ctx context.Context, _, _ string) (net.Conn, error) {
		var d net.Dialer
		return d.DialContext(ctx, "unix", path)
	}
	dctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	c, err := dial(dctx, "", "")
	if err != nil {
		return nil, fmt.Errorf("%w (%s: %v)", ErrNoLocalAPI, path, err)
	}
	c.Close()
	return &LocalClient{hc: &http.Client{Transport: &http.Transport{DialContext: dial}, Timeout: 30 * time.Second}}, nil
}

// Jobs returns the records of the running requester's job store (without their secrets).
func (c *LocalClient) Jobs(ctx context.Context) ([]*Record, error) {
	var recs []*Record
	return recs, c.get(ctx, "/v1/jobs", &recs)
}

// Offers returns the offers in the running requester's book.
func (c *LocalClient) Offers(ctx context.Context) ([]LocalOffer, error) {
	var out []LocalOffer
	return out, c.get(ctx, "/v1/offers", &out)
}

// Close releases the client's idle connections.
func (c *LocalClient) Close() { c.hc.CloseIdleConnections() }

func (c *LocalClient) get(ctx context.Context, path string, v any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://requester"+path, nil)
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return fmt.Errorf("local API %s: %w", path, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, localAPIMaxBody+1))
	if err != nil {
		return fmt.Errorf("local API %s: %w", path, err)
	}
	if len(body) > localAPIMaxBody {
		return fmt.Errorf("local API %s: answer larger than %d bytes", path, localAPIMaxBody)
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("local API %s: %s: %s", path, resp.Status, body)
	}
	if err := json.Unmarshal(body, v); err != nil {
		return fmt.Errorf("local API %s: %w", path, err)
	}
	return nil
}
