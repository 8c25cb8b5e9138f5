package provider

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/ipfs/go-cid"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider/intake"
	"github.com/gpumesh/gpumesh/proving"
)

// Warm circuits: a provider that advertises a zk circuit (executor.zk.circuits, or AddCircuit)
// fetches and decodes its package when it starts advertising it, not when a job arrives, pins it
// in its circuit registry (proving.Registry.Pin: never evicted) and lists it in its offers as
// warm (market.Offer.WarmCircuits) once decoded. Matching prefers warm providers for the
// circuit's jobs (match.Config.ZKWarmWeight), and their first job proves at once.
//
// The package comes from peers, so it is hostile: the fetch is bounded by the zk executor's
// memory cap (executor.wasm.max_memory_mib, the same bound as a job's package), the header is
// checked before the keys are decoded, and decoding checks every section (proving.ReadPackage).

// ErrZKDisabled is returned by AddCircuit on a daemon whose zk executor is off.
var ErrZKDisabled = errors.New("provider: zk executor not enabled")

// boundedPackageStore is PackageStore with a fetch bound: a package larger than maxBytes stops
// its fetch with content.ErrFetchLimit and what was fetched of it is removed again.
type boundedPackageStore struct {
	s        *content.Store
	maxBytes int64
}

func (p boundedPackageStore) Add(ctx context.Context, r io.Reader) (cid.Cid, error) {
	return PackageStore(p.s).Add(ctx, r)
}

func (p boundedPackageStore) Get(ctx context.Context, c cid.Cid) (io.ReadCloser, error) {
	rc, _, err := p.s.Open(ctx, c, content.FetchOptions{MaxBytes: p.maxBytes, MaxBytesKey: "executor.wasm.max_memory_mib"})
	return rc, err
}

// circuits is the daemon's warm-circuit state: the registry holding the packages decoded and
// a signal to republish the offer when the warm set changes.
type circuits struct {
	reg *proving.Registry
	// check runs the acceptance's checks of a circuit ahead of its jobs (intake.CheckCircuit:
	// escrow registration, verifier compile), set once intake exists.
	check func(ctx context.Context, c cid.Cid) error
	// changed has room for one signal: the run loop republishes the offer on it.
	changed chan struct{}
	wg      sync.WaitGroup // start-up warming
}

func newCircuits(reg *proving.Registry) *circuits {
	return &circuits{reg: reg, changed: make(chan struct{}, 1)}
}

// registry is the circuit registry as intake uses it (nil when zk is off).
func (cs *circuits) registry() intake.Circuits {
	if cs == nil {
		return nil
	}
	return cs.reg
}

// signal asks for an offer republish (coalesced).
func (cs *circuits) signal() {
	select {
	case cs.changed <- struct{}{}:
	default:
	}
}

// warm lists the circuits held decoded, advertised ones first, at most market.MaxWarmCircuits.
func (cs *circuits) warm() []string {
	if cs == nil {
		return nil
	}
	w := cs.reg.Warm()
	out := make([]string, 0, min(len(w), market.MaxWarmCircuits))
	for _, c := range w[:min(len(w), market.MaxWarmCircuits)] {
		out = append(out, c.String())
	}
	return out
}

// pinCircuit fetches, checks and decodes the package at c and keeps it decoded, runs the
// checks a job's acceptance makes of the circuit (so the first job finds them done), then asks
// for a republish so the offer lists it warm. A circuit whose checks fail stays decoded (it is a
// valid package) but is logged: its jobs are declined at acceptance, saying why.
func (d *Daemon) pinCircuit(ctx context.Context, cs *circuits, c cid.Cid) error {
	info, err := cs.reg.Pin(ctx, c, proving.Want{})
	if err != nil {
		return fmt.Errorf("warm circuit %s: %w", c, err)
	}
	if cs.check != nil {
		if err := cs.check(ctx, c); err != nil {
			d.log.Warn("advertised circuit fails the acceptance checks: its jobs will be declined", "cid", c.String(), "err", err)
		}
	}
	d.log.Info("circuit warm", "cid", c.String(), "name", info.Name, "curve", info.Curve.String(),
		"backend", info.Backend.String(), "constraints", info.NbConstraints, "bytes", info.Size())
	cs.signal()
	return nil
}

// warmConfigured pins the circuits executor.zk.circuits lists, one after the other, in the
// background: the daemon is ready meanwhile, its offer lists each circuit once it is decoded. A
// circuit that cannot be fetched or decoded is logged and left out.
func (d *Daemon) warmConfigured(ctx context.Context, cs *circuits) {
	if cs == nil || len(d.cfg.Executor.ZK.Circuits) == 0 {
		return
	}
	cs.wg.Add(1)
	go func() {
		defer cs.wg.Done()
		for _, s := range d.cfg.Executor.ZK.Circuits {
			c, err := content.ParseCID(s) // Validate checked it
			if err != nil {
				continue
			}
			if err := d.pinCircuit(ctx, cs, c); err != nil {
				if ctx.Err() != nil {
					return
				}
				d.log.Warn("advertised circuit not warmed", "cid", s, "err", err)
			}
		}
	}()
}

// AddCircuit starts advertising the circuit package at CID circuit: it fetches (from peers when
// missing, bounded by executor.wasm.max_memory_mib), checks and decodes it now, keeps it decoded
// and republishes the offer listing it warm. It returns when the package is warm. The circuit
// is advertised until the daemon stops (list it in executor.zk.circuits to keep it across
// restarts). At most market.MaxWarmCircuits circuits fit, and no more than executor.zk.cache_mib
// of packages (proving.ErrTooLarge).
func (d *Daemon) AddCircuit(ctx context.Context, circuit string) error {
	rs, err := d.st()
	if err != nil {
		return err
	}
	if rs.circuits == nil {
		return ErrZKDisabled
	}
	c, err := content.ParseCID(circuit)
	if err != nil {
		return fmt.Errorf("add circuit: %w", err)
	}
	return d.pinCircuit(ctx, rs.circuits, c)
}

// WarmCircuits lists the circuits held decoded now, as the next offer lists them.
func (d *Daemon) WarmCircuits() []string {
	rs, err := d.st()
	if err != nil {
		return nil
	}
	return rs.circuits.warm()
}
