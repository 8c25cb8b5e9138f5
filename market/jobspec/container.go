package jobspec

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/distribution/reference"
)

// The container executor's part of a spec (executor: container):
//
//	image:
//	  cid: bafy...        # an image archive (docker save format) in IPFS ...
//	  id: sha256:...      # ... and the image ID it must hold (gpumesh content add-image prints both)
//	  # or: ref: docker.io/library/python@sha256:...   (a registry image pinned to a digest)
//	entrypoint: [/usr/bin/python3, train.py]   # optional; args follow it
//	deterministic: true                         # optional; makes the job eligible for spot-checks
//	network: none                               # default; egress asks for outbound network
//
// A tag without a digest is refused (ErrImageNotPinned): a tag can be moved to another image
// between the acceptance and the run, or between the run and a spot-check's re-run.

// MaxImageRefLen bounds image.ref.
const MaxImageRefLen = 512

func imageFix() string {
	return "give image.cid with image.id (gpumesh content add-image prints both), or image.ref: name@sha256:<digest>"
}

// checkImage checks a container job's image.
func checkImage(r *report, img *Image) {
	switch {
	case img == nil:
		r.invalid("image", "missing", imageFix())
		return
	case img.CID != "" && img.Ref != "":
		r.invalid("image", "both cid and ref", "give one: cid (with id) for an image archive in IPFS, or ref for a registry image")
		return
	case img.CID == "" && img.Ref == "":
		r.invalid("image", "neither cid nor ref", imageFix())
		return
	case img.CID != "":
		checkCID(r, "image.cid", img.CID)
		if img.ID == "" {
			r.invalid("image.id", "missing: an image archive is checked against the image ID it must hold",
				"give id: sha256:<64 hex digits>, as gpumesh content add-image prints it with the CID")
		}
	default:
		checkImageRef(r, img.Ref)
	}
	if img.ID != "" && !reImageID.MatchString(img.ID) {
		r.invalid("image.id", fmt.Sprintf("%s is not an image ID", quote(img.ID)),
			"write sha256: and the 64 lowercase hex digits of the image config's digest (docker inspect --format '{{.Id}}' IMAGE prints it)")
	}
}

// checkImageRef accepts only references pinned to a sha256 digest.
func checkImageRef(r *report, ref string) {
	if len(ref) > MaxImageRefLen || !utf8.ValidString(ref) {
		r.invalid("image.ref", "the reference is too long or not text", fmt.Sprintf("give name@sha256:<digest> in at most %d bytes", MaxImageRefLen))
		return
	}
	named, err := reference.ParseNormalizedNamed(ref)
	if err != nil {
		r.invalid("image.ref", fmt.Sprintf("%s is not an image reference (%v)", quote(ref), err),
			"write name@sha256:<64 hex digits>, like docker.io/library/python@sha256:...")
		return
	}
	c, ok := named.(reference.Canonical)
	if !ok {
		r.add("image.ref", ErrImageNotPinned, fmt.Sprintf("%s names a tag, which can be moved to another image", quote(ref)),
			fmt.Sprintf("pin it to a digest: %s@sha256:<digest> (docker inspect --format '{{index .RepoDigests 0}}' IMAGE prints it), or use image.cid",
				reference.FamiliarName(named)))
		return
	}
	if c.Digest().Algorithm() != "sha256" {
		r.invalid("image.ref", fmt.Sprintf("digest algorithm %s", c.Digest().Algorithm()), "pin the image by its sha256 digest")
	}
}

// checkContainer checks the fields only the container executor uses: absent for the other
// executors; for container jobs the network mode, the entrypoint, and that only deterministic
// jobs ask to be re-executed.
func checkContainer(j *Job, r *report) {
	if j.Executor != ExecutorContainer {
		for _, f := range []struct {
			name string
			set  bool
		}{{"entrypoint", len(j.Entrypoint) > 0}, {"deterministic", j.Deterministic}, {"network", j.Network != ""}} {
			if f.set {
				r.invalid(f.name, f.name+" is used by the container executor only", "remove "+f.name+", or set executor: container")
			}
		}
		return
	}
	switch {
	case j.Network == "":
		r.invalid("network", "missing", "use none or egress")
	case !slices.Contains(enums["network"], j.Network):
		r.invalid("network", fmt.Sprintf("unknown network mode %s", quote(j.Network)), "use none (the default) or egress")
	case j.Deterministic && j.Network != NetworkNone:
		r.invalid("deterministic", "a deterministic job cannot use the network: what it reads there can change between a run and its re-run",
			"put the data in inputs and set network: none, or remove deterministic")
	}
	if len(j.Entrypoint) > MaxArgs {
		r.invalid("entrypoint", fmt.Sprintf("%d items", len(j.Entrypoint)), fmt.Sprintf("give at most %d items", MaxArgs))
	} else {
		for i, a := range j.Entrypoint {
			if (a == "" && i == 0) || len(a) > MaxArgLen || strings.ContainsRune(a, 0) || !utf8.ValidString(a) {
				r.invalid(fmt.Sprintf("entrypoint[%d]", i), "empty, too long, or holds a NUL byte or invalid UTF-8",
					fmt.Sprintf("give the program's path in the image and its first arguments, each at most %d bytes", MaxArgLen))
			}
		}
	}
	if !j.Deterministic && (j.Verification == VerifySpotCheck || j.Verification == VerifyAlways) {
		r.invalid("verification", fmt.Sprintf("%s needs a job that can be re-executed and compared, and this container job is not deterministic", j.Verification),
			"set deterministic: true (pinned image, network: none, /out a function of the inputs and GPUMESH_SEED), or verification: none")
	}
}
