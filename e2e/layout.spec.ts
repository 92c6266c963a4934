import { expectNoHorizontalScroll } from './support/layout.ts'
import {
  DEMO_CASE_STUDY_PAGES,
  DEMO_OWNER_PAGES,
  DEMO_SECTION_PAGES,
  PUBLIC_PAGES,
  SEARCH_PAGES,
  test,
} from './support/test.ts'

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  for (const path of [
    ...PUBLIC_PAGES,
    DEMO_CASE_STUDY_PAGES[0],
    ...DEMO_OWNER_PAGES,
    ...DEMO_SECTION_PAGES,
    ...SEARCH_PAGES,
  ]) {
    for (const mode of ['dark', 'light'] as const) {
      test(`${path} in ${mode} mode does not scroll sideways`, async ({ page }) => {
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
        await page.goto(path)
        await expectNoHorizontalScroll(page)
      })
    }
  }
})
