package transferbench

import (
	"bytes"
	"context"
	"os"
	"strconv"
	"testing"
)

// TestTransferBench runs the transfer bench small (GPUMESH_TRANSFER_MIB and GPUMESH_TRANSFER_ROUNDS
// for a bigger run).
func TestTransferBench(t *testing.T) {
	size := int64(32 << 20)
	if v, err := strconv.Atoi(os.Getenv("GPUMESH_TRANSFER_MIB")); err == nil && v > 0 {
		size = int64(v) << 20
	}
	rounds, _ := strconv.Atoi(os.Getenv("GPUMESH_TRANSFER_ROUNDS"))
	rep, err := RunTransferBench(context.Background(), TransferBenchConfig{Size: size, Rounds: rounds, Dir: os.Getenv("GPUMESH_TRANSFER_DIR")})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := rep.WriteTable(&buf); err != nil {
		t.Fatal(err)
	}
	t.Log("\n" + buf.String())
	m := rep.Metrics()
	for _, k := range []string{"transfer_ratio_vs_tcp", "bitswap_ratio_vs_tcp", "tcp_mib_s", "fast_mib_s", "bitswap_mib_s", "peak_rss_mib",
		"sha256_cpu_s_per_gib", "aes_gcm_cpu_s_per_gib", "floor_cpu_s_per_gib"} {
		if m[k] <= 0 {
			t.Fatalf("metric %s = %v", k, m[k])
		}
	}
	t.Logf("%v", m)
	if !rep.Verified {
		t.Fatal("not verified")
	}
}
