import path from 'node:path'
import { PLACEHOLDER_OWNER_EMAIL } from '@contract/account.ts'
import { DEFAULT_CONTACT_DAILY_LIMIT, DEFAULT_UPLOAD_MAX_BYTES } from '@contract/limits.ts'
import { PROFILE_IMPORT_LIMITS } from '@contract/profile-import.ts'
import { DEFAULT_HISTORY_REVISIONS, DEFAULT_TRASH_DAYS } from '@contract/history.ts'
import { DEFAULT_MARKDOWN_RENDER_SECONDS } from '@contract/post.ts'
import {
  DEFAULT_ANALYTICS_DAILY_DAYS,
  DEFAULT_ANALYTICS_EVENT_DAYS,
  PAGE_VIEWS_PER_MINUTE,
} from '@contract/analytics.ts'

/** Everything the server reads from its environment, validated once at start. */
export interface Config {
  port: number
  host: string
  dataDir: string
  /** postgres://… selects PostgreSQL; undefined means SQLite in dataDir. */
  databaseUrl: string | undefined
  publicUrl: string
  owner: {
    username: string
    password: string | undefined
    email: string
    name: string
  }
  /** HS256 secret for owner tokens; undefined means one generated once and kept in dataDir. */
  authSecret: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  contributionsApiUrl: string
  /** GitHub's REST API, read by the GitHub import (GITHUB_API_URL). */
  githubApiUrl: string
  /** Optional token for it (GITHUB_TOKEN): a higher rate limit; public repositories only are read. */
  githubToken: string | undefined
  seedDemo: boolean
  trustProxy: boolean | string
  /** Origins of a separately hosted frontend (CORS_ORIGINS); empty: same-origin only. */
  corsOrigins: string[]
  uploadMaxBytes: number
  /** Largest accepted profile import upload (a LinkedIn export's ZIP): IMPORT_MAX_BYTES. */
  importMaxBytes: number
  contactDailyLimit: number
  /** History: revisions kept per record, and days a deleted record stays in the trash. */
  historyRevisions: number
  trashDays: number
  /** Seconds one Markdown text may take to render before it is refused (MARKDOWN_RENDER_SECONDS). */
  markdownRenderSeconds: number
  /** Days counted page views are kept (ANALYTICS_EVENT_DAYS). */
  analyticsEventDays: number
  /** Days the daily analytics totals are kept (ANALYTICS_DAILY_DAYS). */
  analyticsDailyDays: number
  /** Page views counted per address a minute (ANALYTICS_VIEWS_PER_MINUTE). */
  analyticsViewsPerMinute: number
  /** After a stop request, how long the server keeps serving before it stops accepting. */
  stopDrainMs: number
  logLevel: string
  /** `pretty`: one readable line per event; `json`: pino's JSON lines; `auto`: pretty on a terminal. */
  logFormat: 'auto' | 'pretty' | 'json'
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`)
    this.name = 'ConfigError'
  }
}

type Env = Record<string, string | undefined>

function read(env: Env, name: string): string | undefined {
  const value = env[name]
  return value === undefined || value.trim() === '' ? undefined : value.trim()
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name)
  if (raw === undefined) return fallback
  if (!/^[0-9]+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`)
  const value = Number(raw)
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}`)
  return value
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name)
  if (raw === undefined) return fallback
  if (/^(true|1|yes|on)$/i.test(raw)) return true
  if (/^(false|0|no|off)$/i.test(raw)) return false
  throw new ConfigError(name, `must be true or false, got "${raw}"`)
}

function url(env: Env, name: string, fallback: string | undefined, protocols: string[]) {
  const raw = read(env, name) ?? fallback
  if (raw === undefined) return undefined
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    throw new ConfigError(name, 'must be a valid URL')
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`)
  }
  return raw
}

function email(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback
  if (!/^[^\s@]+@[^\s@]+$/.test(value)) throw new ConfigError(name, 'must be an e-mail address')
  return value
}

/**
 * `CORS_ORIGINS`: comma-separated origins (`https://app.example.com`) of a separately hosted
 * frontend allowed to call the API and read the images; unset, nothing cross-origin is allowed.
 */
function corsOrigins(env: Env): string[] {
  const raw = read(env, 'CORS_ORIGINS')
  if (raw === undefined) return []
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let origin: URL
      try {
        origin = new URL(item)
      } catch {
        throw new ConfigError(
          'CORS_ORIGINS',
          `"${item}" is not an origin like https://app.example.com`,
        )
      }
      if (
        !['http:', 'https:'].includes(origin.protocol) ||
        origin.origin !== item.replace(/\/$/, '')
      ) {
        throw new ConfigError(
          'CORS_ORIGINS',
          `"${item}" is not an origin like https://app.example.com`,
        )
      }
      return origin.origin
    })
}

/** `TRUST_PROXY`: unset/false, true, or a comma-separated list of proxy addresses/CIDRs. */
function trustProxy(env: Env): boolean | string {
  const raw = read(env, 'TRUST_PROXY')
  if (raw === undefined || /^(false|0|no|off)$/i.test(raw)) return false
  if (/^(true|1|yes|on)$/i.test(raw)) return true
  if (/^[0-9a-fA-F.:/, ]+$/.test(raw)) return raw
  throw new ConfigError('TRUST_PROXY', 'must be true, false or a list of proxy addresses')
}

