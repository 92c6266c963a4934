import { describe, expect, it } from 'vitest'
import { arrangeHomeSections, homeSectionsProblem, knownHomeSections } from './home-sections.ts'

const DEFAULT = ['about', 'skills', 'projects', 'writing', 'contact']
const keys = (places: { key: string; hidden: boolean }[]) =>
  places.map((place) => (place.hidden ? `(${place.key})` : place.key))

describe('arrangeHomeSections', () => {
  it('answers the default order, all shown, when the owner chose nothing', () => {
    expect(keys(arrangeHomeSections(DEFAULT, []))).toEqual(DEFAULT)
  })

  it("keeps the owner's order and hidden sections", () => {
    const choices = ['contact', 'projects', 'about', 'writing', 'skills'].map((key) => ({
      key,
      hidden: key === 'writing',
    }))
    expect(keys(arrangeHomeSections(DEFAULT, choices))).toEqual([
      'contact',
      'projects',
      'about',
      '(writing)',
      'skills',
    ])
  })

  it('ignores keys it does not know and keys repeated', () => {
    const choices = [
      { key: 'talks', hidden: false },
      { key: 'skills', hidden: true },
      { key: 'about', hidden: false },
      { key: 'skills', hidden: false },
    ]
    // Those not listed follow the nearest section before them by default: projects after skills.
    expect(keys(arrangeHomeSections(DEFAULT, choices))).toEqual([
      '(skills)',
      'projects',
      'writing',
      'contact',
      'about',
    ])
  })

  it('puts a section not listed right after the one before it by default, or first', () => {
    // As when a section is added after the owner saved an order: it joins in its default place.
    const choices = [
      { key: 'contact', hidden: false },
      { key: 'skills', hidden: false },
      { key: 'writing', hidden: true },
    ]
    expect(keys(arrangeHomeSections(DEFAULT, choices))).toEqual([
      'about',
      'contact',
      'skills',
      'projects',
      '(writing)',
    ])
  })
})

describe('homeSectionsProblem', () => {
  it('accepts known keys once each, in any order, and an empty list', () => {
    expect(homeSectionsProblem([], DEFAULT)).toBeUndefined()
    expect(
      homeSectionsProblem(
        [
          { key: 'contact', hidden: true },
          { key: 'about', hidden: false },
        ],
        DEFAULT,
      ),
    ).toBeUndefined()
  })

  it('names an unknown key and a repeated one', () => {
    expect(homeSectionsProblem([{ key: 'talks', hidden: false }], DEFAULT)).toBe(
      'The home page has no section "talks"',
    )
    expect(
      homeSectionsProblem(
        [
          { key: 'about', hidden: false },
          { key: 'about', hidden: true },
        ],
        DEFAULT,
      ),
    ).toBe('The home page section "about" is listed twice')
  })

  it('knownHomeSections keeps the first of each known key', () => {
    expect(
      knownHomeSections(
        [
          { key: 'about', hidden: true },
          { key: 'gone', hidden: false },
          { key: 'about', hidden: false },
        ],
        DEFAULT,
      ),
    ).toEqual([{ key: 'about', hidden: true }])
  })
})
