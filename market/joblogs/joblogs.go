// Package joblogs is the /gpumesh/joblogs/1 stream protocol: a requester follows the stdout and
// stderr of a job while the provider runs it (`gpumesh job logs --follow`).
//
// The exchange is a long poll over p2p/reqresp. The requester asks for the job's output from an
// offset in each stream; the provider answers at once when it holds bytes past the offsets, and
// otherwise waits up to [Config.Wait] for some, or for the run to end, then answers what it has
// (possibly nothing). Each answer says whether the run is still going and whether the output is
// complete ([Response.Done]). The caller's next request starts where the last answer ended, so a
// reconnect (a new stream, a new connection) resumes without losing or repeating a byte, and a
// follower that fell behind catches up in chunks of at most [MaxChunk] per stream.
//
// Who may follow: a job's output goes to its requester only. The request frame carries the
// caller's wallet binding (reqresp: the wallet's signature over the peer id the secure channel
// authenticated), and a job id names its requester in its high 20 bytes (the escrow opens a job
// only for the requester its id names, contracts.NewJobID). A caller bound to any other wallet is
// declined before anything about the job is read.
//
// Bounds: the provider keeps at most [Hub.MaxBytes] of each stream of a job (the first bytes;
// what the job writes past that is counted, not kept, and the answer says so), keeps the output
// of at most [Hub.KeepEnded] ended runs, answers at most MaxChunk per stream per exchange, and
// rate-limits callers per peer (reqresp). A run that starts again (a crash or a preemption) goes
// on appending to the same streams.
package joblogs

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/reqresp"
)

// ID is the protocol id.
const ID protocol.ID = "/gpumesh/joblogs/1"

// MaxChunk bounds the bytes of one stream in one answer.
const MaxChunk = 256 << 10

// maxRequest bounds an encoded request (a job id and two offsets).
const maxRequest = 128

// maxFrame bounds each frame: two chunks, their counters, the binding and framing.
const maxFrame = 2*MaxChunk + p2p.MaxBindingSize + 256

// Errors.
var (
	// ErrNotRequester: the caller's wallet is not the job's requester.
	ErrNotRequester = errors.New("joblogs: only the job's requester may follow its output")
	// ErrBadOffset: a request asked for output past what the provider holds.
	ErrBadOffset = errors.New("joblogs: offset past the output held")
)

// Request asks for job's output from the given offsets (bytes already received of each stream).
type Request struct {
	Job    [32]byte `cbor:"1,keyasint"`
	Stdout uint64   `cbor:"2,keyasint,omitempty"`
	Stderr uint64   `cbor:"3,keyasint,omitempty"`
}

// Response is the output past the request's offsets: Stdout and Stderr start exactly there.
type Response struct {
	Stdout []byte `cbor:"1,keyasint,omitempty"`
	Stderr []byte `cbor:"2,keyasint,omitempty"`
	// StdoutDropped and StderrDropped count the bytes the job wrote past what the provider keeps
	// of a stream (Hub.MaxBytes): they are lost to live logs (the result has the job's capped
	// copy).
	StdoutDropped uint64 `cbor:"3,keyasint,omitempty"`
	StderrDropped uint64 `cbor:"4,keyasint,omitempty"`
	// Running: a run of the job is writing now.
	Running bool `cbor:"5,keyasint,omitempty"`
	// Done: no more output will come (the run ended and this answer holds the last bytes kept).
	Done bool `cbor:"6,keyasint,omitempty"`
	// Gone: this provider holds no output of the job and will hold none (it never ran here, or
	// its output was let go); its stdout and stderr come with the result.
	Gone bool `cbor:"7,keyasint,omitempty"`
}

// Source is what the provider serves output from; *Hub implements it.
type Source interface {
	// Read returns the output of job id past the offsets, waiting up to wait for some to arrive
	// or for the run to end. known is false when the source holds nothing of the job.
	Read(ctx context.Context, id contracts.JobID, stdout, stderr uint64, max int, wait time.Duration) (resp Response, known bool, err error)
}

// Config configures both sides. Zero fields take the documented defaults.
type Config struct {
	// Wait is how long the provider holds a request open when there is no new output. Default
	// 5s.
	Wait time.Duration
	// Timeout bounds one exchange. Default Wait + 10s.
	Timeout time.Duration
	// MaxConcurrent bounds concurrent inbound exchanges. Default 64.
	MaxConcurrent int
	// Ended, on the provider, tells whether a job the Source does not know will never run here
	// (its run is over, or it is unknown). Nil: such a job is waited for (it may still start).
	Ended func(contracts.JobID) bool
	// Retries is how many failed exchanges in a row Follow tolerates (each retried from the
	// offsets reached, after a backoff from 250ms doubling to 4s). Default 5.
	Retries int
	// Registerer receives the stream metrics. Default: not registered.
	Registerer prometheus.Registerer
}

func (c Config) withDefaults() Config {
	if c.Wait <= 0 {
		c.Wait = 5 * time.Second
	}
	if c.Timeout <= 0 {
		c.Timeout = c.Wait + 10*time.Second
	}
	if c.Retries <= 0 {
		c.Retries = 5
	}
	return c
}

func (c Config) reqresp() reqresp.Config {
	// A follower sends about one request per Wait; the burst allows a catch-up in chunks.
	return reqresp.Config{Protocol: ID, MaxFrame: maxFrame, Timeout: c.Timeout, MaxConcurrent: c.MaxConcurrent,
		PeerRate: 5, PeerBurst: 16}
}

// Service is the provider side.
type Service struct {
	srv *reqresp.Server
}

