import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { errorResponses } from '@contract/common.ts'
import { BACKUP_PATH } from '@contract/backup.ts'
import { auditClient } from '../history/audit-log.ts'
import { createBackup } from './create-backup.ts'

/**
 * GET /api/export/backup.tar.gz (owner): the same archive as `npm run backup`, made from one
 * consistent snapshot while the site runs, handed to the dashboard's "Download a backup". Backups
 * kept by the server (scheduled, in the data directory or a bucket) are stored-backup-routes.ts.
 */
export default async function backupRoutes(app: FastifyInstance) {
  app.get(
    BACKUP_PATH,
    {
      config: { access: 'owner' },
      schema: {
        tags: ['Data'],
        summary:
          'A backup archive (.tar.gz) of every record, image and setting; never a password hash, token or secret',
        response: { ...errorResponses },
      },
    },
    async (request, reply) => {
      const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'vitrine-backup-'))
      try {
        const file = path.join(dir, 'backup.tar.gz')
        // Page views and messages counted in the last second are in the archive too.
        await app.repositories.analyticsEvents.flush()
        await createBackup(app.database, file)
        const bytes = await fs.promises.readFile(file)
        await app.repositories.audit.record({
          event: 'backup',
          ...auditClient(request),
          detail: 'downloaded from the dashboard',
        })
        const day = new Date().toISOString().slice(0, 10)
        return reply
          .type('application/gzip')
          .header('content-disposition', `attachment; filename="vitrine-backup-${day}.tar.gz"`)
          .header('cache-control', 'no-store')
          .send(bytes)
      } finally {
        await fs.promises.rm(dir, { recursive: true, force: true })
      }
    },
  )
}
