// Stands in for `yaml` in the server's bundle (scripts/build-server.mjs): @fastify/swagger and
// @fastify/swagger-ui require it as they load, but call it only to write the OpenAPI document as
// YAML (/api/docs/yaml). The package is required from node_modules on that first call instead of
// being parsed, compiled and kept in memory by every start (docs/performance.md).
'use strict'
let yaml
const load = () => (yaml ??= require('yaml'))
exports.stringify = (...args) => load().stringify(...args)
exports.parse = (...args) => load().parse(...args)
