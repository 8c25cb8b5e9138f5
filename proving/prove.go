package proving

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"runtime/metrics"
	"sync"
	"time"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/backend/groth16"
	"github.com/consensys/gnark/backend/plonk"
	"github.com/consensys/gnark/backend/solidity"
	"github.com/consensys/gnark/backend/witness"
	cs_bls12377 "github.com/consensys/gnark/constraint/bls12-377"
	cs_bls12381 "github.com/consensys/gnark/constraint/bls12-381"
	cs_bn254 "github.com/consensys/gnark/constraint/bn254"
	cs_bw6761 "github.com/consensys/gnark/constraint/bw6-761"
)

// ProveOptions configures Prove. The zero value proves without a memory limit.
type ProveOptions struct {
	// MemoryLimit is the most memory, in bytes, the process may need while proving (its live
	// heap, the loaded package included, plus the prover's working set), typically the slot's limit. Before proving, Prove
	// estimates the peak (EstimateProveMemory) and fails with ErrMemoryLimit, having done no
	// work, when the estimate exceeds the limit. 0 means no limit.
	MemoryLimit uint64
}

// ProveResult is a proof with what it cost to make.
type ProveResult struct {
	Proof *Proof
	// ProveTime is gnark's prove call alone (witness solving included); VerifyTime the local
	// verification that follows it.
	ProveTime, VerifyTime time.Duration
	// Parallelism is the number of OS threads running Go code during the prove
	// (min(GOMAXPROCS, NumCPU)); gnark splits work over runtime.NumCPU tasks. It is a
	// process-wide setting: limit it with GOMAXPROCS or a CPU quota on the prover process.
	Parallelism int
	// PeakMemBytes is the highest Go runtime memory (mapped and not returned to the OS,
	// sampled every 5 ms) seen during the prove call; BaseMemBytes the same just before it.
	PeakMemBytes, BaseMemBytes uint64
	// EstimatedMemBytes is the pre-prove estimate (live heap + working set model) checked
	// against ProveOptions.MemoryLimit.
	EstimatedMemBytes uint64
}

// Working-set model of the provers, in bytes per element of the evaluation domain, on top of
// the live heap before proving (package and witness). Measured on BN254 mimcchain circuits in a
// process that had just decoded the package (`gpumesh bench zk --raw`, its package prove step):
// Groth16 2^17 domain 85 -> 243 MiB runtime memory (1264 B/element over mapped memory; the
// live-heap estimate with 1600 B/element came to 248 MiB against a 243 MiB peak); PLONK 2^17 domain
// 228 -> 331 MiB, another run 287 -> 342 MiB, where a 1200 B/element live-heap estimate (182 MiB)
// fell short of the process's peak, hence 2400. The constants leave room for GC timing; other
// curves scale by their scalar size. At 1M constraints (Groth16, 2^20) the whole bench process peaked at 1.6 GiB
// RSS. The estimate is a model, not a bound.
const (
	groth16BytesPerDomainElem = 2000
	plonkBytesPerDomainElem   = 2400
)

// EstimateProveMemory estimates the peak memory of proving with p, given the live heap of the
// process now (base: the package, the witness and whatever else the process keeps alive).
func (p *Package) EstimateProveMemory(base uint64) uint64 {
	domain := ecc.NextPowerOfTwo(p.info.NbConstraints + uint64(p.info.NbPublic) + 1)
	per := uint64(groth16BytesPerDomainElem)
	if p.info.Backend == backend.PLONK {
		per = plonkBytesPerDomainElem
	}
	per = per * uint64(p.elemBytes()) / 32
	return base + domain*per
}

// Prove proves the full witness against the package and verifies the proof locally before
// returning it (GPU and other accelerated provers are known to emit bad proofs; such a proof is
// ErrInvalidProof and never returned). A witness that does not satisfy the circuit is
// ErrUnsatisfied, with the failing constraint in the message, and yields no proof.
//
// On BN254 the proof targets gnark's Solidity verifier (Keccak hash-to-field for Groth16
// commitments), so it verifies both here and on-chain. gnark's prover cannot be interrupted: ctx
// is checked before proving starts.
func (p *Package) Prove(ctx context.Context, full witness.Witness, opts ProveOptions) (*ProveResult, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if err := p.checkWitness(full, false); err != nil {
		return nil, err
	}
	res := &ProveResult{Parallelism: min(runtime.GOMAXPROCS(0), runtime.NumCPU())}
	res.EstimatedMemBytes = p.EstimateProveMemory(liveHeap())
	if opts.MemoryLimit > 0 && res.EstimatedMemBytes > opts.MemoryLimit {
		return nil, fmt.Errorf("%w: proving %q (%d constraints, %s) needs about %d MiB, the limit is %d MiB; use a slot with more memory",
			ErrMemoryLimit, p.info.Name, p.info.NbConstraints, p.info.Backend,
			res.EstimatedMemBytes>>20, opts.MemoryLimit>>20)
	}

	var proverOpts []backend.ProverOption
	if p.info.Curve == ecc.BN254 {
		proverOpts = append(proverOpts, solidity.WithProverTargetSolidityVerifier(p.info.Backend))
	}
	res.BaseMemBytes = runtimeMem()
	stop := watchPeak(res.BaseMemBytes, &res.PeakMemBytes)
	start := time.Now()
	var proof gnarkProof
	var err error
	switch p.info.Backend {
	case backend.GROTH16:
		proof, err = groth16.Prove(p.cs, p.pk.(groth16.ProvingKey), full, proverOpts...)
	default:
		proof, err = plonk.Prove(p.cs, p.pk.(plonk.ProvingKey), full, proverOpts...)
	}
	res.ProveTime = time.Since(start)
	stop()
	if err != nil {
		if isUnsatisfied(err) {
			return nil, fmt.Errorf("%w: %v", ErrUnsatisfied, err)
		}
		return nil, fmt.Errorf("prove %q: %w", p.info.Name, err)
	}
	public, err := full.Public()
	if err != nil {
		return nil, fmt.Errorf("public witness: %w", err)
	}
	res.Proof = &Proof{Curve: p.info.Curve, Backend: p.info.Backend, proof: proof, public: public}
	start = time.Now()
	if err := p.Verify(res.Proof); err != nil {
		return nil, fmt.Errorf("prover emitted a proof that does not verify: %w", err)
	}
	res.VerifyTime = time.Since(start)
	return res, nil
}

