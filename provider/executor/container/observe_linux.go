//go:build linux

package container

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"unsafe"

	"golang.org/x/sys/unix"
)

// netObserver holds a container's network namespace open (so that it outlives the container's
// processes) and reads the kernel's counters of packets it refused to route out of it. In a
// container with network none the only device is loopback: every attempt to reach an address
// outside the container (a TCP connect, a UDP send, a DNS query to a non-loopback server) fails
// with ENETUNREACH and the kernel counts it in Ip OutNoRoutes or Ip6 Ip6OutNoRoutes of that
// namespace. The job cannot reset these counters, and without CAP_SYS_ADMIN (dropped; user and
// network namespaces need it under the default seccomp profile) it cannot move to another
// namespace, so the count is the executor's own observation, not the job's word.
type netObserver struct{ ns *os.File }

// observeNet opens the first of paths that is a network namespace (the engine's sandbox key,
// /proc/<pid>/ns/net).
func observeNet(paths ...string) (*netObserver, error) {
	var errs []error
	for _, p := range paths {
		if p == "" {
			continue
		}
		f, err := os.Open(p)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		var st unix.Statfs_t
		if err := unix.Fstatfs(int(f.Fd()), &st); err != nil || (st.Type != unix.NSFS_MAGIC && st.Type != unix.PROC_SUPER_MAGIC) {
			f.Close()
			errs = append(errs, fmt.Errorf("%s is not a namespace file", p))
			continue
		}
		return &netObserver{ns: f}, nil
	}
	return nil, fmt.Errorf("open the container's network namespace: %w", errors.Join(errs...))
}

// noRoutes returns the namespace's OutNoRoutes counters, IPv4 plus IPv6. It enters the
// namespace on a locked thread of its own; a thread that cannot come back is not reused.
func (o *netObserver) noRoutes() (uint64, error) {
	type result struct {
		n   uint64
		err error
	}
	ch := make(chan result, 1)
	go func() {
		runtime.LockOSThread()
		back, err := os.Open("/proc/thread-self/ns/net")
		if err != nil {
			runtime.UnlockOSThread()
			ch <- result{err: err}
			return
		}
		defer back.Close()
		if err := unix.Setns(int(o.ns.Fd()), unix.CLONE_NEWNET); err != nil {
			runtime.UnlockOSThread()
			ch <- result{err: fmt.Errorf("enter the container's network namespace (needs CAP_SYS_ADMIN): %w", err)}
			return
		}
		v4, err4 := os.ReadFile("/proc/thread-self/net/snmp")
		v6, err6 := os.ReadFile("/proc/thread-self/net/snmp6")
		if err := unix.Setns(int(back.Fd()), unix.CLONE_NEWNET); err == nil {
			runtime.UnlockOSThread() // else the thread ends with this goroutine
		}
		if err4 != nil {
			ch <- result{err: err4}
			return
		}
		n, err := snmpCounter(string(v4), "Ip:", "OutNoRoutes")
		if err != nil {
			ch <- result{err: err}
			return
		}
		if err6 == nil { // a kernel without IPv6 has no snmp6
			n += snmp6Counter(string(v6), "Ip6OutNoRoutes")
		}
		ch <- result{n: n}
	}()
	r := <-ch
	return r.n, r.err
}

func (o *netObserver) close() { o.ns.Close() }

// pidsWatch watches a container's pids.events file with inotify: the kernel notifies a change
// of the file each time the pids controller refuses a fork at the limit, and the event stays
// queued here after the container and its cgroup are gone (a job that hits the limit and exits
// at once is still seen).
type pidsWatch struct {
	fd   int
	path string
}

// watchPids finds the pids cgroup of process pid (/proc/<pid>/cgroup: cgroup v1's pids
// hierarchy, else v2's unified one) and watches its pids.events.
func watchPids(pid int) (*pidsWatch, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/cgroup", pid))
	if err != nil {
		return nil, err
	}
	path := pidsEventsPath(string(b))
	if path == "" {
		return nil, errors.New("no pids cgroup for the container")
	}
	return watchFile(path)
}

// watchFile watches path for IN_MODIFY.
func watchFile(path string) (*pidsWatch, error) {
	fd, err := unix.InotifyInit1(unix.IN_CLOEXEC | unix.IN_NONBLOCK)
	if err != nil {
		return nil, err
	}
	if _, err := unix.InotifyAddWatch(fd, path, unix.IN_MODIFY); err != nil {
		unix.Close(fd)
		return nil, fmt.Errorf("watch %s: %w", path, err)
	}
	return &pidsWatch{fd: fd, path: path}, nil
}

// refused reports whether the kernel has notified a change of pids.events since the watch began.
func (p *pidsWatch) refused() bool {
	var buf [4096]byte
	seen := false
	for {
		n, err := unix.Read(p.fd, buf[:])
		if err != nil || n <= 0 {
			return seen
		}
		for off := 0; off+unix.SizeofInotifyEvent <= n; {
			ev := (*unix.InotifyEvent)(unsafe.Pointer(&buf[off]))
			if ev.Mask&unix.IN_MODIFY != 0 {
				seen = true
			}
			off += unix.SizeofInotifyEvent + int(ev.Len)
		}
	}
}

func (p *pidsWatch) close() { unix.Close(p.fd) }
