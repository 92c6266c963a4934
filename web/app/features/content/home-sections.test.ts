import { describe, expect, it } from 'vitest'
import { arrangeHome, DEFAULT_HOME_ORDER, HOME_SECTION_KEYS } from '@contract/home-sections.ts'
import { HOME_TYPES, homeSectionName, isCustomSection } from './home-sections.ts'

describe("the home page's sections", () => {
  it('are the sections the server accepts: every type the contract puts on the home page', () => {
    expect([...DEFAULT_HOME_ORDER].sort()).toEqual([...HOME_SECTION_KEYS].sort())
    // The web draws a home section for exactly the types the contract puts there.
    expect([...HOME_TYPES, 'writing', 'contact'].sort()).toEqual([...HOME_SECTION_KEYS].sort())
  })

  it('come by default in the order the contract numbers them, Contact last', () => {
    expect(DEFAULT_HOME_ORDER).toEqual([
      'about',
      'education',
      'experience',
      'skills',
      'projects',
      'publications',
      'writing',
      'testimonials',
      'contact',
    ])
  })

  it('are named as the dashboard names them', () => {
    expect(DEFAULT_HOME_ORDER.map((key) => homeSectionName(key))).toEqual([
      'About',
      'Education',
      'Experience',
      'Skills',
      'Projects',
      'Publications',
      'Writing',
      'Testimonials',
      'Contact',
    ])
  })

  it("arrange the owner's choices over that default", () => {
    const home = arrangeHome([{ key: 'contact', hidden: true }])
    expect(home.at(-1)).toEqual({ key: 'contact', hidden: true })
    expect(home).toHaveLength(DEFAULT_HOME_ORDER.length)
    expect(arrangeHome(undefined).map((place) => place.key)).toEqual(DEFAULT_HOME_ORDER)
  })

  it("place the owner's custom sections before Contact until moved, named by them", () => {
    const keys = ['section:4', 'section:2']
    expect(arrangeHome(undefined, keys).map((place) => place.key)).toEqual([
      ...DEFAULT_HOME_ORDER.slice(0, -1),
      'section:4',
      'section:2',
      'contact',
    ])
    expect(keys.every(isCustomSection)).toBe(true)
    expect(DEFAULT_HOME_ORDER.some(isCustomSection)).toBe(false)
    const sections = [{ homeKey: 'section:4', name: 'Talks' }]
    expect(homeSectionName('section:4', sections)).toBe('Talks')
    expect(homeSectionName('section:2', sections)).toBe('Custom section')
  })

  it('keep a custom section where the owner put it, hidden or not, and forget one without items (or gone)', () => {
    // As the dashboard saves it: every section, in the owner's order.
    const choices = [
      { key: 'section:4', hidden: true },
      ...DEFAULT_HOME_ORDER.map((key) => ({ key, hidden: false })),
      { key: 'section:9', hidden: false },
    ]
    const home = arrangeHome(choices, ['section:4'])
    expect(home).toEqual(choices.slice(0, -1))
  })
})
