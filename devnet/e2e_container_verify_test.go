package devnet_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider/executor/container/containertest"
)

// containerJob parses a deterministic container job spec running the test program's seed mode
// (its /out/sub/hash is a function of the seed) from image, the spec's image mapping (indented
// two spaces), with encrypted outputs; label makes its spec (and CID) distinct.
func containerJob(t *testing.T, image, label, verification string) *jobspec.Job {
	t.Helper()
	spec, err := jobspec.Parse([]byte(fmt.Sprintf(`version: 1
class: batch
executor: container
image:
%s
args: [seed]
deterministic: true
network: none
seed: e2e-seed
outputs:
  encrypt: true
resources:
  cpu: 1
  memory: 256MiB
  wall_time: 60s
max_price: "0.001"
deadline: 3m
verification: %s
labels:
  run: %q
`, image, verification, label)), jobspec.Options{})
	if err != nil {
		t.Fatalf("parse spec %s: %v", label, err)
	}
	return spec
}

// submitContainer submits spec with its result decrypted under a fresh directory.
func submitContainer(t *testing.T, ctx context.Context, r *requester.Requester, spec *jobspec.Job) (*requester.Job, error) {
	dir := t.TempDir()
	return r.Submit(ctx, spec, requester.SubmitOptions{BaseDir: dir, OutDir: filepath.Join(dir, "result"),
		Progress: func(id contracts.JobID, e requester.Event) {
			t.Logf("%s %s %-9s %8s %s", time.Now().Format("15:04:05.000"), id.Hex()[:10], e.Phase, e.Took.Round(time.Millisecond), e.Detail)
		}})
}

// seedHash is what the test program writes to /out/sub/hash for the spec's seed and no inputs
// (the executor passes the seed hex-encoded in GPUMESH_SEED).
func seedHash(seed string) string {
	s := sha256.Sum256([]byte(hex.EncodeToString([]byte(seed))))
	return hex.EncodeToString(s[:])
}

// checkSeedResult fails unless rec's decrypted result holds the program's hash of seed.
func checkSeedResult(t *testing.T, rec *requester.Record, seed string) {
	t.Helper()
	hash, err := os.ReadFile(filepath.Join(rec.OutDir, "out", "sub", "hash"))
	if err != nil || string(hash) != seedHash(seed) {
		st, _ := os.ReadFile(filepath.Join(rec.OutDir, "status.json"))
		t.Fatalf("job %s decrypted result: %q, %v; want %s (status %s)", rec.ID.Hex(), hash, err, seedHash(seed), st)
	}
}

