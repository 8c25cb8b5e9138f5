// Helia side of TestHeliaInterop. Usage:
//   node interop.mjs fetch MULTIADDR CID   -> prints "sha256 HEX" of the UnixFS file fetched over bitswap
//   node interop.mjs serve FILE            -> adds FILE (CIDv1, raw leaves, 1 MiB chunks), prints
//                                             "addr MULTIADDR" and "cid CID", serves until stdin closes
import { createHelia } from 'helia'
import { createLibp2p } from 'libp2p'
import { unixfs } from '@helia/unixfs'
import { tcp } from '@libp2p/tcp'
import { noise } from '@libp2p/noise'
import { yamux } from '@libp2p/yamux'
import { identify } from '@libp2p/identify'
import { multiaddr } from '@multiformats/multiaddr'
import { CID } from 'multiformats/cid'
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'

const [mode, a1, a2] = process.argv.slice(2)
const libp2p = await createLibp2p({
  addresses: { listen: ['/ip4/127.0.0.1/tcp/0'] },
  transports: [tcp()],
  connectionEncrypters: [noise()],
  streamMuxers: [yamux()],
  services: { identify: identify() }
})
const helia = await createHelia({ libp2p, routers: [] })
await helia.start()
const fs = unixfs(helia)

if (mode === 'fetch') {
  await helia.libp2p.dial(multiaddr(a1))
  const h = createHash('sha256')
  for await (const chunk of fs.cat(CID.parse(a2), { signal: AbortSignal.timeout(60000) })) {
    h.update(chunk)
  }
  console.log('sha256 ' + h.digest('hex'))
  await helia.stop()
  process.exit(0)
} else if (mode === 'serve') {
  const data = await readFile(a1)
  const cid = await fs.addBytes(data, { cidVersion: 1, rawLeaves: true, chunker: undefined })
  console.log('addr ' + helia.libp2p.getMultiaddrs()[0].toString())
  console.log('cid ' + cid.toString())
  process.stdin.resume()
  process.stdin.on('end', async () => { await helia.stop(); process.exit(0) })
} else {
  console.error('usage: interop.mjs fetch MULTIADDR CID | serve FILE')
  process.exit(2)
}
