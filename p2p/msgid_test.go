package p2p

import (
	"testing"

	pubsub_pb "github.com/libp2p/go-libp2p-pubsub/pb"
)

// The message id is the content: equal bytes on a topic are one message wherever they come
// from, a change of topic or of any byte is another.
func TestContentMessageID(t *testing.T) {
	msg := func(topic, data string, from []byte) *pubsub_pb.Message {
		return &pubsub_pb.Message{Topic: &topic, Data: []byte(data), From: from}
	}
	a := ContentMessageID(msg("/t/1", "offer", nil))
	if b := ContentMessageID(msg("/t/1", "offer", []byte("another relay"))); b != a {
		t.Fatal("same bytes from another sender got another id")
	}
	for name, m := range map[string]*pubsub_pb.Message{
		"other topic":    msg("/t/2", "offer", nil),
		"other byte":     msg("/t/1", "offeR", nil),
		"topic boundary": msg("/t/1o", "ffer", nil),
	} {
		if ContentMessageID(m) == a {
			t.Fatalf("%s: same id", name)
		}
	}
	if len(a) != 32 {
		t.Fatalf("id of %d bytes, want a SHA-256", len(a))
	}
}
