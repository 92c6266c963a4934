import type { Page } from '@playwright/test'
import { expect, open, test } from './support/test.ts'

/** Each test sends from its own address (the server trusts X-Forwarded-For here). */
function senderAddress(testId: string) {
  let hash = 0
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return `198.51.${(hash >> 8) % 256}.${hash % 256}`
}

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': senderAddress(testInfo.testId) })
})

async function fill(page: Page, values: [string, string, string]) {
  await page.getByLabel('Name', { exact: true }).fill(values[0])
  await page.getByLabel('Email', { exact: true }).fill(values[1])
  await page.getByLabel('Message', { exact: true }).fill(values[2])
}

const form = (page: Page) => page.getByRole('form', { name: 'Contact' })
/** The toasts on screen, not counting one on its way out. */
const toasts = (page: Page) => page.locator('.Toastify__toast:not([class*="-exit"])')

const fieldValues = (page: Page) =>
  Promise.all(
    ['Name', 'Email', 'Message'].map((label) =>
      page.getByLabel(label, { exact: true }).inputValue(),
    ),
  )

test('the contact form has labelled fields, an email input and a hidden honeypot', async ({
  page,
}) => {
  await open(page, '/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact')
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email')
  const honeypot = page.locator('input[name="website"]')
  await expect(honeypot).toHaveCount(1)
  await expect(honeypot).not.toBeInViewport()
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0)
})

test('an empty field warns and sends nothing', async ({ page }) => {
  await open(page, '/contact')
  let sent = false
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact/addmsg')) sent = true
  })
  await fill(page, ['Ada', '', 'Hello'])
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Please fill all fields')).toBeVisible()
  expect(sent).toBe(false)
  expect(await fieldValues(page)).toEqual(['Ada', '', 'Hello'])
})

test.describe('the daily limit', () => {
  test.use({ allowedConsoleErrors: /status of 429/ })

  test('two messages are sent, the third is refused', async ({ page }) => {
    await open(page, '/contact')
    for (const attempt of [1, 2]) {
      await fill(page, ['Ada Lovelace', 'ada@example.com', `Hello number ${attempt}`])
      const answer = page.waitForResponse((response) =>
        response.url().endsWith('/api/contact/addmsg'),
      )
      await page.getByRole('button', { name: 'Send' }).click()
      expect((await answer).status()).toBe(200)
      await expect(toasts(page)).toHaveText(['Message Send Successfully'])
      // The form says it too, for someone who looked away from the toast.
      await expect(form(page).getByText('Message Send Successfully')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Send' })).toBeVisible()
      expect(await fieldValues(page)).toEqual(['', '', ''])
    }
    await fill(page, ['Ada Lovelace', 'ada@example.com', 'Hello number 3'])
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(toasts(page)).toHaveText(['Only two message can be sent today'])
    await expect(form(page).getByText('Only two message can be sent today')).toBeVisible()
    await expect.poll(() => fieldValues(page)).toEqual(['', '', ''])
  })
})

test('a wrong e-mail address is named beside its field, in words, and nothing is sent', async ({
  page,
}) => {
  await open(page, '/')
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/contact/addmsg')) sent.push(request.url())
  })
  await fill(page, ['Ada', 'not-an-email', 'Hello'])
  await page.getByRole('button', { name: 'Send' }).click()
  const email = page.getByLabel('Email', { exact: true })
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toBeFocused()
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible()
  expect(await fieldValues(page)).toEqual(['Ada', 'not-an-email', 'Hello'])
  // Putting it right takes the message away.
  await email.fill('ada@example.com')
  await expect(page.getByText('Enter a valid e-mail address')).toHaveCount(0)
  await expect(email).not.toHaveAttribute('aria-invalid', 'true')
  expect(sent).toEqual([])
})

test.describe('a refused message', () => {
  test.use({ allowedConsoleErrors: /status of 400/ })

  test("shows the server's message beside its field and keeps the fields", async ({ page }) => {
    await open(page, '/')
    // What the browser cannot check, the server can: the request is changed on its way out.
    await page.route('**/api/contact/addmsg', (route) => {
      const body = route.request().postDataJSON() as Record<string, string>
      return route.continue({ postData: JSON.stringify({ ...body, email: 'not-an-email' }) })
    })
    await fill(page, ['Ada', 'ada@example.com', 'Hello'])
    const answer = page.waitForResponse('**/api/contact/addmsg')
    await page.getByRole('button', { name: 'Send' }).click()
    const response = await answer
    expect(response.status()).toBe(400)
    const { message } = (await response.json()) as { message: string }
    expect(message).toBe('Enter a valid e-mail address')
    await expect(page.getByText(message).first()).toBeVisible()
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    expect(await fieldValues(page)).toEqual(['Ada', 'ada@example.com', 'Hello'])
  })
})

test('a spinner replaces the button while sending', async ({ page }) => {
  await open(page, '/contact')
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/contact/addmsg', async (route) => {
    await held
    await route.continue()
  })
  await fill(page, ['Grace', 'grace@example.com', 'Hi'])
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Sending' })).toBeAttached()
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0)
  release()
  await expect(toasts(page)).toHaveText(['Message Send Successfully'])
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible()
})

test('the toast sits top right', async ({ page }) => {
  await open(page, '/contact')
  await page.getByRole('button', { name: 'Send' }).click()
  const toast = page.getByText('Please fill all fields')
  await expect(toast).toBeVisible()
  await expect(page.locator('.Toastify__toast-container--top-right')).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('one toast at a time, below the header; the form keeps the outcome until the visitor writes again', async ({
    page,
  }) => {
    await open(page, '/contact')
    await fill(page, ['Ada', 'ada@example.com', ''])
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(toasts(page)).toHaveText(['Please fill all fields'])
    await page.getByLabel('Message', { exact: true }).fill('Hello from a phone')
    await page.getByRole('button', { name: 'Send' }).click()
    // The warning made way for the answer.
    await expect(toasts(page)).toHaveText(['Message Send Successfully'])
    const header = await page.locator('.site-header').boundingBox()
    const toast = await toasts(page).first().boundingBox()
    expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height)
    const outcome = form(page).getByText('Message Send Successfully')
    await expect(outcome).toBeVisible()
    await page.getByLabel('Name', { exact: true }).fill('Ada again')
    await expect(outcome).toHaveCount(0)
  })
})
