import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RESUME_CHOICES } from '@contract/resume-choices.ts'
import { DEFAULT_LOOK } from '@contract/site-look.ts'
import type { SiteSettings } from '@contract/site-settings.ts'
import {
  createTestApp,
  OWNER_EMAIL,
  OWNER_PASSWORD,
  type TestApp,
} from '@/test-support/test-app.ts'
import { imageForm, pngImage } from '../media/media-test-support.ts'
import { createPublicContent } from '../web-host/public-content.ts'

const url = '/api/site/settings'

async function readSettings(t: TestApp): Promise<SiteSettings> {
  const response = await t.app.inject({ method: 'GET', url })
  expect(response.statusCode).toBe(200)
  expect(response.json().success).toBe(true)
  return response.json().data
}

describe('site settings before the owner saves any', () => {
  it("answers defaults: the name and title follow the owner's name, the copyright starts this year", async () => {
    const t = await createTestApp()
    try {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.json()).toEqual({
        success: true,
        data: {
          displayName: '',
          siteTitle: '',
          email: OWNER_EMAIL,
          phone: '',
          location: '',
          positioning: '',
          socialLinks: [],
          githubUsername: '',
          copyrightYear: new Date().getUTCFullYear(),
          theme: 'dark',
          homeSections: [],
          published: false,
          look: DEFAULT_LOOK,
          resume: DEFAULT_RESUME_CHOICES,
          languages: { default: 'en', additional: [] },
        },
        derived: { displayName: 'Test Owner', siteTitle: "Test's Portfolio" },
      })
    } finally {
      await t.close()
    }
  })

  it('takes the theme for first-time visitors, and keeps it when a client sends none', async () => {
    const t = await createTestApp()
    try {
      const headers = await t.ownerHeaders()
      const settings = await readSettings(t)
      for (const theme of ['dark', 'system', 'light']) {
        const saved = await t.app.inject({
          method: 'PUT',
          url,
          headers,
          payload: { ...settings, theme },
        })
        expect(saved.statusCode).toBe(200)
        expect((await readSettings(t)).theme).toBe(theme)
      }
      const { theme: _, ...older } = settings
      const fromOlderClient = await t.app.inject({ method: 'PUT', url, headers, payload: older })
      expect(fromOlderClient.statusCode).toBe(200)
      expect((await readSettings(t)).theme).toBe('light')
      const wrong = await t.app.inject({
        method: 'PUT',
        url,
        headers,
        payload: { ...settings, theme: 'sepia' },
      })
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json().message).toBe(
        'Theme for first-time visitors is not one of the allowed values',
      )
    } finally {
      await t.close()
    }
  })

  it('keeps the positioning statement, refuses one over 140 characters, and keeps it when a client sends none', async () => {
    const t = await createTestApp()
    try {
      const headers = await t.ownerHeaders()
      const settings = await readSettings(t)
      const statement = 'I build calm, fast web apps for small teams'
      const put = (payload: object) => t.app.inject({ method: 'PUT', url, headers, payload })
      expect((await put({ ...settings, positioning: statement })).statusCode).toBe(200)
      expect((await readSettings(t)).positioning).toBe(statement)
      const tooLong = await put({ ...settings, positioning: 'x'.repeat(141) })
      expect(tooLong.statusCode).toBe(400)
      expect(tooLong.json().message).toMatch(/^Positioning statement /)
      const { positioning: _, ...older } = settings
      expect((await put(older)).statusCode).toBe(200)
      expect((await readSettings(t)).positioning).toBe(statement)
    } finally {
      await t.close()
    }
  })

  it('keeps the default and additional languages, refuses bad tags in words, and keeps them when a client sends none', async () => {
    const t = await createTestApp()
    try {
      const headers = await t.ownerHeaders()
      const settings = await readSettings(t)
      expect(settings.languages).toEqual({ default: 'en', additional: [] })
      const put = (payload: object) => t.app.inject({ method: 'PUT', url, headers, payload })
      const languages = { default: 'en', additional: ['de', 'pt-BR', 'ar'] }
      expect((await put({ ...settings, languages })).statusCode).toBe(200)
      expect((await readSettings(t)).languages).toEqual(languages)

      const refusals: [object, string][] = [
        [
          { default: 'en', additional: ['de', 'en'] },
          'English is the default language: it cannot be an additional one too',
        ],
        [{ default: 'en', additional: ['de', 'de'] }, 'Deutsch is listed twice'],
        [{ default: 'en', additional: ['pt-br'] }, 'Write the language "pt-br" as "pt-BR"'],
        [
          { default: 'en_US', additional: [] },
          '"en_US" is not a language tag (use one such as en, de or pt-BR)',
        ],
        [
          { default: 'en', additional: ['x-private'] },
          '"x-private" is not a language tag (use one such as en, de or pt-BR)',
        ],
        [
          {
            default: 'en',
            additional: ['de', 'fr', 'es', 'it', 'nl', 'pl', 'sv', 'da', 'fi', 'nb'],
          },
          'A site has at most 10 languages',
        ],
      ]
      for (const [wrong, message] of refusals) {
        const refused = await put({ ...settings, languages: wrong })
        expect(refused.statusCode).toBe(400)
        expect(refused.json().message).toBe(message)
      }
      const { languages: _, ...older } = settings
      expect((await put(older)).statusCode).toBe(200)
      expect((await readSettings(t)).languages).toEqual(languages)
    } finally {
      await t.close()
    }
  })

  it('answers defaults that a PUT accepts unchanged, whatever the owner configured', async () => {
    const t = await createTestApp({ OWNER_EMAIL: 'owner@localhost', OWNER_NAME: 'Y'.repeat(300) })
    try {
      const defaults = await readSettings(t)
      const response = await t.app.inject({
        method: 'PUT',
        url,
        headers: await t.ownerHeaders(),
        payload: defaults,
      })
      expect(response.statusCode).toBe(200)
      expect(await readSettings(t)).toEqual(defaults)
    } finally {
      await t.close()
    }
  })
})

