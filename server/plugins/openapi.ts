import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import fp from 'fastify-plugin'
import { AUTH_HEADER } from '@contract/limits.ts'

/** Multipart file fields are `isFile` in our schemas; OpenAPI calls them binary strings. */
function describeFiles(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(describeFiles)
  if (!schema || typeof schema !== 'object') return schema
  const entries = Object.entries(schema as Record<string, unknown>)
  if ((schema as { isFile?: boolean }).isFile) {
    const { isFile: _, ...rest } = schema as Record<string, unknown>
    return { ...rest, type: 'string', format: 'binary' }
  }
  return Object.fromEntries(entries.map(([key, value]) => [key, describeFiles(value)]))
}

/**
 * swagger-ui's own files (its page, script, styles and logo), where npm put them. Named here
 * because the server's bundle carries the plugin's code but not its files (ADR 0012).
 */
function swaggerUiFiles(): string {
  const manifest = createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')
  return path.join(path.dirname(manifest), 'static')
}

/** The OpenAPI 3 document, generated from the route schemas, at /api/openapi.json; UI at /api/docs. */
export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Vitrine API',
          description:
            'The HTTP API of a Vitrine portfolio. Owner routes need the `auth-token` header with the token from `POST /api/user/login`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            ownerToken: { type: 'apiKey', in: 'header', name: AUTH_HEADER },
          },
        },
      },
      transform: ({ schema, url, route }) => {
        const transformed = describeFiles(schema) as Record<string, unknown> | undefined
        const hide = url.startsWith('/api/docs') || !url.startsWith('/api/')
        const security = route.config?.access === 'owner' ? [{ ownerToken: [] }] : undefined
        return {
          schema: {
            ...transformed,
            ...(hide ? { hide: true } : {}),
            ...(security ? { security } : {}),
          },
          url,
        }
      },
    })
    app.get(
      '/api/openapi.json',
      { config: { access: 'public' }, schema: { hide: true } },
      async () => app.swagger(),
    )
    const uiFiles = swaggerUiFiles()
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      baseDir: uiFiles,
      logo: { type: 'image/svg+xml', content: fs.readFileSync(path.join(uiFiles, 'logo.svg')) },
      uiHooks: {
        // With `baseDir` the plugin also answers the folder's files one level up
        // (/api/docs/index.html, a page that cannot work there); they live at /api/docs/static/.
        onRequest: (request, reply, done) => {
          if (request.routeOptions.url === '/api/docs/*') reply.callNotFound()
          else done()
        },
      },
      staticCSP: true,
      // The docs page may not be framed either (the UI's own default allows its origin).
      transformStaticCSP: (header) =>
        header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
    })
  },
  { name: 'openapi' },
)
