package intake

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/bid"
	"github.com/gpumesh/gpumesh/market/propose"
	"github.com/gpumesh/gpumesh/market/requests"
	"github.com/gpumesh/gpumesh/p2p"
)

// maxBidsInFlight bounds the requests the bidder works on at once (each fetches a spec).
const maxBidsInFlight = 8

// maxBidsPerAuthor bounds the requests of one requester peer the bidder works on at once: a
// spec fetch from a peer that never serves it holds a slot until its deadline, so without a
// per-peer share one peer's requests would keep every slot busy and honest requests unbid.
const maxBidsPerAuthor = 2

// maxSpecWaitForBid bounds a bid's spec fetch; the request's bid window bounds it further
// (a bid after the window is not counted by the requester anyway).
const maxSpecWaitForBid = 10 * time.Second

// errNoBid marks a request this provider does not bid on (not an error of the provider).
var errNoBid = errors.New("intake: no bid")

// bidder answers batch and zk Requests gossiped on /gpumesh/requests/1 with sealed Bids (DESIGN.md
// flow 2). It fetches the spec the request names from the requester (kept for the proposal that
// follows, see specCache), applies the same checks as a proposal (executor allowed, limits,
// slots, devices) and the same Terms (price per GPU-second, collateral of
// offer.collateral_multiple x price covered by free stake, deadlines), and sends the signed bid
// to the requester only. The proposal that follows a won auction goes through the Acceptor like
// any other, so a bid never commits the provider by itself.
type bidder struct {
	in     *Intake
	client *bid.Client
	sem    chan struct{}
	bids   *prometheus.CounterVec
	log    *slog.Logger
	// mu guards perAuthor: the requests in flight by author peer (entries removed at zero, so
	// at most maxBidsInFlight).
	mu        sync.Mutex
	perAuthor map[peer.ID]int
	// work prices and sends one bid (b.bid; tests replace it).
	work func(ctx context.Context, r *market.Request, author peer.ID) error
}

func newBidder(in *Intake, client *bid.Client, reg prometheus.Registerer) (*bidder, error) {
	b := &bidder{
		in: in, client: client, sem: make(chan struct{}, maxBidsInFlight), perAuthor: map[peer.ID]int{},
		bids: prometheus.NewCounterVec(prometheus.CounterOpts{
			Namespace: "gpumesh", Subsystem: "provider", Name: "bids_total",
			Help: "Requests seen on the requests topic, by class and outcome (sent, skipped, declined, busy, error).",
		}, []string{"class", "outcome"}),
	}
	if reg != nil {
		if err := reg.Register(b.bids); err != nil {
			return nil, fmt.Errorf("bid metrics: %w", err)
		}
	}
	b.work, b.log = b.bid, slog.New(slog.DiscardHandler)
	if in != nil {
		b.log = in.log
	}
	return b, nil
}

// HandleRequest starts a bid for r in the background; the topic's pipeline never waits for a
// spec fetch. Requests beyond maxBidsInFlight, or beyond maxBidsPerAuthor from r's author, are
// skipped (counted as busy); a bid's work is bounded by the request's bid window.
func (b *bidder) HandleRequest(ctx context.Context, r *market.Request, author peer.ID) error {
	class := r.Class.String()
	if r.Class == market.ClassBurst || r.SpecCID == "" {
		b.bids.WithLabelValues(class, "skipped").Inc()
		if r.Class == market.ClassBurst {
			b.result(class, bidNotSent, reasonBurst)
		} else {
			b.result(class, bidNotSent, reasonNoSpec)
		}
		return nil
	}
	if !b.takeAuthor(author) {
		b.bids.WithLabelValues(class, "busy").Inc()
		b.result(class, bidNotSent, reasonBusy)
		return nil
	}
	select {
	case b.sem <- struct{}{}:
	default:
		b.releaseAuthor(author)
		b.bids.WithLabelValues(class, "busy").Inc()
		b.result(class, bidNotSent, reasonBusy)
		return nil
	}
	wait := maxSpecWaitForBid
	if w := time.Duration(r.BidWindowMs) * time.Millisecond; w > 0 && w < wait {
		wait = w
	}
	go func() {
		defer func() { <-b.sem; b.releaseAuthor(author) }()
		wctx, cancel := context.WithTimeout(ctx, wait)
		defer cancel()
		err := b.work(wctx, r, author)
		log := b.log.With("job_id", r.JobID, "requester", r.Requester, "peer", author)
		switch {
		case err == nil:
			b.bids.WithLabelValues(class, "sent").Inc()
		case errors.Is(err, errNoBid):
			b.bids.WithLabelValues(class, "declined").Inc()
			b.resultOf(class, err)
			log.Debug("not bidding", "reason", err) // this provider's policy: routine on a busy market
		default:
			b.bids.WithLabelValues(class, "error").Inc()
			b.resultOf(class, err)
			log.Info("bid failed", "err", err)
		}
	}()
	return nil
}

// result counts a request that got no bid in gpumesh_provider_bid_outcomes_total.
func (b *bidder) result(class, outcome, reason string) {
	if b.in != nil && b.in.m != nil {
		b.in.m.bidResults.count(class, outcome, reason)
	}
}

// resultOf counts a bid that failed or was not sent with err's reason.
func (b *bidder) resultOf(class string, err error) {
	outcome, reason := reasonOf(err)
	b.result(class, outcome, reason)
}

