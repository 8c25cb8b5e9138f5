package jobspec

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/gpumesh/gpumesh/p2p/wire"
)

const (
	imageCID = "bafybeihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku"
	imageID  = "sha256:2b6f3c1a9f0e4d5c8b7a69584736251403f2e1d0c9b8a7968574635241302f1e"
	digest   = "sha256:0e1bbb2b2d79b1ab5d2e2b3f8e5a8f4d1c6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a"
	// cbase is a valid container job by CID; 6 lines.
	cbase = "version: 1\nclass: batch\nexecutor: container\nimage:\n  cid: " + imageCID + "\n  id: " + imageID + "\nmax_price: \"0.001\"\n"
	// rbase is a valid container job by reference; 5 lines.
	rbase = "version: 1\nclass: batch\nexecutor: container\nimage: {ref: \"docker.io/library/python@" + digest + "\"}\nmax_price: \"0.001\"\n"
)

// TestContainerBadFields: every container-specific mistake is reported at its field with a fix
// and a sentinel; where the schema can express the rule it rejects the spec too.
func TestContainerBadFields(t *testing.T) {
	sch := compiledSchema(t)
	withRef := func(ref string) string {
		return strings.Replace(rbase, "docker.io/library/python@"+digest, ref, 1)
	}
	for _, tc := range []struct {
		name     string
		spec     string
		path     string
		line     int
		fix      string
		sentinel error
		schema   bool
	}{
		{"tag only", withRef("python:3.12"), "image.ref", 4, "pin it to a digest: python@sha256:<digest>", ErrImageNotPinned, true},
		{"no tag no digest", withRef("ghcr.io/acme/train"), "image.ref", 4, "pin it to a digest: ghcr.io/acme/train@sha256:", ErrImageNotPinned, true},
		{"not a reference", withRef("py thon@" + digest), "image.ref", 4, "name@sha256:", ErrInvalid, true},
		{"upper-case repository", withRef("Python@" + digest), "image.ref", 4, "name@sha256:", ErrInvalid, false},
		{"short digest", withRef("python@sha256:abc"), "image.ref", 4, "name@sha256:", ErrInvalid, true},
		{"image missing", "version: 1\nclass: batch\nexecutor: container\nmax_price: \"1\"\n", "image", 0, "gpumesh content add-image", ErrInvalid, false},
		{"image empty", "version: 1\nclass: batch\nexecutor: container\nimage: {}\nmax_price: \"1\"\n", "image", 4, "image.ref", ErrInvalid, false},
		{"cid and ref", strings.Replace(cbase, "  id: ", "  ref: python@"+digest+"\n  id: ", 1), "image", 5, "give one", ErrInvalid, false},
		{"cid without id", strings.Replace(cbase, "  id: "+imageID+"\n", "", 1), "image.id", 5, "add-image prints it", ErrInvalid, false},
		{"id without prefix", strings.Replace(cbase, "id: sha256:", "id: ", 1), "image.id", 6, "sha256: and the 64", ErrInvalid, true},
		{"id upper case", strings.Replace(cbase, "2b6f3c", "2B6F3C", 1), "image.id", 6, "lowercase hex", ErrInvalid, true},
		{"cid not a CID", strings.Replace(cbase, imageCID, "notacid", 1), "image.cid", 5, "bafy", ErrInvalid, false},
		{"image unknown key", cbase + "image2: x\n", "image2", 8, "did you mean image?", ErrUnknownField, true},
		{"image tag field", strings.Replace(cbase, "  id: ", "  tag: latest\n  id: ", 1), "image.tag", 6, "known fields", ErrUnknownField, true},
		{"module on container", cbase + "module: " + cidModule + "\n", "module", 8, "remove module and give image", ErrInvalid, false},
		{"image on wasm", base + "image: {ref: \"python@" + digest + "\"}\n", "image", 5, "remove image and give module", ErrInvalid, false},
		{"entrypoint on wasm", base + "entrypoint: [/job]\n", "entrypoint", 5, "executor: container", ErrInvalid, false},
		{"deterministic on wasm", base + "deterministic: false\n", "deterministic", 5, "wasm jobs are always deterministic", ErrInvalid, false},
		{"network on exec", "version: 1\nclass: batch\nexecutor: exec\ncommand: x\nnetwork: egress\nmax_price: \"1\"\n", "network", 5, "executor: container", ErrInvalid, false},
		{"network unknown", cbase + "network: host\n", "network", 8, "none (the default) or egress", ErrInvalid, true},
		{"deterministic with egress", cbase + "deterministic: true\nnetwork: egress\n", "deterministic", 8, "network: none", ErrInvalid, false},
		{"deterministic not bool", cbase + "deterministic: yes please\n", "deterministic", 8, "true or false", ErrInvalid, true},
		{"spot-check not deterministic", cbase + "verification: spot-check\n", "verification", 8, "deterministic: true", ErrInvalid, false},
		{"always not deterministic", rbase + "verification: always\n", "verification", 6, "verification: none", ErrInvalid, false},
		{"nvidia env", cbase + "env:\n  NVIDIA_DRIVER_CAPABILITIES: all\n", "env.NVIDIA_DRIVER_CAPABILITIES", 9, "NVIDIA_* variables are reserved", ErrInvalid, false},
		{"entrypoint empty", cbase + "entrypoint: [\"\", x]\n", "entrypoint[0]", 8, "program's path", ErrInvalid, false},
		{"entrypoint too long", cbase + "entrypoint: [" + strings.Repeat("a,", 65) + "a]\n", "entrypoint", 8, "at most 64", ErrInvalid, true},
		{"entrypoint not list", cbase + "entrypoint: /job\n", "entrypoint", 8, "list", ErrInvalid, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse([]byte(tc.spec), Options{})
			var ve ValidationErrors
			if !errors.As(err, &ve) {
				t.Fatalf("Parse(%q) = %v, want ValidationErrors", tc.spec, err)
			}
			var hit *FieldError
			for _, fe := range ve {
				if fe.Path == tc.path {
					hit = fe
					break
				}
			}
			if hit == nil {
				t.Fatalf("no error for path %q; got:\n%v", tc.path, ve)
			}
			if tc.line != 0 && hit.Line != tc.line {
				t.Errorf("line %d, want %d: %v", hit.Line, tc.line, hit)
			}
			if !strings.Contains(hit.Fix, tc.fix) || hit.Problem == "" {
				t.Errorf("fix %q does not contain %q (problem %q)", hit.Fix, tc.fix, hit.Problem)
			}
			if !errors.Is(hit, tc.sentinel) || !errors.Is(err, tc.sentinel) {
				t.Errorf("error does not match %v: %v", tc.sentinel, err)
			}
			if !strings.Contains(hit.Error(), tc.path) {
				t.Errorf("message %q does not name the field", hit.Error())
			}
			if tc.schema {
				if err := schemaCheck(t, sch, tc.spec); err == nil {
					t.Errorf("the JSON schema accepts a spec the validator rejects (%s)", tc.path)
				}
			}
		})
	}
}

