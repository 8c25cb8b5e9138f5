// Package rpctest holds a JSON-RPC proxy for tests: it forwards every call to a real node and
// refuses eth_getLogs over more than a set number of blocks, the way hosted RPC providers do,
// with their varied error codes and texts.
package rpctest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
)

// maxBody bounds a request or an upstream answer the proxy reads.
const maxBody = 64 << 20

// Refusal is the JSON-RPC error the proxy answers an over-wide eth_getLogs with.
type Refusal struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// Refusals are the answers hosted providers give to a log query over too many blocks; the proxy
// cycles through them, so a client has to recognise each.
var Refusals = []Refusal{
	{-32005, "query returned more than 10000 results"},
	{-32600, "block range is too large"},
	{-32602, "exceed maximum block range: %d"},
	{-32000, "Log response size exceeded. You can make eth_getLogs requests with up to a %d block range"},
	{-32602, "eth_getLogs is limited to a %d range"},
}

// GetLogs is one eth_getLogs the proxy saw: its resolved block range, its topics filter as
// sent, and whether the proxy refused it.
type GetLogs struct {
	From, To uint64
	Topics   []json.RawMessage
	Refused  bool
}

// LogCapProxy forwards JSON-RPC over HTTP to an upstream node and refuses eth_getLogs whose
// block range is wider than MaxRange.
type LogCapProxy struct {
	upstream string
	maxRange uint64
	srv      *http.Server
	ln       net.Listener
	client   *http.Client

	mu    sync.Mutex
	calls []GetLogs
	next  int // index into Refusals

	dropRate float64    // fraction of requests dropped (SetDropRate)
	rng      *rand.Rand // draws the drops, seeded
	dropped  [2]int     // drops before and after forwarding

	stallEnd time.Time // requests arriving before it are held until then (Stall)
	cutEnd   time.Time // requests arriving before it are refused (Cut)
	held     int       // requests held by a stall
	refused  int       // requests refused by a cut
}

// Stall makes the proxy hold every request that arrives in the next d until d has passed, then
// forward it, as a hung node or an overloaded hosted RPC does: the caller sees nothing, not an
// error, unless its own timeout fires first. A later Stall extends the current one.
func (p *LogCapProxy) Stall(d time.Duration) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if end := time.Now().Add(d); end.After(p.stallEnd) {
		p.stallEnd = end
	}
}

// Cut makes the proxy refuse every request that arrives in the next d by closing the connection
// without an answer, as a network partition between a host and its chain node does.
func (p *LogCapProxy) Cut(d time.Duration) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if end := time.Now().Add(d); end.After(p.cutEnd) {
		p.cutEnd = end
	}
}

// Faulted returns how many requests a stall held and a cut refused so far.
func (p *LogCapProxy) Faulted() (held, refused int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.held, p.refused
}

// fault applies a running cut or stall to one request: it reports true when the request was
// refused (answered already); a stalled request returns once the stall ends.
func (p *LogCapProxy) fault(w http.ResponseWriter, r *http.Request) bool {
	p.mu.Lock()
	now := time.Now()
	cut, stall := now.Before(p.cutEnd), p.stallEnd.Sub(now)
	switch {
	case cut:
		p.refused++
	case stall > 0:
		p.held++
	}
	p.mu.Unlock()
	if cut {
		lose(w)
		return true
	}
	if stall > 0 {
		t := time.NewTimer(stall)
		defer t.Stop()
		select {
		case <-t.C:
		case <-r.Context().Done():
			return true
		}
	}
	return false
}

// SetDropRate makes the proxy drop a fraction rate of the requests it gets, drawn from seed:
// half of the drops are answered 503 before the request reaches upstream, the other half are
// forwarded and their answer lost (the connection is closed without a response), as a flaky
// hosted RPC or a load balancer does. The second kind is the hard one for a client: a
// transaction it sent was received although it saw an error.
func (p *LogCapProxy) SetDropRate(rate float64, seed uint64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.dropRate = rate
	p.rng = rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}

// Dropped returns how many requests were dropped before and after reaching upstream.
func (p *LogCapProxy) Dropped() (before, after int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.dropped[0], p.dropped[1]
}

// drawDrop says whether to drop this request: 0 no, 1 before forwarding, 2 after.
func (p *LogCapProxy) drawDrop() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.rng == nil || p.dropRate <= 0 || p.rng.Float64() >= p.dropRate {
		return 0
	}
	kind := 1 + p.rng.IntN(2)
	p.dropped[kind-1]++
	return kind
}

// lose closes the client's connection without an answer.
func lose(w http.ResponseWriter) {
	if hj, ok := w.(http.Hijacker); ok {
		if conn, _, err := hj.Hijack(); err == nil {
			conn.Close()
			return
		}
	}
	http.Error(w, "rpctest: dropped", http.StatusBadGateway)
}

// StartLogCapProxy listens on a free loopback port and forwards to upstream (an http:// JSON-RPC
// endpoint), refusing eth_getLogs over more than maxRange blocks. Close stops it.
func StartLogCapProxy(upstream string, maxRange uint64) (*LogCapProxy, error) {
	if maxRange == 0 {
		return nil, errors.New("rpctest: maxRange must be at least 1")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("rpctest: listen: %w", err)
	}
	p := &LogCapProxy{upstream: upstream, maxRange: maxRange, ln: ln, client: &http.Client{Timeout: 30 * time.Second}}
	p.srv = &http.Server{Handler: p, ReadHeaderTimeout: 5 * time.Second}
	go p.srv.Serve(ln) //nolint:errcheck // ends with http.ErrServerClosed on Close
	return p, nil
}

