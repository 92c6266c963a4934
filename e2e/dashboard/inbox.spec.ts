import type { Locator, Page } from '@playwright/test'
import { expectNoAxeViolations } from '../support/test.ts'
import {
  expect,
  expectExactToast,
  openDashboard,
  test,
  undoFromToast,
} from '../fixtures/dashboard.ts'

// Each test starts a server of its own on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 })
// The unread count is the whole inbox's: every test counts on an inbox of its own.
test.use({ freshServer: true })

const WIDE = { width: 1440, height: 900 }
const PHONE = { width: 390, height: 844 }

let sender = 0
/** A visitor's message, sent through the public API from an address of its own. */
async function send(page: Page, name: string, msg: string) {
  sender++
  const response = await page.request.post('/api/contact/addmsg', {
    data: { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, msg },
    headers: { 'x-forwarded-for': `10.38.${Math.floor(sender / 200)}.${(sender % 200) + 1}` },
  })
  expect(response.ok()).toBe(true)
}

async function sendThree(page: Page) {
  await send(page, 'Ada Lovelace', 'About the analytical engine')
  await send(page, 'Grace Hopper', 'A question about compilers')
  await send(page, 'Linus Example', 'Hello & welcome?\nSecond line #two')
}

const messagesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Messages/ })
const messagesList = (page: Page) => page.getByRole('region', { name: 'Messages list' })
const row = (page: Page, name: RegExp) => messagesList(page).getByRole('button', { name })

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  expect(found).not.toBeNull()
  return found!
}

