// Package burst is the pair of stream protocols that run a burst job paid from a payment channel
// without touching the chain:
//
//   - /gpumesh/burst/1: the requester sends a signed market.Proposal together with a cumulative
//     EIP-712 channel voucher (contracts.SignedVoucher) that pays for it, and the job's canonical
//     spec when it is small (checked against the proposal's spec CID, so the provider need not
//     fetch it); the provider checks both, records the voucher, starts the job and answers with
//     its signed market.Acceptance.
//   - /gpumesh/burst-result/1: the requester asks for the job's result CID; the provider answers
//     once the job ran (or after a bounded wait with "pending", and the requester asks again),
//     with its signed receipt for the result (contracts.SignedReceipt: channel, job, voucher,
//     spec and result hashes, price), which the requester keeps to dispute a wrong result on
//     chain (PaymentChannel.disputeJob). With a done answer a provider that implements Tracer
//     also reports where the job's time went on its side (a list of named phase durations):
//     informational only, never signed, checked or used for money.
//
// Both use the one-round-trip exchange of p2p/reqresp, so each side knows the other's wallet
// from its binding: the proposal must be signed by the wallet bound to the calling peer, the
// acceptance by the provider's, and only the job's requester gets its result.
package burst

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"
	"github.com/libp2p/go-libp2p/core/protocol"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/propose"
	"github.com/gpumesh/gpumesh/p2p"
	"github.com/gpumesh/gpumesh/p2p/reqresp"
)

// Protocol ids.
const (
	ID       protocol.ID = "/gpumesh/burst/1"
	ResultID protocol.ID = "/gpumesh/burst-result/1"
)

// maxVoucher bounds the JSON of one voucher on the wire.
const maxVoucher = 1024

// maxReceipt bounds the JSON of one receipt on the wire.
const maxReceipt = 1024

// Bounds of a provider's trace on the wire (Tracer): phases per answer and bytes per name.
const (
	MaxTracePhases = 16
	maxPhaseName   = 32
)

// MaxInlineSpec is the largest canonical job spec a proposal carries with it (a larger one the
// provider fetches by its CID, as for /gpumesh/propose/1).
const MaxInlineSpec = 16 << 10

// MaxFrame bounds each frame: a market message, a voucher, an inline spec, the binding and
// framing.
const MaxFrame = market.MaxMessageSize + maxVoucher + MaxInlineSpec + p2p.MaxBindingSize + 256

// Errors.
var (
	// ErrDeclined: the provider declined the job or refused its voucher (the text says why).
	ErrDeclined = reqresp.ErrDeclined
	// ErrPending: the result is not ready yet; ask again.
	ErrPending = errors.New("burst: result not ready yet")
	// ErrJobFailed: the provider gave up on the job (the text says why).
	ErrJobFailed = errors.New("burst: job failed on the provider")
	// ErrUnknownJob: the provider has no channel-paid job with this id for this requester.
	ErrUnknownJob = errors.New("burst: unknown job")
)

// Provider is the provider side's logic (the provider daemon implements it).
type Provider interface {
	// AcceptPaid checks the proposal and its voucher, records the voucher before anything runs,
	// starts the job and returns the signed acceptance. A refusal wraps ErrDeclined.
	AcceptPaid(ctx context.Context, p *market.Proposal, v *contracts.SignedVoucher, requester peer.ID) (*market.Acceptance, error)
	// Result waits until the job ran and returns its result CID, or an error wrapping
	// ErrPending (ctx ended first), ErrJobFailed or ErrUnknownJob. requester is the caller's
	// wallet: only the job's requester gets its result.
	Result(ctx context.Context, jobID contracts.JobID, requester common.Address) (string, error)
	// Receipt returns the provider's signed receipt for the result of job jobID (called once
	// Result returned it).
	Receipt(ctx context.Context, jobID contracts.JobID) (*contracts.SignedReceipt, error)
}

// Tracer is implemented by a Provider that reports where a job's time went on its side (the
// phases between taking the proposal and recording the result, in order). The requester shows
// the trace (benches break latency down with it) and never trusts it for anything else.
type Tracer interface {
	Trace(jobID contracts.JobID) []Phase
}

// SpecKeeper is implemented by a Provider that takes a proposal's job spec from the request
// that carried it, so that it need not fetch it from the requester: KeepSpec gets the canonical
// bytes, already checked to hash to the proposal's spec CID, before AcceptPaid is called.
type SpecKeeper interface {
	KeepSpec(specCID string, canonical []byte)
}

// Phase is one named step of a job and how long it took.
type Phase struct {
	Name     string
	Duration time.Duration
}

