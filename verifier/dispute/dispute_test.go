package dispute

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/gpumesh/gpumesh/contracts"
)

var dom = contracts.Domain{ChainID: big.NewInt(1337), Escrow: common.HexToAddress("0x00000000000000000000000000000000000000d1")}

// stakeSet is a StakeChecker over a fixed set (the registry in production).
type stakeSet map[common.Address]bool

func (s stakeSet) IsStaked(_ context.Context, a common.Address) (bool, error) { return s[a], nil }

type fixture struct {
	keys  []*ecdsa.PrivateKey
	addrs []common.Address
	d     Dispute
	stake stakeSet
}

func newFixture(t *testing.T) *fixture {
	f := &fixture{stake: stakeSet{}}
	for i := 0; i < 4; i++ {
		k, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		f.keys = append(f.keys, k)
		f.addrs = append(f.addrs, crypto.PubkeyToAddress(k.PublicKey))
	}
	for _, a := range f.addrs[:3] {
		f.stake[a] = true
	}
	f.d = Dispute{ID: common.Hash{0xd}, JobID: contracts.JobID{0x1b}, SubmittedAt: 1000, Window: 600, OpenedAt: 1200,
		VerdictTime: 3600, Verifiers: f.addrs[:3], Quorum: 2}
	return f
}

func (f *fixture) verdict(t *testing.T, i int, o Outcome) Verdict {
	v := Verdict{DisputeID: f.d.ID, JobID: f.d.JobID, Outcome: o, ResultHash: common.Hash{byte(o)}, IssuedAt: 1500}
	if err := v.Sign(f.keys[i], dom); err != nil {
		t.Fatal(err)
	}
	return v
}

func TestQuorum(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	dec, err := Tally(ctx, dom, f.d, []Verdict{f.verdict(t, 0, ProviderFault), f.verdict(t, 2, ProviderFault), f.verdict(t, 1, ProviderRight)}, f.stake, 1600)
	if err != nil || dec.Outcome != ProviderFault || dec.Votes[ProviderFault] != 2 || len(dec.Counted) != 3 {
		t.Fatalf("%+v %v", dec, err)
	}
	// One vote is not a quorum before the deadline, and void after it.
	one := []Verdict{f.verdict(t, 0, ProviderRight)}
	if _, err := Tally(ctx, dom, f.d, one, f.stake, 1600); !errors.Is(err, ErrNoQuorum) {
		t.Fatalf("err=%v", err)
	}
	if dec, err := Tally(ctx, dom, f.d, one, f.stake, f.d.Deadline()+1); err != nil || dec.Outcome != Void {
		t.Fatalf("after deadline: %+v %v", dec, err)
	}
	// The same verdict twice counts once.
	v := f.verdict(t, 0, ProviderRight)
	if _, err := Tally(ctx, dom, f.d, []Verdict{v, v}, f.stake, 1600); !errors.Is(err, ErrNoQuorum) {
		t.Fatalf("duplicate counted twice: %v", err)
	}
}

