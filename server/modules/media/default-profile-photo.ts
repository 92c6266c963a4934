import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { projectRoot } from '../web-host/web-mode.ts'

const FILE_NAME = 'default-profile.webp'

/**
 * The bundled placeholder photo. It sits next to this file in the source tree; the bundled server
 * (dist/server/main.js) has no copy, so it reads the source tree's file from the project root.
 */
export function loadDefaultProfilePhoto(): { bytes: Buffer; etag: string } {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const candidates = [
    path.join(here, FILE_NAME),
    path.join(projectRoot(here), 'server', 'modules', 'media', FILE_NAME),
  ]
  const found = candidates.find((candidate) => fs.existsSync(candidate))
  if (!found) throw new Error(`The default profile photo ${FILE_NAME} is missing`)
  const bytes = fs.readFileSync(found)
  return { bytes, etag: `"${crypto.createHash('sha256').update(bytes).digest('hex')}"` }
}
