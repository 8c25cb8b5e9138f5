package main

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/devnet"
	"github.com/gpumesh/gpumesh/market/markettest"
	"github.com/gpumesh/gpumesh/market/offers"
	"github.com/gpumesh/gpumesh/p2p/p2ptest"
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
	trust, err := capacity.NewTrust(capacity.TrustConfig{Domain: dep.Domain(), Challengers: []common.Address{challenger}})
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
			peers, err := p2ptest.StartPeers(context.Background(), 1, p2ptest.Options{TCPOnly: true})
			if err != nil {
				t.Fatal(err)
			}
			defer p2ptest.ClosePeers(peers)
			prov := peers[0].Wallet // the challenger attests the wallet the provider's peer is bound to
			in, err := capacity.NewInbox(capacity.InboxConfig{Self: prov, Trust: trust})
			if err != nil {
				t.Fatal(err)
			}
			if err := capacity.NewServer(in.Target(tc.target), capacity.ServerConfig{}).Register(peers[0].Node); err != nil {
				t.Fatal(err)
			}
			if err := in.Register(peers[0].Node); err != nil {
				t.Fatal(err)
			}
			ai := peers[0].Node.AddrInfo()
			addrs, _ := peer.AddrInfoToP2pAddrs(&ai)
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

// `gpumesh verifier serve` joins the network, sees a provider's offer on the offers topic,
// challenges the provider on its random schedule and hands it the attestation.
func TestVerifierServe(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
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
	dep := &contracts.Deployment{ChainID: big.NewInt(p2ptest.ChainID), Escrow: markettest.Escrow,
		Registry: common.HexToAddress("0x00000000000000000000000000000000000000a1")}
	if err := devnet.WriteRecord(dir, &devnet.Record{ChainID: p2ptest.ChainID, HTTP: "http://127.0.0.1:1", Deployment: dep}); err != nil {
		t.Fatal(err)
	}
	trust, err := capacity.NewTrust(capacity.TrustConfig{Domain: dep.Domain(),
		Challengers: []common.Address{common.HexToAddress(acc.Address)}})
	if err != nil {
		t.Fatal(err)
	}
	peers, err := p2ptest.StartPeers(ctx, 1, p2ptest.Options{TCPOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer p2ptest.ClosePeers(peers)
	prov := peers[0]
	in, err := capacity.NewInbox(capacity.InboxConfig{Self: prov.Wallet, Trust: trust})
	if err != nil {
		t.Fatal(err)
	}
	if err := capacity.NewServer(in.Target(capacity.NewLocalTarget(capacity.NewProver(capacity.NewCPUMultiplier()))), capacity.ServerConfig{MinInterval: -1}).Register(prov.Node); err != nil {
		t.Fatal(err)
	}
	if err := in.Register(prov.Node); err != nil {
		t.Fatal(err)
	}
	topic, err := offers.Join(prov.Node, offers.Config{Domain: markettest.Domain()})
	if err != nil {
		t.Fatal(err)
	}
	defer topic.Close()
	addrs, _ := peer.AddrInfoToP2pAddrs(&peer.AddrInfo{ID: prov.Node.ID(), Addrs: prov.Node.Host().Addrs()})

	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	var stdout, stderr bytes.Buffer
	exited := make(chan int, 1)
	go func() {
		exited <- run(runCtx, []string{"gpumesh", "--data-dir", dir, "--json", "verifier", "serve", "--bootstrap", addrs[0].String(),
			"--n", "64", "--rows", "16", "--mean-interval", "100ms", "--min-interval", "50ms",
			"--lightkdf", "--password-file", pw, "--deployment", dir}, strings.NewReader(""), &stdout, &stderr)
	}()
	tick := time.NewTicker(200 * time.Millisecond) // gossip does not replay: publish until it is seen
	defer tick.Stop()
	for nonce := uint64(1); ; nonce++ {
		o, err := markettest.Offer(prov, nonce, 100, time.Now().Add(10*time.Minute))
		if err != nil {
			t.Fatal(err)
		}
		o.Throughput = 0 // claims nothing: the challenge measures it
		if err := o.Sign(prov.Key, markettest.Domain()); err != nil {
			t.Fatal(err)
		}
		_ = topic.Publish(ctx, o) // no mesh peer yet is expected at first
		select {
		case <-in.Updates():
		case code := <-exited:
			t.Fatalf("serve exited %d: %s", code, stderr.String())
		case <-ctx.Done():
			t.Fatalf("no attestation delivered: %s", stderr.String())
		case <-tick.C:
			continue
		}
		break
	}
	a, _ := in.Latest()
	if a == nil || a.Challenger != common.HexToAddress(acc.Address) {
		t.Fatalf("held attestation %+v", a)
	}
	stop()
	if code := <-exited; code != exitOK {
		t.Fatalf("serve exit %d: %s", code, stderr.String())
	}
	var o capacity.Outcome
	if err := json.NewDecoder(&stdout).Decode(&o); err != nil || !o.Passed || o.Provider != prov.Wallet {
		t.Fatalf("first outcome %+v (%v); stdout %s", o, err, stdout.String())
	}
}
