import crypto from 'node:crypto'
import os from 'node:os'

/** What one request's log line says. */
export interface RequestLogEntry {
  reqId: string
  method: string
  /** As asked; the query string is left out (reset links carry their token there). */
  url: string
  remoteAddress: string | undefined
  statusCode: number
  /** Milliseconds from the request's arrival to its answer's end. */
  responseTime: number
}

/** pino's default bindings (`base`), as every JSON log line carries them. */
const BINDINGS = `"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())}`
const INFO = 30

/**
 * The JSON request line exactly as pino writes it for `request.log.info({ req, res,
 * responseTime }, 'request completed')` with app.ts's serializers, built as one string: pino's
 * general serializer costs about 8 µs a request, this well under one (docs/performance.md).
 */
export function requestLogLine(entry: RequestLogEntry): string {
  const query = entry.url.indexOf('?')
  const path = query === -1 ? entry.url : entry.url.slice(0, query)
  const address =
    entry.remoteAddress === undefined ? '' : `,"remoteAddress":${jsonString(entry.remoteAddress)}`
  return (
    `{"level":${INFO},"time":${Date.now()},${BINDINGS},"reqId":${jsonString(entry.reqId)},` +
    `"req":{"method":${jsonString(entry.method)},"url":${jsonString(path)}${address}},` +
    `"res":{"statusCode":${entry.statusCode}},"responseTime":${entry.responseTime},` +
    `"msg":"request completed"}\n`
  )
}

/** Characters a JSON string must escape: quotes, backslashes, controls, lone surrogates. */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const NEEDS_ESCAPING = /["\\\u0000-\u001f\ud800-\udfff]/

/**
 * A JSON string literal, the same text JSON.stringify writes. The values of a request line (an
 * id, a method, an address, a path as the HTTP parser passed it) almost never need escaping;
 * quoting them as they are made a whole line about a quarter cheaper to build (docs/performance.md).
 */
const jsonString = (value: string): string =>
  NEEDS_ESCAPING.test(value) ? JSON.stringify(value) : `"${value}"`

/** A request id as app.ts's genReqId makes them. */
export const newRequestId = (): string => crypto.randomUUID()

/**
 * The request lines of one turn of the event loop written together, in one write at its end
 * (before the next turn reads new requests), instead of one write each: under load a turn
 * answers many requests, and each write is a system call that cost a small API answer about a
 * sixth of its CPU time (docs/performance.md). Every line is still written, in order; a process
 * that exits (a crash included) writes what is pending first. Only a process killed outright
 * (SIGKILL) can lose the lines of the turn it was in, as pino's asynchronous default could.
 */
export function batchedLines(stream: { write(text: string): void }): (line: string) => void {
  let pending = ''
  const flush = () => {
    if (pending === '') return
    const text = pending
    pending = ''
    stream.write(text)
  }
  process.on('exit', flush)
  return (line) => {
    if (pending === '') setImmediate(flush)
    pending += line
  }
}
