import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { errorResponses } from '@contract/common.ts'
import { BACKUP_PATH } from '@contract/backup.ts'
import { auditClient } from '../history/audit-log.ts'
import { createBackup } from './create-backup.ts'
import { withSnapshotHandle } from './snapshot-handle.ts'

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
      const removeDir = () => fs.promises.rm(dir, { recursive: true, force: true })
      let sending = false
      try {
        const file = path.join(dir, 'backup.tar.gz')
        // Page views and messages counted in the last second are in the archive too.
        await app.repositories.analyticsEvents.flush()
        await withSnapshotHandle(app, (handle) => createBackup(handle, file))
        const { size } = await fs.promises.stat(file)
        await app.repositories.audit.record({
          event: 'backup',
          ...auditClient(request),
          detail: 'downloaded from the dashboard',
        })
        const day = new Date().toISOString().slice(0, 10)
        // Sent from the file as it is read, whatever its size; the folder goes once it is sent
        // (or the download is cut short).
        const archive = fs.createReadStream(file)
        archive.once('close', () => void removeDir())
        sending = true
        return reply
          .type('application/gzip')
          .header('content-length', size)
          .header('content-disposition', `attachment; filename="vitrine-backup-${day}.tar.gz"`)
          .header('cache-control', 'no-store')
          .send(archive)
      } finally {
        if (!sending) await removeDir()
      }
    },
  )
}
