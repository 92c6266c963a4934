// `npm start`: build what is missing or stale (server and web app), then run the production server
// with its runtime settings (server-runtime.mjs), passing stop requests on so it shuts down
// gracefully. Plain JavaScript on purpose: it must run before anything is compiled.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { buildIfStale, root } from './build-if-stale.mjs'
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-runtime.mjs'

try {
  buildIfStale()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, path.join(root, 'dist/server/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...SERVER_ENV, ...process.env },
  },
)
// A signal sent to this process alone (`kill <pid>`) is passed on. A signal sent to the whole
// process group (Ctrl-C in a terminal, systemd's default) reaches the server directly too; the
// server takes the same signal twice within a moment as one stop request (server/main.ts).
// This process waits for the server and exits as it did, whatever it receives.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal)
  })
}
server.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0)
})
