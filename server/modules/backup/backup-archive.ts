import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'

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

/** Bytes gathered for the staged file being written before they go to disk: one buffer, reused. */
const STAGE_BUFFER_BYTES = 256 * 1024

/**
 * The archive's files as they are staged in a folder: pieces go to the file being written through
 * one reused buffer (a backup appends tens of thousands of rows, and a buffer or a file opened for
 * each would be garbage and system calls), and each file's sha256 is taken as it is written.
 */
class StagedFiles implements BackupStage {
  private readonly hashes = new Map<string, crypto.Hash>()
  private readonly buffer = Buffer.allocUnsafe(STAGE_BUFFER_BYTES)
  private filled = 0
  private current: { name: string; fd: number; hash: crypto.Hash } | undefined

  constructor(private readonly folder: string) {}

  append(name: string, bytes: Uint8Array | string): void {
    const file = this.open(name)
    file.hash.update(bytes)
    const length = typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.byteLength
    if (this.filled + length > this.buffer.length) this.flush()
    if (length > this.buffer.length) {
      writeAll(file.fd, typeof bytes === 'string' ? Buffer.from(bytes) : bytes)
    } else if (typeof bytes === 'string') {
      this.filled += this.buffer.write(bytes, this.filled)
    } else {
      this.buffer.set(bytes, this.filled)
      this.filled += length
    }
  }

  /** Each file's sha256 (hex) by its name, once every file is closed. */
  checksums(): Record<string, string> {
    return Object.fromEntries([...this.hashes].map(([name, hash]) => [name, hash.digest('hex')]))
  }

  /** The staged file names, in the order they were first written. */
  names(): string[] {
    return [...this.hashes.keys()]
  }

  private open(name: string) {
    if (this.current?.name === name) return this.current
    this.close()
    const target = path.join(this.folder, name)
    let hash = this.hashes.get(name)
    let flags = 'a'
    if (!hash) {
      if (!ALLOWED_PATH.test(name)) throw new Error(`Unexpected file name in a backup: ${name}`)
      fs.mkdirSync(path.dirname(target), { recursive: true })
      hash = crypto.createHash('sha256')
      this.hashes.set(name, hash)
      flags = 'wx'
    }
    this.current = { name, fd: fs.openSync(target, flags, 0o600), hash }
    return this.current
  }

  private flush() {
    if (this.current && this.filled > 0)
      writeAll(this.current.fd, this.buffer.subarray(0, this.filled))
    this.filled = 0
  }

  /** Writes what is left of the file being written, and closes it. */
  close() {
    if (!this.current) return
    try {
      this.flush()
    } finally {
      fs.closeSync(this.current.fd)
      this.current = undefined
    }
  }
}

function writeAll(fd: number, bytes: Uint8Array) {
  for (let written = 0; written < bytes.byteLength;) {
    written += fs.writeSync(fd, bytes, written, bytes.byteLength - written)
  }
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
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-backup-'))
  const partial = `${file}.partial`
  try {
    const stage = new StagedFiles(staging)
    // The file being written is closed however the filling ends.
    const manifest = await fill(stage).finally(() => stage.close())
    const checksums = stage.checksums()
    const complete: BackupManifest = { ...manifest, files: checksums }
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(complete, null, 2)}\n`)
    await packArchive(partial, staging, [MANIFEST, ...stage.names().sort()])
    fs.chmodSync(partial, 0o600)
    fs.renameSync(partial, file)
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
    fs.rmSync(partial, { force: true })
  }
}

/** Bytes read from a staged file at a time into the packer's one buffer. */
const PACK_BUFFER_BYTES = 256 * 1024
/** A tar archive's files are padded to blocks of 512 bytes, and it ends with two empty blocks. */
const TAR_BLOCK = 512
const ZEROS = Buffer.alloc(2 * TAR_BLOCK)

/**
 * Packs the staged files, in this order, into a gzip tar, as `tar.create` would (tar's own
 * headers, owner-neutral, mode 0600). Written here rather than with `tar.create` for memory: tar
 * reads every file into a new buffer, and on a large site the archive's whole size in read
 * buffers waited for V8's next full collection (tens of MiB of a small server's memory). This
 * reads through one buffer, reused once gzip has taken each piece in.
 */
async function packArchive(file: string, folder: string, names: string[]): Promise<void> {
  const { Header } = await loadTar()
  const gzip = zlib.createGzip()
  const written = pipeline(gzip, fs.createWriteStream(file, { mode: 0o600 }))
  // gzip's callback for a piece comes once it has read the piece: the buffer is free again.
  const send = (bytes: Buffer) =>
    new Promise<void>((resolve, reject) =>
      gzip.write(bytes, (error) => (error ? reject(error) : resolve())),
    )
  const buffer = Buffer.allocUnsafe(PACK_BUFFER_BYTES)
  const mtime = new Date()
  try {
    for (const name of names) {
      const source = await fs.promises.open(path.join(folder, name), 'r')
      try {
        const { size } = await source.stat()
        const header = new Header({ path: name, type: 'File', mode: 0o600, size, mtime })
        // The staged names are short and plain (ALLOWED_PATH): they fit a tar header as they are.
        if (header.encode()) throw new Error(`${name} does not fit a plain tar header`)
        await send(header.block!)
        for (let read = 0; read < size;) {
          const { bytesRead } = await source.read(buffer, 0, buffer.length, read)
          if (bytesRead === 0) throw new Error(`${name} changed while it was packed`)
          await send(buffer.subarray(0, bytesRead))
          read += bytesRead
        }
        const padding = (TAR_BLOCK - (size % TAR_BLOCK)) % TAR_BLOCK
        if (padding > 0) await send(ZEROS.subarray(0, padding))
      } finally {
        await source.close()
      }
    }
    await send(ZEROS)
    gzip.end()
  } catch (error) {
    gzip.destroy(error as Error)
  }
  await written
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
