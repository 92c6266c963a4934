import { expect, openDashboard, ownerToken, test } from '../fixtures/dashboard.ts'
import { contentList } from '../support/content-page.ts'

// Five hundred records on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 })
// A server of its own: the other tests' lists stay as they are.
test.use({ freshServer: true, viewport: { width: 1440, height: 900 } })

const RECORDS = 500
/** The contract's add takes at most 50 records a request. */
const BATCH = 50

test('a list of 500: 50 rows drawn, "Show more", a filter box; the time it takes is noted', async ({
  page,
}, testInfo) => {
  const token = await ownerToken(page)
  for (let start = 0; start < RECORDS; start += BATCH) {
    const response = await page.request.post('/api/edu/addedu', {
      headers: { 'auth-token': token },
      data: Array.from({ length: BATCH }, (_, index) => ({
        year: '2020-2024',
        clg: `School ${start + index + 1}`,
        edu: 'Long list test',
        sts: '',
        link: '',
      })),
    })
    expect(response.ok()).toBe(true)
  }

  await openDashboard(page, '/dashboard/audience')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const started = Date.now()
  await page.goto('/dashboard/manageedu')
  const list = contentList(page, 'Current Education')
  // Generous: the figure is noted, the machine is shared.
  await expect(list.getByRole('button', { name: /^Show 50 more of / })).toBeVisible({
    timeout: 60_000,
  })
  const firstScreen = Date.now() - started
  await expect(list.getByRole('article')).toHaveCount(50)

  // The whole list (the demo's two entries too), as every row was drawn before paging.
  const allStarted = Date.now()
  const more = list.getByRole('button', { name: /^Show (\d+ more of|the last)/ })
  while ((await more.count()) > 0) await more.click()
  await expect(list.getByRole('article')).toHaveCount(RECORDS + 2)
  const allRows = Date.now() - allStarted
  // A figure for the record, not a pass mark: the machine's load decides it.
  testInfo.annotations.push({
    type: 'timing',
    description: `${RECORDS} records: list with 50 rows shown ${firstScreen} ms after navigating; every row drawn ${allRows} ms more`,
  })
  console.log(testInfo.annotations.at(-1)?.description)

  const filter = page.getByRole('searchbox', { name: 'Filter education' })
  await filter.fill('School 49')
  // 49, and 490 to 499.
  await expect(list.getByRole('article')).toHaveCount(11)
  await expect(list.getByText('Reordering is off while the list is filtered')).toBeVisible()
})
