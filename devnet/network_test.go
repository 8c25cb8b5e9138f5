package devnet_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/devnet"
)

func TestDemoRunsAPaidJobEndToEnd(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	dir := t.TempDir()
	n, err := devnet.Start(ctx, devnet.Config{DataDir: dir, Providers: 1, ChallengeWindow: time.Second})
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	defer n.Close()

	rec, err := devnet.ReadRecord(dir)
	if err != nil {
		t.Fatalf("ReadRecord: %v", err)
	}
	if rec.Deployment.Escrow != n.Deployment.Escrow || rec.HTTP != n.Chain.HTTPEndpoint() {
		t.Fatalf("record %+v does not describe the running devnet", rec)
	}

	var out bytes.Buffer
	res, err := devnet.RunDemo(ctx, n, &out)
	if err != nil {
		t.Fatalf("RunDemo: %v\n%s", err, out.String())
	}
	if res.LifecycleGas == 0 {
		t.Fatal("lifecycle gas not measured")
	}
	for _, want := range []string{"requester opens job", "provider submits result", "provider claims", "no token created or lost"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("demo output lacks %q:\n%s", want, out.String())
		}
	}
}

func TestConfigValidate(t *testing.T) {
	_, err := devnet.Start(context.Background(), devnet.Config{Providers: 100})
	if err == nil || !strings.Contains(err.Error(), "Providers") {
		t.Fatalf("err = %v, want one naming Providers", err)
	}
}

func TestReadRecordErrors(t *testing.T) {
	if _, err := devnet.ReadRecord(t.TempDir()); err == nil || !strings.Contains(err.Error(), "devnet chain") {
		t.Fatalf("missing record: err = %v, want a hint to start a devnet", err)
	}
}

func TestParseFaults(t *testing.T) {
	tests := []struct {
		in      string
		want    []devnet.Fault
		wantErr string
	}{
		{"", nil, ""},
		{"crash", []devnet.Fault{devnet.FaultCrash}, ""},
		{"crash, late", []devnet.Fault{devnet.FaultCrash, devnet.FaultLate}, ""},
		{"wrong-result", []devnet.Fault{devnet.FaultWrongResult}, ""},
		{"crash,wrong-result", []devnet.Fault{devnet.FaultCrash, devnet.FaultWrongResult}, ""},
		{"slow", nil, "unknown fault"},
	}
	for _, tt := range tests {
		got, err := devnet.ParseFaults(tt.in)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("ParseFaults(%q) err = %v, want %q", tt.in, err, tt.wantErr)
			}
			continue
		}
		if err != nil || len(got) != len(tt.want) {
			t.Errorf("ParseFaults(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("ParseFaults(%q)[%d] = %s, want %s", tt.in, i, got[i], tt.want[i])
			}
		}
	}
}