// Default per-peer rates of both protocols (Config.PeerRate, Config.PeerBurst). A proposal that
// is read costs the provider one signature recovery of the proposal and one of the voucher, and
// one that checks out is paid for, so 200 a second from one peer is cheap to refuse.
const (
	DefaultPeerRate  = 200
	DefaultPeerBurst = 64
)

// busyBackoff is how long ResultOf waits before it asks again after a busy answer.
const busyBackoff = 50 * time.Millisecond

// Config configures both sides.
type Config struct {
	// Domain is the EIP-712 domain of proposals and acceptances. Required.
	Domain market.Domain
	// Timeout bounds a /gpumesh/burst/1 exchange. Default 20s (the provider fetches the spec
	// from the requester within it).
	Timeout time.Duration
	// ResultWait is how long one /gpumesh/burst-result/1 exchange waits for the result before
	// answering "pending". Default 15s.
	ResultWait time.Duration
	// MaxConcurrent bounds concurrent inbound exchanges per protocol. Default 64.
	MaxConcurrent int
	// PeerRate and PeerBurst are each peer's token bucket per protocol: PeerRate exchanges
	// sustained per second, PeerBurst at once; beyond it an exchange is answered busy before its
	// request is read. Defaults DefaultPeerRate and DefaultPeerBurst: one requester's burst jobs
	// to one provider each take one exchange of each protocol (more while the result is
	// pending), so reqresp's default of 10/s would cap a pair at 10 burst jobs per second.
	PeerRate  float64
	PeerBurst int
	// Registerer receives the stream metrics. Default: not registered.
	Registerer prometheus.Registerer
}

func (c *Config) setup() (pay, result reqresp.Config, m *reqresp.Metrics, err error) {
	if c.Domain.ChainID == nil || c.Domain.ChainID.Sign() <= 0 {
		return pay, result, nil, fmt.Errorf("%w: burst: Domain.ChainID must be the escrow chain's id", p2p.ErrConfig)
	}
	if c.Timeout == 0 {
		c.Timeout = 20 * time.Second
	}
	if c.ResultWait == 0 {
		c.ResultWait = 15 * time.Second
	}
	if c.PeerRate == 0 {
		c.PeerRate = DefaultPeerRate
	}
	if c.PeerBurst == 0 {
		c.PeerBurst = DefaultPeerBurst
	}
	if m, err = reqresp.NewMetrics(c.Registerer); err != nil {
		return pay, result, nil, fmt.Errorf("burst metrics: %w", err)
	}
	pay = reqresp.Config{Protocol: ID, MaxFrame: MaxFrame, Timeout: c.Timeout, MaxConcurrent: c.MaxConcurrent,
		PeerRate: c.PeerRate, PeerBurst: c.PeerBurst}
	// The result exchange outlives the wait by a margin for the answer to travel.
	result = reqresp.Config{Protocol: ResultID, MaxFrame: 4096 + maxReceipt + p2p.MaxBindingSize, Timeout: c.ResultWait + 5*time.Second,
		MaxConcurrent: c.MaxConcurrent, PeerRate: c.PeerRate, PeerBurst: c.PeerBurst}
	return pay, result, m, nil
}

// paidRequest is the body of a /gpumesh/burst/1 request.
type paidRequest struct {
	Proposal []byte `cbor:"1,keyasint"` // market.Encode(*market.Proposal)
	Voucher  []byte `cbor:"2,keyasint"` // JSON of contracts.SignedVoucher
	// Spec is the job's canonical spec (at most MaxInlineSpec bytes), optional: the provider
	// checks it against the proposal's spec CID and skips fetching it.
	Spec []byte `cbor:"3,keyasint,omitempty"`
}

// resultRequest and resultResponse are the bodies of /gpumesh/burst-result/1.
type resultRequest struct {
	JobID []byte `cbor:"1,keyasint"`
}

// Result states on the wire.
const (
	stateDone    = 0
	statePending = 1
	stateFailed  = 2
	stateUnknown = 3
)

type resultResponse struct {
	State     uint64 `cbor:"1,keyasint,omitempty"`
	ResultCID string `cbor:"2,keyasint,omitempty"`
	Detail    string `cbor:"3,keyasint,omitempty"`
	Receipt   []byte `cbor:"4,keyasint,omitempty"` // JSON of contracts.SignedReceipt (state done)
	// Trace is the provider's phases of the job (state done, Tracer only): informational.
	Trace []tracePhase `cbor:"5,keyasint,omitempty"`
}

type tracePhase struct {
	Name   string `cbor:"1,keyasint"`
	Micros uint64 `cbor:"2,keyasint"`
}

