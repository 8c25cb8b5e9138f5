package soakbench

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/gpumesh/gpumesh/contracts/rpctest"
	"github.com/gpumesh/gpumesh/devnet"
)

// ChaosConfig is the fault schedule. Each kind of fault recurs at a mean interval drawn from the
// run's seeded RNG (uniform between half and one and a half times the interval); a zero interval
// turns that kind off. The zero value injects nothing.
type ChaosConfig struct {
	// KillEvery is the mean time between SIGKILLs of a random running provider daemon. Kills
	// and outages (below) leave at least two thirds of the providers up: a kill due while a
	// third (at least one) is down is skipped.
	KillEvery time.Duration
	// RestartAfter is how long a killed daemon stays down before it is restarted on the same
	// data dir. Default 5s.
	RestartAfter time.Duration
	// OutageEvery is the mean time between outages: a SIGKILL of a random running provider
	// daemon that stays down for OutageFor, long enough for the deadlines of its jobs to pass
	// (their requesters refund them, its collateral is slashed, the jobs fail over).
	OutageEvery time.Duration
	// OutageFor is how long an outage keeps the daemon down. Default 90s.
	OutageFor time.Duration
	// StallEvery is the mean time between RPC stalls: every proxy (all providers' and the
	// requester's) holds the requests that arrive for StallFor, then answers them.
	StallEvery time.Duration
	// StallFor is how long a stall lasts. Default 3s.
	StallFor time.Duration
	// PartitionEvery is the mean time between partitions of a random provider from the chain:
	// its own proxy refuses every request (connection closed) for PartitionFor.
	PartitionEvery time.Duration
	// PartitionFor is how long a partition lasts. Default 5s.
	PartitionFor time.Duration
	// BlackholeEvery is the mean time between black-holes of a random running provider's host:
	// its daemon is stopped (SIGSTOP, devnet.Provider.Freeze) for BlackholeFor, so that its p2p
	// connections stay up but nothing sent to it (bids asked, proposals, result fetches, failure
	// notices awaited) nor anything from the chain is answered, as in a network partition that
	// drops its packets; then it resumes (SIGCONT) where it stopped. It counts towards the third
	// of the providers that may be down at once.
	BlackholeEvery time.Duration
	// BlackholeFor is how long a black-hole lasts. Default 5s.
	BlackholeFor time.Duration
	// P2PPartitionEvery is the mean time between p2p partitions of two hosts: a random
	// requester's host refuses a random running provider's peer (its connection gater, peerGate)
	// and closes the connections it had, for P2PPartitionFor. Both still reach every other peer
	// and the chain: bids and proposals between the two fail, the provider cannot fetch the
	// job's spec and inputs from the requester, nor the requester the result from the provider.
	P2PPartitionEvery time.Duration
	// P2PPartitionFor is how long a p2p partition lasts. Default 5s.
	P2PPartitionFor time.Duration
	// ProviderPartitionEvery is the mean time between p2p partitions of two running provider
	// daemons from each other (each denies the other in its p2p.deny_peers_file, providerDeny)
	// for ProviderPartitionFor; provider-1, everyone's bootstrap peer, is left out. Both still
	// reach every other peer and the chain.
	ProviderPartitionEvery time.Duration
	// ProviderPartitionFor is how long a partition of two providers lasts. Default 5s.
	ProviderPartitionFor time.Duration
	// RequesterRestartEvery is the mean time between restarts of a random requester account's
	// SDK client while its jobs are in flight: closed (p2p host, state, follows) and, after
	// RequesterRestartFor, started again on the same key and data dir; its jobs resume from
	// their records (restart.go says what is cut and what is waited for).
	RequesterRestartEvery time.Duration
	// RequesterRestartFor is how long a restarted requester stays down. Default 5s.
	RequesterRestartFor time.Duration
	// DiskFullEvery is the mean time between disk-full faults: a random one of the
	// DiskFullProviders providers whose data dir is a tmpfs (diskfull.go) gets its disk filled
	// (DiskLeave bytes left free) for DiskFullFor. Mounting needs root: Run fails without it.
	DiskFullEvery time.Duration
	// DiskFullFor is how long a disk stays full. Default 10s.
	DiskFullFor time.Duration
	// DiskFullProviders is how many providers (the last ones) get a tmpfs data dir when
	// DiskFullEvery is on. Default a fifth of the providers, at least 1.
	DiskFullProviders int
	// DropRate is the fraction of RPC requests every proxy drops for the whole run (half before
	// reaching the chain, half with the answer lost: rpctest.LogCapProxy.SetDropRate). Default 0.
	DropRate float64
}

