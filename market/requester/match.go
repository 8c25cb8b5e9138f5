package requester

import (
	"context"
	"fmt"
	"math/big"
	"sort"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/bid"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/match"
	"github.com/gpumesh/gpumesh/p2p/content"
)

// offerRecheck is how often a burst Submit that waits for an eligible offer re-reads the book
// when nothing woke it (bookwake.go): for what changes without a notification, such as
// reputation from chain events.
const offerRecheck = time.Second

// waitBook waits until the book or a burst slot changed (woke: r.bookWake.wait(), taken before
// the book was read), until passed, or offerRecheck went by; it fails only when ctx ends.
func (r *Requester) waitBook(ctx context.Context, woke <-chan struct{}, until time.Time) error {
	t := time.NewTimer(max(min(time.Until(until), offerRecheck), 0))
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-woke:
	case <-t.C:
	}
	return nil
}

// matchDirect proposes the job to the best eligible providers of the local book, best first,
// until one accepts (DESIGN.md flow 2, burst): one round trip per proposal. Burst proposals
// hold one of the provider's advertised burst slots until the result is delivered. Batch and zk
// jobs come here when an auction drew no bids (providers that do not bid yet).
func (r *Requester) matchDirect(ctx context.Context, job *jobspec.Job, rec *Record) (*market.Acceptance, peer.ID, error) {
	req, err := r.request(ctx, job, rec)
	if err != nil {
		return nil, "", err
	}
	class := job.MarketClass()
	burst := class == market.ClassBurst
	until := time.Now().Add(r.cfg.OfferWait)
	tried := map[peer.ID]bool{}
	var reasons []string
	for {
		woke := r.bookWake.wait() // before the book is read: a change while it is read wakes the wait
		next, err := r.ranked(ctx, req)
		if err != nil {
			return nil, "", err
		}
		for o, ok := next(); ok; o, ok = next() {
			pid, err := peer.Decode(o.PeerID)
			if err != nil || tried[pid] {
				continue
			}
			tried[pid] = true
			if why := r.refusal(rec, o.Provider); why != "" {
				reasons = append(reasons, fmt.Sprintf("%s: %s", o.Provider.Hex(), why))
				continue
			}
			price, unit := o.PriceFor(class)
			if price == nil || unit != job.MarketPriceUnit() {
				reasons = append(reasons, fmt.Sprintf("%s: prices %s in %s", o.Provider.Hex(), class, unit))
				continue
			}
			total := new(big.Int).Mul(price, units(job))
			if total.Cmp(job.MaxTotal()) > 0 {
				reasons = append(reasons, fmt.Sprintf("%s: total %s above max %s", o.Provider.Hex(), total, job.MaxTotal()))
				continue
			}
			release := func() {}
			if burst {
				if err := r.book.ClaimBurst(o.Provider, 1); err != nil {
					reasons = append(reasons, fmt.Sprintf("%s: %v", o.Provider.Hex(), err))
					continue
				}
				release = func() { r.book.ReleaseBurst(o.Provider, 1); r.bookWake.fire() }
			}
			collateral := new(big.Int).Div(new(big.Int).Mul(total, big.NewInt(r.cfg.CollateralBps)), big.NewInt(10_000))
			// With spot-checks on, ask at least the collateral their probability assumes.
			if floor, err := r.minCollateral(class.String(), total); err != nil {
				release()
				return nil, "", err
			} else if floor != nil && collateral.Cmp(floor) < 0 {
				collateral = floor
			}
			deadline, err := r.deadline(ctx, job)
			if err != nil {
				release()
				return nil, "", err
			}
			p, err := r.proposal(job, rec, o.Provider, total, collateral, deadline)
			if err != nil {
				release()
				return nil, "", err
			}
			acc, err := r.propose.Propose(ctx, pid, p)
			if err != nil {
				release()
				if ctx.Err() != nil {
					return nil, "", ctx.Err()
				}
				reasons = append(reasons, fmt.Sprintf("%s: %v", o.Provider.Hex(), err))
				continue
			}
			return acc, pid, nil
		}
		if time.Now().After(until) {
			// Say why each offer that was never tried is not eligible (market explain's words).
			entries := r.book.Snapshot()
			cands := make([]match.Candidate, len(entries))
			for i, e := range entries {
				cands[i] = match.Candidate{Offer: e.Offer, Throughput: e.Throughput}
			}
			if err := FillReputation(ctx, r.cfg.Reputation, cands); err != nil {
				return nil, "", err
			}
			for _, e := range match.Explain(match.Config{}, req, cands) {
				if !e.Eligible {
					reasons = append(reasons, fmt.Sprintf("%s: not eligible (%s)", e.Provider.Hex(), strings.Join(e.Failed(), ", ")))
				}
			}
			return nil, "", noProvider(r.book.Len(), r.cfg.OfferWait, reasons)
		}
		if err := r.waitBook(ctx, woke, until); err != nil {
			return nil, "", err
		}
	}
}

