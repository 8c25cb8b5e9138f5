package main

import (
	"bytes"
	"context"
	"fmt"
	"math/big"
	"os"
	"path/filepath"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/frontend"
	"github.com/consensys/gnark/logger"
	"github.com/urfave/cli/v3"

	"github.com/libp2p/go-libp2p"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/p2p/content"
	"github.com/gpumesh/gpumesh/provider"
	"github.com/gpumesh/gpumesh/proving"
	"github.com/gpumesh/gpumesh/proving/circuits/merkle"
	"github.com/gpumesh/gpumesh/proving/circuits/mimcchain"
	"github.com/gpumesh/gpumesh/proving/escrow"
)

// newProvingCommand is `gpumesh proving`: circuit packages for circuit owners (setup, info,
// solidity, register: stored by CID, verifier deployed and registered in the escrow) and local
// prove/verify.
func newProvingCommand(e *env) *cli.Command {
	logger.Disable() // gnark's zerolog debug output would drown the CLI's
	circuitFlags := []cli.Flag{
		&cli.StringFlag{Name: "circuit", Value: "mimcchain", Usage: "shipped circuit `NAME`: mimcchain or merkle"},
		&cli.IntFlag{Name: "rounds", Value: 1000, Usage: "mimcchain: chain length (about 330 constraints per round)"},
		&cli.IntFlag{Name: "depth", Value: 10, Usage: "merkle: tree depth (2^depth leaves)"},
	}
	return &cli.Command{
		Name:  "proving",
		Usage: "zero-knowledge circuit packages: setup, inspect, export verifier, prove, verify",
		Commands: []*cli.Command{
			{
				Name:      "setup",
				Usage:     "compile a shipped circuit and generate its keys into a circuit package file",
				ArgsUsage: "OUT",
				Flags: append(circuitFlags,
					&cli.StringFlag{Name: "backend", Value: "groth16", Usage: "groth16 or plonk"},
					&cli.StringFlag{Name: "srs", Usage: "PLONK: KZG SRS `FILE` (gnark-crypto bn254 encoding)"},
					&cli.BoolFlag{Name: "unsafe-dev-srs", Usage: "PLONK: use a locally generated SRS whose toxic value this process knew (development only)"},
					&cli.BoolFlag{Name: "no-verifier", Usage: "do not declare the on-chain verifier (no node needed); `proving register` declares it later, which gives the package a new CID"},
					&cli.StringFlag{Name: "solcjs", Usage: "solc-js package `DIR` (node_modules/solc); default $GPUMESH_SOLCJS or contracts/node_modules/solc above the working directory"},
				),
				Action: func(ctx context.Context, cmd *cli.Command) error {
					if cmd.NArg() != 1 {
						return usageError("proving setup: give the output FILE")
					}
					circuit, name, err := circuitFromFlags(cmd)
					if err != nil {
						return err
					}
					b := backend.IDFromString(cmd.String("backend"))
					if b == backend.UNKNOWN {
						return usageError("--backend=%q: use groth16 or plonk", cmd.String("backend"))
					}
					pkg, err := proving.Setup(ctx, circuit, proving.SetupConfig{
						Name: name, Curve: ecc.BN254, Backend: b, SRSPath: cmd.String("srs"), UnsafeDevSRS: cmd.Bool("unsafe-dev-srs"),
					})
					if err != nil {
						return err
					}
					if !cmd.Bool("no-verifier") {
						// The package declares the code hash of its Solidity verifier, so the escrow
						// registration jobs of it bind is the one with exactly that code.
						if pkg, _, err = pkg.DeclareVerifier(ctx, proving.SolcConfig{SolcJSDir: cmd.String("solcjs")}); err != nil {
							return fmt.Errorf("%w (or pass --no-verifier and declare it at `proving register`)", err)
						}
					}
					f, err := os.Create(cmd.Args().First())
					if err != nil {
						return err
					}
					if _, err := pkg.WriteTo(f); err != nil {
						f.Close()
						return err
					}
					if err := f.Close(); err != nil {
						return err
					}
					return printInfo(e, pkg.Info())
				},
			},
			{
				Name:      "info",
				Usage:     "print a circuit package's header",
				ArgsUsage: "PACKAGE",
				Action: func(ctx context.Context, cmd *cli.Command) error {
					f, err := os.Open(cmd.Args().First())
					if err != nil {
						return usageError("proving info: %v", err)
					}
					defer f.Close()
					info, err := proving.ReadInfo(f)
					if err != nil {
						return err
					}
					return printInfo(e, info)
				},
			},
			{
				Name:      "solidity",
				Usage:     "write the package's Solidity verifier (gnark export)",
				ArgsUsage: "PACKAGE OUT.sol",
				Action: func(ctx context.Context, cmd *cli.Command) error {
					if cmd.NArg() != 2 {
						return usageError("proving solidity: give PACKAGE and OUT.sol")
					}
					pkg, err := readPackageFile(cmd.Args().Get(0))
					if err != nil {
						return err
					}
					var buf bytes.Buffer
					if err := pkg.ExportSolidity(&buf); err != nil {
						return err
					}
					return os.WriteFile(cmd.Args().Get(1), buf.Bytes(), 0o644)
				},
			},
			{
				Name:      "witness",
				Usage:     "write a full witness for a shipped circuit (mimcchain: --preimage; merkle: leaves 0..2^depth-1, --index)",
				ArgsUsage: "OUT",
				Flags: append(circuitFlags,
					&cli.StringFlag{Name: "preimage", Value: "42", Usage: "mimcchain: decimal preimage"},
					&cli.Uint64Flag{Name: "index", Usage: "merkle: leaf index"},
				),
				Action: func(ctx context.Context, cmd *cli.Command) error {
					if cmd.NArg() != 1 {
						return usageError("proving witness: give the output FILE")
					}
					var a frontend.Circuit
					switch cmd.String("circuit") {
					case "mimcchain":
						x, ok := new(big.Int).SetString(cmd.String("preimage"), 10)
						if !ok {
							return usageError("--preimage=%q: not a decimal integer", cmd.String("preimage"))
						}
						c, err := mimcchain.Assignment(ecc.BN254, x, int(cmd.Int("rounds")))
						if err != nil {
							return usageError("%v", err)
						}
						a = c
					case "merkle":
						leaves := make([]*big.Int, 1<<min(cmd.Int("depth"), 20))
						for i := range leaves {
							leaves[i] = big.NewInt(int64(i))
						}
						c, err := merkle.Assignment(leaves, cmd.Uint64("index"))
						if err != nil {
							return usageError("%v", err)
						}
						a = c
					default:
						return usageError("--circuit=%q: use mimcchain or merkle", cmd.String("circuit"))
					}
					w, err := frontend.NewWitness(a, ecc.BN254.ScalarField())
					if err != nil {
						return err
					}
					data, err := w.MarshalBinary()
					if err != nil {
						return err
					}
					return os.WriteFile(cmd.Args().First(), data, 0o644)
				},
			},
			{
				Name:      "register",
				Usage:     "store a circuit package by CID, deploy its gnark Solidity verifier and register it in the escrow",
				ArgsUsage: "PACKAGE",
				Description: "The package goes into the content store at --store (pinned), where providers fetch it by CID " +
					"once a node holding it is online; its verifier is compiled with solc-js, deployed and registered " +
					"with registerCircuit (anyone may register; a registration is final). zk jobs name the printed CID " +
					"as their circuit and are paid on a proof that this verifier accepts.\n" +
					"A circuit registered before is checked, not trusted: its verifier's code must be the one compiled " +
					"here for the package, else the command fails (someone registered the CID with other code). Run it " +
					"before submitting jobs of a circuit someone else registered.",
				Flags: append(append(chainFlags(), walletFlags()...),
					&cli.StringFlag{Name: "address", Usage: "wallet `ADDRESS` that sends the transactions (default: the only key)"},
					&cli.StringFlag{Name: "store", Usage: "content store `DIR` to add the package to (default: the `gpumesh content` store, <requester data_dir>/content)"},
					&cli.StringFlag{Name: "solcjs", Usage: "solc-js package `DIR` (node_modules/solc); default $GPUMESH_SOLCJS or contracts/node_modules/solc above the working directory"},
				),
				Action: func(ctx context.Context, cmd *cli.Command) error {
					if cmd.NArg() != 1 {
						return usageError("proving register: give the circuit PACKAGE file")
					}
					return e.registerCircuit(ctx, cmd, cmd.Args().First())
				},
			},
			{
				Name:      "prove",
				Usage:     "prove a witness file with a package, verify locally, write the proof",
				ArgsUsage: "PACKAGE WITNESS OUT",
				Flags: []cli.Flag{
					&cli.Uint64Flag{Name: "memory-limit-mib", Usage: "fail before proving when the estimate exceeds this many MiB"},
				},
				Action: func(ctx context.Context, cmd *cli.Command) error {
					if cmd.NArg() != 3 {
						return usageError("proving prove: give PACKAGE WITNESS OUT")
					}
					pkg, err := readPackageFile(cmd.Args().Get(0))
					if err != nil {
						return err
					}
					wf, err := os.Open(cmd.Args().Get(1))
					if err != nil {
						return usageError("proving prove: %v", err)
					}
					defer wf.Close()
					res, err := proving.ProveWitness(ctx, pkg, wf, proving.ProveOptions{MemoryLimit: cmd.Uint64("memory-limit-mib") << 20})
					if err != nil {
						return err
					}
					data, err := res.Proof.MarshalBinary()
					if err != nil {
						return err
					}
					if err := os.WriteFile(cmd.Args().Get(2), data, 0o644); err != nil {
						return err
					}
					out := map[string]any{
						"prove_s": res.ProveTime.Seconds(), "verify_s": res.VerifyTime.Seconds(),
						"parallelism": res.Parallelism, "peak_mem_mib": res.PeakMemBytes >> 20,
						"estimated_mem_mib": res.EstimatedMemBytes >> 20, "proof_bytes": len(data),
					}
					if e.jsonOut {
						return e.printJSON(out)
					}
					e.printf("proved in %.3f s (verified locally in %.1f ms), %d threads, peak %d MiB; wrote %d bytes\n",
						res.ProveTime.Seconds(), float64(res.VerifyTime.Microseconds())/1000, res.Parallelism, res.PeakMemBytes>>20, len(data))
					return nil
				},
			},
			{
				Name:      "verify",
				Usage:     "verify a proof file against a package",
				ArgsUsage: "PACKAGE PROOF",
				Action: func(ctx context.Context, cmd *cli.Command) error {
					if cmd.NArg() != 2 {
						return usageError("proving verify: give PACKAGE PROOF")
					}
					pkg, err := readPackageFile(cmd.Args().Get(0))
					if err != nil {
						return err
					}
					data, err := os.ReadFile(cmd.Args().Get(1))
					if err != nil {
						return usageError("proving verify: %v", err)
					}
					pr, err := proving.UnmarshalProof(data)
					if err != nil {
						return err
					}
					if err := pkg.Verify(pr); err != nil {
						return err
					}
					ins, _ := pr.PublicInputs()
					if e.jsonOut {
						return e.printJSON(map[string]any{"valid": true, "public_inputs": ins})
					}
					e.printf("valid proof; public inputs %v\n", ins)
					return nil
				},
			},
		},
	}
}

