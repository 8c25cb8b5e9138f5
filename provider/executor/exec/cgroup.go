//go:build linux

package exec

import (
	"bufio"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"

	"github.com/gpumesh/gpumesh/provider/executor"
)

// cgroupProbe is the result of looking for a usable cgroup v2 parent.
type cgroupProbe struct {
	dir string // "" when unusable
	why string // why unusable, or what is used
}

var needControllers = []string{"memory", "cpu", "pids"}

// probeCgroup finds a cgroup v2 directory whose children get the memory, cpu and pids
// controllers. parent "off" disables; "" means this process's own cgroup on the cgroup2 mount.
func probeCgroup(parent string) cgroupProbe {
	if parent == "off" {
		return cgroupProbe{why: "disabled in config (cgroup_parent = \"off\")"}
	}
	if parent == "" {
		mnt, err := cgroup2Mount("/proc/self/mountinfo")
		if err != nil {
			return cgroupProbe{why: err.Error()}
		}
		self, err := ownCgroup("/proc/self/cgroup")
		if err != nil {
			return cgroupProbe{why: err.Error()}
		}
		parent = filepath.Join(mnt, self)
	}
	return probeDir(parent)
}

func probeDir(parent string) cgroupProbe {
	b, err := os.ReadFile(filepath.Join(parent, "cgroup.subtree_control"))
	if err != nil {
		return cgroupProbe{why: fmt.Sprintf("cgroup v2 parent %s unreadable: %v", parent, err)}
	}
	have := map[string]bool{}
	for _, c := range strings.Fields(string(b)) {
		have[c] = true
	}
	var missing []string
	for _, c := range needControllers {
		if !have[c] {
			missing = append(missing, c)
		}
	}
	if len(missing) > 0 {
		// Try to enable them; this fails when they are not delegated or the cgroup has processes.
		for _, c := range missing {
			_ = os.WriteFile(filepath.Join(parent, "cgroup.subtree_control"), []byte("+"+c), 0)
		}
		b, _ = os.ReadFile(filepath.Join(parent, "cgroup.subtree_control"))
		have = map[string]bool{}
		for _, c := range strings.Fields(string(b)) {
			have[c] = true
		}
		missing = missing[:0]
		for _, c := range needControllers {
			if !have[c] {
				missing = append(missing, c)
			}
		}
		if len(missing) > 0 {
			return cgroupProbe{why: fmt.Sprintf("cgroup v2 parent %s does not delegate %s to children; rlimits only",
				parent, strings.Join(missing, ", "))}
		}
	}
	if err := syscall.Access(parent, 2 /* W_OK */); err != nil {
		return cgroupProbe{why: fmt.Sprintf("cgroup v2 parent %s not writable: %v; rlimits only", parent, err)}
	}
	return cgroupProbe{dir: parent, why: "cgroup v2 under " + parent}
}

func cgroup2Mount(mountinfo string) (string, error) {
	f, err := os.Open(mountinfo)
	if err != nil {
		return "", fmt.Errorf("no cgroup v2: %v", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		// 41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw
		pre, post, ok := strings.Cut(sc.Text(), " - ")
		if !ok {
			continue
		}
		if pf, qf := strings.Fields(pre), strings.Fields(post); len(pf) >= 5 && len(qf) >= 1 && qf[0] == "cgroup2" {
			return pf[4], nil
		}
	}
	return "", fmt.Errorf("no cgroup v2 mount")
}

func ownCgroup(procCgroup string) (string, error) {
	b, err := os.ReadFile(procCgroup)
	if err != nil {
		return "", fmt.Errorf("no cgroup v2: %v", err)
	}
	for _, line := range strings.Split(string(b), "\n") {
		if p, ok := strings.CutPrefix(line, "0::"); ok {
			return p, nil
		}
	}
	return "", fmt.Errorf("no cgroup v2 entry in %s", procCgroup)
}

// cgroup is one job's cgroup, opened so the child can be cloned into it.
type cgroup struct {
	dir string
	fd  int
}

var unsafeName = regexp.MustCompile(`[^A-Za-z0-9_.-]`)

func (p cgroupProbe) create(jobID string, lim executor.Limits, cpus float64) (*cgroup, error) {
	if p.dir == "" {
		return nil, nil
	}
	var r [4]byte
	_, _ = rand.Read(r[:])
	name := "gpumesh-" + unsafeName.ReplaceAllString(jobID, "_")
	if len(name) > 64 {
		name = name[:64]
	}
	dir := filepath.Join(p.dir, name+"-"+hex.EncodeToString(r[:]))
	if err := os.Mkdir(dir, 0o755); err != nil {
		return nil, fmt.Errorf("create cgroup: %w", err)
	}
	cg := &cgroup{dir: dir, fd: -1}
	write := func(file, val string) error {
		return os.WriteFile(filepath.Join(dir, file), []byte(val), 0)
	}
	mem := "max"
	if lim.MemoryBytes > 0 {
		mem = strconv.FormatUint(lim.MemoryBytes, 10)
	}
	period := 100000
	quota := int(cpus * float64(period))
	for _, kv := range [][2]string{
		{"memory.max", mem},
		{"memory.swap.max", "0"},
		{"pids.max", strconv.FormatUint(lim.Processes, 10)},
		{"cpu.max", fmt.Sprintf("%d %d", quota, period)},
	} {
		if err := write(kv[0], kv[1]); err != nil && kv[0] != "memory.swap.max" {
			cg.remove()
			return nil, fmt.Errorf("set %s: %w", kv[0], err)
		}
	}
	fd, err := syscall.Open(dir, syscall.O_DIRECTORY|syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		cg.remove()
		return nil, fmt.Errorf("open cgroup: %w", err)
	}
	cg.fd = fd
	return cg, nil
}

func (c *cgroup) kill() { _ = os.WriteFile(filepath.Join(c.dir, "cgroup.kill"), []byte("1"), 0) }

func (c *cgroup) peak() uint64 {
	b, err := os.ReadFile(filepath.Join(c.dir, "memory.peak"))
	if err != nil {
		return 0
	}
	n, _ := strconv.ParseUint(strings.TrimSpace(string(b)), 10, 64)
	return n
}

func (c *cgroup) oomKilled() bool {
	b, err := os.ReadFile(filepath.Join(c.dir, "memory.events"))
	if err != nil {
		return false
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "oom_kill "); ok {
			n, _ := strconv.Atoi(strings.TrimSpace(v))
			return n > 0
		}
	}
	return false
}

func (c *cgroup) remove() {
	if c.fd >= 0 {
		_ = syscall.Close(c.fd)
		c.fd = -1
	}
	c.kill()
	_ = os.Remove(c.dir) // succeeds once every process in it is gone
}