// NewService returns the provider side serving src; Start installs it on n.
func NewService(n *p2p.Node, cfg Config, src Source) (*Service, error) {
	cfg = cfg.withDefaults()
	m, err := reqresp.NewMetrics(cfg.Registerer)
	if err != nil {
		return nil, fmt.Errorf("%s metrics: %w", ID, err)
	}
	h := func(ctx context.Context, remote reqresp.Remote, body []byte) ([]byte, error) {
		req, err := CheckRequest(remote, body)
		if err != nil {
			return nil, err
		}
		id := contracts.JobID(req.Job)
		resp, known, err := src.Read(ctx, id, req.Stdout, req.Stderr, MaxChunk, cfg.Wait)
		if err != nil {
			return nil, err
		}
		if !known && cfg.Ended != nil && cfg.Ended(id) {
			resp = Response{Gone: true, Done: true}
		}
		return p2p.MarshalCBOR(resp)
	}
	return &Service{srv: reqresp.NewServer(n, cfg.reqresp(), h, m)}, nil
}

// Start installs the stream handler.
func (s *Service) Start() error { return s.srv.Start() }

// Close removes the stream handler.
func (s *Service) Close() error { return s.srv.Close() }

// CheckRequest decodes a request from remote and checks that remote's wallet is the job's
// requester. It is the handler's validation, exported for fuzzing.
func CheckRequest(remote reqresp.Remote, body []byte) (Request, error) {
	var req Request
	if len(body) > maxRequest {
		return req, fmt.Errorf("%w: joblogs request of %d bytes, at most %d", p2p.ErrMalformed, len(body), maxRequest)
	}
	if err := p2p.UnmarshalCBOR(body, &req); err != nil {
		return req, fmt.Errorf("%w: joblogs request: %v", p2p.ErrMalformed, err)
	}
	id := contracts.JobID(req.Job)
	if remote.Binding == nil || remote.Binding.Wallet != id.Requester() {
		return req, fmt.Errorf("%w: %w: job %s belongs to %s", reqresp.ErrDeclined, ErrNotRequester, id, id.Requester())
	}
	return req, nil
}

// Client is the requester side.
type Client struct {
	node *p2p.Node
	cfg  Config
	m    *reqresp.Metrics
}

// NewClient returns a requester-side client on n.
func NewClient(n *p2p.Node, cfg Config) (*Client, error) {
	cfg = cfg.withDefaults()
	m, err := reqresp.NewMetrics(cfg.Registerer)
	if err != nil {
		return nil, fmt.Errorf("%s metrics: %w", ID, err)
	}
	return &Client{node: n, cfg: cfg, m: m}, nil
}

// Offsets are how many bytes of each stream a follower has received.
type Offsets struct{ Stdout, Stderr uint64 }

// Fetch makes one exchange: the output of job id held by provider to past from.
func (c *Client) Fetch(ctx context.Context, to peer.ID, id contracts.JobID, from Offsets) (Response, error) {
	body, err := p2p.MarshalCBOR(Request{Job: id, Stdout: from.Stdout, Stderr: from.Stderr})
	if err != nil {
		return Response{}, err
	}
	raw, _, err := reqresp.Call(ctx, c.node, to, c.cfg.reqresp(), body, c.m)
	if err != nil {
		return Response{}, fmt.Errorf("job logs of %s from %s: %w", id, to, err)
	}
	resp, err := DecodeResponse(raw)
	if err != nil {
		return Response{}, fmt.Errorf("job logs of %s from %s: %w", id, to, err)
	}
	return resp, nil
}

// DecodeResponse decodes a provider's answer and checks its bounds (errors wrap
// p2p.ErrMalformed).
func DecodeResponse(raw []byte) (Response, error) {
	var resp Response
	if err := p2p.UnmarshalCBOR(raw, &resp); err != nil {
		return Response{}, fmt.Errorf("%w: %v", p2p.ErrMalformed, err)
	}
	if len(resp.Stdout) > MaxChunk || len(resp.Stderr) > MaxChunk {
		return Response{}, fmt.Errorf("%w: chunks of %d and %d bytes, at most %d", p2p.ErrMalformed, len(resp.Stdout), len(resp.Stderr), MaxChunk)
	}
	if resp.Done && resp.Running {
		return Response{}, fmt.Errorf("%w: an answer both running and done", p2p.ErrMalformed)
	}
	return resp, nil
}

// Follow fetches the output of job id from provider to, from the offsets from, and hands every
// answer to fn in order until one is Done, fn fails or ctx ends. A failed exchange is retried
// from the offsets reached (Config.Retries in a row); a declined one (not the job's requester,
// a bad offset) is not. It returns the offsets reached, from which a later Follow resumes.
func (c *Client) Follow(ctx context.Context, to peer.ID, id contracts.JobID, from Offsets, fn func(Response) error) (Offsets, error) {
	at := from
	failed := 0
	backoff := 250 * time.Millisecond
	for {
		resp, err := c.Fetch(ctx, to, id, at)
		if err != nil {
			if ctx.Err() != nil {
				return at, ctx.Err()
			}
			if errors.Is(err, reqresp.ErrDeclined) || errors.Is(err, reqresp.ErrBadInput) || errors.Is(err, p2p.ErrMalformed) {
				return at, err
			}
			if failed++; failed > c.cfg.Retries {
				return at, fmt.Errorf("%w (gave up after %d tries; follow again to resume)", err, failed)
			}
			select {
			case <-ctx.Done():
				return at, ctx.Err()
			case <-time.After(backoff):
			}
			backoff = min(2*backoff, 4*time.Second)
			continue
		}
		failed, backoff = 0, 250*time.Millisecond
		at.Stdout += uint64(len(resp.Stdout))
		at.Stderr += uint64(len(resp.Stderr))
		if err := fn(resp); err != nil {
			return at, err
		}
		if resp.Done {
			return at, nil
		}
	}
}