// TestE2EContainerSpotCheckAndSlash: three providers run containers on a real engine, the last
// of them a wrong-result provider (devnet.FaultWrongResult: its executors, the container
// executor included, never run the job and report a made-up output). The requester spot-checks
// every job (p = 1) with its default re-executor, a paid re-run through the market.
//
//  1. The cheater undercuts and wins a deterministic container job; the re-run on an honest
//     provider produces another result; the requester disputes, the honest providers on the
//     committee re-run the container and the dispute resolves provider-fault: the cheater's
//     collateral is slashed, the requester refunded, the cheater's runner ends the job slashed.
//  2. The next container job goes to an honest provider; its re-run on the other honest
//     provider matches, both results decrypt to the program's output, and the checked job and
//     both re-runs are paid.
//
// No token is created or lost.
func TestE2EContainerSpotCheckAndSlash(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	eng := containerEngine(t, ctx)
	archive, imageID := testImage(t)
	n, err := devnet.Start(ctx, devnet.Config{DataDir: t.TempDir(), Providers: 3, ChallengeWindow: verifyWindow})
	if err != nil {
		t.Fatalf("devnet.Start: %v", err)
	}
	t.Cleanup(func() { n.Close() })
	if err := n.StartProviders(ctx, devnet.ProvidersConfig{Faults: []devnet.Fault{devnet.FaultWrongResult}, ContainerHost: eng.Host}); err != nil {
		t.Fatalf("StartProviders: %v", err)
	}
	cfg := n.RequesterConfig()
	always := devnet.AlwaysSpotCheck()
	cfg.SpotCheck = &requester.SpotCheckConfig{Params: &always} // the default re-executor: a paid market re-run
	r := startRequester(t, ctx, cfg)
	imgCID, err := r.Store().AddPath(ctx, archive, content.AddOptions{Name: "image"})
	if err != nil {
		t.Fatal(err)
	}
	image := fmt.Sprintf("  cid: %s\n  id: %s", imgCID, imageID)
	cheater := n.Nodes[len(n.Nodes)-1]
	before := snapshot(t, ctx, n)
	stake0, err := n.Contracts.StakeOf(ctx, cheater.Address)
	if err != nil {
		t.Fatal(err)
	}
	reqBalance, err := n.Contracts.BalanceOf(ctx, r.Address())
	if err != nil {
		t.Fatal(err)
	}

	// 1. The cheater's container job: caught by the market re-run, disputed, slashed.
	j, err := submitContainer(t, ctx, r, containerJob(t, image, "cheated", "spot-check"))
	if err != nil {
		t.Fatalf("submit the cheated job: %v", err)
	}
	rec, err := j.Wait(ctx)
	if err != nil {
		t.Fatalf("cheated job Wait: %v", err)
	}
	sc, _ := r.SpotCheckOf(j.ID)
	if rec.Acceptance.Provider != cheater.Address || rec.Phase != requester.PhaseDisputed {
		t.Fatalf("cheated job: provider %s phase %s spot-check %+v; want the wrong-result provider %s's job disputed", rec.Acceptance.Provider.Hex(), rec.Phase, sc, cheater.Address.Hex())
	}
	rerun1 := rerunOf(t, r, j.ID)
	if rerun1 == nil || rerun1.Acceptance.Provider == cheater.Address || rerun1.OpenTx == (common.Hash{}) {
		t.Fatalf("re-run of the cheated job %+v: want a paid escrow job on an honest provider", rerun1)
	}
	checkSeedResult(t, rerun1, "e2e-seed")
	if rec, err = r.Follow(ctx, j.ID, requester.FollowOptions{UntilSettled: true}); err != nil || rec.Phase != requester.PhaseRefunded {
		t.Fatalf("cheated job after the dispute: phase %s, err %v; want refunded", rec.Phase, err)
	}
	if sc, err := r.SpotCheckOf(j.ID); err != nil || sc.Verdict != "mismatch" || sc.Outcome != "provider-fault" {
		t.Fatalf("spot-check %+v (%v): want a mismatch resolved provider-fault", sc, err)
	}
	if st, err := r.ChainState(ctx, j.ID); err != nil || st.Status != contracts.StatusResolved {
		t.Fatalf("escrow state %v (%v), want resolved", st, err)
	}
	stake1, err := n.Contracts.StakeOf(ctx, cheater.Address)
	if err != nil {
		t.Fatal(err)
	}
	if got := new(big.Int).Sub(stake0.Stake, stake1.Stake); got.Cmp(rec.Acceptance.Collateral) != 0 {
		t.Fatalf("cheater's stake fell by %s, want its collateral %s", got, rec.Acceptance.Collateral)
	}
	if err := waitJobs(ctx, cheater.Daemon(), "slashed", 1); err != nil {
		t.Fatalf("cheater's runner: %v", err)
	}
	before.check(t, ctx, n)

	// 2. An honest provider's container job: the market re-run matches; both are paid.
	j2, err := submitContainer(t, ctx, r, containerJob(t, image, "honest", "spot-check"))
	if err != nil {
		t.Fatalf("submit the honest job: %v", err)
	}
	rec2, err := j2.Wait(ctx)
	if err != nil {
		t.Fatalf("honest job Wait: %v", err)
	}
	if rec2.Acceptance.Provider == cheater.Address {
		t.Fatalf("the caught provider %s got the next job", cheater.Address.Hex())
	}
	checkSeedResult(t, rec2, "e2e-seed")
	if sc, err := r.SpotCheckOf(j2.ID); err != nil || sc.Verdict != "match" {
		t.Fatalf("honest job spot-check %+v (%v): want the market re-run to match", sc, err)
	}
	rerun := rerunOf(t, r, j2.ID)
	if rerun == nil || rerun.Acceptance.Provider == rec2.Acceptance.Provider || rerun.Acceptance.Provider == cheater.Address {
		t.Fatalf("honest job's re-run %+v: want it on the other honest provider", rerun)
	}
	checkSeedResult(t, rerun, "e2e-seed")
	// The last re-run's result was submitted last: past its window, every honest run is claimable.
	passChallengeWindow(t, ctx, n, rerun.ID)
	for _, id := range []contracts.JobID{rerun1.ID, j2.ID, rerun.ID} {
		if rec, err := r.Follow(ctx, id, requester.FollowOptions{UntilSettled: true}); err != nil || rec.Phase != requester.PhaseClaimed {
			t.Fatalf("job %s settle: phase %s, err %v; want claimed (paid)", id.Hex(), rec.Phase, err)
		}
	}
	before.check(t, ctx, n)
	// The requester paid the three honest runs (the two re-runs and the honest job) and nothing
	// for the cheated one (its price and the dispute bond came back).
	reqAfter, err := n.Contracts.BalanceOf(ctx, r.Address())
	if err != nil {
		t.Fatal(err)
	}
	paid := new(big.Int).Add(rec2.Acceptance.Price, rerun.Acceptance.Price)
	paid.Add(paid, rerun1.Acceptance.Price)
	if spent := new(big.Int).Sub(reqBalance, reqAfter); spent.Cmp(paid) != 0 {
		t.Fatalf("requester spent %s, want the honest runs' prices %s (the cheated job refunded)", spent, paid)
	}
	if err := n.FaultErrors(); err != nil {
		t.Fatal(err)
	}
}

