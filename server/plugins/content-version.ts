import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sql } from 'kysely'
import type pg from 'pg'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: an owner write that no public page shows (a message marked read) keeps the caches. */
    changesContent?: boolean
  }
  interface FastifyInstance {
    /** Changes whenever content may have changed: what the public caches are keyed by. */
    contentVersion: ContentVersion
  }
}

interface ContentVersion {
  current(): number
  /** Content changed here: invalidate this instance's caches now and tell the other instances. */
  bump(): void
}

/** PostgreSQL channel on which instances sharing one database announce content writes. */
const CONTENT_CHANNEL = 'vitrine_content'

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** How often a server checks whether content was replaced from outside (a restore). */
const EXTERNAL_CHECK_MS = 1_000
const RECONNECT_MS = { first: 500, max: 10_000 }

/**
 * One number per process that every successful owner write bumps (in `onSend`, so the write's
 * answer leaves only after the caches are invalid). With PostgreSQL, several instances may share
 * the database: each bump is announced with NOTIFY and every instance LISTENs, and an instance
 * that lost its listening connection bumps when it gets it back (it may have missed a write).
 */
export default fp(
  async function contentVersion(app: FastifyInstance) {
    let version = 1
    const instance = crypto.randomUUID()
    let announce = () => {}

    app.decorate('contentVersion', {
      current: () => version,
      bump() {
        version++
        announce()
      },
    })

    app.addHook('onSend', async (request, reply, payload) => {
      if (
        !READ_METHODS.has(request.method) &&
        request.routeOptions.config?.access === 'owner' &&
        request.routeOptions.config.changesContent !== false &&
        reply.statusCode < 400
      ) {
        app.contentVersion.bump()
      }
      return payload
    })

    watchExternalChanges(app, () => {
      version++
      app.repositories.imageVariants.clear()
      app.log.info({ event: 'content_replaced' }, 'content replaced from outside: caches dropped')
    })

    if (app.database.dialect !== 'postgres' || !app.config.databaseUrl) return

    const connectionString = app.config.databaseUrl
    // Sites kept in separate schemas of one database share the channel; the schema in the
    // payload keeps one site's writes from dropping another site's caches.
    const schemaRow = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      app.database.db,
    )
    const sender = announcement(schemaRow.rows[0]?.schema ?? '', instance)
    let listener: pg.Client | undefined
    let retry: ReturnType<typeof setTimeout> | undefined
    let delay = RECONNECT_MS.first
    let closing = false

    announce = () => {
      sql`select pg_notify(${CONTENT_CHANNEL}, ${sender})`
        .execute(app.database.db)
        .catch((error: unknown) => app.log.warn({ err: error }, 'content version: NOTIFY failed'))
    }

    const listen = async () => {
      retry = undefined
      const { Client } = (await import('pg')).default
      const client = new Client({ connectionString })
      const lost = () => {
        if (listener !== client) return
        listener = undefined
        client.end().catch(() => {})
        schedule()
      }
      client.on('error', lost)
      client.on('end', lost)
      client.on('notification', (message) => {
        if (isFromAnotherInstanceOfThisSite(message.payload, sender)) version++
      })
      try {
        await client.connect()
        await client.query(`listen ${CONTENT_CHANNEL}`)
      } catch (error) {
        app.log.warn({ err: error }, 'content version: cannot LISTEN yet, retrying')
        client.end().catch(() => {})
        schedule()
        return
      }
      if (closing) {
        await client.end().catch(() => {})
        return
      }
      listener = client
      delay = RECONNECT_MS.first
      // Writes made while nobody listened here were not announced to this instance.
      version++
    }
    const schedule = () => {
      if (closing || retry) return
      retry = setTimeout(() => void listen(), delay)
      retry.unref()
      delay = Math.min(delay * 2, RECONNECT_MS.max)
    }

    await listen()
    app.addHook('onClose', async () => {
      closing = true
      if (retry) clearTimeout(retry)
      const client = listener
      listener = undefined
      await client?.end().catch(() => {})
    })
  },
  { name: 'content-version', dependencies: ['database', 'config', 'repositories'] },
)

/** What an instance announces on the channel: the schema its site lives in, and who it is. */
export function announcement(schema: string, instance: string) {
  return `${schema}/${instance}`
}

/** A write announced by another instance serving the same schema (not this one, not another site). */
export function isFromAnotherInstanceOfThisSite(payload: string | undefined, sender: string) {
  if (!payload || payload === sender) return false
  return payload.slice(0, payload.lastIndexOf('/')) === sender.slice(0, sender.lastIndexOf('/'))
}

/**
 * `npm run restore` replaces content from another process, on SQLite as on PostgreSQL, and bumps
 * the `content_state` row in its transaction. Every server reads that row once a second (one
 * primary-key read) and calls `changed` when it moves, so nothing deleted by a restore is served
 * from memory for more than about a second.
 */
function watchExternalChanges(app: FastifyInstance, changed: () => void) {
  let seen: number | undefined
  const check = async () => {
    const row = await app.database.db
      .selectFrom('content_state')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirst()
    if (!row) return
    if (seen !== undefined && row.version !== seen) changed()
    seen = row.version
  }
  let timer: ReturnType<typeof setInterval> | undefined
  app.addHook('onReady', async () => {
    await check()
    timer = setInterval(
      () => void check().catch((error: unknown) => app.log.debug({ err: error }, 'check failed')),
      EXTERNAL_CHECK_MS,
    )
    timer.unref()
  })
  app.addHook('preClose', async () => clearInterval(timer))
}