func circuitFromFlags(cmd *cli.Command) (frontend.Circuit, string, error) {
	switch c := cmd.String("circuit"); c {
	case "mimcchain":
		r := int(cmd.Int("rounds"))
		if r < 1 {
			return nil, "", usageError("--rounds=%d: use at least 1", r)
		}
		return mimcchain.New(r), fmt.Sprintf("mimcchain-%d", r), nil
	case "merkle":
		d := int(cmd.Int("depth"))
		if d < 1 || d > 32 {
			return nil, "", usageError("--depth=%d: use 1..32", d)
		}
		return merkle.New(d), fmt.Sprintf("merkle-%d", d), nil
	default:
		return nil, "", usageError("--circuit=%q: use mimcchain or merkle", c)
	}
}

func readPackageFile(path string) (*proving.Package, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, usageError("%v", err)
	}
	defer f.Close()
	return proving.ReadPackage(f, proving.Want{})
}

func printInfo(e *env, info proving.Info) error {
	if e.jsonOut {
		return e.printJSON(map[string]any{
			"name": info.Name, "version": info.Version, "curve": info.Curve.String(), "backend": info.Backend.String(),
			"constraints": info.NbConstraints, "public": info.NbPublic, "secret": info.NbSecret, "bytes": info.Size(),
			"verifier_code_hash": verifierHash(info),
		})
	}
	e.printf("%s: %s %s, %d constraints, %d public / %d secret inputs, %.1f MiB (format v%d)\nverifier: %s\n",
		info.Name, info.Curve, info.Backend, info.NbConstraints, info.NbPublic, info.NbSecret, float64(info.Size())/(1<<20), info.Version,
		verifierHash(info))
	return nil
}

