package intake

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/cockroachdb/pebble/v2"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ipfs/go-cid"
	"github.com/libp2p/go-libp2p/core/peer"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/market"
	"github.com/gpumesh/gpumesh/market/jobspec"
	"github.com/gpumesh/gpumesh/p2p/content"
	zkexec "github.com/gpumesh/gpumesh/provider/executor/zk"
	"github.com/gpumesh/gpumesh/proving"
	"github.com/gpumesh/gpumesh/proving/escrow"
)

// A zk job (DESIGN.md "Job classes") is paid when its proof verifies on chain, against the
// circuit and public inputs the acceptance binds (contracts.ZkSpecHash). At acceptance the
// provider reads the circuit package's header, checks that the package is registered in the
// escrow with the verifier it declares (escrow.Lookup: a circuit without that registration can
// never pay, and a registration of the package with other code would judge the proof by that
// code), fetches the witness from the requester, reads its public inputs and signs the binding
// into the acceptance (market.Acceptance.BindZK). After proving, the settler submits the proof
// with those public inputs (settle.Settler's zk path); the runner's states stay as they are:
// submitted means "proof sent" (the escrow marks the job Proven), and the claim that pays it
// follows at once, batched with the provider's other claims.

// witnessFetchTimeout bounds fetching the witness at acceptance.
const witnessFetchTimeout = 10 * time.Second

// maxWitnessHeader is how much of the witness PublicInputsOf may read: its header and at most
// proving.MaxPublicInputs values of 32 bytes.
const maxWitnessHeader = 12 + proving.MaxPublicInputs*32

// checkZKSpec refuses zk specs this provider cannot prove: limits above the configured maxima
// (the zk executor shares the wasm executor's caps), arguments the executor does not take, or a
// curve without an on-chain verifier.
func (a *Acceptor) checkZKSpec(spec *jobspec.Job) error {
	cfg := a.in.cfg
	if spec.Circuit == "" {
		return decline("zk job without a circuit CID")
	}
	if _, err := cid.Decode(spec.Circuit); err != nil {
		return decline("circuit %q is not a CID", spec.Circuit)
	}
	if spec.Resources.MemoryBytes > cfg.WasmMaxMemoryBytes {
		return decline("memory %d bytes exceeds executor.wasm.max_memory_mib = %d (the zk executor's cap)", spec.Resources.MemoryBytes, cfg.WasmMaxMemoryBytes>>20)
	}
	if spec.WallTime() > cfg.WasmMaxWallTime {
		return decline("wall time %s exceeds executor.wasm.max_wall_time = %s (the zk executor's cap)", spec.WallTime(), cfg.WasmMaxWallTime)
	}
	want, err := zkexec.ParseArgs(spec.Args)
	if err != nil {
		return decline("%s", shortErr(err))
	}
	if want.Curve != ecc.UNKNOWN && want.Curve != ecc.BN254 {
		return decline("curve %s has no on-chain verifier: zk jobs are paid on bn254 proofs", want.Curve)
	}
	if witnessInput(spec) == "" {
		return decline("zk job without an input named %q (the gnark witness)", zkexec.InputWitness)
	}
	return nil
}

func witnessInput(spec *jobspec.Job) string {
	for _, in := range spec.Inputs {
		if in.Name == zkexec.InputWitness {
			return in.Source.CID
		}
	}
	return ""
}

// zkBinding computes the on-chain binding of a zk job spec with the given spec CID from what it
// reads over the network (the requester, peer from, usually holds both): the circuit package's
// header (its first blocks, checked by CID like any content), whose declared
// verifier names the escrow registration the job is paid by (escrow.Lookup: it must exist, and
// a registration of the package with any other verifier is not it), and the witness's public
// inputs. Errors are declines naming what is wrong.
func (a *Acceptor) zkBinding(ctx context.Context, specCID string, spec *jobspec.Job, from peer.ID) (contracts.ZKBinding, error) {
	circuit, err := cid.Decode(spec.Circuit)
	if err != nil {
		return contracts.ZKBinding{}, decline("circuit %q is not a CID", spec.Circuit)
	}
	want, err := zkexec.ParseArgs(spec.Args)
	if err != nil {
		return contracts.ZKBinding{}, decline("%s", shortErr(err))
	}
	head, err := a.in.deps.Content.ReadHead(ctx, circuit, proving.MaxHeaderBytes)
	if err != nil {
		return contracts.ZKBinding{}, decline("cannot read the header of circuit package %s: %s", circuit, shortErr(err))
	}
	circuitID, info, err := escrow.Lookup(ctx, a.in.deps.Chain, circuit, head)
	switch {
	case errors.Is(err, proving.ErrNotPackage), errors.Is(err, proving.ErrVersion), errors.Is(err, proving.ErrCorrupt),
		errors.Is(err, proving.ErrUnsupported), errors.Is(err, proving.ErrNoVerifier), errors.Is(err, escrow.ErrNotRegistered):
		return contracts.ZKBinding{}, decline("%s", shortErr(err))
	case err != nil:
		return contracts.ZKBinding{}, err
	}
	if err := (proving.Want{Curve: want.Curve, Backend: want.Backend}).Check(info); err != nil {
		return contracts.ZKBinding{}, decline("circuit %s: %s", circuit, shortErr(err))
	}
	if err := a.checkVerifier(ctx, circuit, circuitID, info); err != nil {
		return contracts.ZKBinding{}, err
	}
	wc, err := cid.Decode(witnessInput(spec))
	if err != nil {
		return contracts.ZKBinding{}, decline("zk job without a witness input %q", zkexec.InputWitness)
	}
	rc, _, err := a.in.deps.Content.Open(ctx, wc, content.FetchOptions{Providers: []peer.AddrInfo{{ID: from}},
		MaxBytes: a.in.cfg.MaxFetchBytes, MaxBytesKey: maxFetchKey})
	if err != nil {
		return contracts.ZKBinding{}, decline("cannot fetch the witness %s: %s", wc, shortErr(err))
	}
	defer rc.Close()
	ins, err := proving.PublicInputsOf(io.LimitReader(rc, maxWitnessHeader), want.Curve)
	if err != nil {
		return contracts.ZKBinding{}, decline("witness %s: %s", wc, shortErr(err))
	}
	b, err := market.ZKBindingFor(specCID, circuitID, ins)
	if err != nil {
		return contracts.ZKBinding{}, decline("%s", shortErr(err))
	}
	return b, nil
}

