package executor

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
)

func TestRegistry(t *testing.T) {
	r := NewRegistry()
	if names := r.Names(); len(names) != 0 {
		t.Fatalf("a new registry lists %v; want nothing (only what the provider enables)", names)
	}
	if _, err := r.Executor("zk"); !errors.Is(err, ErrUnknown) {
		t.Fatalf("zk on an empty registry: %v, want ErrUnknown", err)
	}
	r.Register("wasm", NotWired("wasm", "test"))
	wasm, err := r.Executor("wasm")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := wasm.Run(context.Background(), Job{}); !errors.Is(err, ErrNotWired) || !strings.HasPrefix(err.Error(), "wasm executor: not wired yet (test)") {
		t.Fatalf("wasm: %v", err)
	}
	_, err = r.Executor("docker")
	if !errors.Is(err, ErrUnknown) || !strings.Contains(err.Error(), "enables wasm;") || !strings.Contains(err.Error(), "[executor] enabled") {
		t.Fatalf("unknown: %v", err)
	}
	if names := r.Names(); len(names) != 1 || names[0] != "wasm" {
		t.Fatalf("names %v, want [wasm]", names)
	}
}

func TestResultErr(t *testing.T) {
	for _, tc := range []struct {
		r    Result
		want error
	}{
		{Result{Reason: ReasonMemoryLimit, Detail: "x"}, ErrMemoryLimit},
		{Result{Reason: ReasonTimeLimit}, ErrTimeLimit},
		{Result{Reason: ReasonCPULimit}, ErrCPULimit},
		{Result{Reason: ReasonSandboxDenied}, ErrSandboxDenied},
		{Result{Reason: ReasonExitStatus}, ErrExitStatus},
		{Result{Reason: ReasonTrap}, ErrTrap},
		{Result{Reason: ReasonKilled}, ErrKilled},
		{Result{Reason: ReasonCanceled}, ErrCanceled},
		{Result{Reason: ReasonOutputQuota, Detail: "x"}, ErrOutputQuota},
	} {
		if err := tc.r.Err(); !errors.Is(err, tc.want) {
			t.Errorf("%s: %v", tc.r.Reason, err)
		}
	}
	if err := (Result{Reason: ReasonOK}).Err(); err != nil {
		t.Fatal(err)
	}
	if err := (Result{Reason: "weird"}).Err(); err == nil {
		t.Fatal("unknown reason gave nil")
	}
}

func TestCappedBuffer(t *testing.T) {
	b := &CappedBuffer{Max: 10}
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if n, err := fmt.Fprint(b, "abcd"); n != 4 || err != nil {
				t.Error(n, err)
			}
		}()
	}
	wg.Wait()
	if len(b.Bytes()) != 10 || !b.Truncated() {
		t.Fatalf("%q %v", b.Bytes(), b.Truncated())
	}
	small := &CappedBuffer{Max: 10}
	small.Write([]byte("hi"))
	if string(small.Bytes()) != "hi" || small.Truncated() {
		t.Fatal("small")
	}
}

func TestFilterEnv(t *testing.T) {
	got := FilterEnv(map[string]string{"B": "2", "A": "1", "C": "3", "X=Y": "z"}, []string{"A", "B", "X=Y"})
	if strings.Join(got, " ") != "A=1 B=2" {
		t.Fatal(got)
	}
}