func encodeTrace(ps []Phase) []tracePhase {
	var out []tracePhase
	for _, p := range ps {
		if len(out) == MaxTracePhases {
			break
		}
		if p.Name == "" || len(p.Name) > maxPhaseName || p.Duration < 0 {
			continue
		}
		out = append(out, tracePhase{Name: p.Name, Micros: uint64(p.Duration / time.Microsecond)})
	}
	return out
}

// decodeTrace returns the phases of a provider's trace, or nil when the trace is malformed (more
// than MaxTracePhases phases, an empty or long name, a duration over a day): the trace is only
// informational, so a bad one is dropped and the answer stands.
func decodeTrace(ts []tracePhase) []Phase {
	if len(ts) > MaxTracePhases {
		return nil
	}
	out := make([]Phase, 0, len(ts))
	for _, t := range ts {
		if t.Name == "" || len(t.Name) > maxPhaseName || t.Micros > uint64(24*time.Hour/time.Microsecond) {
			return nil
		}
		out = append(out, Phase{Name: t.Name, Duration: time.Duration(t.Micros) * time.Microsecond})
	}
	return out
}

// DecodePaid decodes and checks the form of a /gpumesh/burst/1 request body (untrusted bytes):
// a proposal and a voucher, both well-formed; signatures are checked by the caller.
func DecodePaid(body []byte) (*market.Proposal, *contracts.SignedVoucher, error) {
	req, sv, err := decodePaid(body)
	if err != nil {
		return nil, nil, err
	}
	p, err := market.DecodeProposal(req.Proposal)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %w", p2p.ErrMalformed, err)
	}
	return p, sv, nil
}

func decodePaid(body []byte) (*paidRequest, *contracts.SignedVoucher, error) {
	var req paidRequest
	if err := p2p.UnmarshalCBOR(body, &req); err != nil {
		return nil, nil, fmt.Errorf("%w: burst request: %v", p2p.ErrMalformed, err)
	}
	if len(req.Voucher) > maxVoucher {
		return nil, nil, fmt.Errorf("%w: voucher of %d bytes", p2p.ErrMalformed, len(req.Voucher))
	}
	if len(req.Spec) > MaxInlineSpec {
		return nil, nil, fmt.Errorf("%w: inline spec of %d bytes, at most %d (send a larger spec by its CID only)", p2p.ErrMalformed, len(req.Spec), MaxInlineSpec)
	}
	var sv contracts.SignedVoucher
	if err := json.Unmarshal(req.Voucher, &sv); err != nil {
		return nil, nil, fmt.Errorf("%w: voucher: %v", p2p.ErrMalformed, err)
	}
	return &req, &sv, nil
}

// Service is the provider side.
type Service struct {
	check  *propose.Service // proposal checks shared with /gpumesh/propose/1 (its handler is not installed)
	pay    *reqresp.Server
	result *reqresp.Server
}

