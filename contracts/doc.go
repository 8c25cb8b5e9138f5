// Package contracts owns gpumesh's on-chain side: the Solidity sources, the pinned compiler script,
// the committed compiled artifacts and Go bindings, deploy helpers and the gas report.
package contracts
