// Package gossip is the machinery shared by gpumesh's GossipSub topics (p2p/offers,
// p2p/requests): a versioned CBOR envelope that carries the sender's wallet binding next to a
// signed market payload, and a validator that rejects, before anything else sees a message:
//
//  1. oversize messages (before decoding anything),
//  2. envelopes that do not decode or carry an unknown version,
//  3. bindings that do not verify or name another peer than the message's author,
//  4. authors over their token-bucket rate (a flood),
//  5. payloads that do not decode,
//  6. payloads expired (beyond p2p.ClockSkew) or expiring further ahead than MaxTTL,
//  7. bad payload fields or signatures, and payloads signed by a wallet other than the bound one,
//  8. replays: a payload digest already accepted and not yet expired.
//
// Every rejection returns pubsub.ValidationReject, so GossipSub counts an invalid delivery
// against the peer that forwarded it (score P4, see p2p.DefaultTopicScoreParams). The author is
// the message's From field, which pubsub's StrictSign policy authenticates before validators run.
//
// Replays: pubsub's own seen-cache drops a re-delivery of the same pubsub message (same author
// and sequence number) silently, before validation. The replay cache here catches the same
// signed payload wrapped in a new pubsub message, and lives until the payload expires, so a
// captured offer cannot be replayed for its whole TTL. It is bounded (ReplayCacheSize, LRU); an
// entry evicted early opens a replay window only for that entry.
package gossip
