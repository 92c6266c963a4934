import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { openDatabase, type DatabaseHandle } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle
  }
}

interface DatabasePluginOptions {
  /** An already open database (tests pass one per file); otherwise opened from config. */
  database?: DatabaseHandle
}

/** Opens the database, applies pending migrations before the first request, closes on shutdown. */
export default fp<DatabasePluginOptions>(
  async function database(app: FastifyInstance, options) {
    const handle =
      options.database ??
      openDatabase({ databaseUrl: app.config.databaseUrl, dataDir: app.config.dataDir })
    app.decorate('database', handle)
    await migrateToLatest(handle)
    if (!options.database) app.addHook('onClose', () => handle.close())
  },
  { name: 'database', dependencies: ['config'] },
)
