import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createMailer, type Mailer } from './mailer.ts'

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer
  }
}

/** The one mailer (SMTP_URL or the outbox); closing the app waits for mails still being sent. */
export default fp(
  async function mail(app: FastifyInstance) {
    app.decorate(
      'mailer',
      createMailer({
        smtpUrl: app.config.smtpUrl,
        from: app.config.mailFrom,
        dataDir: app.config.dataDir,
        log: app.log,
      }),
    )
    app.addHook('onClose', () => app.mailer.settled())
  },
  { name: 'mailer', dependencies: ['config'] },
)
