package spotcheck_test

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/verifier/spotcheck"
)

func Example() {
	// The requester draws a secret and puts Commit(secret) into the escrow with the job.
	secret := spotcheck.Secret{1, 2, 3}
	commitment := spotcheck.Commit(secret)
	jobID := contracts.JobID(common.HexToHash("0x01"))

	// After the result is in it reveals the secret; anyone can check the draw.
	batch, _ := spotcheck.DefaultParams().For("batch")
	selected, err := spotcheck.Select(commitment, secret, jobID, batch.Probability())
	fmt.Println("p =", batch.Probability().RatString(), "selected:", selected, "err:", err)

	// A different secret does not open the commitment.
	_, err = spotcheck.Select(commitment, spotcheck.Secret{9}, jobID, big.NewRat(1, 2))
	fmt.Println(err != nil)
	// Output:
	// p = 1/12 selected: false err: <nil>
	// true
}
