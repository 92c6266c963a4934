import sharp from 'sharp'
import { contentList, openEditForm } from '../support/content-page.ts'
import { expectNoHorizontalScroll } from '../support/layout.ts'
import { expectNoAxeViolations, switchToLightMode } from '../support/test.ts'
import {
  expect,
  expectExactToast,
  openDashboard,
  publishSite,
  test,
} from '../fixtures/dashboard.ts'

// The owner's edit changes a case study and its neighbours: a server of its own (the demo's).
test.use({ freshServer: true })
// A phone's dashboard session, two uploads, then the public page read and checked twice.
test.describe.configure({ timeout: 120_000 })

const PHONE = { width: 390, height: 844 }

/** A picture of its own colour: two of them are two images, not one stored once. */
async function picture(name: string, colour: string) {
  const buffer = await sharp({
    create: { width: 640, height: 400, channels: 3, background: colour },
  })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

const FACTS = { Role: 'Lead engineer', Team: '3 engineers, 1 designer', Timeline: 'Mar–Jun 2025' }
const FIGURES = [
  { value: '40%', label: 'faster checkout' },
  { value: '2.1 s', label: 'first load' },
]
const PICTURES = [
  { alt: 'The forecast for the week, one card a day', caption: 'A week at a glance.' },
  { alt: 'A map of rain moving east over the city', caption: '' },
]

test('the owner gives a case study its facts, figures and gallery on a phone; a visitor reads them without script', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize(PHONE)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openDashboard(page, '/dashboard/manageprojects')
  const row = contentList(page, 'Your projects').getByRole('article', { name: 'Weather Now' })
  const form = await openEditForm(row)
  const caseStudy = form.getByRole('group', { name: 'Case study page' })
  await caseStudy.getByLabel('Case study address').fill('weather-now')
  await caseStudy
    .getByLabel('Case study', { exact: true })
    .fill('## The problem\n\nForecasts were slow to read on a phone.')
  for (const [label, value] of Object.entries(FACTS)) {
    await caseStudy.getByLabel(label, { exact: true }).fill(value)
  }
  for (const [index, { value, label }] of FIGURES.entries()) {
    await caseStudy.getByRole('button', { name: 'Add a figure' }).click()
    // The new figure's value takes the focus: typed straight in, as on a phone's keyboard.
    await expect(caseStudy.getByLabel(`Figure ${index + 1} Value`)).toBeFocused()
    await page.keyboard.type(value)
    await caseStudy.getByLabel(`Figure ${index + 1} Label`).fill(label)
  }
  await caseStudy
    .getByLabel('Add pictures')
    .setInputFiles([await picture('week.png', '#1d4ed8'), await picture('rain.png', '#0f766e')])
  // Saving without alt text is refused in words, beside the picture, before anything is sent.
  await form.getByRole('button', { name: 'Update' }).click()
  await expect(caseStudy.getByText('Alt text is required')).toHaveCount(2)
  await expect(caseStudy.getByLabel('Picture 1 Alt text')).toBeFocused()
  for (const [index, { alt, caption }] of PICTURES.entries()) {
    await caseStudy.getByLabel(`Picture ${index + 1} Alt text`).fill(alt)
    if (caption) await caseStudy.getByLabel(`Picture ${index + 1} Caption`).fill(caption)
  }
  await expectNoHorizontalScroll(page)
  await expectNoAxeViolations(page)
  if (process.env.SHOTS) {
    await page.screenshot({ path: `${process.env.SHOTS}/case-study-form-phone.png` })
  }
  await form.getByRole('button', { name: 'Update' }).click()
  await expectExactToast(page, 'Project Updated Successfully')
  await expect(form).toBeHidden()
  await publishSite(page)

  // A visitor without script, on a phone: the server's HTML says it all.
  const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: PHONE })
  const reader = await visitor.newPage()
  await reader.goto('/projects/weather-now')
  const facts = reader.locator('dl.case-study-facts')
  await expect(facts.locator('dt')).toHaveText(Object.keys(FACTS))
  await expect(facts.locator('dd')).toHaveText(Object.values(FACTS))
  const outcomes = reader.getByRole('region', { name: 'Outcomes' })
  await expect(outcomes.getByRole('listitem')).toHaveText(
    FIGURES.map(({ value, label }) => `${value} ${label}`),
  )
  const figures = reader.getByRole('region', { name: 'Gallery' }).getByRole('figure')
  await expect(figures).toHaveCount(2)
  // Captioned by the caption, else by the alt text; each links to its full-size image.
  await expect(figures.locator('figcaption')).toHaveText([PICTURES[0]!.caption, PICTURES[1]!.alt])
  for (const [index, { alt }] of PICTURES.entries()) {
    await expect(figures.nth(index).getByRole('img', { name: alt })).toHaveAttribute(
      'loading',
      'lazy',
    )
    const link = figures.nth(index).getByRole('link', { name: `${alt} (full size)` })
    const href = await link.getAttribute('href')
    expect(href).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/)
    expect((await reader.request.get(href!)).status()).toBe(200)
  }
  await expectNoHorizontalScroll(reader)

  // The same page checked by axe (which needs a script to run) in both modes, on one visit.
  const checker = await browser.newContext({ baseURL, viewport: PHONE })
  const checked = await checker.newPage()
  await checked.emulateMedia({ reducedMotion: 'reduce' })
  await checked.goto('/projects/weather-now')
  for (const mode of ['dark', 'light'] as const) {
    if (mode === 'light') await switchToLightMode(checked)
    await checked.getByRole('region', { name: 'Gallery' }).scrollIntoViewIfNeeded()
    await expectNoAxeViolations(checked)
    if (process.env.SHOTS) {
      await checked.screenshot({
        path: `${process.env.SHOTS}/case-study-visitor-phone-${mode}.png`,
        fullPage: true,
      })
    }
  }
  await checker.close()

  // Next and previous follow the projects page: the featured case studies, then Weather Now.
  const more = reader.getByRole('navigation', { name: 'More case studies' })
  await expect(more.getByRole('link')).toHaveCount(1)
  await more.getByRole('link', { name: 'Previous Notes API' }).click()
  await expect(reader).toHaveURL(/\/projects\/notes-api$/)
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Notes API')
  await expect(more.getByRole('link', { name: 'Previous Task Board' })).toHaveAttribute(
    'href',
    '/projects/task-board',
  )
  await more.getByRole('link', { name: 'Next Weather Now' }).click()
  await expect(reader).toHaveURL(/\/projects\/weather-now$/)
  await visitor.close()
})
