package contracts_test

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts"
)

// A requester pays three burst jobs with cumulative vouchers; the provider checks each one and
// keeps only the best, which it would redeem with Client.Redeem. Terms come from
// Client.ChannelState in practice; stores are the nodes' pebble DBs.
func ExampleProviderChannel_Accept() {
	ctx := context.Background()
	requesterKey, _ := crypto.HexToECDSA("4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318")
	requester := crypto.PubkeyToAddress(requesterKey.PublicKey)
	provider := common.HexToAddress("0x00000000000000000000000000000000000000bb")
	domain := contracts.Domain{ChainID: big.NewInt(31337), Channels: common.HexToAddress("0x00000000000000000000000000000000000c4a77")}
	terms := contracts.ChannelTerms{
		ID:        contracts.ChannelID(requester, provider, [32]byte{1}),
		Requester: requester,
		Provider:  provider,
		Deposit:   big.NewInt(10_000_000), // 10 tUSD
		Expiry:    4_000_000_000,
		RedeemBy:  4_000_003_600,
	}
	payer, err := contracts.NewRequesterChannel(ctx, contracts.NewMemChannelStore(), domain, requesterKey, terms)
	if err != nil {
		panic(err)
	}
	payee, err := contracts.NewProviderChannel(ctx, contracts.NewMemChannelStore(), domain, terms)
	if err != nil {
		panic(err)
	}
	price := big.NewInt(50_000) // 0.05 tUSD per job
	var vouchers []*contracts.SignedVoucher
	for range 3 {
		sv, err := payer.Pay(ctx, price)
		if err != nil {
			panic(err)
		}
		delta, err := payee.Accept(ctx, sv, price)
		if err != nil {
			panic(err)
		}
		vouchers = append(vouchers, sv)
		fmt.Println("job paid", delta, "cumulative", sv.Amount, "sequence", sv.Sequence)
	}
	_, err = payee.Accept(ctx, vouchers[1], nil)
	fmt.Println("replayed voucher:", err != nil)
	fmt.Println("to redeem:", payee.Unredeemed(), "remaining deposit:", payer.Remaining())
	// Output:
	// job paid 50000 cumulative 50000 sequence 1
	// job paid 50000 cumulative 100000 sequence 2
	// job paid 50000 cumulative 150000 sequence 3
	// replayed voucher: true
	// to redeem: 150000 remaining deposit: 9850000
}
