package contracts_test

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts"
)

// A provider signs an acceptance for one escrow on one chain; the requester checks it before
// sending it to JobEscrow.openJob.
func ExampleAcceptance_Sign() {
	providerKey, _ := crypto.HexToECDSA("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")
	requester := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	a := &contracts.Acceptance{
		JobID:            contracts.NewJobID(requester), // the requester's address, then 12 random bytes
		Requester:        requester,
		Provider:         crypto.PubkeyToAddress(providerKey.PublicKey),
		SpecHash:         contracts.SpecHash([]byte("spec cid bytes")),
		Price:            big.NewInt(25_000_000), // 25 tUSD at 6 decimals
		Collateral:       big.NewInt(50_000_000),
		Deadline:         1_900_000_000,
		Class:            contracts.ClassBatch,
		SecretCommitment: contracts.CommitSecret([]byte("requester secret")),
		Expiry:           1_800_000_000,
	}
	domain := contracts.Domain{ChainID: big.NewInt(31337), Escrow: common.HexToAddress("0x00000000000000000000000000000000000e5c70")}
	sig, err := a.Sign(domain, providerKey)
	if err != nil {
		panic(err)
	}
	fmt.Println(len(sig), a.Verify(domain, sig))
	domain.ChainID = big.NewInt(1)
	fmt.Println(a.Verify(domain, sig) != nil)
	// Output:
	// 65 <nil>
	// true
}
