import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({}, '/srv/site')
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/site', 'data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      contributionsApiUrl: 'https://github-contributions-api.jogruber.de',
      githubApiUrl: 'https://api.github.com',
      githubToken: undefined,
      seedDemo: true,
      trustProxy: false,
      contactDailyLimit: 2,
      uploadMaxBytes: 5 * 1024 * 1024,
      importMaxBytes: 20 * 1024 * 1024,
    })
  })

  it('reads PostgreSQL from DATABASE_URL and trims a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/site',
      PUBLIC_URL: 'https://me.example/',
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
    })
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/site')
    expect(config.publicUrl).toBe('https://me.example')
    expect(config.trustProxy).toBe(true)
    expect(config.seedDemo).toBe(false)
  })

  it.each([
    ['PORT', 'eighty', /PORT must be a whole number/],
    ['PORT', '70000', /PORT must be between 0 and 65535/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//],
    ['PUBLIC_URL', 'not a url', /PUBLIC_URL must be a valid URL/],
    ['SEED_DEMO', 'maybe', /SEED_DEMO must be true or false/],
    ['OWNER_EMAIL', 'nobody', /OWNER_EMAIL must be an e-mail address/],
    ['OWNER_PASSWORD', 'short', /OWNER_PASSWORD must be between 8 and 256/],
    ['AUTH_SECRET', 'too-short', /AUTH_SECRET must be at least 32 characters/],
    ['SMTP_URL', 'http://mail', /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
    ['TRUST_PROXY', 'whoever', /TRUST_PROXY must be true, false or a list/],
  ])('stops on a bad %s, naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message)
  })
})
