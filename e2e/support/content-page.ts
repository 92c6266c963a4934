import { expect, type Locator, type Page } from '@playwright/test'

/** The list of a content page (its region, named by the list's title). */
export function contentList(page: Page, listTitle: string): Locator {
  return page.getByRole('region', { name: listTitle, exact: true })
}

/** Opens the add form of a content page in its drawer ("New …"). */
export async function openNewForm(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^New / }).first().click()
  const drawer = page.getByRole('dialog', { name: /^New / })
  await expect(drawer).toBeVisible()
  return drawer
}

/** Chooses an action ("Edit", "History", "Move up", "Delete") in a row's "⋯" menu. */
export async function chooseInRowMenu(row: Locator, action: string) {
  await row.getByRole('button', { name: /^Actions for / }).click()
  await row.page().getByRole('menuitem', { name: action, exact: true }).click()
}

/** Opens a row's edit drawer from its menu. */
export async function openEditForm(row: Locator): Promise<Locator> {
  await chooseInRowMenu(row, 'Edit')
  const drawer = row.page().getByRole('dialog', { name: /^Edit / })
  await expect(drawer).toBeVisible()
  return drawer
}

/** Opens a row's translations drawer from its menu. */
export async function openTranslateForm(row: Locator): Promise<Locator> {
  await chooseInRowMenu(row, 'Translate')
  const drawer = row.page().getByRole('dialog', { name: /^Translate / })
  await expect(drawer).toBeVisible()
  return drawer
}

/** Deletes a row from its menu, answering the confirmation. */
export async function deleteRow(row: Locator) {
  await chooseInRowMenu(row, 'Delete')
  const confirm = row.page().getByRole('dialog', { name: 'Confirm delete' })
  await expect(confirm).toContainText('It goes to the trash')
  await confirm.getByRole('button', { name: 'Yes, delete' }).click()
}

/** The live region where dnd-kit tells a screen reader where a dragged item is. */
export function dragAnnouncement(page: Page): Locator {
  return page.locator('[id^="DndLiveRegion"]')
}

/**
 * Lifts the focused drag handle with Space, as a keyboard user does, and waits until the arrows
 * can move it. dnd-kit's keyboard sensor starts listening for arrows only in a timer task queued
 * when the item is lifted, so an arrow sent the moment the lift is announced (faster than anyone
 * types) could be lost. A zero-delay timer queued after it in the page runs after it: timers of
 * equal delay run in the order they were set.
 */
export async function liftFocusedHandle(page: Page, announced: string) {
  await page.keyboard.press('Space')
  await expect(dragAnnouncement(page)).toContainText(announced)
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
}
