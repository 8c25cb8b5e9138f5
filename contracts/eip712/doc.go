// Package eip712 is gpumesh's one implementation of EIP-712 typed-data signing: domains, struct
// hashing, the typed-data digest, signing with a private key or a keystore account, and
// signature recovery. Every signed message of the node (market orders, the escrow's acceptances
// and verdicts, payment-channel vouchers, capacity attestations, wallet-to-peer bindings, dispute
// evidence) is signed and recovered here, so the checks below are made once and the same way.
//
// # What a domain binds
//
// A Domain is EIP712Domain(string name,string version,uint256 chainId,address verifyingContract).
// Its separator enters every digest, so a signature made under one domain does not verify under
// another:
//   - chainId stops replay on another chain (a testnet signature is worthless on mainnet);
//   - verifyingContract stops replay against another deployment (another escrow, another channel
//     contract) on the same chain;
//   - name and version separate the message families of one deployment ("gpumesh" for the
//     off-chain market and verifier messages, "gpumesh JobEscrow" for acceptances,
//     "gpumesh PaymentChannel" for vouchers), and a version bump retires every old signature.
//
// Inside one domain a signature can be replayed as often as its message allows: replay
// protection within a domain (nonces, expiries, sequence numbers, job ids) is the message's own.
// Each message's type string and field order must match the Solidity contract that checks it
// byte for byte; the callers' golden and cross-check tests pin them.
//
// # Signatures
//
// Sign and SignKey return 65 bytes r || s || v with v in {27, 28}, the form Solidity's ecrecover
// and OpenZeppelin's ECDSA.recover take. Recover accepts exactly what those accept: 65 bytes,
// v in {27, 28}, s in the lower half of the curve order (EIP-2; a high-s twin of a valid
// signature is rejected, so signatures are not malleable), and a recovered address that is not
// zero. RecoverAnyV also accepts v in {0, 1}, go-ethereum's raw form (crypto.Sign and
// keystore.SignHash), for messages no contract checks.
package eip712
