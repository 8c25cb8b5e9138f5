package provider

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"sync"
	"time"

	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/bid"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requests"
	"github.com/gpumesh/gpumesh/p2p/content"
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
var errNoBid = errors.New("provider: no bid")

// bidder answers batch and zk Requests gossiped on /gpumesh/requests/1 with sealed Bids (DESIGN.md
// flow 2). It fetches the spec the request names from the requester, applies the same checks
// as a proposal (executor allowed, limits, slots, devices), prices the job from the configured
// price per GPU-second, offers collateral of offer.collateral_multiple x price from free stake,
// and sends the signed bid to the requester only. The proposal that follows a won auction
// goes through the acceptor like any other, so a bid never commits the provider by itself.
type bidder struct {
	acc    *acceptor
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

func newBidder(acc *acceptor, client *bid.Client, reg prometheus.Registerer) (*bidder, error) {
	b := &bidder{
		acc: acc, client: client, sem: make(chan struct{}, maxBidsInFlight), perAuthor: map[peer.ID]int{},
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
	if acc != nil {
		b.log = acc.d.log
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
		return nil
	}
	if !b.takeAuthor(author) {
		b.bids.WithLabelValues(class, "busy").Inc()
		return nil
	}
	select {
	case b.sem <- struct{}{}:
	default:
		b.releaseAuthor(author)
		b.bids.WithLabelValues(class, "busy").Inc()
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
		log := b.log.With("job_id", r.JobID.Hex(), "requester", r.Requester, "peer", author)
		switch {
		case err == nil:
			b.bids.WithLabelValues(class, "sent").Inc()
		case errors.Is(err, errNoBid):
			b.bids.WithLabelValues(class, "declined").Inc()
			log.Debug("not bidding", "reason", err) // this provider's policy: routine on a busy market
		default:
			b.bids.WithLabelValues(class, "error").Inc()
			log.Info("bid failed", "err", err)
		}
	}()
	return nil
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

// bid prices r and sends the bid.
func (b *bidder) bid(ctx context.Context, r *market.Request, author peer.ID) error {
	a := b.acc
	cfg := a.d.cfg
	spec, _, err := a.fetchSpec(ctx, r.SpecCID, author)
	if errors.Is(err, errSpecUnavailable) {
		return err // not a choice of this provider: counted and logged as a failed bid
	}
	if err != nil {
		return fmt.Errorf("%w: %w", errNoBid, err)
	}
	if err := a.checkSpec(&market.Proposal{Class: r.Class}, spec); err != nil {
		return fmt.Errorf("%w: %w", errNoBid, err)
	}
	price := cfg.Price(r.Class)
	if price == nil {
		return fmt.Errorf("%w: class %s is not served (offer.prices)", errNoBid, r.Class)
	}
	total := jobTotal(price, spec)
	if limit := spec.MaxTotal(); limit != nil && total.Cmp(limit) > 0 {
		return fmt.Errorf("%w: price %s is above the job's max %s", errNoBid, total, limit)
	}
	collateral := new(big.Int).Mul(total, big.NewInt(cfg.Offer.CollateralMultiple))
	info, err := a.rs.cc.StakeOf(ctx, a.rs.addr)
	if err != nil {
		return fmt.Errorf("read stake: %w", err)
	}
	if info.Free == nil || info.Free.Cmp(collateral) < 0 {
		return fmt.Errorf("%w: free stake %v does not cover collateral %s", errNoBid, info.Free, collateral)
	}
	// One reading of each clock. The deadline is for the escrow, which checks it in block time:
	// counted from the chain's time (contracts.Client.Now, the later of the two clocks). The
	// proposal comes after the bid window; the acceptor then still needs wall time + min_lead.
	now := time.Now()
	chainNow, err := a.rs.cc.Now(ctx)
	if err != nil {
		return err
	}
	lead := max(spec.Deadline(), spec.WallTime()+2*cfg.Offer.MinLead.D())
	deadline := uint64(chainNow.Add(time.Duration(r.BidWindowMs)*time.Millisecond + lead).Unix())
	// The bid lives as long as this provider would still accept a proposal on that deadline (the
	// acceptor's MaxExpiry bound, in chain time), at most offer.acceptance_ttl: a span counted from
	// the same chain reading as the deadline. The expiry itself is checked by the requester's node
	// on its own clock (market/bid, with a MaxTTL), so the span is put on the wall clock: an expiry in
	// chain time would be refused as too far ahead whenever the chain runs ahead of the wall.
	latest, err := contracts.MaxExpiry(deadline, spec.WallTime(), cfg.Offer.MinLead.D())
	if err != nil {
		return fmt.Errorf("%w: %w", errNoBid, err)
	}
	life := min(cfg.Offer.AcceptanceTTL.D(), time.Duration(int64(latest)-chainNow.Unix())*time.Second)
	if life < time.Second {
		return fmt.Errorf("%w: deadline %d leaves no time to accept a proposal (wall time %s + min_lead %s) after the chain's time %d", errNoBid, deadline, spec.WallTime(), cfg.Offer.MinLead.D(), chainNow.Unix())
	}
	a.d.mu.Lock()
	var nonce uint64
	if a.rs.offer != nil {
		nonce = a.rs.offer.Nonce
	}
	a.d.mu.Unlock()
	bd := &market.Bid{
		JobID: r.JobID, Requester: r.Requester, Provider: a.rs.addr, OfferNonce: nonce,
		Price: total, Collateral: collateral, Deadline: deadline,
		Expiry: uint64(now.Add(life).Unix()),
	}
	if err := bd.Sign(a.rs.key, a.rs.domain); err != nil {
		return fmt.Errorf("sign bid: %w", err)
	}
	if err := b.client.Send(ctx, author, bd); err != nil {
		return fmt.Errorf("send bid: %w", err)
	}
	a.d.log.Info("bid sent", "job_id", r.JobID.Hex(), "class", r.Class, "price", total, "collateral", collateral)
	return nil
}

// fetchSpec fetches and decodes the job spec specCID from the requester's node at from (the
// CID commits to the bytes, so where it comes from does not matter for integrity).
// errSpecUnavailable marks a spec that could not be fetched or read (a decline for a proposal;
// for a request, a failed bid rather than a decision not to bid).
var errSpecUnavailable = errors.New("provider: job spec unavailable")

// fetchSpec fetches the job spec at specCID from the requester (peer from) and decodes it; every
// error is a decline, a fetch or read failure also errSpecUnavailable.
func (a *acceptor) fetchSpec(ctx context.Context, specCID string, from peer.ID) (*jobspec.Job, []byte, error) {
	c, err := content.ParseCID(specCID)
	if err != nil {
		return nil, nil, decline("spec_cid: %s", shortErr(err))
	}
	fctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	rc, _, err := a.rs.store.Open(fctx, c, content.FetchOptions{Providers: []peer.AddrInfo{{ID: from}}})
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %w", errSpecUnavailable, decline("cannot fetch the job spec %s from the requester: %s", specCID, shortErr(err)))
	}
	raw, err := io.ReadAll(io.LimitReader(rc, jobspec.MaxSpecSize+1))
	rc.Close()
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %w", errSpecUnavailable, decline("read job spec %s: %s", specCID, shortErr(err)))
	}
	spec, err := jobspec.DecodeCanonical(raw)
	if err != nil {
		return nil, nil, decline("job spec %s: %s", specCID, shortErr(err))
	}
	return spec, raw, nil
}

// startBidder joins the requests topic and serves it with a bidder until ctx ends.
func (d *Daemon) startBidder(ctx context.Context, rs *running, acc *acceptor) (func() error, error) {
	topic, err := requests.Join(rs.node, requests.Config{Domain: rs.domain, Registerer: d.o.reg})
	if err != nil {
		return nil, fmt.Errorf("requests topic: %w", err)
	}
	client, err := bid.NewClient(rs.node, bid.Config{Domain: rs.domain, Registerer: d.o.reg})
	if err != nil {
		topic.Close()
		return nil, fmt.Errorf("bid client: %w", err)
	}
	b, err := newBidder(acc, client, d.o.reg)
	if err != nil {
		topic.Close()
		return nil, err
	}
	sctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		if err := topic.Serve(sctx, b); err != nil && sctx.Err() == nil {
			d.log.Warn("requests topic stopped", "err", err)
		}
	}()
	return func() error { cancel(); <-done; return topic.Close() }, nil
}