// TestE2EContainerByDigest: the test image is pushed through the engine to a private registry on
// loopback and removed from the engine; a container job names it by digest
// (127.0.0.1:PORT/gpumesh/e2e@sha256:...), so the provider pulls it; the job runs, its
// encrypted result decrypts to the program's output and it is paid. Then bad input through
// the devnet, each declined by every provider with a named reason before anything is signed,
// nothing charged: an image CID whose content is not an image archive, and an image archive
// over the providers' executor.container.max_image_mib.
func TestE2EContainerByDigest(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	eng := containerEngine(t, ctx)
	reg, err := containertest.StartRegistry(ctx)
	if err != nil {
		t.Skip("no loopback image registry: " + err.Error())
	}
	t.Cleanup(func() { reg.Stop() })
	prog, err := containertest.Build("../provider/executor/container/testdata/prog", filepath.Join(os.TempDir(), "gpumesh-containertest-cache"))
	if err != nil {
		t.Fatal(err)
	}
	img, err := containertest.ProgramImage(prog)
	if err != nil {
		t.Fatal(err)
	}
	img.Label = "by-digest" // not the image other tests load into the same engine
	archive := filepath.Join(t.TempDir(), "image.tar")
	if _, err := containertest.WriteArchive(archive, img); err != nil {
		t.Fatal(err)
	}
	ref, imageID, err := reg.Push(ctx, eng.Host, archive, "gpumesh/e2e", "t1")
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("pushed %s (image %s)", ref, imageID)

	const maxImageMiB = 8 // the test image is about 5 MiB
	n, r := containerNet(t, ctx, 2, devnet.ProvidersConfig{ContainerHost: eng.Host, ContainerMaxImageMiB: maxImageMiB})
	before := snapshot(t, ctx, n)

	j, err := submitContainer(t, ctx, r, containerJob(t, fmt.Sprintf("  ref: %s\n  id: %s", ref, imageID), "by-digest", "none"))
	if err != nil {
		t.Fatalf("submit the by-digest job: %v", err)
	}
	rec, err := j.Wait(ctx)
	if err != nil {
		t.Fatalf("by-digest job Wait: %v", err)
	}
	checkSeedResult(t, rec, "e2e-seed")
	if rec, err = r.Follow(ctx, j.ID, requester.FollowOptions{UntilSettled: true}); err != nil || rec.Phase != requester.PhaseClaimed {
		t.Fatalf("by-digest job settle: phase %s, err %v; want claimed (paid)", rec.Phase, err)
	}
	before.check(t, ctx, n)

	// Bad input: each submit fails with every provider's named decline, and no balance moves.
	notImage := filepath.Join(t.TempDir(), "not-an-image.tar")
	if err := containertest.WriteTar(notImage, map[string][]byte{"hello.txt": []byte("not an image\n")}); err != nil {
		t.Fatal(err)
	}
	large := img
	large.Label = "too-large"
	pad := make([]byte, (maxImageMiB+1)<<20) // random: no block repeats, so it is stored at full size
	rand.NewChaCha8([32]byte{1}).Read(pad)
	large.Files = append(append([]containertest.File(nil), img.Files...), containertest.File{Path: "pad", Mode: 0o644, Data: pad})
	bigArchive := filepath.Join(t.TempDir(), "big.tar")
	bigID, err := containertest.WriteArchive(bigArchive, large)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, path, id, want string
	}{
		{"not an image", notImage, imageID, "not an image archive"},
		{"over the image limit", bigArchive, bigID, fmt.Sprintf("executor.container.max_image_mib is %d", maxImageMiB)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			holdings, _, err := n.Holdings(ctx)
			if err != nil {
				t.Fatal(err)
			}
			jobs := runnerJobs(t, ctx, n)
			c, err := r.Store().AddPath(ctx, tc.path, content.AddOptions{Name: "image"})
			if err != nil {
				t.Fatal(err)
			}
			_, err = submitContainer(t, ctx, r, containerJob(t, fmt.Sprintf("  cid: %s\n  id: %s", c, tc.id), "bad-"+tc.name, "none"))
			if err == nil {
				t.Fatal("submitted; want every provider to decline")
			}
			t.Logf("declined: %v", err)
			if !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("submit: %v; want declines naming %q", err, tc.want)
			}
			if got := strings.Count(err.Error(), tc.want); got < len(n.Nodes) {
				t.Errorf("%d of %d providers named %q: %v", got, len(n.Nodes), tc.want, err)
			}
			after, _, err := n.Holdings(ctx)
			if err != nil {
				t.Fatal(err)
			}
			for who, v := range holdings {
				if after[who].Cmp(v) != 0 {
					t.Errorf("%s's balance moved %s -> %s over a declined job", who, v, after[who])
				}
			}
			if got := runnerJobs(t, ctx, n); got != jobs {
				t.Errorf("providers' runners hold %d jobs after the decline, %d before: want no job taken", got, jobs)
			}
		})
	}
	before.check(t, ctx, n)
}

// runnerJobs counts the jobs in the runners of n's providers, in every state.
func runnerJobs(t *testing.T, ctx context.Context, n *devnet.Network) int {
	t.Helper()
	total := 0
	for _, p := range n.Nodes {
		st, err := p.Daemon().Status(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range st.Jobs {
			total += c
		}
	}
	return total
}
