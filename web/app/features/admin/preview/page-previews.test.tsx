import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UserDetailsManager } from '@/features/admin/profile/components/user-details-manager.tsx'
import { SiteSettingsManager } from '@/features/admin/site/components/site-settings-form.tsx'
import { findPreview } from '@/features/admin/test/preview-queries.ts'
import {
  answer,
  fakeServer,
  renderWithSite,
  TEST_SITE,
} from '@/features/admin/test/render-with-router.tsx'

vi.mock('@/lib/toast/notify.ts', () => ({ notify: vi.fn(async () => {}) }))

const details = {
  _id: '1',
  name: 'Alex Doe',
  userimage: '/images/alex.png',
  prof: { '1st': 'Web developer', '2nd': '', '3rd': '', '4th': '' },
  currentsts: 'Open to work',
}

describe('the live preview of the profile and the site settings', () => {
  beforeEach(() => localStorage.setItem('token', 'token'))
  afterEach(() => vi.unstubAllGlobals())

  it('shows the home page hero with the profile details being updated', async () => {
    fakeServer({
      'GET /api/user/fetchuserdetails': () => answer(200, { success: true, data: [details] }),
    })
    renderWithSite(<UserDetailsManager />, TEST_SITE)
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }))
    const dialog = screen.getByRole('dialog', { name: 'Update profile details' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Site preview' }))
    const preview = await findPreview()
    expect(preview.getByRole('heading', { level: 1 })).toHaveTextContent('My name is Alex Doe')

    const name = within(dialog).getByLabelText('Name')
    await userEvent.clear(name)
    await userEvent.type(name, 'Sam Lee')
    await userEvent.clear(within(dialog).getByLabelText('Current status'))
    await userEvent.type(within(dialog).getByLabelText('Current status'), 'Building things')
    expect(preview.getByRole('heading', { level: 1 })).toHaveTextContent('My name is Sam Lee')
    expect(preview.getByText('Building things')).toBeVisible()
    expect(preview.getByRole('img', { name: 'Photo of Sam Lee' })).toHaveAttribute(
      'src',
      '/images/alex.png',
    )
  })

  it('shows the public page frame with the settings being edited', async () => {
    fakeServer({
      // The home order names the owner's own sections: none here.
      'GET /api/sections': () => answer(200, { success: true, data: [] }),
      'GET /api/site/settings': () =>
        answer(200, {
          success: true,
          data: { ...TEST_SITE.settings, displayName: '', siteTitle: '' },
          derived: { displayName: 'Alex Doe', siteTitle: "Alex's Portfolio" },
        }),
    })
    renderWithSite(<SiteSettingsManager />, TEST_SITE)
    await userEvent.click(await screen.findByRole('button', { name: 'Site preview' }))
    const preview = await findPreview()
    expect(preview.getByRole('banner')).toHaveTextContent("Alex's Portfolio")

    await userEvent.type(screen.getByLabelText('Site title'), 'Sam builds')
    await userEvent.clear(screen.getByLabelText('E-mail'))
    await userEvent.type(screen.getByLabelText('E-mail'), 'sam@example.com')
    expect(preview.getByRole('banner')).toHaveTextContent('Sam builds')
    expect(preview.getByText(/Or write to/)).toHaveTextContent('Or write to sam@example.com')
  })

  it("moves and hides home sections: the preview's navigation follows, Save sends the order", async () => {
    const server = fakeServer({
      // The home order names the owner's own sections: none here.
      'GET /api/sections': () => answer(200, { success: true, data: [] }),
      'GET /api/site/settings': () =>
        answer(200, {
          success: true,
          data: TEST_SITE.settings,
          derived: { displayName: 'Alex Doe', siteTitle: "Alex's Portfolio" },
        }),
      'PUT /api/site/settings': (request) =>
        answer(200, {
          success: true,
          updatedData: request.body,
          message: 'Settings Updated Successfully',
        }),
    })
    renderWithSite(<SiteSettingsManager />, TEST_SITE)
    await userEvent.click(await screen.findByRole('button', { name: 'Site preview' }))
    const preview = await findPreview()
    const navLinks = () =>
      within(preview.getByRole('navigation', { name: 'Main' }))
        .getAllByRole('link')
        .map((link) => link.textContent)
    expect(navLinks()).toEqual(['I. About', 'II. Skills', 'III. Projects', 'IV. Contact', 'Résumé'])

    const sections = screen.getByRole('group', { name: 'Home page sections' })
    await userEvent.click(within(sections).getByRole('button', { name: 'Move Skills up' }))
    await userEvent.click(within(sections).getByRole('button', { name: 'Move Skills up' }))
    await userEvent.click(within(sections).getByRole('button', { name: 'Move Skills up' }))
    expect(within(sections).getByRole('button', { name: 'Move Skills up' })).toHaveFocus()
    await userEvent.click(within(sections).getByRole('switch', { name: 'Show Projects' }))
    expect(within(sections).getByRole('switch', { name: 'Show Projects' })).not.toBeChecked()
    expect(navLinks()).toEqual(['I. Skills', 'II. About', 'III. Contact', 'Résumé'])

    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await vi.waitFor(() => expect(server.writes()).toHaveLength(1))
    const sent = server.writes()[0]!.body as { homeSections: { key: string; hidden: boolean }[] }
    expect(sent.homeSections.slice(0, 5)).toEqual([
      { key: 'skills', hidden: false },
      { key: 'about', hidden: false },
      { key: 'education', hidden: false },
      { key: 'experience', hidden: false },
      { key: 'projects', hidden: true },
    ])
  })
})