func (c *ChaosConfig) ensureDefaults() {
	for _, d := range []struct {
		length *time.Duration
		def    time.Duration
	}{
		{&c.RestartAfter, 5 * time.Second}, {&c.OutageFor, 90 * time.Second}, {&c.StallFor, 3 * time.Second},
		{&c.PartitionFor, 5 * time.Second}, {&c.BlackholeFor, 5 * time.Second}, {&c.P2PPartitionFor, 5 * time.Second},
		{&c.ProviderPartitionFor, 5 * time.Second}, {&c.RequesterRestartFor, 5 * time.Second}, {&c.DiskFullFor, 10 * time.Second},
	} {
		if *d.length == 0 {
			*d.length = d.def
		}
	}
}

func (c *ChaosConfig) validate() error {
	switch {
	case c.KillEvery < 0 || c.OutageEvery < 0 || c.StallEvery < 0 || c.PartitionEvery < 0 || c.BlackholeEvery < 0 || c.P2PPartitionEvery < 0:
		return fmt.Errorf("soak: chaos intervals must be 0 (off) or positive (kill %s, outage %s, stall %s, partition %s, blackhole %s, p2p partition %s)", c.KillEvery, c.OutageEvery, c.StallEvery, c.PartitionEvery, c.BlackholeEvery, c.P2PPartitionEvery)
	case c.RestartAfter < 0 || c.OutageFor < 0 || c.StallFor < 0 || c.PartitionFor < 0 || c.BlackholeFor < 0 || c.P2PPartitionFor < 0:
		return fmt.Errorf("soak: chaos durations must be positive")
	case c.ProviderPartitionEvery < 0 || c.ProviderPartitionFor < 0:
		return fmt.Errorf("soak: provider partition every %s for %s: use 0 (off) or positive", c.ProviderPartitionEvery, c.ProviderPartitionFor)
	case c.RequesterRestartEvery < 0 || c.RequesterRestartFor < 0 || c.DiskFullEvery < 0 || c.DiskFullFor < 0:
		return fmt.Errorf("soak: requester restart (every %s, for %s) and disk full (every %s, for %s): use 0 (off) or a positive duration", c.RequesterRestartEvery, c.RequesterRestartFor, c.DiskFullEvery, c.DiskFullFor)
	case c.DiskFullProviders < 0:
		return fmt.Errorf("soak: --disk-full-providers %d: use 1 or more (0 takes the default)", c.DiskFullProviders)
	case c.DropRate < 0 || c.DropRate >= 0.5:
		return fmt.Errorf("soak: chaos DropRate %v: use a fraction in [0, 0.5)", c.DropRate)
	}
	return nil
}

// FaultKind names an injected fault.
type FaultKind string

// Faults the chaos schedule injects.
const (
	FaultKill      FaultKind = "kill"      // SIGKILL of a provider daemon (restarted RestartAfter, or OutageFor, later)
	FaultRestart   FaultKind = "restart"   // the killed daemon back up
	FaultPartition FaultKind = "partition" // a provider cut from the chain for PartitionFor
	FaultStall     FaultKind = "rpc_stall" // every RPC proxy holding requests for StallFor
	FaultBlackhole FaultKind = "blackhole" // a provider's host answering nothing (SIGSTOP) for BlackholeFor
	FaultThaw      FaultKind = "thaw"      // the black-holed daemon resumed (SIGCONT)
	// FaultPartitionP2P is a requester's host and a provider's cut from each other over p2p for
	// P2PPartitionFor (peerGate).
	FaultPartitionP2P FaultKind = "partition_p2p"
	// FaultPartitionProviders is two providers' hosts cut from each other over p2p for
	// ProviderPartitionFor (their deny files, providerDeny).
	FaultPartitionProviders FaultKind = "partition_providers"
	// FaultRequesterRestart is a requester account's client closed and started again, down For
	// (restart.go).
	FaultRequesterRestart FaultKind = "requester_restart"
	// FaultDiskFull is a provider's data dir filled for DiskFullFor (diskfull.go).
	FaultDiskFull  FaultKind = "disk_full"
	FaultDiskFreed FaultKind = "disk_freed" // the full disk's ballast removed
)

