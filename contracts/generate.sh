#!/usr/bin/env bash
# generate.sh: the single entry point of `make generate` for the contracts.
#   1. installs the pinned toolchain (solc-js and OpenZeppelin, exact versions in package-lock.json),
#   2. compiles src/*.sol with compile.js into build/<Name>.json (abi + bin),
#   3. generates the abigen v2 Go bindings into bindings/ (package bindings).
# The output is byte-identical on re-run; CI checks it with
#   bash contracts/generate.sh && git diff --exit-code -- contracts
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
cd "$here"

command -v node >/dev/null || { echo "generate.sh: node (and npm) are required: apt-get install nodejs npm" >&2; exit 1; }

npm ci --silent --no-audit --no-fund --loglevel=error >/dev/null
node compile.js

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

rm -f bindings/*.go
mkdir -p bindings
for artifact in build/*.json; do
  name="$(basename "$artifact" .json)"
  lower="$(echo "$name" | tr '[:upper:]' '[:lower:]')"
  node -e '
    const fs = require("fs");
    const a = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
    fs.writeFileSync(process.argv[2], JSON.stringify(a.abi));
    fs.writeFileSync(process.argv[3], a.bin);
  ' "$artifact" "$tmp/$name.abi" "$tmp/$name.bin"
  # Methods that several contracts inherit (EIP-712's eip712Domain) produce one output struct per
  # file in the same package: alias them per contract so the names do not collide.
  aliases="eip712Domain=${name}Eip712Domain"
  (cd "$root" && go tool abigen --v2 --pkg bindings --type "$name" --alias "$aliases" \
    --abi "$tmp/$name.abi" --bin "$tmp/$name.bin" --out "$here/bindings/$lower.go")
  chmod 0644 "bindings/$lower.go"
done
gofmt -l bindings | (! grep .) || { echo "generate.sh: bindings are not gofmt-clean" >&2; exit 1; }
