import { describe, expect, it } from 'vitest'
import { skillLogo, slugOf } from './skill-logos.ts'

describe('skill logos', () => {
  it.each([
    ['Node.js', 'Node.js'],
    ['node', 'Node.js'],
    ['HTML', 'HTML5'],
    ['CSS', 'CSS'],
    ['React', 'React'],
    ['typescript', 'TypeScript'],
    ['C++', 'C++'],
    ['PostgreSQL', 'PostgreSQL'],
    ['Postgres', 'PostgreSQL'],
    ['Git', 'Git'],
  ])('draws %s as the %s logo', (name, title) => {
    const logo = skillLogo(name)
    expect(logo?.title).toBe(title)
    expect(logo?.path).toMatch(/^M[\d.\-\s,a-zA-Z]+$/)
  })

  it('has nothing for a name that is no technology', () => {
    expect(skillLogo('Public speaking')).toBeUndefined()
    expect(skillLogo('')).toBeUndefined()
  })

  it('turns titles into slugs as simple-icons does', () => {
    expect(slugOf('Node.js')).toBe('nodedotjs')
    expect(slugOf('C++')).toBe('cplusplus')
    expect(slugOf('Déjà Vu')).toBe('dejavu')
  })
})
