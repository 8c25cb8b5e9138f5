// Package jobspec is the job spec a requester writes: a versioned YAML document saying what to
// run (class, executor and module, command, circuit or container image, args, env, inputs,
// outputs), on what hardware
// (resources), for how much (max_price), by when (deadline) and how it is checked (verification).
//
// Parse decodes a spec strictly (yaml.v3 with KnownFields; an unknown key is an error naming it
// and its line), applies the defaults (see defaults.go, the one place they are defined) and
// validates every field. All problems are returned at once as ValidationErrors; each FieldError
// names the field path ("resources.vram"), the line, what is wrong and the fix ("use a size like
// 24GiB"). Specs over MaxSpecSize bytes are refused before parsing.
//
// The result is a normalized, typed Job. Job.Requirements and Job.Request convert it to the
// market's signed types; Job.Resolve replaces local paths with CIDs from the content store;
// Job.Canonical gives the deterministic CBOR bytes that are stored in the content store and whose
// CID the provider's Acceptance signs (contracts.SpecHash(cid.Bytes())); DecodeCanonical is the
// provider-side inverse and rejects bytes that are not canonical.
//
// Container jobs (executor: container, container.go) name their image by CID (an image archive
// in IPFS, with the image ID it must hold) or by a registry reference pinned to a digest; a tag
// alone is refused (ErrImageNotPinned). Job.Reexecutable says whether a job may be drawn for a
// spot-check: wasm jobs, and container jobs that declare deterministic: true (which needs
// network: none); a container job that does not is verified by reputation only (verification
// defaults to none, and spot-check or always are refused).
//
// Schema returns the JSON Schema of the YAML document, generated from the Spec type and the same
// enum lists the validator uses; schema.json is that output, committed, and a test fails when
// the two differ (regenerate with `go generate ./market/jobspec`).
//
// Money is exact: max_price is a decimal token amount ("0.0005") parsed into *big.Int token
// units with the token's decimals (Options.TokenDecimals, default 6 like the devnet token), never
// through a float.
package jobspec

//go:generate go test -run TestSchemaGolden -update .
