import type { Page } from '@playwright/test'
import { apiList } from '../support/test.ts'
import {
  chooseInRowMenu,
  contentList,
  dragAnnouncement,
  liftFocusedHandle,
} from '../support/content-page.ts'
import { expect, expectExactToast, openDashboard, test } from '../fixtures/dashboard.ts'

// Each test goes through several pages on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 })

// Reordering changes what the public pages list first: a server of its own.
test.use({ freshServer: true })

async function skillNames(page: Page) {
  return (await apiList<{ name: string }>(page, '/api/skills')).map((s) => s.name)
}

test('skills: Move up in a row menu reorders, and /skills follows', async ({ page, context }) => {
  await openDashboard(page, '/dashboard/manageskills')
  const before = await skillNames(page)
  const list = contentList(page, 'Added Skills')
  const second = list.getByRole('article', { name: 'Skill-2', exact: true })
  await expect(second).toContainText(before[1]!)
  // The first has nowhere to go up to.
  await list.getByRole('button', { name: 'Actions for Skill-1', exact: true }).click()
  await expect(page.getByRole('menuitem', { name: 'Move up' })).toHaveCount(0)
  await page.keyboard.press('Escape')

  await chooseInRowMenu(second, 'Move up')
  await expectExactToast(page, 'Order Updated Successfully')
  await expect(list.getByRole('article', { name: 'Skill-1', exact: true })).toContainText(
    before[1]!,
  )
  await expect.poll(() => skillNames(page)).toEqual([before[1], before[0], ...before.slice(2)])

  const visitor = await context.newPage()
  await visitor.goto('/skills')
  const names = visitor.locator('#skills li')
  await expect(names.nth(0)).toContainText(before[1]!)
  await expect(names.nth(1)).toContainText(before[0]!)
})

test('skills: the keyboard drags an item down by its handle, and hears where it goes', async ({
  page,
}) => {
  await openDashboard(page, '/dashboard/manageskills')
  const skills = await apiList<{ _id: string; name: string }>(page, '/api/skills')
  const [first, second] = skills
  const list = contentList(page, 'Added Skills')
  await list.getByRole('button', { name: 'Drag Skill-1 to reorder' }).focus()
  // Each step waits for the screen-reader announcement, so no key races the one before.
  const announcement = dragAnnouncement(page)
  await liftFocusedHandle(page, 'Picked up Skill-1, at place 1 of')
  await page.keyboard.press('ArrowDown')
  await expect(announcement).toContainText('Skill-1 is over place 2 of')
  await page.keyboard.press('Space')
  await expectExactToast(page, 'Order Updated Successfully')
  await expect
    .poll(() => skillNames(page))
    .toEqual([second!.name, first!.name, ...skills.slice(2).map((skill) => skill.name)])
})

test('projects are listed in the public order; moving one down moves it down on the public site', async ({
  page,
  context,
}) => {
  await openDashboard(page, '/dashboard/manageprojects')
  const before = (await apiList<{ title: string }>(page, '/api/projects')).map((p) => p.title)
  const list = contentList(page, 'Your projects')
  const first = before[0]!
  await expect(list.getByRole('article').first()).toHaveAccessibleName(first)
  await chooseInRowMenu(list.getByRole('article', { name: first }), 'Move down')
  await expectExactToast(page, 'Order Updated Successfully')
  const after = [before[1]!, first, ...before.slice(2)]
  await expect
    .poll(async () => (await apiList<{ title: string }>(page, '/api/projects')).map((p) => p.title))
    .toEqual(after)
  await expect(list.getByRole('article').nth(1)).toHaveAccessibleName(first)
  const visitor = await context.newPage()
  await visitor.goto('/projects')
  await expect(visitor.getByRole('heading', { name: first })).toBeVisible()
})