// TestContainerAccepted: the forms a container job may take are accepted by the validator and
// the schema, with the documented defaults.
func TestContainerAccepted(t *testing.T) {
	sch := compiledSchema(t)
	for _, tc := range []struct {
		name, spec   string
		verification string
		network      string
		reexec       bool
	}{
		{"cid", cbase, VerifyNone, NetworkNone, false},
		{"ref", rbase, VerifyNone, NetworkNone, false},
		{"ref with tag and digest", strings.Replace(rbase, "python@", "python:3.12@", 1), VerifyNone, NetworkNone, false},
		{"ref with id", strings.Replace(rbase, "\"}", "\", id: "+imageID+"}", 1), VerifyNone, NetworkNone, false},
		{"deterministic", cbase + "deterministic: true\n", VerifySpotCheck, NetworkNone, true},
		{"deterministic always", cbase + "deterministic: true\nnetwork: none\nverification: always\n", VerifyAlways, NetworkNone, true},
		{"egress", rbase + "network: egress\n", VerifyNone, NetworkEgress, false},
		{"gpus and entrypoint", cbase + "entrypoint: [/usr/bin/python3, -u]\nargs: [train.py, 3]\nresources: {gpus: 2, vram: 24GiB, memory: 64GiB}\n", VerifyNone, NetworkNone, false},
		{"burst", strings.Replace(cbase, "class: batch", "class: burst", 1) + "deterministic: true\n", VerifySpotCheck, NetworkNone, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			j, err := Parse([]byte(tc.spec), Options{})
			if err != nil {
				t.Fatalf("validator rejects:\n%s\n%v", tc.spec, err)
			}
			if err := schemaCheck(t, sch, tc.spec); err != nil {
				t.Errorf("schema rejects:\n%s\n%v", tc.spec, err)
			}
			if j.Verification != tc.verification || j.Network != tc.network || j.Reexecutable() != tc.reexec {
				t.Errorf("verification %s network %s reexecutable %v; want %s %s %v", j.Verification, j.Network, j.Reexecutable(),
					tc.verification, tc.network, tc.reexec)
			}
			b, err := j.Canonical()
			if err != nil {
				t.Fatal(err)
			}
			back, err := DecodeCanonical(b)
			if err != nil {
				t.Fatal(err)
			}
			withRequesterPolicy(back, j)
			if !reflect.DeepEqual(back, j) {
				t.Errorf("round trip\n got %+v\nwant %+v", back, j)
			}
		})
	}
}

