// The reference of `npm run bench`: bare Fastify (no plugins, no logger, no hooks) answering, on
// each target's path, the very bytes the real server answered it (status, headers, compressed
// body), read from the file named by REPLICA_FILE. It runs in its own process, as the real server
// does, so the ratio is what Vitrine's own work costs beyond the framework's.
import fs from 'node:fs'
import Fastify from 'fastify'

export interface RecordedAnswer {
  /** GET unless said (the page-view report is a POST). */
  method?: 'GET' | 'POST'
  path: string
  status: number
  headers: Record<string, string>
  bodyBase64: string
}

const answers = JSON.parse(fs.readFileSync(process.env.REPLICA_FILE!, 'utf8')) as RecordedAnswer[]
const app = Fastify({ logger: false })
for (const answer of answers) {
  const body = Buffer.from(answer.bodyBase64, 'base64')
  app.route({
    method: answer.method ?? 'GET',
    url: answer.path,
    handler: (_request, reply) => {
      reply.code(answer.status).headers(answer.headers).send(body)
    },
  })
}
app.get('/__replica-ready', async () => ({ status: 'ok' }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
