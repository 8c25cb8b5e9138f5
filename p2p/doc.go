// Package p2p owns gpumesh's networking: the libp2p host (TCP and QUIC, TLS 1.3 offered before Noise,
// connection and resource managers, NAT traversal), the wallet binding record that ties a peer id to an
// Ethereum address, the Kademlia DHT, GossipSub topics with their validators, and the stream
// protocols. Content addressing (blockstore, bitswap, UnixFS) lives in p2p/content.
//
// p2p is transport only: it knows nothing of offers, jobs or verdicts. The market's protocols
// (market/offers, market/requests, market/propose, market/bid, market/burst) and the verifier's
// are built on the machinery here and live with their owners; a layering test keeps it that way.
//
// Layout:
//
//	p2p            Node (New/Start/Close), Config, Binding (EIP-712 wallet<->peer record),
//	               Bindings (verified-binding cache), stream frames, CBOR modes, score params
//	p2p/gossip     envelope (binding + payload) and the validation pipeline shared by topics
//	p2p/reqresp    one-round-trip stream exchange shared by the stream protocols
//	p2p/content    IPFS blocks on pebble, bitswap, UnixFS, CAR, pins, quota
//	p2p/p2ptest    real loopback nodes with wallets, topologies and mesh waits for tests
//	p2p/netnstest  network namespaces, veths and NAT routers for tests (root)
//
// NAT traversal (nat.go) is go-libp2p's: the AutoNAT client judges reachability
// (Config.Reachability overrides it); a node found unreachable reserves a slot on a circuit
// relay v2 (Config.Relays, else a connected peer that serves as one) and its binding then lists
// its /p2p-circuit and public addresses only; a peer that dials such an address is relayed, and
// DCUtR hole punching replaces the relayed connection by a direct one where both NATs allow it.
// Relayed connections are limited (by default 2 min and 128 KiB each way): reqresp exchanges
// may use them; bitswap ignores them, and a CAR fetch that starts on one is cut at the relay's
// byte limit, so bulk transfers need the direct connection. Config.RelayService makes a node a relay, with
// bounded resources. TestNATTraversal shows all of it across two NATs in network namespaces.
//
// Wiring a node and a protocol on it:
//
//	n, _ := p2p.New(p2p.Config{DataDir: dir, Wallet: signer, ChainID: id, Logger: log, Registerer: reg})
//	_ = n.Start(ctx)                       // key in dir/p2p.key, host, GossipSub, DHT, bootstrap
//	defer n.Close()
//	offs, _ := offers.Join(n, offers.Config{Domain: dom}) // market/offers
//	go offs.Feed(ctx, book)
//
// Identity: each gossip message and each stream frame carries the sender's Binding, signed by its
// wallet and countersigned by its peer key; stream handlers check the binding against the secure
// channel's remote peer, gossip validators take the binding's peer as the author (GossipSub runs
// without per-message signatures, StrictNoSign, with content message ids: ContentMessageID), and
// both check the message's EIP-712 signer against the binding's wallet.
package p2p
