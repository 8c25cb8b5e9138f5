package p2p

import "github.com/gpumesh/gpumesh/p2p/wire"

// decoder is the p2p layer's strict decoder for frames, bindings and gossip envelopes (p2p/wire
// with the transport's limits). Its input is bounded by the caller: a frame's max, a binding's
// MaxBindingSize, a gossip topic's message size.
var decoder = wire.MustDecoder(wire.Limits{
	MaxNestedLevels:  16,
	MaxArrayElements: 4096,
	MaxMapPairs:      256,
})

// MarshalCBOR encodes v with gpumesh's deterministic CBOR encoding (wire.Marshal).
func MarshalCBOR(v any) ([]byte, error) { return wire.Marshal(v) }

// UnmarshalCBOR decodes untrusted data into v with the p2p layer's strict decoder. Trailing
// bytes are an error.
func UnmarshalCBOR(data []byte, v any) error { return decoder.Unmarshal(data, v) }
