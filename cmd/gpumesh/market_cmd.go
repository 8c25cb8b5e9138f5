package main

import (
	"context"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/book"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/match"
	"github.com/gpumesh/gpumesh/market/requester"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/verifier/reputation"
)

func newMarketCommand(e *env) *cli.Command {
	waitFlag := &cli.DurationFlag{Name: "wait", Value: 3 * time.Second, Usage: "how long to listen for offers on /gpumesh/offers/1 before answering"}
	return &cli.Command{
		Name:  "market",
		Usage: "look at the order book as a node on the network sees it",
		Description: "These commands start a requester node (configured as for `gpumesh job`: the config file, else the\n" +
			"one `devnet up` writes; see `gpumesh job --help`),\n" +
			"join the offers topic, and answer from the book its verified offers build up.",
		Commands: []*cli.Command{
			{
				Name:  "offers",
				Usage: "list the signed offers in the book",
				Flags: append(requesterFlags(), waitFlag),
				Action: func(ctx context.Context, cmd *cli.Command) error {
					entries, cc, done, err := e.offersHeard(ctx, cmd)
					if err != nil {
						return err
					}
					defer done()
					if e.jsonOut {
						offers := make([]*market.Offer, len(entries))
						for i := range entries {
							offers[i] = entries[i].Offer
						}
						return e.printJSON(offers)
					}
					if len(entries) == 0 {
						e.printf("no offers heard in %s (are providers running and reachable?)\n", cmd.Duration("wait"))
						return nil
					}
					writeOffers(e, entries, tokenDecimals(ctx, cc))
					return nil
				},
			},
			{
				Name:      "explain",
				Usage:     "explain how the matcher would place a job spec: every constraint and score term per offer",
				ArgsUsage: "SPEC.yaml",
				Flags:     append(requesterFlags(), waitFlag),
				Action: func(ctx context.Context, cmd *cli.Command) error {
					if cmd.Args().Len() != 1 {
						return usageError("market explain: give one job spec file")
					}
					path := cmd.Args().First()
					job, err := jobspec.ParseFile(path, jobspec.Options{BaseDir: filepath.Dir(path)})
					if err != nil {
						return usageError("%v", err)
					}
					r, err := e.openRequester(ctx, cmd)
					if err != nil {
						return err
					}
					defer r.Close()
					// Local inputs become CIDs, as at submit time, so data locality is scored the same way.
					if err := job.Resolve(ctx, filepath.Dir(path), func(ctx context.Context, p string) (cid.Cid, error) {
						return r.Store().AddPath(ctx, p, content.AddOptions{})
					}); err != nil {
						return err
					}
					id := contracts.NewJobID(r.Address())
					req, err := job.Request(id, r.Address(), time.Second, time.Now().Add(time.Minute))
					if err != nil {
						return usageError("%v", err)
					}
					req.InputSizes = r.InputSizes(ctx, req.InputCIDs) // locality by bytes, as at submit time
					entries, err := waitForOffers(ctx, r.Book(), cmd.Duration("wait"))
					if err != nil {
						return err
					}
					cands := make([]match.Candidate, len(entries))
					for i := range entries {
						cands[i] = match.Candidate{Offer: entries[i].Offer, Throughput: entries[i].Throughput}
					}
					// Reputation as the requester matches with it: computed from chain events.
					if err := requester.FillReputation(ctx, r.Reputation(), cands); err != nil {
						return err
					}
					explanations := match.Explain(match.Config{}, req, cands)
					reports, err := reputationReports(ctx, r.Reputation(), explanations)
					if err != nil {
						return err
					}
					if e.jsonOut {
						out := make([]explainView, len(explanations))
						for i := range explanations {
							out[i] = explainView{Explanation: explanations[i], Reputation: reports[i]}
						}
						return e.printJSON(out)
					}
					writeExplanations(e, req, explanations, cands, tokenDecimals(ctx, r.Contracts()))
					return writeReputations(e, reports)
				},
			},
		},
	}
}

// explainView is one candidate of `market explain --json`: the match explanation and, when the
// requester's reputation source can say, the components of the provider's reputation.
type explainView struct {
	match.Explanation
	Reputation *reputation.Report `json:"reputation,omitempty"`
}

// reputationReporter is the part of verifier/reputation.Source that explains a score.
type reputationReporter interface {
	Report(ctx context.Context, provider common.Address, last int) (*reputation.Report, error)
}

// reputationReports returns the reputation report of each explanation's provider (nil entries
// when src cannot explain its scores).
func reputationReports(ctx context.Context, src requester.ReputationSource, ex []match.Explanation) ([]*reputation.Report, error) {
	out := make([]*reputation.Report, len(ex))
	rr, ok := src.(reputationReporter)
	if !ok {
		return out, nil
	}
	for i := range ex {
		rep, err := rr.Report(ctx, ex[i].Provider, 3)
		if err != nil {
			return nil, fmt.Errorf("reputation of %s: %w", ex[i].Provider.Hex(), err)
		}
		out[i] = rep
	}
	return out, nil
}

