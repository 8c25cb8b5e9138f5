package container

import (
	"context"
	"fmt"
	"os"
	"path"
	"strconv"
	"strings"

	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"

	"github.com/gpumesh/gpumesh/provider/executor"
)

// snmpCounter reads counter name of the protocol prefix ("Ip:") from /proc/net/snmp's text: a
// header line of names followed by a line of values.
func snmpCounter(text, prefix, name string) (uint64, error) {
	lines := strings.Split(text, "\n")
	for i := 0; i+1 < len(lines); i++ {
		if !strings.HasPrefix(lines[i], prefix) || !strings.HasPrefix(lines[i+1], prefix) {
			continue
		}
		names, values := strings.Fields(lines[i]), strings.Fields(lines[i+1])
		for j, n := range names {
			if n == name && j < len(values) {
				return strconv.ParseUint(values[j], 10, 64)
			}
		}
		return 0, fmt.Errorf("snmp: no %s in %s", name, prefix)
	}
	return 0, fmt.Errorf("snmp: no %s table", prefix)
}

// snmp6Counter reads counter name from /proc/net/snmp6's text (one "name value" per line);
// missing reads as zero.
func snmp6Counter(text, name string) uint64 {
	for _, line := range strings.Split(text, "\n") {
		if f := strings.Fields(line); len(f) == 2 && f[0] == name {
			n, _ := strconv.ParseUint(f[1], 10, 64)
			return n
		}
	}
	return 0
}

// observation is what the executor saw of a run from outside the container, for classify.
type observation struct {
	timedOut, canceled bool
	overQuota          string
	pidsMax            int64 // forks the pids cgroup refused

	netChecked bool
	noRoutes   uint64 // packets the container's network namespace had no route for
	netErr     error

	rootfsChecked bool
	rootfsChanges []string // changes to the container's own file system, outside its mounts
}

// readNet reads the counters of an observed namespace.
func readNet(o *netObserver, openErr error) (checked bool, noRoutes uint64, err error) {
	if o == nil {
		return false, 0, openErr
	}
	n, err := o.noRoutes()
	if err != nil {
		return false, 0, err
	}
	return true, n, nil
}

// engineFiles are files the engine itself mounts into every container (and so may create in
// its file system as mount points).
var engineFiles = []string{"/etc/hosts", "/etc/hostname", "/etc/resolv.conf", "/dev", "/proc", "/sys"}

// rootfsChanges asks the engine what changed in the container's own file system (its
// read-only root: nothing should). Mount points of the sandbox's mounts and the directories
// holding them are expected; anything else is a write outside the job's directories.
func (e *Executor) rootfsChanges(ctx context.Context, id string, cfg *container.Config, host *container.HostConfig) (bool, []string, error) {
	diff, err := e.cli.ContainerDiff(ctx, id, client.ContainerDiffOptions{})
	if err != nil {
		return false, nil, err
	}
	mounts := append([]string(nil), engineFiles...)
	for _, m := range host.Mounts {
		mounts = append(mounts, m.Target)
	}
	for t := range host.Tmpfs {
		mounts = append(mounts, t)
	}
	for _, b := range host.Binds {
		if parts := strings.Split(b, ":"); len(parts) >= 2 {
			mounts = append(mounts, parts[1])
		}
	}
	var out []string
	for _, c := range diff.Changes {
		if !expectedChange(c, mounts) {
			out = append(out, fmt.Sprintf("%s %s", changeKind(c.Kind), c.Path))
		}
	}
	return true, out, nil
}

// expectedChange: c is a mount point (or inside one the engine mounts), or a directory above
// one that the runtime modified or created to make it (the root is read-only to the job, so a
// missing parent of a mount target can only have been made by the runtime: the GPU driver's
// library directory in an image that lacks /usr/lib/x86_64-linux-gnu, say).
func expectedChange(c container.FilesystemChange, mounts []string) bool {
	p := path.Clean(c.Path)
	for _, m := range mounts {
		m = path.Clean(m)
		switch {
		case p == m, strings.HasPrefix(p, m+"/") && (m == "/dev" || m == "/proc" || m == "/sys"):
			return true
		case (c.Kind == container.ChangeModify || c.Kind == container.ChangeAdd) && (p == "/" || strings.HasPrefix(m, p+"/")):
			return true
		}
	}
	return false
}

func changeKind(k container.ChangeType) string {
	switch k {
	case container.ChangeAdd:
		return "added"
	case container.ChangeDelete:
		return "deleted"
	default:
		return "changed"
	}
}

