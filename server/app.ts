import multipart from '@fastify/multipart'
import type { Ajv } from 'ajv'
import Fastify, {
  LogController,
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify'
import type { Server } from 'node:http'
import fp from 'fastify-plugin'
import { humanLogs, type Config } from './config.ts'
import { readableLogStream } from './readable-logs.ts'
import { batchedLines, newRequestId, requestLogLine, type RequestLogEntry } from './request-log.ts'
import pino from 'pino'
import type { DatabaseHandle } from './db/database.ts'
import { clientErrorHandler, frameworkErrors } from './framework-errors.ts'
import { loadAuthSecret } from './modules/account/auth-secret.ts'
import accountRoutes from './modules/account/account-routes.ts'
import firstRunRoutes from './modules/first-run/first-run-routes.ts'
import { ensureOwner } from './modules/account/ensure-owner.ts'
import passkeyRoutes from './modules/account/passkey-routes.ts'
import passwordResetRoutes from './modules/account/password-reset-routes.ts'
import sessionRoutes from './modules/account/session-routes.ts'
import twoFactorRoutes from './modules/account/two-factor-routes.ts'
import collectionRoutes from './modules/collections/collection-routes.ts'
import featuredRoute from './modules/projects/featured-route.ts'
import caseStudyImagesRoute from './modules/projects/case-study-images-route.ts'
import galleryRoutes from './modules/projects/gallery-routes.ts'
import contactRoutes from './modules/contact/contact-routes.ts'
import mail from './modules/mail/mail-plugin.ts'
import siteSettingsRoutes from './modules/site-settings/site-settings-routes.ts'
import contributionsRoutes from './modules/contributions/contributions-routes.ts'
import { seedDemoContent } from './modules/demo/seed-demo-content.ts'
import mediaRoutes from './modules/media/media-routes.ts'
import { checkUploadFileName } from './modules/media/upload-file-name.ts'
import feedRoute from './modules/posts/feed-route.ts'
import ogRoutes from './modules/og/og-routes.ts'
import markdownRenderer from './modules/posts/markdown-renderer.ts'
import postsRoutes from './modules/posts/posts-routes.ts'
import pagesRoutes from './modules/pages/pages-routes.ts'
import searchRoutes from './modules/search/search-routes.ts'
import sectionsRoutes from './modules/sections/sections-routes.ts'
import addresses from './modules/addresses/address-book.ts'
import resumeRoutes from './modules/resume/resume-routes.ts'
import profileImportRoutes from './modules/profile-import/profile-import-routes.ts'
import resumePdfRenderer from './modules/resume/pdf/resume-pdf-renderer.ts'
import resumePdfRoutes from './modules/resume/pdf/resume-pdf-routes.ts'
import backupRoutes from './modules/backup/backup-routes.ts'
import storedBackupRoutes from './modules/backup/stored-backup-routes.ts'
import userDetailsRoutes from './modules/user-details/user-details-routes.ts'
import healthRoutes from './modules/health/health-routes.ts'
import historyRoutes from './modules/history/history-routes.ts'
import translationsRoutes from './modules/translations/translations-routes.ts'
import siteTextsRoutes from './modules/translations/site-texts-routes.ts'
import analyticsRoutes from './modules/analytics/analytics-routes.ts'
import accessControl from './plugins/access-control.ts'
import clientKeyPlugin from './plugins/client-key.ts'
import closingConnections from './plugins/closing-connections.ts'
import contentVersion from './plugins/content-version.ts'
import crossOrigin from './plugins/cross-origin.ts'
import database from './plugins/database.ts'
import errorHandler from './plugins/error-handler.ts'
import jsonBody from './plugins/json-body.ts'
import multipartGuard from './plugins/multipart-guard.ts'
import openapi from './plugins/openapi.ts'
import publicReadCache from './plugins/public-read-cache.ts'
import { createReadyAnswers } from './plugins/ready-answers.ts'
import { lazySchemaCompilers } from './schema-compilers.ts'
import repositories from './plugins/repositories.ts'
import securityHeaders, { securityHeadersFor } from './plugins/security-headers.ts'
import webHost from './modules/web-host/web-host-plugin.ts'
import type { WebMode } from './modules/web-host/web-mode.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    /** HS256 key for owner tokens. */
    authKey: Uint8Array
  }
}

