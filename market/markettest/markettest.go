// Package markettest builds the market's signed messages (offers, proposals, acceptances) under a
// fixed test domain for nodes started by p2p/p2ptest, and wraps the real order book with what
// tests and benchmarks need to watch it.
package markettest

import (
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
)

// ChainID is the chain id of the test domain (the one p2ptest's nodes bind their wallets to).
const ChainID = p2ptest.ChainID

// Escrow is the test escrow address.
var Escrow = common.HexToAddress("0x00000000000000000000000000000000e5c20001")

// Domain returns the test EIP-712 domain.
func Domain() market.Domain {
	return market.Domain{ChainID: big.NewInt(ChainID), Escrow: Escrow}
}

// Offer returns an offer from p signed under Domain: one burst-capable A10 group at the given
// price per GPU-second, nonce and expiry.
func Offer(p *p2ptest.Peer, nonce uint64, price int64, expiry time.Time) (*market.Offer, error) {
	o := &market.Offer{
		Provider: p.Wallet,
		PeerID:   p.Node.ID().String(),
		GPUs:     []market.GPU{{Model: "A10", Vendor: "nvidia", Count: 2, VRAMMiB: 24576}},
		Prices: []market.ClassPrice{
			{Class: market.ClassBurst, Unit: market.PerGPUSecond, Amount: big.NewInt(price)},
			{Class: market.ClassBatch, Unit: market.PerGPUSecond, Amount: big.NewInt(price / 2)},
		},
		Throughput: 1 << 40,
		BurstSlots: 1,
		Nonce:      nonce,
		Expiry:     uint64(expiry.Unix()),
	}
	if err := o.Sign(p.Key, Domain()); err != nil {
		return nil, err
	}
	return o, nil
}

// SpecCID is a valid CIDv1 (raw, sha2-256 of "gpumesh test job spec") for proposals.
const SpecCID = "bafkreidy3n4drmpi5mldy2fj6yurrplqsjfagubgqk5xvpmlchomeugnnu"

// Proposal returns a burst proposal from requester req to provider wallet prov for job, signed
// under Domain, expiring at exp.
func Proposal(req *p2ptest.Peer, prov common.Address, job uint64, price int64, exp time.Time) (*market.Proposal, error) {
	var id contracts.JobID
	id[0] = 0x01
	for i := range 8 {
		id[31-i] = byte(job >> (8 * i))
	}
	p := &market.Proposal{
		JobID:            id,
		Requester:        req.Wallet,
		Provider:         prov,
		Class:            market.ClassBurst,
		SpecCID:          SpecCID,
		Price:            big.NewInt(price),
		Collateral:       big.NewInt(price / 10),
		Deadline:         uint64(exp.Add(time.Hour).Unix()),
		SecretCommitment: crypto.Keccak256Hash([]byte("secret"), id[:]),
		Expiry:           uint64(exp.Unix()),
	}
	if err := p.Sign(req.Key, Domain()); err != nil {
		return nil, err
	}
	return p, nil
}

// Accept signs the acceptance of p with prov's wallet, valid until exp.
func Accept(prov *p2ptest.Peer, p *market.Proposal, exp time.Time) (*market.Acceptance, error) {
	a := market.AcceptProposal(p, uint64(exp.Unix()))
	if err := a.Sign(prov.Key, Domain()); err != nil {
		return nil, err
	}
	return a, nil
}
