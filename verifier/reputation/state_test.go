package reputation

import (
	"bytes"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

func sampleState() *state {
	st := newState(SourceConfig{Escrow: common.HexToAddress("0xe5"), Registry: common.HexToAddress("0x4e"), FromBlock: 3})
	st.Next, st.Time, st.Hash = 9, 1_700_000_000, common.Hash{7}
	st.Chain = []Event{
		{Provider: alice, Kind: Completed, JobID: common.Hash{1}, Value: eth(2), Time: 1_699_999_990, Block: 4, LogIndex: 2, TxHash: common.Hash{9}},
		{Provider: bob, Kind: Slashed, Value: big.NewInt(0), Time: 1_699_999_995, Block: 6},
	}
	st.Jobs[common.Hash{5}] = openJob{Provider: bob, Price: eth(3)}
	st.Challenges = []Challenge{{Provider: alice, Challenger: bob, ID: common.Hash{8}, Passed: true, At: 1_699_999_999}}
	return st
}

func TestStateRoundTrip(t *testing.T) {
	b, err := sampleState().encode()
	if err != nil {
		t.Fatal(err)
	}
	st, err := decodeState(b)
	if err != nil {
		t.Fatal(err)
	}
	b2, err := st.encode()
	if err != nil || !bytes.Equal(b, b2) {
		t.Fatalf("re-encoding differs: %v", err)
	}
	if len(st.events()) != 3 || st.Jobs[common.Hash{5}].Price.Cmp(eth(3)) != 0 {
		t.Fatalf("decoded %+v", st)
	}
}

func TestDecodeStateRejects(t *testing.T) {
	for name, edit := range map[string]func(*state){
		"version":        func(st *state) { st.Version = 99 },
		"next before":    func(st *state) { st.Next = 1 },
		"bad event":      func(st *state) { st.Chain[0].Kind = kindEnd },
		"bad challenge":  func(st *state) { st.Challenges[0].Provider = common.Address{} },
		"job no price":   func(st *state) { st.Jobs[common.Hash{6}] = openJob{Provider: alice} },
		"negative value": func(st *state) { st.Chain[1].Value = big.NewInt(-1) },
	} {
		st := sampleState()
		edit(st)
		b, err := st.encode()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := decodeState(b); !errors.Is(err, ErrState) {
			t.Errorf("%s: err %v, want ErrState", name, err)
		}
	}
}

// FuzzDecodeState: a stored state is read back from disk; whatever is there must give a state
// that re-encodes to itself, or ErrState, never a panic.
func FuzzDecodeState(f *testing.F) {
	b, err := sampleState().encode()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	f.Add([]byte{})
	f.Add([]byte{0xa0})
	f.Add(b[:len(b)/2])
	f.Fuzz(func(t *testing.T, in []byte) {
		st, err := decodeState(in)
		if err != nil {
			if !errors.Is(err, ErrState) {
				t.Fatalf("error %v is not ErrState", err)
			}
			return
		}
		out, err := st.encode()
		if err != nil {
			t.Fatal(err)
		}
		st2, err := decodeState(out)
		if err != nil {
			t.Fatalf("re-decode: %v", err)
		}
		if out2, _ := st2.encode(); !bytes.Equal(out, out2) {
			t.Fatal("encoding not stable")
		}
		if _, err := Compute(st.events(), st.Time, Config{}); err != nil {
			t.Fatalf("a decoded state's events do not compute: %v", err)
		}
	})
}

// escrowLog builds an escrow event log of the named event: topics from the indexed args, data
// from the others (in the event's order), in block `block`, transaction `tx`.
func escrowLog(t *testing.T, cfg SourceConfig, name string, block uint64, tx byte, args ...any) types.Log {
	t.Helper()
	ev := escrowABI.GetABI().Events[name]
	topics := []common.Hash{ev.ID}
	var data []any
	for i, in := range ev.Inputs {
		if !in.Indexed {
			data = append(data, args[i])
			continue
		}
		switch v := args[i].(type) {
		case common.Hash:
			topics = append(topics, v)
		case common.Address:
			topics = append(topics, common.BytesToHash(v.Bytes()))
		default:
			t.Fatalf("%s: indexed arg %d is %T", name, i, v)
		}
	}
	packed, err := ev.Inputs.NonIndexed().Pack(data...)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return types.Log{Address: cfg.Escrow, Topics: topics, Data: packed, BlockNumber: block, TxIndex: uint(tx), TxHash: common.Hash{tx}}
}

// TestProvenJobCountsOnce: a zk job's proof (ProofAccepted, the job Proven) and its claim are
// separate transactions (the claim alone, or a claimMany with a batch job): each job's outcome
// is one Completed at its claim, valued at its price; the proof adds nothing.
func TestProvenJobCountsOnce(t *testing.T) {
	cfg := SourceConfig{Escrow: common.HexToAddress("0xe5"), Registry: common.HexToAddress("0x4e")}
	st := newState(cfg)
	zk, batch := common.Hash{0x21}, common.Hash{0x22}
	price, fee := eth(4), eth(1)
	payout := new(big.Int).Sub(price, fee)
	opened := func(job common.Hash, class uint8, block uint64, tx byte) types.Log {
		return escrowLog(t, cfg, "JobOpened", block, tx, job, bob, alice, common.Hash{}, price, eth(10), uint64(100), class, common.Hash{}, uint64(50), false)
	}
	st.apply([]types.Log{
		opened(zk, 2, 1, 1),
		opened(batch, 0, 1, 2),
		escrowLog(t, cfg, "ProofAccepted", 2, 1, zk, common.Hash{0xc1}, []byte("result cid")),
		// One claimMany pays both.
		escrowLog(t, cfg, "JobClaimed", 3, 1, zk, alice, payout, fee),
		escrowLog(t, cfg, "JobClaimed", 3, 1, batch, alice, payout, fee),
	}, cfg)
	completed := map[common.Hash]int{}
	for _, e := range st.Chain {
		if e.Provider != alice || e.Kind != Completed || e.Value.Cmp(price) != 0 {
			t.Fatalf("event %+v: want Completed for alice at the price %s", e, price)
		}
		completed[e.JobID]++
	}
	if len(st.Chain) != 2 || completed[zk] != 1 || completed[batch] != 1 || len(st.Jobs) != 0 {
		t.Fatalf("events %+v, open jobs %d: want one Completed per job and none open", st.Chain, len(st.Jobs))
	}
}
