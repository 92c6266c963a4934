// After `react-router build` and the islands build: writes a brotli (.br, best quality) and a gzip
// (.gz, level 9) copy next to every text asset of build/client over 1 KiB, once, at build time.
// The web host serves them to browsers that accept them (@fastify/static preCompressed), so no
// asset is compressed per request. Plain JavaScript: it runs as part of the build.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const root = path.resolve(import.meta.dirname, '..')
const client = path.join(path.resolve(root, process.env.WEB_BUILD_DIR || 'build'), 'client')
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/
const THRESHOLD = 1024

let files = 0
let before = 0
let after = 0
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') walk(full)
      continue
    }
    if (!TEXT.test(entry.name)) continue
    const bytes = fs.readFileSync(full)
    if (bytes.length < THRESHOLD) continue
    const br = zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    })
    fs.writeFileSync(`${full}.br`, br)
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(bytes, { level: 9 }))
    files++
    before += bytes.length
    after += br.length
  }
}

walk(client)
console.log(
  `precompressed ${files} assets: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`,
)
