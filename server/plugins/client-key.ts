import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { clientKey } from '../modules/rate-limits/client-key.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The client as every per-address limit counts it (modules/rate-limits/client-key.ts). */
    readonly clientKey: string
  }
}

/**
 * `request.clientKey` for the per-address limits. And a warning, once, when requests carry
 * X-Forwarded-For from a peer that is not trusted: behind a reverse proxy without TRUST_PROXY,
 * every visitor is the proxy's address and so shares one contact quota and one login throttle.
 */
export default fp(
  async function clientKeyPlugin(app: FastifyInstance) {
    app.decorateRequest('clientKey', {
      getter(this: FastifyRequest) {
        return clientKey(this.ip)
      },
    })

    let warned = false
    app.addHook('onRequest', async (request) => {
      if (warned || request.headers['x-forwarded-for'] === undefined) return
      // A route that never logs who called it (the page-view report) leaves the warning, which
      // names the address, to the next request to another route.
      if (request.routeOptions.config.logAddress === false) return
      // A trusted proxy's header gives request.ip; an untrusted one leaves the socket's address.
      if (request.ip !== request.socket.remoteAddress) return
      warned = true
      request.log.warn(
        { event: 'untrusted_forwarded_for', peer: request.ip },
        `Requests arrive with X-Forwarded-For from ${request.ip}, which is not a trusted proxy: every visitor behind it counts as one address for the contact limit and the login throttle. If this server runs behind a reverse proxy, set TRUST_PROXY (README, docs/deploy.md).`,
      )
    })
  },
  { name: 'client-key' },
)