// verifierHash is the declared verifier's code hash, or "none declared".
func verifierHash(info proving.Info) string {
	if !info.HasVerifier() {
		return "none declared"
	}
	return info.VerifierCodeHash.Hex()
}

// registerCircuit is `gpumesh proving register`.
func (e *env) registerCircuit(ctx context.Context, cmd *cli.Command, path string) error {
	pkg, err := readPackageFile(path)
	if err != nil {
		return err
	}
	dep, err := e.deployment(cmd)
	if err != nil {
		return err
	}
	if dep == nil {
		return usageError("proving register: no deployment record: pass --deployment FILE or start `gpumesh devnet up`")
	}
	key, err := e.unlockKey(cmd)
	if err != nil {
		return err
	}
	eth, err := e.dialChain(ctx, cmd)
	if err != nil {
		return err
	}
	defer eth.Close()
	cc := contracts.NewClient(eth, dep)
	h, err := libp2p.New(libp2p.ListenAddrStrings("/ip4/127.0.0.1/tcp/0"))
	if err != nil {
		return err
	}
	defer h.Close()
	dir := cmd.String("store")
	if dir == "" {
		dir = filepath.Join(e.nodeDataDir(), "content")
	}
	store, err := content.New(content.Config{DataDir: dir, Logger: e.logger}, h, nil)
	if err != nil {
		return usageError("proving register: content store %s: %v", dir, err)
	}
	if err := store.Start(ctx); err != nil {
		return err
	}
	defer store.Close()
	reg, err := proving.NewRegistry(provider.PackageStore(store), proving.RegistryConfig{Logger: e.logger})
	if err != nil {
		return err
	}
	out, err := escrow.Register(ctx, reg, pkg, cc, cc.Sender(key), proving.SolcConfig{SolcJSDir: cmd.String("solcjs")})
	if err != nil {
		return err
	}
	if _, err := store.Pin(ctx, out.CID, "circuit "+pkg.Info().Name, content.FetchOptions{}); err != nil {
		return fmt.Errorf("pin circuit package %s: %w", out.CID, err)
	}
	if e.jsonOut {
		return e.printJSON(map[string]any{
			"cid": out.CID.String(), "circuit_id": out.CircuitID.Hex(), "verifier": out.Verifier.Hex(),
			"backend": out.Backend.String(), "existing": out.Existing, "deploy_gas": out.DeployGas,
			"register_gas": out.RegisterGas, "deploy_tx": out.DeployTx.Hex(), "register_tx": out.RegisterTx.Hex(),
			"solc": out.SolcVersion, "constraints": pkg.Info().NbConstraints, "declared": out.Declared,
		})
	}
	if out.Declared {
		e.printf("%s declared no verifier: registered as %s, the same circuit declaring its verifier (use this CID in job specs)\n", path, out.CID)
	}
	if out.Existing {
		e.printf("circuit %s is already registered: id %s, %s verifier %s (nothing sent)\n", out.CID, out.CircuitID.Hex(), out.Backend, out.Verifier.Hex())
		return nil
	}
	e.printf("circuit   %s (%s, %d constraints)\ncircuit id %s\nverifier  %s (%s, solc %s)\ngas       deploy %d, registerCircuit %d\n",
		out.CID, pkg.Info().Name, pkg.Info().NbConstraints, out.CircuitID.Hex(), out.Verifier.Hex(), out.Backend, out.SolcVersion, out.DeployGas, out.RegisterGas)
	return nil
}
