// Stands in for `mime` in the server's bundle (scripts/build-server.mjs): @fastify/send requires
// it as it loads, and @fastify/static sets its `default_type` then, but the table of types is read
// only when a file is sent (an asset, the API docs' scripts). The table is required from
// node_modules the first time a type or an extension is looked up (docs/performance.md).
'use strict'
let mime
const load = () => (mime ??= require('mime'))
module.exports = {
  // Read by @fastify/send and @fastify/static alone, both through this stand-in.
  default_type: undefined,
  getType: (path) => load().getType(path),
  getExtension: (type) => load().getExtension(type),
  define: (typeMap, force) => load().define(typeMap, force),
}
