package provider_test

import (
	"context"
	"crypto/rand"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/burst"
	"github.com/gpumesh/gpumesh/provider"
	"github.com/gpumesh/gpumesh/provider/runner"
)

// burstConfig is testConfig with burst jobs priced and given a slot.
var burstConfig = strings.NewReplacer(
	`prices = { batch = "0.0001" }`, `prices = { batch = "0.0001", burst = "0.0001" }`,
	`slots = { batch = 1 }`, `slots = { batch = 1, burst = 1 }`,
).Replace(testConfig)

// TestDaemonChannelJobCrash: a burst job paid by a channel voucher survives a SIGKILL of the
// daemon process at each runner state it passes through (the runner's crash points,
// provider.WithCrashAt): after the restart the requester gets the result CID off-chain, the job
// ran no more often than the crash forced, nothing went to the escrow, the voucher is still the
// provider's best one for the channel (recorded before the job ran, never lost), and the channel
// holds the collateral the daemon locked for it exactly once.
func TestDaemonChannelJobCrash(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: starts a devnet and provider daemon processes (make test runs it)")
	}
	cases := []struct {
		at           string
		wantAttempts int
	}{
		{"accepted", 1}, // voucher and job recorded, nothing run yet
		{"running", 2},  // attempt counted, executor not started
		// Ran, result not added yet: a burst job's result goes from the run straight into the
		// content store (no uploading state), so the restart runs it again.
		{"running+acted", 2},
		{"submitted", 1}, // result uploaded, CID not handed to the requester yet
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	net := startNetwork(t, ctx, len(cases))
	dom := net.net.Deployment.Domain()
	client, err := burst.NewClient(net.reqNode, burst.Config{Domain: market.Domain{ChainID: dom.ChainID, Escrow: net.net.Deployment.Escrow}})
	if err != nil {
		t.Fatal(err)
	}
	for i, tc := range cases {
		t.Run(tc.at, func(t *testing.T) {
			h := net.withProvider(t, i)
			if err := os.WriteFile(h.cfgPath, []byte(burstConfig), 0o600); err != nil {
				t.Fatal(err)
			}
			h.startDaemon(t, crashAtEnv+"="+tc.at)
			h.connect(t, ctx)

			// A channel from the requester to this provider, and the requester's side of it.
			c := h.net.Contracts
			head, err := h.net.Backend.HeaderByNumber(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			var salt [32]byte
			rand.Read(salt[:])
			deposit := big.NewInt(1_000_000)
			h.sendMu.Lock()
			id, _, err := c.OpenChannelWithPermit(ctx, h.sender, h.provAddr, salt, deposit, head.Time+3600, head.Time+600)
			h.sendMu.Unlock()
			if err != nil {
				t.Fatal(err)
			}
			st, err := c.ChannelState(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			rch, err := contracts.NewRequesterChannel(ctx, contracts.NewMemChannelStore(), dom, h.reqKey, st.Terms())
			if err != nil {
				t.Fatal(err)
			}
			escrow0, err := c.BalanceOf(ctx, h.net.Deployment.Escrow)
			if err != nil {
				t.Fatal(err)
			}

			spec := strings.Replace(wasmSpec(h.wasmCID, "[hello]", "32MiB", "2s", nil), "class: batch", "class: burst", 1)
			specCID, _ := h.spec(t, ctx, spec)
			p := burstProposal(t, h, specCID, 50_000)
			sv, err := rch.Pay(ctx, p.Price)
			if err != nil {
				t.Fatal(err)
			}
			// The runner starts the job as soon as it is recorded, so a crash at "accepted" can
			// come before the answer: the requester then sends the same paid proposal again after
			// the restart and gets the same acceptance (the voucher is not taken twice).
			acc, err := client.Propose(ctx, h.prov.ID, p, sv)
			if errors.Is(err, burst.ErrDeclined) {
				t.Fatalf("paid proposal: %v", err)
			}
			h.waitKilled(t, tc.at)
			h.startDaemon(t)
			h.connect(t, ctx)
			if err != nil {
				t.Logf("no answer before the crash (%v): sending the paid proposal again", err)
				if acc, err = client.Propose(ctx, h.prov.ID, p, sv); err != nil {
					t.Fatalf("paid proposal after the restart: %v", err)
				}
			}
			if acc.JobID != p.JobID {
				t.Fatalf("acceptance for job %x, want %x", acc.JobID, p.JobID)
			}

			rctx, rcancel := context.WithTimeout(ctx, time.Minute)
			defer rcancel()
			resultCID, err := client.Result(rctx, h.prov.ID, acc.JobID)
			if err != nil {
				t.Fatalf("result after the restart: %v", err)
			}
			jobID := common.Hash(acc.JobID).Hex()
			waitFor(t, time.Minute, "the runner to finish the job", func() (bool, error) {
				st := h.status(t)
				return st.Jobs["paid"] == 1 && len(st.Running) == 0, nil
			})
			h.stopDaemon(syscall.SIGTERM)

			rec := readRecord(t, h.dataDir, jobID)
			if rec.State != runner.StatePaid || rec.ResultCID != resultCID || rec.Paid == nil || rec.Paid.Cmp(p.Price) != 0 {
				t.Errorf("runner record: state %s result %s paid %v; want paid %s with result %s", rec.State, rec.ResultCID, rec.Paid, p.Price, resultCID)
			}
			if rec.Attempts != tc.wantAttempts {
				t.Errorf("executor attempts %d, want %d (one crash at %s)", rec.Attempts, tc.wantAttempts, tc.at)
			}
			if best := providerVoucher(t, h.dataDir, dom, id); best == nil || best.Sequence != sv.Sequence || best.Amount.Cmp(sv.Amount) != 0 {
				t.Errorf("provider's best voucher after the crash: %+v, want sequence %d amount %s", best, sv.Sequence, sv.Amount)
			}
			// The daemon locked the channel's collateral (offer.collateral_multiple x price)
			// before it recorded the voucher, once, whatever the crash and the proposal sent again.
			m := int64(provider.DefaultCollateralMultiple)
			if held, _, err := c.ChannelCollateral(ctx, id); err != nil || held.Cmp(new(big.Int).Mul(p.Price, big.NewInt(m))) != 0 {
				t.Errorf("channel collateral %v (%v), want %d x price = %d locked once", held, err, m, m*p.Price.Int64())
			}
			if escrow1, err := c.BalanceOf(ctx, h.net.Deployment.Escrow); err != nil || escrow1.Cmp(escrow0) != 0 {
				t.Errorf("escrow balance %s -> %v (%v): a channel job touched the escrow", escrow0, escrow1, err)
			}
		})
	}
}

func burstProposal(t *testing.T, h *harness, specCID string, price int64) *market.Proposal {
	t.Helper()
	id := contracts.NewJobID(crypto.PubkeyToAddress(h.reqKey.PublicKey))
	secret := make([]byte, 32)
	rand.Read(secret)
	now := time.Now()
	p := &market.Proposal{
		JobID: id, Requester: crypto.PubkeyToAddress(h.reqKey.PublicKey), Provider: h.provAddr,
		Class: market.ClassBurst, SpecCID: specCID, Price: big.NewInt(price), Collateral: new(big.Int),
		Deadline: uint64(h.chainDeadline(jobMargin).Unix()), SecretCommitment: contracts.CommitSecret(secret),
		Expiry: uint64(now.Add(time.Minute).Unix()), RequesterPubKey: crypto.FromECDSAPub(&h.reqKey.PublicKey),
	}
	if err := p.Sign(h.reqKey, market.Domain{ChainID: h.net.Deployment.ChainID, Escrow: h.net.Deployment.Escrow}); err != nil {
		t.Fatal(err)
	}
	return p
}

// providerVoucher reads the provider's best voucher of channel id from its stopped node DB.
func providerVoucher(t *testing.T, dataDir string, dom contracts.Domain, id [32]byte) *contracts.SignedVoucher {
	t.Helper()
	db, err := pebble.Open(filepath.Join(dataDir, "node"), &pebble.Options{ReadOnly: true, Logger: quietPebble{}})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	v, closer, err := db.Get([]byte("provider/v1/channel/" + common.Hash(id).Hex()))
	if err != nil {
		t.Fatalf("provider's channel record: %v", err)
	}
	rec := append([]byte{}, v...)
	closer.Close()
	store := contracts.NewMemChannelStore()
	if err := store.SaveChannel(context.Background(), id, rec); err != nil {
		t.Fatal(err)
	}
	pc, err := contracts.LoadProviderChannel(context.Background(), store, dom, id)
	if err != nil {
		t.Fatal(err)
	}
	return pc.Latest()
}
