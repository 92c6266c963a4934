import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '../fixtures/dashboard.ts'

/** React Router's client manifest: each route's module file. */
function adminRouteModules(buildDir: string): string[] {
  const dir = path.join(buildDir, 'client', 'assets')
  const file = fs.readdirSync(dir).find((name) => /^manifest-.*\.js$/.test(name))
  if (!file) throw new Error('No client manifest: build first')
  const source = fs.readFileSync(path.join(dir, file), 'utf8')
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)
  const { routes } = JSON.parse(json) as { routes: Record<string, { module: string }> }
  return Object.entries(routes)
    .filter(([id]) => id.startsWith('routes/admin/'))
    .map(([, route]) => route.module)
}

/** Texts that only owner code contains: TanStack Query, dnd-kit, the dashboard's own words. */
const OWNER_ONLY_MARKERS = [
  'No QueryClient set',
  'DndDescribedBy',
  'Close without saving',
  'Log Out',
]

test('the public home page loads no owner-only code', async ({ page, server }) => {
  const adminModules = adminRouteModules(server.buildDir)
  expect(adminModules.length).toBeGreaterThan(10)

  const scripts: { path: string; body: Promise<string> }[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname.endsWith('.js')) scripts.push({ path: url.pathname, body: response.text() })
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  // The public pages' script (ADR 0010) loaded, and whatever it loaded on demand.
  expect(scripts.map((script) => script.path)).toContainEqual(
    expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/),
  )

  expect(
    scripts.map((script) => script.path).filter((file) => adminModules.includes(file)),
  ).toEqual([])
  for (const script of scripts) {
    const body = await script.body
    for (const marker of OWNER_ONLY_MARKERS) {
      expect(body.includes(marker), `${script.path} contains "${marker}"`).toBe(false)
    }
  }
})
