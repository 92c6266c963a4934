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
import { TALKS } from '@/features/admin/sections/test/fixtures.ts'

vi.mock('@/lib/toast/notify.ts', () => ({ notify: vi.fn(async () => {}) }))

describe("the home page's order with the owner's own sections", () => {
  beforeEach(() => localStorage.setItem('token', 'token'))
  afterEach(() => vi.unstubAllGlobals())

  it('lists a custom section by name before Contact, moves and hides it, and saves its key', async () => {
    const server = fakeServer({
      'GET /api/sections': () => answer(200, { success: true, data: [TALKS] }),
      'GET /api/site/settings': () =>
        answer(200, {
          success: true,
          // A key of a section since deleted is forgotten, not sent back.
          data: { ...TEST_SITE.settings, homeSections: [{ key: 'section:9', hidden: false }] },
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
    const group = await screen.findByRole('group', { name: 'Home page sections' })
    const names = () =>
      [...group.querySelectorAll('.home-section-name')].map((name) => name.textContent)
    expect(names().slice(-2)).toEqual(['Talks', 'Contact'])

    const up = within(group).getByRole('button', { name: 'Move Talks up' })
    const steps = names().length - 2
    for (let step = 0; step < steps - 1; step += 1) await userEvent.click(up)
    expect(names().slice(0, 2)).toEqual([names()[0], 'Talks'])
    await userEvent.click(within(group).getByRole('switch', { name: 'Show Talks' }))
    expect(group.querySelector('[data-hidden] .home-section-name')).toHaveTextContent(
      'Talks · hidden',
    )

    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await vi.waitFor(() => expect(server.writes()).toHaveLength(1))
    const sent = server.writes()[0]!.body as { homeSections: { key: string; hidden: boolean }[] }
    expect(sent.homeSections[1]).toEqual({ key: 'section:4', hidden: true })
    expect(sent.homeSections.map((place) => place.key)).not.toContain('section:9')
  })
})
