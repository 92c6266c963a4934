// `npm run restore -- <file> [--replace]`: restores a backup into the instance of DATA_DIR /
// DATABASE_URL (migrating it first). Refuses an instance with content unless --replace is given.
import fs from 'node:fs'
import path from 'node:path'
import { loadConfig } from '../server/config.ts'
import { openDatabase } from '../server/db/database.ts'
import { restoreBackup } from '../server/modules/backup/restore-backup.ts'

const USAGE = `Usage: npm run restore -- <file.tar.gz> [--replace]
  Restores a backup into the instance of DATA_DIR / DATABASE_URL, migrated first.
  The instance must hold no content (the demo content counts); --replace replaces it all
  in one transaction. The owner account (username, password) stays this instance's.`

async function main(args: string[]): Promise<number> {
  const replace = args.includes('--replace')
  const rest = args.filter((arg) => arg !== '--replace')
  if (rest.length !== 1 || rest[0]!.startsWith('-')) {
    process.stderr.write(`${USAGE}\n`)
    return 2
  }
  if (fs.existsSync('.env')) process.loadEnvFile('.env')
  const config = loadConfig()
  const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    const summary = await restoreBackup(handle, path.resolve(rest[0]!), { replace })
    const records = Object.entries(summary.tables)
      .map(([table, count]) => `${table} ${count}`)
      .join(', ')
    const { appVersion, createdAt, database } = summary.manifest
    process.stdout.write(
      `Restored the backup of ${createdAt} (Vitrine ${appVersion}, ${database})${summary.replaced ? ', replacing the previous content' : ''}.\n  ${records}\n` +
        (summary.ownerProfileApplied
          ? ''
          : '  No owner account yet: it is created at the first start from OWNER_*.\n'),
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
      `Restore failed: ${error instanceof Error ? error.message : String(error)}\n`,
    )
    process.exit(1)
  },
)
