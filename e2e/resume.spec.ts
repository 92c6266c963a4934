import type { About } from '@contract/about.ts'
import type { Certificate } from '@contract/certificate.ts'
import type { Education } from '@contract/education.ts'
import type { Experience } from '@contract/experience.ts'
import type { Project } from '@contract/project.ts'
import type { SiteSettings } from '@contract/site-settings.ts'
import type { Skill } from '@contract/skill.ts'
import type { UserDetails } from '@contract/user-details.ts'
import { apiList, expect, expectNoAxeViolations, open, test } from './support/test.ts'

const BLACK = 'rgb(0, 0, 0)'
const WHITE = 'rgb(255, 255, 255)'
const TRANSPARENT = 'rgba(0, 0, 0, 0)'

test('the footer link "Résumé" leads to /resume', async ({ page }) => {
  const [details] = await apiList<UserDetails>(page, '/api/user/fetchuserdetails')
  await page.goto('/about')
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Footer' })
  await footer.getByRole('link', { name: 'Résumé', exact: true }).click()
  await expect(page).toHaveURL(/\/resume$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(details?.name ?? '')
  await expect(page.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the résumé shows the owner, the summary and every entry the API lists', async ({
    page,
  }) => {
    const [details] = await apiList<UserDetails>(page, '/api/user/fetchuserdetails')
    const about = await apiList<About>(page, '/api/about')
    const experience = await apiList<Experience>(page, '/api/experience')
    const education = await apiList<Education>(page, '/api/education')
    const skills = await apiList<Skill>(page, '/api/skills')
    const projects = await apiList<Project>(page, '/api/projects')
    const certificates = await apiList<Certificate>(page, '/api/certificates')
    const settings = (
      (await (await page.request.get('/api/site/settings')).json()) as { data: SiteSettings }
    ).data
    for (const list of [about, experience, education, skills, projects, certificates])
      expect(list.length).toBeGreaterThan(0)

    const response = await page.goto('/resume')
    expect(response?.status()).toBe(200)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(details?.name ?? '')
    await expect(main).toContainText(details?.prof['1st'] ?? '')
    await expect(main.getByRole('link', { name: settings.email })).toHaveAttribute(
      'href',
      `mailto:${settings.email}`,
    )

    const section = (name: string) => main.getByRole('region', { name })
    // The whole summary, as the PDF has it (the owner leaves paragraphs out in the dashboard).
    await expect(section('Summary').locator('p')).toHaveText(about.map((p) => p.para))
    await expect(section('Experience').getByRole('heading', { level: 3 })).toHaveText(
      experience.map((entry) => `${entry.title}, ${entry.company}`),
    )
    await expect(section('Education').getByRole('heading', { level: 3 })).toHaveText(
      education.map((entry) => `${entry.edu}, ${entry.clg}`),
    )
    for (const entry of education) await expect(section('Education')).toContainText(entry.year)
    await expect(section('Skills').getByRole('listitem')).toHaveText(skills.map((s) => s.name))
    const projectTitles = section('Projects').getByRole('heading', { level: 3 })
    await expect(projectTitles).toHaveCount(projects.length)
    await expect(projectTitles).toContainText(projects.map((project) => project.title))
    const certificateTitles = section('Certificates').getByRole('heading', { level: 3 })
    await expect(certificateTitles).toHaveCount(certificates.length)
    await expect(certificateTitles).toContainText(certificates.map((c) => c.title))

    // Without JavaScript the print button is hidden; the page is still whole.
    const print = page.locator('button[data-action="print"]')
    await expect(print).toHaveCount(1)
    await expect(print).toBeHidden()
  })
})

for (const mode of ['dark', 'light'] as const) {
  test(`axe finds no violations on /resume on a phone in ${mode} mode`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
    await page.goto('/resume')
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode)
    await expectNoAxeViolations(page)
    // The sheet fits the phone: nothing scrolls sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
}

test.describe('printed', () => {
  // Dark mode on screen is the hard case: paper must still be black on white.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
  })

  test('hides the navigation and buttons and prints black text on white', async ({ page }) => {
    await page.goto('/resume')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(page.getByRole('link', { name: 'Back to the site' })).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('navigation')).toBeHidden()
    await expect(page.getByRole('button')).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    const colours = await page.evaluate(() => {
      const elements = [document.documentElement, ...document.body.querySelectorAll('*')]
      const visible = elements.filter((element) => element.getClientRects().length > 0)
      return {
        text: [...new Set(visible.map((element) => getComputedStyle(element).color))],
        backgrounds: [
          ...new Set(visible.map((element) => getComputedStyle(element).backgroundColor)),
        ],
      }
    })
    expect(colours.text).toEqual([BLACK])
    expect(colours.backgrounds.filter((colour) => colour !== TRANSPARENT)).toEqual([WHITE])
  })

  test('the demo résumé prints on one or two A4 pages', async ({ page }) => {
    await page.goto('/resume')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1')
    const pages = pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0
    console.log(`/resume printed on ${pages} A4 page(s)`)
    test.info().annotations.push({ type: 'pages', description: String(pages) })
    expect(pages).toBeGreaterThanOrEqual(1)
    expect(pages).toBeLessThanOrEqual(2)
  })
})

test('with JavaScript the Print button shows from the start and prints', async ({ page }) => {
  await page.addInitScript(() => {
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => {
      ;(window as unknown as { printed: number }).printed += 1
    }
  })
  await open(page, '/resume')
  const print = page.getByRole('button', { name: 'Print' })
  await expect(print).toBeVisible()
  await print.click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
})
