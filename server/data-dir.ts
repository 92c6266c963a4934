import fs from 'node:fs'
import path from 'node:path'

const PRIVATE_FOLDER = 0o700
const PRIVATE_FILE = 0o600

/**
 * DATA_DIR holds the SQLite files, the token secret and the mail outbox: only the server's user
 * may read them. Creates the folder private and makes private whatever in it is readable or
 * writable by others (a folder made by hand, files from an older version). Symbolic links are left
 * alone. Answers the paths it changed, for one log line.
 */
export function secureDataDir(dataDir: string): string[] {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER })
  const changed: string[] = []
  const visit = (target: string) => {
    const stat = fs.lstatSync(target)
    if (stat.isSymbolicLink()) return
    const wanted = stat.isDirectory() ? PRIVATE_FOLDER : PRIVATE_FILE
    if ((stat.mode & 0o077) !== 0) {
      fs.chmodSync(target, stat.mode & wanted)
      changed.push(path.relative(dataDir, target) || '.')
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(target)) visit(path.join(target, name))
    }
  }
  visit(dataDir)
  return changed
}
