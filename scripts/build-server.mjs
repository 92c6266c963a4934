// `npm run build:server` (after `tsc --noEmit` has type-checked): bundles server/main.ts and the
// packages it imports into one ES module, dist/server/main.js, with a source map. Loading one file
// instead of resolving and reading hundreds in node_modules is most of the server's start-up time
// (docs/decisions/0012-bundled-server.md). Plain JavaScript: it runs before anything is compiled.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')

/**
 * Packages loaded from node_modules at run time instead of bundled:
 * - native addons (and their optional native helpers);
 * - packages whose files the server reads at run time (simple-icons' logos; swagger-ui's code is
 *   bundled, and server/plugins/openapi.ts finds its page and scripts in its package);
 * - shiki and its grammars and themes: loaded language by language when a post first uses one
 *   (bundled, each of its 200 languages would be a chunk of its own);
 * - react-router: the web build in build/ imports it too, and both sides must share one copy;
 * - vite: development only, imported on demand;
 * - piscina: it starts each worker from a file of its own package, which then imports ours;
 * - esbuild: the Markdown renderer bundles its worker with it only when run from the sources.
 *
 * pdfkit and fontkit are bundled into the résumé PDF's thread: loading one file instead of their
 * two hundred modules is a third of the time that thread takes to start, which the first PDF after
 * a start waits for. pdfkit's data files (the standard PDF fonts, the PDF/A colour profile) stay
 * unread: the résumé is set in its own faces from the first line and is not PDF/A.
 */
export const external = [
  'argon2',
  'better-sqlite3',
  'sharp',
  'pg-native',
  // Read as files at run time (its data and icons): never bundled.
  'simple-icons',
  'shiki',
  '@shikijs/*',
  'react-router',
  '@react-router/*',
  'vite',
  'piscina',
  'esbuild',
]

/**
 * Packages that bundled libraries require as they load but call only on a path a start never
 * takes: each is replaced, for those importers alone, by a stand-in in scripts/server-shims/ that
 * requires the real package from node_modules on its first use. Kept out of main.js this way:
 * ~560 KiB of source that every start parsed, compiled and held (docs/performance.md).
 */
const requiredOnFirstCall = {
  // The OpenAPI document written as YAML (/api/docs/yaml).
  yaml: /node_modules\/@fastify\/swagger(-ui)?\//,
  // A folder served without wildcard routes, which the web host does not ask for.
  glob: /node_modules\/@fastify\/static\//,
  // A content type compression's own pattern does not already call compressible.
  'mime-db': /node_modules\/@fastify\/compress\//,
  // A streamed answer compressed.
  'readable-stream': /node_modules\/@fastify\/compress\//,
  // A file sent (its content type): an asset, the API docs' page and scripts.
  mime: /node_modules\/@fastify\/send\//,
}

/**
 * Packages a bundled library already requires inside the function that needs them, never as it
 * loads: left in node_modules, so their source is not part of main.js. light-my-request is
 * Fastify's `inject()`, which only the tests call.
 */
const requiredInsideACall = {
  'light-my-request': /node_modules\/fastify\//,
}

/**
 * Packages the server imports on first use (`await import()`), never at a start: a static import
 * of one on the start's path would put it back into main.js, parsed and kept in memory by every
 * server (docs/performance.md). The build fails then, naming the file that brought it in.
 */
const loadedOnFirstUse = [
  '@aws-sdk/',
  '@smithy/',
  '@simplewebauthn/',
  '@peculiar/',
  'age-encryption/',
  '@noble/',
  'qrcode/',
  'tar/',
  'postcss/',
  'source-map-js/',
  'file-type/',
  'fflate/',
  'csv-parse/',
  'nodemailer/',
  'pino-pretty/',
  'feed/',
  ...[...Object.keys(requiredOnFirstCall), ...Object.keys(requiredInsideACall)].map(
    (name) => `${name}/`,
  ),
]

/**
 * Packages left in node_modules (`external`) that the server imports on first use, never at a
 * start: React Router comes with the web app's server build, imported by the first page asked
 * for (server/modules/web-host); the others are imported where they are used. A static import of
 * one from main.js or a chunk it loads would load it, and what it imports, at every start again;
 * the build fails then, naming the output that imports it.
 */
const externalOnFirstUse = ['react-router', 'vite', 'piscina', 'esbuild', 'shiki']

