// Stands in for `readable-stream` in the server's bundle (scripts/build-server.mjs):
// @fastify/compress requires it as it loads, and uses `Readable.from` and `new Transform()` only
// when it compresses a streamed answer. Required from node_modules on that first use
// (docs/performance.md).
'use strict'
let streams
const load = () => (streams ??= require('readable-stream'))
exports.Readable = { from: (...args) => load().Readable.from(...args) }
exports.Transform = function Transform(options) {
  return new (load().Transform)(options)
}
