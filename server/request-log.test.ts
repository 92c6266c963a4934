import { spawnSync } from 'node:child_process'
import path from 'node:path'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { batchedLines, requestLogLine } from './request-log.ts'

describe('request log line', () => {
  it('is the line pino writes for the same request, with the query string left out', () => {
    const lines: string[] = []
    const logger = pino(
      {
        level: 'info',
        serializers: {
          req: (request: { method: string; url: string; ip: string }) => ({
            method: request.method,
            url: request.url.split('?')[0],
            remoteAddress: request.ip,
          }),
          res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
        },
      },
      { write: (line: string) => void lines.push(line) },
    )
    const url = '/reset-password?token="secret"\\n'
    logger.child({ reqId: 'a1' }).info(
      {
        req: { method: 'GET', url, ip: '2001:db8::1' },
        res: { statusCode: 404 },
        responseTime: 1.25,
      },
      'request completed',
    )
    const ours = requestLogLine({
      reqId: 'a1',
      method: 'GET',
      url,
      remoteAddress: '2001:db8::1',
      statusCode: 404,
      responseTime: 1.25,
    })
    expect(ours.endsWith('\n')).toBe(true)
    const parsed = JSON.parse(ours) as Record<string, unknown>
    const expected = JSON.parse(lines[0]!) as Record<string, unknown>
    expect({ ...parsed, time: 0 }).toEqual({ ...expected, time: 0 })
    expect(Object.keys(parsed)).toEqual(Object.keys(expected))
    expect(ours).not.toContain('secret')
  })
})

describe('request log line, values that need escaping', () => {
  it('writes each value as JSON.stringify does, quotes, controls and lone surrogates included', () => {
    const path = '/a"b\\c\u0001d\ud800e\u00e9\ud83d\ude00'
    const line = requestLogLine({
      reqId: 'id"1',
      method: 'GET',
      url: `${path}?q=1`,
      remoteAddress: '::1\n',
      statusCode: 200,
      responseTime: 0.5,
    })
    expect(line).toContain(`"url":${JSON.stringify(path)}`)
    expect(line).toContain(`"reqId":${JSON.stringify('id"1')}`)
    expect(line).toContain(`"remoteAddress":${JSON.stringify('::1\n')}`)
    const parsed = JSON.parse(line) as { req: { url: string } }
    expect(parsed.req.url).toBe(path)
  })
})

describe('request lines written together', () => {
  it('writes the lines of one turn of the event loop in one write, in order, at its end', async () => {
    const writes: string[] = []
    const write = batchedLines({ write: (text) => void writes.push(text) })
    write('one\n')
    write('two\n')
    expect(writes).toEqual([])
    await new Promise((resolve) => setImmediate(resolve))
    expect(writes).toEqual(['one\ntwo\n'])
    write('three\n')
    await new Promise((resolve) => setImmediate(resolve))
    expect(writes).toEqual(['one\ntwo\n', 'three\n'])
  })

  it('still writes the pending lines when the process crashes in the same turn', () => {
    const module = path.join(import.meta.dirname, 'request-log.ts')
    const script =
      `const { batchedLines } = await import(${JSON.stringify(module)});` +
      `const write = batchedLines({ write: (text) => process.stdout.write(text) });` +
      `write('answered\\n'); throw new Error('crash')`
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { encoding: 'utf8' },
    )
    expect(child.status).toBe(1)
    expect(child.stdout).toBe('answered\n')
  })
})
