import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import compress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { RequestHandler, ServerBuild } from 'react-router'
import { DEFAULT_SITE_LANGUAGES } from '@contract/languages.ts'
import { languageOfAddress, UNPREFIXED_SEGMENTS } from '@contract/language-addresses.ts'
import { ISLANDS_ENTRY, ISLANDS_MANIFEST } from '@web/islands/build-paths.ts'
import { SHARED_PAGE_HEADER, type VitrineLoadContext } from '@web/load-context.ts'
import { ownerPageCsp, SECURITY_HEADERS, SHARED_PAGE_CSP } from '@/plugins/security-headers.ts'
import { decodeUriComponentOrUndefined } from '@/decode-uri.ts'
import { errors } from '@/errors.ts'
import {
  abortOnClose,
  fromIncoming,
  loadFetchClasses,
  sendFetchResponse,
  toFetchRequest,
  writeFetchResponse,
} from './fetch-adapter.ts'
import { createPageCache, pageKey, sendCachedPage } from './page-cache.ts'
import { createPublicContent } from './public-content.ts'
import {
  buildDirectory,
  projectRoot,
  resolveWebMode,
  serverBuildPath,
  type WebMode,
} from './web-mode.ts'

interface WebHostOptions {
  mode?: WebMode
  /** The repository root (where build/ and vite.config.ts are); found from this file by default. */
  root?: string
}

/** Paths that belong to the API side: an unknown one answers the API's JSON 404, never a page. */
const API_PREFIXES = ['/api/', '/media/']
const API_PATHS = new Set(['/api', '/media', '/healthz'])

/** React Router's lazy route discovery and data requests: never pages. */
function isRouterRequest(pathname: string) {
  return pathname === '/__manifest' || pathname.endsWith('.data')
}

function isApiPath(pathname: string) {
  return API_PATHS.has(pathname) || API_PREFIXES.some((prefix) => pathname.startsWith(prefix))
}

/** Hashed file names never change content: cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** How long after listening the web pages' code is loaded: after the first health checks. */
const WARM_UP_DELAY_MS = 1000
const REVALIDATE = 'public, max-age=0, must-revalidate'

/** Every file under dir, keyed by its URL path; build metadata (.vite/) is never served. */
function listFiles(dir: string, prefix = ''): Map<string, string> {
  const files = new Map<string, string>()
  if (!fs.existsSync(dir)) return files
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '.vite') continue
    // Build-time compressed copies (scripts/precompress.mjs) are sent in place of their file.
    if (/\.(br|gz)$/.test(entry.name)) continue
    const url = `${prefix}/${entry.name}`
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) for (const [key, value] of listFiles(full, url)) files.set(key, value)
    else files.set(url, full)
  }
  return files
}

/** Development only: Vite's client injects <style> elements for hot CSS updates. */
function relaxStylesForVite(csp: string): string {
  return csp.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
}

/** Headers of a public page's answer, as sent: the marker removed, the nonce-free CSP. */
function sharedPageHeaders(response: Response): [string, string][] {
  const headers: [string, string][] = [
    ['content-security-policy', SHARED_PAGE_CSP],
    ['cache-control', 'no-cache'],
  ]
  for (const [name, value] of response.headers) {
    if (name !== SHARED_PAGE_HEADER && name !== 'set-cookie') headers.push([name, value])
  }
  return headers
}

interface Rendered {
  response: Response
  /** The nonce the page was rendered with (used only by an owner page). */
  nonce: string
}

/** The page's policy: nonce-free for a public page (marked by entry.server.tsx), else its nonce. */
function pageCsp(response: Response, nonce: string): string {
  if (!response.headers.has(SHARED_PAGE_HEADER)) return ownerPageCsp(nonce)
  response.headers.delete(SHARED_PAGE_HEADER)
  return SHARED_PAGE_CSP
}

/** Sends React Router's answer with its page's policy (ADR 0010). */
function sendPage(reply: FastifyReply, { response, nonce }: Rendered) {
  reply.header('content-security-policy', pageCsp(response, nonce))
  return sendFetchResponse(reply, response)
}

/** The hashed URL of the built public pages' script (vite.islands.config.ts), if it was built. */
function builtIslandsScript(clientDir: string): string | undefined {
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(clientDir, ISLANDS_MANIFEST), 'utf8'),
    ) as Record<string, { file: string }>
    const file = manifest[ISLANDS_ENTRY]?.file
    return file ? `/${file}` : undefined
  } catch {
    return undefined
  }
}

/**
 * Serves the web app on the API's port: every GET that is not API, media or health goes to
 * React Router, which renders the page with content read in-process (public-content.ts).
 * Registered last, so every API route wins over its catch-all.
 */