// bindZK signs nothing: it sets acc's zk binding (acc is signed after it) and returns the
// circuit id it binds (kept with the acceptance for the proof submission).
func (a *Acceptor) bindZK(ctx context.Context, acc *market.Acceptance, spec *jobspec.Job, from peer.ID) (common.Hash, error) {
	ctx, cancel := context.WithTimeout(ctx, witnessFetchTimeout)
	defer cancel()
	b, err := a.zkBinding(ctx, acc.SpecCID, spec, from)
	if err != nil {
		return common.Hash{}, err
	}
	if err := acc.BindZK(b); err != nil {
		return common.Hash{}, decline("%s", shortErr(err))
	}
	return b.CircuitID, nil
}

// The verifier a zk job is paid by.
//
// The escrow's circuit id commits to the package and to the code hash the package declares, and
// registerCircuit computes it from the registered verifier's actual code, so a job bound to the
// id is judged by code with that hash. What the id cannot show is that the declared code is an
// honest verifier for the package's verifying key: the package's author (for a zk job, often the
// requester) may declare the hash of a contract that rejects every proof, register that
// contract, and collect the provider's collateral when its proof is refused. So before accepting
// a zk job the provider checks both links itself (checkVerifier):
//
//  1. the registered verifier's code on chain (contracts.Client.CodeAt) hashes to the declared
//     VerifierCodeHash (the id implies it; the check costs one call and guards the assumption);
//  2. the declared hash is the hash of the runtime code the pinned solc compiles for the
//     package's verifying key (proving.Package.SolidityVerifier, then CheckVerifier): a local
//     compile, not a proof, because a provider has no satisfying witness of its own for an
//     arbitrary circuit, and proving the requester's would do the whole job before accepting it.
//
// A circuit id that passed is recorded in the node DB (verifierOKPrefix): the id fixes both the
// package and the code, so the compile (seconds) happens once per circuit. A provider without
// solc-js (GPUMESH_SOLCJS, or contracts/node_modules/solc above the working directory) cannot
// check, and declines zk jobs of circuits it has not checked before, saying so.

// verifierOKPrefix keys circuit ids whose registered verifier checkVerifier accepted.
var verifierOKPrefix = []byte("provider/v1/zk-verifier-ok/")

func verifierOKKey(circuitID common.Hash) []byte {
	return append(slices.Clone(verifierOKPrefix), circuitID.Hex()...)
}

// verifierChecked reports whether the verifier of circuitID passed checkVerifier before.
func (s *Store) verifierChecked(circuitID common.Hash) (bool, error) {
	_, closer, err := s.db.Get(verifierOKKey(circuitID))
	if errors.Is(err, pebble.ErrNotFound) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return true, closer.Close()
}

// recordVerifierChecked records that the verifier of circuitID passed checkVerifier, after
// Space confirmed the disk has room (on a nearly full disk the acceptance is declined).
func (s *Store) recordVerifierChecked(circuitID common.Hash) error {
	if err := s.Space.Check(); err != nil {
		return err
	}
	return s.db.Set(verifierOKKey(circuitID), []byte{1}, pebble.Sync)
}

// verifierChain is what checkVerifier reads of the chain; *contracts.Client implements it.
type verifierChain interface {
	Circuit(ctx context.Context, circuitID common.Hash) (*contracts.CircuitInfo, error)
	CodeAt(ctx context.Context, addr common.Address) ([]byte, error)
}

