import fs from 'node:fs'
import closeWithGrace from 'close-with-grace'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'

/** Reads config, builds the app (which migrates the database), listens, shuts down gracefully. */
async function main() {
  // A .env file in the working directory fills in what the environment does not set.
  if (fs.existsSync('.env')) process.loadEnvFile('.env')
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  const app = await buildApp(config)

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database, exit.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error')
    else app.log.info({ signal }, 'shutting down')
    await app.close()
  })

  await app.listen({ port: config.port, host: config.host })
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
