package console

import (
	"math/big"
	"slices"
	"sort"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/book"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/requester"
)

// Bounds on what one view carries (the page polls it every few seconds).
const (
	// MaxJobs is the number of jobs the requester view lists (newest first); JobsTotal counts all.
	MaxJobs = 200
	// MaxEvents is the number of a job's latest events the requester view carries.
	MaxEvents = 20
	// MaxOffers is the number of offers the market view lists (by provider address).
	MaxOffers = 500
)

// weiDecimals: gas is shown in ETH.
const weiDecimals = 18

// Amount is an exact base-unit amount and its text in whole units. Amounts are strings in JSON:
// a wei figure does not fit a JavaScript number.
type Amount struct {
	Units string `json:"units"` // base units (token units, or wei), decimal
	Text  string `json:"text"`  // whole units with the decimals applied, e.g. "1.5"
}

func amount(v *big.Int, decimals int) *Amount {
	if v == nil {
		return nil
	}
	return &Amount{Units: v.String(), Text: jobspec.FormatAmount(v, decimals)}
}

// RequesterView is the requester's jobs, costs and the providers it can buy from.
type RequesterView struct {
	Jobs      []JobRow      `json:"jobs"`
	JobsTotal int           `json:"jobs_total"`
	Costs     []CostRow     `json:"costs"`
	Providers []ProviderRow `json:"providers"`
	// TokenDecimals are the decimals token amounts' Text is written with.
	TokenDecimals int `json:"token_decimals"`
}

// JobRow is one job of the requester's store.
type JobRow struct {
	ID       string  `json:"id"`
	Class    string  `json:"class"`
	Phase    string  `json:"phase"`
	Paid     bool    `json:"paid"` // the provider was paid (phase claimed)
	Provider string  `json:"provider,omitempty"`
	Price    *Amount `json:"price,omitempty"`
	// Gas is this requester's gas for the job in wei (open, refund, dispute).
	Gas       *Amount           `json:"gas,omitempty"`
	ResultCID string            `json:"result_cid,omitempty"`
	RerunOf   string            `json:"rerun_of,omitempty"`
	Error     string            `json:"error,omitempty"`
	Created   time.Time         `json:"created"`
	Events    []requester.Event `json:"events"`
}

// CostRow is requester.ClassCost with amounts as text.
type CostRow struct {
	Class           string  `json:"class"`
	Jobs            int     `json:"jobs"`
	Accepted        int     `json:"accepted"`
	Paid            *Amount `json:"paid"`
	Refunded        *Amount `json:"refunded"`
	Reruns          int     `json:"reruns"`
	RerunPaid       *Amount `json:"rerun_paid"`
	TotalTokens     *Amount `json:"total_tokens"`
	GasWei          *Amount `json:"gas"`
	GasUnpriced     int     `json:"gas_unpriced_jobs,omitempty"`
	PerOutputTokens *Amount `json:"per_output_tokens"`
	PerOutputWei    *Amount `json:"per_output_gas"`
}

// ProviderRow compares one provider for the requester: its offer's prices, its reputation, and
// what this requester's own jobs with it measured.
type ProviderRow struct {
	Provider string            `json:"provider"`
	Prices   map[string]*Price `json:"prices,omitempty"` // by class; none when no offer is in the book
	// ScoreBps is the reputation as matching uses it; ScoreError says why it is missing.
	ScoreBps   *uint32 `json:"score_bps,omitempty"`
	ScoreError string  `json:"score_error,omitempty"`
	// Throughput is the offer's attested throughput (int8 MAC/s) the book credits.
	Throughput uint64 `json:"throughput"`
	// Jobs and Accepted count this requester's jobs with the provider; RunSeconds is their mean
	// time from escrow open to the result on chain (the measured speed), nil before a result.
	Jobs       int      `json:"jobs"`
	Accepted   int      `json:"accepted"`
	RunSeconds *float64 `json:"run_seconds,omitempty"`
}

// Price is an offer's price for a class.
type Price struct {
	Amount
	Unit string `json:"unit"` // "gpu_second" or "job_unit"
}

