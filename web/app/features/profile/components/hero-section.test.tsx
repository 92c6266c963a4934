import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { DEFAULT_TITLES } from '@contract/user-details.ts'
import type { Profile } from '@/lib/site/site-data.ts'
import { HeroSection } from './hero-section.tsx'

const OWNER: Profile = {
  name: 'Sam Lee',
  titles: ['Backend engineer', 'Mentor'],
  status: 'Open to work',
  positioning: 'I build calm, fast web apps for small teams',
  image: '/media/sam.webp',
  isDefault: false,
}

/** No profile saved yet: the defaults of site-data.ts profileFrom. */
const NO_PROFILE: Profile = {
  name: 'owner',
  titles: [...DEFAULT_TITLES],
  status: '',
  positioning: '',
  image: '/media/default-profile.webp',
  isDefault: true,
}

function renderHero(profile: Profile, contactHref?: string, resumePdf?: boolean) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <HeroSection
          profile={profile}
          siteTitle="Sam's Portfolio"
          contactHref={contactHref}
          resumePdf={resumePdf}
        />
      ),
    },
  ])
  render(<Stub initialEntries={['/']} />)
}

describe('the home hero', () => {
  it("shows the owner's status as a badge, their positioning line, Contact and Résumé", () => {
    renderHero(OWNER)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My name is Sam Lee')
    expect(screen.getByText('Open to work')).toHaveClass('status-badge')
    expect(screen.getByText('I build calm, fast web apps for small teams')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '#contact')
    expect(screen.getByRole('link', { name: 'Résumé' })).toHaveAttribute('href', '/resume')
    expect(screen.getByRole('img', { name: 'Photo of Sam Lee' })).toBeVisible()
  })

  it("downloads the résumé's PDF from its Résumé button when the owner turns that on", () => {
    renderHero(OWNER, undefined, true)
    const resume = screen.getByRole('link', { name: 'Résumé (PDF)' })
    expect(resume).toHaveAttribute('href', '/resume.pdf')
    expect(resume).toHaveAttribute('type', 'application/pdf')
  })

  it('reads a status too long for a badge as a paragraph, and leads to /contact when asked', () => {
    const status =
      'Finishing a degree in computer science and looking for a first job in backend work'
    renderHero({ ...OWNER, status, positioning: '' }, '/contact')
    expect(screen.getByText(status)).not.toHaveClass('status-badge')
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact')
  })

  it('before any profile is saved, shows no made-up person: the site title and a monogram', () => {
    renderHero(NO_PROFILE)
    const heading = screen.getByRole('heading', { level: 1 })
    expect(heading).toHaveTextContent("Sam's Portfolio")
    expect(heading).not.toHaveTextContent('My name is')
    for (const title of DEFAULT_TITLES) expect(screen.queryByText(title)).toBeNull()
    // No grey silhouette passed off as a photo of someone, and no résumé of nobody.
    expect(screen.queryByRole('img')).toBeNull()
    expect(document.querySelector('.hero-monogram')).toHaveTextContent('SP')
    expect(screen.queryByRole('link', { name: 'Résumé' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Contact' })).toBeVisible()
  })
})