/** The esbuild plugin that puts the stand-ins of `requiredOnFirstCall` in place. */
const standIns = {
  name: 'required-on-first-call',
  setup(build) {
    const names = Object.keys(requiredOnFirstCall)
    const filter = new RegExp(`^(${names.join('|')})$`)
    const shims = path.join(root, 'scripts', 'server-shims')
    const insideACall = new RegExp(`^(${Object.keys(requiredInsideACall).join('|')})$`)
    build.onResolve({ filter: insideACall }, (args) =>
      requiredInsideACall[args.path].test(args.importer)
        ? { path: args.path, external: true }
        : undefined,
    )
    build.onResolve({ filter }, async (args) => {
      // The stand-in's own require: the real package, loaded at run time.
      if (args.importer.startsWith(shims + path.sep)) return { path: args.path, external: true }
      if (!requiredOnFirstCall[args.path].test(args.importer) || args.pluginData === 'real') {
        return undefined
      }
      // The stand-in requires the copy main.js would find; it must be the copy the importer's own
      // resolution finds (the same version), or the importer would get another one.
      const real = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'real',
      })
      const hoisted = path.join(root, 'node_modules', args.path) + path.sep
      if (!real.path.startsWith(hoisted)) {
        return { errors: [{ text: `${args.importer} has its own ${args.path}: ${real.path}` }] }
      }
      return { path: path.join(shims, `${args.path}.cjs`) }
    })
  },
}

/**
 * Node's own modules that a bundled library requires as it loads but calls only on a path this
 * server never takes: each is required on its first use instead, through a stand-in that loads it
 * when one of its properties is first read. Fastify's server.js requires https and http2 for a
 * server it would make itself with those options; Vitrine hands it its own HTTP server
 * (`serverFactory`, server/plugins/ready-answers.ts). Loading them cost every start ~10 ms of CPU.
 */
const builtinsOnFirstCall = {
  'node:https': /node_modules\/fastify\/lib\/server\.js$/,
  'node:http2': /node_modules\/fastify\/lib\/server\.js$/,
}

/** The esbuild plugin that puts the stand-ins of `builtinsOnFirstCall` in place. */
const builtinStandIns = {
  name: 'builtins-on-first-call',
  setup(build) {
    const namespace = 'builtin-on-first-call'
    const filter = new RegExp(`^(${Object.keys(builtinsOnFirstCall).join('|')})$`)
    build.onResolve({ filter }, (args) => {
      // The stand-in's own require: the real module, which Node provides.
      if (args.namespace === namespace) return { path: args.path, external: true }
      return builtinsOnFirstCall[args.path].test(args.importer)
        ? { path: args.path, namespace }
        : undefined
    })
    build.onLoad({ filter: /.*/, namespace }, (args) => ({
      contents:
        `let real\n` +
        `module.exports = new Proxy({}, { get: (_, key) => (real ??= require(${JSON.stringify(args.path)}))[key] })\n`,
      loader: 'js',
    }))
  },
}

/**
 * Text in a bundled library's source replaced as it is bundled, for a property of the platform
 * the library reads as it loads, which a stand-in cannot defer. The build fails when the text is
 * no longer there (a new version), so a rewrite never silently stops applying.
 */
const rewrites = [
  {
    // @fastify/multipart decorates `request.formData()` when Node has FormData, and reading
    // `globalThis.FormData` loads Node's fetch implementation (undici): ~35 ms of CPU and ~5 MiB
    // at every start. The server reads uploads with `request.file()` and never calls formData();
    // the web host loads undici after the start, with the web pages (it needs Request).
    file: /node_modules\/@fastify\/multipart\/index\.js$/,
    from: "if (globalThis.FormData && !fastify.hasRequestDecorator('formData'))",
    to: 'if (false)',
  },
]

/** The esbuild plugin that applies `rewrites`. */
const rewritten = {
  name: 'rewrites',
  setup(build) {
    for (const { file, from, to } of rewrites) {
      build.onLoad({ filter: file }, async (args) => {
        const source = await fs.promises.readFile(args.path, 'utf8')
        if (!source.includes(from)) {
          return { errors: [{ text: `${args.path} no longer has the text rewritten: ${from}` }] }
        }
        return { contents: source.replace(from, to), loader: 'js' }
      })
    }
  },
}

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true })

