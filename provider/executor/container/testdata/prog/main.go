// Command prog is the program inside the test images: one mode per sandbox property. An escape
// attempt prints what happened, exits 1 when the sandbox held and 42 when it did not.
package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: prog MODE [ARGS]")
		os.Exit(2)
	}
	mode, args := os.Args[1], os.Args[2:]
	if mode == "afterstart" && len(args) > 0 {
		// afterstart MODE ARGS: wait for /in/go (the test makes it once the executor observes
		// the container), then run MODE.
		waitFor("/in/go")
		afterStart = true
		mode, args = args[0], args[1:]
	}
	switch mode {
	case "write": // write NAME CONTENT
		must(os.WriteFile(filepath.Join("/out", args[0]), []byte(args[1]), 0o644))
		fmt.Println("wrote", args[0])
	case "seed": // /out/result: a function of GPUMESH_SEED and the inputs
		h := sha256.New()
		h.Write([]byte(os.Getenv("GPUMESH_SEED")))
		for _, in := range strings.Split(os.Getenv("GPUMESH_INPUTS"), ":") {
			ents, _ := os.ReadDir(in)
			for _, e := range ents {
				b, _ := os.ReadFile(filepath.Join(in, e.Name()))
				h.Write(b)
			}
		}
		sum := h.Sum(nil)
		var out []byte
		for i := 0; i < 1000; i++ {
			s := sha256.Sum256(append(sum, byte(i)))
			out = append(out, s[:]...)
		}
		must(os.WriteFile("/out/result", out, 0o644))
		must(os.MkdirAll("/out/sub", 0o755))
		must(os.WriteFile("/out/sub/hash", []byte(hex.EncodeToString(sum)), 0o644))
	case "env":
		env := os.Environ()
		sort.Strings(env)
		fmt.Println(strings.Join(env, "\n"))
	case "sleep": // sleep SECONDS
		d, _ := time.ParseDuration(args[0])
		fmt.Println("sleeping", d)
		time.Sleep(d)
		fmt.Println("slept", d)
	case "mem": // mem MIB: allocate and touch
		n, _ := strconv.Atoi(args[0])
		var keep [][]byte
		for i := 0; i < n; i++ {
			b := make([]byte, 1<<20)
			for j := range b {
				b[j] = byte(j)
			}
			keep = append(keep, b)
		}
		fmt.Println("allocated", len(keep), "MiB")
	case "lines": // lines N INTERVAL: N numbered lines on stdout, INTERVAL apart, one note on stderr
		n, _ := strconv.Atoi(args[0])
		d, _ := time.ParseDuration(args[1])
		fmt.Fprintln(os.Stderr, "lines: starting")
		for i := 0; i < n; i++ {
			if i > 0 {
				time.Sleep(d)
			}
			fmt.Printf("line %d\n", i)
		}
	case "talk": // talk BYTES: print BYTES to stdout and stderr
		n, _ := strconv.Atoi(args[0])
		chunk := strings.Repeat("x", 1024)
		for i := 0; i < n; i += len(chunk) {
			os.Stdout.WriteString(chunk[:min(len(chunk), n-i)])
			os.Stderr.WriteString(chunk[:min(len(chunk), n-i)])
		}
	case "forkbomb": // forkbomb [N]: start N (default 100000) children that sleep
		n := 100000
		if len(args) > 0 {
			n, _ = strconv.Atoi(args[0])
		}
		var kids []*exec.Cmd
		for i := 0; i < n; i++ {
			c := exec.Command("/job", "sleep", "60s")
			if err := c.Start(); err != nil {
				fmt.Printf("fork %d refused: %v\n", i, err)
				if afterStart {
					waitFor("/in/seen") // the test makes it once the executor saw the refusal
				}
				os.Exit(1)
			}
			kids = append(kids, c)
		}
		fmt.Println("ESCAPED: forked", len(kids))
		os.Exit(42)
	case "net": // net ADDR...: try to connect
		escaped := false
		for _, a := range args {
			c, err := net.DialTimeout("tcp", a, 2*time.Second)
			if err == nil {
				c.Close()
				fmt.Println("ESCAPED: connected to", a)
				escaped = true
				continue
			}
			fmt.Println("denied:", err)
		}
		if _, err := net.LookupHost("example.com"); err == nil {
			fmt.Println("ESCAPED: resolved example.com")
			escaped = true
		}
		exit(escaped)
	case "rootwrite": // write outside /out
		escaped := false
		for _, p := range append([]string{"/etc/escape", "/escape", "/job", "/in/escape"}, args...) {
			if err := os.WriteFile(p, []byte("escape"), 0o644); err == nil {
				fmt.Println("ESCAPED: wrote", p)
				escaped = true
			} else {
				fmt.Println("denied:", err)
			}
		}
		exit(escaped)
	case "symlink": // links in /out to host paths
		must(os.Symlink("/etc/passwd", "/out/passwd"))
		must(os.MkdirAll("/out/d", 0o755))
		must(os.Symlink("../../../../../../etc", "/out/d/etc"))
		must(os.WriteFile("/out/ok", []byte("fine"), 0o644))
		fmt.Println("made links")
	case "fill": // fill SIZE: one file of SIZE bytes
		n, _ := strconv.ParseInt(args[0], 10, 64)
		f, err := os.Create("/out/big")
		must(err)
		buf := make([]byte, 64<<10)
		var w int64
		for w < n {
			k, err := f.Write(buf[:min(int64(len(buf)), n-w)])
			w += int64(k)
			if err != nil {
				fmt.Println("write stopped:", err)
				os.Exit(1)
			}
		}
		fmt.Println("wrote", w)
	case "fillmany": // files of 256 KiB, without end
		buf := make([]byte, 256<<10)
		for i := 0; ; i++ {
			if err := os.WriteFile(fmt.Sprintf("/out/f%06d", i), buf, 0o644); err != nil {
				fmt.Println("write stopped:", err)
				os.Exit(1)
			}
			time.Sleep(5 * time.Millisecond)
		}
	case "proc": // proc CANARY SOCKET...
		escaped := false
		cmd, _ := os.ReadFile("/proc/1/cmdline")
		fmt.Printf("pid1=%q\n", strings.ReplaceAll(string(cmd), "\x00", " "))
		ents, _ := os.ReadDir("/proc")
		for _, e := range ents {
			if _, err := strconv.Atoi(e.Name()); err != nil {
				continue
			}
			b, err := os.ReadFile("/proc/" + e.Name() + "/environ")
			if err == nil && strings.Contains(string(b), args[0]) {
				fmt.Println("ESCAPED: canary in /proc/" + e.Name() + "/environ")
				escaped = true
			}
		}
		for _, s := range append([]string{"/var/run/docker.sock", "/run/docker.sock", "/run/containerd/containerd.sock"}, args[1:]...) {
			if _, err := os.Stat(s); err == nil {
				fmt.Println("ESCAPED: socket present", s)
				escaped = true
			} else {
				fmt.Println("absent:", s)
			}
		}
		if _, err := os.ReadFile("/proc/kcore"); err == nil {
			fmt.Println("ESCAPED: read /proc/kcore")
			escaped = true
		}
		exit(escaped)
	case "whoami":
		fmt.Printf("uid=%d euid=%d\n", os.Getuid(), os.Geteuid())
	case "suid": // run the setuid-root copy, then try setuid(0) directly
		escaped := false
		out, err := exec.Command("/suid", "whoami").CombinedOutput()
		fmt.Printf("suid child: %s (err %v)\n", strings.TrimSpace(string(out)), err)
		if strings.Contains(string(out), "euid=0") {
			escaped = true
		}
		if err := syscall.Setuid(0); err == nil {
			fmt.Println("ESCAPED: setuid(0)")
			escaped = true
		} else {
			fmt.Println("denied: setuid(0):", err)
		}
		if err := os.Chown("/out", 0, 0); err == nil {
			fmt.Println("ESCAPED: chown")
			escaped = true
		} else {
			fmt.Println("denied: chown:", err)
		}
		exit(escaped)
	case "gpu": // gpu LIBRARY: the /dev/nvidia* nodes, LIBRARY's content, and whether it is writable
		ents, _ := os.ReadDir("/dev")
		var nodes []string
		for _, e := range ents {
			if strings.HasPrefix(e.Name(), "nvidia") {
				nodes = append(nodes, e.Name())
			}
		}
		fmt.Printf("nodes=%s\n", strings.Join(nodes, ","))
		b, err := os.ReadFile(args[0])
		fmt.Printf("library=%q err=%v\n", b, err)
		if f, err := os.OpenFile(args[0], os.O_WRONLY, 0); err == nil {
			f.Close()
			fmt.Println("ESCAPED: driver library writable")
			exit(true)
		} else {
			fmt.Println("denied: write library:", err)
		}
		for _, n := range nodes { // a passed node opens; it is a GPU in production, a stand-in here
			f, err := os.Open("/dev/" + n)
			fmt.Printf("open %s: %v\n", n, err)
			if err == nil {
				f.Close()
			}
		}
	default:
		fmt.Fprintln(os.Stderr, "unknown mode", mode)
		os.Exit(2)
	}
}

// afterStart: the mode runs under afterstart (the test signals through files in /in).
var afterStart bool

// waitFor waits up to a minute for path to exist.
func waitFor(path string) {
	for i := 0; i < 6000; i++ {
		if _, err := os.Stat(path); err == nil {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func exit(escaped bool) {
	if escaped {
		os.Exit(42)
	}
	os.Exit(1)
}

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(3)
	}
}
