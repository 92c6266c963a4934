import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/** The access key s3rver knows (it checks that a key exists, never its secret). */
export const S3_ACCESS_KEY = 'S3RVER'
export const S3_SECRET_KEY = 'S3RVER'

export interface S3Server {
  endpoint: string
  bucket: string
  /** The bucket's objects as s3rver stores them (key → bytes), for checks behind the API. */
  objects(prefix?: string): Map<string, Buffer>
  close(): Promise<void>
}

/**
 * A real S3-compatible server on loopback (s3rver, files in a temporary folder) with one bucket,
 * for the backup tests: the SDK talks to it over HTTP as it would to any S3 service.
 */
export async function startS3Server(bucket = 'backups'): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects(prefix = '') {
      const found = new Map<string, Buffer>()
      const root = path.join(directory, bucket)
      const walk = (folder: string) => {
        for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
          const full = path.join(folder, entry.name)
          if (entry.isDirectory()) walk(full)
          // s3rver keeps each object as `<key>._S3rver_object` beside its metadata.
          else if (entry.name.endsWith('._S3rver_object')) {
            const key = path.relative(root, full).replace(/\._S3rver_object$/, '')
            if (key.startsWith(prefix)) found.set(key, fs.readFileSync(full))
          }
        }
      }
      if (fs.existsSync(root)) walk(root)
      return found
    },
    async close() {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
