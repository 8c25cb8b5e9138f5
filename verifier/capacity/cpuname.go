package capacity

import (
	"bufio"
	"os"
	"runtime"
	"strings"
	"sync"
)

// cpuName is the CPU model from /proc/cpuinfo where there is one, else the architecture.
var cpuName = sync.OnceValue(func() string {
	f, err := os.Open("/proc/cpuinfo")
	if err == nil {
		defer f.Close()
		s := bufio.NewScanner(f)
		for s.Scan() {
			k, v, ok := strings.Cut(s.Text(), ":")
			if ok && strings.TrimSpace(k) == "model name" {
				return strings.TrimSpace(v)
			}
		}
	}
	return runtime.GOARCH
})
