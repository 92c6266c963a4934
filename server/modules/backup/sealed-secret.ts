import crypto from 'node:crypto'

/**
 * Secrets the backup settings keep (the S3 secret key, the archive passphrase) are stored sealed
 * with the server's own secret (AUTH_SECRET, or DATA_DIR/auth-secret): AES-256-GCM under a key
 * derived from it with HKDF for this one purpose. A copy of the database alone does not reveal
 * them; a server with another secret cannot open them (and says so: the owner enters them again).
 */
const PURPOSE = 'vitrine backup settings'
const VERSION = 'v1'

function key(serverSecret: Uint8Array): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', serverSecret, Buffer.alloc(0), PURPOSE, 32))
}

export function sealSecret(serverSecret: Uint8Array, secret: string): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', key(serverSecret), iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** The secret, or undefined when it was sealed under another server secret (or is damaged). */
export function openSecret(serverSecret: Uint8Array, sealed: string): string | undefined {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== VERSION || !iv || !tag || body === undefined) return undefined
  try {
    const decipher = crypto.createDecipheriv(
      'aes-256-gcm',
      key(serverSecret),
      Buffer.from(iv, 'base64url'),
    )
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    return undefined
  }
}
