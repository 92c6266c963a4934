// Stands in for `mime-db` in the server's bundle (scripts/build-server.mjs): @fastify/compress
// requires it as it loads, and reads it only for a content type its own pattern does not already
// call compressible (pages and JSON never get there). The table is required from node_modules
// the first time it is read (docs/performance.md).
'use strict'
let db
const load = () => (db ??= require('mime-db'))
module.exports = new Proxy(
  {},
  {
    get: (_, type) => load()[type],
    has: (_, type) => type in load(),
    ownKeys: () => Reflect.ownKeys(load()),
    getOwnPropertyDescriptor: (_, type) => Reflect.getOwnPropertyDescriptor(load(), type),
  },
)
