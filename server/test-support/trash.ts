import type { TestApp } from './test-app.ts'

/** The trash's entry for a record of `type` (the trash's own id is `_id`), if it is there. */
export async function trashEntry(
  t: TestApp,
  type: string,
  id: string,
): Promise<{ _id: string; type: string; id: string } | undefined> {
  const headers = await t.ownerHeaders()
  const trash = (await t.app.inject({ method: 'GET', url: '/api/trash', headers })).json()
    .data as Array<{ _id: string; type: string; id: string }>
  return trash.find((entry) => entry.type === type && entry.id === id)
}

/**
 * Deletes a trashed record for good (a delete moves a record to the trash, which keeps its images
 * until then). Fails the test when the record is not in the trash.
 */
export async function deleteForGood(t: TestApp, type: string, id: string): Promise<void> {
  const item = await trashEntry(t, type, id)
  if (!item) throw new Error(`No ${type} ${id} in the trash`)
  const headers = await t.ownerHeaders()
  const response = await t.app.inject({ method: 'DELETE', url: `/api/trash/${item._id}`, headers })
  if (response.statusCode !== 200) throw new Error(`Deleting for good answered ${response.body}`)
}
