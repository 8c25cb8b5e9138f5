package proving

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// SolcJSEnv names the environment variable that can point at a solc-js package directory
// (a node_modules/solc directory).
const SolcJSEnv = "GPUMESH_SOLCJS"

// SolcConfig locates the Solidity compiler: solc-js (npm package "solc", pinned to 0.8.37 in
// contracts/package.json) run by node.
type SolcConfig struct {
	// SolcJSDir is a node_modules/solc directory. Default: $GPUMESH_SOLCJS, else the first
	// contracts/node_modules/solc found walking up from the working directory.
	SolcJSDir string
	// Node is the node executable. Default: "node" from PATH.
	Node string
}

// CompiledVerifier is a compiled Solidity verifier contract.
type CompiledVerifier struct {
	Contract string // contract name in the source ("Verifier" or "PlonkVerifier")
	Backend  backend.ID
	Source   []byte
	ABI      abi.ABI
	ABIJSON  []byte
	Bytecode []byte
	// Runtime is the deployed (runtime) code the creation code leaves on chain: what a
	// registered verifier's code must equal to be this package's verifier.
	Runtime     []byte
	SolcVersion string
}

// ExportSolidity writes the gnark-generated Solidity verifier for the package's verifying key.
// BN254 only (the curve with EVM precompiles).
func (p *Package) ExportSolidity(w io.Writer) error {
	if p.info.Curve != ecc.BN254 {
		return fmt.Errorf("%w: solidity verifiers exist for bn254 only, package is %s", ErrUnsupported, p.info.Curve)
	}
	if err := p.vk.ExportSolidity(w); err != nil {
		return fmt.Errorf("export solidity verifier: %w", err)
	}
	return nil
}

// SolidityVerifier exports the package's verifier and compiles it.
func (p *Package) SolidityVerifier(ctx context.Context, cfg SolcConfig) (*CompiledVerifier, error) {
	var src bytes.Buffer
	if err := p.ExportSolidity(&src); err != nil {
		return nil, err
	}
	name := "Verifier"
	if p.info.Backend == backend.PLONK {
		name = "PlonkVerifier"
	}
	cv, err := CompileSolidity(ctx, src.Bytes(), name, cfg)
	if err != nil {
		return nil, err
	}
	cv.Backend = p.info.Backend
	return cv, nil
}

// DeclareVerifier compiles the package's Solidity verifier (SolidityVerifier) and returns the
// package declaring it (WithVerifier) with the compiled verifier. A package that already declares
// a verifier must declare this one (ErrVerifierMismatch otherwise, for example when its author
// used another solc) and is returned as it is.
func (p *Package) DeclareVerifier(ctx context.Context, cfg SolcConfig) (*Package, *CompiledVerifier, error) {
	cv, err := p.SolidityVerifier(ctx, cfg)
	if err != nil {
		return nil, nil, err
	}
	if p.info.HasVerifier() {
		if err := p.CheckVerifier(cv); err != nil {
			return nil, nil, err
		}
		return p, cv, nil
	}
	q, err := p.WithVerifier(cv)
	if err != nil {
		return nil, nil, err
	}
	return q, cv, nil
}

// WithVerifier returns a package with the same circuit and keys that declares cv as its
// on-chain verifier: Info.VerifierCodeHash = keccak256(cv.Runtime), in the version 2 format (a
// new encoding, so a new CID). cv must be compiled from this package's ExportSolidity source.
func (p *Package) WithVerifier(cv *CompiledVerifier) (*Package, error) {
	var src bytes.Buffer
	if err := p.ExportSolidity(&src); err != nil {
		return nil, err
	}
	if cv == nil || cv.Backend != p.info.Backend || !bytes.Equal(cv.Source, src.Bytes()) || len(cv.Runtime) == 0 {
		return nil, fmt.Errorf("%w: the compiled verifier is not compiled from this package's verifying key (use SolidityVerifier)", ErrVerifierMismatch)
	}
	q := *p
	q.info.Version = PackageVersion
	q.info.VerifierCodeHash = crypto.Keccak256Hash(cv.Runtime)
	return &q, nil
}

