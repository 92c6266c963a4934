import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * tar is loaded when an archive is first written or read, not parsed at every start
 * (docs/performance.md).
 */
const loadTar = () => import('tar')

/** A backup is a .tar.gz: manifest.json, content/<table>.json and media/<hash>.<extension>. */
export const BACKUP_FORMAT = 'vitrine-backup'
export const BACKUP_FORMAT_VERSION = 1
export const MANIFEST = 'manifest.json'

export interface BackupManifest {
  format: typeof BACKUP_FORMAT
  formatVersion: number
  appVersion: string
  createdAt: string
  /** The database the backup was read from. */
  database: 'sqlite' | 'postgres'
  /** Migrations applied to the source: a target must know every one of them. */
  migrations: string[]
  /** Rows per table (and 1 for the owner profile when there is one). */
  tables: Record<string, number>
  /** sha256 (hex) of every other file in the archive, by its path. */
  files: Record<string, string>
}

/** Every file of a backup read back, in memory: paths as in the archive. */
export type BackupFiles = Map<string, Buffer>

/** Refusal of an archive: the CLI prints the message as it is. */
export class BackupArchiveError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupArchiveError'
  }
}

const ALLOWED_PATH = /^(content\/[a-z0-9_]+\.json|media\/[0-9a-f]{64}\.[a-z0-9]{1,10})$/

export function sha256(bytes: Uint8Array): string {
  return crypto.createHash('sha256').update(bytes).digest('hex')
}

/** Where a backup's files are written as they are read from the database. */
export interface BackupStage {
  /** Adds to a file of the archive, creating it on first use; pieces are kept in order. */
  append(name: string, bytes: Uint8Array | string): void
}

/**
 * Writes the archive: `fill` writes the files a piece at a time (so memory stays bounded,
 * whatever the size of the content) to a private temporary folder and answers the manifest;
 * each file's checksum is taken as it is written. The files are packed with the manifest first,
 * and the archive appears under its final name only when complete (mode 0600: it holds messages
 * from visitors).
 */
export async function writeBackupArchive(
  file: string,
  fill: (stage: BackupStage) => Promise<Omit<BackupManifest, 'files'>>,
): Promise<void> {
  const tar = await loadTar()
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-backup-'))
  const partial = `${file}.partial`
  try {
    const hashes = new Map<string, crypto.Hash>()
    const manifest = await fill({
      append(name, bytes) {
        const target = path.join(staging, name)
        let hash = hashes.get(name)
        if (!hash) {
          if (!ALLOWED_PATH.test(name)) throw new Error(`Unexpected file name in a backup: ${name}`)
          fs.mkdirSync(path.dirname(target), { recursive: true })
          fs.writeFileSync(target, '', { flag: 'wx' })
          hash = crypto.createHash('sha256')
          hashes.set(name, hash)
        }
        fs.appendFileSync(target, bytes)
        hash.update(bytes)
      },
    })
    const checksums = Object.fromEntries(
      [...hashes].map(([name, hash]) => [name, hash.digest('hex')] as const),
    )
    const complete: BackupManifest = { ...manifest, files: checksums }
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(complete, null, 2)}\n`)
    await tar.create(
      // Files are read 1 MiB at a time (tar's default is 16 MiB), to keep the server's memory low.
      {
        gzip: true,
        file: partial,
        cwd: staging,
        portable: true,
        mode: 0o600,
        maxReadSize: 1 << 20,
      },
      [MANIFEST, ...[...hashes.keys()].sort()],
    )
    fs.chmodSync(partial, 0o600)
    fs.renameSync(partial, file)
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
    fs.rmSync(partial, { force: true })
  }
}

/**
 * Reads and checks a whole archive before anything is restored: it must be a gzip tar holding a
 * Vitrine manifest and exactly the files the manifest lists, each with its sha256. Anything else
 * (another kind of file, a cut or damaged archive, an edited file) is refused with a message.
 */
export async function readBackupArchive(
  file: string,
): Promise<{ manifest: BackupManifest; files: BackupFiles }> {
  if (!fs.existsSync(file)) throw new BackupArchiveError(`No such file: ${file}`)
  const tar = await loadTar()
  const entries = new Map<string, Buffer>()
  const pending: Promise<void>[] = []
  const problems: string[] = []
  try {
    await tar.list({
      file,
      strict: true,
      onReadEntry(entry) {
        const name = entry.path
        if (entry.type !== 'File' || (name !== MANIFEST && !ALLOWED_PATH.test(name))) {
          problems.push(`unexpected entry ${JSON.stringify(name)} (${entry.type})`)
          entry.resume()
          return
        }
        pending.push(
          entry.concat().then((bytes) => {
            if (entries.has(name)) problems.push(`${name} appears twice`)
            entries.set(name, bytes)
          }),
        )
      },
    })
    await Promise.all(pending)
  } catch (error) {
    throw new BackupArchiveError(
      `${file} is not a readable Vitrine backup (damaged, cut short, or not a .tar.gz): ${(error as Error).message}`,
    )
  }
  const manifestBytes = entries.get(MANIFEST)
  if (!manifestBytes)
    throw new BackupArchiveError(`${file} is not a Vitrine backup (no ${MANIFEST})`)
  let manifest: BackupManifest
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8')) as BackupManifest
  } catch {
    throw new BackupArchiveError(`${file} is damaged: ${MANIFEST} is not valid JSON`)
  }
  if (manifest?.format !== BACKUP_FORMAT || typeof manifest.files !== 'object') {
    throw new BackupArchiveError(`${file} is not a Vitrine backup (unknown manifest)`)
  }
  if (manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupArchiveError(
      `${file} uses backup format ${manifest.formatVersion}; this version reads format ${BACKUP_FORMAT_VERSION}`,
    )
  }
  entries.delete(MANIFEST)
  for (const [name, expected] of Object.entries(manifest.files)) {
    const bytes = entries.get(name)
    if (!bytes) problems.push(`${name} is missing`)
    else if (sha256(bytes) !== expected) problems.push(`${name} does not match its checksum`)
  }
  for (const name of entries.keys()) {
    if (!(name in manifest.files)) problems.push(`${name} is not listed in the manifest`)
  }
  if (problems.length > 0) {
    throw new BackupArchiveError(`${file} is damaged: ${problems.slice(0, 5).join('; ')}`)
  }
  return { manifest, files: entries }
}
