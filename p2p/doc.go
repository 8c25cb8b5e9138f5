// Package p2p owns gpumesh's networking: the libp2p host (TCP and QUIC, Noise and TLS,
// connection and resource managers), the wallet binding record that ties a peer id to an
// Ethereum address, the Kademlia DHT, GossipSub topics with their validators, and the stream
// protocols. Content addressing (blockstore, bitswap, UnixFS) lives in p2p/content.
package p2p
