package provider

import (
	"math/big"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/provider/executor"
	"github.com/gpumesh/gpumesh/provider/gpu"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// RunnerJob converts a job spec accepted under the given terms into the runner's job.
func RunnerJob(id string, spec *jobspec.Job, deadline time.Time, price *big.Int) runner.Job {
	j := runner.Job{
		ID: id, Class: spec.Class, Executor: spec.Executor, Args: slices.Clone(spec.Args), Env: spec.Env,
		Limits:   executor.Limits{MemoryBytes: spec.Resources.MemoryBytes, WallTime: spec.WallTime()},
		GPUs:     int(spec.Resources.GPUs),
		VRAMMiB:  spec.Resources.VRAMMiB,
		Deadline: deadline, Price: price, Seed: spec.Seed,
	}
	switch spec.Executor {
	case jobspec.ExecutorWasm:
		if spec.Module != nil {
			j.Module = spec.Module.CID
		}
	case jobspec.ExecutorZK:
		// The zk executor loads the circuit package by CID through its registry (kept decoded
		// across jobs, see wireZK); the witness is an ordinary input.
		j.Module = spec.Circuit
	default:
		j.Module = spec.Command
	}
	for _, in := range spec.Inputs {
		j.Inputs = append(j.Inputs, runner.Input{CID: in.Source.CID, Name: in.Name})
	}
	return j
}

// AssignDevices picks n GPUs for a job: the least loaded by unfinished jobs (fewest jobs
// pinned to them in records), ties broken by index. It returns NVML indices as strings (what
// CUDA_VISIBLE_DEVICES takes), nil when the node has fewer than n GPUs.
//
// Deprecated: the runner places a job with Job.GPUs > 0 on devices when it runs (bin-packing by
// VRAM, burst headroom, preemption) and ignores Job.Devices for it; see RunnerDevices.
func AssignDevices(devs []gpu.Device, recs []runner.Record, n int) []string {
	load := map[string]int{}
	for _, r := range recs {
		if r.State.Final() {
			continue
		}
		for _, d := range r.Job.Devices {
			load[d]++
		}
	}
	var gpus []string
	for _, d := range devs {
		if d.Kind == gpu.KindGPU {
			gpus = append(gpus, strconv.Itoa(d.Index))
		}
	}
	if len(gpus) < n {
		return nil
	}
	slices.SortStableFunc(gpus, func(a, b string) int { return load[a] - load[b] })
	return gpus[:n]
}

// RunnerDevices are the inventory's GPUs as the runner places jobs on them.
func RunnerDevices(devs []gpu.Device) []runner.Device {
	var out []runner.Device
	for _, d := range devs {
		if d.Kind == gpu.KindGPU {
			out = append(out, runner.Device{ID: strconv.Itoa(d.Index), Model: d.Model, VRAMMiB: d.MemoryTotal >> 20})
		}
	}
	return out
}

// shortErr trims an error for a decline message.
func shortErr(err error) string {
	s := err.Error()
	if len(s) > 300 {
		s = s[:300]
	}
	return strings.TrimSpace(s)
}
