package jobspec

import "github.com/fxamacker/cbor/v2"

// cborUnsorted encodes v without sorting map keys, with the integer keys in descending order.
func cborUnsorted(m map[int]any) ([]byte, error) {
	em, err := cbor.EncOptions{Sort: cbor.SortNone}.EncMode()
	if err != nil {
		return nil, err
	}
	// A map's iteration order is random; build the pairs explicitly in reverse key order.
	keys := make([]int, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	for i := range keys {
		for j := i + 1; j < len(keys); j++ {
			if keys[j] > keys[i] {
				keys[i], keys[j] = keys[j], keys[i]
			}
		}
	}
	out := []byte{0xa0 + byte(len(keys))}
	for _, k := range keys {
		kb, err := em.Marshal(k)
		if err != nil {
			return nil, err
		}
		vb, err := em.Marshal(m[k])
		if err != nil {
			return nil, err
		}
		out = append(append(out, kb...), vb...)
	}
	return out, nil
}

// withRequesterPolicy copies into decoded the fields of parsed that the canonical form leaves
// out by design (the requester's own policy, Job.Retries), so a round trip compares the rest.
func withRequesterPolicy(decoded, parsed *Job) { decoded.Retries = parsed.Retries }
