import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answer, fakeServer } from '@/features/admin/test/render-with-router.tsx'
import { runUndo, undoPlanOf } from './undo.ts'

describe('what a toast can undo', () => {
  it('names the records an add created, from its answer', () => {
    const meta = { history: { type: 'about', action: 'create', removePath: '/api/about/x/:id' } }
    const answer = { data: [{ _id: '4' }, { _id: '5' }], message: 'Added' }
    expect(undoPlanOf(meta, answer, [{}, {}])).toEqual({ ...meta.history, ids: ['4', '5'] })
  })

  it('names the record of an update from its variables, or from the answer', () => {
    const meta = { history: { type: 'skill', action: 'update' } }
    expect(undoPlanOf(meta, {}, { id: '7', input: {} })?.ids).toEqual(['7'])
    expect(undoPlanOf(meta, { updatedAbout: { _id: '8' } }, undefined)?.ids).toEqual(['8'])
    const settings = { history: { type: 'settings', action: 'update', id: '1' } }
    expect(undoPlanOf(settings, { updatedData: {} }, {})?.ids).toEqual(['1'])
  })

  it('names the record of a delete from the id it was given', () => {
    const meta = { history: { type: 'message', action: 'delete' } }
    expect(undoPlanOf(meta, { message: 'Deleted' }, '12')).toEqual({ ...meta.history, ids: ['12'] })
  })

  it('offers nothing for a write without history, or without a record to name', () => {
    expect(undoPlanOf(undefined, { data: [{ _id: '1' }] }, {})).toBeUndefined()
    expect(undoPlanOf({ endsSession: true }, {}, {})).toBeUndefined()
    expect(undoPlanOf({ history: { type: 'post', action: 'delete' } }, {}, {})).toBeUndefined()
  })
})

describe('undoing a save made of several writes', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('goes back to the version before all of them (an item saved, then its image)', async () => {
    const meta = { history: { type: 'section-item', action: 'update' } }
    const plan = undoPlanOf(meta, { data: { _id: '3' }, writes: 2 }, { id: '3' })
    expect(plan).toEqual({ type: 'section-item', action: 'update', ids: ['3'], writes: 2 })

    const revisions = ['r3', 'r2', 'r1'].map((id) => ({ _id: id }))
    const server = fakeServer({
      'GET /api/revisions?type=section-item&id=3': () =>
        answer(200, { success: true, data: revisions }),
      'POST /api/revisions/r1/restore': () => answer(200, { success: true, message: 'Restored' }),
    })
    await runUndo(new QueryClient(), plan!)
    expect(server.writes().map((request) => request.path)).toEqual(['/api/revisions/r1/restore'])
  })
})