// takeAuthor takes one of author's maxBidsPerAuthor slots, reporting false when none is free.
func (b *bidder) takeAuthor(author peer.ID) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.perAuthor[author] >= maxBidsPerAuthor {
		return false
	}
	b.perAuthor[author]++
	return true
}

func (b *bidder) releaseAuthor(author peer.ID) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.perAuthor[author]--; b.perAuthor[author] <= 0 {
		delete(b.perAuthor, author)
	}
}

// bid prices r by the Terms and sends the bid.
func (b *bidder) bid(ctx context.Context, r *market.Request, author peer.ID) error {
	in := b.in
	terms := in.cfg.Terms
	// A request that declares more input bytes than this provider fetches for a job is not
	// worth the spec's fetch. Sizes that understate are no risk: the fetches themselves are
	// bounded by runner.max_fetch_mib whatever the request says.
	var declared uint64
	for _, n := range r.InputSizes {
		declared += n // at most MaxCIDs x MaxInputSize: no overflow
	}
	if declared > uint64(in.cfg.MaxFetchBytes) {
		return fmt.Errorf("%w: the request declares %d input bytes, over this provider's %s (%d MiB)", errNoBid, declared, maxFetchKey, in.cfg.MaxFetchBytes>>20)
	}
	spec, _, err := in.spec(ctx, r.SpecCID, author)
	if errors.Is(err, errSpecUnavailable) {
		return err // not a choice of this provider: counted and logged as a failed bid
	}
	if err != nil {
		return noBid(reasonSpecInvalid, err)
	}
	if err := in.Acceptor.checkSpec(r.JobID, r.Class, 0, spec); err != nil {
		return noBid(reasonNotAccepted, err)
	}
	total, _, err := terms.minPrice(r.Class, spec)
	if err != nil {
		return noBid(reasonUnpriced, err)
	}
	if limit := spec.MaxTotal(); limit != nil && total.Cmp(limit) > 0 {
		return noBid(reasonPriceAboveMax, fmt.Errorf("price %s is above the job's max %s", total, limit))
	}
	collateral := terms.maxCollateral(total)
	if err := terms.coverCollateral(ctx, in.deps.Chain, in.addr, collateral); err != nil {
		if errors.Is(err, propose.ErrDeclined) {
			return noBid(reasonCollateral, err)
		}
		return err
	}
	// One reading of each clock. The deadline is for the escrow, which checks it in block time:
	// counted from the chain's time (contracts.Client.Now, the later of the two clocks).
	now := time.Now()
	chainNow, err := in.deps.Chain.Now(ctx)
	if err != nil {
		return err
	}
	deadline := terms.bidDeadline(chainNow, time.Duration(r.BidWindowMs)*time.Millisecond, spec)
	// The bid lives as long as this provider would still accept a proposal on that deadline (the
	// acceptance's expiry in chain time), at most offer.acceptance_ttl: a span counted from the
	// same chain reading as the deadline. The expiry itself is checked by the requester's node
	// on its own clock (market/bid, with a MaxTTL), so the span is put on the wall clock: an
	// expiry in chain time would be refused as too far ahead whenever the chain runs ahead of
	// the wall.
	latest, err := terms.expiry(chainNow, deadline, spec, true)
	if err != nil {
		return noBid(reasonDeadline, err)
	}
	life := time.Duration(int64(latest)-chainNow.Unix()) * time.Second
	if life < time.Second {
		return noBid(reasonDeadline, fmt.Errorf("deadline %d leaves no time to accept a proposal after the chain's time %d", deadline, chainNow.Unix()))
	}
	var nonce uint64
	if in.deps.OfferNonce != nil {
		nonce = in.deps.OfferNonce()
	}
	bd := &market.Bid{
		JobID: r.JobID, Requester: r.Requester, Provider: in.addr, OfferNonce: nonce,
		Price: total, Collateral: collateral, Deadline: deadline,
		Expiry: uint64(now.Add(life).Unix()),
	}
	if err := bd.Sign(in.deps.Key, in.deps.Domain); err != nil {
		return fmt.Errorf("%w: sign bid: %w", errSendBid, err)
	}
	if err := b.client.Send(ctx, author, bd); err != nil {
		return fmt.Errorf("%w: send bid: %w", errSendBid, err)
	}
	if in.m != nil {
		in.m.bidResults.sentOne(r.JobID, r.Class.String(), bd.ExpiresAt())
	}
	in.log.Info("bid sent", "job_id", r.JobID, "class", r.Class, "price", total, "collateral", collateral)
	return nil
}

// StartBidder joins the requests topic on node and serves it with a bidder until ctx ends or
// the returned function is called.
func (in *Intake) StartBidder(ctx context.Context, node *p2p.Node) (func() error, error) {
	topic, err := requests.Join(node, requests.Config{Domain: in.deps.Domain, Registerer: in.deps.Registerer})
	if err != nil {
		return nil, fmt.Errorf("requests topic: %w", err)
	}
	client, err := bid.NewClient(node, bid.Config{Domain: in.deps.Domain, Registerer: in.deps.Registerer})
	if err != nil {
		topic.Close()
		return nil, fmt.Errorf("bid client: %w", err)
	}
	b, err := newBidder(in, client, in.deps.Registerer)
	if err != nil {
		topic.Close()
		return nil, err
	}
	sctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		if err := topic.Serve(sctx, b); err != nil && sctx.Err() == nil {
			in.log.Warn("requests topic stopped", "err", err)
		}
	}()
	return func() error { cancel(); <-done; return topic.Close() }, nil
}
