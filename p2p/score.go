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

// MeshSlack is how far DefaultGossipParams lets a mesh grow above D (Dhi = D + MeshSlack) before
// a heartbeat prunes it back to D.
const MeshSlack = 2

// DefaultGossipParams returns pubsub's GossipSub router parameters with a mesh degree of
// MeshDegree (Dlo 3, Dhi 6, Dscore 2, Dout 1) instead of pubsub's 6 (5, 12, 4, 2); Dscore stays
// two thirds of D, as pubsub's.
//
// Every node forwards each message to its whole mesh but the sender, so a network carries about
// nodes x (mean mesh - 1) copies of every message: one first copy per node, the rest duplicates
// that pubsub drops by message id before any validator runs. The mean mesh size, not D, is
// what the CPU per message scales with: gossip messages here are small (an offer is ~450 bytes),
// and each copy costs a whole RPC (a yamux frame, a TLS record and a write on the sender, the
// reads and pubsub's handling on the receiver), ~35-50 µs on the 2-core build machine, against
// ~110 µs for the one validation per node that every message needs (half of it the signature
// recovery).
//
//   - D=4 took ~28% less CPU per offer than pubsub's D=6 in `gpumesh bench gossip` (50 nodes)
//     with every offer still reaching every node and no worse latency.
//   - Dhi: grafts from other nodes grow meshes above D, up to Dhi. At pubsub's Dhi = 2D = 8
//     they averaged 4.5-4.7 peers; at Dhi 6 they average ~4.0, which cut the copies per offer
//     by 6-17% (median of interleaved runs: 25 nodes 94 -> 88, 50 nodes 186 -> 164, 100 nodes
//     360 -> 313, 200 nodes 720 -> 608) with every offer reaching every node in every run. The
//     CPU per offer fell 15-19% at 200 nodes; at 25-100 nodes the change (1-6%) was within
//     the run-to-run spread of a shared 2-core machine (`bench gossip --mesh-high`). An
//     earlier trial of Dhi 6 on a machine overloaded ~20x (load ~40 on 2 cores) lost an offer
//     in two of three runs at 100 nodes; ~45 runs at 50-200 nodes at load 5-11 lost none. Dhi 5 cut
//     copies by ~25% but left meshes at 3.7 on average, below D: most nodes sat at Dlo, one
//     pruned peer from grafting again.
//   - Not D=3: pubsub requires Dout < D/2, so D=3 means Dout 0 and a mesh that inbound sybils
//     alone may fill.
//   - Not IDONTWANT for offers (IDontWantMessageThreshold stays pubsub's 1 KiB): a node sends it
//     to its whole mesh on the first copy of a message, before validating, and it mostly arrives
//     after the neighbour has forwarded its own copy. At 50 nodes with the threshold below an
//     offer's size it cut copies per offer by ~3% and doubled the RPCs (~190 -> ~375): ~30% more
//     CPU (`bench gossip --idontwant-bytes 1`).
//
// What D=4 gives up: fewer redundant paths per hop (lost copies are repaired by IHAVE/IWANT
// gossip each heartbeat) and Dout 1 instead of 2 (the mesh keeps at least one peer this node
// dialled, against a mesh filled by inbound sybils; peer scoring still prunes misbehaving ones).
func DefaultGossipParams() pubsub.GossipSubParams {
	p := pubsub.DefaultGossipSubParams()
	p.D, p.Dlo, p.Dhi, p.Dscore, p.Dout = MeshDegree, MeshDegree-1, MeshDegree+MeshSlack, 2*MeshDegree/3, 1
	return p
}
