package contracts

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

func packError(t testing.TB, dec *ErrorDecoder, name string, args ...any) []byte {
	t.Helper()
	for sel, e := range dec.errs {
		if e.Name != name {
			continue
		}
		data, err := e.Inputs.Pack(args...)
		if err != nil {
			t.Fatal(err)
		}
		return append(sel[:], data...)
	}
	t.Fatalf("no error %s", name)
	return nil
}

func TestDecodeRevert(t *testing.T) {
	dec := NewErrorDecoder()
	escrow := common.HexToAddress("0xe5")
	dec.Label(escrow, "escrow")
	jobID := [32]byte{0xab}
	strData, err := (abi.Arguments{{Type: mustType(t, "string")}}).Pack("boom")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		to   *common.Address
		data []byte
		want string
	}{
		{"custom error with uint", &escrow, packError(t, dec, "ChallengeWindowOpen", uint64(1700000000)), "escrow: ChallengeWindowOpen(until=1700000000)"},
		{"status by name", &escrow, packError(t, dec, "WrongStatus", jobID, uint8(StatusClaimed)),
			"escrow: WrongStatus(jobId=0xab00000000000000000000000000000000000000000000000000000000000000, status=Claimed)"},
		{"addresses", &escrow, packError(t, dec, "NotProvider", common.HexToAddress("0x01"), common.HexToAddress("0x02")),
			"escrow: NotProvider(caller=0x0000000000000000000000000000000000000001, provider=0x0000000000000000000000000000000000000002)"},
		{"error from another contract's ABI", &escrow, packError(t, dec, "ERC20InsufficientAllowance", common.HexToAddress("0x03"), big.NewInt(1), big.NewInt(2)),
			"escrow: ERC20InsufficientAllowance(spender=0x0000000000000000000000000000000000000003, allowance=1, needed=2)"},
		{"no arguments, unlabelled", nil, packError(t, dec, "NotEnabled"), "NotEnabled()"},
		{"Error(string)", &escrow, append([]byte{0x08, 0xc3, 0x79, 0xa0}, strData...), "escrow: Error(reason=boom)"},
		{"Panic(uint256)", &escrow, append([]byte{0x4e, 0x48, 0x7b, 0x71}, common.LeftPadBytes([]byte{0x11}, 32)...), "escrow: Panic(code=17)"},
		{"unknown selector", &escrow, []byte{1, 2, 3, 4, 5}, "escrow: reverted with unknown data 0x0102030405"},
		{"empty", &escrow, nil, "escrow: reverted without data"},
		{"truncated arguments", &escrow, packError(t, dec, "ChallengeWindowOpen", uint64(1))[:10], "escrow: reverted with unknown data 0x9db52e49000000000000"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			re := dec.Decode(c.to, c.data)
			if re.Error() != c.want {
				t.Errorf("got %q, want %q", re.Error(), c.want)
			}
			if !errors.Is(re, ErrReverted) {
				t.Error("not ErrReverted")
			}
		})
	}
}

func mustType(t testing.TB, s string) abi.Type {
	ty, err := abi.NewType(s, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	return ty
}

// rpcDataError mimics the JSON-RPC error ethclient returns for a revert.
type rpcDataError struct{ data any }

func (e rpcDataError) Error() string  { return "execution reverted" }
func (e rpcDataError) ErrorData() any { return e.data }

func TestDecodeErrorFromRPC(t *testing.T) {
	dec := NewErrorDecoder()
	to := common.HexToAddress("0xe5")
	dec.Label(to, "escrow")
	data := packError(t, dec, "JobExists", [32]byte{1})
	err := dec.DecodeError(to, rpcDataError{data: "0x" + common.Bytes2Hex(data)})
	var re *RevertError
	if !errors.As(err, &re) || re.Name != "JobExists" || re.Contract != "escrow" {
		t.Fatalf("got %v", err)
	}
	if err := dec.DecodeError(to, errors.New("connection refused")); errors.Is(err, ErrReverted) {
		t.Fatalf("a network error classified as a revert: %v", err)
	}
	if err := dec.DecodeError(to, errors.New("execution reverted")); !errors.Is(err, ErrReverted) {
		t.Fatalf("a revert without data: %v", err)
	}
}

func FuzzDecodeRevert(f *testing.F) {
	dec := NewErrorDecoder()
	f.Add(packError(f, dec, "ChallengeWindowOpen", uint64(5)))
	f.Add(packError(f, dec, "WrongStatus", [32]byte{}, uint8(200)))
	f.Add([]byte{0x08, 0xc3, 0x79, 0xa0, 0, 0})
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		re := dec.Decode(nil, data)
		if re.Error() == "" {
			t.Fatal("empty error text")
		}
		if re.Name != "" && len(data) < 4 {
			t.Fatalf("named %s from %d bytes", re.Name, len(data))
		}
	})
}

