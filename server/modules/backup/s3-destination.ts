import type * as S3Sdk from '@aws-sdk/client-s3'
import type { S3Client } from '@aws-sdk/client-s3'
import {
  BackupNotFoundError,
  DestinationError,
  isBackupName,
  type Destination,
  type StoredObject,
} from './backup-destinations.ts'

export interface S3Target {
  /** Empty: Amazon S3 itself. */
  endpoint: string
  region: string
  bucket: string
  /** '' or a folder ending with '/'. */
  prefix: string
  accessKey: string
  secretKey: string
}

/** A request that gets no answer within this time fails (and is retried by the SDK). */
const REQUEST_TIMEOUT_MS = 30_000
const CONNECT_TIMEOUT_MS = 5_000

/**
 * The AWS SDK, with its @aws-sdk and @smithy helpers ~0.7 MB of code, is loaded when a bucket is
 * first used, not parsed at every start of a server that may keep its backups on disk only
 * (docs/performance.md).
 */
type Sdk = typeof S3Sdk
const loadSdk = async (): Promise<Sdk> => {
  const loaded = (await import('@aws-sdk/client-s3')) as Sdk & { default?: Sdk }
  // The bundled server holds the SDK's CommonJS build (its package.json has no `exports` to lead
  // esbuild to the ES one), and a dynamic import of CommonJS there is a namespace with `default`
  // only; run from the sources, the names are the namespace's own.
  return typeof loaded.S3Client === 'function' ? loaded : loaded.default!
}

function client({ S3Client }: Sdk, target: S3Target): S3Client {
  return new S3Client({
    region: target.region || 'us-east-1',
    ...(target.endpoint ? { endpoint: target.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: target.accessKey, secretAccessKey: target.secretKey },
    // The SDK's newer default checksums (CRC32 on every upload, aws-chunked bodies) are not
    // understood by every S3-compatible service; the archive is checked end to end anyway
    // (read back, sha256 compared).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  })
}

/** Where, for messages: the bucket and the service's address. */
export function s3Label(target: Pick<S3Target, 'bucket' | 'endpoint' | 'prefix'>): string {
  const where = target.endpoint ? new URL(target.endpoint).host : 'Amazon S3'
  return `the bucket “${target.bucket}${target.prefix ? `/${target.prefix.replace(/\/$/, '')}` : ''}” at ${where}`
}

/** What went wrong with the bucket, in words a site owner can act on. */
function describeS3Error(error: unknown, target: S3Target, sdk: Sdk | undefined): string {
  const where = s3Label(target)
  const at = target.endpoint ? new URL(target.endpoint).host : 'Amazon S3'
  if (sdk && error instanceof sdk.S3ServiceException) {
    switch (error.name) {
      case 'InvalidAccessKeyId':
        return `${at} does not know the access key “${target.accessKey}”: check the access key`
      case 'SignatureDoesNotMatch':
        return `${at} refused the secret key: check that it belongs to the access key “${target.accessKey}”`
      case 'NoSuchBucket':
        return `${at} has no bucket named “${target.bucket}”: create it, or check the name`
      case 'AccessDenied':
      case 'Forbidden':
        return `The access key “${target.accessKey}” may not use ${where}: give it permission to list, read, write and delete there`
      case 'PermanentRedirect':
      case 'AuthorizationHeaderMalformed':
        return `${where} is in another region than “${target.region || 'us-east-1'}”: check the region`
      default:
        return `${where} answered: ${error.message || error.name} (${error.$metadata?.httpStatusCode ?? 'no status'})`
    }
  }
  const code = (error as NodeJS.ErrnoException)?.code ?? (error as Error)?.name
  const reason: Record<string, string> = {
    ECONNREFUSED: 'the connection was refused (nothing listens there)',
    ENOTFOUND: 'no such host name',
    EAI_AGAIN: 'its host name could not be looked up',
    ETIMEDOUT: 'it did not answer in time',
    TimeoutError: 'it did not answer in time',
    ECONNRESET: 'the connection was cut',
    EHOSTUNREACH: 'it cannot be reached from this server',
    ENETUNREACH: 'it cannot be reached from this server',
    CERT_HAS_EXPIRED: 'its certificate has expired',
    DEPTH_ZERO_SELF_SIGNED_CERT: 'its certificate is self-signed',
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its certificate cannot be verified',
  }
  const known = code ? reason[code] : undefined
  return `Cannot reach ${at}: ${known ?? (error as Error)?.message ?? String(error)}`
}

export function s3Destination(target: S3Target): Destination {
  let s3: S3Client | undefined
  const label = s3Label(target)
  const key = (name: string) => `${target.prefix}${name}`
  const wrap = async <T>(work: (sdk: Sdk, s3: S3Client) => Promise<T>): Promise<T> => {
    let sdk: Sdk | undefined
    try {
      sdk = await loadSdk()
      s3 ??= client(sdk, target)
      return await work(sdk, s3)
    } catch (error) {
      if (error instanceof BackupNotFoundError) throw error
      throw new DestinationError(describeS3Error(error, target, sdk))
    }
  }
  return {
    where: 's3',
    label,
    put: (name, bytes) =>
      wrap(async ({ PutObjectCommand }, s3) => {
        // A body of known length: one plain PUT, which every S3-compatible service stores as sent.
        await s3.send(
          new PutObjectCommand({
            Bucket: target.bucket,
            Key: key(name),
            Body: bytes,
            ContentLength: bytes.length,
            ContentType: name.endsWith('.age') ? 'application/octet-stream' : 'application/gzip',
          }),
        )
      }),
    get: (name) =>
      wrap(async ({ GetObjectCommand, S3ServiceException }, s3) => {
        try {
          const answer = await s3.send(
            new GetObjectCommand({ Bucket: target.bucket, Key: key(name) }),
          )
          return Buffer.from(await answer.Body!.transformToByteArray())
        } catch (error) {
          if (error instanceof S3ServiceException && error.name === 'NoSuchKey') {
            throw new BackupNotFoundError(name)
          }
          throw error
        }
      }),
    list: () =>
      wrap(async ({ ListObjectsV2Command }, s3) => {
        const found: StoredObject[] = []
        let token: string | undefined
        do {
          const page = await s3.send(
            new ListObjectsV2Command({
              Bucket: target.bucket,
              Prefix: target.prefix || undefined,
              ContinuationToken: token,
            }),
          )
          for (const object of page.Contents ?? []) {
            const name = object.Key?.slice(target.prefix.length) ?? ''
            // Only archives directly in the folder, named as Vitrine names them.
            if (isBackupName(name)) found.push({ name, bytes: object.Size ?? 0 })
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined
        } while (token)
        return found
      }),
    remove: (name) =>
      wrap(async ({ DeleteObjectCommand }, s3) => {
        await s3.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: key(name) }))
      }),
  }
}
