package intake

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
)

// Terms is the provider's one policy on price, collateral, stake and deadlines. The bidder asks
// it what to offer on a request and the acceptor what to accept in a proposal, so a bid never
// offers what the acceptance that follows would decline.
type Terms struct {
	// Prices per class: per GPU-second (per device slot for a CPU node), zk per proof. A class
	// without a price is not served (offer.prices).
	Prices map[market.Class]*big.Int
	// CollateralMultiple caps the collateral locked for a job at this multiple of its price
	// (offer.collateral_multiple).
	CollateralMultiple int64
	// MinLead is the least time from acceptance to deadline beyond the job's wall time
	// (offer.min_lead).
	MinLead time.Duration
	// AcceptanceTTL is how long a signed acceptance (or a bid) can be taken up
	// (offer.acceptance_ttl).
	AcceptanceTTL time.Duration
	// MaxQueueWait bounds how long a batch or zk job may wait in the queue for the provider to
	// bid on it or accept it; 0: no bound (offer.max_queue_wait).
	MaxQueueWait time.Duration
}

func (t Terms) validate() error {
	switch {
	case t.CollateralMultiple < 0:
		return fmt.Errorf("%w: terms: collateral multiple %d is negative (offer.collateral_multiple)", ErrConfig, t.CollateralMultiple)
	case t.MinLead < 0:
		return fmt.Errorf("%w: terms: min lead %s is negative (offer.min_lead)", ErrConfig, t.MinLead)
	case t.MaxQueueWait < 0:
		return fmt.Errorf("%w: terms: max queue wait %s is negative (offer.max_queue_wait; 0 for no bound)", ErrConfig, t.MaxQueueWait)
	case t.AcceptanceTTL <= 0:
		return fmt.Errorf("%w: terms: acceptance TTL %s must be positive (offer.acceptance_ttl)", ErrConfig, t.AcceptanceTTL)
	}
	for c, p := range t.Prices {
		if p == nil || p.Sign() <= 0 {
			return fmt.Errorf("%w: terms: price of class %s must be positive (offer.prices)", ErrConfig, c)
		}
	}
	return nil
}

// JobTotal is the least a provider asking price per unit takes for spec: price x device slots
// x whole seconds of wall time for gpu_second pricing, price for one job unit (zk proofs).
func JobTotal(price *big.Int, spec *jobspec.Job) *big.Int {
	if spec.PriceUnit == jobspec.UnitJobUnit {
		return new(big.Int).Set(price)
	}
	slots := max(uint64(spec.Resources.GPUs), 1)
	secs := uint64((spec.WallTime() + time.Second - 1) / time.Second)
	return new(big.Int).Mul(price, new(big.Int).SetUint64(slots*secs))
}

// PriceUnit is the unit the offer quotes class c in: zk per proof (job unit), the others per
// GPU-second.
func PriceUnit(c market.Class) market.PriceUnit {
	if c == market.ClassZK {
		return market.PerJobUnit
	}
	return market.PerGPUSecond
}

// minPrice is the least this provider takes for spec in class c; a class it does not serve is
// a decline naming offer.prices.
func (t Terms) minPrice(c market.Class, spec *jobspec.Job) (total, unit *big.Int, err error) {
	unit = t.Prices[c]
	if unit == nil {
		return nil, nil, decline("class %s is not served by this provider (offer.prices)", c)
	}
	return JobTotal(unit, spec), unit, nil
}

// maxCollateral is the most collateral this provider locks for a job of the given price.
func (t Terms) maxCollateral(price *big.Int) *big.Int {
	return new(big.Int).Mul(price, big.NewInt(t.CollateralMultiple))
}

// coverCollateral declines unless the provider's free stake covers collateral.
func (t Terms) coverCollateral(ctx context.Context, chain Chain, me common.Address, collateral *big.Int) error {
	info, err := chain.StakeOf(ctx, me)
	if err != nil {
		return fmt.Errorf("read stake: %w", err)
	}
	if info.Free == nil || info.Free.Cmp(collateral) < 0 {
		return decline("collateral %s exceeds the provider's free stake %v", collateral, info.Free)
	}
	return nil
}

// checkDeadline declines a deadline (unix seconds, the escrow's block time) that leaves less
// than the job's wall time + min_lead after the chain's time.
func (t Terms) checkDeadline(deadline uint64, spec *jobspec.Job, chainNow time.Time) error {
	need := chainNow.Add(spec.WallTime() + t.MinLead)
	if time.Unix(int64(deadline), 0).Before(need) {
		return decline("deadline %d leaves less than wall time %s + %s (offer.min_lead) after the chain's time %d", deadline, spec.WallTime(), t.MinLead, chainNow.Unix())
	}
	return nil
}

// expiry is the chain time until which a signature of this provider on a job due at deadline
// may be taken up: chainNow + acceptance_ttl, and for a job the requester opens on the escrow
// (escrow true) at most contracts.MaxExpiry, so that a job opened at the last moment still
// fits its wall time before the deadline. A deadline that leaves no such time is a decline.
func (t Terms) expiry(chainNow time.Time, deadline uint64, spec *jobspec.Job, escrow bool) (uint64, error) {
	exp := uint64(chainNow.Add(t.AcceptanceTTL).Unix())
	if !escrow || deadline == 0 {
		return exp, nil
	}
	latest, err := contracts.MaxExpiry(deadline, spec.WallTime(), t.MinLead)
	if err != nil || latest <= uint64(chainNow.Unix()) {
		return 0, decline("deadline %d leaves no time to open the job and run it (wall time %s + lead %s) after the chain's time %d", deadline, spec.WallTime(), max(t.MinLead, contracts.MinRunLead), chainNow.Unix())
	}
	return min(exp, latest), nil
}

// bidDeadline is the deadline a bid on a request with the given bid window offers for spec,
// counted from the chain's time (the escrow checks it in block time): the window, then the
// spec's own deadline or wall time + twice min_lead, whichever is longer, so that the proposal
// after the window still leaves the acceptor its wall time + min_lead.
func (t Terms) bidDeadline(chainNow time.Time, window time.Duration, spec *jobspec.Job) uint64 {
	lead := max(spec.Deadline(), spec.WallTime()+2*t.MinLead)
	return uint64(chainNow.Add(window + lead).Unix())
}