// CheckVerifier returns nil when cv's runtime code is the verifier the package declares,
// ErrNoVerifier or ErrVerifierMismatch otherwise.
func (p *Package) CheckVerifier(cv *CompiledVerifier) error {
	if !p.info.HasVerifier() {
		return fmt.Errorf("%w: declare one with DeclareVerifier (gpumesh proving setup does)", ErrNoVerifier)
	}
	if got := crypto.Keccak256Hash(cv.Runtime); got != p.info.VerifierCodeHash {
		return fmt.Errorf("%w: the package declares verifier code %s, %s compiled by solc %s has code hash %s",
			ErrVerifierMismatch, p.info.VerifierCodeHash.Hex(), cv.Contract, cv.SolcVersion, got.Hex())
	}
	return nil
}

// compileScript compiles standard-JSON input with solc-js: argv[1] is the solc package directory,
// the source comes on stdin, the solc output (plus the compiler version) goes to stdout.
const compileScript = `
const solc = require(process.argv[1]);
let src = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d) => { src += d; });
process.stdin.on('end', () => {
  const input = {
    language: 'Solidity',
    sources: { 'Verifier.sol': { content: src } },
    settings: {
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
    },
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input)));
  out.solcVersion = solc.version();
  process.stdout.write(JSON.stringify(out));
});
`

