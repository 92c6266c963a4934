// `npm start`: build what is missing or stale (server and web app), then run the production server.
// Plain JavaScript on purpose: it must run before anything is compiled.
import path from 'node:path'
import { buildIfStale, root } from './build-if-stale.mjs'

try {
  buildIfStale()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

process.env.NODE_ENV ??= 'production'
await import(path.join(root, 'dist/server/main.js'))
