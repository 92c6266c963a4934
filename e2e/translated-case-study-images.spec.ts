import type { Locator, Page } from '@playwright/test'
import { contentList, openTranslateForm } from './support/content-page.ts'
import { changeSettings, expect, openDashboard, PNG, test } from './fixtures/dashboard.ts'
import { expectNoAxeViolations } from './support/test.ts'

/**
 * An image uploaded into a case study's German text, in the translations drawer's Markdown
 * editor, saved and shown on the German case study (the server keeps it with the project:
 * server/modules/translations/README.md). Its own server: the site gets German.
 */
test.use({ freshServer: true })
test.describe.configure({ timeout: 180_000 })

const SHOTS = process.env.SHOTS_DIR
const IMAGE = /!\[pixel\]\((\/media\/[0-9a-f]{64}\.webp)\)/

async function openTranslation(page: Page): Promise<Locator> {
  await openDashboard(page, '/dashboard/manageprojects')
  const row = contentList(page, 'Your projects')
    .getByRole('article')
    .filter({ hasText: 'Task board' })
  const drawer = await openTranslateForm(row)
  await expect(drawer.getByRole('textbox', { name: 'Case study', exact: true })).toBeVisible()
  return drawer
}

test("an image uploaded into a German case study's text is shown on the German case study", async ({
  page,
  browser,
  baseURL,
}) => {
  await changeSettings(page, { languages: { default: 'en', additional: ['de'] }, published: true })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 390, height: 844 })
  // Listened for well before the key that opens it: Playwright asks Chromium to hand it file
  // choosers only once a listener exists, and a chooser opened before that request has arrived
  // is never reported (a race seen on a busy machine).
  const chooser = page.waitForEvent('filechooser')
  const drawer = await openTranslation(page)
  const text = drawer.getByRole('textbox', { name: 'Case study', exact: true })
  await expect(text).toHaveAttribute('lang', 'de')
  // The English case study stays in sight, and can be started from.
  await expect(text).toHaveAccessibleDescription(/^English \(shown until translated\): /)
  await drawer.getByRole('button', { name: 'Copy the English text into Case study' }).click()
  await expect(text).not.toHaveValue('')
  await text.fill('Wie wir die Tafel gebaut haben.\n\n')
  await text.press('Control+End')

  // By keyboard: the toolbar's Image… button opens the file chooser.
  const image = drawer.getByRole('button', { name: 'Image…' })
  await image.focus()
  await expect(image).toBeFocused()
  await page.keyboard.press('Enter')
  await (await chooser).setFiles(PNG)
  await expect(text).toHaveValue(IMAGE)
  await expect(text).not.toHaveValue(/Uploading/)
  const url = IMAGE.exec(await text.inputValue())![1]!

  // The drawer fits the phone: nothing wider than the screen.
  const overflow = await drawer.evaluate((element) => element.scrollWidth - element.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoAxeViolations(page)

  await drawer.getByRole('button', { name: 'Save Deutsch' }).click()
  await expect(drawer).toHaveCount(0)

  // Read again, the translation has the image, and so does the German case study.
  const again = await openTranslation(page)
  await expect(again.getByRole('textbox', { name: 'Case study', exact: true })).toHaveValue(IMAGE)
  await page.keyboard.press('Escape')
  await expect(again).toHaveCount(0)

  for (const mode of ['dark', 'light'] as const) {
    const themed = await browser.newContext({ baseURL })
    const visitor = await themed.newPage()
    await visitor.emulateMedia({ reducedMotion: 'reduce' })
    await visitor.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
    await visitor.goto('/de/projects/task-board')
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'de')
    const shown = visitor.getByRole('main').getByRole('img', { name: 'pixel' })
    await expect(shown).toBeVisible()
    expect(
      await shown.evaluate((element: HTMLImageElement) => element.naturalWidth),
    ).toBeGreaterThan(0)
    // The English case study does not show it.
    await visitor.goto('/projects/task-board')
    await expect(visitor.getByRole('main').getByRole('img', { name: 'pixel' })).toHaveCount(0)
    await themed.close()
  }
  expect((await page.request.get(url)).status()).toBe(200)

  // The drawer as the owner sees it: phone and desktop, dark and light, axe clean in each.
  for (const mode of ['dark', 'light'] as const) {
    await page.evaluate((theme) => localStorage.setItem('theme', theme), mode)
    for (const [name, size] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1440, height: 900 }],
    ] as const) {
      await page.setViewportSize(size)
      const shot = await openTranslation(page)
      // The field from its label: the English text above the editor.
      await shot.locator('.markdown-field').evaluate((field) => {
        // Only the drawer's fields scroll: its heading and Save stay where they are.
        const fields = field.closest('.admin-drawer-fields')!
        fields.scrollTop +=
          field.getBoundingClientRect().top - fields.getBoundingClientRect().top - 16
      })
      await expectNoAxeViolations(page)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/translation-upload-${name}-${mode}.png` })
      await page.keyboard.press('Escape')
      await expect(shot).toHaveCount(0)
    }
  }
})