// writeReputations prints the reputation components of each provider after the explanations.
func writeReputations(e *env, reports []*reputation.Report) error {
	if len(reports) == 0 || reports[0] == nil {
		return nil
	}
	e.printf("\nreputation from chain events (block %d; `gpumesh reputation show ADDR` for the events):\n", reports[0].Block)
	for _, r := range reports {
		e.printf("  %s  %s\n", r.Provider.Hex(), r.Summary())
	}
	return nil
}

// offersHeard returns the offers `market offers` lists, sorted by provider, and a chain client
// for their units: those this process's requester hears within --wait, or, while another gpumesh
// process holds the requester's state (a `job submit --wait`), those that process's book holds
// already (its local API), without waiting for providers to republish. done releases both.
func (e *env) offersHeard(ctx context.Context, cmd *cli.Command) (entries []book.Entry, cc *contracts.Client, done func(), err error) {
	r, err := e.openRequester(ctx, cmd)
	if err == nil {
		entries, err = waitForOffers(ctx, r.Book(), cmd.Duration("wait"))
		return entries, r.Contracts(), func() { r.Close() }, err
	}
	if !stateInUse(err) {
		return nil, nil, nil, err
	}
	s, err := e.heldJobStore(ctx, cmd, err)
	if err != nil {
		return nil, nil, nil, err
	}
	offers, err := s.local.Offers(ctx)
	if err != nil {
		s.close()
		return nil, nil, nil, err
	}
	entries = make([]book.Entry, len(offers))
	for i, o := range offers {
		entries[i] = o.Entry
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].Offer.Provider.Hex() < entries[j].Offer.Provider.Hex() })
	return entries, s.chain, s.close, nil
}

// waitForOffers listens for wait (returning early once the book stops growing for a second after
// the first offer) and returns the book's live offers, sorted by provider.
func waitForOffers(ctx context.Context, b *book.Book, wait time.Duration) ([]book.Entry, error) {
	deadline := time.NewTimer(wait)
	defer deadline.Stop()
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	last, stableSince := -1, time.Now()
	for {
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-deadline.C:
			return sortedEntries(b), nil
		case <-tick.C:
			n := b.Len()
			if n != last {
				last, stableSince = n, time.Now()
			} else if n > 0 && time.Since(stableSince) > time.Second {
				return sortedEntries(b), nil
			}
		}
	}
}

func sortedEntries(b *book.Book) []book.Entry {
	entries := b.Snapshot()
	sort.Slice(entries, func(i, j int) bool {
		return entries[i].Offer.Provider.Hex() < entries[j].Offer.Provider.Hex()
	})
	return entries
}

func describeGPUs(gpus []market.GPU) string {
	parts := make([]string, 0, len(gpus))
	for _, g := range gpus {
		s := fmt.Sprintf("%dx %s %s", g.Count, g.Vendor, g.Model)
		if g.VRAMMiB > 0 {
			s += fmt.Sprintf(" %dGiB", g.VRAMMiB/1024)
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ", ")
}

// writeOffers prints the offers table: devices, the executors each provider enables, prices in
// tokens, free burst slots.
func writeOffers(e *env, entries []book.Entry, decimals int) {
	e.printf("%-42s %-24s %-28s %-18s %-36s %5s %s\n", "provider", "peer", "devices", "executors", "prices (tokens)", "burst", "expires")
	for _, en := range entries {
		o := en.Offer
		peer := o.PeerID
		if len(peer) > 22 {
			peer = peer[:10] + "…" + peer[len(peer)-10:]
		}
		e.printf("%-42s %-24s %-28s %-18s %-36s %2d/%-2d %s\n", o.Provider.Hex(), peer, describeGPUs(o.GPUs), describeExecutors(o),
			describePrices(o.Prices, decimals), en.BurstFree(), o.BurstSlots, time.Unix(int64(o.Expiry), 0).Format(time.TimeOnly))
	}
}

// describeExecutors lists the executors an offer's provider enables ("wasm" for an offer that
// names none: market.Offer.Enables).
func describeExecutors(o *market.Offer) string {
	if len(o.Executors) == 0 {
		return "wasm"
	}
	names := make([]string, 0, len(o.Executors))
	for _, x := range o.Executors {
		names = append(names, x.Name)
	}
	return strings.Join(names, ",")
}

// describePrices renders class prices in tokens: "batch 0.0001/gpu-s".
func describePrices(prices []market.ClassPrice, decimals int) string {
	parts := make([]string, 0, len(prices))
	for _, p := range prices {
		parts = append(parts, fmt.Sprintf("%v %s/%s", p.Class, formatAmount(p.Amount, decimals), priceUnitShort(p.Unit)))
	}
	return strings.Join(parts, " ")
}

func priceUnitShort(u market.PriceUnit) string {
	switch u {
	case market.PerGPUSecond:
		return "gpu-s"
	case market.PerJobUnit:
		return "job"
	}
	return u.String()
}
