import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Profile } from '@/lib/site/site-data.ts'
import { ResumeDocument, type ResumeContent } from './resume-document.tsx'

const profile: Profile = {
  name: 'Alex Doe',
  titles: ['Web Developer', 'Learner'],
  status: '',
  positioning: '',
  image: '/media/default-profile.webp',
  isDefault: false,
}

const empty: ResumeContent = {
  about: [],
  experience: [],
  education: [],
  skills: [],
  projects: [],
  certificates: [],
}

describe('ResumeDocument', () => {
  it('shows the name, the titles and the contact lines', () => {
    render(
      <ResumeDocument
        profile={profile}
        contacts={[
          { label: 'E-mail', text: 'alex@example.com', href: 'mailto:alex@example.com' },
          { label: 'Location', text: 'Berlin' },
        ]}
        {...empty}
      />,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Alex Doe')
    const titles = screen.getByRole('list', { name: 'Titles' })
    expect(within(titles).getAllByRole('listitem')).toHaveLength(2)
    expect(within(titles).getAllByText(/^(Web Developer|Learner)$/)).toHaveLength(2)
    const contacts = screen.getByRole('list', { name: 'Contact details' })
    expect(within(contacts).getByRole('link', { name: 'alex@example.com' })).toBeTruthy()
    expect(contacts.textContent).toContain('Location: Berlin')
  })

  it('leaves out sections without entries', () => {
    render(<ResumeDocument profile={profile} contacts={[]} {...empty} />)
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([])
    expect(screen.queryByRole('list', { name: 'Contact details' })).toBeNull()
  })

  it('links only the addresses an entry has, each named after its entry', () => {
    render(
      <ResumeDocument
        profile={profile}
        contacts={[]}
        {...empty}
        projects={[
          {
            _id: '1',
            title: 'Task Board',
            desc: 'A board.',
            tools: 'React',
            links: { github: 'https://github.com/a/b', live: '' },
            image: '/media/x.webp',
            slug: '',
            featured: false,
            body: '',
            role: '',
            team: '',
            timeline: '',
            outcomes: [],
            gallery: [],
          },
        ]}
      />,
    )
    const projects = screen.getByRole('region', { name: 'Projects' })
    const links = within(projects).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Code of Task Board', 'https://github.com/a/b'],
    ])
  })

  it('prints no titles before the owner has a profile (the defaults are not their words)', () => {
    render(<ResumeDocument profile={{ ...profile, isDefault: true }} contacts={[]} {...empty} />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Alex Doe')
    expect(screen.queryByText(/Web Developer/)).toBeNull()
  })
})