// NewService returns the provider side; Start installs it on the node.
func NewService(n *p2p.Node, cfg Config, prov Provider) (*Service, error) {
	payCfg, resCfg, m, err := cfg.setup()
	if err != nil {
		return nil, err
	}
	check, err := propose.NewService(n, propose.Config{Domain: cfg.Domain}, propose.AcceptorFunc(func(context.Context, *market.Proposal, peer.ID) (*market.Acceptance, error) {
		return nil, errors.New("burst: not an acceptor")
	}))
	if err != nil {
		return nil, err
	}
	s := &Service{check: check}
	payH := func(ctx context.Context, remote reqresp.Remote, body []byte) ([]byte, error) {
		req, sv, err := decodePaid(body)
		if err != nil {
			return nil, err
		}
		p, err := check.CheckProposal(remote, req.Proposal)
		if err != nil {
			return nil, err
		}
		if p.Class != market.ClassBurst {
			return nil, fmt.Errorf("%w: burst: class %s is not paid from channels (use %s)", ErrDeclined, p.Class, propose.ID)
		}
		if len(req.Spec) > 0 {
			if err := checkInlineSpec(p.SpecCID, req.Spec); err != nil {
				return nil, err
			}
			if k, ok := prov.(SpecKeeper); ok {
				k.KeepSpec(p.SpecCID, req.Spec)
			}
		}
		a, err := prov.AcceptPaid(ctx, p, sv, remote.Peer)
		if err != nil {
			return nil, err
		}
		if a == nil || a.Provider != n.Signer().Address() || len(a.Signature) == 0 {
			return nil, errors.New("burst: provider returned an unsigned or foreign acceptance")
		}
		return market.Encode(a)
	}
	resH := func(ctx context.Context, remote reqresp.Remote, body []byte) ([]byte, error) {
		var req resultRequest
		if err := p2p.UnmarshalCBOR(body, &req); err != nil || len(req.JobID) != 32 {
			return nil, fmt.Errorf("%w: burst result request", p2p.ErrMalformed)
		}
		var id contracts.JobID
		copy(id[:], req.JobID)
		wctx, cancel := context.WithTimeout(ctx, cfg.ResultWait)
		defer cancel()
		c, err := prov.Result(wctx, id, remote.Binding.Wallet)
		var resp resultResponse
		switch {
		case err == nil:
			sr, rerr := prov.Receipt(ctx, id)
			if rerr != nil {
				return nil, fmt.Errorf("burst: receipt of %s: %w", id, rerr)
			}
			rb, rerr := json.Marshal(sr)
			if rerr != nil {
				return nil, rerr
			}
			resp = resultResponse{State: stateDone, ResultCID: c, Receipt: rb}
			if t, ok := prov.(Tracer); ok {
				resp.Trace = encodeTrace(t.Trace(id))
			}
		case errors.Is(err, ErrPending):
			resp = resultResponse{State: statePending}
		case errors.Is(err, ErrJobFailed):
			resp = resultResponse{State: stateFailed, Detail: trim(err.Error())}
		case errors.Is(err, ErrUnknownJob):
			resp = resultResponse{State: stateUnknown, Detail: trim(err.Error())}
		default:
			return nil, err
		}
		return p2p.MarshalCBOR(resp)
	}
	s.pay = reqresp.NewServer(n, payCfg, payH, m)
	s.result = reqresp.NewServer(n, resCfg, resH, m)
	return s, nil
}

// checkInlineSpec checks that spec is the content of the proposal's spec CID.
func checkInlineSpec(specCID string, spec []byte) error {
	want, err := cid.Decode(specCID)
	if err != nil {
		return fmt.Errorf("%w: proposal spec_cid %q: %v", p2p.ErrMalformed, specCID, err)
	}
	got, err := want.Prefix().Sum(spec)
	if err != nil || !got.Equals(want) {
		return fmt.Errorf("%w: the inline spec is not the content of the proposal's spec_cid %s (send the canonical spec, or none)", p2p.ErrMalformed, specCID)
	}
	return nil
}

func trim(s string) string {
	if len(s) > 256 {
		return s[:256]
	}
	return s
}

// Start installs both stream handlers.
func (s *Service) Start() error {
	if err := s.pay.Start(); err != nil {
		return err
	}
	return s.result.Start()
}

// Close removes both stream handlers.
func (s *Service) Close() error {
	return errors.Join(s.pay.Close(), s.result.Close())
}

// Client is the requester side.
type Client struct {
	node        *p2p.Node
	cfg         Config
	pay, result reqresp.Config
	m           *reqresp.Metrics
}

// NewClient returns a requester-side client.
func NewClient(n *p2p.Node, cfg Config) (*Client, error) {
	pay, result, m, err := cfg.setup()
	if err != nil {
		return nil, err
	}
	return &Client{node: n, cfg: cfg, pay: pay, result: result, m: m}, nil
}

// Propose sends the burst proposal p (signed by this node's wallet) with the voucher sv that pays
// for it to provider peer to, and returns the provider's acceptance after checking its
// signature, that its signer is the wallet bound to `to` and named in p, and that it carries
// p's terms. An error wrapping ErrDeclined means the provider refused before it recorded the
// voucher.
func (c *Client) Propose(ctx context.Context, to peer.ID, p *market.Proposal, sv *contracts.SignedVoucher) (*market.Acceptance, error) {
	return c.ProposeWithSpec(ctx, to, p, sv, nil)
}

