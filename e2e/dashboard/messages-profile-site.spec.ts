import {
  expect,
  expectExactToast,
  openDashboard,
  OWNER,
  PNG,
  test,
  unique,
} from '../fixtures/dashboard.ts'

// Each test goes through several pages, uploads and password hashes on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 })

test('messages: a visitor message appears as Message-N with Reply, and is deleted', async ({
  page,
}) => {
  const name = unique('Visitor')
  const email = `visitor-${Date.now()}@example.com`
  const sent = await page.request.post('/api/contact/addmsg', {
    data: { name, email, msg: 'Hello from the dashboard test' },
    headers: {
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  })
  expect(sent.ok()).toBe(true)

  await openDashboard(page, '/dashboard/managecontacts')
  await page.getByRole('button', { name: new RegExp(`Message-\\d+, ${name}`) }).click()
  const card = page.getByRole('article', { name: /^Message-\d+$/ })
  await expect(card).toContainText(name)
  await expect(card).toContainText(email)
  await expect(card).toContainText('Hello from the dashboard test')
  await expect(card.getByRole('link', { name: /^Reply/ })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${email.replace(/[.]/g, '\\.')}\\?subject=Re%3A%20`),
  )

  await card.getByRole('button', { name: /^Delete/ }).click()
  await page
    .getByRole('dialog', { name: 'Confirm delete' })
    .getByRole('button', { name: 'Yes, delete' })
    .click()
  await expectExactToast(page, 'Message Deleted Successfully')
  await expect(page.getByRole('button', { name: new RegExp(`Message-\\d+, ${name}`) })).toHaveCount(
    0,
  )
})

test.describe('a full inbox', () => {
  test.use({ freshServer: true })

  test('pages newest first, searches, and deletes several messages at once', async ({ page }) => {
    // 25 visitors (one address each), one of them easy to find.
    for (let i = 1; i <= 25; i++) {
      const sent = await page.request.post('/api/contact/addmsg', {
        data: {
          name: i === 3 ? 'Margaret Hamilton' : `Visitor ${i}`,
          email: `visitor${i}@example.com`,
          msg: `Message body ${i}`,
        },
        headers: { 'x-forwarded-for': `10.20.0.${i}` },
      })
      expect(sent.ok()).toBe(true)
    }

    await openDashboard(page, '/dashboard/managecontacts')
    await expect(page.getByText('25 messages')).toBeVisible()
    const cards = page.getByRole('region', { name: 'Messages list' }).getByRole('listitem')
    await expect(cards).toHaveCount(20)
    await expect(cards.first()).toContainText('Visitor 25')
    await expect(cards.first().getByRole('button')).toHaveAccessibleName(/^Unread, Message-1, /)

    const pages = page.getByRole('navigation', { name: 'Pages of messages' })
    await expect(pages).toContainText('Page 1 of 2')
    await pages.getByRole('button', { name: 'Next' }).click()
    await expect(pages).toContainText('Page 2 of 2')
    await expect(cards).toHaveCount(5)
    await expect(cards.first().getByRole('button')).toHaveAccessibleName(/^Unread, Message-21, /)
    await expect(cards.last()).toContainText('Visitor 1')

    await page.getByRole('searchbox', { name: 'Search messages' }).fill('hamilton')
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toContainText('Margaret Hamilton')
    await expect(page.getByText('1 message matching “hamilton”')).toBeVisible()

    await page.getByRole('searchbox', { name: 'Search messages' }).fill('')
    await expect(cards).toHaveCount(20)
    await page.getByRole('checkbox', { name: 'Select Message-1', exact: true }).check()
    await page.getByRole('checkbox', { name: 'Select Message-2', exact: true }).check()
    await page.getByRole('button', { name: 'Delete selected (2)' }).click()
    await page
      .getByRole('dialog', { name: 'Confirm delete' })
      .getByRole('button', { name: 'Yes, delete' })
      .click()
    await expectExactToast(page, '2 messages deleted')
    await expect(page.getByText('23 messages')).toBeVisible()
    await expect(cards.first()).toContainText('Visitor 23')
  })
})

test.describe('profile', () => {
  // The single profile record is the public home page's hero: a server of its own.
  test.use({ freshServer: true })

  test('account cards; one profile record: update, delete, add again', async ({
    page,
    context,
  }) => {
    await openDashboard(page, '/dashboard/adminprofile')
    const account = page.getByRole('region', { name: 'Account', exact: true })
    await expect(account).toContainText(OWNER.name)
    await expect(account).toContainText(OWNER.email)
    await expect(account).toContainText(OWNER.username)

    const submit = page.getByRole('button', { name: 'Submit' })
    const record = page.getByRole('article', { name: 'Current profile details' })
    await expect(record).toBeVisible()
    // One profile: no add form while there is one to update.
    await expect(submit).toHaveCount(0)

    await record.getByRole('button', { name: 'Update' }).click()
    const dialog = page.getByRole('dialog', { name: 'Update profile details' })
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(OWNER.name)
    await dialog.getByLabel('Name', { exact: true }).fill('Jamie Example')
    await dialog.getByLabel('Photo').setInputFiles(PNG)
    await dialog.getByRole('button', { name: 'Update' }).click()
    await expectExactToast(page, 'Details Updated Successfully')
    await expect(record).toContainText('Jamie Example')

    const visitor = await context.newPage()
    await visitor.goto('/')
    await expect(visitor.getByRole('link', { name: 'Jamie Example' }).first()).toBeVisible()

    await record.getByRole('button', { name: /^Delete/ }).click()
    await page
      .getByRole('dialog', { name: 'Confirm delete' })
      .getByRole('button', { name: 'Yes, delete' })
      .click()
    await expectExactToast(page, 'Details Deleted Successfully')
    await expect(record).toHaveCount(0)
    await expect(submit).toBeEnabled()

    const form = page.getByRole('form', { name: 'Add details' })
    await form.getByLabel('Name', { exact: true }).fill('Sam Owner')
    await form.getByLabel('First title').fill('Designer')
    await form.getByLabel('Second title').fill('Writer')
    await form.getByLabel('Third title').fill('Speaker')
    await form.getByLabel('Fourth title').fill('Mentor')
    await form.getByLabel('Current status').fill('Open to work')
    await form.getByLabel('Photo').setInputFiles(PNG)
    await submit.click()
    await expectExactToast(page, 'Details Added Successfully')
    await expect(record).toContainText('Sam Owner')
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0)
    await expect(form).toHaveCount(0)

    await visitor.reload()
    await expect(visitor.getByRole('link', { name: 'Sam Owner' }).first()).toBeVisible()
  })
})

test.describe('site settings', () => {
  test.use({ freshServer: true })

  test("the site title follows the owner's name until a new one is saved, then shows on the next public page load", async ({
    page,
    context,
  }) => {
    const title = unique('Portfolio')
    await openDashboard(page, '/dashboard/site')
    // Empty: the title is derived from the name on the profile, which the field shows.
    const siteTitle = page.getByLabel('Site title')
    await expect(siteTitle).toHaveValue('')
    const derived = await siteTitle.getAttribute('placeholder')
    expect(derived).toMatch(/^\S+'s Portfolio$/)
    await page.getByLabel('Display name').fill('Grace Hopper')
    await expect(siteTitle).toHaveAttribute('placeholder', "Grace's Portfolio")
    await page.getByLabel('Display name').fill('')
    await expect(siteTitle).toHaveAttribute('placeholder', derived!)
    const before = await context.newPage()
    await before.goto('/skills')
    await expect(before).toHaveTitle(`${derived} | Skills`)

    await siteTitle.fill(title)
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expectExactToast(page, 'Settings Updated Successfully')
    const visitor = await context.newPage()
    await visitor.goto('/skills')
    await expect(visitor).toHaveTitle(`${title} | Skills`)
  })

  test('the theme for first-time visitors: light, the system setting, and the visitor still wins', async ({
    page,
    browser,
    baseURL,
  }) => {
    const firstVisit = async (colorScheme: 'dark' | 'light') => {
      const context = await browser.newContext({ baseURL, colorScheme })
      const visitor = await context.newPage()
      await visitor.goto('/')
      return { context, visitor }
    }
    const choose = async (label: string) => {
      await page.getByRole('radio', { name: label }).check()
      await page.getByRole('button', { name: 'Save settings' }).click()
      await expectExactToast(page, 'Settings Updated Successfully')
    }
    await openDashboard(page, '/dashboard/site')
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked()

    await choose('Light')
    const light = await firstVisit('dark')
    await expect(light.visitor.locator('html')).toHaveAttribute('data-theme', 'light')
    // The visitor's own choice wins over the setting and is remembered.
    await light.visitor.getByRole('button', { name: 'Switch to dark mode' }).first().click()
    await light.visitor.reload()
    await expect(light.visitor.locator('html')).toHaveAttribute('data-theme', 'dark')
    await light.context.close()

    await choose("The visitor's system setting")
    for (const scheme of ['dark', 'light'] as const) {
      const visit = await firstVisit(scheme)
      await expect(visit.visitor.locator('html')).toHaveAttribute('data-theme', scheme)
      await visit.context.close()
    }
  })
})

test('leaving a page with unsaved changes asks first: stay keeps them, leave drops them', async ({
  page,
}) => {
  await openDashboard(page, '/dashboard/site')
  const panel = page.getByRole('navigation', { name: 'Dashboard' })
  const location = page.getByLabel('Location')
  const question = page.getByRole('dialog', { name: 'Leave without saving?' })

  // Nothing changed: no question.
  await panel.getByRole('link', { name: 'Skills', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard\/manageskills$/)
  await panel.getByRole('link', { name: 'Site settings', exact: true }).click()
  await location.fill('Somewhere unsaved')

  await panel.getByRole('link', { name: 'Skills', exact: true }).click()
  await expect(question).toBeVisible()
  await question.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(question).toBeHidden()
  await expect(page).toHaveURL(/\/dashboard\/site$/)
  await expect(location).toHaveValue('Somewhere unsaved')

  await panel.getByRole('link', { name: 'Skills', exact: true }).click()
  await question.getByRole('button', { name: 'Leave without saving' }).click()
  await expect(page).toHaveURL(/\/dashboard\/manageskills$/)
  await panel.getByRole('link', { name: 'Site settings', exact: true }).click()
  await expect(location).not.toHaveValue('Somewhere unsaved')
})

test.describe('the account', () => {
  test.use({ freshServer: true, allowedConsoleErrors: /status of 400/ })

  test('a placeholder e-mail is pointed out, and the account is changed with the password', async ({
    page,
  }) => {
    await openDashboard(page, '/dashboard/adminprofile')
    const banner = page.getByRole('status').filter({ hasText: 'still owner@example.com' })
    await expect(banner).toBeVisible()
    await page.getByRole('button', { name: 'Update account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Update account' })
    await expect(dialog.getByLabel('E-mail')).toHaveValue(OWNER.email)
    await dialog.getByLabel('E-mail').fill('alex@example.org')
    await dialog.getByLabel('Current password').fill('not the password')
    await dialog.getByRole('button', { name: 'Save account' }).click()
    await expectExactToast(page, 'The current password is not correct')
    await dialog.getByLabel('Current password').fill(OWNER.password)
    await dialog.getByRole('button', { name: 'Save account' }).click()
    await expectExactToast(page, 'Account Updated Successfully')
    await expect(dialog).toBeHidden()
    const account = page.getByRole('region', { name: 'Account', exact: true })
    await expect(account).toContainText('alex@example.org')
    await expect(banner).toHaveCount(0)
  })
})
