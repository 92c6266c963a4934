// `npm run backup -- <file>`: one archive of the instance's content, images and settings, read
// from DATA_DIR / DATABASE_URL like the server, while it runs or not. Never secrets or hashes.
import fs from 'node:fs'
import path from 'node:path'
import { loadConfig } from '../server/config.ts'
import { SQLITE_FILE_NAME, openDatabase, type DatabaseHandle } from '../server/db/database.ts'
import { createBackup } from '../server/modules/backup/create-backup.ts'
import { tableNames } from '../server/modules/backup/database-tables.ts'
import { auditLog } from '../server/modules/history/audit-log.ts'

const USAGE = `Usage: npm run backup -- <file.tar.gz>
  Writes one archive of every record, image and setting (no password hash, token or secret).
  Reads DATA_DIR / DATABASE_URL like the server; the server may keep running.`

/** The account log says a backup was taken (a database from before the log has none). */
async function recordInAccountLog(handle: DatabaseHandle, file: string) {
  const tables = await tableNames(handle.db as never, handle.dialect)
  if (!tables.has('audit_log')) return
  await auditLog(handle.db).record({
    event: 'backup',
    address: 'command line',
    browser: 'npm run backup',
    detail: path.basename(file),
  })
}

async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    process.stderr.write(`${USAGE}\n`)
    return 2
  }
  if (fs.existsSync('.env')) process.loadEnvFile('.env')
  const config = loadConfig()
  const file = path.resolve(args[0]!)
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, SQLITE_FILE_NAME))) {
    throw new Error(
      `No database to back up: ${path.join(config.dataDir, SQLITE_FILE_NAME)} does not exist (check DATA_DIR)`,
    )
  }
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    const summary = await createBackup(handle, file)
    await recordInAccountLog(handle, file)
    const records = Object.entries(summary.tables)
      .map(([table, count]) => `${table} ${count}`)
      .join(', ')
    process.stdout.write(
      `Backup written: ${summary.file} (${(summary.bytes / 1024).toFixed(1)} KiB, ${summary.images} images)\n  ${records}\n`,
    )
    return 0
  } finally {
    await handle.close()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `Backup failed: ${error instanceof Error ? error.message : String(error)}\n`,
    )
    process.exit(1)
  },
)