const { metafile } = await build({
  absWorkingDir: root,
  // The Markdown renderer's and the résumé PDF's threads are entries of their own
  // (server/worker-entry.ts starts dist/server/<name>.js); what they share with the server goes
  // into chunks.
  entryPoints: [
    'server/main.ts',
    'server/modules/posts/markdown-worker.ts',
    'server/modules/resume/pdf/resume-pdf-worker.ts',
  ],
  outdir: 'dist/server',
  entryNames: '[name]',
  // What the server imports on first use (mail, the common-passwords list, readable logs…) goes
  // into chunks of its own, loaded then, not parsed at every start (docs/performance.md).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  sourcemap: true,
  // The map points at the files in server/, contract/ and node_modules/; it need not copy them.
  sourcesContent: false,
  // Bundled CommonJS packages call require() for Node's built-ins; ES modules have none.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
  legalComments: 'none',
  // Whitespace and syntax only: V8 keeps a module's whole source in memory as long as the server
  // runs, 4.3 -> 2.8 MB here, ~7 MiB less resident memory. Names are kept, so a logged stack still
  // names its functions; the source map places them in server/ and node_modules/.
  minifyWhitespace: true,
  minifySyntax: true,
  // And in ASCII: one character beyond Latin-1 makes V8 hold the whole source at two bytes a
  // character (5 MB as 10 MiB). esbuild cannot escape one in a regular expression or a tagged
  // template (sql`…`): the sources write those as \u escapes.
  charset: 'ascii',
  metafile: true,
  plugins: [standIns, builtinStandIns, rewritten],
})

const startInputs = metafile.outputs['dist/server/main.js'].inputs
const atStart = Object.keys(startInputs).filter((input) =>
  loadedOnFirstUse.some((name) => input.includes(`node_modules/${name}`)),
)
if (atStart.length > 0) {
  // Who imports each of them, one step up, to find the static import to make lazy.
  const importers = (file) =>
    Object.entries(metafile.inputs)
      .filter(([, { imports }]) =>
        imports.some((i) => i.path === file && i.kind !== 'dynamic-import'),
      )
      .map(([importer]) => importer)
  const named = [
    ...new Set(atStart.map((input) => input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)[1])),
  ]
  const entry = atStart.filter((input) => !importers(input).some((i) => atStart.includes(i)))
  console.error(
    `dist/server/main.js holds packages the server loads on first use: ${named.join(', ')}.\n` +
      entry.map((input) => `  ${input} <- ${importers(input).join(', ')}`).join('\n') +
      '\nImport them with `await import()` where they are used (docs/performance.md).',
  )
  process.exit(1)
}

// main.js and every chunk it loads as it loads (static imports, followed).
const loadedAtStart = new Set()
for (const pending = ['dist/server/main.js']; pending.length > 0;) {
  const output = pending.pop()
  if (loadedAtStart.has(output)) continue
  loadedAtStart.add(output)
  for (const { path: imported, kind, external: isExternal } of metafile.outputs[output].imports) {
    if (kind === 'import-statement' && !isExternal) pending.push(imported)
  }
}
const externalAtStart = [...loadedAtStart].flatMap((output) =>
  metafile.outputs[output].imports
    .filter(
      ({ path: imported, kind, external: isExternal }) =>
        isExternal &&
        kind !== 'dynamic-import' &&
        externalOnFirstUse.some((name) => imported === name || imported.startsWith(`${name}/`)),
    )
    .map(({ path: imported }) => `  ${imported} <- ${output}`),
)
if (externalAtStart.length > 0) {
  console.error(
    `The server would load at every start packages it imports on first use:\n` +
      externalAtStart.join('\n') +
      '\nImport them with `await import()` where they are used (docs/performance.md).',
  )
  process.exit(1)
}

// Said, not refused: a source esbuild could not write in Latin-1 costs memory, never correctness.
for (const file of fs.readdirSync(path.join(root, 'dist/server'), { recursive: true })) {
  if (!String(file).endsWith('.js')) continue
  const code = fs.readFileSync(path.join(root, 'dist/server', String(file)), 'utf8')
  const at = [...code].findIndex((character) => character.codePointAt(0) > 0xff)
  if (at >= 0) {
    console.warn(
      `dist/server/${file}: a character beyond Latin-1 (write it as a \\u escape in the source), ` +
        `so V8 holds this file at two bytes a character: …${[...code].slice(Math.max(0, at - 40), at + 10).join('')}…`,
    )
  }
}

// The demo's pictures and their variants, drawn once here rather than at a first start.
const demoImages = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'scripts', 'build-demo-images.ts')],
  { cwd: root, stdio: 'inherit' },
)
if (demoImages.status !== 0) process.exit(demoImages.status ?? 1)