// ranked returns the book's offers eligible for req one at a time, best first, in match.Rank's
// order, from the book's match index (no scan of the book per decision); next reports false
// when none is left. The reputations come from Config.Reputation, read for every offer first
// (a pull that is still linear in the book; see syncReputation).
func (r *Requester) ranked(ctx context.Context, req *market.Request) (next func() (*market.Offer, bool), err error) {
	if err := r.syncReputation(ctx); err != nil {
		return nil, err
	}
	return r.bookRanked(req), nil
}

// bookRanked is ranked without the reputation sync: the book's offers eligible for req under
// the reputations the book already holds, best first.
func (r *Requester) bookRanked(req *market.Request) (next func() (*market.Offer, bool)) {
	seen := map[common.Address]bool{}
	return func() (*market.Offer, bool) {
		e, _, ok := r.book.Match(req, func(p common.Address) bool { return seen[p] })
		if !ok {
			return nil, false
		}
		seen[e.Offer.Provider] = true
		return e.Offer, true
	}
}

// syncReputation gives the book the current reputation of each provider in it (the book
// re-indexes only those that changed). Without Config.Reputation every provider stays at 0.
func (r *Requester) syncReputation(ctx context.Context) error {
	if r.cfg.Reputation == nil {
		return nil
	}
	for _, e := range r.book.Snapshot() {
		bps, err := r.cfg.Reputation.Score(ctx, e.Offer.Provider)
		if err != nil {
			return fmt.Errorf("reputation of %s: %w", e.Offer.Provider.Hex(), err)
		}
		r.book.SetReputation(e.Offer.Provider, bps)
	}
	return nil
}

func noProvider(offers int, waited time.Duration, reasons []string) error {
	msg := fmt.Sprintf("%d offers in the book after %s, none eligible and accepting", offers, waited)
	if len(reasons) > 0 {
		msg += ": " + strings.Join(reasons, "; ")
	}
	return fmt.Errorf("%w: %s (`gpumesh market explain SPEC` shows every constraint per offer; `gpumesh market offers` lists each provider's executors, devices and prices; or raise the wait)", ErrNoProvider, msg)
}

// handleBid is the bid collector: a bid for a job whose auction is open goes to that auction.
func (r *Requester) handleBid(_ context.Context, b *market.Bid, from peer.ID) error {
	r.auctionMu.Lock()
	ch, ok := r.auctions[b.JobID]
	r.auctionMu.Unlock()
	if !ok || b.Requester != r.me {
		return fmt.Errorf("%w: no open auction for job %s", bid.ErrDeclined, b.JobID)
	}
	select {
	case ch <- bidFrom{b: b, peer: from}:
		return nil
	default:
		return fmt.Errorf("%w: auction for job %s is full", bid.ErrDeclined, b.JobID)
	}
}

// maxAwaitedBidders bounds the providers an auction waits for before BidWindow ends: with more
// eligible offers in the book than this it takes the full window (listing them costs a match
// decision each, and among many providers some will not bid).
const maxAwaitedBidders = 64

// Why an auction stopped collecting bids (AuctionClose.Reason).
const (
	// AuctionAllBid: every provider of the book eligible for the job had bid.
	AuctionAllBid = "all_bid"
	// AuctionWindow: BidWindow passed.
	AuctionWindow = "window"
)

// AuctionClose is how a job's batch or zk auction stopped collecting bids (Record.Auction; the
// last auction when the job was auctioned again). Informational.
type AuctionClose struct {
	Reason string `json:"reason"` // AuctionAllBid or AuctionWindow
	// Bids is how many bids arrived before the close, from any provider.
	Bids int `json:"bids"`
	// Awaited is how many providers of the book the auction waited for (eligible for the job
	// and not refused by this requester); 0 when none or more than maxAwaitedBidders, and then
	// the auction takes the full window.
	Awaited int `json:"awaited"`
	// Waited is how long the bids were collected.
	Waited time.Duration `json:"waited"`
}

// awaitedBidders returns the providers whose offers in the book are eligible for req (the hard
// constraints of market/match, through the book's match index) and that this requester would
// give rec's job to: when each of them has bid, no bid the auction can take is still to come
// from the book. It returns nil when there are none or more than maxAwaitedBidders. Reputation
// is synced from Config.Reputation only when req has a minimum (it decides nothing else here).
func (r *Requester) awaitedBidders(ctx context.Context, req *market.Request, rec *Record) (map[common.Address]bool, error) {
	if req.Req.MinReputation > 0 {
		if err := r.syncReputation(ctx); err != nil {
			return nil, err
		}
	}
	awaited := map[common.Address]bool{}
	seen := 0
	next := r.bookRanked(req)
	for o, ok := next(); ok; o, ok = next() {
		if seen++; seen > maxAwaitedBidders {
			return nil, nil
		}
		if r.refusal(rec, o.Provider) == "" {
			awaited[o.Provider] = true
		}
	}
	if len(awaited) == 0 {
		return nil, nil
	}
	return awaited, nil
}

