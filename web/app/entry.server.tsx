import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router'
import { IslandsScriptContext, NonceContext } from './lib/csp/nonce-context.tsx'
import { isOwnerRoute, SHARED_PAGE_HEADER } from './load-context.ts'

export const streamTimeout = 5_000

/**
 * Renders the whole document before answering (onAllReady): every loader is awaited anyway, so
 * visitors, crawlers and link previews all get the complete HTML. Inline scripts carry the nonce.
 */
export default function handleRequest(
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
  const nonce = owner ? loadContext.cspNonce : undefined
  if (!owner) responseHeaders.set(SHARED_PAGE_HEADER, '1')

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    )
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <IslandsScriptContext value={loadContext.islandsScript}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandsScriptContext>
      </NonceContext>,
      {
        nonce,
        onAllReady() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(body)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