// classify sets res.Reason, Detail and Denied from the container's end state and what the
// executor observed. A sandbox denial the executor saw (the PIDs limit hit, a packet with no
// route out of a network-less container) makes a failed run sandbox_denied; a run that
// handled its denials and exited 0 stays ok with them listed. A change to the container's own
// file system means a sandbox setting did not hold: sandbox_denied whatever the exit status
// (the change went with the container).
func classify(res *executor.Result, st *container.State, o observation, lim limits, cause error) {
	if o.pidsMax > 0 {
		res.Denied = append(res.Denied, fmt.Sprintf("fork refused at the process limit of %d (%d times counted)", lim.processes, o.pidsMax))
	}
	if o.noRoutes > 0 {
		res.Denied = append(res.Denied, fmt.Sprintf("network: %d packets to addresses outside the container refused (network none)", o.noRoutes))
	}
	for _, c := range o.rootfsChanges {
		res.Denied = append(res.Denied, "file system outside /out "+c+" (discarded with the container)")
	}
	switch {
	case o.timedOut:
		res.Reason = executor.ReasonTimeLimit
		res.Detail = fmt.Sprintf("container killed after the wall-time limit of %s", lim.WallTime)
	case o.canceled:
		res.Reason = executor.ReasonCanceled
		res.Detail = fmt.Sprintf("run canceled by the provider: %v", cause)
	case o.overQuota != "":
		res.Reason = executor.ReasonOutputQuota
		res.Detail = "container killed: " + o.overQuota
	case len(o.rootfsChanges) > 0:
		res.Reason = executor.ReasonSandboxDenied
		res.Detail = fmt.Sprintf("the job changed %d paths of the container's root file system, which must stay read-only", len(o.rootfsChanges))
	case st.OOMKilled:
		res.Reason = executor.ReasonMemoryLimit
		res.Detail = fmt.Sprintf("killed by the OOM killer at the memory limit of %d bytes", lim.MemoryBytes)
	case st.ExitCode == 128+24 && lim.CPUTime > 0: // SIGXCPU
		res.Reason = executor.ReasonCPULimit
		res.Detail = fmt.Sprintf("killed by SIGXCPU at the CPU-time limit of %s", lim.CPUTime)
	case st.ExitCode != 0 && o.pidsMax > 0:
		res.Reason = executor.ReasonSandboxDenied
		res.Detail = fmt.Sprintf("exit status %d after hitting the process limit of %d", st.ExitCode, lim.processes)
	case st.ExitCode != 0 && o.noRoutes > 0:
		res.Reason = executor.ReasonSandboxDenied
		res.Detail = fmt.Sprintf("exit status %d after %d network packets were refused (the job has no network)", st.ExitCode, o.noRoutes)
	case st.ExitCode == 128+9:
		res.Reason = executor.ReasonKilled
		res.Detail = "killed by SIGKILL (exit status 137)"
	case st.ExitCode != 0:
		res.Reason = executor.ReasonExitStatus
		res.Detail = fmt.Sprintf("exit status %d", st.ExitCode)
		if st.Error != "" {
			res.Detail += ": " + st.Error
		}
	default:
		res.Reason = executor.ReasonOK
	}
}

// pidsEventsPath returns the pids.events file of the cgroup that /proc/<pid>/cgroup's text
// names: the v1 pids hierarchy's, else the v2 unified one's; "" when neither is there.
func pidsEventsPath(procCgroup string) string {
	const root = "/sys/fs/cgroup"
	var v2 string
	for _, line := range strings.Split(procCgroup, "\n") {
		parts := strings.SplitN(line, ":", 3)
		if len(parts) != 3 || strings.Contains(parts[2], "..") {
			continue
		}
		for _, c := range strings.Split(parts[1], ",") {
			if c == "pids" {
				if p := path.Join(root, "pids", parts[2], "pids.events"); exists(p) {
					return p
				}
			}
		}
		if parts[0] == "0" && parts[1] == "" {
			v2 = path.Join(root, parts[2], "pids.events")
		}
	}
	if v2 != "" && exists(v2) {
		return v2
	}
	return ""
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// observers are the executor's own views of a running container (see netObserver, pidsWatch).
type observers struct {
	net    *netObserver
	netErr error
	pids   *pidsWatch
}

// observe starts the observers of container id. A container that ended before they could
// start is not observed: the errors say so.
func (e *Executor) observe(ctx context.Context, id string, host *container.HostConfig) *observers {
	o := &observers{}
	ins, err := e.cli.ContainerInspect(ctx, id, client.ContainerInspectOptions{})
	if err != nil {
		o.netErr = err
		return o
	}
	pid := 0
	if st := ins.Container.State; st != nil {
		pid = st.Pid
	}
	if pid > 0 {
		if w, err := watchPids(pid); err == nil {
			o.pids = w
		} else {
			e.cfg.Logger.Warn("container pids not observed", "container", shortID(id), "err", err)
		}
	}
	// With egress, routes exist and the no-route counter means nothing.
	if host.NetworkMode.IsNone() {
		var key, proc string
		if ns := ins.Container.NetworkSettings; ns != nil {
			key = ns.SandboxKey
		}
		if pid > 0 {
			proc = fmt.Sprintf("/proc/%d/ns/net", pid)
		}
		o.net, o.netErr = observeNet(key, proc)
	}
	return o
}

func (o *observers) close() {
	if o.net != nil {
		o.net.close()
	}
	if o.pids != nil {
		o.pids.close()
	}
}
