import { describe, expect, it } from 'vitest'
import { undoPlanOf } from './undo.ts'

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
