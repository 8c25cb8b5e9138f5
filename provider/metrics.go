package provider

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/provider/gpu"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// The daemon's own metric families (the services it starts export theirs: runner, intake,
// channels, content, gossip, device inventory). Money is counted from *big.Int amounts and
// exported as float64 in the unit the name says (token base units, wei): exact up to 2^53 units.
//
//	gpumesh_provider_gas_used_total{class,op}          gas of settlement transactions (op: submit,
//	                                                   proof, claim, abandon)
//	gpumesh_provider_gas_cost_wei_total{class}         gas used x effective gas price, in wei
//	gpumesh_provider_stake_token_units{state}          registry stake read at scrape time: bonded
//	                                                   (locked included), locked, free, unbonding
//	gpumesh_provider_chain_read_up                     1 if the scrape's stake read succeeded
//	gpumesh_provider_device_allocated_idle_seconds_total{device}  allocated device-seconds whose
//	                                                   utilization sample was below
//	                                                   metrics.idle_below_percent (measured only)
//
// device is the NVML index (as placed_gpu_milli's and the runner's
// gpumesh_provider_device_allocated_seconds_total, device="cpu" there for CPU slots). GPU use
// attributed to the jobs holding the devices, by class: see jobGPUMeter (metrics_jobgpu.go).
// Plus the standard Go and process collectors.

// registerStandard registers the Go runtime and process collectors on reg; a registry that
// already has them (a daemon restarted on the same registry) is left as it is.
func registerStandard(reg prometheus.Registerer) error {
	for _, c := range []prometheus.Collector{
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
	} {
		if err := reg.Register(c); err != nil {
			var are prometheus.AlreadyRegisteredError
			if !errors.As(err, &are) {
				return err
			}
		}
	}
	return nil
}

func registerAll(reg prometheus.Registerer, cs ...prometheus.Collector) error {
	for _, c := range cs {
		if err := reg.Register(c); err != nil {
			return fmt.Errorf("register provider metrics: %w", err)
		}
	}
	return nil
}

func unregisterAll(reg prometheus.Registerer, cs ...prometheus.Collector) {
	for _, c := range cs {
		reg.Unregister(c)
	}
}

// gasMetrics counts the gas of the settlement transactions by job class.
type gasMetrics struct {
	used *prometheus.CounterVec
	cost *prometheus.CounterVec
	// classOf names a job's class (the runner's record); "unknown" when it has none.
	classOf func(contracts.JobID) string
}

func newGasMetrics(classOf func(contracts.JobID) string) *gasMetrics {
	return &gasMetrics{
		classOf: classOf,
		used: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "gpumesh_provider_gas_used_total",
			Help: "Gas used by the provider's settlement transactions, by job class and operation (submit, proof, claim, claim_many: a job's share of a batch claim, abandon)."},
			[]string{"class", "op"}),
		cost: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "gpumesh_provider_gas_cost_wei_total",
			Help: "Gas paid for settlement transactions (gas used x effective gas price), in wei, by job class (float64: exact up to 2^53 wei)."},
			[]string{"class"}),
	}
}

func (g *gasMetrics) collectors() []prometheus.Collector {
	return []prometheus.Collector{g.used, g.cost}
}

// receipt is a settle.ReceiptFunc.
func (g *gasMetrics) receipt(id contracts.JobID, op string, r *types.Receipt) {
	class := g.classOf(id)
	g.used.WithLabelValues(class, op).Add(float64(r.GasUsed))
	if r.EffectiveGasPrice != nil {
		wei := new(big.Int).Mul(new(big.Int).SetUint64(r.GasUsed), r.EffectiveGasPrice)
		g.cost.WithLabelValues(class).Add(bigFloat(wei))
	}
}

// classOfRunner reads a job's class from the runner's record. Classes are the runner's bounded
// set (Config.Slots keys); a job the runner does not know is "unknown".
func classOfRunner(r *runner.Runner) func(contracts.JobID) string {
	return func(id contracts.JobID) string {
		if rec, err := r.Get(id); err == nil && rec.Job.Class != "" {
			return rec.Job.Class
		}
		return "unknown"
	}
}

// classOfRunnerID is classOfRunner for a job id in its string form (placement lists them so);
// an id that does not parse is "unknown".
func classOfRunnerID(r *runner.Runner) func(string) string {
	classOf := classOfRunner(r)
	return func(s string) string {
		id, err := contracts.ParseJobID(s)
		if err != nil {
			return "unknown"
		}
		return classOf(id)
	}
}

// bigFloat is v as a float64 (exact up to 2^53), for a counter whose unit the name gives.
func bigFloat(v *big.Int) float64 {
	f, _ := new(big.Float).SetInt(v).Float64()
	return f
}

// stakeReader reads a provider's registry stake (contracts.Client fits).
type stakeReader interface {
	StakeOf(ctx context.Context, provider common.Address) (*contracts.StakeInfo, error)
}