func FuzzAcceptanceSigner(f *testing.F) {
	key, _ := crypto.GenerateKey()
	a := &Acceptance{Price: big.NewInt(1), Collateral: big.NewInt(0), Deadline: 10, Expiry: 10}
	d := Domain{ChainID: big.NewInt(31337), Escrow: common.HexToAddress("0xe5")}
	sig, err := a.Sign(d, key)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(sig)
	f.Add(sig[:64])
	f.Add(make([]byte, 65))
	f.Fuzz(func(t *testing.T, sig []byte) {
		signer, err := a.Signer(d, sig)
		if err == nil && signer == (common.Address{}) {
			t.Fatal("zero signer without error")
		}
		if err != nil && !errors.Is(err, ErrBadSignature) {
			t.Fatalf("error %v is not ErrBadSignature", err)
		}
	})
}

func TestAcceptanceValidateAndSign(t *testing.T) {
	key, _ := crypto.GenerateKey()
	addr := crypto.PubkeyToAddress(key.PublicKey)
	base := func() *Acceptance {
		req := common.HexToAddress("0x1")
		return &Acceptance{JobID: NewJobID(req), Requester: req, Provider: addr, Price: big.NewInt(5), Collateral: big.NewInt(0), Deadline: 100, Expiry: 50}
	}
	if err := base().Validate(); err != nil {
		t.Fatal(err)
	}
	for name, mod := range map[string]func(*Acceptance){
		"zero price":      func(a *Acceptance) { a.Price = big.NewInt(0) },
		"nil collateral":  func(a *Acceptance) { a.Collateral = nil },
		"huge price":      func(a *Acceptance) { a.Price = new(big.Int).Lsh(big.NewInt(1), 128) },
		"bad class":       func(a *Acceptance) { a.Class = 7 },
		"no requester":    func(a *Acceptance) { a.Requester = common.Address{} },
		"no provider":     func(a *Acceptance) { a.Provider = common.Address{} },
		"deadline beyond": func(a *Acceptance) { a.Deadline = 1 << 41 },
		"no expiry":       func(a *Acceptance) { a.Expiry = 0 },
		"foreign job id":  func(a *Acceptance) { a.JobID = NewJobID(common.HexToAddress("0x2")) },
		"expiry too late": func(a *Acceptance) { a.Expiry = a.Deadline - uint64(MinRunLead/time.Second) + 1 },
	} {
		a := base()
		mod(a)
		if err := a.Validate(); !errors.Is(err, ErrInvalidAcceptance) {
			t.Errorf("%s: %v", name, err)
		}
	}
	a := base()
	d := Domain{ChainID: big.NewInt(31337), Escrow: common.HexToAddress("0xe5")}
	sig, err := a.Sign(d, key)
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Verify(d, sig); err != nil {
		t.Fatal(err)
	}
	other := d
	other.ChainID = big.NewInt(1)
	if err := a.Verify(other, sig); !errors.Is(err, ErrBadSignature) {
		t.Errorf("verify under another chain: %v", err)
	}
	other = d
	other.Escrow = common.HexToAddress("0xe6")
	if err := a.Verify(other, sig); !errors.Is(err, ErrBadSignature) {
		t.Errorf("verify under another escrow: %v", err)
	}
}

// notFoundReader never finds the receipt.
type notFoundReader struct{ ethereum.TransactionReader }

func (notFoundReader) TransactionReceipt(context.Context, common.Hash) (*types.Receipt, error) {
	return nil, ethereum.NotFound
}

func TestWaitReceiptHonoursContext(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := WaitReceipt(ctx, notFoundReader{}, common.Hash{1}, 5*time.Millisecond)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("got %v", err)
	}
	if time.Since(start) > 2*time.Second {
		t.Fatal("did not stop at the deadline")
	}
}

func TestWaitReceiptPollsFast(t *testing.T) {
	c := newSimChain(t, 1)
	ctx := testCtx(t)
	s := NewSender(c.client, c.keys[0], big.NewInt(31337), nil)
	s.Mine = c.mine
	start := time.Now()
	for i := 0; i < 10; i++ {
		if _, err := s.SendValue(ctx, common.HexToAddress("0x1"), big.NewInt(1), nil); err != nil {
			t.Fatal(err)
		}
	}
	// bind.WaitMined would take about 10 s here (one poll per second).
	if el := time.Since(start); el > 5*time.Second {
		t.Errorf("10 transactions took %s", el)
	}
}
