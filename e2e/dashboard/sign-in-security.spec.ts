import type { Page } from '@playwright/test'
import { totpCode } from '../../server/modules/account/two-factor.ts'
import {
  expect,
  expectExactToast,
  openDashboard,
  OWNER,
  ownerToken,
  resetLinkFromOutbox,
  storeToken,
  test,
} from '../fixtures/dashboard.ts'
import { expectNoAxeViolations } from '../support/test.ts'

// Password hashes, QR codes and passkey ceremonies on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 })

/** Signs out from the side panel, as the owner would. */
async function signOut(page: Page) {
  await page.getByRole('link', { name: 'Log Out' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

async function fillPassword(page: Page) {
  await page.getByLabel('Username').fill(OWNER.username)
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password)
  await page.getByRole('button', { name: 'Login' }).click()
}

test.describe('two-factor sign-in', () => {
  test.use({ freshServer: true, allowedConsoleErrors: /status of (400|401)/ })

  test('turns on with a scanned secret and the password, offers to sign out everywhere else, then signs in in two steps, with a code or a recovery code', async ({
    page,
  }) => {
    // Another session, signed in before two-factor is on.
    const before = await ownerToken(page)
    await openDashboard(page, '/dashboard/security')
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible()
    await expect(page.getByText('Your password alone signs in.')).toBeVisible()
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()

    const dialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' })
    await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible()
    await dialog.getByText("Can't scan it? Type the key instead").click()
    const secret = (await dialog.locator('code').innerText()).replace(/\s/g, '')
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await expectNoAxeViolations(page)
    // The password confirms that it is the owner, not only a session, who turns it on.
    await dialog.getByLabel('Code from the app').fill('000000')
    await dialog.getByRole('button', { name: 'Turn on' }).click()
    await expectExactToast(page, 'Current password is required')
    await dialog.getByLabel('Current password', { exact: true }).fill('not the password')
    await dialog.getByRole('button', { name: 'Turn on' }).click()
    await expectExactToast(page, 'The current password is not correct')
    await dialog.getByLabel('Current password', { exact: true }).fill(OWNER.password)
    await dialog.getByRole('button', { name: 'Turn on' }).click()
    await expectExactToast(
      page,
      'That code is not right, or it was already used. Enter the current code from your app, or a recovery code.',
    )
    // The code of the step after the enabling one is the next that works (a code works once),
    // and it is accepted until the step after it ends: a minute and more for what follows.
    const enabledAt = Date.now()
    await dialog.getByLabel('Code from the app').fill(totpCode(secret, enabledAt))
    await dialog.getByRole('button', { name: 'Turn on' }).click()

    await expectExactToast(page, 'Two-factor sign-in is on')
    // The toast may come a frame before the list: wait for the codes, then read them.
    const recoveryCodes = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
    await expect(recoveryCodes).toHaveCount(10)
    const codes = await recoveryCodes.allInnerTexts()
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download' }).click()
    expect((await download).suggestedFilename()).toBe('recovery-codes.txt')
    await dialog.getByRole('button', { name: 'I have saved them' }).click()
    // The session signed in before stays signed in without a code: ending it is one click.
    await expect(dialog.getByText('1 other session is still signed in')).toBeFocused()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click()
    await expectExactToast(page, 'Signed out of 1 other session')
    await expect(dialog).toBeHidden()
    const ended = await page.request.get('/api/user/getuser', {
      headers: { 'auth-token': before },
    })
    expect(ended.status()).toBe(401)
    await expect(page.getByText('10 recovery codes left.')).toBeVisible()

    // Two steps: the password, then a code from the app (the next one: the enabling code is used).
    await signOut(page)
    await fillPassword(page)
    const code = page.getByLabel('Authentication code')
    await expect(code).toBeFocused()
    await expectNoAxeViolations(page)
    await code.fill('123456')
    await page.getByRole('button', { name: 'Verify' }).click()
    await expectExactToast(
      page,
      'That code is not right, or it was already used. Enter the current code from your app, or a recovery code.',
    )
    // The same words may still be showing from turning it on: the form empties its field once it
    // has the answer, and only then is the next code typed (typed earlier, it would be emptied).
    await expect(code).toHaveValue('')
    await code.fill(totpCode(secret, enabledAt + 30_000))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/dashboard\/audience$/)

    // A recovery code instead, once.
    await signOut(page)
    await fillPassword(page)
    await page.getByRole('button', { name: 'Use a recovery code' }).click()
    await page.getByLabel('Recovery code').fill(codes[0]!)
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page).toHaveURL(/\/dashboard\/audience$/)
    await page.goto('/dashboard/security')
    await expect(page.getByText('9 recovery codes left.')).toBeVisible()
    await expect(page.getByText('with a recovery code')).toBeVisible()

    // Turning off takes the password and a code; the account log keeps every step.
    await page.getByRole('button', { name: 'Turn off' }).click()
    const off = page.getByRole('dialog', { name: 'Turn off two-factor sign-in' })
    await off.getByLabel('Current password').fill(OWNER.password)
    await off.getByLabel('Code').fill(codes[1]!)
    await off.getByRole('button', { name: 'Turn off' }).click()
    await expectExactToast(page, 'Two-factor sign-in is off')
    await expect(page.getByText('Your password alone signs in.')).toBeVisible()
    await page.goto('/dashboard/adminprofile')
    const log = page.getByRole('table', { name: 'Account events, newest first' })
    await expect(log.getByText('Two-factor sign-in turned off')).toBeVisible()
    await expect(log.getByText('Two-factor sign-in turned on')).toBeVisible()
    await expect(log.getByText('with a two-factor code')).toBeVisible()
  })
})

