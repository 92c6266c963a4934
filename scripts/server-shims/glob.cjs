// Stands in for `glob` in the server's bundle (scripts/build-server.mjs): @fastify/static requires
// it as it loads but calls it only to list a folder it serves without wildcard routes, which the
// web host never asks for. Required from node_modules on a first call (docs/performance.md).
'use strict'
let glob
const load = () => (glob ??= require('glob'))
exports.glob = (...args) => load().glob(...args)