// ProveWitness is the proving step of a zk job, exactly as a provider runs it once it holds the
// package: decode the witness from r, prove, verify locally. Benchmarks time it against the
// whole marketplace path.
func ProveWitness(ctx context.Context, p *Package, r io.Reader, opts ProveOptions) (*ProveResult, error) {
	full, err := p.ReadWitness(r)
	if err != nil {
		return nil, err
	}
	return p.Prove(ctx, full, opts)
}

// Verify checks pr against the package's verifying key and the public inputs pr carries. It
// returns ErrInvalidProof when the proof does not verify.
func (p *Package) Verify(pr *Proof) error {
	if pr == nil || pr.proof == nil || pr.public == nil {
		return fmt.Errorf("%w: empty proof", ErrNotProof)
	}
	if err := (Want{Curve: pr.Curve, Backend: pr.Backend}).Check(p.info); err != nil {
		return err
	}
	if err := p.checkWitness(pr.public, true); err != nil {
		return err
	}
	var verifierOpts []backend.VerifierOption
	if p.info.Curve == ecc.BN254 {
		verifierOpts = append(verifierOpts, solidity.WithVerifierTargetSolidityVerifier(p.info.Backend))
	}
	var err error
	switch p.info.Backend {
	case backend.GROTH16:
		gp, ok := pr.proof.(groth16.Proof)
		if !ok {
			return fmt.Errorf("%w: not a groth16 proof", ErrNotProof)
		}
		err = groth16.Verify(gp, p.vk.(groth16.VerifyingKey), pr.public, verifierOpts...)
	default:
		pp, ok := pr.proof.(plonk.Proof)
		if !ok {
			return fmt.Errorf("%w: not a plonk proof", ErrNotProof)
		}
		err = plonk.Verify(pp, p.vk.(plonk.VerifyingKey), pr.public, verifierOpts...)
	}
	if err != nil {
		return fmt.Errorf("%w: %v", ErrInvalidProof, err)
	}
	return nil
}

func isUnsatisfied(err error) bool {
	var e1 *cs_bn254.UnsatisfiedConstraintError
	var e2 *cs_bls12381.UnsatisfiedConstraintError
	var e3 *cs_bls12377.UnsatisfiedConstraintError
	var e4 *cs_bw6761.UnsatisfiedConstraintError
	return errors.As(err, &e1) || errors.As(err, &e2) || errors.As(err, &e3) || errors.As(err, &e4)
}

var memSamples = []metrics.Sample{
	{Name: "/memory/classes/total:bytes"},
	{Name: "/memory/classes/heap/released:bytes"},
}

var memMu sync.Mutex

// liveHeap is the heap kept alive at the last GC. Unlike runtimeMem it does not count free spans
// the runtime has not yet returned to the OS, which a prove reuses.
func liveHeap() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// runtimeMem is the Go runtime's memory mapped and not released to the OS (close to its RSS).
func runtimeMem() uint64 {
	memMu.Lock()
	defer memMu.Unlock()
	metrics.Read(memSamples)
	return memSamples[0].Value.Uint64() - memSamples[1].Value.Uint64()
}

// watchPeak samples runtimeMem into *peak until the returned stop function is called; stop waits
// for the sampler to exit. The peak starts at base, the sample taken as the window opened: the
// runtime may return memory to the OS (its scavenger runs on its own) before the first sample, and
// a peak below the memory held at the start would not be the window's peak.
func watchPeak(base uint64, peak *uint64) (stop func()) {
	done := make(chan struct{})
	var wg sync.WaitGroup
	m := base
	wg.Go(func() {
		t := time.NewTicker(5 * time.Millisecond)
		defer t.Stop()
		for {
			if v := runtimeMem(); v > m {
				m = v
			}
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	})
	return func() {
		close(done)
		wg.Wait()
		if v := runtimeMem(); v > m {
			m = v
		}
		*peak = m
	}
}
