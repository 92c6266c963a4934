// How the production server process is started, in one place: `npm start` (start.mjs), the check
// scripts and the bench (server/security/server-process.ts) and the systemd unit (docs/deploy.md)
// use the same. Plain JavaScript: it runs before anything is compiled.

/**
 * V8's young generation at 4 MiB semi-spaces instead of 16: a few more, shorter scavenges, and
 * tens of MiB less resident memory under load. Two V8 helper threads (garbage collection,
 * background compiling) instead of Node's four: a portfolio's server runs on one or two cores,
 * where the extra threads only compete with the main one; measured on two cores, 5-8 MiB less
 * resident memory idle and about 10% less CPU a request (docs/performance.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--v8-pool-size=2']

/**
 * glibc makes a malloc arena per thread by default; sharp's and libuv's threads then keep memory
 * the process no longer uses. Two arenas is the setting sharp's documentation recommends.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' }