// stakeCollector exports the provider's stake and locked collateral, read from the registry at
// scrape time (the chain is the source of truth; the daemon keeps no copy that could go stale).
// A failed read (chain down, daemon shutting down) exports chain_read_up 0 and no stake.
type stakeCollector struct {
	chain   stakeReader
	addr    common.Address
	log     *slog.Logger
	timeout time.Duration

	stake, up *prometheus.Desc
}

func newStakeCollector(chain stakeReader, addr common.Address, log *slog.Logger) *stakeCollector {
	return &stakeCollector{
		chain: chain, addr: addr, log: log, timeout: 3 * time.Second,
		stake: prometheus.NewDesc("gpumesh_provider_stake_token_units",
			"Registry stake in token base units, by state: bonded (locked included), locked (job collateral), free, unbonding (float64: exact up to 2^53).",
			[]string{"state"}, nil),
		up: prometheus.NewDesc("gpumesh_provider_chain_read_up", "1 if this scrape's stake read from the chain succeeded.", nil, nil),
	}
}

// Describe implements prometheus.Collector.
func (c *stakeCollector) Describe(ch chan<- *prometheus.Desc) { ch <- c.stake; ch <- c.up }

// Collect implements prometheus.Collector.
func (c *stakeCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), c.timeout)
	defer cancel()
	info, err := c.chain.StakeOf(ctx, c.addr)
	if err != nil || info == nil {
		c.log.Warn("stake read for metrics failed", "err", err)
		ch <- prometheus.MustNewConstMetric(c.up, prometheus.GaugeValue, 0)
		return
	}
	ch <- prometheus.MustNewConstMetric(c.up, prometheus.GaugeValue, 1)
	for _, s := range []struct {
		state string
		v     *big.Int
	}{{"bonded", info.Stake}, {"locked", info.Locked}, {"free", info.Free}, {"unbonding", info.Unbonding}} {
		if s.v != nil {
			ch <- prometheus.MustNewConstMetric(c.stake, prometheus.GaugeValue, bigFloat(s.v), s.state)
		}
	}
}

// idleMeter counts allocated-but-idle GPU-seconds: at each sample it reads the runner's
// placement (the share of each GPU held by placed runs) and the inventory's utilization, and adds
// the time since the previous sample, weighted by the share held, for each device whose
// utilization was measured below idleBelow percent. Utilization has no event to wait on, so it
// is sampled (metrics.idle_sample); the allocation itself is integrated exactly by the runner
// (gpumesh_provider_device_allocated_seconds_total).
type idleMeter struct {
	usage     func() runner.Usage
	inv       gpu.Inventory
	idleBelow uint32
	log       *slog.Logger

	mu   sync.Mutex // guards last
	last time.Time
	idle *prometheus.CounterVec
}

func newIdleMeter(usage func() runner.Usage, inv gpu.Inventory, idleBelow uint32, log *slog.Logger) *idleMeter {
	return &idleMeter{
		usage: usage, inv: inv, idleBelow: idleBelow, log: log,
		idle: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "gpumesh_provider_device_allocated_idle_seconds_total",
			Help: "Allocated device-seconds whose utilization sample was below metrics.idle_below_percent, by device (as in gpumesh_provider_device_allocated_seconds_total); unmeasured devices (the CPU) count none."},
			[]string{"device"}),
	}
}

func (m *idleMeter) collectors() []prometheus.Collector { return []prometheus.Collector{m.idle} }

// sample adds the interval since the previous sample (none for the first) at the state read now.
func (m *idleMeter) sample(ctx context.Context, now time.Time) {
	m.mu.Lock()
	defer m.mu.Unlock()
	prev := m.last
	m.last = now
	u := m.usage()
	util := map[string]gpu.Utilization{}
	if devs, err := m.inv.Devices(ctx); err != nil {
		m.log.Warn("device utilization read failed; no idle time counted", "err", err)
	} else {
		for _, d := range devs {
			if d.Kind == gpu.KindGPU {
				util[strconv.Itoa(d.Index)] = d.Utilization
			}
		}
	}
	m.idle.WithLabelValues(runner.CPUDevice) // unmeasured, present at 0 next to its allocation
	for _, d := range u.GPUs {
		idle := m.idle.WithLabelValues(d.ID) // every device has a series, from 0
		if prev.IsZero() || d.UsedMilli <= 0 || !now.After(prev) {
			continue
		}
		if s, ok := util[d.ID]; ok && s.Valid && s.GPU < m.idleBelow {
			idle.Add(now.Sub(prev).Seconds() * float64(d.UsedMilli) / 1000)
		}
	}
}

// run samples every interval until ctx ends.
func (m *idleMeter) run(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	m.sample(ctx, time.Now())
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-t.C:
			m.sample(ctx, now)
		}
	}
}