// URL is the proxy's endpoint.
func (p *LogCapProxy) URL() string { return "http://" + p.ln.Addr().String() }

// Close stops the proxy.
func (p *LogCapProxy) Close() error { return p.srv.Close() }

// Calls returns the eth_getLogs calls seen so far, in order.
func (p *LogCapProxy) Calls() []GetLogs {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]GetLogs(nil), p.calls...)
}

type request struct {
	JSONRPC string            `json:"jsonrpc"`
	ID      json.RawMessage   `json:"id"`
	Method  string            `json:"method"`
	Params  []json.RawMessage `json:"params"`
}

type filter struct {
	FromBlock string            `json:"fromBlock"`
	ToBlock   string            `json:"toBlock"`
	BlockHash string            `json:"blockHash"`
	Topics    []json.RawMessage `json:"topics"`
}

func (p *LogCapProxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBody))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if p.fault(w, r) {
		return
	}
	switch p.drawDrop() {
	case 1:
		http.Error(w, "rpctest: dropped before upstream", http.StatusServiceUnavailable)
		return
	case 2:
		p.post(r.Context(), body) //nolint:errcheck // the answer is lost on purpose
		lose(w)
		return
	}
	trimmed := bytes.TrimSpace(body)
	if len(trimmed) > 0 && trimmed[0] == '[' {
		// Batches go through unchecked unless they hold a log query: then each element is
		// answered on its own.
		var reqs []request
		if err := json.Unmarshal(trimmed, &reqs); err != nil {
			p.forward(w, r.Context(), body)
			return
		}
		var out []json.RawMessage
		for _, rq := range reqs {
			b, _ := json.Marshal(rq)
			out = append(out, p.one(r.Context(), rq, b))
		}
		writeJSON(w, out)
		return
	}
	var rq request
	if err := json.Unmarshal(trimmed, &rq); err != nil || rq.Method != "eth_getLogs" {
		p.forward(w, r.Context(), body)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write(p.one(r.Context(), rq, body))
}

// one answers a single request: a refusal for an over-wide eth_getLogs, else upstream's answer.
func (p *LogCapProxy) one(ctx context.Context, rq request, body []byte) json.RawMessage {
	if rq.Method == "eth_getLogs" && len(rq.Params) == 1 {
		if ref, ok := p.check(ctx, rq.Params[0]); !ok {
			b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": rq.ID, "error": ref})
			return b
		}
	}
	b, err := p.post(ctx, body)
	if err != nil {
		b, _ = json.Marshal(map[string]any{"jsonrpc": "2.0", "id": rq.ID, "error": Refusal{-32603, "rpctest upstream: " + err.Error()}})
	}
	return b
}

// check resolves the filter's range and records the call; ok is false when it is refused.
func (p *LogCapProxy) check(ctx context.Context, raw json.RawMessage) (Refusal, bool) {
	var f filter
	if err := json.Unmarshal(raw, &f); err != nil || f.BlockHash != "" {
		return Refusal{}, true
	}
	from, err := p.block(ctx, f.FromBlock, "latest")
	if err != nil {
		return Refusal{-32602, "rpctest: fromBlock: " + err.Error()}, false
	}
	to, err := p.block(ctx, f.ToBlock, "latest")
	if err != nil {
		return Refusal{-32602, "rpctest: toBlock: " + err.Error()}, false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	refused := to >= from && to-from+1 > p.maxRange
	p.calls = append(p.calls, GetLogs{From: from, To: to, Topics: f.Topics, Refused: refused})
	if !refused {
		return Refusal{}, true
	}
	ref := Refusals[p.next%len(Refusals)]
	p.next++
	if strings.Contains(ref.Message, "%d") {
		ref.Message = fmt.Sprintf(ref.Message, p.maxRange)
	}
	return ref, false
}

// block turns a block parameter into a number ("earliest" 0, other tags the head).
func (p *LogCapProxy) block(ctx context.Context, s, def string) (uint64, error) {
	if s == "" {
		s = def
	}
	switch s {
	case "earliest":
		return 0, nil
	case "latest", "pending", "safe", "finalized":
		b, err := p.post(ctx, []byte(`{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}`))
		if err != nil {
			return 0, err
		}
		var resp struct {
			Result string `json:"result"`
		}
		if err := json.Unmarshal(b, &resp); err != nil {
			return 0, fmt.Errorf("eth_blockNumber answer: %w", err)
		}
		s = resp.Result
	}
	return strconv.ParseUint(strings.TrimPrefix(s, "0x"), 16, 64)
}

func (p *LogCapProxy) post(ctx context.Context, body []byte) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.upstream, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := p.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxBody))
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("upstream status %s: %s", resp.Status, bytes.TrimSpace(b))
	}
	return b, nil
}

func (p *LogCapProxy) forward(w http.ResponseWriter, ctx context.Context, body []byte) {
	b, err := p.post(ctx, body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Write(b)
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(v)
}
