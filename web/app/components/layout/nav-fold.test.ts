import { describe, expect, it } from 'vitest'
import { foldNav, type NavLinkText } from './nav-fold.ts'

/** Links numbered in order, as the navigation numbers its chapters. */
const numbered = (labels: string[]): NavLinkText[] =>
  labels.map((label, index) => ({ label, number: index + 1 }))

const FEW = numbered(['About', 'Projects', 'Blog', 'Contact'])
const MANY = numbered([
  'About Me',
  'Education',
  'Experience',
  'Skills',
  'Projects',
  'Blog',
  'Talks',
  'Open Source',
  'Uses',
  'Now',
  'Contact',
])

describe('the wide header folding its links under More', () => {
  it('keeps a few links in the row at every width, with no More', () => {
    expect(foldNav("Alex's Portfolio", FEW)).toEqual({
      places: FEW.map(() => 'md'),
      more: undefined,
    })
  })

  it('folds the links that do not fit, later ones first, and keeps Contact in the row', () => {
    const { places, more } = foldNav("Alex's Portfolio", MANY)
    expect(places.at(-1)).toBe('md')
    expect(more).toBeDefined()
    // A link shown from a width is shown at every wider one: the places never go back down.
    const rank = { md: 0, lg: 1, xl: 2, more: 3 }
    const ranks = places.slice(0, -1).map((place) => rank[place])
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    expect(ranks[0]).toBe(0)
    expect(ranks.at(-1)).toBeGreaterThan(0)
  })

  it('folds more of them when the brand takes more room', () => {
    const short = foldNav('AD', MANY).places.filter((place) => place === 'md').length
    const long = foldNav('Alexandra Konstantinopoulou · Portfolio', MANY).places
    expect(long.filter((place) => place === 'md').length).toBeLessThan(short)
  })

  it('keeps room for the Résumé pill from 1024 px: fewer links stay in the row beside it', () => {
    const inRow = (pills: string[], tier: string) =>
      foldNav("Alex's Portfolio", MANY, pills).places.filter((place) => place === tier).length
    // The narrowest wide row leaves it out (app.css); the next one makes room for it.
    expect(inRow(['Résumé'], 'md')).toBe(inRow([], 'md'))
    expect(inRow(['Résumé'], 'lg')).toBeLessThan(inRow([], 'lg'))
  })

  it('shows More only below the width where every link fits', () => {
    const six = numbered([
      'About Me',
      'Education',
      'Experience',
      'Projects',
      'Blog',
      'Talks',
      'Contact',
    ])
    const { places, more } = foldNav("Alex's Portfolio", six)
    expect(places.includes('more')).toBe(false)
    expect(more === 'lg' || more === 'xl').toBe(true)
  })
})
