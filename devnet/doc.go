// Package devnet brings up a complete local gpumesh network in one process: an embedded
// go-ethereum chain, the contracts, funded wallets, several providers (some faulty on purpose)
// and a scenario runner. The end-to-end tests use it.
package devnet
