package soakbench

import (
	"context"
	"fmt"
	"os"
	"sort"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/p2p"
)

// providerDeny partitions two provider daemons from each other over p2p. They are other OS
// processes, so the soak cannot reach their connection gaters: it writes their deny files
// (p2p.deny_peers_file, devnet.ProvidersConfig.DenyPeersFiles), each naming the other's peer
// with the partition's end as the entry's end time, and removes the entries after. Each daemon
// reads its file within a second (p2p.DenyPollInterval), closes its connections to the other
// and refuses new ones both ways; every other peer, and the chain, is still reached.
//
// What it disturbs is provider to provider: the gossip of offers between the two (the mesh
// routes around them through the other peers) and a provider verifying the other's results.
// It is no fault of either provider towards a requester, so it excuses no slash (disturbed).
type providerDeny struct {
	mu      sync.Mutex
	entries map[int]map[peer.ID]time.Time // by provider index: the peers its file denies, until when
	wg      sync.WaitGroup                // removals in flight
}

func newProviderDeny() *providerDeny {
	return &providerDeny{entries: map[int]map[peer.ID]time.Time{}}
}

// partition makes a and b deny each other for d, and after d (or when ctx ends: the soak's
// settlement needs the network whole) removes the entries again. The entries also end by
// themselves at the end time they carry.
func (pd *providerDeny) partition(ctx context.Context, a, b *devnet.Provider, d time.Duration) error {
	until := time.Now().Add(d)
	if err := pd.set(a, b.AddrInfo().ID, until); err != nil {
		return err
	}
	if err := pd.set(b, a.AddrInfo().ID, until); err != nil {
		return err
	}
	pd.wg.Add(1)
	go func() {
		defer pd.wg.Done()
		t := time.NewTimer(d)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
		}
		// Best effort: a file left behind ends by itself at until.
		_ = pd.set(a, b.AddrInfo().ID, time.Time{})
		_ = pd.set(b, a.AddrInfo().ID, time.Time{})
	}()
	return nil
}

// wait waits for the removals in flight.
func (pd *providerDeny) wait() { pd.wg.Wait() }

// set makes p's deny file deny peer until then (a zero then removes the peer) and writes it
// whole (renamed into place, so the daemon never reads half a file). Entries already over are
// dropped.
func (pd *providerDeny) set(p *devnet.Provider, other peer.ID, then time.Time) error {
	path := p.DenyPeersFile()
	if path == "" {
		return fmt.Errorf("soak: provider-%d has no p2p.deny_peers_file (devnet.ProvidersConfig.DenyPeersFiles)", p.Index)
	}
	pd.mu.Lock()
	defer pd.mu.Unlock()
	m := pd.entries[p.Index]
	if m == nil {
		m = map[peer.ID]time.Time{}
		pd.entries[p.Index] = m
	}
	if then.IsZero() {
		delete(m, other)
	} else if then.After(m[other]) {
		m[other] = then
	}
	now := time.Now()
	var list []p2p.DenyEntry
	for id, u := range m {
		if !now.Before(u) {
			delete(m, id)
			continue
		}
		list = append(list, p2p.DenyEntry{Peer: id, Until: u})
	}
	sort.Slice(list, func(i, j int) bool { return list[i].Peer < list[j].Peer })
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, p2p.FormatDenyEntries(list), 0o600); err != nil {
		return fmt.Errorf("soak: provider-%d deny file: %w", p.Index, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("soak: provider-%d deny file: %w", p.Index, err)
	}
	return nil
}

// pickProviderPair returns two distinct random providers that are up, or false. Provider-1 is
// left out: it is every daemon's only bootstrap peer, and a daemon restarted (after a kill)
// while it denies provider-1 would refuse its own bootstrap dial and fail to start.
func (c *chaos) pickProviderPair() (*devnet.Provider, *devnet.Provider, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	var up []int
	for i, p := range c.nodes {
		if !c.down[i] && p.Index != 1 {
			up = append(up, i)
		}
	}
	if len(up) < 2 {
		return nil, nil, false
	}
	i := c.rng.IntN(len(up))
	j := c.rng.IntN(len(up) - 1)
	if j >= i {
		j++
	}
	return c.nodes[up[i]], c.nodes[up[j]], true
}

// partitionProviders is the chaos schedule's act for FaultPartitionProviders.
func (c *chaos) partitionProviders(ctx context.Context) bool {
	if c.deny == nil {
		return false
	}
	a, b, ok := c.pickProviderPair()
	if !ok {
		return false
	}
	f := Fault{At: time.Now(), Kind: FaultPartitionProviders, Provider: a.Index, OtherProvider: b.Index, For: c.cfg.ProviderPartitionFor}
	if err := c.deny.partition(ctx, a, b, c.cfg.ProviderPartitionFor); err != nil {
		f.Err = err.Error()
	}
	c.record(f)
	return true
}
