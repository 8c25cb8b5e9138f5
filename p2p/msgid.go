package p2p

import (
	"crypto/sha256"

	pubsub_pb "github.com/libp2p/go-libp2p-pubsub/pb"
)

// ContentMessageID is the GossipSub message id of every gpumesh topic: SHA-256 over the topic
// name and the message bytes. Messages carry no pubsub author or sequence number (the node runs
// pubsub.StrictNoSign), so the id is what the bytes say: the same message forwarded by several
// neighbours is recognised as one before any validator runs, and a copy that differs in any byte
// is a different message that the validators judge on its own (gossip's replay cache then
// catches a re-wrapped payload).
func ContentMessageID(m *pubsub_pb.Message) string {
	h := sha256.New()
	h.Write([]byte(m.GetTopic()))
	h.Write([]byte{0})
	h.Write(m.GetData())
	return string(h.Sum(nil))
}
