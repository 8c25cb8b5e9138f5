package provider

import "testing"

// TestVerifierConfig: the verifier service is on by default (verification is not opt-in) and
// verifier.enabled = false turns it off.
func TestVerifierConfig(t *testing.T) {
	for _, tc := range []struct {
		name, toml string
		want       bool
	}{
		{"default", minimal, true},
		{"example file", DefaultConfigTOML(), true},
		{"enabled", minimal + "[verifier]\nenabled = true\n", true},
		{"disabled", minimal + "[verifier]\nenabled = false\n", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := ParseConfig([]byte(tc.toml))
			if err != nil {
				t.Fatal(err)
			}
			if got := cfg.Verifier.On(); got != tc.want {
				t.Fatalf("verifier on = %v, want %v", got, tc.want)
			}
		})
	}
	if _, err := ParseConfig([]byte(minimal + "[verifier]\nenable = true\n")); err == nil {
		t.Fatal("a misspelt verifier key parsed")
	}
}