// compileVerifier compiles the Solidity verifier of a package's verifying key.
type compileVerifier func(ctx context.Context, p *proving.Package) (*proving.CompiledVerifier, error)

func (a *Acceptor) checkVerifier(ctx context.Context, circuit cid.Cid, circuitID common.Hash, info proving.Info) error {
	if ok, err := a.in.Pending.verifierChecked(circuitID); err != nil || ok {
		return err
	}
	pkg, err := a.in.circuitPackage(ctx, circuit, info)
	if err != nil {
		return err
	}
	compile := func(ctx context.Context, p *proving.Package) (*proving.CompiledVerifier, error) {
		return p.SolidityVerifier(ctx, proving.SolcConfig{})
	}
	if err := checkVerifier(ctx, a.in.deps.Chain, circuitID, pkg, compile); err != nil {
		return err
	}
	if err := a.in.Pending.recordVerifierChecked(circuitID); err != nil {
		return fmt.Errorf("record checked verifier of circuit %s: %w", circuit, err)
	}
	return nil
}

// circuitPackage decodes the circuit package at c (whose header said info) through
// Deps.Circuits when set (a warm package is not decoded again), else from the content store,
// read up to executor.wasm.max_memory_mib.
func (in *Intake) circuitPackage(ctx context.Context, c cid.Cid, info proving.Info) (*proving.Package, error) {
	want := proving.Want{Curve: info.Curve, Backend: info.Backend}
	if in.deps.Circuits != nil {
		pkg, err := in.deps.Circuits.Load(ctx, c, want)
		if err != nil {
			return nil, decline("circuit package %s (loaded up to executor.wasm.max_memory_mib): %s", c, shortErr(err))
		}
		return pkg, nil
	}
	rc, _, err := in.deps.Content.Open(ctx, c, content.FetchOptions{MaxBytes: in.cfg.MaxFetchBytes, MaxBytesKey: maxFetchKey})
	if err != nil {
		return nil, decline("cannot read circuit package %s to check its verifier: %s", c, shortErr(err))
	}
	defer rc.Close()
	pkg, err := proving.ReadPackage(io.LimitReader(rc, int64(in.cfg.WasmMaxMemoryBytes)), want)
	if err != nil {
		return nil, decline("circuit package %s (read up to executor.wasm.max_memory_mib): %s", c, shortErr(err))
	}
	return pkg, nil
}

// CheckCircuit runs, ahead of any job, the checks a zk job's acceptance makes of its circuit:
// the package at c is registered in the escrow with the verifier it declares, and that verifier
// is the code the package's verifying key compiles to (checkVerifier, recorded once per
// circuit). A provider that advertises a circuit calls it when it starts advertising it, so its
// first job's acceptance finds the circuit checked. Errors say why the circuit's jobs would be
// declined.
func (in *Intake) CheckCircuit(ctx context.Context, c cid.Cid) error {
	head, err := in.deps.Content.ReadHead(ctx, c, proving.MaxHeaderBytes)
	if err != nil {
		return fmt.Errorf("read the header of circuit package %s: %w", c, err)
	}
	circuitID, info, err := escrow.Lookup(ctx, in.deps.Chain, c, head)
	if err != nil {
		return err
	}
	return in.Acceptor.checkVerifier(ctx, c, circuitID, info)
}

// checkVerifier declines unless the verifier registered under circuitID runs code whose hash the
// package declares, and that is the code compile makes for the package's verifying key.
func checkVerifier(ctx context.Context, chain verifierChain, circuitID common.Hash, pkg *proving.Package, compile compileVerifier) error {
	reg, err := chain.Circuit(ctx, circuitID)
	if err != nil {
		return fmt.Errorf("read circuit %s: %w", circuitID.Hex(), err)
	}
	if !reg.Registered {
		return decline("circuit %s is not registered in the escrow", circuitID.Hex())
	}
	code, err := chain.CodeAt(ctx, reg.Verifier)
	if err != nil {
		return fmt.Errorf("read verifier of circuit %s: %w", circuitID.Hex(), err)
	}
	declared := pkg.Info().VerifierCodeHash
	if got := crypto.Keccak256Hash(code); got != declared {
		return decline("the verifier registered for circuit %s (%s) has code hash %s, the package declares %s",
			circuitID.Hex(), reg.Verifier.Hex(), got.Hex(), declared.Hex())
	}
	cv, err := compile(ctx, pkg)
	if err != nil {
		return decline("cannot check the verifier of circuit %s: compiling the package's verifier failed (set %s to a solc-js directory): %s",
			circuitID.Hex(), proving.SolcJSEnv, shortErr(err))
	}
	if err := pkg.CheckVerifier(cv); err != nil {
		return decline("circuit %s is paid by a verifier that is not the one solc %s compiles for its verifying key (it may reject every proof): %s",
			circuitID.Hex(), cv.SolcVersion, shortErr(err))
	}
	return nil
}
