// Package gossip is the machinery shared by gpumesh's GossipSub topics (market/offers,
// market/requests, verifier/evidence): a versioned CBOR envelope that carries the sender's
// wallet binding next to a signed payload, and a validator that rejects, before anything else
// sees a message:
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
// A failure answers pubsub.ValidationReject only when the neighbour that forwarded the message
// is at fault: every honest validator refuses such a message before forwarding it (oversize,
// malformed, bad signature, signer or binding not the author's, a timestamp outside any honest
// clock's tolerance). GossipSub counts a reject against that neighbour (score P4, see
// p2p.DefaultTopicScoreParams) and three graylist it, so everything an honest neighbour may
// have forwarded answers pubsub.ValidationIgnore (dropped, not forwarded, no penalty): replays,
// an author over this node's rate, expiries within ForwardTolerance, expiries beyond this
// node's MaxTTL, unknown envelope versions (see Result). Otherwise an attacker could get its
// messages accepted by one neighbour and refused by the next, and have the honest relay
// between them graylisted. The author is the message's From field, which pubsub's StrictSign
// policy authenticates before validators run.
//
// Replays: pubsub's own seen-cache drops a re-delivery of the same pubsub message (same author
// and sequence number) silently, before validation. The replay cache here catches the same
// signed payload wrapped in a new pubsub message, and lives until the payload expires, so a
// captured offer cannot be replayed for its whole TTL. It is bounded (ReplayCacheSize, LRU); an
// entry evicted early opens a replay window only for that entry.
//
// A topic of signed messages that name their signer declares a Signed (signed.go) and keeps
// only its message type and field checks; WithPublishOnly joins a topic without subscribing.
package gossip
