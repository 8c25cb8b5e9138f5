package soakbench

import (
	"crypto/rand"
	"path/filepath"
	"testing"
	"time"

	lcrypto "github.com/libp2p/go-libp2p/core/crypto"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/provider"
)

// TestProviderPartitionExcusesNoSlash: a partition between two providers is no fault of either
// towards a requester, so a slash of either while it lasts stays honest_slashes-worthy.
func TestProviderPartitionExcusesNoSlash(t *testing.T) {
	t0 := time.Unix(1_800_000_000, 0)
	faults := []Fault{{At: t0, Kind: FaultPartitionProviders, Provider: 2, OtherProvider: 3, For: 10 * time.Second}}
	for _, index := range []int{2, 3} {
		if disturbed(faults, index, 1, t0.Add(-time.Second), t0.Add(20*time.Second)) {
			t.Errorf("provider-%d counted as disturbed by a partition from another provider", index)
		}
	}
}

// TestProviderDenyFile: the soak's entries reach a provider's deny file in the form the daemon
// reads (p2p.ReadDenyFile), each with its end time; one removed or over is gone from the file.
func TestProviderDenyFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), devnet.DenyPeersFile)
	p := &devnet.Provider{Index: 2, Config: &provider.Config{P2P: provider.P2PConfig{DenyPeersFile: path}}}
	a, b := testPeerID(t), testPeerID(t)
	pd := newProviderDeny()
	until := time.Now().Add(time.Hour).Truncate(time.Second)
	if err := pd.set(p, a, until); err != nil {
		t.Fatal(err)
	}
	if err := pd.set(p, b, time.Now().Add(-time.Second)); err != nil { // over already
		t.Fatal(err)
	}
	got, err := p2p.ReadDenyFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || !got[a].Equal(until) {
		t.Fatalf("deny file %v, want only %s until %s", got, a, until)
	}
	if err := pd.set(p, a, time.Time{}); err != nil {
		t.Fatal(err)
	}
	if got, err = p2p.ReadDenyFile(path); err != nil || len(got) != 0 {
		t.Fatalf("after removal: %v %v, want an empty list", got, err)
	}
	if err := pd.set(&devnet.Provider{Index: 3, Config: &provider.Config{}}, a, until); err == nil {
		t.Fatal("a provider without a deny file took an entry")
	}
}

func testPeerID(t *testing.T) peer.ID {
	t.Helper()
	_, pub, err := lcrypto.GenerateEd25519Key(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	id, err := peer.IDFromPublicKey(pub)
	if err != nil {
		t.Fatal(err)
	}
	return id
}
