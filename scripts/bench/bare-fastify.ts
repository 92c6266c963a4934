// The reference of `npm run bench`: bare Fastify (no plugins, no logger) answering a small
// constant JSON on 127.0.0.1:PORT. It runs in its own process, as the real server does.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ status: 'ok', service: 'reference' }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
