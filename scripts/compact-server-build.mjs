// After `react-router build`: the web app's server build (build/server, which the Fastify process
// imports to render pages) with whitespace and comments gone, and in ASCII (other characters as
// \u escapes), as scripts/build-server.mjs writes the server itself. V8 keeps a module's whole
// source in memory as long as the server runs, at two bytes a character once a single character
// is beyond Latin-1 (the catalogues' Arabic, a dash in a comment), one byte otherwise: 1.8 MB of
// source held as 3.4 MB becomes 1.2 MB held as 1.2 MB. Names are kept, so a logged stack still
// reads. Plain JavaScript: it runs as part of the build.
import fs from 'node:fs'
import path from 'node:path'
import { transform } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const server = path.join(path.resolve(root, process.env.WEB_BUILD_DIR || 'build'), 'server')

function* modules(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* modules(full)
    else if (/\.m?js$/.test(entry.name)) yield full
  }
}

let before = 0
let after = 0
for (const file of modules(server)) {
  const code = fs.readFileSync(file, 'utf8')
  const compact = await transform(code, {
    format: 'esm',
    platform: 'node',
    charset: 'ascii',
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
  })
  fs.writeFileSync(file, compact.code)
  before += code.length
  after += compact.code.length
}
console.log(
  `compacted the server build: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB of ASCII`,
)