// Fault is one injected fault, with its time. Provider is the provider's index (1-based; 0 for
// an RPC stall, which hits everyone); Requester the requester's (1-based) for a p2p partition,
// 0 for the other kinds.
type Fault struct {
	At        time.Time
	Kind      FaultKind
	Provider  int
	Requester int `json:",omitempty"`
	For       time.Duration
	Err       string `json:",omitempty"` // a restart that failed

	// OtherProvider is the second provider (1-based) of a partition between two providers.
	OtherProvider int `json:",omitempty"`
}

// chaos runs the schedule against a devnet's providers and the RPC proxies.
type chaos struct {
	cfg     ChaosConfig
	nodes   []*devnet.Provider
	proxies []*rpctest.LogCapProxy // proxies[i] is provider i+1's; the last is the requester's
	gates   []*peerGate            // gates[k] is requester k+1's
	deny    *providerDeny          // writes the providers' deny files; nil: no provider partitions
	// requesters[k] is requester k+1's client (restart.go); disks the tmpfs data dirs
	// (diskfull.go). Set after newChaos.
	requesters []*requesterClient
	disks      *providerDisks
	rng        *rand.Rand

	mu     sync.Mutex
	faults []Fault
	down   map[int]bool // providers killed and not yet back
}

func newChaos(cfg ChaosConfig, seed uint64, nodes []*devnet.Provider, proxies []*rpctest.LogCapProxy, gates []*peerGate) *chaos {
	return &chaos{cfg: cfg, nodes: nodes, proxies: proxies, gates: gates, rng: rand.New(rand.NewPCG(seed, seed^0x5eed)), down: map[int]bool{}}
}

// pickRequester returns a random requester's index (0-based).
func (c *chaos) pickRequester() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.rng.IntN(len(c.gates))
}

func (c *chaos) record(f Fault) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.faults = append(c.faults, f)
}

// Faults returns every fault injected so far, in order.
func (c *chaos) Faults() []Fault {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]Fault(nil), c.faults...)
}

// interval draws the wait before the next fault of a kind.
func (c *chaos) interval(mean time.Duration) time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	return time.Duration((0.5 + c.rng.Float64()) * float64(mean))
}

// pick returns a random provider that is up, or -1. For a kill (down is true) it keeps at least
// two thirds of the providers up, so that failover has somewhere to go.
func (c *chaos) pick(down bool) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	if down && len(c.down)+1 > max(len(c.nodes)/3, 1) {
		return -1
	}
	var up []int
	for i := range c.nodes {
		if !c.down[i] {
			up = append(up, i)
		}
	}
	if len(up) == 0 {
		return -1
	}
	return up[c.rng.IntN(len(up))]
}