// RequesterFrom builds the requester view from the job store, the book and a reputation
// lookup; token amounts are written with decimals.
func RequesterFrom(recs []*requester.Record, offers []book.Entry, score func(common.Address) (uint32, error), decimals int) *RequesterView {
	v := &RequesterView{JobsTotal: len(recs), TokenDecimals: decimals, Jobs: []JobRow{}, Costs: []CostRow{}, Providers: []ProviderRow{}}
	byProvider := map[common.Address]*ProviderRow{}
	row := func(p common.Address) *ProviderRow {
		r, ok := byProvider[p]
		if !ok {
			r = &ProviderRow{Provider: p.Hex()}
			byProvider[p] = r
		}
		return r
	}
	runs := map[common.Address][]float64{}
	for _, e := range offers {
		r := row(e.Offer.Provider)
		r.Prices = prices(e.Offer, decimals)
		r.Throughput = e.Throughput
	}
	for _, rec := range recs {
		if rec.Acceptance == nil {
			continue
		}
		r := row(rec.Acceptance.Provider)
		if rec.ReexecOf == nil {
			r.Jobs++
			if rec.Phase.Delivered() && !rec.DisputeLost && rec.DisputeBond == nil {
				r.Accepted++
			}
		}
		if open, done := rec.PhaseTime(requester.PhaseOpen), rec.PhaseTime(requester.PhaseSubmitted); !open.IsZero() && done.After(open) {
			runs[rec.Acceptance.Provider] = append(runs[rec.Acceptance.Provider], done.Sub(open).Seconds())
		}
	}
	for p, r := range byProvider {
		if d := runs[p]; len(d) > 0 {
			var sum float64
			for _, s := range d {
				sum += s
			}
			mean := sum / float64(len(d))
			r.RunSeconds = &mean
		}
		if bps, err := score(p); err != nil {
			r.ScoreError = err.Error()
		} else {
			r.ScoreBps = &bps
		}
		v.Providers = append(v.Providers, *r)
	}
	sort.Slice(v.Providers, func(i, j int) bool { return v.Providers[i].Provider < v.Providers[j].Provider })

	newest := slices.Clone(recs)
	sort.SliceStable(newest, func(i, j int) bool { return newest[i].Created.After(newest[j].Created) })
	for _, rec := range newest[:min(len(newest), MaxJobs)] {
		j := JobRow{ID: rec.ID.Hex(), Class: rec.Class, Phase: string(rec.Phase), Paid: rec.Phase == requester.PhaseClaimed,
			ResultCID: rec.ResultCID, Error: rec.Error, Created: rec.Created, Gas: amount(rec.GasWei, weiDecimals),
			Events: rec.Events[max(0, len(rec.Events)-MaxEvents):]}
		if rec.Acceptance != nil {
			j.Provider, j.Price = rec.Acceptance.Provider.Hex(), amount(rec.Acceptance.Price, decimals)
		}
		if rec.ReexecOf != nil {
			j.RerunOf = rec.ReexecOf.Hex()
		}
		if j.Events == nil {
			j.Events = []requester.Event{}
		}
		v.Jobs = append(v.Jobs, j)
	}
	for _, c := range requester.CostByClass(recs) {
		v.Costs = append(v.Costs, CostRow{Class: c.Class, Jobs: c.Jobs, Accepted: c.Accepted, Paid: amount(c.Paid, decimals),
			Refunded: amount(c.Refunded, decimals), Reruns: c.Reruns, RerunPaid: amount(c.RerunPaid, decimals),
			TotalTokens: amount(c.TotalTokens, decimals), GasWei: amount(c.GasWei, weiDecimals), GasUnpriced: c.GasUnpriced,
			PerOutputTokens: amount(c.PerOutputTokens, decimals), PerOutputWei: amount(c.PerOutputWei, weiDecimals)})
	}
	return v
}

// MarketView is the offers in the node's book.
type MarketView struct {
	Offers      []OfferRow `json:"offers"`
	OffersTotal int        `json:"offers_total"`
	// History is the lowest and median price per GPU model and class over time (Console.Run
	// samples it; empty without).
	History []PriceSeries `json:"history"`
	// TokenDecimals are the decimals token amounts' Text is written with.
	TokenDecimals int `json:"token_decimals"`
}

// OfferRow is one offer in the book.
type OfferRow struct {
	Provider  string            `json:"provider"`
	PeerID    string            `json:"peer_id"`
	GPUs      []market.GPU      `json:"gpus"`
	Prices    map[string]*Price `json:"prices"`
	Region    string            `json:"region,omitempty"`
	Executors []string          `json:"executors"`
	// Throughput is what the offer claims; Credited what the book credits from its attestation
	// (0 with AttestationError saying why).
	Throughput       uint64    `json:"throughput"`
	Credited         uint64    `json:"credited_throughput"`
	AttestationError string    `json:"attestation_error,omitempty"`
	BurstSlots       uint32    `json:"burst_slots"`
	BurstClaimed     uint32    `json:"burst_claimed"`
	Received         time.Time `json:"received"`
	ExpiresIn        float64   `json:"expires_in_seconds"`
}

// MarketFrom builds the market view from the book's entries at now.
func MarketFrom(entries []book.Entry, now time.Time, decimals int) *MarketView {
	v := &MarketView{OffersTotal: len(entries), TokenDecimals: decimals, Offers: []OfferRow{}, History: []PriceSeries{}}
	for _, e := range entries {
		o := e.Offer
		r := OfferRow{Provider: o.Provider.Hex(), PeerID: o.PeerID, GPUs: o.GPUs, Prices: prices(o, decimals), Region: o.Region,
			Executors: []string{}, Throughput: o.Throughput, Credited: e.Throughput, BurstSlots: o.BurstSlots, BurstClaimed: e.BurstClaimed,
			Received: e.Received, ExpiresIn: time.Unix(int64(o.Expiry), 0).Sub(now).Seconds()}
		if r.GPUs == nil {
			r.GPUs = []market.GPU{}
		}
		for _, x := range o.Executors {
			r.Executors = append(r.Executors, x.Name)
		}
		if e.AttestationErr != nil {
			r.AttestationError = e.AttestationErr.Error()
		}
		v.Offers = append(v.Offers, r)
	}
	sort.Slice(v.Offers, func(i, j int) bool { return v.Offers[i].Provider < v.Offers[j].Provider })
	v.Offers = v.Offers[:min(len(v.Offers), MaxOffers)]
	return v
}

// prices are an offer's prices by class (a price without an amount left out).
func prices(o *market.Offer, decimals int) map[string]*Price {
	out := map[string]*Price{}
	for _, p := range o.Prices {
		if a := amount(p.Amount, decimals); a != nil {
			out[p.Class.String()] = &Price{Amount: *a, Unit: p.Unit.String()}
		}
	}
	return out
}
