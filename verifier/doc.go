// Package verifier owns trust in gpumesh: capacity challenges and attestations, unpredictable
// spot-check sampling and re-execution, disputes, and reputation computed from chain events.
package verifier
