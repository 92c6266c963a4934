import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-runtime.mjs'

// The container and the systemd unit cannot import server-runtime.mjs: they spell its settings
// out, and a setting changed in one place only would run the server differently there.
const root = path.resolve(import.meta.dirname, '..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

describe('the server runs with the same settings everywhere', () => {
  it('in the container: the same node flags and environment as npm start', () => {
    const dockerfile = read('Dockerfile')
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1]
    expect(cmd && JSON.parse(cmd)).toEqual(['node', ...SERVER_NODE_FLAGS, 'dist/server/main.js'])
    for (const [name, value] of Object.entries(SERVER_ENV)) {
      expect(dockerfile).toMatch(new RegExp(`^\\s+${name}=${value}( \\\\)?$`, 'm'))
    }
  })

  it('under systemd: the same node flags and environment as npm start', () => {
    const unit = read('deploy/vitrine.service')
    const execStart = /^ExecStart=(.*)$/m.exec(unit)?.[1]
    expect(execStart).toBe(['/usr/bin/node', ...SERVER_NODE_FLAGS, 'dist/server/main.js'].join(' '))
    const environment = [...unit.matchAll(/^Environment=(.*)$/gm)].flatMap((line) =>
      line[1]!.split(' '),
    )
    for (const [name, value] of Object.entries(SERVER_ENV)) {
      expect(environment).toContain(`${name}=${value}`)
    }
  })
})
