package contracts_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet/chain"
	"github.com/gpumesh/gpumesh/verifier/dispute"
)

// TestVerdictDigestMatchesVerifierPackage checks that a verdict signed by the off-chain side
// (verifier/dispute, domain "gpumesh"/"1" with the escrow as verifying contract) hashes to the
// digest the escrow checks, and that the outcome values agree. It is an external test because
// verifier/dispute imports this package.
func TestVerdictDigestMatchesVerifierPackage(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	alloc := types.GenesisAlloc{crypto.PubkeyToAddress(key.PublicKey): {Balance: new(big.Int).Lsh(big.NewInt(1), 90)}}
	sim := simulated.NewBackend(alloc, func(_ *node.Config, c *ethconfig.Config) {
		c.Genesis.Config = chain.MainnetLikeConfig(big.NewInt(chain.DefaultChainID))
	})
	defer sim.Close()
	d, err := contracts.Deploy(ctx, sim.Client(), key, contracts.DeployConfig{Mine: func() { sim.Commit() }})
	if err != nil {
		t.Fatal(err)
	}
	c := contracts.NewClient(sim.Client(), d)

	if uint8(dispute.ProviderFault) != contracts.OutcomeProviderFault || uint8(dispute.ProviderRight) != contracts.OutcomeProviderRight || uint8(dispute.Void) != contracts.OutcomeVoid {
		t.Fatal("outcome values differ between verifier/dispute and the escrow")
	}
	for _, o := range []dispute.Outcome{dispute.ProviderFault, dispute.ProviderRight} {
		vkey, _ := crypto.GenerateKey()
		gv := dispute.Verdict{
			DisputeID: common.HexToHash("0xd15b"), JobID: contracts.JobID(common.HexToHash("0x10b")), Outcome: o,
			ResultHash: crypto.Keccak256Hash([]byte("re-run result")), IssuedAt: 1_800_000_000,
		}
		if err := gv.Sign(vkey, d.Domain()); err != nil {
			t.Fatal(err)
		}
		want, err := gv.Digest(d.Domain())
		if err != nil {
			t.Fatal(err)
		}
		v := contracts.Verdict{DisputeID: gv.DisputeID, JobID: gv.JobID, Outcome: uint8(gv.Outcome),
			ResultHash: gv.ResultHash, Verifier: gv.Verifier, IssuedAt: gv.IssuedAt, Signature: gv.Signature}
		got, err := c.VerdictDigest(ctx, &v)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("%s: escrow digest %x, verifier/dispute %x", o, got, want)
		}
		goDigest, err := v.Digest(d.Domain())
		if err != nil || goDigest != want {
			t.Fatalf("%s: contracts.Verdict.Digest %x (%v), want %x", o, goDigest, err, want)
		}
	}
}
