package settle

import (
	"context"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend"
	"github.com/consensys/gnark/logger"
	"github.com/ethereum/go-ethereum/common"

	"github.com/gpumesh/gpumesh/contracts"
	"github.com/gpumesh/gpumesh/p2p/content"
	zkexec "github.com/gpumesh/gpumesh/provider/executor/zk"
	"github.com/gpumesh/gpumesh/proving"
	"github.com/gpumesh/gpumesh/proving/circuits/mimcchain"
)

const (
	zkSpecCID    = "bafkreicgm2r7m26gacwz6ep2q4pbhyzpdqh6rou22jjgljcjwdeyhrmj6e"
	zkCircuitCID = "bafkreigjnrwvx2gqrijopnonygzap6tleqyjotegqa6yrelhlz3p3gjmea"
	zkCodeHash   = "0x2a9d7e1f0b3c5a4d6e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d"
)

// writeResult lays out a runner result dir: out/ with the given files, and status.json.
func writeResult(t *testing.T, files map[string][]byte, status string) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "out"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, "out", name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "status.json"), []byte(status), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestReadZKResult(t *testing.T) {
	logger.Disable()
	pkg, err := proving.Setup(context.Background(), mimcchain.New(4), proving.SetupConfig{Name: "mimcchain-4", Backend: backend.GROTH16})
	if err != nil {
		t.Fatal(err)
	}
	a, err := mimcchain.Assignment(ecc.BN254, big.NewInt(5), 4)
	if err != nil {
		t.Fatal(err)
	}
	w, err := pkg.NewWitness(a)
	if err != nil {
		t.Fatal(err)
	}
	res, err := pkg.Prove(context.Background(), w, proving.ProveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	pb, err := res.Proof.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	circuit, _ := content.ParseCID(zkCircuitCID)
	circuitID := contracts.CircuitID(contracts.PackageHash(circuit.Bytes()), common.HexToHash(zkCodeHash), contracts.BackendGroth16)
	job := ZKJob{SpecCID: zkSpecCID, CircuitID: circuitID}
	ok := `{"exit_code": 0, "reason": "ok"}`

	sp, b, err := ReadZKResult(writeResult(t, map[string][]byte{zkexec.FileProof: pb}, ok), job)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := res.Proof.PublicInputs()
	spec, _ := content.ParseCID(zkSpecCID)
	if len(sp) != 256 || b.SpecCIDHash != contracts.SpecHash(spec.Bytes()) || b.CircuitID != circuitID ||
		len(b.PublicInputs) != 1 || b.PublicInputs[0].Cmp(want[0]) != 0 {
		t.Fatalf("proof %d bytes, binding %+v; want 256 bytes, public inputs %v", len(sp), b, want)
	}

	for _, tc := range []struct {
		name   string
		files  map[string][]byte
		status string
		job    ZKJob
		want   error
		says   string
	}{
		{"unsatisfied witness: no proof", nil, `{"exit_code": 1, "reason": "exit_status", "detail": "proving: witness does not satisfy the circuit"}`,
			job, ErrNoProof, "witness does not satisfy"},
		{"garbage proof", map[string][]byte{zkexec.FileProof: []byte("GPMZKPRF garbage")}, ok, job, ErrNoProof, "not a proof"},
		{"bad spec CID", map[string][]byte{zkexec.FileProof: pb}, ok, ZKJob{SpecCID: "nope", CircuitID: circuitID}, ErrZKBinding, "spec CID"},
		{"no circuit id", map[string][]byte{zkexec.FileProof: pb}, ok, ZKJob{SpecCID: zkSpecCID}, ErrZKBinding, "no circuit id"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := ReadZKResult(writeResult(t, tc.files, tc.status), tc.job)
			if !errors.Is(err, tc.want) || !strings.Contains(err.Error(), tc.says) {
				t.Fatalf("err = %v, want %v saying %q", err, tc.want, tc.says)
			}
		})
	}
}