function logFormat(env: Env): Config['logFormat'] {
  const raw = read(env, 'LOG_FORMAT') ?? 'auto'
  if (raw === 'auto' || raw === 'pretty' || raw === 'json') return raw
  throw new ConfigError('LOG_FORMAT', 'must be auto, pretty or json')
}

/** Whether logs are written for a person: LOG_FORMAT=pretty, or auto with stdout a terminal. */
export function humanLogs(config: Pick<Config, 'logFormat'>): boolean {
  return config.logFormat === 'pretty' || (config.logFormat === 'auto' && process.stdout.isTTY)
}

/** The owner's name until OWNER_NAME or the dashboard says otherwise. */
export const DEFAULT_OWNER_NAME = 'Alex Doe'
/**
 * How long a stopping server keeps serving, new connections included, after /readyz turned 503:
 * the time a proxy or orchestrator needs to stop sending (docs/deploy.md, "Stopping").
 */
const DEFAULT_STOP_DRAIN_MS = 2_000

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const port = integer(env, 'PORT', 3000, 0, 65535)
  const host = read(env, 'HOST') ?? '0.0.0.0'
  const dataDir = path.resolve(cwd, read(env, 'DATA_DIR') ?? './data')
  const databaseUrl = url(env, 'DATABASE_URL', undefined, ['postgres:', 'postgresql:'])
  const publicUrl = (
    url(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']) as string
  ).replace(/\/+$/, '')
  const authSecret = read(env, 'AUTH_SECRET')
  if (authSecret !== undefined && authSecret.length < 32) {
    throw new ConfigError('AUTH_SECRET', 'must be at least 32 characters long')
  }
  const username = read(env, 'OWNER_USERNAME') ?? 'admin'
  if (username.length > 200)
    throw new ConfigError('OWNER_USERNAME', 'must be at most 200 characters')
  const password =
    env.OWNER_PASSWORD === undefined || env.OWNER_PASSWORD === '' ? undefined : env.OWNER_PASSWORD
  if (password !== undefined && (password.length < 8 || password.length > 256)) {
    throw new ConfigError('OWNER_PASSWORD', 'must be between 8 and 256 characters long')
  }
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    publicUrl,
    owner: {
      username,
      password,
      email: email(env, 'OWNER_EMAIL', PLACEHOLDER_OWNER_EMAIL),
      name: read(env, 'OWNER_NAME') ?? DEFAULT_OWNER_NAME,
    },
    authSecret,
    smtpUrl: url(env, 'SMTP_URL', undefined, ['smtp:', 'smtps:']),
    mailFrom: read(env, 'MAIL_FROM') ?? `Vitrine <no-reply@${new URL(publicUrl).hostname}>`,
    contributionsApiUrl: (
      url(env, 'CONTRIBUTIONS_API_URL', 'https://github-contributions-api.jogruber.de', [
        'http:',
        'https:',
      ]) as string
    ).replace(/\/+$/, ''),
    githubApiUrl: (
      url(env, 'GITHUB_API_URL', 'https://api.github.com', ['http:', 'https:']) as string
    ).replace(/\/+$/, ''),
    githubToken: read(env, 'GITHUB_TOKEN'),
    seedDemo: boolean(env, 'SEED_DEMO', true),
    trustProxy: trustProxy(env),
    corsOrigins: corsOrigins(env),
    uploadMaxBytes: integer(
      env,
      'UPLOAD_MAX_BYTES',
      DEFAULT_UPLOAD_MAX_BYTES,
      1024,
      100 * 1024 * 1024,
    ),
    importMaxBytes: integer(
      env,
      'IMPORT_MAX_BYTES',
      PROFILE_IMPORT_LIMITS.maxBytes,
      1024,
      200 * 1024 * 1024,
    ),
    contactDailyLimit: integer(env, 'CONTACT_DAILY_LIMIT', DEFAULT_CONTACT_DAILY_LIMIT, 1, 1000),
    historyRevisions: integer(env, 'HISTORY_REVISIONS', DEFAULT_HISTORY_REVISIONS, 1, 1000),
    trashDays: integer(env, 'TRASH_DAYS', DEFAULT_TRASH_DAYS, 1, 3650),
    markdownRenderSeconds: integer(
      env,
      'MARKDOWN_RENDER_SECONDS',
      DEFAULT_MARKDOWN_RENDER_SECONDS,
      1,
      300,
    ),
    analyticsEventDays: integer(env, 'ANALYTICS_EVENT_DAYS', DEFAULT_ANALYTICS_EVENT_DAYS, 2, 3650),
    analyticsViewsPerMinute: integer(
      env,
      'ANALYTICS_VIEWS_PER_MINUTE',
      PAGE_VIEWS_PER_MINUTE,
      1,
      1_000_000,
    ),
    analyticsDailyDays: integer(
      env,
      'ANALYTICS_DAILY_DAYS',
      DEFAULT_ANALYTICS_DAILY_DAYS,
      1,
      36500,
    ),
    stopDrainMs: integer(env, 'STOP_DRAIN_MS', DEFAULT_STOP_DRAIN_MS, 0, 60_000),
    logLevel: read(env, 'LOG_LEVEL') ?? 'info',
    logFormat: logFormat(env),
  }
}
