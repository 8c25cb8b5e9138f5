package markettest

import (
	"github.com/ipfs/go-cid"
	mh "github.com/multiformats/go-multihash"
	"testing"
)

func TestCID(t *testing.T) {
	h, _ := mh.Sum([]byte("gpumesh test job spec"), mh.SHA2_256, -1)
	c := cid.NewCidV1(cid.Raw, h)
	if c.String() != SpecCID {
		t.Fatalf("%s", c)
	}
}
