import { CONTENT_TYPE_LIST } from '@contract/content-types.ts'
import {
  expect,
  expectExactToast,
  openDashboard,
  OWNER,
  ownerToken,
  readToken,
  resetLinkFromOutbox,
  storeToken,
  test,
} from '../fixtures/dashboard.ts'

// Each test goes through several pages, uploads and password hashes on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 })

test.describe('login', () => {
  // A wrong password answers 401 on purpose; the browser logs the failed request.
  test.use({ allowedConsoleErrors: /status of 401/ })

  test('an empty field warns and sends nothing', async ({ page }) => {
    let loginCalls = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/user/login')) loginCalls += 1
    })
    await page.goto('/login')
    await page.getByLabel('Username').fill(OWNER.username)
    await page.getByRole('button', { name: 'Login' }).click()
    await expectExactToast(page, 'Please fill all fields')
    expect(loginCalls).toBe(0)
  })

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Username').fill(OWNER.username)
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Login' }).click()
    await expectExactToast(page, 'Invalid username or password')
    await expect(page).toHaveURL(/\/login$/)
    expect(await readToken(page)).toBeNull()
  })

  test('the show/hide toggle reveals the password', async ({ page }) => {
    await page.goto('/login')
    const password = page.getByLabel('Password', { exact: true })
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')
  })

  // The Audience page is the first thing after sign-in (docs/contract.md §4).
  test('success stores the token and opens the Audience page', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Username').fill(OWNER.username)
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/dashboard\/audience$/)
    await expectExactToast(page, 'Logged In  Successfully')
    expect(await readToken(page)).toBeTruthy()
    await expect(page.getByRole('heading', { name: 'Audience', exact: true })).toBeVisible()
    // With a stored token, /login goes straight to the dashboard.
    await page.goto('/login')
    await expect(page).toHaveURL(/\/dashboard\/audience$/)
  })
})

