package provider

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/verifier/capacity"
)

// Offers quote the inbox's attestation (throughput in MAC/s = half the attested ops/s); with
// none they claim nothing, unless a claim is configured (devnet's liar), which the market's
// book never credits without a matching attestation.
func TestQuoteAttestation(t *testing.T) {
	dom := contracts.Domain{ChainID: big.NewInt(1337), Registry: common.HexToAddress("0x00000000000000000000000000000000000000a1")}
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	self := common.HexToAddress("0x00000000000000000000000000000000000000b0")
	trust, err := capacity.NewTrust(capacity.TrustConfig{Domain: dom, Challengers: []common.Address{crypto.PubkeyToAddress(key.PublicKey)}, MaxAge: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	in, err := capacity.NewInbox(capacity.InboxConfig{Self: self, Trust: trust})
	if err != nil {
		t.Fatal(err)
	}
	cs := &capacityState{inbox: in}
	o := &market.Offer{Throughput: 123}
	cs.quoteAttestation(o)
	if o.Throughput != 123 || o.Attestation != nil {
		t.Fatalf("no attestation held: offer changed to %d %x", o.Throughput, o.Attestation)
	}

	// A real challenge answered through the inbox's target, attested by the trusted challenger.
	ch, err := capacity.NewChallenger(key, dom, capacity.ChallengerConfig{N: 64, Check: capacity.CheckParams{Rows: 16}})
	if err != nil {
		t.Fatal(err)
	}
	res, err := ch.Challenge(context.Background(), capacity.Node{Provider: self, Target: in.Target(capacity.NewLocalTarget(capacity.NewProver(capacity.NewCPUMultiplier())))})
	if err != nil || res.Err != nil {
		t.Fatal(err, res.Err)
	}
	if err := in.Accept(res.Attestation); err != nil {
		t.Fatal(err)
	}
	o = &market.Offer{}
	cs.quoteAttestation(o)
	macs, _, err := trust.Credit(self, o.Attestation, time.Now())
	if err != nil || o.Throughput != res.Attestation.OpsPerSecond/2 || macs != o.Throughput {
		t.Fatalf("quoted %d, credited %d (%v), attested %d ops/s", o.Throughput, macs, err, res.Attestation.OpsPerSecond)
	}

	cs.claim = 1e15
	o = &market.Offer{}
	cs.quoteAttestation(o)
	if o.Throughput != 1e15 || o.Attestation == nil {
		t.Fatalf("claim: %d", o.Throughput)
	}
	var none *capacityState
	none.quoteAttestation(o) // a daemon without capacity state leaves the offer alone
}
