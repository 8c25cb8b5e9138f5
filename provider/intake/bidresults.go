package intake

import (
	"errors"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
)

// Bid outcomes and their reasons, a bounded label set:
//
//	outcome   reason
//	won       proposal            a proposal for the job came and was accepted
//	lost      no_proposal         the bid expired with no proposal (another bid won, or none)
//	lost      untracked           more bids in flight than the tracker keeps (maxTrackedBids)
//	not_sent  burst|no_spec|busy|spec_unavailable|spec_invalid|not_accepted|unpriced|
//	          price_above_max|collateral|deadline                        why no bid went out
//	error     send|chain          the bid could not be signed, sent, or priced against the chain
const (
	bidWon     = "won"
	bidLost    = "lost"
	bidNotSent = "not_sent"
	bidError   = "error"

	reasonProposal       = "proposal"
	reasonNoProposal     = "no_proposal"
	reasonUntracked      = "untracked"
	reasonBurst          = "burst"
	reasonNoSpec         = "no_spec"
	reasonBusy           = "busy"
	reasonSpecUnavail    = "spec_unavailable"
	reasonSpecInvalid    = "spec_invalid"
	reasonNotAccepted    = "not_accepted"
	reasonUnpriced       = "unpriced"
	reasonPriceAboveMax  = "price_above_max"
	reasonCollateral     = "collateral"
	reasonDeadline       = "deadline"
	reasonSend           = "send"
	reasonChain          = "chain"
	maxTrackedBids       = 4096
	bidOutcomesHelpTrail = " (won: a proposal followed; lost: the bid expired without one; not_sent and error: why no bid went out)."
)

// noBidError is a request this provider does not bid on, with the reason label.
type noBidError struct {
	reason string
	err    error
}

func noBid(reason string, err error) error { return &noBidError{reason: reason, err: err} }

func (e *noBidError) Error() string        { return errNoBid.Error() + ": " + e.err.Error() }
func (e *noBidError) Unwrap() error        { return e.err }
func (e *noBidError) Is(target error) bool { return target == errNoBid }

// reasonOf is the reason label of a bid that did not go out (err from bidder.bid).
func reasonOf(err error) (outcome, reason string) {
	var nb *noBidError
	switch {
	case errors.As(err, &nb):
		return bidNotSent, nb.reason
	case errors.Is(err, errSpecUnavailable):
		return bidNotSent, reasonSpecUnavail
	case errors.Is(err, errSendBid):
		return bidError, reasonSend
	default:
		return bidError, reasonChain
	}
}

// errSendBid marks a bid that was priced but could not be signed or sent.
var errSendBid = errors.New("intake: bid not sent")

// bidResults counts bid outcomes: it keeps the bids sent until a proposal for the job comes
// (won) or the bid expires (lost, counted at the next scrape or bid), bounded by maxTrackedBids.
type bidResults struct {
	now  func() time.Time
	vec  *prometheus.CounterVec
	mu   sync.Mutex
	sent map[contracts.JobID]sentBid
}

type sentBid struct {
	class  string
	expiry time.Time
}

func newBidResults() *bidResults {
	b := &bidResults{
		now: time.Now, sent: map[contracts.JobID]sentBid{},
		vec: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "gpumesh_provider_bid_outcomes_total",
			Help: "Bids by class, outcome and reason" + bidOutcomesHelpTrail}, []string{"class", "outcome", "reason"}),
	}
	// Won and lost start at 0 for the auctioned classes: a first loss is then an increase
	// Prometheus sees (the losing-bids alert), and a win ratio exists from the first bid.
	for _, class := range []string{market.ClassBatch.String(), market.ClassZK.String()} {
		b.vec.WithLabelValues(class, bidWon, reasonProposal)
		b.vec.WithLabelValues(class, bidLost, reasonNoProposal)
	}
	return b
}

// count counts a request that got no bid.
func (b *bidResults) count(class, outcome, reason string) {
	b.vec.WithLabelValues(class, outcome, reason).Inc()
}

// sentOne tracks a bid sent for id until expiry.
func (b *bidResults) sentOne(id contracts.JobID, class string, expiry time.Time) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.sweepLocked()
	if _, ok := b.sent[id]; !ok && len(b.sent) >= maxTrackedBids {
		b.vec.WithLabelValues(class, bidLost, reasonUntracked).Inc()
		return
	}
	b.sent[id] = sentBid{class: class, expiry: expiry}
}

// accepted is told of every accepted proposal: one for a job this provider bid on is a won bid.
func (b *bidResults) accepted(id contracts.JobID) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if s, ok := b.sent[id]; ok {
		delete(b.sent, id)
		b.vec.WithLabelValues(s.class, bidWon, reasonProposal).Inc()
	}
}

// sweepLocked counts the expired bids as lost.
func (b *bidResults) sweepLocked() {
	now := b.now()
	for id, s := range b.sent {
		if now.After(s.expiry) {
			delete(b.sent, id)
			b.vec.WithLabelValues(s.class, bidLost, reasonNoProposal).Inc()
		}
	}
}

// Describe implements prometheus.Collector.
func (b *bidResults) Describe(ch chan<- *prometheus.Desc) { b.vec.Describe(ch) }

// Collect implements prometheus.Collector: expired bids are counted lost first.
func (b *bidResults) Collect(ch chan<- prometheus.Metric) {
	b.mu.Lock()
	b.sweepLocked()
	b.mu.Unlock()
	b.vec.Collect(ch)
}
