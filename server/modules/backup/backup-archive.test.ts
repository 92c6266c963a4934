import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  BACKUP_FORMAT,
  MANIFEST,
  readBackupArchive,
  writeBackupArchive,
  type BackupManifest,
} from './backup-archive.ts'

let dir: string | undefined
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

const manifest: Omit<BackupManifest, 'files'> = {
  format: BACKUP_FORMAT,
  formatVersion: 1,
  appVersion: '0.0.0',
  createdAt: '2026-01-01T00:00:00.000Z',
  database: 'sqlite',
  migrations: ['0001-initial'],
  tables: {},
}

describe('a backup archive as it is written', () => {
  it('holds every piece appended, in order, across buffer sizes and files written by turns', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-archive-'))
    const file = path.join(dir, 'site.tar.gz')
    // Larger than the stage's and the packer's buffers (256 KiB), with multi-byte characters
    // split across pieces; a file of exactly two tar blocks; an empty one; an image.
    const big = Array.from({ length: 3_000 }, (_, n) => `{"n":${n},"text":"${'é✓'.repeat(60)}"}\n`)
    const image = crypto.randomBytes(300_000)
    const imageName = `media/${crypto.createHash('sha256').update(image).digest('hex')}.png`
    const even = 'x'.repeat(1024)
    await writeBackupArchive(file, async (stage) => {
      for (const [index, line] of big.entries()) {
        stage.append('content/big.json', line)
        if (index === 1_500) stage.append(imageName, image)
      }
      stage.append('content/even.json', even)
      stage.append('content/empty.json', '')
      return manifest
    })

    const { manifest: read, files } = await readBackupArchive(file)
    expect(read).toMatchObject(manifest)
    expect(files.get('content/big.json')!.toString('utf8')).toBe(big.join(''))
    expect(files.get('content/even.json')!.toString('utf8')).toBe(even)
    expect(files.get('content/empty.json')!.byteLength).toBe(0)
    expect(files.get(imageName)!.equals(image)).toBe(true)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)

    // Any tar reads it: the manifest first, then the files by name, each readable by its owner only.
    const listed = spawnSync('tar', ['-tvzf', file], { encoding: 'utf8' })
    expect(listed.status, listed.stderr).toBe(0)
    const entries = listed.stdout.trim().split('\n')
    expect(entries.map((line) => line.split(/\s+/).at(-1))).toEqual([
      MANIFEST,
      'content/big.json',
      'content/empty.json',
      'content/even.json',
      imageName,
    ])
    for (const line of entries) expect(line.startsWith('-rw------- ')).toBe(true)
  })

  it('leaves no archive and no staged files when the filling fails', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-archive-'))
    const file = path.join(dir, 'site.tar.gz')
    // The staged files go to the system's temporary folder: a private one here.
    const temporary = path.join(dir, 'tmp')
    fs.mkdirSync(temporary)
    const tmpdir = process.env.TMPDIR
    process.env.TMPDIR = temporary
    try {
      await expect(
        writeBackupArchive(file, async (stage) => {
          stage.append('content/big.json', 'x'.repeat(400_000))
          throw new Error('the database went away')
        }),
      ).rejects.toThrow('the database went away')
    } finally {
      if (tmpdir === undefined) delete process.env.TMPDIR
      else process.env.TMPDIR = tmpdir
    }
    expect(fs.readdirSync(dir)).toEqual(['tmp'])
    expect(fs.readdirSync(temporary)).toEqual([])
  })
})
