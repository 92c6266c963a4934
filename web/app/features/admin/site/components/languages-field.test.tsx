import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SiteSettingsManager } from '@/features/admin/site/components/site-settings-form.tsx'
import {
  answer,
  fakeServer,
  renderWithSite,
  TEST_SITE,
} from '@/features/admin/test/render-with-router.tsx'

vi.mock('@/lib/toast/notify.ts', () => ({ notify: vi.fn(async () => {}) }))

describe("the site's languages in Site settings", () => {
  beforeEach(() => localStorage.setItem('token', 'token'))
  afterEach(() => vi.unstubAllGlobals())

  it('chooses the default language by its own name, adds and removes others, and saves them', async () => {
    const server = fakeServer({
      'GET /api/sections': () => answer(200, { success: true, data: [] }),
      'GET /api/site/settings': () =>
        answer(200, {
          success: true,
          data: { ...TEST_SITE.settings, languages: { default: 'en', additional: ['fr'] } },
          derived: { displayName: 'Alex Doe', siteTitle: "Alex's Portfolio" },
        }),
      'GET /api/translations': () =>
        answer(200, {
          success: true,
          data: {
            defaultLanguage: 'en',
            languages: [
              { language: 'fr', name: 'Français', translated: 33, translatable: 64, types: [] },
            ],
          },
        }),
      'PUT /api/site/settings': (request) =>
        answer(200, {
          success: true,
          updatedData: request.body,
          message: 'Settings Updated Successfully',
        }),
    })
    renderWithSite(<SiteSettingsManager />, TEST_SITE)
    const group = await screen.findByRole('group', { name: 'Languages' })
    const defaultLanguage = within(group).getByRole('combobox', { name: 'Default language' })
    expect(defaultLanguage).toHaveDisplayValue('English (en), site texts translated')
    // A language without Vitrine's texts is offered too, by its own name, unmarked.
    expect(
      within(defaultLanguage).getByRole('option', { name: 'Nederlands (nl)' }),
    ).toBeInTheDocument()

    // How much of the content each additional language has.
    expect(
      await within(group).findByText(
        '51 % translated, 31 texts missing: translate from each list’s row menu',
      ),
    ).toBeInTheDocument()
    expect(within(group).getByRole('button', { name: 'Site texts in Français' })).toBeEnabled()

    // The additional one chosen as the default leaves the additional ones.
    await userEvent.selectOptions(defaultLanguage, 'fr')
    expect(within(group).getByText('None yet.')).toBeInTheDocument()
    await userEvent.selectOptions(
      within(group).getByRole('combobox', { name: 'Language to add' }),
      'ar',
    )
    await userEvent.click(within(group).getByRole('button', { name: 'Add language' }))
    await userEvent.selectOptions(
      within(group).getByRole('combobox', { name: 'Language to add' }),
      'de',
    )
    await userEvent.click(within(group).getByRole('button', { name: 'Add language' }))
    await userEvent.click(within(group).getByRole('button', { name: 'Remove العربية' }))

    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await vi.waitFor(() => expect(server.writes()).toHaveLength(1))
    const sent = server.writes()[0]!.body as { languages: unknown }
    expect(sent.languages).toEqual({ default: 'fr', additional: ['de'] })
  })
})
