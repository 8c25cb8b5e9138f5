package jobspec

import (
	"context"
	"encoding/hex"
	"path/filepath"
	"strings"
	"testing"
)

// TestCanonicalGolden: the canonical bytes of every example (local paths resolved with fakeAdd)
// are the committed ones, so a new field never changes the encoding, and so the CID, of a spec
// that does not use it. Rewrite with -update only for a deliberate format change.
func TestCanonicalGolden(t *testing.T) {
	for _, f := range examples(t) {
		name := strings.TrimSuffix(filepath.Base(f), ".yaml")
		t.Run(name, func(t *testing.T) {
			j, err := ParseFile(f, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if err := j.Resolve(context.Background(), filepath.Dir(f), fakeAdd); err != nil {
				t.Fatal(err)
			}
			b, err := j.Canonical()
			if err != nil {
				t.Fatal(err)
			}
			golden(t, filepath.Join("testdata", "golden", name+".cbor.hex"), []byte(hex.EncodeToString(b)+"\n"))
		})
	}
}