test('opening reads a message, Mark unread puts it back; the badge and the title count them', async ({
  page,
}) => {
  await page.setViewportSize(WIDE)
  await sendThree(page)
  await openDashboard(page, '/dashboard/managecontacts')
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible()
  await expect(messagesLink(page)).toHaveAccessibleName('Messages 3 unread')
  await expect(page).toHaveTitle(/^\(3\) .+ \| Messages$/)
  await expect(messagesList(page).getByRole('listitem')).toHaveCount(3)

  await row(page, /^Unread, Message-1, Linus Example/).click()
  const detail = page.getByRole('article', { name: 'Message-1' })
  await expect(detail).toContainText('Hello & welcome?')
  await expect(detail.getByRole('heading', { level: 2 })).toBeFocused()
  await expect(row(page, /^Message-1, Linus Example/)).toBeVisible()
  await expect(messagesLink(page)).toHaveAccessibleName('Messages 2 unread')
  await expect(page).toHaveTitle(/^\(2\) .+ \| Messages$/)

  // Side by side at 1440 px: the list on the left, the message to its right, tops aligned.
  const list = await box(messagesList(page))
  const open = await box(page.getByRole('region', { name: 'Message', exact: true }))
  expect(list.x + list.width).toBeLessThanOrEqual(open.x)
  expect(Math.abs(list.y - open.y)).toBeLessThan(2)

  // Reply before Delete; it answers with "Re:" and the text quoted, percent-encoded.
  const reply = detail.getByRole('link', { name: 'Reply to Linus Example' })
  const remove = detail.getByRole('button', { name: 'Delete Message-1' })
  expect(
    await reply.evaluate(
      (link, other) => !!(link.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await remove.elementHandle(),
    ),
  ).toBe(true)
  const href = (await reply.getAttribute('href'))!
  expect(href).toMatch(/^mailto:linus@example\.com\?subject=Re%3A%20/)
  const mail = new URL(href)
  expect(mail.searchParams.get('subject')).toMatch(/^Re: Your message on .+/)
  expect(mail.searchParams.get('body')).toMatch(
    /On .+, Linus Example wrote:\r\n> Hello & welcome\?\r\n> Second line #two\r\n$/,
  )

  await detail.getByRole('button', { name: 'Mark unread' }).click()
  await expectExactToast(page, 'Marked as unread')
  await expect(detail).toHaveCount(0)
  await expect(row(page, /^Unread, Message-1, Linus Example/)).toBeFocused()
  await expect(messagesLink(page)).toHaveAccessibleName('Messages 3 unread')
  await expect(page).toHaveTitle(/^\(3\) .+ \| Messages$/)

  // Kept by the server: read again after a reload, and shown in search results.
  await row(page, /Message-2, Grace Hopper/).click()
  await expect(messagesLink(page)).toHaveAccessibleName('Messages 2 unread')
  await page.reload()
  await expect(row(page, /^Message-2, Grace Hopper/)).toBeVisible()
  await expect(row(page, /^Unread, Message-1, Linus Example/)).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search messages' }).fill('e')
  await expect(page.getByText('3 messages matching “e”')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search messages' }).fill('hopper')
  await expect(messagesList(page).getByRole('listitem')).toHaveCount(1)
  await expect(row(page, /^Message-1, Grace Hopper/)).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search messages' }).fill('linus')
  await expect(row(page, /^Unread, Message-1, Linus Example/)).toBeVisible()

  // Delete keeps its confirmation, its toast and Undo (the message comes back as it was).
  await row(page, /Linus Example/).click()
  await page
    .getByRole('article', { name: 'Message-1' })
    .getByRole('button', { name: /^Delete/ })
    .click()
  await page
    .getByRole('dialog', { name: 'Confirm delete' })
    .getByRole('button', { name: 'Yes, delete' })
    .click()
  await expectExactToast(page, 'Message Deleted Successfully')
  await expect(page.getByRole('heading', { name: 'No messages to display' })).toHaveCount(0)
  await expect(page.getByText('No messages match “linus”')).toBeVisible()
  await expect(messagesLink(page)).toHaveAccessibleName('Messages 1 unread')
  await undoFromToast(page, 'Message Deleted Successfully')
  await expect(row(page, /^Message-1, Linus Example/)).toBeVisible()
})

test('on a phone the open message takes the list’s place, and Back returns to its row', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await sendThree(page)
  await openDashboard(page, '/dashboard/managecontacts')
  // A dot beside the top bar's Menu button says messages wait; the drawer shows how many.
  const bar = page.getByRole('banner')
  await expect(bar.getByTestId('topbar-unread')).toBeVisible()
  await expect(bar.getByTestId('topbar-unread')).toHaveText('3 unread messages')
  await page.getByRole('button', { name: 'Menu', exact: true }).click()
  await expect(messagesLink(page)).toHaveAccessibleName('Messages 3 unread')
  await expect(messagesLink(page).getByTestId('unread-badge')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(messagesLink(page)).toHaveCount(0)

  const grace = row(page, /^Unread, Message-2, Grace Hopper/)
  await grace.focus()
  await page.keyboard.press('Enter')
  const detail = page.getByRole('article', { name: 'Message-2' })
  await expect(detail).toBeVisible()
  await expect(messagesList(page)).toBeHidden()
  await expect(detail.getByRole('heading', { level: 2 })).toBeFocused()
  const back = detail.getByRole('button', { name: 'Back to messages' })
  await expect(back).toBeVisible()
  expect((await box(back)).height).toBeGreaterThanOrEqual(44)
  await back.click()
  await expect(detail).toHaveCount(0)
  await expect(row(page, /^Message-2, Grace Hopper/)).toBeFocused()

  // Escape is a way back too.
  await page.keyboard.press('Enter')
  await expect(page.getByRole('article', { name: 'Message-2' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(messagesList(page)).toBeVisible()
  await expect(row(page, /^Message-2, Grace Hopper/)).toBeFocused()
})

test('an empty inbox says what it is for, with no count in the title', async ({ page }) => {
  await openDashboard(page, '/dashboard/managecontacts')
  await expect(page.getByRole('heading', { name: 'No messages to display' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'See your contact form' })).toBeVisible()
  await expect(page).toHaveTitle(/^[^(].* \| Messages$/)
  await expect(messagesLink(page)).toHaveAccessibleName('Messages')
})

test.describe('axe and screenshots', () => {
  // Axe reads the whole page several times: the shared server, and time for a busy machine.
  test.use({ freshServer: false })

  for (const mode of ['dark', 'light'] as const) {
    for (const size of [WIDE, PHONE]) {
      test(`axe finds no violations in the inbox, ${mode} mode, ${size.width} px wide`, async ({
        page,
      }) => {
        test.setTimeout(150_000)
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
        await page.setViewportSize(size)
        const name = `Grace ${mode} ${size.width}`
        await send(page, name, 'A question about compilers.\nCould we talk next week?')
        await openDashboard(page, '/dashboard/managecontacts')
        await row(page, new RegExp(`Message-\\d+, ${name}`)).click()
        await expect(page.getByRole('article', { name: /^Message-\d+$/ })).toBeVisible()
        await expect(page.locator('.Toastify__toast')).toHaveCount(0)
        await expectNoAxeViolations(page)
        await page.screenshot({
          path: test.info().outputPath(`inbox-${size.width}-${mode}-message.png`),
        })
        await page.getByRole('article').press('Escape')
        await expect(messagesList(page)).toBeVisible()
        await expectNoAxeViolations(page)
        await page.screenshot({ path: test.info().outputPath(`inbox-${size.width}-${mode}.png`) })
      })
    }
  }
})
