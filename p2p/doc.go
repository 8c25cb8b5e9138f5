// Package p2p owns gpumesh's networking: the libp2p host (TCP and QUIC, Noise and TLS,
// connection and resource managers), the wallet binding record that ties a peer id to an
// Ethereum address, the Kademlia DHT, GossipSub topics with their validators, and the stream
// protocols. Content addressing (blockstore, bitswap, UnixFS) lives in p2p/content.
//
// Layout (one package per protocol, each with its ID constant, codec, handler, options, metrics):
//
//	p2p            Node (New/Start/Close), Config, Binding (EIP-712 wallet<->peer record),
//	               Bindings (verified-binding cache), stream frames, CBOR modes, score params
//	p2p/gossip     envelope (binding + payload) and the validation pipeline shared by topics
//	p2p/offers     /gpumesh/offers/1 topic; Feed puts verified offers into market/book
//	p2p/requests   /gpumesh/requests/1 topic; Serve hands verified requests to a Handler
//	p2p/reqresp    one-round-trip stream exchange shared by the stream protocols
//	p2p/propose    /gpumesh/propose/1: Proposal -> signed Acceptance (Acceptor on the provider)
//	p2p/bid        /gpumesh/bid/1: sealed Bid -> ack (Collector on the requester)
//	p2p/p2ptest    real loopback nodes, wallets and signed messages for tests and benchmarks
//	p2p/p2pbench   RunGossipBench, RunBurstMatchBench
//
// Wiring a node:
//
//	n, _ := p2p.New(p2p.Config{DataDir: dir, Wallet: signer, ChainID: id, Logger: log, Registerer: reg})
//	_ = n.Start(ctx)                       // key in dir/p2p.key, host, GossipSub, DHT, bootstrap
//	defer n.Close()
//	offs, _ := offers.Join(n, offers.Config{Domain: dom})
//	go offs.Feed(ctx, book)                // *book.Book from market/book
//	svc, _ := propose.NewService(n, propose.Config{Domain: dom}, acceptor)
//	_ = svc.Start()
//
// Identity: each gossip message and each stream frame carries the sender's Binding, signed by its
// wallet for its peer id; validators check the binding against the authenticated peer (pubsub's
// StrictSign author, or the secure channel's remote peer) and the message's EIP-712 signer
// against the binding's wallet.
package p2p
