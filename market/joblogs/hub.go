package joblogs

import (
	"context"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/p2p"
)

// Hub holds the live output of the jobs a provider runs: the runner writes into it, the Service
// reads from it. Safe for concurrent use. The zero value is not usable: use NewHub.
type Hub struct {
	// MaxBytes bounds what is kept of each stream of a job.
	MaxBytes int
	// KeepEnded bounds how many ended runs' output is kept (the oldest goes first).
	KeepEnded int

	mu     sync.Mutex
	jobs   map[contracts.JobID]*jobLog
	ended  []contracts.JobID // oldest first
	opened chan struct{}     // closed and replaced when a job's first run opens
}

// Hub defaults: at most 2 MiB a job, 32 MiB for the ended runs kept, plus the running ones.
const (
	DefaultMaxBytes  = 1 << 20
	DefaultKeepEnded = 16
)

// NewHub returns a hub keeping maxBytes of each stream of a job (0: DefaultMaxBytes) and the
// output of keepEnded ended runs (0: DefaultKeepEnded).
func NewHub(maxBytes, keepEnded int) *Hub {
	if maxBytes <= 0 {
		maxBytes = DefaultMaxBytes
	}
	if keepEnded <= 0 {
		keepEnded = DefaultKeepEnded
	}
	return &Hub{MaxBytes: maxBytes, KeepEnded: keepEnded, jobs: map[contracts.JobID]*jobLog{}, opened: make(chan struct{})}
}

type jobLog struct {
	out, err stream
	running  int           // runs writing now
	changed  chan struct{} // closed and replaced on every write and end
}

type stream struct {
	data    []byte
	dropped uint64
}

// Open starts a run of job id: what the returned writers get is kept (up to MaxBytes a stream)
// and served, appended to what earlier runs of the job wrote. end marks the run over; it must be
// called once the run's writers are done.
func (h *Hub) Open(id contracts.JobID) (stdout, stderr io.Writer, end func()) {
	h.mu.Lock()
	defer h.mu.Unlock()
	j := h.jobs[id]
	if j == nil {
		j = &jobLog{changed: make(chan struct{})}
		h.jobs[id] = j
		close(h.opened)
		h.opened = make(chan struct{})
	} else {
		h.unend(id)
	}
	j.running++
	var once sync.Once
	end = func() {
		once.Do(func() {
			h.mu.Lock()
			defer h.mu.Unlock()
			if j.running--; j.running == 0 {
				h.ended = append(h.ended, id)
				for len(h.ended) > h.KeepEnded {
					delete(h.jobs, h.ended[0])
					h.ended = h.ended[1:]
				}
			}
			j.wake()
		})
	}
	return hubWriter{h, j, &j.out}, hubWriter{h, j, &j.err}, end
}

// unend takes id off the ended list (a new run of it started). Called with mu held.
func (h *Hub) unend(id contracts.JobID) {
	for i, e := range h.ended {
		if e == id {
			h.ended = append(h.ended[:i], h.ended[i+1:]...)
			return
		}
	}
}

func (j *jobLog) wake() {
	close(j.changed)
	j.changed = make(chan struct{})
}

type hubWriter struct {
	h *Hub
	j *jobLog
	s *stream
}

func (w hubWriter) Write(p []byte) (int, error) {
	w.h.mu.Lock()
	defer w.h.mu.Unlock()
	room := max(w.h.MaxBytes-len(w.s.data), 0)
	keep := p[:min(len(p), room)]
	w.s.data = append(w.s.data, keep...)
	w.s.dropped += uint64(len(p) - len(keep))
	w.j.wake()
	return len(p), nil
}

// Read implements Source.
func (h *Hub) Read(ctx context.Context, id contracts.JobID, stdout, stderr uint64, max int, wait time.Duration) (Response, bool, error) {
	timer := time.NewTimer(wait)
	defer timer.Stop()
	for {
		h.mu.Lock()
		j := h.jobs[id]
		if j == nil {
			opened := h.opened
			h.mu.Unlock()
			// Nothing yet: the job may start while we wait (a Hub learns of a job when it runs).
			select {
			case <-ctx.Done():
				return Response{}, false, nil
			case <-timer.C:
				return Response{}, false, nil
			case <-opened:
				continue
			}
		}
		if stdout > uint64(len(j.out.data)) || stderr > uint64(len(j.err.data)) {
			n, e := len(j.out.data), len(j.err.data)
			h.mu.Unlock()
			return Response{}, true, fmt.Errorf("%w: %w: asked from stdout %d, stderr %d; held %d and %d", p2p.ErrMalformed, ErrBadOffset, stdout, stderr, n, e)
		}
		resp := Response{
			Stdout:        clip(j.out.data[stdout:], max),
			Stderr:        clip(j.err.data[stderr:], max),
			StdoutDropped: j.out.dropped, StderrDropped: j.err.dropped,
			Running: j.running > 0,
		}
		resp.Done = !resp.Running && stdout+uint64(len(resp.Stdout)) == uint64(len(j.out.data)) &&
			stderr+uint64(len(resp.Stderr)) == uint64(len(j.err.data))
		changed := j.changed
		h.mu.Unlock()
		if len(resp.Stdout) > 0 || len(resp.Stderr) > 0 || !resp.Running {
			return resp, true, nil
		}
		select {
		case <-ctx.Done():
			return resp, true, nil
		case <-timer.C:
			return resp, true, nil
		case <-changed:
		}
	}
}

// clip returns a copy of the first max bytes of b.
func clip(b []byte, max int) []byte {
	if len(b) == 0 {
		return nil
	}
	return append([]byte(nil), b[:min(len(b), max)]...)
}
