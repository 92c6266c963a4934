import {
  DEMO_CASE_STUDY_PAGES,
  DEMO_OWNER_PAGES,
  DEMO_POST_PAGES,
  DEMO_SECTION_PAGES,
  expect,
  expectNoAxeViolations,
  open,
  PUBLIC_PAGES,
  SEARCH_PAGES,
  test,
} from './support/test.ts'

const PAGES = [
  ...PUBLIC_PAGES,
  DEMO_POST_PAGES[0],
  DEMO_POST_PAGES[1],
  DEMO_CASE_STUDY_PAGES[0],
  ...DEMO_OWNER_PAGES,
  ...DEMO_SECTION_PAGES,
  ...SEARCH_PAGES,
  '/no-such-page',
]

for (const mode of ['dark', 'light'] as const) {
  test.describe(`${mode} mode`, () => {
    // The not-found page answers 404 on purpose.
    test.use({ allowedConsoleErrors: /status of 404/ })
    // axe walks every node (the home calendar alone has 365 cells): allow it time on a busy machine.
    test.slow()

    for (const path of PAGES) {
      test(`axe finds no violations on ${path}`, async ({ page }) => {
        test.info().annotations.push({ type: 'page', description: path })
        // Reduced motion: nothing is mid-animation while axe measures contrast.
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
        await open(page, path)
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
        if (path === '/') {
          await expect(page.locator('svg rect[data-date]').first()).toBeVisible()
        }
        await expectNoAxeViolations(page)
      })
    }

    test(`axe finds no violations with the phone menu open`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 })
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
      await open(page, '/')
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(page.getByRole('link', { name: 'I. About' })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
}
