package jobspec_test

import (
	"fmt"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/market/jobspec"
)

func ExampleParse() {
	spec := `version: 1
class: batch
module: bafkreiasbfynqeudn4myrbrflb5embvfvur454y4q2comalxcvjfjd6gxe
max_price: "0.0005"   # tokens per GPU-second
resources:
  memory: 1GiB
  wall_time: 20m
`
	job, err := jobspec.Parse([]byte(spec), jobspec.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	req := job.Requirements()
	fmt.Println(job.Class, job.Executor, job.Verification, job.Deadline())
	fmt.Println("max price:", req.MaxPrice, "units per", job.PriceUnit, "; at most", job.MaxTotal(), "in all")
	c, _ := job.CID()
	// The hash an Acceptance carries: contracts.SpecHash(c.Bytes()).
	fmt.Printf("spec hash: %x\n", crypto.Keccak256(c.Bytes()))

	_, err = jobspec.Parse([]byte("version: 1\nclass: batch\nmodule: job.py\nmax_price: 1e-3\nresources: {vram: 24}\n"), jobspec.Options{})
	fmt.Println(err)
	// Output:
	// batch wasm spot-check 1h0m0s
	// max price: 500 units per gpu_second ; at most 600000 in all
	// spec hash: 9e2a67cb40861dfcd7519aa0a981b6ad9bcee36bca046c5d6837061f2a636202
	// 3 problems in job spec:
	//   line 3: module: "job.py" is neither a CID nor a .wasm file: give the module's CID, or a local path ending in .wasm
	//   line 4: max_price: "1e-3" uses an exponent: write a plain decimal token amount like "0.0005" (at most 6 decimal places)
	//   line 5: resources.vram: "24" has no unit: use a size per GPU like 24GiB
}
