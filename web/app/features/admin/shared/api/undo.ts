import type { QueryClient } from '@tanstack/react-query'
import type { Revision, TrashItem } from '@contract/history.ts'
import { errorMessage, ownerRequest, withId } from '@/lib/api/api-client.ts'
import { notify } from '@/lib/toast/notify.ts'

/**
 * What a mutation tells the toast so it can offer "Undo": the record's history type
 * (contract/history.ts) and what the write was. A create is undone by deleting what it added
 * (`removePath`), an update by restoring the revision before it, a delete from the trash.
 */
export interface HistoryMeta {
  type: string
  action: 'create' | 'update' | 'delete'
  /** The delete path of the type (`:id` filled in), for undoing a create. */
  removePath?: string
  /** The record's id when the mutation's variables do not say it (one-record types). */
  id?: string
}

/** What the toast says once an undo is done. */
export const UNDONE_MESSAGE = 'Undone'

export interface UndoPlan extends HistoryMeta {
  ids: string[]
  /**
   * An update that took several writes, each a revision (an item's values, then its image):
   * undone to the version before the first. Said by the mutation's answer (`writes`).
   */
  writes?: number
}

const idOf = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') {
    const record = value as { id?: unknown; _id?: unknown }
    if (typeof record.id === 'string') return record.id
    if (typeof record._id === 'string') return record._id
  }
  return undefined
}

/** The records a successful mutation wrote, from its answer and variables. */
export function undoPlanOf(
  meta: unknown,
  answer: unknown,
  variables: unknown,
): UndoPlan | undefined {
  const history = (meta as { history?: HistoryMeta } | undefined)?.history
  if (!history) return undefined
  const data = (answer as { data?: unknown; updatedData?: unknown; updatedAbout?: unknown }) ?? {}
  let ids: string[] = []
  if (history.action === 'create') {
    const added = Array.isArray(data.data) ? data.data : [data.data]
    ids = added.map(idOf).filter((id): id is string => id !== undefined)
  } else {
    const id =
      history.id ??
      idOf(variables) ??
      idOf(data.updatedData) ??
      idOf(data.updatedAbout) ??
      idOf(data.data)
    if (id) ids = [id]
  }
  if (ids.length === 0) return undefined
  const writes = (answer as { writes?: unknown } | undefined)?.writes
  return typeof writes === 'number' && writes > 1
    ? { ...history, ids, writes }
    : { ...history, ids }
}

async function undoOne(plan: UndoPlan, id: string) {
  if (plan.action === 'create') {
    if (!plan.removePath) throw new Error('This addition cannot be undone here')
    await ownerRequest(withId(plan.removePath, id), { method: 'DELETE' })
    return
  }
  if (plan.action === 'delete') {
    const trash = (await ownerRequest<{ data: TrashItem[] }>('/api/trash')).data
    const item = trash.find((entry) => entry.type === plan.type && entry.id === id)
    if (!item) throw new Error('It is no longer in the trash')
    await ownerRequest(`/api/trash/${item._id}/restore`, { method: 'POST' })
    return
  }
  const revisions = (
    await ownerRequest<{ data: Revision[] }>(
      `/api/revisions?type=${encodeURIComponent(plan.type)}&id=${encodeURIComponent(id)}`,
    )
  ).data
  // The newest revisions are this save's writes; the one before them is what was there.
  const before = revisions[plan.writes ?? 1]
  if (!before) throw new Error('There is no earlier version to go back to')
  await ownerRequest(`/api/revisions/${before._id}/restore`, { method: 'POST' })
}

/** Undoes the write, then has every dashboard list read again. */
export async function runUndo(client: QueryClient, plan: UndoPlan): Promise<void> {
  for (const id of plan.ids) await undoOne(plan, id)
  await client.invalidateQueries({ queryKey: ['admin'] })
}

/**
 * Puts a record back as it was before its last save, then reloads the page: an editor that keeps
 * its own copy of the text (a post's, a page's) starts again from the version before.
 */
export async function undoSaveThenReload(client: QueryClient, type: string, id: string) {
  try {
    await runUndo(client, { type, action: 'update', ids: [id] })
    void notify('success', UNDONE_MESSAGE)
    window.location.reload()
  } catch (error) {
    void notify('error', errorMessage(error))
  }
}