// ProposeWithSpec is Propose with the job's canonical spec sent along (the content of p's spec
// CID; nil, or one over MaxInlineSpec bytes, is not sent), so that the provider need not fetch it.
func (c *Client) ProposeWithSpec(ctx context.Context, to peer.ID, p *market.Proposal, sv *contracts.SignedVoucher, spec []byte) (*market.Acceptance, error) {
	if len(spec) > MaxInlineSpec {
		spec = nil
	}
	pb, err := market.Encode(p)
	if err != nil {
		return nil, fmt.Errorf("burst proposal to %s: %w", to, err)
	}
	vb, err := json.Marshal(sv)
	if err != nil {
		return nil, fmt.Errorf("burst voucher to %s: %w", to, err)
	}
	body, err := p2p.MarshalCBOR(paidRequest{Proposal: pb, Voucher: vb, Spec: spec})
	if err != nil {
		return nil, err
	}
	resp, remote, err := reqresp.Call(ctx, c.node, to, c.pay, body, c.m)
	if err != nil {
		return nil, err
	}
	a, err := market.DecodeAcceptance(resp)
	if err != nil {
		return nil, fmt.Errorf("acceptance from %s: %w", to, err)
	}
	signer, err := market.VerifyAt(a, c.cfg.Domain, c.node.Now(), 0)
	if err != nil {
		return nil, fmt.Errorf("acceptance from %s: %w", to, err)
	}
	if signer != remote.Binding.Wallet || signer != p.Provider {
		return nil, fmt.Errorf("acceptance from %s: %w: signed by %s, peer bound to %s, proposal names %s",
			to, p2p.ErrBindingMismatch, signer, remote.Binding.Wallet, p.Provider)
	}
	if err := propose.SameTerms(p, a); err != nil {
		return nil, fmt.Errorf("acceptance from %s: %w", to, err)
	}
	return a, nil
}

// Result is ResultReceipt without the receipt.
func (c *Client) Result(ctx context.Context, to peer.ID, id contracts.JobID) (string, error) {
	cid, _, err := c.ResultReceipt(ctx, to, id)
	return cid, err
}

// ResultReceipt is ResultOf without the provider's trace.
func (c *Client) ResultReceipt(ctx context.Context, to peer.ID, id contracts.JobID) (string, *contracts.SignedReceipt, error) {
	res, err := c.ResultOf(ctx, to, id)
	if err != nil {
		return "", nil, err
	}
	return res.CID, res.Receipt, nil
}

// Result is a provider's answer for a done job.
type Result struct {
	CID string
	// Receipt is the provider's receipt for CID as sent (the caller checks it).
	Receipt *contracts.SignedReceipt
	// Trace is where the job's time went on the provider, as the provider says (nil when it
	// sent none or a malformed one): informational, never to be trusted.
	Trace []Phase
}

// ResultOf asks provider peer `to` for the result CID of job id and keeps asking while the
// answer is "pending" or busy, until ctx ends. It returns the CID and the provider's receipt
// for it as sent (well-formed JSON, at most maxReceipt bytes; the caller checks its signature
// and fields against the job), with the provider's trace if it sent one. A failed or unknown job ends in
// ErrJobFailed or ErrUnknownJob.
func (c *Client) ResultOf(ctx context.Context, to peer.ID, id contracts.JobID) (*Result, error) {
	body, err := p2p.MarshalCBOR(resultRequest{JobID: id[:]})
	if err != nil {
		return nil, err
	}
	for {
		resp, _, err := reqresp.Call(ctx, c.node, to, c.result, body, c.m)
		if errors.Is(err, reqresp.ErrBusy) {
			// Asked too often or with too many others: the job is paid, so ask again shortly.
			select {
			case <-ctx.Done():
				return nil, fmt.Errorf("result of %s from %s: %w (%w)", id, to, ctx.Err(), err)
			case <-time.After(busyBackoff):
			}
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("result of %s from %s: %w", id, to, err)
		}
		var r resultResponse
		if err := p2p.UnmarshalCBOR(resp, &r); err != nil {
			return nil, fmt.Errorf("result of %s from %s: %w: %v", id, to, p2p.ErrMalformed, err)
		}
		switch r.State {
		case stateDone:
			if r.ResultCID == "" {
				return nil, fmt.Errorf("result of %s from %s: %w: empty CID", id, to, p2p.ErrMalformed)
			}
			if len(r.Receipt) == 0 || len(r.Receipt) > maxReceipt {
				return nil, fmt.Errorf("result of %s from %s: %w: receipt of %d bytes", id, to, p2p.ErrMalformed, len(r.Receipt))
			}
			var sr contracts.SignedReceipt
			if err := json.Unmarshal(r.Receipt, &sr); err != nil {
				return nil, fmt.Errorf("result of %s from %s: %w: receipt: %v", id, to, p2p.ErrMalformed, err)
			}
			return &Result{CID: r.ResultCID, Receipt: &sr, Trace: decodeTrace(r.Trace)}, nil
		case statePending:
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			continue
		case stateFailed:
			return nil, fmt.Errorf("result of %s from %s: %w: %s", id, to, ErrJobFailed, r.Detail)
		case stateUnknown:
			return nil, fmt.Errorf("result of %s from %s: %w: %s", id, to, ErrUnknownJob, r.Detail)
		default:
			return nil, fmt.Errorf("result of %s from %s: %w: state %d", id, to, p2p.ErrMalformed, r.State)
		}
	}
}