export default fp<WebHostOptions>(
  async function webHost(app: FastifyInstance, options) {
    const root = options.root ?? projectRoot()
    const mode = resolveWebMode(options.mode, process.env, root)
    if (mode === 'off') {
      if (process.env.NODE_ENV === 'production') {
        app.log.warn(
          'No web build found (build/server/index.js): serving the API only. Run `npm run build`.',
        )
      }
      return
    }

    const content = createPublicContent(app)
    const islandsScript =
      mode === 'build'
        ? builtIslandsScript(path.join(buildDirectory(root), 'client'))
        : `/${ISLANDS_ENTRY}`
    if (!islandsScript) {
      app.log.warn('No public pages script in the build (islands manifest): run `npm run build`.')
    }
    // A fresh nonce for every render; only an owner page uses it (entry.server.tsx, sendPage).
    // A page in one of the site's additional languages reads its content in that language.
    const loadContext = (language?: string): VitrineLoadContext => ({
      content: language ? content.inLanguage(language) : content,
      ...(language ? { language } : {}),
      cspNonce: crypto.randomBytes(16).toString('hex'),
      publicUrl: app.config.publicUrl,
      islandsScript,
    })
    /**
     * The language of the page at `pathname` when it starts with one of the site's additional
     * languages (`/de/…`; a language turned off is no prefix: its addresses are unknown ones), and
     * whether the rest is a page that exists per language: the owner's screens, files and the
     * crawlers' lists do not (`/de/dashboard` is a 404 in German).
     */
    const languageOf = async (pathname: string) => {
      // Most addresses are no language tag: no settings read for them.
      if (!/^\/[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*(\/|$)/.test(pathname)) return undefined
      const languages = (await content.getSiteSettings()).languages ?? DEFAULT_SITE_LANGUAGES
      const local = languageOfAddress(pathname, languages)
      if (!local) return undefined
      const first = (local.rest.split('/')[1] ?? '').toLowerCase()
      return { language: local.language, localized: !UNPREFIXED_SEGMENTS.has(first) }
    }
    /**
     * React Router answering under a language's prefix: the same routes with the prefix as their
     * basename, so every link a page draws stays in its language (`/about` → `/de/about`).
     */
    const prefixed = new Map<string, RequestHandler>()
    const handlerFor = async (
      build: ServerBuild,
      mode: 'production' | 'development',
      language: string | undefined,
    ): Promise<RequestHandler> => {
      const { createRequestHandler } = await import('react-router')
      if (!language) return createRequestHandler(build, mode)
      let handler = mode === 'production' ? prefixed.get(language) : undefined
      if (!handler) {
        handler = createRequestHandler({ ...build, basename: `/${language}` }, mode)
        if (mode === 'production') prefixed.set(language, handler)
      }
      return handler
    }
    const refuseApiPaths = (request: FastifyRequest) => {
      const pathname = request.url.split('?')[0] ?? '/'
      if (isApiPath(pathname)) throw errors.routeNotFound(request.method, pathname)
      return pathname
    }

    if (mode === 'build') {
      // The web app's server build (1.2 MB), React and React Router are not imported before the
      // server answers: a restarted server is healthy about 160 ms of CPU sooner. They are
      // imported a moment after it listens, so the first visitor does not wait for them, or by
      // the first page asked for before that (docs/performance.md).
      let loading: Promise<{ build: ServerBuild; handle: RequestHandler }> | undefined
      const loadBuild = () =>
        (loading ??= (async () => {
          const build = (await import(pathToFileURL(serverBuildPath(root)).href)) as ServerBuild
          // Node loads its Fetch classes (undici) the first time one is named; a page render needs
          // Request and Headers. Loaded here with the rest, not by the first visitor's page.
          loadFetchClasses()
          return { build, handle: await handlerFor(build, 'production', undefined) }
        })().catch((error: unknown) => {
          // A failed import is tried again by the next page, not remembered.
          loading = undefined
          throw error
        }))
      app.addHook('onListen', () => {
        setTimeout(() => {
          loadBuild().catch((error: unknown) =>
            app.log.error(
              { err: error },
              'The web pages could not be loaded; the next page tries again',
            ),
          )
        }, WARM_UP_DELAY_MS).unref()
      })
      const clientDir = path.join(buildDirectory(root), 'client')
      const files = listFiles(clientDir)
      // Each kept page is also a ready answer: the headers sendCachedPage sends after the
      // security headers, and its three encodings.
      const pageCache = createPageCache((key, page) =>
        app.readyAnswers.set(key, {
          version: page.version,
          expiresAt: page.expiresAt,
          kind: 'page',
          headers: {
            ...SECURITY_HEADERS,
            ...Object.fromEntries(page.headers),
            etag: page.etag,
            vary: 'accept-encoding',
          },
          identity: page.body,
          br: page.br,
          gzip: page.gzip,
        }),
      )

      // An encapsulated scope: compression applies to pages and assets, not to the API.
      await app.register(async function pages(scope) {
        await scope.register(compress, { threshold: 1024 })
        // preCompressed: the .br/.gz copies made at build time, for browsers that accept them.
        await scope.register(fastifyStatic, { root: clientDir, serve: false, preCompressed: true })

        scope.get(
          '/*',
          { config: { access: 'public' }, schema: { hide: true } },
          async (request, reply) => {
            const pathname = refuseApiPaths(request)
            // The router has refused a malformed address already (400); were one to get
            // through, it names no file rather than failing.
            const decoded = decodeUriComponentOrUndefined(pathname)
            const file = decoded === undefined ? undefined : files.get(decoded)
            // A stale page asking for an asset of an older build: a plain 404, not a page.
            if (!file && pathname.startsWith('/assets/')) throw errors.notFound('Asset')
            if (file) {
              reply
                .header('cache-control', pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE)
                .header('vary', 'accept-encoding')
              return reply.sendFile(path.relative(clientDir, file), { cacheControl: false })
            }
            // Public pages: the same bytes for everyone until the next content write, whatever
            // query string the visitor came with (only the parameters a page reads count).
            const key = pageKey(request.url)
            const local = await languageOf(pathname)
            const render = async (target = key) => {
              const { build, handle } = await loadBuild()
              // Under a prefix, a page that has no language versions is the 404 page (the route
              // table's catch-all) in that language.
              const handler =
                local?.localized === true
                  ? await handlerFor(build, 'production', local.language)
                  : handle
              const context = loadContext(local?.language)
              const response = await handler(
                toFetchRequest(request, abortOnClose(reply.raw), target),
                context,
              )
              return { response, nonce: context.cspNonce }
            }
            // React Router's own requests (route discovery, data) read their query string.
            if (
              (request.method !== 'GET' && request.method !== 'HEAD') ||
              isRouterRequest(pathname)
            ) {
              return sendPage(reply, await render(request.url))
            }

            let uncached: Rendered | undefined
            const page = await pageCache.getOrRender(
              key,
              app.contentVersion.current(),
              async () => {
                const rendered = await render()
                const { response } = rendered
                if (response.status !== 200 || !response.headers.has(SHARED_PAGE_HEADER)) {
                  uncached = rendered
                  return undefined
                }
                return {
                  headers: sharedPageHeaders(response),
                  body: Buffer.from(await response.arrayBuffer()),
                }
              },
            )
            if (page) return sendCachedPage(request, reply, page)
            return sendPage(reply, uncached ?? (await render()))
          },
        )
      })
      app.log.info({ mode }, 'web host: serving the production build')
      return
    }

    // Development: Vite in middleware mode, the server build reloaded on every change.
    const vite = await import('vite')
    const devServer = await vite.createServer({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      appType: 'custom',
      server: { middlewareMode: true, hmr: { server: app.server } },
    })
    app.addHook('onClose', () => devServer.close())

    app.get(
      '/*',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const local = await languageOf(refuseApiPaths(request))
        const context = loadContext(local?.language)
        // Vite answers on the raw response: hand it the security headers set so far.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(name, value as string | string[])
        }
        // Vite's dev client injects <style> elements for hot CSS updates: allow inline styles here
        // (development only; production keeps the strict policy of plugins/security-headers.ts).
        const csp = reply.raw.getHeader('content-security-policy')
        if (typeof csp === 'string') {
          reply.raw.setHeader('content-security-policy', relaxStylesForVite(csp))
        }
        reply.hijack()
        devServer.middlewares(request.raw, reply.raw, async () => {
          try {
            const build = (await devServer.ssrLoadModule(
              'virtual:react-router/server-build',
            )) as ServerBuild
            const url = new URL(request.url, `${request.protocol}://${request.host}`)
            const handler = await handlerFor(
              build,
              'development',
              local?.localized === true ? local.language : undefined,
            )
            const response = await handler(
              fromIncoming(request.raw, url, abortOnClose(reply.raw)),
              context,
            )
            reply.raw.setHeader(
              'content-security-policy',
              relaxStylesForVite(pageCsp(response, context.cspNonce)),
            )
            await writeFetchResponse(reply.raw, response)
          } catch (error) {
            devServer.ssrFixStacktrace(error as Error)
            request.log.error({ err: error }, 'page render failed')
            reply.raw.statusCode = 500
            reply.raw.end(String((error as Error).stack ?? error))
          }
        })
      },
    )
    app.log.info({ mode }, 'web host: Vite development server with hot reload')
  },
  { name: 'web-host', dependencies: ['repositories', 'access-control'] },
)
