import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Type, type Static } from 'typebox'
import { errorResponses } from '@contract/common.ts'
import { DEFAULT_PROFILE_IMAGE_URL } from '@contract/user-details.ts'
import { errors } from '@/errors.ts'
import { loadDefaultProfilePhoto } from './default-profile-photo.ts'

const MediaParams = Type.Object(
  { file: Type.String({ maxLength: 100 }) },
  { additionalProperties: false },
)
type MediaParams = Static<typeof MediaParams>

/** `<sha256 hex>.<extension>`: anything else cannot name a stored image. */
const FILE_NAME = /^([0-9a-f]{64})\.([a-z0-9]{1,8})$/
/** `<sha256 hex>-<width>.<avif|webp>`: a responsive variant (contract/media-image.ts). */
const VARIANT_NAME = /^([0-9a-f]{64})-([1-9][0-9]{0,3})\.([a-z0-9]{1,8})$/

/** A content-hash URL never changes what it serves. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** The bundled photo keeps its URL across releases, so caches revalidate it daily. */
const REVALIDATE_DAILY = 'public, max-age=86400'

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match']
  if (!header) return false
  return header
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')
}

function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: { bytes: Buffer; contentType: string; etag: string; cacheControl: string },
  /** The content version read before the image was. */
  version: number,
) {
  reply
    .header('cache-control', image.cacheControl)
    .header('etag', image.etag)
    .header('x-content-type-options', 'nosniff')
  if (matchesEtag(request, image.etag)) return reply.code(304).send()
  // The next GET of this URL is answered ready-made (plugins/ready-answers.ts).
  request.readyBody = { version, body: image.bytes }
  return reply.type(image.contentType).send(image.bytes)
}

/**
 * Serves stored images at their content-hash URL, their responsive variants, and the bundled
 * default profile photo.
 */
export default async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const defaultPhoto = loadDefaultProfilePhoto()
  const schema = { hide: true, response: { ...errorResponses } }

  app.get(
    DEFAULT_PROFILE_IMAGE_URL,
    { config: { access: 'public' }, schema },
    async (request, reply) =>
      sendImage(
        request,
        reply,
        {
          bytes: defaultPhoto.bytes,
          contentType: 'image/webp',
          etag: defaultPhoto.etag,
          cacheControl: REVALIDATE_DAILY,
        },
        app.contentVersion.current(),
      ),
  )

  app.get(
    '/media/:file',
    { config: { access: 'public' }, schema: { ...schema, params: MediaParams } },
    async (request, reply) => {
      const { file } = request.params
      const version = app.contentVersion.current()
      const variantName = VARIANT_NAME.exec(file)
      if (variantName) {
        const [, hash = '', width = '', format = ''] = variantName
        const variant = await app.repositories.imageVariants.get(hash, Number(width), format)
        if (!variant) throw errors.notFound('Image')
        return sendImage(request, reply, { ...variant, cacheControl: IMMUTABLE }, version)
      }
      const [, hash, extension = ''] = FILE_NAME.exec(file) ?? []
      const original = hash
        ? await app.repositories.imageVariants.original(hash, extension)
        : undefined
      if (!original) throw errors.notFound('Image')
      return sendImage(request, reply, { ...original, cacheControl: IMMUTABLE }, version)
    },
  )
}
