package container

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/moby/moby/api/types/container"

	"github.com/gpumesh/gpumesh/provider/executor"
)

func TestSNMPCounters(t *testing.T) {
	snmp := "Ip: Forwarding DefaultTTL InReceives OutRequests OutDiscards OutNoRoutes ReasmTimeout\n" +
		"Ip: 2 64 10 11 0 7 0\n" +
		"Icmp: InMsgs OutNoRoutes\nIcmp: 1 99\n"
	if n, err := snmpCounter(snmp, "Ip:", "OutNoRoutes"); err != nil || n != 7 {
		t.Fatalf("Ip OutNoRoutes = %d, %v; want 7", n, err)
	}
	if _, err := snmpCounter(snmp, "Tcp:", "OutNoRoutes"); err == nil {
		t.Fatal("a missing table read as zero")
	}
	if _, err := snmpCounter("Ip: Forwarding\nIp: 2\n", "Ip:", "OutNoRoutes"); err == nil {
		t.Fatal("a missing counter read as zero")
	}
	if n := snmp6Counter("Ip6InReceives 4\nIp6OutNoRoutes   3\n", "Ip6OutNoRoutes"); n != 3 {
		t.Fatalf("Ip6OutNoRoutes = %d, want 3", n)
	}
}

func TestPidsEventsPath(t *testing.T) {
	// Only paths that exist are returned; on a host without cgroups both read as "".
	for _, text := range []string{"12:pids:/../../etc\n", "0::/../x\n", "garbage"} {
		if p := pidsEventsPath(text); p != "" {
			t.Errorf("%q -> %q", text, p)
		}
	}
	if runtime.GOOS != "linux" {
		return
	}
	self, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		t.Skip(err)
	}
	if p := pidsEventsPath(string(self)); p != "" && !strings.HasSuffix(p, "/pids.events") {
		t.Errorf("own cgroup -> %q", p)
	}
}

func TestExpectedChange(t *testing.T) {
	mounts := append([]string{"/in", "/out", "/tmp", "/data/in"}, engineFiles...)
	for _, tc := range []struct {
		kind container.ChangeType
		path string
		want bool
	}{
		{container.ChangeAdd, "/out", true},
		{container.ChangeModify, "/data", true}, // holds the /data/in mount point
		{container.ChangeAdd, "/etc/resolv.conf", true},
		{container.ChangeModify, "/etc", true},
		{container.ChangeAdd, "/dev/console", true},
		{container.ChangeAdd, "/etc/escape", false},
		{container.ChangeAdd, "/escape", false},
		{container.ChangeDelete, "/etc", false},
		{container.ChangeAdd, "/data", true},    // the runtime made it to hold the /data/in mount point
		{container.ChangeAdd, "/data/x", false}, // beside the mount point, not above it
		{container.ChangeAdd, "/out/../etc/x", false},
		{container.ChangeAdd, "/outside", false},
	} {
		if got := expectedChange(container.FilesystemChange{Kind: tc.kind, Path: tc.path}, mounts); got != tc.want {
			t.Errorf("%s %s: expected %t, want %t", changeKind(tc.kind), tc.path, got, tc.want)
		}
	}
}

func TestClassify(t *testing.T) {
	lim := limits{Limits: executor.Limits{MemoryBytes: 1 << 20}, processes: 8}
	for _, tc := range []struct {
		name   string
		st     container.State
		obs    observation
		reason executor.Reason
		denied int
	}{
		{"ok", container.State{}, observation{}, executor.ReasonOK, 0},
		{"handled network denial", container.State{}, observation{noRoutes: 2}, executor.ReasonOK, 1},
		{"failed after network denial", container.State{ExitCode: 1}, observation{noRoutes: 2}, executor.ReasonSandboxDenied, 1},
		{"failed after fork refused", container.State{ExitCode: 1}, observation{pidsMax: 3}, executor.ReasonSandboxDenied, 1},
		{"root file system changed", container.State{}, observation{rootfsChanges: []string{"added /x"}}, executor.ReasonSandboxDenied, 1},
		{"oom beats denial", container.State{ExitCode: 137, OOMKilled: true}, observation{noRoutes: 1}, executor.ReasonMemoryLimit, 1},
		{"time limit first", container.State{ExitCode: 137}, observation{timedOut: true, pidsMax: 1}, executor.ReasonTimeLimit, 1},
		{"plain failure", container.State{ExitCode: 3}, observation{}, executor.ReasonExitStatus, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var res executor.Result
			classify(&res, &tc.st, tc.obs, lim, nil)
			if res.Reason != tc.reason || len(res.Denied) != tc.denied {
				t.Fatalf("reason %s (%s), denied %q; want %s and %d", res.Reason, res.Detail, res.Denied, tc.reason, tc.denied)
			}
		})
	}
}

func TestFileWatchSeesModify(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("inotify is Linux-only")
	}
	p := filepath.Join(t.TempDir(), "pids.events")
	if err := os.WriteFile(p, []byte("max 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	w, err := watchFile(p)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	if w.refused() {
		t.Fatal("an event before any change")
	}
	if err := os.WriteFile(p, []byte("max 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(p); err != nil { // the cgroup goes; the queued event stays
		t.Fatal(err)
	}
	if !w.refused() {
		t.Fatal("the change was not seen")
	}
}
