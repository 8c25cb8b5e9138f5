package e2ebench

import (
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"syscall"
	"text/tabwriter"
	"time"

	"github.com/gpumesh/gpumesh/market/requester"
)

// The per-phase breakdown of the concurrent burst run: each channel-paid job's record carries
// its trace (market/requester trace.go): the SDK's own steps, timed by the requester, and the
// provider's, as the provider reported them with the result (informational, never trusted).
// "other" is what the SDK's steps leave unexplained of a job's submit -> result latency (the
// final record write, the bench's goroutine). CPU is the whole process's (chain, providers and
// requester share it), over the run's wall time.

// phaseKey names a phase of one side.
type phaseKey struct{ by, name string }

// PhaseStats is one phase over the run's jobs (a job without the phase counts it as 0).
type PhaseStats struct {
	By, Name       string
	P50, P99, Mean time.Duration
	JobsWithPhase  int
}

// Breakdown is the per-phase latency of a burst run.
type Breakdown struct {
	Phases []PhaseStats
	// CPU is the process's user+system CPU time during the run; Wall the run's wall time.
	CPU, Wall time.Duration
	Jobs      int
	// IdleCores is the process's CPU, in cores, while no job ran (gossip, offer refreshes,
	// chain polling, pebble housekeeping): the part of CPU that grows with time, not with jobs.
	IdleCores float64
}

// BusyCPUPerJob is CPUPerJob less the idle CPU over the run's wall time: the CPU the jobs
// themselves cost.
func (b *Breakdown) BusyCPUPerJob() time.Duration {
	if b.Jobs == 0 {
		return 0
	}
	idle := time.Duration(b.IdleCores * float64(b.Wall))
	return max(b.CPU-idle, 0) / time.Duration(b.Jobs)
}

// CPUPerJob is the process's CPU time per job of the run.
func (b *Breakdown) CPUPerJob() time.Duration {
	if b.Jobs == 0 {
		return 0
	}
	return b.CPU / time.Duration(b.Jobs)
}

// Cores is the CPU the run used, in cores (CPU time over wall time).
func (b *Breakdown) Cores() float64 {
	if b.Wall <= 0 {
		return 0
	}
	return b.CPU.Seconds() / b.Wall.Seconds()
}

// processCPU is this process's user + system CPU time so far.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// breakdown sums each job's phases by name (a phase repeated in a job, as after a provider
// refused, adds up) and takes P50, P99 and the mean of each over the jobs.
func breakdown(traces [][]requester.TracePhase, latencies []time.Duration) []PhaseStats {
	per := map[phaseKey][]time.Duration{}
	var order []phaseKey
	for i, tr := range traces {
		sums := map[phaseKey]time.Duration{}
		var sdk time.Duration
		for _, p := range tr {
			k := phaseKey{p.By, p.Name}
			if _, ok := per[k]; !ok {
				per[k] = nil
				order = append(order, k)
			}
			sums[k] += p.Duration
			if p.By == requester.TraceSDK {
				sdk += p.Duration
			}
		}
		for k, d := range sums {
			per[k] = append(per[k], d)
		}
		other := phaseKey{requester.TraceSDK, "other"}
		per[other] = append(per[other], max(latencies[i]-sdk, 0))
	}
	order = append(order, phaseKey{requester.TraceSDK, "other"})
	out := make([]PhaseStats, 0, len(order))
	for _, k := range order {
		ds := per[k]
		st := PhaseStats{By: k.by, Name: k.name, JobsWithPhase: len(ds)}
		for len(ds) < len(traces) {
			ds = append(ds, 0)
		}
		st.P50, st.P99, st.Mean = pctOf(ds, 0.5), pctOf(ds, 0.99), meanOf(ds)
		out = append(out, st)
	}
	// SDK phases first, in the order they happen; the provider's after, in theirs.
	sort.SliceStable(out, func(i, j int) bool { return out[i].By == requester.TraceSDK && out[j].By != requester.TraceSDK })
	return out
}

func pctOf(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	l := slices.Clone(ds)
	slices.Sort(l)
	i := int(math.Ceil(p*float64(len(l)))) - 1
	return l[max(i, 0)]
}

func meanOf(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	var t time.Duration
	for _, d := range ds {
		t += d
	}
	return t / time.Duration(len(ds))
}

// metrics adds burst_phase_<by>_<name>_{p50,p99,mean}_ms and the run's CPU figures to m.
func (b *Breakdown) metrics(m map[string]float64) {
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	for _, p := range b.Phases {
		pre := fmt.Sprintf("burst_phase_%s_%s_", p.By, p.Name)
		m[pre+"p50_ms"], m[pre+"p99_ms"], m[pre+"mean_ms"] = ms(p.P50), ms(p.P99), ms(p.Mean)
	}
	m["burst_cpu_ms_per_job"] = ms(b.CPUPerJob())
	m["burst_cpu_cores"] = b.Cores()
	m["burst_idle_cpu_cores"] = b.IdleCores
	m["burst_busy_cpu_ms_per_job"] = ms(b.BusyCPUPerJob())
}

// writeTable prints the breakdown.
func (b *Breakdown) writeTable(w io.Writer, title string) error {
	if _, err := fmt.Fprintf(w, "\n%s: per-phase latency (provider phases as the provider reports them; they run inside the SDK's propose and result_wait)\n", title); err != nil {
		return err
	}
	tw := tabwriter.NewWriter(w, 2, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "by\tphase\tjobs\tp50 ms\tp99 ms\tmean ms\t\n")
	for _, p := range b.Phases {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%.1f\t%.1f\t%.1f\t\n", p.By, p.Name, p.JobsWithPhase,
			float64(p.P50)/1e6, float64(p.P99)/1e6, float64(p.Mean)/1e6)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "CPU (whole process: chain, providers, requester): %.1f ms per job, %.2f cores busy over the run's %s;\n"+
		"  idle, the process uses %.2f cores: %.1f ms per job beyond that.\n",
		float64(b.CPUPerJob())/1e6, b.Cores(), b.Wall.Round(time.Millisecond), b.IdleCores, float64(b.BusyCPUPerJob())/1e6)
	return err
}
