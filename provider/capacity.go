package provider

import (
	"context"
	"errors"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/offers"
	"github.com/gpumesh/gpumesh/verifier/capacity"
)

// CapacityOptions configure the daemon's side of capacity attestation (step 8 of Run): the
// challenge server on the host, the inbox that receives attestations from challengers, and how
// offers quote them.
type CapacityOptions struct {
	// Target replaces the server's answer to challenges: it gets the honest target (the CPU
	// prover) and returns the one to serve. devnet wraps it with capacity.NewFaultyTarget to run
	// a provider that lies about its capacity; a real provider never sets it.
	Target func(honest capacity.Target) capacity.Target
	// Server configures the challenge server (zero: capacity.ServerConfig defaults).
	Server capacity.ServerConfig
	// Challengers whose attestations the provider quotes. With none, it quotes attestations of
	// any challenger staked in the ProviderRegistry (the default trust of requesters too).
	Challengers []common.Address
	// MaxAge is how long an attestation is quoted after it was issued. Default 3h
	// (capacity.TrustConfig.MaxAge); use the same value as the requesters.
	MaxAge time.Duration
	// ClaimMACs, when set, replaces the throughput the offer claims (int8 MAC/s) instead of the
	// attested one: devnet's lying provider claims a faster tier than it has. Matching never
	// credits a claim without a matching attestation.
	ClaimMACs uint64
}

// WithCapacity sets the capacity attestation options.
func WithCapacity(c CapacityOptions) Option { return func(o *options) { o.capacity = c } }

// capacityState is the running daemon's attestation state.
type capacityState struct {
	inbox *capacity.Inbox
	claim uint64

	mu        sync.Mutex
	republish func(context.Context)
}

// startCapacity registers the capacity challenge server and the attestation inbox on the node, and
// republishes the offer whenever a new attestation arrives (offer.go quotes it).
func (d *Daemon) startCapacity(ctx context.Context, rs *running, closers *[]func() error) error {
	co := d.o.capacity
	tc := capacity.TrustConfig{
		Domain:      rs.dep.Domain(),
		Challengers: co.Challengers, MaxAge: co.MaxAge,
	}
	if len(co.Challengers) == 0 {
		cc := rs.cc
		tc.Stakes = capacity.StakeFunc(func(ctx context.Context, a common.Address) (*big.Int, error) {
			info, err := cc.StakeOf(ctx, a)
			if err != nil {
				return nil, err
			}
			return info.Stake, nil
		})
	}
	trust, err := capacity.NewTrust(tc)
	if err != nil {
		return err
	}
	inbox, err := capacity.NewInbox(capacity.InboxConfig{Self: rs.addr, Trust: trust, Logger: d.log})
	if err != nil {
		return err
	}
	var target capacity.Target = capacity.NewLocalTarget(capacity.NewProver(capacity.NewCPUMultiplier()))
	if co.Target != nil {
		target = co.Target(target)
	}
	scfg := co.Server
	if scfg.Logger == nil {
		scfg.Logger = d.log
	}
	srv := capacity.NewServer(inbox.Target(target), scfg)
	if err := srv.Register(rs.node); err != nil {
		return err
	}
	if err := inbox.Register(rs.node); err != nil {
		_ = srv.Unregister()
		return err
	}
	cs := &capacityState{inbox: inbox, claim: co.ClaimMACs}
	rs.attest = cs

	loopCtx, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			select {
			case <-loopCtx.Done():
				return
			case <-inbox.Updates():
				cs.mu.Lock()
				f := cs.republish
				cs.mu.Unlock()
				if f != nil {
					f(loopCtx)
				}
			}
		}
	}()
	*closers = append(*closers, func() error {
		stop()
		<-done
		return errors.Join(inbox.Unregister(), srv.Unregister())
	})
	return nil
}

// quoteCapacity fills the offer's throughput and attestation (publishOffer calls it before
// signing) and records how to republish the offer on t when a new attestation arrives.
func (d *Daemon) quoteCapacity(rs *running, t *offers.Topic, o *market.Offer) {
	cs := rs.attest
	if cs == nil {
		return
	}
	cs.quoteAttestation(o)
	cs.mu.Lock()
	if cs.republish == nil {
		cs.republish = func(ctx context.Context) {
			if err := d.publishOffer(ctx, rs, t); err != nil && ctx.Err() == nil {
				d.log.Warn("offer republish after attestation failed", "err", err)
			}
		}
	}
	cs.mu.Unlock()
}

// quoteAttestation sets the offer's throughput claim and attestation from the latest fresh
// attestation held (none: throughput 0, no attestation; or the configured claim).
func (cs *capacityState) quoteAttestation(o *market.Offer) {
	if cs == nil {
		return
	}
	if a, raw := cs.inbox.Latest(); a != nil {
		o.Throughput, o.Attestation = capacity.MACsPerSecond(a.OpsPerSecond), raw
	}
	if cs.claim > 0 {
		o.Throughput = cs.claim
	}
}

// Attestation returns the capacity attestation the daemon's offers quote now (nil when it holds
// no fresh one).
func (d *Daemon) Attestation() *capacity.Attestation {
	s, err := d.st()
	if err != nil || s.attest == nil {
		return nil
	}
	a, _ := s.attest.inbox.Latest()
	return a
}

// Offer returns the offer the daemon last signed and published (nil before the first). The
// offer is shared: do not modify it.
func (d *Daemon) Offer() *market.Offer {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.state == nil {
		return nil
	}
	return d.state.offer
}
