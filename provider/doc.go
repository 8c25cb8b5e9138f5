// Package provider owns the provider daemon: GPU inventory, slots and placement, the sandboxed
// executors, the crash-safe job runner persisted in pebble, and payment claims.
package provider
