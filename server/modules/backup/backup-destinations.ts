import fs from 'node:fs'
import path from 'node:path'
import { BACKUP_NAME_PATTERN, type BackupDestination } from '@contract/backup.ts'

/** An archive in a destination. */
export interface StoredObject {
  name: string
  bytes: number
}

/** Where archives are kept: the data directory, an S3-compatible bucket. */
export interface Destination {
  where: BackupDestination
  /** For messages: "the data directory", "the bucket “backups” at …". */
  label: string
  put(name: string, bytes: Buffer): Promise<void>
  /** The archive's bytes; BackupNotFoundError when there is none. */
  get(name: string): Promise<Buffer>
  /** Every archive, by the names Vitrine gives them (nothing else is listed). */
  list(): Promise<StoredObject[]>
  remove(name: string): Promise<void>
}

/** A destination could not be used: the message says why, in words. */
export class DestinationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DestinationError'
  }
}

export class BackupNotFoundError extends Error {
  constructor(name: string) {
    super(`No backup named ${name}`)
    this.name = 'BackupNotFoundError'
  }
}

const NAME = new RegExp(BACKUP_NAME_PATTERN)

export function isBackupName(name: string): boolean {
  return NAME.test(name)
}

/** Archives kept in DATA_DIR/backups, readable by the server's user only. */
export const BACKUP_DIRECTORY = 'backups'

export function directoryDestination(dataDir: string): Destination {
  const folder = path.join(dataDir, BACKUP_DIRECTORY)
  const label = `the data directory (${folder})`
  const fail = (action: string, error: unknown): never => {
    const code = (error as NodeJS.ErrnoException).code
    const why =
      code === 'ENOSPC'
        ? 'the disk is full'
        : code === 'EACCES' || code === 'EPERM'
          ? "the server's user may not write there"
          : code === 'EROFS'
            ? 'the file system is read-only'
            : (error as Error).message
    throw new DestinationError(`Could not ${action} ${label}: ${why}`)
  }
  const file = (name: string) => {
    if (!isBackupName(name)) throw new BackupNotFoundError(name)
    return path.join(folder, name)
  }
  return {
    where: 'directory',
    label,
    async put(name, bytes) {
      const target = file(name)
      const partial = `${target}.partial`
      try {
        await fs.promises.mkdir(folder, { recursive: true, mode: 0o700 })
        await fs.promises.writeFile(partial, bytes, { mode: 0o600, flush: true })
        await fs.promises.rename(partial, target)
      } catch (error) {
        await fs.promises.rm(partial, { force: true })
        fail('write to', error)
      }
    },
    async get(name) {
      try {
        return await fs.promises.readFile(file(name))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupNotFoundError(name)
        throw error instanceof BackupNotFoundError ? error : fail('read from', error)
      }
    },
    async list() {
      let names: string[]
      try {
        names = await fs.promises.readdir(folder)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
        return fail('list', error)
      }
      const archives: StoredObject[] = []
      for (const name of names.filter(isBackupName)) {
        const stat = await fs.promises.stat(path.join(folder, name)).catch(() => undefined)
        if (stat?.isFile()) archives.push({ name, bytes: stat.size })
      }
      return archives
    },
    async remove(name) {
      try {
        await fs.promises.rm(file(name), { force: true })
      } catch (error) {
        fail('delete from', error)
      }
    },
  }
}
