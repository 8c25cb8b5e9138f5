// Package chain runs an embedded go-ethereum development node inside the gpumesh process: JSON-RPC
// over HTTP and WebSocket on 127.0.0.1, mainnet-like (Osaka) fork rules, instant or interval block
// production and pre-funded accounts. It needs no external geth and no Docker.
//
// # Clock
//
// With BlockPeriod 0 (the default) the chain seals a block as soon as a transaction arrives, at
// the wall clock's second but at least one second after the previous block, so a burst of
// transactions puts chain time ahead of the wall clock; a Heartbeat keeps it moving while idle.
// Tests, scenarios and benchmarks that depend on deadlines, challenge windows or expiries read
// the chain's clock (Chain.Time, or the latest header) and move it with Chain.AdjustTime or
// Chain.AdvanceTo instead of waiting on the wall clock. One goroutine seals every block, so these
// are safe at any time, with a Heartbeat and while transactions arrive.
package chain
