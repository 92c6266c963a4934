import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * Once the server is stopping, every answer says `Connection: close`, so a keep-alive connection
 * is closed as soon as its request is done instead of holding the stop until a timeout. (Idle
 * connections are closed when the stop begins: `forceCloseConnections: 'idle'` in app.ts; new
 * requests on open connections get 503: `return503OnClosing`.)
 */
export default fp(
  async function closingConnections(app: FastifyInstance) {
    let closing = false
    app.addHook('preClose', async () => {
      closing = true
    })
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('connection', 'close')
      return payload
    })
  },
  { name: 'closing-connections' },
)
