// Package gossip is the machinery shared by gpumesh's GossipSub topics (market/offers,
// market/requests, verifier/evidence): a versioned CBOR envelope that carries the sender's
// wallet binding next to a signed payload, and a validator that rejects, before anything else
// sees a message:
//
//  1. oversize messages (before decoding anything),
//  2. envelopes that do not decode or carry an unknown version,
//  3. bindings that do not verify (the wallet's and the peer key's signature, p2p.Binding); the
//     peer the binding names is the message's author,
//  4. authors whose token bucket is empty (a flood; nothing is taken yet),
//  5. on a PublisherSigned topic, an envelope the author's peer key did not sign,
//  6. payloads that do not decode,
//  7. payloads expired (beyond p2p.ClockSkew) or expiring further ahead than MaxTTL,
//  8. bad payload fields or signatures, and payloads signed by a wallet other than the bound one,
//  9. replays: a payload digest already accepted and not yet expired,
//  10. authors over their rate: the token is taken only here, for a message the author's
//     wallet signed and that is new.
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
// between them graylisted.
//
// Authors without pubsub signatures: nodes run GossipSub with pubsub.StrictNoSign (p2p.Node),
// so a message has no pubsub author, sequence number or signature (which cost every node an
// Ed25519 check per message, and per copy that arrived before the first was validated, on top
// of the wallet signature). The author is the peer the message's binding names:
// that peer's key and the wallet both signed the binding, and the wallet signed the payload, so
// only the wallet's holder can make a message that validates, while anyone can relay one (which
// gossip does anyway). What the pubsub signature protected is kept this way:
//   - forgery: the payload's wallet signature (step 8) against the binding's wallet; a wallet
//     cannot claim another's peer id, the peer key countersigns the binding;
//   - a per-author rate strangers cannot spend: steps 4 and 10;
//   - replays: pubsub's message id is the hash of the bytes (p2p.ContentMessageID), so copies
//     of a message from several neighbours are dropped before validation and a message is
//     validated once per node; the replay cache drops the same signed payload in new bytes
//     (another envelope or binding), or in the same bytes after pubsub's seen-cache forgot
//     them, until the payload expires;
//   - what the wallet does not sign: a topic whose payload the wallet does not sign whole (the
//     evidence topic's notice) sets Spec.PublisherSigned, and its envelopes carry the peer key's
//     signature;
//   - scoring: GossipSub charges a refused message to the neighbour that forwarded it, never to
//     its author, so nothing there changes.
//
// Every node of a network must run the same signature policy: a StrictNoSign node refuses signed
// messages and a StrictSign node unsigned ones (and each scores the other down for them).
//
// The replay cache is bounded (ReplayCacheSize, LRU); an entry evicted early opens a replay
// window only for that entry.
//
// A topic of signed messages that name their signer declares a Signed (signed.go) and keeps
// only its message type and field checks; WithPublishOnly joins a topic without subscribing.
package gossip
