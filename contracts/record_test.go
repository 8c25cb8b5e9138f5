package contracts

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

func TestReadDeploymentRecord(t *testing.T) {
	dir := t.TempDir()
	escrow := common.HexToAddress("0xe5")
	tests := []struct {
		name, body string
		http       string // want, for a good record
		errPart    string // want, for a bad one
	}{
		{name: "devnet record", body: `{"chain_id":5,"http":"http://x","ws":"ws://x","deployment":{"chain_id":5,"escrow":"0x00000000000000000000000000000000000000e5"},"accounts":[]}`, http: "http://x"},
		{name: "bare deployment", body: `{"chain_id":5,"escrow":"0x00000000000000000000000000000000000000e5"}`},
		{name: "not json", body: `chain_id = 5`, errPart: "not a deployment record"},
		{name: "no escrow", body: `{"deployment":{"chain_id":5}}`, errPart: "names no deployment"},
		{name: "no chain id", body: `{"deployment":{"escrow":"0x00000000000000000000000000000000000000e5"}}`, errPart: "names no deployment"},
		{name: "zero chain id", body: `{"deployment":{"chain_id":0,"escrow":"0x00000000000000000000000000000000000000e5"}}`, errPart: "names no deployment"},
		{name: "too large", body: `{"pad":"` + strings.Repeat("x", MaxDeploymentRecordSize) + `"}`, errPart: "larger than"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := filepath.Join(dir, strings.ReplaceAll(tt.name, " ", "_")+".json")
			if err := os.WriteFile(p, []byte(tt.body), 0o600); err != nil {
				t.Fatal(err)
			}
			rec, err := ReadDeploymentRecord(p)
			if tt.errPart != "" {
				if !errors.Is(err, ErrDeploymentRecord) || !strings.Contains(err.Error(), tt.errPart) || !strings.Contains(err.Error(), p) {
					t.Fatalf("ReadDeploymentRecord: %v, want ErrDeploymentRecord naming %s and %q", err, p, tt.errPart)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if rec.Deployment.ChainID.Int64() != 5 || rec.Deployment.Escrow != escrow || rec.HTTP != tt.http {
				t.Fatalf("record %+v (deployment %+v)", rec, rec.Deployment)
			}
		})
	}
	_, err := ReadDeploymentRecord(filepath.Join(dir, "missing.json"))
	if !errors.Is(err, ErrDeploymentRecord) || !strings.Contains(err.Error(), "missing.json") {
		t.Fatalf("missing file: %v", err)
	}
}
