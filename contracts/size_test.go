package contracts

import "testing"

// EIP170CodeSizeLimit is the most runtime code a contract may have (EIP-170).
const eip170CodeSizeLimit = 24_576

// TestEscrowCodeSize keeps the deployed escrow under EIP-170 (a deployment over it fails on
// mainnet-like chains). The size is logged so that growth is visible in test output.
func TestEscrowCodeSize(t *testing.T) {
	f := newFixture(t)
	for name, addr := range map[string][20]byte{"JobEscrow": f.d.Escrow, "ProviderRegistry": f.d.Registry, "PaymentChannel": f.d.Channels} {
		code, err := f.chain.client.CodeAt(f.ctx, addr, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d bytes of runtime code (EIP-170 limit %d, %.0f%%)", name, len(code), eip170CodeSizeLimit, 100*float64(len(code))/eip170CodeSizeLimit)
		if len(code) == 0 || len(code) > eip170CodeSizeLimit {
			t.Errorf("%s runtime code is %d bytes, limit %d", name, len(code), eip170CodeSizeLimit)
		}
	}
}
