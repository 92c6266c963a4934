// The files the production server needs at run time, laid out in one directory that the
// Dockerfile's final stage copies whole: `node scripts/container/runtime-tree.mjs <directory>`
// after the build. Plain JavaScript, like the other build scripts.
//
// The server is one esbuild bundle (docs/decisions/0012-bundled-server.md), so most of
// node_modules is compiled into dist/ already. What the bundle and the React Router server build
// still load from node_modules (the packages `external` lists in scripts/build-server.mjs, React,
// and what those import) is found by tracing their imports with @vercel/nft, file by file, as
// Node resolves them. The rest of node_modules (about 210 MB of production dependencies, 670 MB
// with the build and test tools) stays in the build stage. What the server reads by a path it
// computes, which no tracer can follow, is named below; scripts/container/smoke.mjs asks the
// image for each of those, so that a file left out fails CI instead of a self-hoster's page.
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import { nodeFileTrace } from '@vercel/nft'

const root = path.resolve(import.meta.dirname, '..', '..')
const { resolve } = createRequire(path.join(root, 'package.json'))
const out = path.resolve(process.argv[2] ?? '')
if (!process.argv[2] || out === root) {
  console.error('usage: node scripts/container/runtime-tree.mjs <output directory>')
  process.exit(2)
}

/** Files of the project the server reads at run time (found from the project root). */
const projectFiles = [
  // "type": "module" for dist/, the version a backup records, and how projectRoot() finds /app.
  'package.json',
  'dist',
  'build',
  'server/modules/media/default-profile.webp',
  'server/modules/og/fonts',
]

/**
 * What the server reads from packages by a path it computes, which no tracer can follow: each is
 * added whole, with its package.json.
 */
const packageFiles = [
  // createRequire(...)('@jsonresume/schema'): the résumé import's validator (traced from here on).
  { entry: '@jsonresume/schema' },
  // server/modules/skills/skill-logos.ts: the index, then one SVG per skill that has a logo.
  { file: 'simple-icons/icons.json', directory: 'icons' },
  // Required from node_modules on first use (the stand-ins of scripts/server-shims/, and
  // Fastify's inject): the bundle names them only in a `require` the tracer does not read.
  { entry: 'yaml' },
  { entry: 'glob' },
  { entry: 'mime-db' },
  { entry: 'readable-stream' },
  { entry: 'mime' },
  { entry: 'light-my-request' },
  // server/plugins/openapi.ts: swagger-ui's page, scripts and styles for /api/docs.
  { file: '@fastify/swagger-ui/package.json', directory: 'static' },
  // server/modules/resume/pdf/resume-fonts.ts: each family's subsets, then the files a résumé's
  // characters need (WOFF only; the woff2 files are the web's).
  ...[
    'geist',
    'noto-sans',
    'noto-sans-arabic',
    'noto-sans-hebrew',
    'noto-sans-sc',
    'noto-emoji',
  ].flatMap((family) => [
    { file: `@fontsource/${family}/unicode.json`, directory: 'files' },
    // The fonts' licence (SIL OFL) travels with them.
    { file: `@fontsource/${family}/LICENSE`, directory: 'files' },
  ]),
]

/** The résumé PDF's font weights, regular and semi-bold. */
const PDF_WEIGHTS = new Set(['400', '600'])

/** Never at run time in the image: source maps, types, docs; prebuilt binaries for other systems. */
function unneeded(file) {
  if (/\.(map|d\.[cm]?ts|md|markdown)$/i.test(file)) return true
  if (/^node_modules\/@fontsource\/[^/]+\/files\/.+\.woff2$/.test(file)) return true
  // The résumé is set in two weights (WEIGHTS in server/modules/resume/pdf/resume-fonts.ts): the
  // other weights and the italics of the CJK and emoji fonts would add about 45 MB to the image.
  const face = /^node_modules\/@fontsource\/[^/]+\/files\/.+-(\d+)-(\w+)\.woff$/.exec(file)
  if (face && (!PDF_WEIGHTS.has(face[1]) || face[2] !== 'normal')) return true
  const prebuild = /\/prebuilds\/([^/]+)\//.exec(file)
  if (prebuild && prebuild[1] !== `${process.platform}-${process.arch}`) return true
  return false
}

const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
/** Packages only the build and the tests use (vite, esbuild, tsx…): never traced into. */
const devOnly = new Set(
  Object.entries(lock.packages)
    .filter(([, entry]) => entry.dev)
    .map(([location]) => location),
)
const packageOf = (file) => /^(?:node_modules\/(?:@[^/]+\/)?[^/]+\/)+/.exec(file)?.[0].slice(0, -1)

function filesUnder(relative) {
  const absolute = path.join(root, relative)
  if (!fs.statSync(absolute).isDirectory()) return [relative]
  return fs
    .readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

const entries = [...filesUnder('dist/server'), ...filesUnder('build/server')].filter((file) =>
  file.endsWith('.js'),
)
const extra = []
for (const item of packageFiles) {
  // Resolved as the server resolves them (createRequire), through each package's `exports`.
  const file = path.relative(root, resolve(item.entry ?? item.file))
  if (item.entry) entries.push(file)
  else extra.push(file, ...filesUnder(`${packageOf(file)}/${item.directory}`))
}
for (const file of [...extra]) {
  const manifest = `${packageOf(file)}/package.json`
  if (!extra.includes(manifest)) extra.push(manifest)
}

const { fileList, warnings } = await nodeFileTrace(entries, {
  base: root,
  // Node 20.19's own conditions: react-router, for one, answers `module-sync` with its ES module.
  conditions: ['node', 'module-sync'],
  // Only node_modules is traced into: the bundle computes paths under the project root
  // (projectFiles above lists what it reads there), which a tracer would take for the whole tree.
  ignore: (file) =>
    file.startsWith('node_modules/')
      ? devOnly.has(packageOf(file))
      : !file.startsWith('dist/server/') && !file.startsWith('build/server/'),
})
const missing = [...warnings].filter((warning) =>
  // Optional dependencies that are not installed here (other systems' binaries, pg-native).
  /Failed to resolve dependency/.test(warning.message) ? false : /ENOENT/.test(warning.message),
)
for (const warning of missing) console.warn(`runtime tree: ${warning.message}`)

const modules = [...fileList, ...extra].filter(
  (file) => file.startsWith('node_modules/') && !unneeded(file),
)
const project = projectFiles.flatMap(filesUnder).filter((file) => !unneeded(file))

fs.rmSync(out, { recursive: true, force: true })
let bytes = 0
for (const file of new Set([...project, ...modules])) {
  const target = path.join(out, file)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.copyFileSync(path.join(root, file), target)
  fs.chmodSync(target, fs.statSync(path.join(root, file)).mode & 0o755)
  bytes += fs.statSync(target).size
}
const packages = new Set(modules.map(packageOf))
console.log(
  `runtime tree: ${project.length + modules.length} files, ${(bytes / 1e6).toFixed(1)} MB ` +
    `(${packages.size} packages from node_modules) in ${path.relative(process.cwd(), out) || out}`,
)