// auction runs a batch or zk auction (DESIGN.md flow 2): the signed Request is gossiped, sealed
// bids are collected for BidWindow, eligible bids are ranked by match score (the bid's price per
// unit as the quote), and the winner gets a Proposal on its bid's terms; a decline goes to the
// next bid. The collection closes before BidWindow once every provider of the book that is
// eligible for the job (awaitedBidders) has bid, so never before a first bid; a bid from a
// provider the book does not hold counts when it arrives before the close. With no eligible
// provider in the book, or more than maxAwaitedBidders, it takes the full window. How it
// closed is recorded in rec.Auction.
func (r *Requester) auction(ctx context.Context, job *jobspec.Job, rec *Record) (*market.Acceptance, peer.ID, error) {
	req, err := r.request(ctx, job, rec)
	if err != nil {
		return nil, "", err
	}
	req.SpecCID = rec.SpecCID // bidders fetch the spec to price their bids
	if err := req.Sign(r.cfg.Key, r.dom); err != nil {
		return nil, "", fmt.Errorf("sign request: %w", err)
	}
	ch := make(chan bidFrom, 256)
	r.auctionMu.Lock()
	r.auctions[rec.ID] = ch
	r.auctionMu.Unlock()
	defer func() {
		r.auctionMu.Lock()
		delete(r.auctions, rec.ID)
		r.auctionMu.Unlock()
	}()
	if err := r.requests.Publish(ctx, req); err != nil {
		return nil, "", fmt.Errorf("publish request: %w", err)
	}
	start := time.Now()
	window := time.NewTimer(r.cfg.BidWindow)
	defer window.Stop()
	// Listed after the publish: bids that arrive meanwhile wait in ch.
	awaited, err := r.awaitedBidders(ctx, req, rec)
	if err != nil {
		// The early close is only a shortcut: without the list the auction takes its window.
		r.cfg.Logger.Warn("auction takes its full window: eligible providers not listed", "job_id", rec.ID, "err", err)
		awaited = nil
	}
	closed := &AuctionClose{Reason: AuctionWindow, Awaited: len(awaited)}
	var got []bidFrom
collect:
	for {
		select {
		case b := <-ch:
			got = append(got, b)
			if awaited[b.b.Provider] {
				delete(awaited, b.b.Provider)
				if len(awaited) == 0 {
					closed.Reason = AuctionAllBid
					break collect
				}
			}
		case <-window.C:
			break collect
		case <-ctx.Done():
			return nil, "", ctx.Err()
		}
	}
	// A bid that arrives right at the close still counts if it is already queued.
	for len(ch) > 0 {
		got = append(got, <-ch)
	}
	closed.Bids, closed.Waited = len(got), time.Since(start)
	rec.Auction = closed
	if len(got) == 0 {
		// No provider bid: propose to the best offer of the book instead.
		r.cfg.Logger.Info("no bids in the auction window, proposing from the book", "job_id", rec.ID, "window", r.cfg.BidWindow)
		return r.matchDirect(ctx, job, rec)
	}
	u := units(job)
	maxTotal := job.MaxTotal()
	now := uint64(time.Now().Unix())
	var cands []match.Candidate
	var from []bidFrom
	var reasons []string
	for _, b := range got {
		switch {
		case b.b.Price == nil || b.b.Price.Cmp(maxTotal) > 0:
			reasons = append(reasons, fmt.Sprintf("%s: price %v above max %s", b.b.Provider.Hex(), b.b.Price, maxTotal))
			continue
		case b.b.Deadline <= now:
			reasons = append(reasons, fmt.Sprintf("%s: deadline already passed", b.b.Provider.Hex()))
			continue
		}
		if why := r.refusal(rec, b.b.Provider); why != "" {
			reasons = append(reasons, fmt.Sprintf("%s: %s", b.b.Provider.Hex(), why))
			continue
		}
		// A bid whose collateral is below what the spot-check probability assumes would make
		// cheating pay: skipped, with the reason.
		floor, err := r.minCollateral(job.Class, b.b.Price)
		if err != nil {
			return nil, "", err
		}
		if floor != nil && (b.b.Collateral == nil || b.b.Collateral.Cmp(floor) < 0) {
			reasons = append(reasons, fmt.Sprintf("%s: collateral %v below the %s the spot-check parameters assume (collateral_ratio x price)", b.b.Provider.Hex(), b.b.Collateral, floor))
			continue
		}
		o := &market.Offer{Provider: b.b.Provider, PeerID: b.peer.String(), GPUs: []market.GPU{{Count: req.Req.GPUCount}}}
		var attested uint64 // credited throughput; a bid alone proves none
		if e, ok := r.book.Get(b.b.Provider); ok {
			o, attested = e.Offer, e.Throughput
		}
		cands = append(cands, match.Candidate{Offer: o, Quote: new(big.Int).Div(b.b.Price, u), Throughput: attested})
		from = append(from, b)
	}
	if err := FillReputation(ctx, r.cfg.Reputation, cands); err != nil {
		return nil, "", err
	}
	ranked := match.Rank(match.Config{}, req, cands)
	if len(ranked) == 0 && len(cands) > 0 && needsOffer(&req.Req) {
		// The job's hard constraints (region, throughput, reputation, GPU model...) can only
		// be checked against offers: no bid is taken without one that passes.
		for _, e := range match.Explain(match.Config{}, req, cands) {
			reasons = append(reasons, fmt.Sprintf("%s: not eligible (%s)", e.Provider.Hex(), strings.Join(e.Failed(), ", ")))
		}
		return nil, "", fmt.Errorf("%w: %d bids, none eligible: %s", ErrNoProvider, len(got), strings.Join(reasons, "; "))
	}
	if len(ranked) == 0 {
		// An unconstrained job and no offer known for any bidder: take the cheapest bid.
		for i := range cands {
			ranked = append(ranked, match.Scored{Index: i})
		}
		sort.SliceStable(ranked, func(i, j int) bool {
			return from[ranked[i].Index].b.Price.Cmp(from[ranked[j].Index].b.Price) < 0
		})
	}
	for _, s := range ranked {
		b := from[s.Index]
		p, err := r.proposal(job, rec, b.b.Provider, b.b.Price, b.b.Collateral, b.b.Deadline)
		if err != nil {
			return nil, "", err
		}
		acc, err := r.propose.Propose(ctx, b.peer, p)
		if err != nil {
			if ctx.Err() != nil {
				return nil, "", ctx.Err()
			}
			reasons = append(reasons, fmt.Sprintf("%s: %v", b.b.Provider.Hex(), err))
			continue
		}
		return acc, b.peer, nil
	}
	return nil, "", fmt.Errorf("%w: %d bids, none accepted: %s", ErrNoProvider, len(got), strings.Join(reasons, "; "))
}

