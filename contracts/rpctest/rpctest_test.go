package rpctest

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestStallAndCut: a stalled proxy answers a request only once the stall has ended; a cut proxy
// refuses requests (connection closed, no answer) until the cut ends, then forwards again.
func TestStallAndCut(t *testing.T) {
	upstream := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, `{"jsonrpc":"2.0","id":1,"result":"0x1"}`)
	}))
	defer upstream.Close()
	p, err := StartLogCapProxy(upstream.URL, 100)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	call := func() error {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, p.URL(), strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}`))
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		_, err = io.ReadAll(resp.Body)
		return err
	}
	if err := call(); err != nil {
		t.Fatalf("no fault: %v", err)
	}

	const stall = 300 * time.Millisecond
	p.Stall(stall)
	began := time.Now()
	if err := call(); err != nil {
		t.Fatalf("stalled: %v", err)
	}
	if took := time.Since(began); took < stall/2 { // held until the stall ended (a lower bound only)
		t.Fatalf("stalled request answered after %s, before the stall of %s ended", took, stall)
	}
	if held, refused := p.Faulted(); held != 1 || refused != 0 {
		t.Fatalf("held %d refused %d, want 1 and 0", held, refused)
	}

	p.Cut(time.Hour)
	if err := call(); err == nil {
		t.Fatal("cut proxy answered")
	}
	if _, refused := p.Faulted(); refused != 1 {
		t.Fatalf("refused %d, want 1", refused)
	}
	p.mu.Lock()
	p.cutEnd = time.Time{} // the partition heals
	p.mu.Unlock()
	if err := call(); err != nil {
		t.Fatalf("after the cut: %v", err)
	}
}
