package devnet_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/provider/executor/container/containertest"
	"github.com/gpumesh/gpumesh/provider/gpu"
)

// TestE2EContainerGPU runs a CUDA container job on this host's real GPU through the whole
// path: the provider inventories the GPU through NVML and advertises it, the requester's burst
// job asks for one GPU (the devnet keeps one GPU free for burst work: offer.burst_headroom 1)
// and names the CUDA probe image by CID, the provider places the job on the GPU
// and passes exactly that device to the container (gpu_access "devices"), the program adds two
// vectors on it, and the requester decrypts the result and pays. The provider's /metrics
// attribute the GPU's use to the job's class. It skips where NVML finds no GPU (CI has none).
func TestE2EContainerGPU(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	nv := gpu.NewNVML(gpu.NVMLConfig{})
	devs, err := nv.Devices(ctx)
	nv.Close()
	if err != nil || len(devs) == 0 {
		t.Skipf("no NVIDIA GPU on this machine (%v): this test runs a CUDA container job on one; `make test-gpu` runs it on a host with an NVIDIA GPU and driver", err)
	}
	eng := containerEngine(t, ctx)
	archive := filepath.Join(t.TempDir(), "cudaprobe.tar")
	imageID, err := containertest.CUDAProbeArchive("../provider/executor/container/testdata/cudaprobe/cudaprobe.c", archive)
	if err != nil {
		t.Fatal(err)
	}
	n, r := containerNet(t, ctx, 1, devnet.ProvidersConfig{ContainerHost: eng.Host, HostGPUs: true})
	p := n.Nodes[0]
	offer := p.Daemon().Offer()
	if offer == nil || len(offer.GPUs) == 0 || offer.GPUs[0].Vendor != "nvidia" || offer.GPUs[0].Count != uint32(len(devs)) {
		t.Fatalf("the provider's offer %+v does not advertise the host's %d NVIDIA GPUs", offer, len(devs))
	}
	t.Logf("offer: %+v", offer.GPUs)

	imgCID := addImage(t, ctx, r, archive)
	dir := t.TempDir()
	spec, err := jobspec.Parse([]byte(fmt.Sprintf(`version: 1
class: burst
executor: container
image:
  cid: %s
  id: %s
args: [hold, "3"]
network: none
outputs:
  encrypt: true
resources:
  gpus: 1
  cpu: 1
  memory: 2GiB
  wall_time: 60s
max_price: "0.001"
deadline: 3m
verification: none
`, imgCID, imageID)), jobspec.Options{})
	if err != nil {
		t.Fatalf("parse spec: %v", err)
	}
	start := time.Now()
	j, err := r.Submit(ctx, spec, requester.SubmitOptions{BaseDir: dir, OutDir: filepath.Join(dir, "result")})
	if err != nil {
		t.Fatalf("Submit: %v", err)
	}
	rec, err := j.Wait(ctx)
	if err != nil {
		t.Fatalf("Wait: %v", err)
	}
	t.Logf("submitted -> result decrypted: %s", time.Since(start).Round(time.Millisecond))
	report, err := os.ReadFile(filepath.Join(rec.OutDir, "out", "cuda.txt"))
	if err != nil {
		st, _ := os.ReadFile(filepath.Join(rec.OutDir, "status.json"))
		t.Fatalf("decrypted result: %v (status %s)", err, st)
	}
	t.Logf("the job's /out/cuda.txt:\n%s", report)
	kv := map[string]string{}
	for _, line := range strings.Split(string(report), "\n") {
		if k, v, ok := strings.Cut(line, "="); ok {
			kv[k] = v
		}
	}
	placed := -1
	for _, d := range devs {
		if strings.HasPrefix(kv["device.0"], d.UUID+" ") {
			placed = d.Index
		}
	}
	if kv["count"] != "1" || placed < 0 || kv["vadd.0"] != "ok" || kv["visible_devices"] != strconv.Itoa(placed) {
		t.Fatalf("the container must see exactly the one GPU it was placed on and add on it: %v", kv)
	}
	if rec, err = r.Follow(ctx, j.ID, requester.FollowOptions{UntilSettled: true}); err != nil || rec.Phase != requester.PhaseClaimed {
		t.Fatalf("settle: phase %s, err %v; want claimed (paid)", rec.Phase, err)
	}

	body := scrape(t, p.MetricsURL())
	held := metricValue(body, `gpumesh_provider_job_gpu_held_seconds_total{class="burst"}`)
	measured := metricValue(body, `gpumesh_provider_job_gpu_measured_seconds_total{class="burst"}`)
	busy := metricValue(body, `gpumesh_provider_job_gpu_utilization_seconds_total{class="burst"}`)
	t.Logf("provider /metrics: burst GPU held %.2f s, measured %.2f s, utilization-weighted %.2f s", held, measured, busy)
	if held <= 0 || measured <= 0 {
		t.Errorf("the provider did not attribute the GPU's use to the burst job: held %g, measured %g", held, measured)
	}
}

// metricValue returns the value of the sample line that starts with name (labels included),
// or -1.
func metricValue(body, name string) float64 {
	for _, line := range strings.Split(body, "\n") {
		if v, ok := strings.CutPrefix(line, name+" "); ok {
			f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			if err == nil {
				return f
			}
		}
	}
	return -1
}
