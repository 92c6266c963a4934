import { describe, expect, it } from 'vitest'
import { caseStudyNeighbours, showcaseParts } from './project-order.ts'

const project = (title: string, options: { featured?: boolean; study?: boolean } = {}) => ({
  title,
  featured: options.featured ?? false,
  slug: options.study === false ? '' : title.toLowerCase(),
  body: options.study === false ? '' : 'A case study.',
})

describe('case study neighbours', () => {
  // The owner's order; the projects page shows the featured ones first.
  const projects = [
    project('Alpha'),
    project('Bravo', { study: false }),
    project('Charlie', { featured: true }),
    project('Delta'),
    project('Echo', { featured: true, study: false }),
    project('Foxtrot', { featured: true }),
  ]

  it('follows the projects page: the featured ones first, each part in the owner’s order', () => {
    const { featured, others } = showcaseParts(projects)
    expect([...featured, ...others].map((item) => item.title)).toEqual([
      'Charlie',
      'Echo',
      'Foxtrot',
      'Alpha',
      'Bravo',
      'Delta',
    ])
  })

  it('links the case studies around one, skipping projects without a case study', () => {
    expect(caseStudyNeighbours(projects, 'foxtrot')).toEqual({
      previous: { to: '/projects/charlie', title: 'Charlie' },
      next: { to: '/projects/alpha', title: 'Alpha' },
    })
    expect(caseStudyNeighbours(projects, 'alpha')).toEqual({
      previous: { to: '/projects/foxtrot', title: 'Foxtrot' },
      next: { to: '/projects/delta', title: 'Delta' },
    })
  })

  it('has no previous for the first and no next for the last, nor any for an address it lacks', () => {
    expect(caseStudyNeighbours(projects, 'charlie')).toEqual({
      previous: undefined,
      next: { to: '/projects/foxtrot', title: 'Foxtrot' },
    })
    expect(caseStudyNeighbours(projects, 'delta')).toEqual({
      previous: { to: '/projects/alpha', title: 'Alpha' },
      next: undefined,
    })
    expect(caseStudyNeighbours(projects, 'bravo')).toEqual({})
    expect(caseStudyNeighbours([project('Solo')], 'solo')).toEqual({
      previous: undefined,
      next: undefined,
    })
  })
})
