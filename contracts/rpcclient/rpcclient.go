// Package rpcclient dials a chain through one or more JSON-RPC endpoints over HTTP and rides out
// what real RPCs do: a dropped connection, a 429 or 5xx answer, an endpoint that goes away. A
// request that fails that way is sent again, to the next endpoint, with a capped exponential
// backoff, until it succeeds, the caller's context ends, or the attempts run out.
//
// Every JSON-RPC call gpumesh makes may be sent twice: reads are idempotent, and a signed
// transaction sent twice is the same transaction (the node answers "already known", or it is
// mined once; contracts.Sender treats both as sent). JSON-RPC errors in a 200 answer (a revert, a
// refused log range) are the node's answer and are never retried here.
//
// WebSocket and IPC endpoints are dialed as they are, without failover (a subscription cannot be
// replayed by a transport).
package rpcclient

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
)

// Options tune the failover. The zero value takes the documented defaults.
type Options struct {
	// Attempts bounds how often one request is sent, over all endpoints. Default 8.
	Attempts int
	// Backoff is the wait before the second attempt, doubled after each further failure up to
	// MaxBackoff, with up to half of it added at random. Defaults 100ms and 2s.
	Backoff, MaxBackoff time.Duration
	// AttemptTimeout bounds one attempt (connect, send, answer). Default 30s.
	AttemptTimeout time.Duration
	// MaxBody bounds a request body the transport keeps for resending. Default 16 MiB.
	MaxBody int64
	// MaxResponse bounds an answer's body: an endpoint is a peer like any other, and a
	// longer answer fails the call with ErrResponseTooLarge instead of filling memory. Default
	// 256 MiB (a page of logs at the largest range an RPC allows stays far below it).
	MaxResponse int64
}

func (o *Options) defaults() {
	if o.Attempts <= 0 {
		o.Attempts = 8
	}
	if o.Backoff <= 0 {
		o.Backoff = 100 * time.Millisecond
	}
	if o.MaxBackoff <= 0 {
		o.MaxBackoff = 2 * time.Second
	}
	if o.AttemptTimeout <= 0 {
		o.AttemptTimeout = 30 * time.Second
	}
	if o.MaxResponse <= 0 {
		o.MaxResponse = 256 << 20
	}
	if o.MaxBody <= 0 {
		o.MaxBody = 16 << 20
	}
}

var (
	// ErrNoEndpoint reports an empty endpoint list.
	ErrNoEndpoint = errors.New("rpcclient: no JSON-RPC endpoint")
	// ErrResponseTooLarge reports an answer longer than Options.MaxResponse.
	ErrResponseTooLarge = errors.New("rpcclient: JSON-RPC answer too large")
)

// Stats counts what the transport did, for tests and logs.
type Stats struct {
	Requests  uint64 // requests the client made
	Retries   uint64 // attempts after a transient failure
	Failovers uint64 // retries that moved to another endpoint
}

// Client is a chain client over a failover transport. Close releases it.
type Client struct {
	*ethclient.Client
	rpc *rpc.Client
	t   *transport // nil for a WebSocket or IPC endpoint
}

// Stats returns the transport's counts (zero for WebSocket and IPC endpoints).
func (c *Client) Stats() Stats {
	if c.t == nil {
		return Stats{}
	}
	return Stats{Requests: c.t.requests.Load(), Retries: c.t.retries.Load(), Failovers: c.t.failovers.Load()}
}

// RPC is the underlying JSON-RPC client (for raw calls).
func (c *Client) RPC() *rpc.Client { return c.rpc }

// Dial connects to the first endpoint and fails over to the others (HTTP and HTTPS endpoints).
// A single ws://, wss:// or IPC endpoint is dialed as it is; mixing it with others is an error.
// Dial sends nothing: check the chain id with ChainID.
func Dial(ctx context.Context, endpoints []string, opts Options) (*Client, error) {
	if len(endpoints) == 0 {
		return nil, ErrNoEndpoint
	}
	opts.defaults()
	for _, e := range endpoints {
		if !isHTTP(e) {
			if len(endpoints) > 1 {
				return nil, fmt.Errorf("rpcclient: %s: failover needs http:// or https:// endpoints; give a WebSocket or IPC endpoint alone", e)
			}
			c, err := rpc.DialContext(ctx, e)
			if err != nil {
				return nil, err
			}
			return &Client{Client: ethclient.NewClient(c), rpc: c}, nil
		}
	}
	t := &transport{endpoints: append([]string(nil), endpoints...), opts: opts, base: http.DefaultTransport}
	c, err := rpc.DialOptions(ctx, endpoints[0], rpc.WithHTTPClient(&http.Client{Transport: t}))
	if err != nil {
		return nil, err
	}
	return &Client{Client: ethclient.NewClient(c), rpc: c, t: t}, nil
}

