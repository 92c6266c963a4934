/**
 * The production server as a visitor meets it, for the bench and Lighthouse scripts: the build
 * (made first when stale), SQLite in a fresh temporary DATA_DIR, the demo content, the default
 * log level, and a local stand-in for the contributions service (the network here is closed).
 */
import fs from 'node:fs'
import { startFakeContributions } from '../../e2e/support/fake-contributions.ts'
import { startServer, tempDir, type ServerProcess } from '../../server/security/server-process.ts'
import { buildIfStale } from '../build-if-stale.mjs'

export interface ProductionServer extends ServerProcess {
  /** Stops the server and the stand-in, and removes the data folder. */
  stop(): Promise<void>
  /** Stops the server and starts it again on the same data, as an owner's restart does. */
  restart(): Promise<ProductionServer>
}

/** Builds what is stale; call once before the first start, so no start includes a build. */
export function ensureBuild(): void {
  buildIfStale({ log: (message) => console.log(message) })
}

/** Starts the built server on a fresh database with the demo content; resolves once healthy. */
export async function startProductionServer(
  name: string,
  env: Record<string, string> = {},
  existingData?: string,
): Promise<ProductionServer> {
  const contributions = await startFakeContributions()
  const dataDir = existingData ?? tempDir(name)
  try {
    const server = await startServer({
      dataDir,
      build: true,
      // /healthz every 10 ms: the start time is read from this loop.
      pollMs: 10,
      discardStdout: true,
      env: {
        SEED_DEMO: 'true',
        LOG_LEVEL: 'info',
        CONTRIBUTIONS_API_URL: contributions.url,
        ...env,
      },
    })
    const end = async () => {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM')
      }
      await server.exited
      await contributions.close()
    }
    return {
      ...server,
      async stop() {
        await end()
        fs.rmSync(dataDir, { recursive: true, force: true })
      },
      async restart() {
        await end()
        return startProductionServer(name, env, dataDir)
      },
    }
  } catch (error) {
    await contributions.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}
