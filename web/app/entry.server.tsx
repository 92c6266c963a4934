import { renderToReadableStream } from 'react-dom/server.edge'
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router'
import { IslandsScriptContext, NonceContext } from './lib/csp/nonce-context.tsx'
import { isPublished } from '@contract/site-settings.ts'
import { isOwnerRoute, isPrivatePage, SHARED_PAGE_HEADER } from './load-context.ts'
import type { SiteData } from './lib/site/site-data.ts'

export const streamTimeout = 5_000

/**
 * Renders the whole document before answering (allReady): every loader is awaited anyway, so
 * visitors, crawlers and link previews all get the complete HTML. Inline scripts carry the nonce.
 *
 * React's web-streams renderer, not its Node one: the Node renderer keeps an AsyncLocalStorage,
 * and on Node 20 the first render with it turns on promise hooks for every promise in the
 * process, a cost on every request after it, rendered or not (docs/performance.md). Pages are
 * rendered once per content version (page cache), so the renderer's own speed hardly counts.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  // Owner pages hydrate: React Router's inline scripts carry this response's nonce. Public pages
  // do not (ADR 0010): no nonce at all, so their bytes are the same for every visitor.
  const owner = routerContext.staticHandlerContext.matches.some((match) =>
    isOwnerRoute(match.route.id),
  )
  const shared =
    !owner &&
    !routerContext.staticHandlerContext.matches.some((match) => isPrivatePage(match.route.id))
  const nonce = shared ? undefined : loadContext.cspNonce
  if (shared) responseHeaders.set(SHARED_PAGE_HEADER, '1')
  // Until the owner publishes the site, every public page says noindex in its headers too (the
  // page cache keeps them with the page, and a settings save renders pages afresh).
  const site = routerContext.staticHandlerContext.loaderData.root as SiteData | null | undefined
  if (!owner && site && !isPublished(site.settings) && !responseHeaders.has('X-Robots-Tag')) {
    responseHeaders.set('X-Robots-Tag', 'noindex')
  }

  let shellRendered = false
  const timeout = AbortSignal.timeout(streamTimeout + 1000)
  const body = await renderToReadableStream(
    <NonceContext value={nonce}>
      <IslandsScriptContext value={loadContext.islandsScript}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </IslandsScriptContext>
    </NonceContext>,
    {
      nonce,
      signal: timeout,
      onError(error: unknown) {
        responseStatusCode = 500
        if (shellRendered) console.error(error)
      },
    },
  )
  shellRendered = true
  await body.allReady
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(body, { headers: responseHeaders, status: responseStatusCode })
}
