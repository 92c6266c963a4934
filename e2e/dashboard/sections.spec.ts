import type { Locator, Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/test.ts'
import { chooseInRowMenu, dragAnnouncement, liftFocusedHandle } from '../support/content-page.ts'
import {
  PNG,
  expect,
  expectExactToast,
  openDashboard,
  test,
  undoFromToast,
} from '../fixtures/dashboard.ts'

// Sections change the home page's order: a server of its own, from an empty install.
test.use({
  freshServer: true,
  seedDemo: false,
  viewport: { width: 390, height: 844 },
})
test.describe.configure({ timeout: 240_000 })

interface PublicSection {
  section: { _id: string; name: string; homeKey: string }
  items: { title: string; subtitle?: string; image?: string }[]
}

/** What the public API answers for a section's address. */
async function publicSection(page: Page, address: string): Promise<PublicSection> {
  const response = await page.request.get(`/api/sections/${address}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: PublicSection }).data
}

const titles = async (page: Page) =>
  (await publicSection(page, 'talks')).items.map((item) => item.title)

/** The toasts have closed by themselves (axe reads a fading one's colours half-way). */
const toastsGone = (page: Page) =>
  expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 20_000 })

/** On a phone every page is behind the top bar's Menu. */
async function goTo(page: Page, link: string) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: link, exact: true })
    .click()
}

async function addField(drawer: Locator, kind: string, label?: string) {
  await drawer
    .getByRole('group', { name: 'Add a field' })
    .getByRole('button', { name: `Add ${kind}` })
    .click()
  const name = drawer.getByLabel(`${kind} field`, { exact: true })
  await expect(name).toBeFocused()
  if (label) await name.fill(label)
}

async function addTalk(
  page: Page,
  talk: { title: string; event: string; start: string; slides?: string; image?: boolean },
) {
  await page.getByRole('button', { name: 'New item' }).first().click()
  const drawer = page.getByRole('dialog', { name: 'New item' })
  await drawer.getByLabel('Title', { exact: true }).fill(talk.title)
  await drawer.getByLabel('Event', { exact: true }).fill(talk.event)
  await drawer.getByLabel('Start Year').fill(talk.start)
  if (talk.slides) await drawer.getByLabel('Web address').fill(talk.slides)
  if (talk.image) {
    await drawer.getByLabel('Image', { exact: true }).setInputFiles(PNG)
    await expect(drawer.getByRole('img', { name: 'Preview of image' })).toBeVisible()
    // The form drawn from the definition, filled, passes axe too.
    await expectNoAxeViolations(page)
  }
  await drawer.getByRole('button', { name: 'Add item' }).click()
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('article', { name: talk.title })).toBeVisible()
}

test('on a phone, the owner makes Talks, adds three talks, orders them, deletes one and undoes, and puts Talks second on the home page', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openDashboard(page, '/dashboard/audience')
  await goTo(page, 'Sections')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sections')
  await expect(page.getByText('No sections of your own yet')).toBeVisible()
  await expectNoAxeViolations(page)

  // The definition: a name (the address follows), and the fields in the owner's words.
  await page.getByRole('button', { name: 'New section' }).first().click()
  const drawer = page.getByRole('dialog', { name: 'New section' })
  await drawer.getByLabel('Name', { exact: true }).fill('Talks')
  await expect(drawer.getByLabel('Address', { exact: true })).toHaveValue('talks')
  // An icon is a tile: its picture and its name.
  await drawer.getByText('Speech bubble', { exact: true }).click()
  await expect(drawer.getByRole('radio', { name: 'Speech bubble' })).toBeChecked()
  await addField(drawer, 'Subtitle', 'Event')
  await addField(drawer, 'Date or period', 'Period')
  await addField(drawer, 'Link', 'Slides')
  await addField(drawer, 'Image')
  await expectNoAxeViolations(page)
  await drawer.getByRole('button', { name: 'Add section' }).click()
  await expectExactToast(page, 'Section Added Successfully')
  await expect(drawer).toBeHidden()

  // Its own page: its title in the list leads there.
  await page.getByRole('link', { name: 'Talks', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard\/sections\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talks')
  await expect(page.getByText('Nothing in Talks yet')).toBeVisible()

  await addTalk(page, {
    title: 'Scaling reads',
    event: 'NodeConf EU',
    start: '2023',
    slides: 'https://example.com/scaling.pdf',
    image: true,
  })
  await addTalk(page, { title: 'Kysely in practice', event: 'JSNation', start: '2024' })
  await addTalk(page, { title: 'Small servers', event: 'Local meetup', start: '2025' })
  const first = page.getByRole('article', { name: 'Scaling reads' })
  await expect(first.getByRole('presentation')).toHaveAttribute('src', /^\/media\/[0-9a-f]+\.webp$/)
  await expect(first).toContainText('NodeConf EU · 2023')
  expect(await titles(page)).toEqual(['Scaling reads', 'Kysely in practice', 'Small servers'])

  // The keyboard drags the last talk to the top by its handle, hearing where it goes.
  await page.getByRole('button', { name: 'Drag Small servers to reorder' }).focus()
  const announcement = dragAnnouncement(page)
  await liftFocusedHandle(page, 'Picked up Small servers, at place 3 of 3')
  for (const place of [2, 1]) {
    await page.keyboard.press('ArrowUp')
    await expect(announcement).toContainText(`Small servers is over place ${place} of 3`)
  }
  await page.keyboard.press('Space')
  await expectExactToast(page, 'Order Updated Successfully')
  await expect
    .poll(() => titles(page))
    .toEqual(['Small servers', 'Scaling reads', 'Kysely in practice'])

  // Deleted, then put back by the toast's Undo, in its place.
  await chooseInRowMenu(page.getByRole('article', { name: 'Kysely in practice' }), 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Confirm delete' })
  await confirm.getByRole('button', { name: 'Yes, delete' }).click()
  await expectExactToast(page, 'Item Deleted Successfully')
  await expect(page.getByRole('article', { name: 'Kysely in practice' })).toHaveCount(0)
  await undoFromToast(page, 'Item Deleted Successfully')
  await expect(page.getByRole('article', { name: 'Kysely in practice' })).toBeVisible()
  await toastsGone(page)
  await expectNoAxeViolations(page)

  // Second on the home page, from Site settings.
  const talks = await publicSection(page, 'talks')
  await goTo(page, 'Site settings')
  const order = page.getByRole('group', { name: 'Home page sections' })
  const names = async () =>
    (await order.locator('.home-section-name').allTextContents()).map((name) => name.trim())
  await expect.poll(names).toContain('Talks')
  const up = order.getByRole('button', { name: 'Move Talks up' })
  while ((await names()).indexOf('Talks') > 1) await up.click()
  expect((await names()).slice(0, 2)).toEqual(['About', 'Talks'])
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expectExactToast(page, 'Settings Updated Successfully')

  const settings = await page.evaluate(async () => {
    const response = await fetch('/api/site/settings', {
      headers: { 'auth-token': localStorage.getItem('token') ?? '' },
    })
    return ((await response.json()) as { data: { homeSections: { key: string }[] } }).data
  })
  expect(settings.homeSections[1]?.key).toBe(talks.section.homeKey)

  // The public API answers the talks in the owner's order, the image with its talk.
  const answered = await publicSection(page, 'talks')
  expect(answered.items.map((item) => item.title)).toEqual([
    'Small servers',
    'Scaling reads',
    'Kysely in practice',
  ])
  expect(answered.items[1]).toMatchObject({ subtitle: 'NodeConf EU' })
  expect(answered.items[1]?.image).toMatch(/^\/media\/[0-9a-f]+\.webp$/)

  // What a visitor sees: /talks with the talks in that order, and Talks on the home page.
  await page.goto('/talks')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talks')
  const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ')
  const at = ['Small servers', 'Scaling reads', 'Kysely in practice'].map((title) =>
    text.indexOf(title),
  )
  expect(at.every((index) => index >= 0)).toBe(true)
  expect([...at].sort((a, b) => a - b)).toEqual(at)
  await expect(page.locator('main').getByText('NodeConf EU')).toBeVisible()
  await page.goto('/')
  await expect(page.locator('main h2.section-title').filter({ hasText: 'Talks' })).toBeVisible()
  await expect(page.locator('main a[href="/talks"]').first()).toBeAttached()
})
