// Package circuits groups the gnark circuits shipped with gpumesh, one subpackage each
// (mimcchain, merkle). Each circuit is a struct plus Define(api) and comes with a native helper
// that computes a satisfying assignment, so tests, demos and benchmarks need no other tooling.
package circuits
