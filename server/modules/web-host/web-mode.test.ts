import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildDirectory, projectRoot, resolveWebMode } from './web-mode.ts'

describe('resolveWebMode', () => {
  const withBuild = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-web-mode-'))
  fs.mkdirSync(path.join(withBuild, 'build', 'server'), { recursive: true })
  fs.writeFileSync(path.join(withBuild, 'build', 'server', 'index.js'), '')
  const withoutBuild = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-web-mode-'))
  afterAll(() => {
    fs.rmSync(withBuild, { recursive: true, force: true })
    fs.rmSync(withoutBuild, { recursive: true, force: true })
  })

  it('takes an explicit choice as it is', () => {
    expect(resolveWebMode('off', { NODE_ENV: 'production' }, withBuild)).toBe('off')
    expect(resolveWebMode('build', { NODE_ENV: 'test' }, withoutBuild)).toBe('build')
  })

  it('runs Vite in development and serves no pages under test', () => {
    expect(resolveWebMode(undefined, { NODE_ENV: 'development' }, withoutBuild)).toBe('dev')
    expect(resolveWebMode(undefined, { NODE_ENV: 'test' }, withBuild)).toBe('off')
  })

  it('serves the build when there is one, and only the API otherwise', () => {
    expect(resolveWebMode(undefined, { NODE_ENV: 'production' }, withBuild)).toBe('build')
    expect(resolveWebMode(undefined, { NODE_ENV: 'production' }, withoutBuild)).toBe('off')
  })

  it('finds the build in WEB_BUILD_DIR when set', () => {
    const env = { NODE_ENV: 'production', WEB_BUILD_DIR: path.join(withBuild, 'build') }
    expect(resolveWebMode(undefined, env, withoutBuild)).toBe('build')
    expect(buildDirectory('/srv/app', { WEB_BUILD_DIR: 'web-build' })).toBe('/srv/app/web-build')
  })

  it('finds the repository root from this folder', () => {
    expect(fs.existsSync(path.join(projectRoot(), 'react-router.config.ts'))).toBe(true)
  })
})
