package runner

import (
	"math/big"
	"slices"
	"time"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/provider/executor"
)

// JobFromSpec converts a job spec accepted under the given terms (deadline, price) into the
// runner's job with the given id. The provider's intake, its channel-paid burst jobs and the
// re-executor of the verification service all convert through it, so a re-run is the job its
// provider ran (same id, so the same wasm seed when the spec names none).
func JobFromSpec(id contracts.JobID, spec *jobspec.Job, deadline time.Time, price *big.Int) Job {
	j := Job{
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
		// across jobs, see the daemon's wireZK); the witness is an ordinary input.
		j.Module = spec.Circuit
	case jobspec.ExecutorContainer:
		// The image: an archive by CID (fetched and verified against image.id) or a registry
		// reference pinned to a digest. Placement's GPUs become executor.Job.Devices.
		if spec.Image != nil {
			j.Module, j.ImageArchive, j.ImageID = spec.Image.Ref, spec.Image.CID != "", spec.Image.ID
			if j.ImageArchive {
				j.Module = spec.Image.CID
			}
		}
		j.Entrypoint = slices.Clone(spec.Entrypoint)
		j.Egress = spec.Network == jobspec.NetworkEgress
	default:
		j.Module = spec.Command
	}
	for _, in := range spec.Inputs {
		j.Inputs = append(j.Inputs, Input{CID: in.Source.CID, Name: in.Name})
	}
	return j
}