describe('site settings API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const edited = (settings: SiteSettings): SiteSettings => ({
    ...settings,
    displayName: 'Ada Lovelace',
    siteTitle: "Ada's Portfolio",
    phone: '+44 20 7946 0000',
    location: 'London',
    githubUsername: 'ada-l',
    copyrightYear: 2024,
    socialLinks: [
      { acc: 'GitHub', link: 'https://github.com/ada-l', icon: 'github' },
      { acc: 'LinkedIn', link: 'https://www.linkedin.com/in/ada', icon: 'linkedin' },
    ],
  })

  it('saves a read-edit-write round trip and answers what it saved', async () => {
    const settings = edited(await readSettings(t))
    const response = await t.app.inject({
      method: 'PUT',
      url,
      headers: await t.ownerHeaders(),
      payload: settings,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      success: true,
      updatedData: settings,
      message: 'Settings Updated Successfully',
    })
    expect(await readSettings(t)).toEqual(settings)

    // What GET answers after a save is accepted again as it is.
    const again = await t.app.inject({
      method: 'PUT',
      url,
      headers: await t.ownerHeaders(),
      payload: await readSettings(t),
    })
    expect(again.statusCode).toBe(200)
    expect(await readSettings(t)).toEqual(settings)
  })

  it('answers 401 to a PUT without a token and changes nothing', async () => {
    const before = await readSettings(t)
    const response = await t.app.inject({ method: 'PUT', url, payload: edited(before) })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      success: false,
      message: 'Please authenticate using a valid token',
    })
    expect(await readSettings(t)).toEqual(before)
  })

  const link = { acc: 'GitHub', link: 'https://github.com/ada-l', icon: 'github' }
  it.each([
    ['a missing field', (s: SiteSettings) => ({ ...s, phone: undefined }), 'Phone is required'],
    ['an unknown field', (s: SiteSettings) => ({ ...s, colour: 'red' }), 'Unknown field "colour"'],
    [
      'a display name over the limit',
      (s: SiteSettings) => ({ ...s, displayName: 'A'.repeat(201) }),
      'Display name must be at most 200 characters',
    ],
    [
      'an e-mail that is not one',
      (s: SiteSettings) => ({ ...s, email: 'nope' }),
      'Enter a valid e-mail address',
    ],
    [
      'a GitHub username of the wrong shape',
      (s: SiteSettings) => ({ ...s, githubUsername: 'a/b' }),
      'A GitHub username has only letters, digits and single dashes',
    ],
    [
      'a copyright year that is not a whole number',
      (s: SiteSettings) => ({ ...s, copyrightYear: '2023' }),
      'Copyright year must be a whole number',
    ],
    [
      'a social link with an unknown icon',
      (s: SiteSettings) => ({ ...s, socialLinks: [{ ...link, icon: 'myspace' }] }),
      'Icon is not one of the allowed values',
    ],
    [
      'a social link that is not http(s)',
      (s: SiteSettings) => ({ ...s, socialLinks: [{ ...link, link: 'javascript:alert(1)' }] }),
      'Profile link must be a web address starting with https://',
    ],
    [
      'a social link with an unknown field',
      (s: SiteSettings) => ({ ...s, socialLinks: [{ ...link, color: 'red' }] }),
      'Unknown field "color"',
    ],
    [
      'too many social links',
      (s: SiteSettings) => ({ ...s, socialLinks: Array.from({ length: 13 }, () => link) }),
      'Social links can have at most 12 entries',
    ],
    [
      'an array instead of the object',
      (s: SiteSettings) => [s],
      'The request body must be an object',
    ],
  ] as const)('refuses %s with 400 and changes nothing', async (_, change, message) => {
    const before = await readSettings(t)
    const response = await t.app.inject({
      method: 'PUT',
      url,
      headers: await t.ownerHeaders(),
      payload: change(before),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message })
    expect(await readSettings(t)).toEqual(before)
  })
})