func isHTTP(e string) bool {
	return strings.HasPrefix(e, "http://") || strings.HasPrefix(e, "https://")
}

// transport sends each request to the current endpoint and, on a transient failure, again to
// the next one.
type transport struct {
	endpoints []string
	opts      Options
	base      http.RoundTripper

	mu      sync.Mutex
	current int // index of the endpoint that answered last

	requests, retries, failovers atomic.Uint64
}

// transientStatus is an HTTP status worth another attempt: rate limits and server trouble.
func transientStatus(code int) bool {
	return code == http.StatusTooManyRequests || code == http.StatusRequestTimeout || code >= 500
}

func (t *transport) RoundTrip(req *http.Request) (*http.Response, error) {
	t.requests.Add(1)
	var body []byte
	if req.Body != nil {
		b, err := io.ReadAll(io.LimitReader(req.Body, t.opts.MaxBody+1))
		req.Body.Close()
		if err != nil {
			return nil, err
		}
		if int64(len(b)) > t.opts.MaxBody {
			return nil, fmt.Errorf("rpcclient: request of more than %d bytes", t.opts.MaxBody)
		}
		body = b
	}
	t.mu.Lock()
	idx := t.current
	t.mu.Unlock()
	wait := t.opts.Backoff
	var lastErr error
	for attempt := 0; attempt < t.opts.Attempts; attempt++ {
		if attempt > 0 {
			t.retries.Add(1)
			if len(t.endpoints) > 1 {
				idx = (idx + 1) % len(t.endpoints)
				t.failovers.Add(1)
			}
			jitter := time.Duration(rand.Int64N(int64(wait)/2 + 1))
			select {
			case <-req.Context().Done():
				return nil, fmt.Errorf("%w (last failure: %v)", req.Context().Err(), lastErr)
			case <-time.After(wait + jitter):
			}
			wait = min(2*wait, t.opts.MaxBackoff)
		}
		resp, err := t.once(req, t.endpoints[idx], body)
		if err == nil && !transientStatus(resp.StatusCode) {
			t.mu.Lock()
			t.current = idx
			t.mu.Unlock()
			return resp, nil
		}
		if err != nil {
			if req.Context().Err() != nil {
				return nil, err
			}
			lastErr = fmt.Errorf("%s: %w", redact(t.endpoints[idx]), err)
		} else {
			io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
			resp.Body.Close()
			lastErr = fmt.Errorf("%s: HTTP %s", redact(t.endpoints[idx]), resp.Status)
		}
	}
	return nil, fmt.Errorf("rpcclient: %d attempts over %d endpoint(s) failed; last: %w", t.opts.Attempts, len(t.endpoints), lastErr)
}

// once sends body to endpoint, bounded by AttemptTimeout. The answer's body stays readable after
// once returns: the attempt's timer is stopped when the body is closed.
func (t *transport) once(req *http.Request, endpoint string, body []byte) (*http.Response, error) {
	ctx, cancel := context.WithTimeout(req.Context(), t.opts.AttemptTimeout)
	r, err := http.NewRequestWithContext(ctx, req.Method, endpoint, bytes.NewReader(body))
	if err != nil {
		cancel()
		return nil, err
	}
	r.Header = req.Header.Clone()
	r.ContentLength = int64(len(body))
	resp, err := t.base.RoundTrip(r)
	if err != nil {
		cancel()
		return nil, err
	}
	resp.Body = &cancelBody{ReadCloser: resp.Body, cancel: cancel, left: t.opts.MaxResponse}
	return resp, nil
}

// cancelBody is an answer's body: it fails past its byte budget and ends the attempt's timer
// when closed.
type cancelBody struct {
	io.ReadCloser
	cancel context.CancelFunc
	left   int64 // bytes the answer may still have
}

func (b *cancelBody) Read(p []byte) (int, error) {
	if b.left <= 0 {
		// One byte more than allowed decides it: an answer of exactly the budget is fine.
		var one [1]byte
		for {
			n, err := b.ReadCloser.Read(one[:])
			if n > 0 {
				return 0, ErrResponseTooLarge
			}
			if err != nil {
				return 0, err // io.EOF: the answer ended within the budget
			}
		}
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.ReadCloser.Read(p)
	b.left -= int64(n)
	return n, err
}

func (b *cancelBody) Close() error {
	err := b.ReadCloser.Close()
	b.cancel()
	return err
}

// redact drops an endpoint's path and query, where hosted RPCs keep API keys, from messages.
func redact(endpoint string) string {
	rest := endpoint
	scheme := ""
	if i := strings.Index(rest, "://"); i >= 0 {
		scheme, rest = rest[:i+3], rest[i+3:]
	}
	if i := strings.IndexAny(rest, "/?"); i >= 0 {
		rest = rest[:i] + "/…"
	}
	return scheme + rest
}
