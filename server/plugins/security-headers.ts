import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from 'helmet'
import { themeScript } from '@web/lib/theme/theme.ts'
import { CALENDAR_STYLE_HASHES } from '../modules/web-host/calendar-style-hashes.ts'

const DIRECTIVES = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  // https: for image links an owner keeps from a JSON Resume import (docs/decisions/0008).
  'img-src': ["'self'", 'data:', 'https:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", ...CALENDAR_STYLE_HASHES],
}

function sha256(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`
}

/**
 * The policy of a public page (ADR 0010): the same directives without a nonce, because a public
 * page is the same bytes for every visitor; its one inline script, the pre-paint theme script,
 * is allowed by its hash. (Its JSON-LD is data, which CSP does not run or restrict.)
 */
function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';')
}

export const SHARED_PAGE_CSP = serialize({
  ...DIRECTIVES,
  'script-src': [...DIRECTIVES['script-src'], sha256(themeScript)],
})

/**
 * The policy of an owner page, which hydrates: React Router's inline scripts and the theme script
 * carry this answer's nonce (web-host-plugin.ts makes one per owner page). Frames: the site's
 * own pages (the live previews) and blob: (the résumé's PDF preview).
 */
export function ownerPageCsp(nonce: string): string {
  return serialize({
    ...DIRECTIVES,
    // The résumé's preview frames the PDF the dashboard was answered, as a blob: address.
    'frame-src': ["'self'", 'blob:'],
    'script-src': [...DIRECTIVES['script-src'], `'nonce-${nonce}'`],
    'style-src': [...DIRECTIVES['style-src'], `'nonce-${nonce}'`],
  })
}

/**
 * CSP, nosniff, frame-ancestors 'none' and Referrer-Policy on every response; HSTS too when the
 * site is served over https (securityHeadersFor).
 *
 * Scripts: 'self' only, and no 'unsafe-inline' anywhere. The web host replaces the policy on
 * pages: an owner page gets ownerPageCsp (a nonce of its own on React Router's hydration scripts
 * and the inline theme script), a public page SHARED_PAGE_CSP (no nonce: the theme script by
 * hash; ADR 0010). API answers and images need no nonce, so none is made for them.
 * Styles: the bundled CSS files ('self'), the page's nonce, and the hashes of the contribution
 * calendar's keyframes. Pages render no style attributes; styles React sets after hydration go through the
 * CSSOM, which CSP does not restrict, so no 'unsafe-inline' for styles either.
 */
const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
  // Added by securityHeadersFor, only for a site whose PUBLIC_URL is https.
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Same rule as frame-ancestors 'none', for browsers that only know the older header.
  frameguard: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
}

/**
 * The headers helmet sets, computed once: with no per-request part left (no nonce), they are the
 * same for every answer, and setting a ready object is far cheaper than running helmet's
 * middleware on each request (the pinned-header tests in server/security/ and e2e/ check them).
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(HELMET_OPTIONS)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error
    },
  )
  return headers
}

/** The security headers every answer carries, whatever the site's address; computed once. */
export const SECURITY_HEADERS = helmetHeaders()

/**
 * HSTS tells browsers to use https for a year, on this host and its subdomains. Only a site
 * served over https sends it: over plain http browsers ignore it, and `includeSubDomains` would
 * make a promise for hosts the owner may not serve over https at all.
 */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

/** Every answer's security headers for a site at `publicUrl` (PUBLIC_URL). */
export function securityHeadersFor(publicUrl: string): Record<string, string> {
  return new URL(publicUrl).protocol === 'https:'
    ? { ...SECURITY_HEADERS, 'strict-transport-security': STRICT_TRANSPORT_SECURITY }
    : SECURITY_HEADERS
}

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const headers = securityHeadersFor(app.config.publicUrl)
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers)
    })
  },
  { name: 'security-headers' },
)
