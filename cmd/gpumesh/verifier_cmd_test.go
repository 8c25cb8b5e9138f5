package main

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/verifier"
	"github.com/gpumesh/gpumesh/verifier/capacity"
)

// `gpumesh verifier challenge` challenges a provider's capacity server over libp2p with the
// wallet as challenger and hands it the attestation, which the provider's inbox keeps; a provider
// that skips rows fails with exit 1 and gets nothing.
func TestVerifierChallenge(t *testing.T) {
	dir := t.TempDir()
	pw := writeFile(t, dir, "pw", "pw\n", 0o600)
	code, out, errOut := gpumesh(t, "--data-dir", dir, "--json", "wallet", "--lightkdf", "--password-file", pw, "new")
	if code != exitOK {
		t.Fatalf("wallet new: %d %s", code, errOut)
	}
	var acc accountJSON
	if err := json.Unmarshal([]byte(out), &acc); err != nil {
		t.Fatal(err)
	}
	challenger := common.HexToAddress(acc.Address)
	dep := &contracts.Deployment{ChainID: big.NewInt(1337), Registry: common.HexToAddress("0x00000000000000000000000000000000000000a1"),
		Escrow: common.HexToAddress("0x00000000000000000000000000000000000000a2")}
	if err := devnet.WriteRecord(dir, &devnet.Record{ChainID: 1337, HTTP: "http://127.0.0.1:1", Deployment: dep}); err != nil { // no chain is dialled
		t.Fatal(err)
	}
	trust, err := capacity.NewTrust(capacity.TrustConfig{Domain: verifier.Domain{ChainID: dep.ChainID, Contract: dep.Registry}, Challengers: []common.Address{challenger}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		target capacity.Target
		code   int
	}{
		{"honest", capacity.NewLocalTarget(capacity.NewProver(capacity.NewCPUMultiplier())), exitOK},
		{"skips rows", capacity.NewFaultyTarget(capacity.NewCPUMultiplier(), capacity.FaultSkipHalf), exitFailure},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
			if err != nil {
				t.Fatal(err)
			}
			defer h.Close()
			prov := common.HexToAddress("0x00000000000000000000000000000000000000b0")
			in, err := capacity.NewInbox(capacity.InboxConfig{Self: prov, Trust: trust})
			if err != nil {
				t.Fatal(err)
			}
			capacity.NewServer(in.Target(tc.target), capacity.ServerConfig{}).Register(h)
			in.Register(h)
			addrs, _ := peer.AddrInfoToP2pAddrs(&peer.AddrInfo{ID: h.ID(), Addrs: h.Addrs()})
			code, out, errOut := gpumesh(t, "--data-dir", dir, "--json", "verifier", "challenge", "--peer", addrs[0].String(),
				"--provider", prov.Hex(), "--n", "128", "--rows", "32", "--lightkdf", "--password-file", pw, "--deployment", dir)
			if code != tc.code {
				t.Fatalf("exit %d, want %d: %s %s", code, tc.code, out, errOut)
			}
			var o capacity.Outcome
			if err := json.NewDecoder(strings.NewReader(out)).Decode(&o); err != nil {
				t.Fatalf("output %q: %v", out, err)
			}
			a, _ := in.Latest()
			if tc.code == exitOK {
				if !o.Passed || !o.Delivered || a == nil || trust.Check(prov, a, time.Now()) != nil {
					t.Fatalf("outcome %+v, held %+v", o, a)
				}
			} else if o.Passed || a != nil || !strings.Contains(errOut, "wrong entry") {
				t.Fatalf("outcome %+v, held %+v, stderr %s", o, a, errOut)
			}
		})
	}
}
