package proving

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/consensys/gnark-crypto/ecc"
	kzg_bn254 "github.com/consensys/gnark-crypto/ecc/bn254/kzg"
	"github.com/consensys/gnark-crypto/kzg"
	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/backend/groth16"
	"github.com/consensys/gnark/backend/plonk"
	"github.com/consensys/gnark/constraint"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/frontend/cs/r1cs"
	"github.com/consensys/gnark/frontend/cs/scs"
	"github.com/consensys/gnark/test/unsafekzg"
)

// SetupConfig configures Setup.
type SetupConfig struct {
	// Name labels the circuit in its package (at most 256 bytes). Default: empty.
	Name string
	// Curve of the proof system. Default: ecc.BN254 (the only curve with a Solidity verifier).
	Curve ecc.ID
	// Backend is backend.GROTH16 or backend.PLONK. Default: backend.GROTH16.
	Backend backend.ID

	// SRSPath names a file holding a canonical KZG SRS for PLONK in gnark-crypto's encoding
	// (kzg.SRS WriteTo), for example one converted from a public powers-of-tau ceremony. It must
	// hold at least as many points as plonk.SRSSize reports for the circuit. BN254 only.
	SRSPath string
	// UnsafeDevSRS makes PLONK use gnark's test/unsafekzg SRS, whose toxic value is generated
	// and known in this process: anyone who kept it could forge proofs. For development, tests
	// and benchmarks only; never for circuits that guard money. Ignored for Groth16.
	UnsafeDevSRS bool
}

func (c *SetupConfig) ensureDefaults() {
	if c.Curve == ecc.UNKNOWN {
		c.Curve = ecc.BN254
	}
	if c.Backend == backend.UNKNOWN {
		c.Backend = backend.GROTH16
	}
}

func (c *SetupConfig) validate() error {
	if err := supported(c.Curve, c.Backend); err != nil {
		return err
	}
	if c.Backend == backend.PLONK {
		switch {
		case c.SRSPath == "" && !c.UnsafeDevSRS:
			return fmt.Errorf("%w: PLONK needs an SRS: set SRSPath to a KZG SRS file, or UnsafeDevSRS for development", ErrSetup)
		case c.SRSPath != "" && c.UnsafeDevSRS:
			return fmt.Errorf("%w: set either SRSPath or UnsafeDevSRS, not both", ErrSetup)
		case c.SRSPath != "" && c.Curve != ecc.BN254:
			return fmt.Errorf("%w: SRS files are supported on bn254 only, got %s", ErrSetup, c.Curve)
		}
	}
	return nil
}

// Compile compiles circuit for the curve and backend (R1CS for Groth16, SCS for PLONK).
func Compile(circuit frontend.Circuit, curve ecc.ID, b backend.ID) (constraint.ConstraintSystem, error) {
	if err := supported(curve, b); err != nil {
		return nil, err
	}
	var builder frontend.NewBuilder = r1cs.NewBuilder
	if b == backend.PLONK {
		builder = scs.NewBuilder
	}
	cs, err := frontend.Compile(curve.ScalarField(), builder, circuit)
	if err != nil {
		return nil, fmt.Errorf("compile circuit: %w", err)
	}
	return cs, nil
}

// Setup compiles circuit and generates its proving and verifying keys.
//
// Groth16 setup here is single-party: the toxic waste is random and dropped, but whoever runs
// Setup could keep it and forge proofs for this circuit. Circuits that guard third parties' money
// need a multi-party ceremony (gnark's backend/groth16/bn254/mpcsetup) and then a package built
// from its keys. For PLONK the same applies to the SRS (see SetupConfig.UnsafeDevSRS).
//
// Setup time and memory grow faster than proving (about 21 s for 100k constraints on 2 cores); it
// cannot be interrupted once started, ctx is checked between phases.
func Setup(ctx context.Context, circuit frontend.Circuit, cfg SetupConfig) (*Package, error) {
	cfg.ensureDefaults()
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	cs, err := Compile(circuit, cfg.Curve, cfg.Backend)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return SetupCS(ctx, cs, cfg)
}

// SetupCS is Setup for an already compiled constraint system.
func SetupCS(ctx context.Context, cs constraint.ConstraintSystem, cfg SetupConfig) (*Package, error) {
	cfg.ensureDefaults()
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	if c := curveOf(cs); c != cfg.Curve {
		return nil, fmt.Errorf("%w: package is %s, request wants %s", ErrCurveMismatch, c, cfg.Curve)
	}
	switch cfg.Backend {
	case backend.GROTH16:
		pk, vk, err := groth16.Setup(cs)
		if err != nil {
			return nil, fmt.Errorf("groth16 setup: %w", err)
		}
		return newPackage(cfg.Name, cfg.Backend, cs, pk, vk)
	default: // PLONK, validated above
		var canonical, lagrange kzg.SRS
		var err error
		if cfg.UnsafeDevSRS {
			canonical, lagrange, err = unsafekzg.NewSRS(cs)
		} else {
			canonical, lagrange, err = loadSRS(cs, cfg.SRSPath)
		}
		if err != nil {
			return nil, fmt.Errorf("plonk srs: %w", err)
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		pk, vk, err := plonk.Setup(cs, canonical, lagrange)
		if err != nil {
			return nil, fmt.Errorf("plonk setup: %w", err)
		}
		return newPackage(cfg.Name, cfg.Backend, cs, pk, vk)
	}
}

// loadSRS reads a canonical BN254 KZG SRS file and derives the Lagrange form for cs.
func loadSRS(cs constraint.ConstraintSystem, path string) (kzg.SRS, kzg.SRS, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, fmt.Errorf("%w: open SRS file: %v", ErrSetup, err)
	}
	defer f.Close()
	var srs kzg_bn254.SRS
	if _, err := srs.ReadFrom(f); err != nil {
		return nil, nil, fmt.Errorf("%w: read SRS file %s (want gnark-crypto kzg bn254 encoding): %v", ErrSetup, path, err)
	}
	sizeCanonical, sizeLagrange := plonk.SRSSize(cs)
	if len(srs.Pk.G1) < sizeCanonical {
		return nil, nil, fmt.Errorf("%w: SRS %s has %d points, circuit needs %d", ErrSetup, path, len(srs.Pk.G1), sizeCanonical)
	}
	lag, err := kzg_bn254.ToLagrangeG1(srs.Pk.G1[:sizeLagrange])
	if err != nil {
		return nil, nil, errors.Join(ErrSetup, fmt.Errorf("lagrange form: %w", err))
	}
	lagrange := &kzg_bn254.SRS{Pk: kzg_bn254.ProvingKey{G1: lag}, Vk: srs.Vk}
	return &srs, lagrange, nil
}
