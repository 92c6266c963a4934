import type { Locator, Page } from '@playwright/test'
import { CONTENT_TYPE_LIST, type ContentType } from '@contract/content-types.ts'
import {
  chooseInRowMenu,
  contentList,
  deleteRow,
  dragAnnouncement,
  liftFocusedHandle,
  openEditForm,
  openNewForm,
} from '../support/content-page.ts'
import { apiList, expectNoAxeViolations } from '../support/test.ts'
import {
  expect,
  expectExactToast,
  openDashboard,
  ownerToken,
  PNG,
  test,
  undoFromToast,
  unique,
} from '../fixtures/dashboard.ts'

/*
 * Every content type of the registry (contract/content-types.ts), as its owner uses it: a type
 * added there is covered here without writing a test. Its page is opened from the side panel; a
 * record is added (with an image where the type takes one), seen in the list and on the public
 * site, edited, moved, deleted and brought back with Undo; axe checks the form.
 */

// Each test goes through several pages, with uploads and public pages, on a shared machine.
test.describe.configure({ timeout: 120_000 })

interface FieldSchema {
  type?: string
  title?: string
  pattern?: string
  maxLength?: number
}

/** The text fields of a type's form, as its contract declares them. */
function textFields(type: ContentType): { name: string; field: FieldSchema }[] {
  const { properties } = type.input as { properties: Record<string, FieldSchema> }
  return Object.entries(properties)
    .filter(([, field]) => field.type === 'string')
    .map(([name, field]) => ({ name, field }))
}

/** A value the contract accepts for a field, carrying `marker` where the field is free text. */
function valueFor(field: FieldSchema, marker: string): string {
  const slug = marker.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  if (field.pattern?.startsWith('^(https?://')) return `https://example.com/${slug}`
  if (field.pattern) return slug
  return `${marker} ${field.title ?? ''}`.slice(0, field.maxLength ?? 200)
}

/** Fills every text field the form shows (an update may show fewer: the certificates' label). */
async function fillFields(form: Locator, type: ContentType, marker: string) {
  for (const { field } of textFields(type)) {
    const input = form.getByLabel(field.title!, { exact: true })
    if ((await input.count()) === 0) continue
    await input.fill(valueFor(field, marker))
  }
}

/** Drags a row to the top of its list from the keyboard, as dnd-kit announces each step. */
async function dragToTop(page: Page, row: Locator) {
  const name = (await row.getAttribute('aria-label'))!
  const handle = page.getByRole('button', { name: `Drag ${name} to reorder`, exact: true })
  const announcement = dragAnnouncement(page)
  const place = async () => /place (\d+) of/.exec((await announcement.textContent()) ?? '')?.[1]
  await handle.focus()
  await liftFocusedHandle(page, name)
  if ((await place()) === '1') {
    await page.keyboard.press('Escape')
    return
  }
  for (let now = await place(); now !== '1'; now = await place()) {
    await page.keyboard.press('ArrowUp')
    await expect(announcement).not.toContainText(`place ${now} of`)
  }
  await page.keyboard.press('Space')
  await expectExactToast(page, 'Order Updated Successfully')
}

type Stored = { _id: string } & Record<string, unknown>

/** The type's records in the owner's order, as its API answers them. */
const stored = (page: Page, type: ContentType) => apiList<Stored>(page, type.paths.collection)
const holding = (records: Stored[], marker: string) =>
  records.find((record) => JSON.stringify(record).includes(marker))

/** Whether one of the public pages the type changes shows `text`. */
async function shownPublicly(visitor: Page, type: ContentType, text: string) {
  for (const path of type.pages) {
    await visitor.goto(path)
    if ((await visitor.getByText(text).count()) > 0) return path
  }
  return undefined
}

/** Adds a record through the API, as the dashboard would, and answers its id. */
async function addThroughApi(page: Page, type: ContentType, marker: string): Promise<string> {
  const fields = Object.fromEntries(
    textFields(type).map(({ name, field }) => [name, valueFor(field, marker)]),
  )
  const headers = { 'auth-token': await ownerToken(page) }
  const response =
    type.add === 'many'
      ? await page.request.post(type.paths.add, { headers, data: [fields] })
      : await page.request.post(type.paths.add, {
          headers,
          multipart: {
            ...fields,
            ...(type.image === 'none'
              ? {}
              : { image: { name: PNG.name, mimeType: PNG.mimeType, buffer: PNG.buffer } }),
          },
        })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: Stored[] }).data[0]!._id
}