func TestRejections(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	forged := f.verdict(t, 0, ProviderFault)
	forged.Outcome = ProviderRight // changed after signing
	impostor := f.verdict(t, 3, ProviderFault)
	impostor.Verifier = f.addrs[1] // signed by key 3, claims to be verifier 1
	late := Verdict{DisputeID: f.d.ID, JobID: f.d.JobID, Outcome: ProviderFault, IssuedAt: f.d.Deadline() + 1}
	_ = late.Sign(f.keys[0], dom)
	other := Verdict{DisputeID: common.Hash{0xee}, JobID: f.d.JobID, Outcome: ProviderFault, IssuedAt: 1500}
	_ = other.Sign(f.keys[0], dom)
	wrongChain := Verdict{DisputeID: f.d.ID, JobID: f.d.JobID, Outcome: ProviderFault, IssuedAt: 1500}
	_ = wrongChain.Sign(f.keys[0], contracts.Domain{ChainID: big.NewInt(1), Escrow: dom.Escrow})

	unstakedD := f.d
	unstakedStake := stakeSet{f.addrs[0]: true, f.addrs[2]: true} // verifier 1 withdrew its stake

	cases := []struct {
		name  string
		d     Dispute
		stake stakeSet
		v     Verdict
		want  error
	}{
		{"forged verdict", f.d, f.stake, forged, ErrForgedVerdict},
		{"impostor", f.d, f.stake, impostor, ErrForgedVerdict},
		{"other chain", f.d, f.stake, wrongChain, ErrForgedVerdict},
		{"unstaked verifier", unstakedD, unstakedStake, f.verdict(t, 1, ProviderFault), ErrUnstakedVerifier},
		{"not drawn", f.d, stakeSet{f.addrs[2]: true, f.addrs[3]: true}, f.verdict(t, 3, ProviderFault), ErrNotDrawn},
		{"late verdict", f.d, f.stake, late, ErrVerdictLate},
		{"other dispute", f.d, f.stake, other, ErrWrongDispute},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.d.CheckVerdict(ctx, dom, tc.v, tc.stake); !errors.Is(err, tc.want) {
				t.Fatalf("err=%v, want %v", err, tc.want)
			}
			// In a tally the bad verdict does not count: with one good vote there is no quorum.
			dec, err := Tally(ctx, dom, tc.d, []Verdict{tc.v, f.verdict(t, 2, ProviderFault)}, tc.stake, 1600)
			if !errors.Is(err, ErrNoQuorum) || len(dec.Rejected) != 1 || !errors.Is(dec.Rejected[0].Err, tc.want) {
				t.Fatalf("tally %+v %v", dec, err)
			}
		})
	}
}

func TestEquivocation(t *testing.T) {
	f := newFixture(t)
	vs := []Verdict{f.verdict(t, 0, ProviderFault), f.verdict(t, 0, ProviderRight), f.verdict(t, 1, ProviderFault)}
	dec, err := Tally(context.Background(), dom, f.d, vs, f.stake, 1600)
	if !errors.Is(err, ErrNoQuorum) || dec.Votes[ProviderFault] != 1 {
		t.Fatalf("%+v %v", dec, err)
	}
	if len(dec.Rejected) != 1 || !errors.Is(dec.Rejected[0].Err, ErrEquivocation) {
		t.Fatalf("rejected %+v", dec.Rejected)
	}
}

func TestDisputeAfterWindow(t *testing.T) {
	f := newFixture(t)
	d := f.d
	d.OpenedAt = d.WindowEnd() + 1
	if err := d.CheckOpened(); !errors.Is(err, ErrDisputeWindowClosed) {
		t.Fatalf("err=%v", err)
	}
	_, err := Tally(context.Background(), dom, d, []Verdict{f.verdict(t, 0, ProviderFault), f.verdict(t, 1, ProviderFault)}, f.stake, 1600)
	if !errors.Is(err, ErrDisputeWindowClosed) {
		t.Fatalf("tally err=%v", err)
	}
	d.OpenedAt = d.WindowEnd() // the last second is inside
	if err := d.CheckOpened(); err != nil {
		t.Fatal(err)
	}
}

func TestDisputeValidate(t *testing.T) {
	f := newFixture(t)
	for name, mod := range map[string]func(*Dispute){
		"no verifiers": func(d *Dispute) { d.Verifiers = nil },
		"minority":     func(d *Dispute) { d.Quorum = 1 },
		"too many":     func(d *Dispute) { d.Quorum = 4 },
		"no time":      func(d *Dispute) { d.VerdictTime = 0 },
	} {
		d := f.d
		mod(&d)
		if err := d.Validate(); !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: %v", name, err)
		}
	}
	v := Verdict{Outcome: Void}
	if err := v.Sign(f.keys[0], dom); !errors.Is(err, ErrInvalid) {
		t.Errorf("signed a void verdict: %v", err)
	}
}
