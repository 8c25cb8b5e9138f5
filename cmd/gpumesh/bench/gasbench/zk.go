package gasbench

import (
	"context"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/core/types"

	"github.com/gpumesh/gpumesh/contracts"
)

// ZKDaemonBatch is the size of the daemon claim batch the zk job's share is measured in: half
// proven zk jobs, half submitted batch jobs whose windows passed, claimed together by the
// provider daemon's settler.
const ZKDaemonBatch = 8

// benchZK measures a zk job paid on a real gnark Groth16 proof: the verifier's deployment and
// registration (zk_deploy_verifier, zk_register_circuit), the job's open (zk_open), the verifier
// called directly for comparison (zk_verify_direct), submitProof (zk_submit_proof: the proof
// verified, the job Proven, no money moved) and the claim of the proven job sent alone
// (zk_claim). Then ZKDaemonBatch/2 batch jobs are opened and submitted and as many zk jobs
// opened and proven, and the daemon's settler claims all of them in one claimMany
// (zk_daemon_claim_many_<n>); a zk job's share is that transaction's gas / ZKDaemonBatch.
func benchZK(ctx context.Context, cfg GasBenchConfig, run *gasRun) error {
	c, owner, provider, requester := run.c, run.owner, run.provider, run.requester
	record, unrecorded, accept, waitPast, resultCID, rep := run.record, run.unrecorded, run.accept, run.waitPast, run.resultCID, run.rep
	d := c.Deployment()
	z := cfg.zk
	if z == nil {
		var err error
		if z, err = newZKCircuit(ctx, zkRounds, cfg.Solc); err != nil {
			return fmt.Errorf("gas bench: %w (set SkipZK to measure without the zk steps)", err)
		}
	}
	verifier, r, err := owner.Deploy(ctx, z.cv.Bytecode, nil)
	if _, err := record("zk_deploy_verifier", r, err); err != nil {
		return err
	}
	circuitID, r, err := c.RegisterCircuit(ctx, owner, contracts.PackageHash([]byte("gpumesh gas bench circuit")), verifier, contracts.BackendGroth16)
	if _, err := record("zk_register_circuit", r, err); err != nil {
		return err
	}
	proof, inputs, err := z.prove(ctx, 42)
	if err != nil {
		return fmt.Errorf("gas bench: %w", err)
	}
	bind := contracts.ZKBinding{SpecCIDHash: contracts.SpecHash([]byte("gas bench zk spec")), CircuitID: circuitID, PublicInputs: inputs}
	// open opens a zk job bound to bind (every job proves the same statement: the proof is the
	// same, the job ids differ).
	open := func(name string) (*contracts.Acceptance, *types.Receipt, error) {
		a, sig, err := accept(time.Hour, func(a *contracts.Acceptance) { a.Class = contracts.ClassZK; a.SpecHash = bind.SpecHash() })
		if err != nil {
			return nil, nil, fmt.Errorf("gas bench: acceptance: %w", err)
		}
		if err := unrecorded(name + " approve")(c.Approve(ctx, requester, d.Escrow, a.Price)); err != nil {
			return nil, nil, err
		}
		r, err := c.OpenJob(ctx, requester, a, sig)
		if err != nil {
			return nil, nil, fmt.Errorf("gas bench: %s: %w", name, err)
		}
		return a, r, nil
	}

	a, r, err := open("zk open")
	if err != nil {
		return err
	}
	openGas, err := record("zk_open", r, nil)
	if err != nil {
		return err
	}
	direct, err := z.verifierCalldata(proof, inputs)
	if err != nil {
		return fmt.Errorf("gas bench: %w", err)
	}
	r, err = owner.Send(ctx, verifier, direct)
	if rep.ZKVerifyDirect, err = record("zk_verify_direct", r, err); err != nil {
		return err
	}
	r, err = c.SubmitProof(ctx, provider, a, bind, proof, resultCID)
	if rep.ZKSubmitProof, err = record("zk_submit_proof", r, err); err != nil {
		return err
	}
	// Claimed at once: a proven job has no challenge window.
	r, err = c.Claim(ctx, provider, a, contracts.ResultHash(resultCID))
	if rep.ZKClaim, err = record("zk_claim", r, err); err != nil {
		return err
	}
	rep.ZKLifecycle = openGas + rep.ZKSubmitProof + rep.ZKClaim

	// The daemon's batch: batch jobs submitted first (their windows pass while the zk jobs are
	// proven), then the zk jobs, all claimed by one claimMany.
	var ids []contracts.JobID
	var lastEnd uint64
	for i := range ZKDaemonBatch / 2 {
		b, sig, err := accept(time.Hour)
		if err != nil {
			return fmt.Errorf("gas bench: acceptance: %w", err)
		}
		if err := unrecorded("zk batch approve")(c.Approve(ctx, requester, d.Escrow, b.Price)); err != nil {
			return err
		}
		if err := unrecorded("zk batch open")(c.OpenJob(ctx, requester, b, sig)); err != nil {
			return err
		}
		if err := unrecorded("zk batch submit")(c.SubmitResult(ctx, provider, b, resultCID)); err != nil {
			return err
		}
		js, err := c.JobState(ctx, b.JobID)
		if err != nil {
			return fmt.Errorf("gas bench: batch job %d: %w", i, err)
		}
		ids, lastEnd = append(ids, b.JobID), max(lastEnd, js.Time)
	}
	for range ZKDaemonBatch / 2 {
		a, _, err := open("zk batch zk open")
		if err != nil {
			return err
		}
		if err := unrecorded("zk batch proof")(c.SubmitProof(ctx, provider, a, bind, proof, resultCID)); err != nil {
			return err
		}
		ids = append(ids, a.JobID)
	}
	if err := waitPast(lastEnd); err != nil {
		return err
	}
	claim, err := daemonClaim(ctx, cfg, c, provider, ids)
	gas, err := record(fmt.Sprintf("zk_daemon_claim_many_%d", ZKDaemonBatch), claim, err)
	if err != nil {
		return err
	}
	rep.ZKClaimShare = gas / ZKDaemonBatch
	rep.ZKLifecycleBatched = openGas + rep.ZKSubmitProof + rep.ZKClaimShare
	return nil
}