export interface AppOptions {
  /** An open database to use instead of opening one from config (tests). */
  database?: DatabaseHandle
  /** Fastify logger options; production logs JSON at config.logLevel. */
  logger?: FastifyServerOptions['logger']
  /** Where the production logger writes instead of stdout (tests read the log back). */
  logStream?: { write(line: string): void }
  /**
   * How pages are served: 'build' (production build), 'dev' (Vite, hot reload) or 'off' (API only).
   * Default: 'dev' when NODE_ENV=development, 'off' when NODE_ENV=test, else 'build' if built.
   */
  web?: WebMode
}

/**
 * Multipart file fields: `isFile` in a schema accepts only the bytes of an uploaded file.
 * `errorMessage` is an annotation: a field's own words for a failed pattern or format
 * (contract/validation-messages.ts).
 */
function customKeywords(ajv: Ajv) {
  ajv.addKeyword({
    keyword: 'isFile',
    schemaType: 'boolean',
    validate: (expected: boolean, data: unknown) => !expected || Buffer.isBuffer(data),
  })
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'string' })
  return ajv
}

/** Request logs never carry the token header, cookies, or a query string (reset links live there). */
async function loggerOptions(
  config: Config,
  logStream?: AppOptions['logStream'],
): Promise<FastifyServerOptions['logger']> {
  // JSON lines are written to standard output synchronously (the request lines of one turn of
  // the event loop together, at its end: requestLogger below), before the next requests are
  // read: pino's default hands every write to libuv's thread pool, which cost the request log's
  // line 2-3 µs more CPU a request than the write itself (docs/performance.md), and a crash can
  // lose no line already logged. Node writes its own standard output to files and pipes
  // synchronously too.
  const stream =
    logStream ??
    (humanLogs(config) ? await readableLogStream() : pino.destination({ dest: 1, sync: true }))
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: ['req.headers["auth-token"]', 'req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (request) => ({
        method: request.method,
        url: request.url.split('?')[0],
        remoteAddress: request.ip,
      }),
    },
  }
}

/**
 * One line per request. JSON logs from our own logger get the line built as one string
 * (request-log.ts), written to pino's destination; readable logs and a logger passed in by a
 * test go through pino as any other line.
 */
function requestLogger(
  app: FastifyInstance,
  config: Config,
  options: AppOptions,
): (entry: RequestLogEntry) => void {
  const level = pino.levels.values[app.log.level]
  if (level === undefined || level > pino.levels.values.info!) return () => {}
  const stream = (app.log as unknown as Record<symbol, { write(line: string): void } | undefined>)[
    pino.symbols.streamSym
  ]
  if (options.logger === undefined && !humanLogs(config) && stream) {
    // Standard output: the lines of one turn in one write. A test's stream gets each at once.
    const write = options.logStream ? (line: string) => stream.write(line) : batchedLines(stream)
    return (entry) => write(requestLogLine(entry))
  }
  return ({ reqId, method, url, remoteAddress, statusCode, responseTime }) =>
    app.log.info(
      {
        reqId,
        req: { method, url, ip: remoteAddress },
        res: { statusCode },
        responseTime,
      },
      'request completed',
    )
}

