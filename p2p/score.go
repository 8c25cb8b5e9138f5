package p2p

import (
	"net"
	"time"

	pubsub "github.com/libp2p/go-libp2p-pubsub"
	"github.com/libp2p/go-libp2p/core/peer"
)

// Peer scoring. gpumesh topics are low-rate (an offer per provider every few minutes), so the
// score leans on the penalties that fit low-rate topics and leaves out mesh-delivery deficits,
// which misfire when a topic is quiet:
//
//   - P4, invalid messages (per topic, DefaultTopicScoreParams): every message a validator
//     rejects adds 1 to the sender's counter; the penalty is counter^2 * -10 and decays to 1% over
//     30 minutes. One reject puts a peer at -10, two at -40 (below the publish threshold, so this
//     node stops flood-publishing to it), three at -90 (graylisted: its RPCs are dropped).
//   - P1 time in mesh (+0.01/s, capped at +1) and P2 first deliveries (+1 each, capped at 20,
//     decaying over 10 minutes) let useful peers climb back.
//   - P6 IP colocation: more than 10 peers from one IP cost (n-10)^2 * -5; loopback and the
//     IPs in IPColocationWhitelist are exempt (devnets and tests put every node on 127.0.0.1).
//   - P7 behaviour penalty (GRAFT spam, broken promises): excess^2 * -10, decays over 10 minutes.
//   - P5 app-specific score: 0 for now; staking and reputation can plug in through
//     PeerScoreParams.AppSpecificScore.
//
// Thresholds (DefaultScoreThresholds): gossip -10, publish -40, graylist -80, accept PX +20,
// opportunistic graft +2.

// DefaultScoreParams returns the peer score parameters described above, without topic entries:
// topics add theirs when they are joined (gossip.Join).
func DefaultScoreParams() *pubsub.PeerScoreParams {
	_, loop4, _ := net.ParseCIDR("127.0.0.0/8")
	_, loop6, _ := net.ParseCIDR("::1/128")
	return &pubsub.PeerScoreParams{
		Topics:                      map[string]*pubsub.TopicScoreParams{},
		TopicScoreCap:               50,
		AppSpecificScore:            func(peer.ID) float64 { return 0 },
		AppSpecificWeight:           1,
		IPColocationFactorWeight:    -5,
		IPColocationFactorThreshold: 10,
		IPColocationFactorWhitelist: []*net.IPNet{loop4, loop6},
		BehaviourPenaltyWeight:      -10,
		BehaviourPenaltyThreshold:   6,
		BehaviourPenaltyDecay:       pubsub.ScoreParameterDecay(10 * time.Minute),
		DecayInterval:               pubsub.DefaultDecayInterval,
		DecayToZero:                 pubsub.DefaultDecayToZero,
		RetainScore:                 30 * time.Minute,
	}
}

// DefaultScoreThresholds returns the thresholds described above.
func DefaultScoreThresholds() *pubsub.PeerScoreThresholds {
	return &pubsub.PeerScoreThresholds{
		GossipThreshold:             -10,
		PublishThreshold:            -40,
		GraylistThreshold:           -80,
		AcceptPXThreshold:           20,
		OpportunisticGraftThreshold: 2,
	}
}

// DefaultTopicScoreParams returns the per-topic score parameters described above.
func DefaultTopicScoreParams() *pubsub.TopicScoreParams {
	return &pubsub.TopicScoreParams{
		SkipAtomicValidation:           true,
		TopicWeight:                    1,
		TimeInMeshWeight:               0.01,
		TimeInMeshQuantum:              time.Second,
		TimeInMeshCap:                  100,
		FirstMessageDeliveriesWeight:   1,
		FirstMessageDeliveriesDecay:    pubsub.ScoreParameterDecay(10 * time.Minute),
		FirstMessageDeliveriesCap:      20,
		InvalidMessageDeliveriesWeight: -10,
		InvalidMessageDeliveriesDecay:  pubsub.ScoreParameterDecay(30 * time.Minute),
	}
}

// MeshDegree is the GossipSub mesh degree D of DefaultGossipParams.
const MeshDegree = 4

// DefaultGossipParams returns pubsub's GossipSub router parameters with a mesh degree of
// MeshDegree (Dlo 3, Dhi 8, Dscore 2, Dout 1) instead of pubsub's 6 (5, 12, 4, 2); Dscore stays
// two thirds of D, as pubsub's. Every node forwards each
// message to its mesh, so a network carries about nodes x (mean mesh - 1) copies of every
// message, all but one per node duplicates; gossip messages here are small (an offer is ~450
// bytes, under IDONTWANT's 1 KiB threshold, and an IDONTWANT is an RPC to every mesh peer,
// costing as much as the copy it may save), so the mean mesh size is what the CPU per message
// scales with. In `gpumesh bench gossip` (50 nodes, one 2-core machine) D=4 took ~28% less CPU
// per offer than D=6 with every offer still reaching every node, and no worse latency; D=3
// saved more but stretched the latency tail. Grafts from other nodes keep meshes above D (4.7
// peers on average at 50 nodes); Dhi 6 kept them at 4.0 and cut the copies per offer by ~17%,
// but on an overloaded machine (load ~40 on 2 cores) two of three runs at 100 nodes lost an
// offer where Dhi 8 lost none (`bench gossip --mesh-high 6`), so Dhi stays at pubsub's 2D. What D=4 gives up: fewer redundant
// paths per hop (lost copies are repaired by IHAVE/IWANT gossip each heartbeat) and Dout 1
// instead of 2 (the mesh keeps at least one peer this node dialled, against a mesh filled by
// inbound sybils; peer scoring still prunes misbehaving ones).
func DefaultGossipParams() pubsub.GossipSubParams {
	p := pubsub.DefaultGossipSubParams()
	p.D, p.Dlo, p.Dhi, p.Dscore, p.Dout = MeshDegree, MeshDegree-1, 2*MeshDegree, 2*MeshDegree/3, 1
	return p
}