/** Opens a type's page from the side panel, as the owner would. */
async function openFromPanel(page: Page, type: ContentType) {
  await openDashboard(page, '/dashboard/site')
  // On a phone the panel is in a drawer the top bar's Menu button opens.
  const menu = page.getByRole('button', { name: 'Menu', exact: true })
  if (await menu.isVisible()) await menu.click()
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: type.dashboard.label, exact: true })
    .click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/${type.dashboard.path}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(type.dashboard.label)
}

/** The types the phone run adds through its sheet: a JSON add of many, an add with an image. */
const PHONE_TYPES: string[] = [
  CONTENT_TYPE_LIST.find((type) => type.add === 'many')!.key,
  CONTENT_TYPE_LIST.find((type) => type.image === 'required on add')!.key,
]

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    for (const type of CONTENT_TYPE_LIST) {
      const { dashboard, messages } = type
      // On a phone the form is the same drawer (a full-screen sheet) for every type: two types,
      // one sending JSON and one an image, cover it; every type runs on the wide screen.
      if (viewport.width < 1024 && !PHONE_TYPES.includes(type.key)) continue

      test(`${type.title}: opened from the side panel, a record added is listed and public`, async ({
        page,
        context,
      }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await openFromPanel(page, type)
        const list = contentList(page, dashboard.listTitle)
        await expect(list.getByRole('article').first()).toBeVisible()

        const marker = unique('E2E')
        const form = await openNewForm(page)
        await expectNoAxeViolations(page)
        await fillFields(form, type, marker)
        if (type.image !== 'none') {
          const image = type.input as { properties: { image: { title?: string } } }
          await form
            .getByLabel(image.properties.image.title ?? 'Image', { exact: true })
            .setInputFiles(PNG)
          await expect(form.getByRole('img', { name: /^Preview of / })).toBeVisible()
        }
        await form.getByRole('button', { name: 'Submit' }).click()
        await expectExactToast(page, messages.added)
        await expect(form).toBeHidden()
        const row = list.getByRole('article').filter({ hasText: marker })
        await expect(row).toBeVisible()
        if (type.image !== 'none') {
          await expect(row.locator('img')).toHaveAttribute('src', /^\/media\/[0-9a-f]{64}\.webp$/)
        }
        const added = holding(await stored(page, type), marker)
        expect(added, 'the record the API answers').toBeDefined()

        // Added last, it may be past what a public page shows (four paragraphs on /about):
        // dragged to the top with the keyboard first.
        if (type.newAt === 'end') await dragToTop(page, row)
        const visitor = await context.newPage()
        expect(await shownPublicly(visitor, type, marker), `on one of ${type.pages}`).toBeDefined()
        await deleteRow(row)
        await expect(row).toHaveCount(0)
      })

      // Editing, moving and Undo work the same at every width (the form is the same drawer, a
      // sheet on a phone, which the test above opens at both); the wide screen keeps the run short.
      if (viewport.width < 1024) continue

      test(`${type.title}: a record edited, moved, deleted and put back with Undo`, async ({
        page,
      }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' })
        const marker = unique('E2E')
        const id = await addThroughApi(page, type, marker)
        await openDashboard(page, `/dashboard/${dashboard.path}`)
        const list = contentList(page, dashboard.listTitle)
        const row = list.getByRole('article').filter({ hasText: marker })
        await expect(row).toBeVisible()

        // Edit: every field it shows, saved in place.
        const edited = unique('E2E edited')
        const editForm = await openEditForm(row)
        await fillFields(editForm, type, edited)
        await editForm.getByRole('button', { name: 'Update' }).click()
        if (messages.updated) await expectExactToast(page, messages.updated)
        await expect(editForm).toBeHidden()
        const editedRow = list.getByRole('article').filter({ hasText: edited })
        await expect(editedRow).toBeVisible()
        expect(holding(await stored(page, type), edited)?._id).toBe(id)

        // Moved one place from its menu (the demo gives every list more than one record).
        const before = (await stored(page, type)).map((record) => record._id)
        const at = before.indexOf(id)
        const step = at > 0 ? -1 : 1
        await chooseInRowMenu(editedRow, step < 0 ? 'Move up' : 'Move down')
        await expectExactToast(page, 'Order Updated Successfully')
        await expect
          .poll(async () => (await stored(page, type)).map((record) => record._id))
          .toEqual(
            before.map((other, index) =>
              index === at ? before[at + step] : index === at + step ? id : other,
            ),
          )

        // Deleted; Undo brings it back; then it goes, to leave the list as it was.
        await deleteRow(editedRow)
        await expectExactToast(page, messages.deleted)
        await expect(editedRow).toHaveCount(0)
        await undoFromToast(page, messages.deleted)
        await expect(editedRow).toBeVisible()
        expect(holding(await stored(page, type), edited)?._id).toBe(id)
        await deleteRow(editedRow)
        await expect(editedRow).toHaveCount(0)
      })
    }
  })
}