test.describe('session', () => {
  test('every dashboard page sends a visitor without a token to /login', async ({ page }) => {
    for (const path of ['/dashboard', '/dashboard/manageskills', '/dashboard/site']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible()
    }
  })

  test('/dashboard opens the Audience page', async ({ page }) => {
    await openDashboard(page, '/dashboard')
    await expect(page).toHaveURL(/\/dashboard\/audience$/)
  })

  test.describe('with a rejected token', () => {
    test.use({ allowedConsoleErrors: /status of 401/ })

    test('an owner call answered 401 removes the token and goes to /login', async ({ page }) => {
      await storeToken(page, 'not.a.token')
      await page.goto('/dashboard/managecontacts')
      await expect(page).toHaveURL(/\/login$/)
      expect(await readToken(page)).toBeNull()
    })
  })

  test('Log Out removes the token and goes to /login', async ({ page }) => {
    await openDashboard(page, '/dashboard/manageskills')
    await page.getByRole('link', { name: 'Log Out' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expectExactToast(page, 'Logged Out Successfully')
    expect(await readToken(page)).toBeNull()
    await page.goto('/dashboard/manageskills')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('the side panel collapses to 65 px and expands to 250 px', async ({ page }) => {
    await openDashboard(page, '/dashboard/adminprofile')
    const panel = page.getByRole('navigation', { name: 'Dashboard' })
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(250)
    await page.getByRole('button', { name: 'Collapse menu' }).click()
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(65)
    // Labels stay for screen readers while collapsed.
    await expect(panel.getByRole('link', { name: 'Messages' })).toBeAttached()
    await page.getByRole('button', { name: 'Expand menu' }).click()
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(250)
    for (const [label, path] of [
      ['Audience', 'audience'],
      ['Profile', 'adminprofile'],
      ['Security', 'security'],
      ['Messages', 'managecontacts'],
      ...CONTENT_TYPE_LIST.map(({ dashboard }) => [dashboard.label, dashboard.path]),
      ['Posts', 'posts'],
      ['Résumé', 'resume'],
      ['Site settings', 'site'],
      ['Data', 'data'],
      ['Trash', 'trash'],
    ]) {
      // Messages may carry its unread count ("Messages 2 unread") when the inbox has new ones.
      const name = label === 'Messages' ? /^Messages( \d+ unread)?$/ : label
      await expect(panel.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `/dashboard/${path}`,
      )
    }
  })
})

test.describe('passwords', () => {
  // Changing the password changes the server's state: each test has a server of its own.
  test.use({ freshServer: true, allowedConsoleErrors: /status of 40[01]/ })

  test('the owner changes the password, then logs in with the new one', async ({ page }) => {
    const newPassword = 'a-brand-new-password-42'
    await openDashboard(page, '/dashboard/adminprofile')
    await expect(page.getByText(OWNER.email, { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Update Password' }).click()
    const dialog = page.getByRole('dialog', { name: 'Update Password' })
    // The modal dialog takes the focus.
    await expect(dialog.locator(':focus')).toHaveCount(1)
    await dialog.getByLabel('Old Password').fill(OWNER.password)
    await dialog.getByLabel('New Password').fill(newPassword)
    await dialog.getByRole('button', { name: 'Update' }).click()
    await expectExactToast(page, 'Password Updated Successfully')
    await expect(dialog).toBeHidden()
    // Opened again, the fields are empty.
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(dialog.getByLabel('Old Password')).toHaveValue('')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await page.getByRole('link', { name: 'Log Out' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await page.getByLabel('Username').fill(OWNER.username)
    await page.getByLabel('Password', { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/dashboard\/audience$/)
  })

  test('a wrong old password shows the server message', async ({ page }) => {
    await openDashboard(page, '/dashboard/adminprofile')
    await page.getByRole('button', { name: 'Update Password' }).click()
    const dialog = page.getByRole('dialog', { name: 'Update Password' })
    await dialog.getByLabel('Old Password').fill('wrong-old-password')
    await dialog.getByLabel('New Password').fill('another-new-password-7')
    await dialog.getByRole('button', { name: 'Update' }).click()
    await expectExactToast(page, 'The old password is not correct')
    await expect(dialog).toBeVisible()
  })

  test('forgot password: the mailed link resets the password', async ({ page, server }) => {
    const newPassword = 'reset-by-mail-password-9'
    await page.goto('/login')
    await page.getByRole('button', { name: 'Forgot Password' }).click()
    await expectExactToast(page, 'A password reset link has been sent to your e-mail')
    await expect.poll(() => resetLinkFromOutbox(server)).toBeTruthy()
    const link = resetLinkFromOutbox(server)!

    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible()
    await expect(page.getByText(OWNER.name)).toBeVisible()
    await expect(page.getByText(OWNER.email, { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expectExactToast(page, 'Please fill all fields')
    await page.getByLabel('New Password').fill(newPassword)
    await page.getByLabel('Confirm Password').fill(`${newPassword}-typo`)
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expectExactToast(page, 'Passwords do not match')
    await page.getByLabel('Confirm Password').fill(newPassword)
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expectExactToast(page, 'Password reset successfully')
    await expect(page).toHaveURL(/\/login$/)

    await page.getByLabel('Username').fill(OWNER.username)
    await page.getByLabel('Password', { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/dashboard\/audience$/)
    // The old password no longer works.
    const old = await page.request.post('/api/user/login', {
      data: { username: OWNER.username, password: OWNER.password },
    })
    expect(old.status()).toBe(401)
    expect(await ownerToken(page, newPassword)).toBeTruthy()
  })
})

test('an undecodable reset token gives the alert Invalid token', async ({ page }) => {
  const alert = page.waitForEvent('dialog')
  await page.goto('/reset-password?token=garbage')
  const dialog = await alert
  expect(dialog.message()).toBe('Invalid token')
  await dialog.dismiss()
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid')
})