// TestReexecutable: only jobs whose honest re-runs give the same bytes may be drawn.
func TestReexecutable(t *testing.T) {
	parse := func(s string) *Job {
		t.Helper()
		j, err := Parse([]byte(s), Options{})
		if err != nil {
			t.Fatal(err)
		}
		return j
	}
	if !parse(base).Reexecutable() {
		t.Error("a wasm job is not reexecutable")
	}
	if parse("version: 1\nclass: batch\nexecutor: exec\ncommand: x\nmax_price: \"1\"\n").Reexecutable() {
		t.Error("an exec job is reexecutable")
	}
	if parse("version: 1\nclass: zk\ncircuit: " + cidModule + "\nmax_price: \"1\"\n").Reexecutable() {
		t.Error("a zk job is reexecutable")
	}
	det := parse(cbase + "deterministic: true\n")
	if !det.Reexecutable() {
		t.Error("a deterministic container job is not reexecutable")
	}
	if parse(cbase).Reexecutable() {
		t.Error("a container job that is not deterministic is reexecutable")
	}
	// A job built in code, not through Parse, is judged on its fields too.
	egress := *det
	egress.Network = NetworkEgress
	noImage := *det
	noImage.Image = nil
	for name, j := range map[string]*Job{"egress": &egress, "no image": &noImage} {
		if j.Reexecutable() {
			t.Errorf("%s: reexecutable", name)
		}
	}
}

// TestContainerCanonicalRejects: the provider's decoder applies the container rules to
// canonical bytes, and an image CID counts as job content.
func TestContainerCanonicalRejects(t *testing.T) {
	j, err := Parse([]byte(cbase+"deterministic: true\n"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if cids, err := j.InputCIDs(); err != nil || !reflect.DeepEqual(cids, []string{imageCID}) {
		t.Errorf("InputCIDs = %v, %v; want the image CID", cids, err)
	}
	for name, mutate := range map[string]func(*Job){
		"network empty":        func(j *Job) { j.Network = "" },
		"egress deterministic": func(j *Job) { j.Network = NetworkEgress },
		"tag only":             func(j *Job) { j.Image = &Image{Ref: "python:3.12"} },
		"no id":                func(j *Job) { j.Image.ID = "" },
		"spot-check nondet":    func(j *Job) { j.Deterministic = false },
		"wasm with network":    func(j *Job) { j.Executor, j.Image, j.Module = ExecutorWasm, nil, &Source{CID: cidModule} },
		"wasm with entrypoint": func(j *Job) {
			j.Executor, j.Image, j.Module, j.Network, j.Entrypoint = ExecutorWasm, nil, &Source{CID: cidModule}, "", []string{"/x"}
		},
		"wasm with deterministic": func(j *Job) {
			j.Executor, j.Image, j.Module, j.Network = ExecutorWasm, nil, &Source{CID: cidModule}, ""
		},
	} {
		bad := *j
		img := *j.Image
		bad.Image = &img
		mutate(&bad)
		b, err := wire.Marshal(&bad)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := DecodeCanonical(b); !errors.Is(err, ErrInvalid) && !errors.Is(err, ErrImageNotPinned) {
			t.Errorf("%s: DecodeCanonical = %v, want a validation error", name, err)
		}
		if _, err := bad.Canonical(); err == nil {
			t.Errorf("%s: Canonical accepted an invalid job", name)
		}
	}
}
