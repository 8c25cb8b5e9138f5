package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/urfave/cli/v3"

	"github.com/gpumesh/gpumesh/devnet"
)

// helloJobSpec is the spec `gpumesh job init` writes: a batch job running hello.wasm, every key
// commented. The module writes "hello from gpumesh" to its stdout, which comes back in the result.
const helloJobSpec = `# A batch job (gpumesh job init). Check it with: gpumesh job validate job.yaml
version: 1
class: batch                 # batch (auction), burst (one round trip, payment channel) or zk
module: ./hello.wasm         # a WASI module: a local path (added to the content store) or a CID
args: []                     # the module's argv after its name
outputs:
  encrypt: true              # the result is encrypted to your wallet key
resources:
  cpu: 1
  memory: 64MiB
  wall_time: 10s             # the run is killed after this
max_price: "0.001"           # the most you pay, in tokens per GPU-second (per device slot when gpus is 0)
deadline: 10m                # no result by then: you are refunded and the provider is slashed
verification: spot-check     # a share of jobs is re-run by another node
`

// newJobInitCommand is `gpumesh job init DIR`: a job to start from.
func newJobInitCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "init",
		Usage:     "write an example job to start from: DIR/job.yaml and the module it runs, DIR/hello.wasm",
		ArgsUsage: "DIR",
		Description: "The module is a minimal WASI program that prints \"hello from gpumesh\". More example specs\n" +
			"(burst, zk, exec on GPUs, containers) are in market/jobspec/testdata/examples/.",
		Action: func(ctx context.Context, cmd *cli.Command) error {
			if cmd.Args().Len() != 1 {
				return usageError("job init: give one directory to write the example into")
			}
			dir := cmd.Args().First()
			spec := filepath.Join(dir, "job.yaml")
			if _, err := os.Stat(spec); err == nil {
				return usageError("job init: %s exists; pick another directory", spec)
			} else if !errors.Is(err, os.ErrNotExist) {
				return usageError("job init: %v", err)
			}
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return usageError("job init: %v", err)
			}
			if err := os.WriteFile(filepath.Join(dir, "hello.wasm"), devnet.HelloModule(), 0o644); err != nil {
				return fmt.Errorf("job init: %w", err)
			}
			if err := os.WriteFile(spec, []byte(helloJobSpec), 0o644); err != nil {
				return fmt.Errorf("job init: %w", err)
			}
			e.printf("wrote %s and %s\nnext: gpumesh job validate %s, then gpumesh job submit %s --wait --out result\n",
				spec, filepath.Join(dir, "hello.wasm"), spec, spec)
			return nil
		},
	}
}
