package reputation

import "github.com/ethereum/go-ethereum/common"

// forge decodes the stored state b, edits it and encodes it again.
func forge(b []byte, edit func(*state)) []byte {
	st, err := decodeState(b)
	if err != nil {
		panic(err)
	}
	edit(st)
	out, err := st.encode()
	if err != nil {
		panic(err)
	}
	return out
}

// orphanSlash adds a slash of p at the state's last block, as read from a block that is no
// longer on the chain.
func orphanSlash(st *state, p common.Address) {
	st.Chain = append(st.Chain, Event{Provider: p, Kind: Slashed, Time: st.Time, Block: st.Next - 1, LogIndex: 99})
}

// TestingReorged returns the stored state b as if the chain had reorganised below its last block
// after it read a slash of p there: the last block's hash no longer matches the chain.
func TestingReorged(b []byte, p common.Address) []byte {
	return forge(b, func(st *state) { orphanSlash(st, p); st.Hash[0] ^= 0xff })
}

// TestingForeign returns the stored state b as another deployment's (escrow and registry
// swapped), holding a slash of p.
func TestingForeign(b []byte, p common.Address) []byte {
	return forge(b, func(st *state) { orphanSlash(st, p); st.Escrow, st.Registry = st.Registry, st.Escrow })
}

// TestingKept returns b with a slash of p added and nothing else changed (a control: this one is
// not detected, so the slash must count).
func TestingKept(b []byte, p common.Address) []byte {
	return forge(b, func(st *state) { orphanSlash(st, p) })
}
