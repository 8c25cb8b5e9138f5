// Package chain runs an embedded go-ethereum development node inside the gpumesh process: JSON-RPC
// over HTTP and WebSocket on 127.0.0.1, mainnet-like (Osaka) fork rules, instant or interval block
// production and pre-funded accounts. It needs no external geth and no Docker.
package chain
