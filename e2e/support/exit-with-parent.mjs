// Preloaded into the e2e server (node --import): when the test runner goes away without its
// teardown (killed, timed out), the stdin pipe closes and the server exits instead of lingering.
process.stdin.on('end', () => process.exit(0))
process.stdin.resume()
