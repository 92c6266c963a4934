import { describe, expect, it } from 'vitest'
import { HOME_SECTION_KEYS } from '@contract/home-sections.ts'
import { arrangeHome, DEFAULT_HOME_ORDER, homeSectionName, isNumbered } from './home-sections.ts'

describe("the home page's sections", () => {
  it('are the sections the server accepts: every type the contract puts on the home page', () => {
    expect([...DEFAULT_HOME_ORDER].sort()).toEqual([...HOME_SECTION_KEYS].sort())
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
    expect(DEFAULT_HOME_ORDER.filter((key) => !isNumbered(key))).toEqual(['testimonials'])
  })

  it('are named as the dashboard names them', () => {
    expect(DEFAULT_HOME_ORDER.map(homeSectionName)).toEqual([
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
})
