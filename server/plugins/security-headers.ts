import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { CALENDAR_STYLE_HASHES } from '../modules/web-host/calendar-style-hashes.ts'

/**
 * CSP, nosniff, frame-ancestors 'none', Referrer-Policy and HSTS on every response.
 *
 * Scripts: 'self' plus a per-response nonce (reply.cspNonce.script), which the page renderer puts
 * on React Router's hydration scripts and the inline theme script; no 'unsafe-inline'.
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
        directives: {
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
        },
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
