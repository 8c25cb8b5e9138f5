package provider

import (
	"cmp"
	"context"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"time"

	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/market/offers"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider/executor/container"
	"github.com/gpumesh/gpumesh/provider/gpu"
	"github.com/gpumesh/gpumesh/provider/intake"
	"github.com/prometheus/client_golang/prometheus"
)

// offersMetric registers the count of offers published.
func offersMetric(reg prometheus.Registerer) (prometheus.Counter, error) {
	c := prometheus.NewCounter(prometheus.CounterOpts{Name: "gpumesh_provider_offers_published_total",
		Help: "Signed offers published on /gpumesh/offers/1."})
	if err := reg.Register(c); err != nil {
		return nil, fmt.Errorf("register provider metrics: %w", err)
	}
	return c, nil
}

// offerGPUs groups the inventory into the offer's GPU list; a CPU node offers one "cpu" device.
func offerGPUs(devs []gpu.Device) []market.GPU {
	var out []market.GPU
	for _, dv := range devs {
		vendor := "nvidia"
		if dv.Kind != gpu.KindGPU {
			vendor = "cpu"
		}
		model := strings.Map(func(r rune) rune {
			if r <= ' ' || r > '~' {
				return '-'
			}
			return r
		}, strings.TrimSpace(dv.Model))
		if model == "" {
			model = vendor
		}
		var cc uint32
		if dv.ComputeCapability != "" {
			cc, _ = jobspec.ParseComputeCap(dv.ComputeCapability)
		}
		i := slices.IndexFunc(out, func(g market.GPU) bool { return g.Model == model && g.Vendor == vendor })
		if i >= 0 {
			out[i].Count++
			continue
		}
		out = append(out, market.GPU{Model: model, Vendor: vendor, Count: 1, VRAMMiB: dv.MemoryTotal >> 20, ComputeCap: cc})
	}
	return out
}

// offerExecutors lists the executors executor.enabled names, in that order: the container
// executor with its engine's version, and for the executors that run on the GPUs (exec,
// container) the driver and CUDA versions of the first GPU that reports them.
func offerExecutors(enabled []string, engine *container.Engine, devs []gpu.Device) []market.Executor {
	var driver, cuda string
	for _, dv := range devs {
		if dv.Kind == gpu.KindGPU && dv.DriverVersion != "" {
			driver, cuda = dv.DriverVersion, dv.CUDAVersion
			break
		}
	}
	out := make([]market.Executor, 0, len(enabled))
	for _, name := range enabled {
		if slices.ContainsFunc(out, func(e market.Executor) bool { return e.Name == name }) || len(out) == market.MaxExecutors {
			continue
		}
		e := market.Executor{Name: name}
		switch name {
		case "container":
			if engine != nil {
				e.Version = engine.Version
			}
			e.Driver, e.CUDA = driver, cuda
		case "exec":
			e.Driver, e.CUDA = driver, cuda
		}
		out = append(out, e)
	}
	return out
}

func (d *Daemon) publishOffer(ctx context.Context, rs *running, t *offers.Topic) error {
	now := time.Now()
	o := &market.Offer{
		Provider: rs.addr, PeerID: rs.node.ID().String(), GPUs: offerGPUs(rs.devices),
		BurstSlots: d.cfg.Offer.BurstHeadroom, Region: d.cfg.Offer.Region,
		Executors: offerExecutors(d.cfg.Executor.Enabled, rs.engine, rs.devices),
		Nonce:     uint64(now.UnixNano()), Expiry: uint64(now.Add(d.cfg.Offer.TTL.D()).Unix()),
	}
	for _, cl := range []market.Class{market.ClassBatch, market.ClassBurst, market.ClassZK} {
		if p := d.cfg.Price(cl); p != nil {
			o.Prices = append(o.Prices, market.ClassPrice{Class: cl, Unit: intake.PriceUnit(cl), Amount: new(big.Int).Set(p)})
		}
	}
	o.HotCIDs = OfferHotCIDs(ctx, rs.store)
	o.WarmCircuits = rs.circuits.warm()
	d.quoteCapacity(rs, t, o) // attested throughput + attestation (capacity.go)
	if err := o.Sign(rs.key, rs.domain); err != nil {
		return fmt.Errorf("sign offer: %w", err)
	}
	d.mu.Lock()
	rs.offer = o
	d.mu.Unlock()
	if err := t.Publish(ctx, o); err != nil {
		// No peers yet is normal for a lone node; the next refresh tries again.
		d.log.Info("offer not published", "err", err)
		return nil
	}
	if rs.offers != nil {
		rs.offers.Inc()
	}
	d.log.Debug("offer published", "nonce", o.Nonce, "expiry", o.Expiry)
	return nil
}

// Offer hot-CID bounds: the largest hot inputs (they save requesters the most bytes), then the
// most requested pinned roots, at most market.MaxCIDs in all.
const (
	offerHotInputs = 48
	offerHotPinned = 8
)

// OfferHotCIDs lists the content an offer advertises as held hot: the largest entries of the
// store's hot set (the inputs of jobs this provider accepted, runner.hot_inputs_mib), then the
// pinned roots most often requested, without repeats, at most market.MaxCIDs.
func OfferHotCIDs(ctx context.Context, s *content.Store) []string {
	hot := s.Hot()
	slices.SortStableFunc(hot, func(a, b content.HotEntry) int { return cmp.Compare(b.Size, a.Size) })
	var out []string
	seen := map[string]bool{}
	add := func(c string) {
		if !seen[c] && len(out) < market.MaxCIDs {
			seen[c] = true
			out = append(out, c)
		}
	}
	for _, e := range hot[:min(len(hot), offerHotInputs)] {
		add(e.CID.String())
	}
	if pinned, err := s.HotCIDs(ctx, offerHotPinned); err == nil {
		for _, p := range pinned {
			add(p.CID.String())
		}
	}
	return out
}

// hotBytes is content.Config.HotBytes for runner.hot_inputs_mib (-1: no hot set).
func hotBytes(mib int64) int64 {
	if mib < 0 {
		return -1
	}
	return mib << 20
}

// checkOfferDevices refuses a config whose offer cannot be signed with devs: more burst slots
// (offer.burst_headroom) than devices offered. Run checks it before registering or staking, so
// the mistake costs no transaction.
func checkOfferDevices(cfg *Config, devs []gpu.Device) error {
	var n uint32
	for _, g := range offerGPUs(devs) {
		n += g.Count
	}
	if h := cfg.Offer.BurstHeadroom; h > n {
		return cfgErr("offer.burst_headroom", h, fmt.Sprintf("reserve at most as many burst slots as devices offered (%d here)", n))
	}
	return nil
}
