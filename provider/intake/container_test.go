package intake

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/propose"
	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// TestCheckSpecContainer: a provider that enables the container executor accepts the
// container jobs its policy lets run and declines the others naming the key; an executor
// this provider knows nothing of is declined as unsupported, not as a command "not allowed"
// (which every unknown executor got before: the exec branch was the default).
func TestCheckSpecContainer(t *testing.T) {
	cfg := testConfig()
	cfg.Executors = []string{"wasm", "container", "gpu-magic"}
	cfg.Container = ContainerPolicy{MaxMemoryBytes: 1 << 30, MaxWallTime: time.Hour, MaxImageBytes: 1 << 20}
	devs := []runner.Device{{ID: "0", Model: "A100", VRAMMiB: 40 << 10}}
	db, err := pebble.Open(filepath.Join(t.TempDir(), "node"), quietDB())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	r, err := runner.New(runner.Config{WorkDir: t.TempDir(), Slots: cfg.Slots, Devices: devs, CPUSlots: 2},
		runner.Deps{DB: db, Fetcher: noDeps{}, Executors: executor.NewRegistry(), Uploader: noDeps{}, Settler: noDeps{}})
	if err != nil {
		t.Fatal(err)
	}
	a := testAcceptor(cfg, r, db)
	img := &jobspec.Image{CID: "bafy", ID: "sha256:" + strings.Repeat("a", 64)}
	for _, tc := range []struct {
		name string
		edit func(*jobspec.Job)
		gpu  bool
		want string // "" = accepted
	}{
		{"within the policy", func(*jobspec.Job) {}, false, ""},
		{"by reference", func(j *jobspec.Job) { j.Image = &jobspec.Image{Ref: "reg.example/x@sha256:" + strings.Repeat("b", 64)} }, false, ""},
		{"memory over the cap", func(j *jobspec.Job) { j.Resources.MemoryBytes = 2 << 30 }, false, "executor.container.max_memory_mib = 1024"},
		{"wall time over the cap", func(j *jobspec.Job) { j.Resources.WallTimeMs = 2 * 3600_000 }, false, "executor.container.max_wall_time"},
		{"egress refused", func(j *jobspec.Job) { j.Network = jobspec.NetworkEgress }, false, "executor.container.egress is none"},
		{"GPU the executor cannot pass", func(j *jobspec.Job) { j.Resources.GPUs = 1 }, false, "cannot pass GPUs to containers"},
		{"GPU with an nvidia runtime", func(j *jobspec.Job) { j.Resources.GPUs = 1 }, true, ""},
		{"no image", func(j *jobspec.Job) { j.Image = nil }, false, "without an image"},
		{"unknown executor", func(j *jobspec.Job) { j.Executor = "gpu-magic" }, false, `executor "gpu-magic" is not supported by this provider`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a.in.cfg.Container.GPU = tc.gpu
			spec := &jobspec.Job{Class: "batch", Executor: jobspec.ExecutorContainer, Image: img, Network: jobspec.NetworkNone,
				Resources: jobspec.Hardware{MemoryBytes: 64 << 20, WallTimeMs: 10_000}}
			tc.edit(spec)
			p := &market.Proposal{JobID: contracts.JobID{2}, Class: market.ClassBatch, Deadline: uint64(time.Now().Add(3 * time.Hour).Unix())}
			err := a.checkSpec(p.JobID, p.Class, p.Deadline, spec)
			if tc.want == "" {
				if err != nil {
					t.Fatalf("declined: %v", err)
				}
				return
			}
			if !errors.Is(err, propose.ErrDeclined) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want a decline naming %q", err, tc.want)
			}
		})
	}
}

type fakeImages struct{ err error }

func (f fakeImages) CheckImage(context.Context, cid.Cid, string) error { return f.err }

// TestCheckImage: an image archive over executor.container.max_image_mib, or one the image
// checker refuses (not an image, another image ID), is a decline naming the reason.
func TestCheckImage(t *testing.T) {
	cfg := testConfig()
	cfg.Container.MaxImageBytes = 1 << 20
	a := testAcceptor(cfg, nil, nil)
	c, err := cid.Decode("bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy")
	if err != nil {
		t.Fatal(err)
	}
	if err := a.checkImage(context.Background(), c, 2<<20, "sha256:x"); !errors.Is(err, propose.ErrDeclined) || !strings.Contains(err.Error(), "max_image_mib is 1") {
		t.Fatalf("oversized image: got %v", err)
	}
	if err := a.checkImage(context.Background(), c, 1<<20, "sha256:x"); err != nil {
		t.Fatalf("image at the limit without a checker: %v", err)
	}
	a.in.deps.Images = fakeImages{errors.New("container: not an image archive: no manifest.json")}
	if err := a.checkImage(context.Background(), c, 100, "sha256:x"); !errors.Is(err, propose.ErrDeclined) || !strings.Contains(err.Error(), "not an image archive") {
		t.Fatalf("not an image: got %v", err)
	}
	a.in.deps.Images = fakeImages{}
	if err := a.checkImage(context.Background(), c, 100, "sha256:x"); err != nil {
		t.Fatalf("good image: %v", err)
	}
}
