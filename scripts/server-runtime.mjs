// How the production server process is started, in one place: `npm start` (start.mjs), the check
// scripts and the bench (server/security/server-process.ts) use these; the container (Dockerfile)
// and the systemd unit (deploy/vitrine.service) spell them out, and server-runtime.test.ts checks
// that they agree. Plain JavaScript: it runs before anything is compiled.

/** V8's settings for the server process, each measured on two cores (docs/performance.md). */
export const SERVER_NODE_FLAGS = [
  // A young generation of 4 MiB semi-spaces instead of 16: a few more, shorter scavenges, and
  // tens of MiB less resident memory under load.
  '--max-semi-space-size=4',
  // Two helper threads (background compiling) instead of Node's four: a portfolio's server runs
  // on one or two cores, where the extra threads only compete with the main one; 5-8 MiB less
  // resident memory idle and about 10% less CPU a request.
  '--v8-pool-size=2',
  // The old generation grows by 30% of what survives a full collection instead of V8's factor of
  // up to 4 for a heap this small: under a burst of requests the process peaked near 230 MiB, and
  // now stays near 140, at no CPU cost the bench can see.
  '--heap-growing-percent=30',
  // The collector on the main thread alone: its parallel scavenges and concurrent marking hand
  // work to helper threads, which on a busy two-core machine wait for a core and make the main
  // thread wait for them. About 9% less CPU a request, for ready answers and for requests through
  // the whole framework alike.
  '--single-threaded-gc',
  // Builtins left where they are in Node's binary: on a machine with 4 GiB or more V8 otherwise
  // copies them next to the compiled code, for slightly shorter calls. The copy measured 3-5 MiB
  // more resident memory, idle and after load, for no CPU difference the bench could see.
  '--no-short-builtin-calls',
]

/**
 * glibc makes a malloc arena per thread by default; sharp's and libuv's threads then keep memory
 * the process no longer uses. Two arenas is the setting sharp's documentation recommends. A fixed
 * 128 KiB trim and mmap threshold (glibc's starting values, which it otherwise raises up to 32 MiB
 * after the first large block is freed) gives freed memory back to the system instead of keeping
 * it for the next burst.
 */
export const SERVER_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: '131072',
  MALLOC_MMAP_THRESHOLD_: '131072',
}
