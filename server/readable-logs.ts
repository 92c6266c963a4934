import type { DestinationStream } from 'pino'

/** One request as a person reads it: "GET /projects 200 4 ms". */
function requestLine(log: Record<string, unknown>): string | undefined {
  const req = log.req as { method?: string; url?: string } | undefined
  const res = log.res as { statusCode?: number } | undefined
  if (!req?.method || !res) return undefined
  const time = typeof log.responseTime === 'number' ? ` ${Math.round(log.responseTime)} ms` : ''
  return `${req.method} ${req.url ?? ''} ${res.statusCode ?? ''}${time}`
}

/**
 * Logs for a person at a terminal (LOG_FORMAT=pretty, or auto on a TTY): pino-pretty, one short
 * line per event, request lines as "GET /path 200 4 ms". Loaded only then: servers that log JSON
 * (systemd, containers, tests) never load it.
 */
export async function readableLogStream(): Promise<DestinationStream> {
  const { default: pretty } = await import('pino-pretty')
  return pretty({
    colorize: Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime,event',
    singleLine: true,
    messageFormat: (log, messageKey) => requestLine(log) ?? String(log[messageKey] ?? ''),
    sync: true,
  })
}
