import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect } from 'vitest'
import { createBackup } from '@/modules/backup/create-backup.ts'
import { restoreBackup } from '@/modules/backup/restore-backup.ts'
import { createTestApp, type TestApp } from './test-app.ts'
import { trashEntry } from './trash.ts'

/**
 * The promises every kind of content keeps, checked the same way for the registry's built-in types
 * (content/content-registry.test.ts) and for a custom section (sections/section-conformance.test.ts).
 */

/** A record of `type` deleted to the trash is there, and putting it back restores the order. */
export async function expectPutBackFromTrash(
  t: TestApp,
  record: { type: string; id: string },
  order: readonly string[],
  list: () => Promise<{ _id: string }[]>,
): Promise<void> {
  const trashed = await trashEntry(t, record.type, record.id)
  expect(trashed).toBeDefined()
  const headers = await t.ownerHeaders()
  const putBack = await t.app.inject({
    method: 'POST',
    url: `/api/trash/${trashed!._id}/restore`,
    headers,
  })
  expect(putBack.statusCode, putBack.body).toBe(200)
  expect((await list()).map((entry) => entry._id)).toEqual(order)
}

/** A backup of `t` restored into a new site reads back the same through `list`. */
export async function expectBackupRestoresWhole(
  t: TestApp,
  list: (app: TestApp) => Promise<unknown>,
): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-conformance-'))
  const target = await createTestApp()
  try {
    const archive = path.join(dir, 'backup.tar.gz')
    await createBackup(t.database, archive)
    await restoreBackup(target.database, archive, { replace: true })
    expect(await list(target)).toEqual(await list(t))
  } finally {
    await target.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
