// Command nodriver detects devices the way the daemon does and prints them as JSON; the gpu
// package's test builds it with the lazy-binding link flag and checks that it starts and reports
// "no NVIDIA driver found" on a host without one.
package main

import (
	"context"
	"encoding/json"
	"log/slog"
	"os"

	"github.com/gpumesh/gpumesh/provider/gpu"
)

func main() {
	_, devs, reason, err := gpu.Detect(context.Background(), slog.New(slog.DiscardHandler))
	out := map[string]any{"devices": devs}
	if reason != nil {
		out["reason"] = reason.Error()
	}
	if err != nil {
		out["err"] = err.Error()
	}
	_ = json.NewEncoder(os.Stdout).Encode(out)
	if err != nil {
		os.Exit(1)
	}
}
