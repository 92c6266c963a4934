import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const AUTH_SECRET_FILE = 'auth-secret'

/**
 * The HS256 key for owner tokens: AUTH_SECRET when set, otherwise a random secret generated once
 * and kept in DATA_DIR (mode 0600) so that tokens survive restarts. It is never in the repository.
 */
export function loadAuthSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured)
  const file = path.join(dataDir, AUTH_SECRET_FILE)
  fs.mkdirSync(dataDir, { recursive: true })
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), {
      flag: 'wx',
      mode: 0o600,
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim())
}