// refusal says why this requester does not give rec's job to provider, "" when it may: a
// provider one of its disputes found wrong (spotcheck.go), or one the job excludes
// (SubmitOptions.Exclude). Every matching path (auction, direct, channel) asks it.
func (r *Requester) refusal(rec *Record, provider common.Address) string {
	switch {
	case r.caught(provider):
		return "a dispute of this requester found it returned a wrong result"
	case rec.excludes(provider):
		return "excluded for this job"
	}
	return ""
}

// needsOffer reports whether q has a hard constraint that only a provider's offer can satisfy
// (anything beyond a GPU count and a price that a bid commits to).
func needsOffer(q *market.Requirements) bool {
	return q.VRAMMiB > 0 || len(q.Models) > 0 || len(q.Vendors) > 0 || q.MinComputeCap > 0 ||
		q.MinThroughput > 0 || q.MinReputation > 0 || q.Region != "" || q.MaxLatencyClass > 0
}

// request builds job's market Request with the sizes of its inputs (Request.InputSizes) from
// the requester's store, so that matching weighs data locality by the bytes a provider would
// not fetch. When an input is not wholly in the store its size is unknown and the request
// carries no sizes (matching then counts input CIDs).
func (r *Requester) request(ctx context.Context, job *jobspec.Job, rec *Record) (*market.Request, error) {
	req, err := job.Request(rec.ID, r.me, r.cfg.BidWindow, time.Now().Add(r.cfg.ProposalTTL))
	if err != nil {
		return nil, err
	}
	req.InputSizes = r.InputSizes(ctx, req.InputCIDs)
	return req, nil
}

// InputSizes returns the sizes of the DAGs under cids as the requester's store holds them (for
// Request.InputSizes), or nil when one of them is not wholly in the store (or there is none).
func (r *Requester) InputSizes(ctx context.Context, cids []string) []uint64 {
	if r.store == nil || len(cids) == 0 {
		return nil
	}
	sizes := make([]uint64, 0, len(cids))
	for _, s := range cids {
		c, err := content.ParseCID(s)
		if err != nil {
			return nil
		}
		n, ok, err := r.store.LocalSize(ctx, c)
		if err != nil || !ok || uint64(n) > market.MaxInputSize {
			return nil
		}
		sizes = append(sizes, uint64(n))
	}
	return sizes
}
