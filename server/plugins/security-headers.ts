import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import crypto from 'node:crypto'
import { themeScript } from '../../web/app/lib/theme/theme.ts'
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
export const SHARED_PAGE_CSP = Object.entries({
  ...DIRECTIVES,
  'script-src': [...DIRECTIVES['script-src'], sha256(themeScript)],
})
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join(';')

/**
 * CSP, nosniff, frame-ancestors 'none', Referrer-Policy and HSTS on every response.
 *
 * Scripts: 'self' plus a per-response nonce (reply.cspNonce.script), which the page renderer puts
 * on an owner page's React Router hydration scripts and inline theme script; no 'unsafe-inline'.
 * Public pages carry no nonce and get SHARED_PAGE_CSP instead (ADR 0010).
 * Styles: the bundled CSS files ('self'), the nonce, and the hashes of the contribution calendar's
 * keyframes. Pages render no style attributes; styles React sets after hydration go through the
 * CSSOM, which CSP does not restrict, so no 'unsafe-inline' for styles either.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    await app.register(helmet, {
      global: true,
      enableCSPNonces: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: DIRECTIVES,
      },
      strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Same rule as frame-ancestors 'none', for browsers that only know the older header.
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    })
  },
  { name: 'security-headers' },
)
