import type { ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /** The stop in progress (server/main.ts starts it; /readyz reads it). */
    stopping: Stopping
  }
}

interface Stopping {
  /** Whether a stop was requested: /readyz answers 503 from then on. */
  readonly requested: boolean
  /**
   * A stop was requested: say so to health checks, and close each connection once its answer is
   * sent. The server keeps accepting and serving until `app.close()`.
   */
  begin(): void
}

/**
 * A connection accepted but whose first request has not arrived is kept this long before it
 * counts as idle: its client has usually sent the request already, and the server has not read
 * it yet (a busy moment, a slow network). Go's http.Server.Shutdown waits the same way.
 */
const NEW_CONNECTION_GRACE_MS = 3_000
/** While closing, how often connections that became idle are looked for. */
const IDLE_SWEEP_MS = 100

interface Tracked {
  acceptedAt: number
  /**
   * Its latest answer, once a request came: a connection's answers finish in the order their
   * requests came, so it is idle once this one has finished.
   */
  last: ServerResponse | undefined
}

/**
 * How the server stops without dropping what clients sent (docs/deploy.md, "Stopping"):
 *
 * 1. `stopping.begin()` (a stop signal): /readyz answers 503 so that proxies and orchestrators
 *    send no more, every answer says `Connection: close`, and ready-made answers stop (they would
 *    keep connections open). New connections are still accepted and served: main.ts waits the
 *    drain period before closing.
 * 2. `app.close()`: the listener closes; connections with a request in flight finish it (new
 *    requests on them are served too, not refused); a connection idle after its answers is closed,
 *    and one that never brought a request is closed only once it has waited
 *    NEW_CONNECTION_GRACE_MS. Node's own idle rule counts such a connection as idle at once,
 *    which cut requests clients had already sent.
 */
export default fp(
  async function closingConnections(app: FastifyInstance) {
    let requested = false
    let closing = false
    const connections = new Map<Socket, Tracked>()

    app.decorate('stopping', {
      get requested() {
        return requested
      },
      begin() {
        if (requested) return
        requested = true
        app.readyAnswers.close()
      },
    })

    const server = app.server
    server.on('connection', (socket: Socket) => {
      connections.set(socket, { acceptedAt: Date.now(), last: undefined })
      socket.once('close', () => connections.delete(socket))
    })
    // Every request passes here, ready answers too: it only notes the answer. A listener on each
    // answer (a closure, added and removed) cost more than the whole check, and is only needed
    // while closing, to close a connection as soon as its answer is sent.
    server.on('request', (request, response) => {
      const tracked = connections.get(request.socket)
      if (!tracked) return
      tracked.last = response
      if (closing) response.once('close', closeIdle)
    })

    const busy = (tracked: Tracked) => tracked.last !== undefined && !tracked.last.writableFinished

    /** Node's server.close() and Fastify's close call this: idle by the rule above. */
    function closeIdle() {
      const now = Date.now()
      for (const [socket, tracked] of connections) {
        if (busy(tracked)) continue
        if (tracked.last === undefined && now - tracked.acceptedAt < NEW_CONNECTION_GRACE_MS) {
          continue
        }
        socket.destroy()
      }
    }
    server.closeIdleConnections = closeIdle

    let sweep: NodeJS.Timeout | undefined
    app.addHook('preClose', async () => {
      app.stopping.begin()
      closing = true
      // Answers under way: their connection closes as soon as they are sent.
      for (const tracked of connections.values()) {
        if (busy(tracked)) tracked.last!.once('close', closeIdle)
      }
      sweep = setInterval(closeIdle, IDLE_SWEEP_MS)
      sweep.unref()
      server.once('close', () => clearInterval(sweep))
    })
    app.addHook('onClose', async () => clearInterval(sweep))
    app.addHook('onSend', async (_request, reply, payload) => {
      if (requested) reply.header('connection', 'close')
      return payload
    })
  },
  { name: 'closing-connections' },
)
