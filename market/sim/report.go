package sim

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"

	"github.com/gpumesh/gpumesh/market"
)

func metricName(policy string) string { return strings.ReplaceAll(policy, "-", "") }

// Metrics returns the metrics: sim_alloc_ratio_vs_fgd and sim_alloc_ratio_vs_bestfit
// (market allocation rate at full arrived demand over FGD's and best-fit's), sim_alloc_bound
// (AllocBound) and sim_alloc_bound_ratio_vs_fgd,
// sim_burst_wait_p99_s (market, replay), sim_trace_ls_wait_p99_s (the production scheduler's),
// sim_runtime_s, and per policy sim_alloc_rate_<policy>, sim_unallocated_gpus_<policy>,
// sim_inflation_preemptions_<policy>, sim_inflation_evicted_<policy>,
// sim_util_mean_<policy>, sim_wait_p50_s_<class>_<policy> and sim_wait_p99_s_<class>_<policy>.
func (r *SimReport) Metrics() map[string]float64 {
	m := map[string]float64{
		"sim_runtime_s":           r.Runtime.Seconds(),
		"sim_trace_ls_wait_p50_s": r.TraceLSWait.P50,
		"sim_trace_ls_wait_p99_s": r.TraceLSWait.P99,
	}
	for _, res := range r.Results {
		n := metricName(res.Policy)
		m["sim_alloc_rate_"+n] = res.FinalAllocRate
		m["sim_unallocated_gpus_"+n] = res.UnallocatedGPUs
		m["sim_inflation_preemptions_"+n] = float64(res.InflationPreemptions)
		m["sim_inflation_evicted_"+n] = float64(res.InflationEvicted)
		if res.Replayed {
			m["sim_util_mean_"+n] = res.UtilMean
			m["sim_util_peak_"+n] = res.UtilPeak
			for cl, ws := range res.Waits {
				m[fmt.Sprintf("sim_wait_p50_s_%s_%s", cl, n)] = ws.P50
				m[fmt.Sprintf("sim_wait_p99_s_%s_%s", cl, n)] = ws.P99
			}
		}
	}
	m["sim_alloc_bound"] = r.AllocBound
	if f := r.Result(PolicyFGD); f != nil && f.FinalAllocRate > 0 {
		m["sim_alloc_bound_ratio_vs_fgd"] = r.AllocBound / f.FinalAllocRate
	}
	mk := r.Result(PolicyMarket)
	if mk != nil {
		if f := r.Result(PolicyFGD); f != nil && f.FinalAllocRate > 0 {
			m["sim_alloc_ratio_vs_fgd"] = mk.FinalAllocRate / f.FinalAllocRate
		}
		if b := r.Result(PolicyBestFit); b != nil && b.FinalAllocRate > 0 {
			m["sim_alloc_ratio_vs_bestfit"] = mk.FinalAllocRate / b.FinalAllocRate
		}
		if mk.Replayed {
			m["sim_burst_wait_p99_s"] = mk.Waits[market.ClassBurst].P99
			if f := r.Result(PolicyFGD); f != nil && f.Replayed && f.UtilMean > 0 {
				m["sim_util_ratio_vs_fgd"] = mk.UtilMean / f.UtilMean
			}
			if b := r.Result(PolicyBestFit); b != nil && b.Replayed && b.UtilMean > 0 {
				m["sim_util_ratio_vs_bestfit"] = mk.UtilMean / b.UtilMean
			}
		}
	}
	if r.Load > 0 {
		m["sim_load"] = r.Load
	}
	for _, sp := range r.Sweep {
		k := fmt.Sprintf("sim_sweep_%03.0f_", 100*sp.Load)
		n := metricName(sp.Policy)
		m[k+"util_"+n] = sp.UtilMean
		for cl, ws := range sp.Waits {
			m[fmt.Sprintf("%swait_p99_s_%s_%s", k, cl, n)] = ws.P99
		}
	}
	return m
}

