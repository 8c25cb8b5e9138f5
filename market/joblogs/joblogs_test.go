package joblogs_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/joblogs"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
	"github.com/gpumesh/gpumesh/p2p/reqresp"
)

type net struct {
	prov, req, other *p2ptest.Peer
	hub              *joblogs.Hub
	svc              *joblogs.Service
}

// start starts a provider serving hub, a requester and another wallet, both connected to it.
func start(t *testing.T, ctx context.Context, cfg joblogs.Config) *net {
	t.Helper()
	peers, err := p2ptest.StartPeers(ctx, 3, p2ptest.Options{TCPOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p2ptest.ClosePeers(peers) })
	n := &net{prov: peers[0], req: peers[1], other: peers[2], hub: joblogs.NewHub(0, 0)}
	if n.svc, err = joblogs.NewService(n.prov.Node, cfg, n.hub); err != nil {
		t.Fatal(err)
	}
	if err := n.svc.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { n.svc.Close() })
	for _, p := range peers[1:] {
		if err := p.Node.Connect(ctx, n.prov.Node.AddrInfo()); err != nil {
			t.Fatal(err)
		}
	}
	return n
}

func client(t *testing.T, p *p2ptest.Peer, cfg joblogs.Config) *joblogs.Client {
	t.Helper()
	c, err := joblogs.NewClient(p.Node, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestFollowLive: the follower gets the first line while the run is going (the run writes its
// second line only after the follower has the first), then the rest, and ends with the run.
func TestFollowLive(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	n := start(t, ctx, joblogs.Config{})
	id := contracts.NewJobID(n.req.Wallet)
	stdout, stderr, end := n.hub.Open(id)

	gotFirst := make(chan struct{})
	seen := false
	go func() {
		fmt.Fprintln(stdout, "line 1")
		select {
		case <-gotFirst:
		case <-ctx.Done():
		}
		fmt.Fprintln(stderr, "warning")
		fmt.Fprintln(stdout, "line 2")
		end()
	}()

	var out, errOut bytes.Buffer
	var answers []joblogs.Response
	c := client(t, n.req, joblogs.Config{})
	at, err := c.Follow(ctx, n.prov.Node.ID(), id, joblogs.Offsets{}, func(r joblogs.Response) error {
		answers = append(answers, r)
		out.Write(r.Stdout)
		errOut.Write(r.Stderr)
		if !seen && bytes.Contains(out.Bytes(), []byte("line 1\n")) {
			if !r.Running {
				t.Errorf("the first line came in an answer of an ended run")
			}
			seen = true
			close(gotFirst)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if out.String() != "line 1\nline 2\n" || errOut.String() != "warning\n" {
		t.Fatalf("stdout %q, stderr %q", out.String(), errOut.String())
	}
	if last := answers[len(answers)-1]; !last.Done || last.Running {
		t.Fatalf("last answer %+v: want done", last)
	}
	if at != (joblogs.Offsets{Stdout: 14, Stderr: 8}) {
		t.Fatalf("offsets %+v", at)
	}

	// Resume: a follower starting from the offsets reached gets nothing again, and Done.
	var again []joblogs.Response
	if _, err := c.Follow(ctx, n.prov.Node.ID(), id, at, func(r joblogs.Response) error { again = append(again, r); return nil }); err != nil {
		t.Fatal(err)
	}
	if len(again) != 1 || len(again[0].Stdout)+len(again[0].Stderr) != 0 || !again[0].Done {
		t.Fatalf("resume at the end: %+v", again)
	}
	// Resume from the middle: exactly the missing bytes.
	var rest bytes.Buffer
	if _, err := c.Follow(ctx, n.prov.Node.ID(), id, joblogs.Offsets{Stdout: 7, Stderr: 8}, func(r joblogs.Response) error {
		rest.Write(r.Stdout)
		return nil
	}); err != nil || rest.String() != "line 2\n" {
		t.Fatalf("resume from 7: %q, %v", rest.String(), err)
	}
	// An offset past the output is bad input, not a silent empty answer.
	if _, err := c.Fetch(ctx, n.prov.Node.ID(), id, joblogs.Offsets{Stdout: 1000}); !errors.Is(err, reqresp.ErrBadInput) {
		t.Fatalf("offset past the end: %v", err)
	}
}

// TestOtherWalletRefused: a wallet other than the requester the job id names is declined, and
// no output reaches it.
func TestOtherWalletRefused(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	n := start(t, ctx, joblogs.Config{})
	id := contracts.NewJobID(n.req.Wallet)
	stdout, _, end := n.hub.Open(id)
	fmt.Fprintln(stdout, "secret")
	end()
	calls := 0
	_, err := client(t, n.other, joblogs.Config{}).Follow(ctx, n.prov.Node.ID(), id, joblogs.Offsets{}, func(joblogs.Response) error {
		calls++
		return nil
	})
	if !errors.Is(err, reqresp.ErrDeclined) || calls != 0 {
		t.Fatalf("other wallet: err %v, %d answers", err, calls)
	}
	// The requester itself gets it (the refusal above was about the wallet, not the job).
	r, err := client(t, n.req, joblogs.Config{}).Fetch(ctx, n.prov.Node.ID(), id, joblogs.Offsets{})
	if err != nil || string(r.Stdout) != "secret\n" {
		t.Fatalf("requester: %q %v", r.Stdout, err)
	}
}

// TestFollowResumesAfterDisconnect: the connection drops while the follower waits; it
// reconnects and goes on from its offsets, without losing or repeating a byte.
func TestFollowResumesAfterDisconnect(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	n := start(t, ctx, joblogs.Config{Wait: 2 * time.Second})
	id := contracts.NewJobID(n.req.Wallet)
	stdout, _, end := n.hub.Open(id)
	fmt.Fprint(stdout, "before ")
	dropped := make(chan struct{})
	go func() {
		select {
		case <-dropped:
		case <-ctx.Done():
		}
		fmt.Fprint(stdout, "after")
		end()
	}()
	var out bytes.Buffer
	first := true
	_, err := client(t, n.req, joblogs.Config{}).Follow(ctx, n.prov.Node.ID(), id, joblogs.Offsets{}, func(r joblogs.Response) error {
		out.Write(r.Stdout)
		if first {
			first = false
			// Cut every connection between the two; the next exchange must dial again.
			if err := n.req.Node.Host().Network().ClosePeer(n.prov.Node.ID()); err != nil {
				t.Error(err)
			}
			close(dropped)
		}
		return nil
	})
	if err != nil || out.String() != "before after" {
		t.Fatalf("out %q, err %v", out.String(), err)
	}
}

// TestHubBounds: a stream keeps MaxBytes and counts the rest; ended runs beyond KeepEnded are
// let go, and Ended tells the follower so.
func TestHubBounds(t *testing.T) {
	ctx := context.Background()
	h := joblogs.NewHub(10, 2)
	ids := []contracts.JobID{{1}, {2}, {3}}
	for _, id := range ids {
		w, _, end := h.Open(id)
		fmt.Fprint(w, "0123456789abcdef")
		end()
	}
	if _, known, _ := h.Read(ctx, ids[0], 0, 0, 100, time.Millisecond); known {
		t.Fatal("the oldest ended run is still held past KeepEnded")
	}
	r, known, err := h.Read(ctx, ids[2], 0, 0, 4, time.Millisecond)
	if err != nil || !known || string(r.Stdout) != "0123" || r.StdoutDropped != 6 || r.Done || r.Running {
		t.Fatalf("%+v %v %v", r, known, err)
	}
	r, _, _ = h.Read(ctx, ids[2], 4, 0, 100, time.Millisecond)
	if string(r.Stdout) != "456789" || !r.Done {
		t.Fatalf("%+v", r)
	}
	if _, _, err := h.Read(ctx, ids[2], 11, 0, 100, time.Millisecond); !errors.Is(err, joblogs.ErrBadOffset) || !errors.Is(err, p2p.ErrMalformed) {
		t.Fatalf("offset past the end: %v", err)
	}
}

// FuzzCheckRequest: a request body from a peer never panics the check.
func FuzzCheckRequest(f *testing.F) {
	id := contracts.JobID{1, 2, 3}
	good, _ := p2p.MarshalCBOR(joblogs.Request{Job: id, Stdout: 5})
	f.Add(good)
	f.Add([]byte{0xa1, 0x01})
	f.Fuzz(func(t *testing.T, body []byte) {
		_, _ = joblogs.CheckRequest(reqresp.Remote{Binding: &p2p.Binding{Wallet: id.Requester()}}, body)
	})
}

// FuzzDecodeResponse: a provider's answer never panics the decoder, and what it accepts is
// within bounds.
func FuzzDecodeResponse(f *testing.F) {
	good, _ := p2p.MarshalCBOR(joblogs.Response{Stdout: []byte("line\n"), Running: true})
	f.Add(good)
	f.Add([]byte{0xa1, 0x06, 0xf5})
	f.Fuzz(func(t *testing.T, raw []byte) {
		r, err := joblogs.DecodeResponse(raw)
		if err == nil && (len(r.Stdout) > joblogs.MaxChunk || len(r.Stderr) > joblogs.MaxChunk || (r.Done && r.Running)) {
			t.Fatalf("accepted %+v", r)
		}
	})
}
