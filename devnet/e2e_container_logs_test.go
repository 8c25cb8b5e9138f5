package devnet_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/joblogs"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/p2p/reqresp"
)

// TestE2EContainerLiveLogs: a container job prints eight lines over about two seconds; the
// requester follows its output live from the provider (/gpumesh/joblogs/1) and gets the first
// line while the run is still going and before any result is on chain, then every line in
// order, and the follow ends with the run. Another wallet asking for the same job's output is
// declined and gets none of it.
func TestE2EContainerLiveLogs(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	eng := containerEngine(t, ctx)
	archive, imageID := testImage(t)
	n, r := containerNet(t, ctx, 1, devnet.ProvidersConfig{ContainerHost: eng.Host})
	imgCID := addImage(t, ctx, r, archive)
	spec, err := jobspec.Parse([]byte(fmt.Sprintf(`version: 1
class: batch
executor: container
image:
  cid: %s
  id: %s
args: [lines, "8", 250ms]
network: none
resources:
  cpu: 1
  memory: 256MiB
  wall_time: 60s
max_price: "0.001"
deadline: 3m
verification: none
`, imgCID, imageID)), jobspec.Options{})
	if err != nil {
		t.Fatalf("parse spec: %v", err)
	}
	j, err := submitContainer(t, ctx, r, spec)
	if err != nil {
		t.Fatalf("Submit: %v", err)
	}

	var stdout, stderr bytes.Buffer
	var answers []joblogs.Response
	firstLive, firstBeforeResult := false, false
	seen := false
	at, err := r.FollowLogs(ctx, j.ID, joblogs.Offsets{}, func(resp joblogs.Response) error {
		answers = append(answers, resp)
		stdout.Write(resp.Stdout)
		stderr.Write(resp.Stderr)
		if !seen && strings.Contains(stdout.String(), "line 0\n") {
			seen = true
			firstLive = resp.Running && !resp.Done
			st, err := r.ChainState(ctx, j.ID)
			if err != nil {
				return err
			}
			firstBeforeResult = st.Status == contracts.StatusOpen
			t.Logf("first line in answer %d: running %t, chain status %d", len(answers), resp.Running, st.Status)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("FollowLogs: %v", err)
	}
	var want strings.Builder
	for i := range 8 {
		fmt.Fprintf(&want, "line %d\n", i)
	}
	if stdout.String() != want.String() || stderr.String() != "lines: starting\n" {
		t.Fatalf("followed stdout %q, stderr %q", stdout.String(), stderr.String())
	}
	if !firstLive || !firstBeforeResult {
		t.Fatalf("the first line came after the run (running %t, no result on chain yet %t): not live", firstLive, firstBeforeResult)
	}
	if last := answers[len(answers)-1]; !last.Done || last.Running || last.Gone {
		t.Fatalf("last answer %+v: want the run's end", last)
	}
	if at.Stdout != uint64(want.Len()) {
		t.Fatalf("offsets %+v", at)
	}

	// Another wallet, connected to the same provider, asks for the same job: declined.
	otherKey, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	oc := n.RequesterConfig()
	oc.Key, oc.DataDir = otherKey, filepath.Join(t.TempDir(), "other")
	other, err := requester.New(oc)
	if err != nil {
		t.Fatal(err)
	}
	if err := other.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { other.Close() })
	rec, err := r.Get(j.ID)
	if err != nil {
		t.Fatal(err)
	}
	pid, err := peer.Decode(rec.ProviderPeer)
	if err != nil {
		t.Fatal(err)
	}
	if err := other.Node().Connect(ctx, r.Node().Host().Peerstore().PeerInfo(pid)); err != nil {
		t.Fatal(err)
	}
	oclient, err := joblogs.NewClient(other.Node(), joblogs.Config{})
	if err != nil {
		t.Fatal(err)
	}
	got := 0
	_, err = oclient.Follow(ctx, pid, j.ID, joblogs.Offsets{}, func(resp joblogs.Response) error {
		got += len(resp.Stdout) + len(resp.Stderr)
		return nil
	})
	if !errors.Is(err, reqresp.ErrDeclined) || got != 0 {
		t.Fatalf("another wallet: err %v, %d bytes; want declined and nothing", err, got)
	}

	if _, err := j.Wait(ctx); err != nil {
		t.Fatalf("Wait: %v", err)
	}
}
