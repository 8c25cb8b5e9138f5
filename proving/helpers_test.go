package proving

import (
	"github.com/consensys/gnark-crypto/ecc"
	"github.com/consensys/gnark/backend/witness"
	"github.com/consensys/gnark/frontend"
)

func witnessFor(a frontend.Circuit) (witness.Witness, error) {
	return frontend.NewWitness(a, ecc.BN254.ScalarField())
}
