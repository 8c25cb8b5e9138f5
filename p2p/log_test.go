package p2p

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a bytes.Buffer safe for the nodes' goroutines to log into.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) Bytes() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return bytes.Clone(s.b.Bytes())
}

// TestJSONLogKeysUnique starts two nodes that log JSON at debug level into one buffer, connects
// them (gossipsub logs the new peer), and parses every line: no line may carry a key twice (a
// logger derived from one that already has a "component" used to add a second one), and the
// node's own lines carry component=p2p.
func TestJSONLogKeysUnique(t *testing.T) {
	var buf syncBuffer
	log := slog.New(slog.NewJSONHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}))
	connectAndClose(t, log)

	components := map[string]int{}
	sc := bufio.NewScanner(bytes.NewReader(buf.Bytes()))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Bytes()
		keys, err := topLevelKeys(line)
		if err != nil {
			t.Fatalf("log line %s: %v", line, err)
		}
		seen := map[string]bool{}
		for _, k := range keys {
			if seen[k] {
				t.Errorf("key %q twice in %s", k, line)
			}
			seen[k] = true
		}
		var rec struct{ Component string }
		_ = json.Unmarshal(line, &rec)
		components[rec.Component]++
	}
	if components["p2p"] == 0 {
		t.Fatalf("no line with component=p2p; lines per component: %v", components)
	}
	t.Logf("lines per component: %v", components)
}

// topLevelKeys returns the keys of the JSON object in line, in order, duplicates included
// (encoding/json keeps only the last of a repeated key, so it cannot be used to find them).
func topLevelKeys(line []byte) ([]string, error) {
	dec := json.NewDecoder(bytes.NewReader(line))
	if _, err := dec.Token(); err != nil { // {
		return nil, err
	}
	var keys []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		keys = append(keys, tok.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return nil, err
		}
	}
	return keys, nil
}

// TestStartStopQuietAtInfo: starting, connecting and closing nodes logs nothing at Info (the
// host's and gossipsub's start and stop lines are Debug), so a short command's output stays its own.
func TestStartStopQuietAtInfo(t *testing.T) {
	var buf syncBuffer
	log := slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelInfo}))
	connectAndClose(t, log)
	if out := buf.Bytes(); len(out) > 0 {
		t.Fatalf("nodes logged at Info while starting and stopping:\n%s", out)
	}
}

// connectAndClose starts two nodes logging to log, connects them and closes both: a node's
// whole life, for the log tests.
func connectAndClose(t *testing.T, log *slog.Logger) {
	t.Helper()
	a := startTestNode(t, func(c *Config) { c.Logger = log })
	b := startTestNode(t, func(c *Config) { c.Logger = log })
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := a.Host().Connect(ctx, b.AddrInfo()); err != nil {
		t.Fatal(err)
	}
	a.Close()
	b.Close()
}