/** Chromium's virtual authenticator: a device with a fingerprint reader that always agrees. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
}

test.describe('passkeys', () => {
  // The wrong password answers 400 on purpose.
  test.use({ localhost: true, allowedConsoleErrors: /status of 400/ })

  test('registers a passkey with a name, signs in with it instead of a password, renames and removes it', async ({
    page,
  }) => {
    await addVirtualAuthenticator(page)

    await openDashboard(page, '/dashboard/security')
    await expect(page.getByText('No passkey yet.')).toBeVisible()
    await page.getByRole('button', { name: 'Add a passkey' }).click()
    const adding = page.getByRole('dialog', { name: 'Add a passkey' })
    const name = adding.getByLabel('Name')
    await expect(name).toHaveValue(/Chrome on Linux/)
    await name.fill('Test laptop')
    await adding.getByLabel('Current password', { exact: true }).fill('not the password')
    await adding.getByRole('button', { name: 'Add passkey' }).click()
    await expectExactToast(page, 'The current password is not correct')
    await adding.getByLabel('Current password', { exact: true }).fill(OWNER.password)
    await adding.getByRole('button', { name: 'Add passkey' }).click()
    await expectExactToast(page, 'Passkey added')
    await expect(adding).toBeHidden()
    const passkeys = page.getByRole('list', { name: 'Your passkeys' })
    await expect(passkeys.getByText('Test laptop')).toBeVisible()
    await expect(passkeys.getByText(/never used/)).toBeVisible()
    await expectNoAxeViolations(page)

    await signOut(page)
    await page.getByRole('button', { name: 'Log in with a passkey' }).click()
    await expect(page).toHaveURL(/\/dashboard\/audience$/)
    await page.goto('/dashboard/security')
    await expect(passkeys.getByText(/last used just now/)).toBeVisible()
    const sessions = page.getByRole('list', { name: 'Signed-in sessions' })
    await expect(sessions.getByRole('listitem').filter({ hasText: 'This browser' })).toContainText(
      'with a passkey',
    )

    await page.getByRole('button', { name: 'Rename Test laptop' }).click()
    const rename = page.getByRole('dialog', { name: 'Rename passkey' })
    await rename.getByLabel('Name').fill('Work laptop')
    await rename.getByRole('button', { name: 'Save' }).click()
    await expectExactToast(page, 'Passkey renamed')
    await expect(passkeys.getByText('Work laptop')).toBeVisible()

    await passkeys.getByRole('button', { name: 'Remove Work laptop' }).click()
    const confirm = page.getByRole('dialog', { name: 'Confirm remove' })
    await expect(confirm).toContainText('Remove Work laptop? It can no longer sign in.')
    await confirm.getByRole('button', { name: 'Yes, remove' }).click()
    await expectExactToast(page, 'Passkey removed')
    await expect(page.getByText('No passkey yet.')).toBeVisible()
  })

  test.describe('and a password reset', () => {
    test.use({ allowedConsoleErrors: /status of (400|401)/ })

    test('the reset page removes every passkey when asked to: a planted one no longer signs in', async ({
      page,
      server,
    }) => {
      await addVirtualAuthenticator(page)
      await openDashboard(page, '/dashboard/security')
      await page.getByRole('button', { name: 'Add a passkey' }).click()
      const adding = page.getByRole('dialog', { name: 'Add a passkey' })
      await adding.getByLabel('Name').fill('Planted')
      await adding.getByLabel('Current password', { exact: true }).fill(OWNER.password)
      await adding.getByRole('button', { name: 'Add passkey' }).click()
      await expectExactToast(page, 'Passkey added')

      await signOut(page)
      await page.getByRole('button', { name: 'Forgot Password' }).click()
      await expectExactToast(page, 'A password reset link has been sent to your e-mail')
      await expect.poll(() => resetLinkFromOutbox(server)).toBeTruthy()
      await page.goto(resetLinkFromOutbox(server)!)
      const newPassword = 'a fresh passphrase after the reset'
      await page.getByLabel('New Password').fill(newPassword)
      await page.getByLabel('Confirm Password').fill(newPassword)
      const removeAll = page.getByRole('checkbox', { name: 'Also remove every passkey' })
      await expect(removeAll).not.toBeChecked()
      await removeAll.check()
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: 'Reset Password' }).click()
      await expectExactToast(page, 'Password reset successfully')
      await expect(page).toHaveURL(/\/login$/)

      await page.getByRole('button', { name: 'Log in with a passkey' }).click()
      await expectExactToast(
        page,
        'This passkey is not registered for this site. Sign in with your password.',
      )
      await page.getByLabel('Username').fill(OWNER.username)
      await page.getByLabel('Password', { exact: true }).fill(newPassword)
      await page.getByRole('button', { name: 'Login' }).click()
      await expect(page).toHaveURL(/\/dashboard\/audience$/)
      await page.goto('/dashboard/security')
      await expect(page.getByText('No passkey yet.')).toBeVisible()
    })
  })
})

test.describe('sessions', () => {
  test.use({ freshServer: true })

  test('lists the signed-in browsers, signs one out, then every one but this', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Another browser signed in from another address (behind the proxy the server trusts).
    const other = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.50' },
    })
    const otherPage = await other.newPage()
    await storeToken(otherPage, await ownerToken(otherPage))
    await otherPage.goto('/dashboard/adminprofile')
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
    const third = await ownerToken(page)

    await openDashboard(page, '/dashboard/security')
    const sessions = page.getByRole('list', { name: 'Signed-in sessions' })
    await expect(sessions.getByRole('listitem')).toHaveCount(3)
    await expect(sessions.getByRole('listitem').filter({ hasText: 'This browser' })).toHaveCount(1)
    const firefox = sessions.getByRole('listitem').filter({ hasText: 'Firefox 133 on Windows' })
    await expect(firefox).toContainText('203.0.113.50')
    await expectNoAxeViolations(page)

    await firefox.getByRole('button', { name: /Sign out/ }).click()
    await expectExactToast(page, 'Signed out of that session')
    await expect(sessions.getByRole('listitem')).toHaveCount(2)
    // That browser is signed out at its next step.
    await otherPage.reload()
    await expect(otherPage).toHaveURL(/\/login$/)

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click()
    await expectExactToast(page, 'Signed out of 1 other session')
    await expect(sessions.getByRole('listitem')).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled()
    const refused = await page.request.get('/api/user/getuser', {
      headers: { 'auth-token': third },
    })
    expect(refused.status()).toBe(401)
    expect(await refused.json()).toEqual({ success: false, message: 'Token has expired' })
    await other.close()
  })
})