describe("the site's name, set once", () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const derived = async () => (await t.app.inject({ method: 'GET', url })).json().derived
  /** What the public pages read (they are not served under test; e2e/seo.spec.ts reads them). */
  const shownTitle = async () => (await createPublicContent(t.app).getSiteSettings()).siteTitle

  it("follows the account's name, then the profile's, until the owner writes another", async () => {
    const headers = await t.ownerHeaders()
    const account = await t.app.inject({
      method: 'PUT',
      url: '/api/user/updateaccount',
      headers,
      payload: { name: 'Ada Lovelace', password: OWNER_PASSWORD },
    })
    expect(account.statusCode).toBe(200)
    expect(await derived()).toEqual({ displayName: 'Ada Lovelace', siteTitle: "Ada's Portfolio" })

    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/user/adduserdetails',
      headers,
      payload: imageForm(
        {
          name: 'Grace Hopper',
          profone: 'Engineer',
          proftwo: 'Admiral',
          profthree: 'Teacher',
          proffour: 'Speaker',
          currentsts: 'Compiling',
        },
        { bytes: await pngImage() },
      ),
    })
    expect(profile.statusCode, profile.body).toBe(200)
    expect(await derived()).toEqual({ displayName: 'Grace Hopper', siteTitle: "Grace's Portfolio" })
    expect(await shownTitle()).toBe("Grace's Portfolio")

    const settings = await readSettings(t)
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { ...settings, siteTitle: 'Compiler Works' },
    })
    expect(saved.statusCode).toBe(200)
    expect(await shownTitle()).toBe('Compiler Works')
    expect(await derived()).toEqual({ displayName: 'Grace Hopper', siteTitle: "Grace's Portfolio" })
  })
})
