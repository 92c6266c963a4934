import { describe, expect, it } from 'vitest'
import { TALKS } from '../test/fixtures.ts'
import { movedSection } from './sections-api.ts'

const section = (id: string) => ({ ...TALKS, _id: id })
const list = (ids: string) => [...ids].map(section)

describe('the one section a reorder moved', () => {
  it('finds it and its new place, up or down, next door or far', () => {
    expect(movedSection(list('abcd'), list('dabc'))).toEqual({ id: 'd', position: 1 })
    expect(movedSection(list('abcd'), list('bcda'))).toEqual({ id: 'a', position: 4 })
    expect(movedSection(list('abcd'), list('acbd'))).toEqual({ id: 'c', position: 2 })
    expect(movedSection(list('abcd'), list('abcd'))).toBeUndefined()
  })
})