/**
 * Builds the whole application from a config object. Tests build it exactly as production does;
 * server/main.ts only adds listening and shutdown. Layers: external plugins, app plugins, routes.
 */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const siteSecurityHeaders = securityHeadersFor(config.publicUrl)
  const readyAnswers = createReadyAnswers(siteSecurityHeaders)
  const schemaCompilers = lazySchemaCompilers()
  const fastifyOptions: FastifyHttpOptions<Server> = {
    serverFactory: readyAnswers.serverFactory,
    logger: options.logger ?? (await loggerOptions(config, options.logStream)),
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: newRequestId,
    bodyLimit: 1024 * 1024,
    // A request that reaches a closing server was sent by a client: it is served, not refused
    // (plugins/closing-connections.ts).
    return503OnClosing: false,
    // One log line per request (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    forceCloseConnections: 'idle',
    // Errors before routing (a URL that does not decode, an unparsable request) in our format.
    frameworkErrors: frameworkErrors(siteSecurityHeaders),
    clientErrorHandler: clientErrorHandler(siteSecurityHeaders),
    // Each route's validators and serializers are compiled on its first use (schema-compilers.ts).
    schemaController: { compilersFactory: schemaCompilers.compilersFactory },
    ajv: {
      // verbose: a failed check names the schema it failed, whose title labels the field.
      customOptions: {
        removeAdditional: false,
        coerceTypes: false,
        useDefaults: true,
        verbose: true,
      },
      plugins: [customKeywords],
    },
  }
  const app: FastifyInstance = Fastify(fastifyOptions)

  app.decorate('config', config)
  app.decorate('readyAnswers', readyAnswers)
  app.decorate('compileAllSchemas', schemaCompilers.compileAll)
  const logRequest = requestLogger(app, config, options)
  app.addHook('onResponse', (request, reply, done) => {
    logRequest({
      reqId: request.id,
      method: request.method,
      url: request.url,
      // Routes that must not log who called them (analytics: docs/privacy.md) say so.
      remoteAddress: request.routeOptions.config.logAddress === false ? undefined : request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    })
    readyAnswers.remember(request, reply)
    done()
  })
  app.addHook('preClose', async () => readyAnswers.close())
  await app.register(fp(async () => {}, { name: 'config' }))

  // External plugins.
  await app.register(securityHeaders)
  await app.register(crossOrigin)
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: true,
    // Keep the name as sent, so a forged path-like name is refused rather than silently trimmed.
    preservePath: true,
    async onFile(part) {
      await part.toBuffer()
      checkUploadFileName(part.filename)
    },
    limits: {
      fileSize: config.uploadMaxBytes,
      files: 1,
      fields: 12,
      parts: 14,
      fieldSize: 64 * 1024,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  })

  // App plugins.
  await app.register(errorHandler)
  await app.register(closingConnections)
  await app.register(clientKeyPlugin)
  await app.register(jsonBody)
  await app.register(multipartGuard)
  await app.register(database, { database: options.database })
  await app.register(repositories)
  await app.register(markdownRenderer)
  await app.register(mail)
  await app.register(accessControl)
  await app.register(addresses)
  await app.register(contentVersion)
  await app.register(publicReadCache)
  await app.register(resumePdfRenderer)
  await app.register(openapi)
  app.decorate('authKey', loadAuthSecret(config.authSecret, config.dataDir))
  // A first start hashes the owner's password on a thread of its own (argon2, tens of
  // milliseconds) while the demo content, the routes and the pages load; awaited below.
  const ownerCreated = ensureOwner(app)
  ownerCreated.catch(() => {})
  if (config.seedDemo) await seedDemoContent(app)

  // Routes.
  await app.register(healthRoutes)
  await app.register(accountRoutes)
  await app.register(firstRunRoutes)
  await app.register(passwordResetRoutes)
  await app.register(twoFactorRoutes)
  await app.register(passkeyRoutes)
  await app.register(sessionRoutes)
  await app.register(contactRoutes)
  // Every content type's routes, from the content registry.
  await app.register(collectionRoutes)
  await app.register(featuredRoute)
  await app.register(galleryRoutes)
  await app.register(caseStudyImagesRoute)
  await app.register(siteSettingsRoutes)
  await app.register(contributionsRoutes)
  await app.register(mediaRoutes)
  await app.register(postsRoutes)
  await app.register(pagesRoutes)
  await app.register(sectionsRoutes)
  await app.register(searchRoutes)
  await app.register(feedRoute)
  await app.register(ogRoutes)
  await app.register(userDetailsRoutes)
  await app.register(resumeRoutes)
  await app.register(profileImportRoutes)
  await app.register(resumePdfRoutes)
  await app.register(backupRoutes)
  await app.register(storedBackupRoutes)
  await app.register(historyRoutes)
  await app.register(translationsRoutes)
  await app.register(siteTextsRoutes)
  await app.register(analyticsRoutes)

  // Pages last: their catch-all GET must never shadow an API route.
  await app.register(webHost, { mode: options.web })
  app.decorate('ownerCreated', await ownerCreated)

  readyAnswers.enable(app, (request, ip, statusCode, started) =>
    logRequest({
      reqId: newRequestId(),
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      remoteAddress: ip,
      statusCode,
      responseTime: Number(process.hrtime.bigint() - started) / 1e6,
    }),
  )

  return app
}
