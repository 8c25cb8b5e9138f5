package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestProvingSetupDeclaresVerifier: `proving setup` writes a package that declares the code hash
// of its Solidity verifier (compiled with the pinned solc); --no-verifier writes one that
// declares none, which `proving info` says.
func TestProvingSetupDeclaresVerifier(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name     string
		args     []string
		declares bool
	}{
		{"declared", nil, true},
		{"no-verifier", []string{"--no-verifier"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(dir, tc.name+".pkg")
			args := append([]string{"--json", "proving", "setup", "--rounds", "2"}, tc.args...)
			code, stdout, stderr := gpumesh(t, append(args, out)...)
			if code != exitOK {
				t.Fatalf("proving setup: exit %d, %s (node and `npm ci` in contracts/ are required)", code, stderr)
			}
			code, stdout, stderr = gpumesh(t, "--json", "proving", "info", out)
			if code != exitOK {
				t.Fatalf("proving info: exit %d, %s", code, stderr)
			}
			var info struct {
				Version  int    `json:"version"`
				Verifier string `json:"verifier_code_hash"`
			}
			if err := json.Unmarshal([]byte(stdout), &info); err != nil {
				t.Fatalf("proving info --json %q: %v", stdout, err)
			}
			if info.Version != 2 || tc.declares != strings.HasPrefix(info.Verifier, "0x") || !tc.declares && info.Verifier != "none declared" {
				t.Fatalf("package info %+v, want format 2 declaring a verifier: %v", info, tc.declares)
			}
		})
	}
}
