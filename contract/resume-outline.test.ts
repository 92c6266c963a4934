import { describe, expect, it } from 'vitest'
import type { SiteSettings } from './site-settings.ts'
import { displayUrl, resumeContacts, telephoneHref } from './resume-outline.ts'

const settings: SiteSettings = {
  displayName: 'Alex Doe',
  siteTitle: "Alex's Portfolio",
  email: 'alex@example.com',
  phone: '+49 30 1234-567',
  location: 'Berlin',
  socialLinks: [
    { acc: 'GitHub', link: 'https://github.com/alexdoe/', icon: 'github' },
    { acc: 'LinkedIn', link: '', icon: 'linkedin' },
    { acc: 'Website', link: 'https://www.alex.example/cv', icon: 'website' },
  ],
  githubUsername: 'alexdoe',
  copyrightYear: 2026,
}

describe('displayUrl', () => {
  it('drops the scheme, "www." and trailing slashes but keeps the path', () => {
    expect(displayUrl('https://www.example.com/')).toBe('example.com')
    expect(displayUrl('http://github.com/alexdoe//')).toBe('github.com/alexdoe')
    expect(displayUrl('https://alex.example/cv?lang=en')).toBe('alex.example/cv?lang=en')
  })
})

describe('telephoneHref', () => {
  it('keeps only digits and a leading plus', () => {
    expect(telephoneHref('+49 (30) 1234-567')).toBe('tel:+49301234567')
  })
})

describe('resumeContacts', () => {
  it('names the portfolio itself after the location, unless a social link already does', () => {
    expect(resumeContacts(settings, 'https://alex.example/').slice(2, 4)).toEqual([
      { label: 'Location', text: 'Berlin' },
      { label: 'Portfolio', text: 'alex.example', href: 'https://alex.example/' },
    ])
    expect(
      resumeContacts(settings, 'https://www.alex.example/cv').filter(
        (contact) => contact.label === 'Portfolio',
      ),
    ).toEqual([])
  })

  it('lists e-mail, phone, location, then every social link that has an address', () => {
    expect(resumeContacts(settings)).toEqual([
      { label: 'E-mail', text: 'alex@example.com', href: 'mailto:alex@example.com' },
      { label: 'Phone', text: '+49 30 1234-567', href: 'tel:+49301234567' },
      { label: 'Location', text: 'Berlin' },
      { label: 'GitHub', text: 'github.com/alexdoe', href: 'https://github.com/alexdoe/' },
      { label: 'Website', text: 'alex.example/cv', href: 'https://www.alex.example/cv' },
    ])
  })

  it('adds the code-hosting profile from the username when no GitHub link is set', () => {
    const contacts = resumeContacts({ ...settings, socialLinks: [] })
    expect(contacts.at(-1)).toEqual({
      label: 'GitHub',
      text: 'github.com/alexdoe',
      href: 'https://github.com/alexdoe',
    })
  })

  it('leaves out what the owner did not fill in', () => {
    const contacts = resumeContacts({
      ...settings,
      email: '',
      phone: '',
      location: '',
      socialLinks: [],
      githubUsername: '',
    })
    expect(contacts).toEqual([])
  })
})