// WriteTable writes the allocation curve, the end-of-inflation summary, the replay summary
// beside the trace's own waits, and the ratios of the market to FGD and best-fit.
func (r *SimReport) WriteTable(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
	pricing := "fragmentation + scarcity"
	if !r.Scarcity {
		pricing = "fragmentation only"
	}
	fmt.Fprintf(tw, "trace: %d nodes, %.0f GPUs, %d tasks, %d workload types; market quotes price %s; run time %.1f s\n\n",
		r.Nodes, r.CapacityGPUs, r.Tasks, r.WorkloadTypes, pricing, r.Runtime.Seconds())
	fmt.Fprintf(tw, "GPU allocation rate (%%) vs arrived demand (experiment 1, inflation)\n")
	fmt.Fprint(tw, "arrived\t")
	for _, res := range r.Results {
		fmt.Fprintf(tw, "%s\t", res.Policy)
	}
	fmt.Fprintln(tw)
	if len(r.Results) > 0 {
		for i, pt := range r.Results[0].Inflation {
			fmt.Fprintf(tw, "%.0f%%\t", 100*pt.Arrived)
			for _, res := range r.Results {
				if i < len(res.Inflation) {
					fmt.Fprintf(tw, "%.2f\t", 100*res.Inflation[i].AllocRate)
				} else {
					fmt.Fprint(tw, "-\t")
				}
			}
			fmt.Fprintln(tw)
		}
	}
	fmt.Fprint(tw, "unallocated GPUs\t")
	for _, res := range r.Results {
		fmt.Fprintf(tw, "%.1f\t", res.UnallocatedGPUs)
	}
	fmt.Fprint(tw, "\nfailed tasks\t")
	for _, res := range r.Results {
		fmt.Fprintf(tw, "%d\t", res.FailedTasks)
	}
	fmt.Fprint(tw, "\nmigrations\t")
	for _, res := range r.Results {
		fmt.Fprintf(tw, "%d\t", res.InflationMigrations)
	}
	fmt.Fprint(tw, "\npreemptions (not restarted)\t")
	for _, res := range r.Results {
		fmt.Fprintf(tw, "%d (%d)\t", res.InflationPreemptions, res.InflationEvicted)
	}
	fmt.Fprintf(tw, "\nno placement of the arrived tasks allocates more than %.2f%% (GPU-share slivers of one-GPU tasks above half a GPU)\n", 100*r.AllocBound)
	fmt.Fprintln(tw)
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(r.Results) > 0 && r.Results[0].Replayed {
		tw = tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
		if r.Load > 0 {
			fmt.Fprintf(tw, "\nload replay (experiment 2): offered GPU demand %.0f%% of capacity, steady-state start, %s measured\n", 100*r.Load, r.Horizon)
		} else {
			fmt.Fprintf(tw, "\nreplay with departures (experiment 2), arrival times / %g\n", r.TimeScale)
		}
		fmt.Fprint(tw, "policy\tutil mean %\tutil peak %\tburst P50 s\tburst P99 s\tbatch P50 s\tbatch P99 s\tnever started\tpreemptions\tmigrations\tpolicy run s\t\n")
		for _, res := range r.Results {
			b, bt := res.Waits[market.ClassBurst], res.Waits[market.ClassBatch]
			fmt.Fprintf(tw, "%s\t%.2f\t%.2f\t%.0f\t%.0f\t%.0f\t%.0f\t%d\t%d\t%d\t%.1f\t\n", res.Policy, 100*res.UtilMean, 100*res.UtilPeak, b.P50, b.P99, bt.P50, bt.P99,
				b.N-b.Started+bt.N-bt.Started, res.Preemptions, res.Migrations, res.Runtime.Seconds())
		}
		if r.Load == 0 {
			fmt.Fprintf(tw, "trace (LS, production)\t\t\t%.0f\t%.0f\t\t\t%d\t\t\t\t\n", r.TraceLSWait.P50, r.TraceLSWait.P99, r.TraceLSWait.N-r.TraceLSWait.Started)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	if len(r.Sweep) > 0 {
		tw = tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintf(tw, "\nload sweep (load replay, %s measured each)\n", r.Horizon)
		fmt.Fprint(tw, "load %\tpolicy\tutil mean %\tburst P50 s\tburst P99 s\tbatch P50 s\tbatch P99 s\tnot started\tmigrations\t\n")
		for _, sp := range r.Sweep {
			b, bt := sp.Waits[market.ClassBurst], sp.Waits[market.ClassBatch]
			fmt.Fprintf(tw, "%.0f\t%s\t%.2f\t%.0f\t%.0f\t%.0f\t%.0f\t%d\t%d\t\n", 100*sp.Load, sp.Policy, 100*sp.UtilMean, b.P50, b.P99, bt.P50, bt.P99, sp.Unstarted, sp.Migrations)
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	m := r.Metrics()
	fmt.Fprintln(w)
	for _, k := range []string{"sim_alloc_ratio_vs_fgd", "sim_alloc_ratio_vs_bestfit", "sim_util_ratio_vs_fgd", "sim_util_ratio_vs_bestfit", "sim_burst_wait_p99_s", "sim_trace_ls_wait_p99_s", "sim_runtime_s"} {
		if v, ok := m[k]; ok {
			fmt.Fprintf(w, "%s = %.4f\n", k, v)
		}
	}
	if r.PlotPath != "" {
		fmt.Fprintf(w, "plot: %s\n", r.PlotPath)
		if len(r.Results) > 0 && r.Results[0].Replayed {
			fmt.Fprintf(w, "replay plot: %s\n", ReplayPlotPath(r.PlotPath))
		}
	}
	return nil
}

// writePlot draws allocation rate versus arrived demand, one line per policy.
func (r *SimReport) writePlot(path string) error {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("GPU allocation under workload inflation (%d nodes, %.0f GPUs)", r.Nodes, r.CapacityGPUs)
	p.X.Label.Text = "arrived GPU demand (% of capacity)"
	p.Y.Label.Text = "GPU allocation rate (%)"
	p.Legend.Top = true
	p.Legend.Left = true
	p.Add(plotter.NewGrid())
	for i, res := range r.Results {
		xys := make(plotter.XYs, 0, len(res.Inflation)+1)
		xys = append(xys, plotter.XY{})
		for _, pt := range res.Inflation {
			xys = append(xys, plotter.XY{X: 100 * pt.Arrived, Y: 100 * pt.AllocRate})
		}
		l, err := plotter.NewLine(xys)
		if err != nil {
			return fmt.Errorf("sim: plot %s: %w", res.Policy, err)
		}
		l.Color = plotutil.Color(i)
		l.Dashes = plotutil.Dashes(i)
		l.Width = vg.Points(1.5)
		p.Add(l)
		p.Legend.Add(res.Policy, l)
	}
	if err := p.Save(9*vg.Inch, 6*vg.Inch, path); err != nil {
		return fmt.Errorf("sim: write plot %s: %w", path, err)
	}
	if len(r.Results) == 0 || !r.Results[0].Replayed {
		return nil
	}
	// The replay: GPU utilisation over time, one line per policy.
	p = plot.New()
	p.Title.Text = "GPU utilisation during the replay"
	if r.Load > 0 {
		p.Title.Text = fmt.Sprintf("GPU utilisation at offered load %.0f%% (load replay)", 100*r.Load)
	}
	p.X.Label.Text = "time (h)"
	p.Y.Label.Text = "GPU utilisation (%)"
	p.Legend.Top = true
	p.Add(plotter.NewGrid())
	for i, res := range r.Results {
		xys := make(plotter.XYs, 0, len(res.UtilSeries))
		for _, u := range res.UtilSeries {
			xys = append(xys, plotter.XY{X: float64(u.Time) / 3600, Y: 100 * u.Util})
		}
		if len(xys) == 0 {
			continue
		}
		l, err := plotter.NewLine(xys)
		if err != nil {
			return fmt.Errorf("sim: plot replay %s: %w", res.Policy, err)
		}
		l.Color = plotutil.Color(i)
		l.Dashes = plotutil.Dashes(i)
		l.Width = vg.Points(1.5)
		p.Add(l)
		p.Legend.Add(res.Policy, l)
	}
	rp := ReplayPlotPath(path)
	if err := p.Save(9*vg.Inch, 6*vg.Inch, rp); err != nil {
		return fmt.Errorf("sim: write plot %s: %w", rp, err)
	}
	return nil
}

// ReplayPlotPath is where the replay's utilisation plot goes beside the allocation plot at path.
func ReplayPlotPath(path string) string { return strings.TrimSuffix(path, ".png") + "-replay.png" }
