import fs from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import { ConfigError, humanLogs, loadConfig, type Config } from './config.ts'
import { secureDataDir } from './data-dir.ts'

/**
 * How long requests in flight get to finish once the drain period is over: with the default drain
 * (2 s) the server has exited within 10 s of the stop request, whatever happens.
 */
const STOP_GRACE_MS = 8_000
/**
 * The same signal again within this time is the same stop request: a signal sent to the whole
 * process group (Ctrl-C, systemd's control-group kill) reaches the server directly and again
 * through `npm start`'s launcher.
 */
const SAME_REQUEST_MS = 1_500

/** Reads config, builds the app (which migrates the database), listens, stops gracefully. */
async function main() {
  // Every file the server creates (database, secret, mails, backups) is private to its user.
  process.umask(0o077)
  // A .env file in the working directory fills in what the environment does not set.
  if (fs.existsSync('.env')) process.loadEnvFile('.env')
  let config: Config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  const madePrivate = secureDataDir(config.dataDir)
  const app = await buildApp(config)
  if (madePrivate.length > 0) {
    app.log.warn(
      {
        event: 'data_dir_made_private',
        count: madePrivate.length,
        paths: madePrivate.slice(0, 10),
      },
      `DATA_DIR (${config.dataDir}) was readable by other users: made private (folders 0700, files 0600)`,
    )
  }
  handleStopRequests(app, config)
  await app.listen({ port: config.port, host: config.host })
  announce(app, config)
}

/**
 * Where to go now. At a terminal: a short banner (the site, the sign-in page, the username, and
 * the password when this first start generated it). Otherwise one log line with the address.
 */
function announce(app: FastifyInstance, config: Config) {
  const created = app.ownerCreated
  if (!humanLogs(config)) {
    app.log.info(
      { event: 'listening', url: config.publicUrl },
      `Vitrine is running at ${config.publicUrl}`,
    )
    return
  }
  const row = (label: string, value: string) => `    ${label.padEnd(11)}${value}`
  const lines = [
    '',
    '  Vitrine is running.',
    '',
    row('Site', config.publicUrl),
    row('Dashboard', `${config.publicUrl}/login`),
  ]
  if (created) lines.push(row('Username', created.username))
  if (created?.generatedPassword) {
    lines.push(
      row('Password', created.generatedPassword),
      '',
      '  The password was generated for this first start and is shown only now: sign in and',
      '  change it from the dashboard (Admin Profile, Update Password).',
    )
  } else if (!created) {
    lines.push('', '  Forgot the password? npm run owner -- set-password')
  }
  lines.push('', '  Stop with Ctrl+C.', '')
  process.stdout.write(`${lines.join('\n')}\n`)
}

/**
 * SIGTERM, SIGINT or SIGHUP: /readyz answers 503 at once and every answer closes its connection;
 * the server keeps serving everything clients send, new connections included, for the drain
 * period (STOP_DRAIN_MS), so that a proxy or orchestrator has stopped sending by the time it stops
 * accepting; then requests in flight (uploads too) finish, the database closes and the process
 * exits 0. The same signal arriving again at once is the same request; a deliberate later one
 * forces the exit. A crash logs, closes at once and exits 1.
 */
function handleStopRequests(app: FastifyInstance, config: Config) {
  let stopping: { at: number; signal: string } | undefined

  // Called without waiting: a failure to close is logged and the process exits 1; anything else
  // that throws reaches the unhandledRejection listener below, which logs it.
  const stop = async (reason: { signal?: string; err?: unknown }) => {
    stopping = { at: Date.now(), signal: reason.signal ?? 'error' }
    app.stopping.begin()
    const drainMs = reason.err ? 0 : config.stopDrainMs
    if (reason.err) app.log.error({ err: reason.err }, 'shutting down after an error')
    else app.log.info({ signal: reason.signal, drainMs }, 'shutting down')
    const timer = setTimeout(() => {
      app.log.error(`requests still running ${STOP_GRACE_MS} ms after the drain: exiting`)
      process.exit(1)
    }, drainMs + STOP_GRACE_MS)
    timer.unref()
    try {
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs))
      await app.close()
      process.exit(reason.err ? 1 : 0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }

  // SIGHUP too: a closed terminal stops the server the same gentle way.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (!stopping) return void stop({ signal })
      if (signal === stopping.signal && Date.now() - stopping.at < SAME_REQUEST_MS) return
      app.log.warn({ signal }, 'second stop request: exiting now')
      process.exit(1)
    })
  }
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.on(event, (err) => {
      if (stopping) {
        app.log.error({ err }, 'error while shutting down')
        return
      }
      void stop({ err })
    })
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
