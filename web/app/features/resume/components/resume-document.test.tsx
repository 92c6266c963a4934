import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ResumeOutline } from '@contract/resume-outline.ts'
import { ResumeDocument } from './resume-document.tsx'

const outline: ResumeOutline = {
  lang: 'en',
  name: 'Alex Doe',
  titles: ['Web Developer', 'Learner'],
  contacts: [
    { label: 'E-mail', text: 'alex@example.com', href: 'mailto:alex@example.com' },
    { label: 'Location', text: 'Berlin' },
  ],
  keywords: [],
  sections: [],
}

describe('ResumeDocument', () => {
  it('shows the name, the titles and the contact lines', () => {
    render(<ResumeDocument outline={outline} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Alex Doe')
    const titles = screen.getByRole('list', { name: 'Titles' })
    expect(within(titles).getAllByRole('listitem')).toHaveLength(2)
    expect(within(titles).getAllByText(/^(Web Developer|Learner)$/)).toHaveLength(2)
    const contacts = screen.getByRole('list', { name: 'Contact details' })
    expect(within(contacts).getByRole('link', { name: 'alex@example.com' })).toBeTruthy()
    expect(contacts.textContent).toContain('Location: Berlin')
  })

  it('shows no titles, contacts or sections the outline does not have', () => {
    render(<ResumeDocument outline={{ ...outline, titles: [], contacts: [] }} />)
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([])
    expect(screen.queryByRole('list', { name: 'Titles' })).toBeNull()
    expect(screen.queryByRole('list', { name: 'Contact details' })).toBeNull()
  })

  it('shows each section in its order, each in its style, every link named after its entry', () => {
    render(
      <ResumeDocument
        outline={{
          ...outline,
          sections: [
            {
              key: 'skills',
              title: 'Skills',
              style: 'inline',
              items: [
                { id: '1', title: 'TypeScript', details: [], links: [] },
                { id: '2', title: 'SQL', details: [], links: [] },
              ],
            },
            {
              key: 'section:4',
              title: 'Talks',
              style: 'entries',
              items: [
                {
                  id: '9',
                  title: 'Zero downtime',
                  place: 'Example Conf',
                  when: 'May 2025',
                  text: 'Expand, **backfill**, switch.',
                  details: ['databases · postgresql'],
                  links: [
                    { label: 'Slides', href: 'https://example.com/s', text: 'example.com/s' },
                  ],
                },
              ],
            },
          ],
        }}
      />,
    )
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Skills',
      'Talks',
    ])
    const skills = screen.getByRole('region', { name: 'Skills' })
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['TypeScript', 'SQL'])
    const talks = screen.getByRole('region', { name: 'Talks' })
    expect(within(talks).getByRole('heading', { level: 3 }).textContent).toBe(
      'Zero downtime, Example Conf',
    )
    expect(talks.textContent).toContain('May 2025')
    expect(within(talks).getByText('backfill').tagName).toBe('STRONG')
    const links = within(talks).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Slides of Zero downtime, Example Conf', 'https://example.com/s'],
    ])
  })

  it('ends a bounded section with how many more it has and a link to the full list', () => {
    render(
      <ResumeDocument
        outline={{
          ...outline,
          sections: [
            {
              key: 'projects',
              title: 'Projects',
              style: 'entries',
              items: [{ id: '1', title: 'Kanban board', details: [], links: [] }],
              more: { count: 992, href: 'https://alex.example/projects' },
            },
          ],
        }}
      />,
    )
    const section = screen.getByRole('region', { name: 'Projects' })
    expect(section.textContent).toContain('992 more: alex.example/projects')
    expect(
      within(section).getByRole('link', { name: 'alex.example/projects' }).getAttribute('href'),
    ).toBe('https://alex.example/projects')
  })
})