// run injects faults until ctx ends, then restarts every killed daemon at once and waits for
// them (a soak ends with every provider up, so its jobs can be settled and reconciled).
func (c *chaos) run(ctx context.Context) {
	var wg sync.WaitGroup
	// every runs act about every mean; an act that found no provider to act on (a third are
	// down already) is tried again a second later instead of waiting a whole interval.
	every := func(mean time.Duration, act func() bool) {
		if mean <= 0 {
			return
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			wait := c.interval(mean)
			for {
				t := time.NewTimer(wait)
				select {
				case <-ctx.Done():
					t.Stop()
					return
				case <-t.C:
				}
				if act() {
					wait = c.interval(mean)
				} else {
					wait = time.Second
				}
			}
		}()
	}
	var restarts sync.WaitGroup
	// takeDown takes a provider down with act (a fault of kind lasting d) and, after d or when
	// the schedule ends (the run's settlement needs every provider back), brings it back with
	// undo (a fault of undoKind); at most a third of the providers are down at once.
	takeDown := func(kind, undoKind FaultKind, d time.Duration, act func(*devnet.Provider) error,
		undo func(*devnet.Provider, context.Context) error) bool {
		i := c.pick(true)
		if i < 0 {
			return false
		}
		c.mu.Lock()
		c.down[i] = true
		c.mu.Unlock()
		p := c.nodes[i]
		f := Fault{At: time.Now(), Kind: kind, Provider: p.Index, For: d}
		if err := act(p); err != nil {
			f.Err = err.Error()
		}
		c.record(f)
		restarts.Add(1)
		go func() {
			defer restarts.Done()
			t := time.NewTimer(d)
			select {
			case <-t.C:
			case <-ctx.Done():
				t.Stop()
			}
			// Bringing it back outlives ctx: the schedule has ended, the provider must return.
			rctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			f := Fault{Kind: undoKind, Provider: p.Index}
			if err := undo(p, rctx); err != nil {
				f.Err = err.Error()
			}
			f.At = time.Now()
			c.record(f)
			c.mu.Lock()
			delete(c.down, i)
			c.mu.Unlock()
		}()
		return true
	}
	kill := func(d time.Duration) bool {
		return takeDown(FaultKill, FaultRestart, d, (*devnet.Provider).Kill, (*devnet.Provider).Restart)
	}
	every(c.cfg.KillEvery, func() bool { return kill(c.cfg.RestartAfter) })
	every(c.cfg.OutageEvery, func() bool { return kill(c.cfg.OutageFor) })
	every(c.cfg.StallEvery, func() bool {
		for _, p := range c.proxies {
			p.Stall(c.cfg.StallFor)
		}
		c.record(Fault{At: time.Now(), Kind: FaultStall, For: c.cfg.StallFor})
		return true
	})
	every(c.cfg.BlackholeEvery, func() bool {
		return takeDown(FaultBlackhole, FaultThaw, c.cfg.BlackholeFor, (*devnet.Provider).Freeze,
			func(p *devnet.Provider, _ context.Context) error { return p.Thaw() })
	})
	every(c.cfg.PartitionEvery, func() bool {
		i := c.pick(false)
		if i < 0 {
			return false
		}
		c.proxies[i].Cut(c.cfg.PartitionFor)
		c.record(Fault{At: time.Now(), Kind: FaultPartition, Provider: c.nodes[i].Index, For: c.cfg.PartitionFor})
		return true
	})
	every(c.cfg.P2PPartitionEvery, func() bool {
		i := c.pick(false)
		if i < 0 || len(c.gates) == 0 {
			return false
		}
		k, p := c.pickRequester(), c.nodes[i]
		c.gates[k].cut(p.AddrInfo().ID, c.cfg.P2PPartitionFor)
		c.record(Fault{At: time.Now(), Kind: FaultPartitionP2P, Provider: p.Index, Requester: k + 1, For: c.cfg.P2PPartitionFor})
		return true
	})
	every(c.cfg.ProviderPartitionEvery, func() bool { return c.partitionProviders(ctx) })
	every(c.cfg.RequesterRestartEvery, c.restartRequester)
	every(c.cfg.DiskFullEvery, func() bool { return c.fillDisk(ctx, &restarts) })
	wg.Wait()
	restarts.Wait()
	if c.deny != nil {
		c.deny.wait()
	}
}

// count returns how many faults of kind were injected.
func count(faults []Fault, kind FaultKind) int {
	n := 0
	for _, f := range faults {
		if f.Kind == kind {
			n++
		}
	}
	return n
}

// disturbed reports whether provider index was killed, partitioned, black-holed or had its disk
// full at some time in [from, to], or was cut over p2p from requester (1-based; a p2p partition
// with another requester does not count), or requester was down for a restart: a kill counts
// from the SIGKILL to its restart, a full disk from the fill to its release, a partition or
// black-hole for its duration, a requester restart from its close to its new client's start. A
// partition between two providers does not count: it is no fault of either towards a requester.
func disturbed(faults []Fault, index, requester int, from, to time.Time) bool {
	for k, f := range faults {
		if requesterDown(f, requester, from, to) {
			return true
		}
		if f.Provider != index {
			continue
		}
		var end time.Time
		switch f.Kind {
		case FaultPartition, FaultBlackhole:
			end = f.At.Add(f.For)
		case FaultPartitionP2P:
			if f.Requester != requester {
				continue
			}
			end = f.At.Add(f.For)
		case FaultKill, FaultDiskFull:
			undo := map[FaultKind]FaultKind{FaultKill: FaultRestart, FaultDiskFull: FaultDiskFreed}[f.Kind]
			end = time.Now() // not restarted or freed (yet): until the end of the run
			for _, g := range faults[k+1:] {
				if g.Kind == undo && g.Provider == index {
					end = g.At
					break
				}
			}
		default:
			continue
		}
		if !f.At.After(to) && !end.Before(from) {
			return true
		}
	}
	return false
}
