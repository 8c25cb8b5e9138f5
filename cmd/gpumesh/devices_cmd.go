package main

import (
	"context"
	"fmt"

	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/provider/gpu"
)

type devicesOutput struct {
	Source  string       `json:"source"`           // "nvml" or "cpu"
	Reason  string       `json:"reason,omitempty"` // why the CPU is offered instead of GPUs
	Devices []gpu.Device `json:"devices"`
}

// newDevicesCommand lists the compute devices this node would offer: NVIDIA GPUs through NVML,
// or, without a driver, the CPU with the reason.
func newDevicesCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "devices",
		Usage: "list the GPUs (or, without an NVIDIA driver, the CPU) this node would offer",
		Action: func(ctx context.Context, cmd *cli.Command) error {
			inv, devs, reason, err := gpu.Detect(ctx, e.logger)
			if err != nil {
				return err
			}
			if c, ok := inv.(interface{ Close() error }); ok {
				defer c.Close()
			}
			out := devicesOutput{Source: "nvml", Devices: devs}
			if reason != nil {
				out.Source, out.Reason = "cpu", reason.Error()
			}
			if e.jsonOut {
				return e.printJSON(out)
			}
			if reason != nil {
				e.printf("%v; offering the CPU\n", reason)
			}
			for _, d := range devs {
				switch d.Kind {
				case gpu.KindGPU:
					mig := ""
					if d.MIGEnabled {
						mig = fmt.Sprintf(" MIG x%d", len(d.MIG))
					}
					e.printf("gpu %d  %s  %s  %s/%s free  cc %s  driver %s  CUDA %s  pci %s  nvlinks %d%s\n",
						d.Index, d.UUID, d.Model, gib(d.MemoryFree), gib(d.MemoryTotal), d.ComputeCapability,
						d.DriverVersion, d.CUDAVersion, d.PCIBusID, len(d.NVLinks), mig)
				default:
					e.printf("cpu    %s  %s  %d cores  %s/%s free\n", d.UUID, d.Model, d.Cores, gib(d.MemoryFree), gib(d.MemoryTotal))
				}
			}
			return nil
		},
	}
}

func gib(b uint64) string { return fmt.Sprintf("%.1f GiB", float64(b)/(1<<30)) }