// CompileSolidity compiles src with solc-js (optimizer on, 200 runs) and returns the named
// contract. A missing node or solc-js is ErrSolc with what to install.
func CompileSolidity(ctx context.Context, src []byte, contract string, cfg SolcConfig) (*CompiledVerifier, error) {
	node := cfg.Node
	if node == "" {
		node = "node"
	}
	nodePath, err := exec.LookPath(node)
	if err != nil {
		return nil, fmt.Errorf("%w: %q not found: install Node.js (18 or newer) to compile Solidity verifiers", ErrSolc, node)
	}
	dir, err := findSolcJS(cfg.SolcJSDir)
	if err != nil {
		return nil, err
	}
	cmd := exec.CommandContext(ctx, nodePath, "-e", compileScript, dir)
	cmd.Stdin = bytes.NewReader(src)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("%w: solc-js in %s failed: %v: %s", ErrSolc, dir, err, strings.TrimSpace(stderr.String()))
	}
	var out struct {
		SolcVersion string `json:"solcVersion"`
		Errors      []struct {
			Severity         string `json:"severity"`
			FormattedMessage string `json:"formattedMessage"`
		} `json:"errors"`
		Contracts map[string]map[string]struct {
			ABI json.RawMessage `json:"abi"`
			EVM struct {
				Bytecode struct {
					Object string `json:"object"`
				} `json:"bytecode"`
				DeployedBytecode struct {
					Object string `json:"object"`
				} `json:"deployedBytecode"`
			} `json:"evm"`
		} `json:"contracts"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
		return nil, fmt.Errorf("%w: unreadable solc-js output: %v", ErrSolc, err)
	}
	var msgs []string
	for _, e := range out.Errors {
		if e.Severity == "error" {
			msgs = append(msgs, e.FormattedMessage)
		}
	}
	if len(msgs) > 0 {
		return nil, fmt.Errorf("%w: compile errors:\n%s", ErrSolc, strings.Join(msgs, "\n"))
	}
	c, ok := out.Contracts["Verifier.sol"][contract]
	if !ok || c.EVM.Bytecode.Object == "" {
		return nil, fmt.Errorf("%w: contract %q not in the compiler output", ErrSolc, contract)
	}
	parsed, err := abi.JSON(bytes.NewReader(c.ABI))
	if err != nil {
		return nil, fmt.Errorf("%w: contract ABI: %v", ErrSolc, err)
	}
	return &CompiledVerifier{
		Contract: contract, Source: src, ABI: parsed, ABIJSON: c.ABI,
		Bytecode: common.FromHex(c.EVM.Bytecode.Object), Runtime: common.FromHex(c.EVM.DeployedBytecode.Object),
		SolcVersion: out.SolcVersion,
	}, nil
}

func findSolcJS(dir string) (string, error) {
	if dir == "" {
		dir = os.Getenv(SolcJSEnv)
	}
	if dir == "" {
		wd, err := os.Getwd()
		if err != nil {
			return "", fmt.Errorf("%w: %v", ErrSolc, err)
		}
		for d := wd; ; d = filepath.Dir(d) {
			cand := filepath.Join(d, "contracts", "node_modules", "solc")
			if _, err := os.Stat(filepath.Join(cand, "package.json")); err == nil {
				dir = cand
				break
			}
			if filepath.Dir(d) == d {
				break
			}
		}
	}
	if dir == "" {
		return "", fmt.Errorf("%w: solc-js not found: run `npm ci` in contracts/ (it pins solc 0.8.37), or set %s to a node_modules/solc directory", ErrSolc, SolcJSEnv)
	}
	if _, err := os.Stat(filepath.Join(dir, "package.json")); err != nil {
		return "", fmt.Errorf("%w: %s is not a solc-js package directory (no package.json): run `npm ci` in contracts/", ErrSolc, dir)
	}
	return filepath.Abs(dir)
}

// DeployVerifier deploys a compiled verifier and returns its address and creation transaction;
// the caller waits for it to be mined (bind.WaitDeployed).
func DeployVerifier(auth *bind.TransactOpts, b bind.ContractBackend, cv *CompiledVerifier) (common.Address, *types.Transaction, error) {
	addr, tx, err := bind.DeployContract(auth, cv.Bytecode, b, nil)
	if err != nil {
		return common.Address{}, nil, fmt.Errorf("deploy %s verifier: %w", cv.Contract, err)
	}
	return addr, tx, nil
}

// VerifierCalldata ABI-encodes the call that verifies pr with gnark's exported verifier:
// verifyProof(bytes, uint256[n]) for Groth16, Verify(bytes, uint256[]) for PLONK.
func VerifierCalldata(cv *CompiledVerifier, pr *Proof) ([]byte, error) {
	if cv.Backend != pr.Backend {
		return nil, fmt.Errorf("%w: verifier is %s, proof is %s", ErrBackendMismatch, cv.Backend, pr.Backend)
	}
	sp, err := pr.SolidityProof()
	if err != nil {
		return nil, err
	}
	ins, err := pr.PublicInputs()
	if err != nil {
		return nil, err
	}
	if pr.Backend == backend.PLONK {
		return cv.ABI.Pack("Verify", sp, ins)
	}
	arr := reflect.New(reflect.ArrayOf(len(ins), reflect.TypeFor[*big.Int]())).Elem()
	for i, v := range ins {
		arr.Index(i).Set(reflect.ValueOf(v))
	}
	return cv.ABI.Pack("verifyProof", sp, arr.Interface())
}

// VerifyOnChain calls the deployed verifier at addr with pr (eth_call at the latest block). A
// reverted call, or a PLONK verifier answering false, is ErrInvalidProof; other errors are
// returned as they are.
func VerifyOnChain(ctx context.Context, caller ethereum.ContractCaller, addr common.Address, cv *CompiledVerifier, pr *Proof) error {
	data, err := VerifierCalldata(cv, pr)
	if err != nil {
		return err
	}
	return callVerifier(ctx, caller, addr, cv, pr.Backend, data)
}

func callVerifier(ctx context.Context, caller ethereum.ContractCaller, addr common.Address, cv *CompiledVerifier, b backend.ID, data []byte) error {
	out, err := caller.CallContract(ctx, ethereum.CallMsg{To: &addr, Data: data}, nil)
	if err != nil {
		var de interface{ ErrorData() any }
		if errors.As(err, &de) || strings.Contains(err.Error(), "execution reverted") {
			return fmt.Errorf("%w: on-chain verifier %s reverted: %v", ErrInvalidProof, addr, err)
		}
		return fmt.Errorf("call verifier %s: %w", addr, err)
	}
	if b == backend.PLONK {
		res, err := cv.ABI.Unpack("Verify", out)
		if err != nil || len(res) != 1 {
			return fmt.Errorf("%w: verifier %s answered %x", ErrInvalidProof, addr, out)
		}
		if ok, _ := res[0].(bool); !ok {
			return fmt.Errorf("%w: on-chain verifier %s returned false", ErrInvalidProof, addr)
		}
	}
	return nil
}
