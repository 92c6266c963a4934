/**
 * `npm run screenshots [-- <folder name>]`: PNGs of every public page and every dashboard page
 * (signed in; the login page signed out; each content page also with its add form open), with the
 * demo content and as a fresh install without it, on a phone and a desktop, in dark and light mode,
 * into
 * screenshots/<folder name>/ (default "latest"; the folder is git-ignored). Review the design in a
 * minute: open the folder and look.
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { CONTENT_TYPE_LIST } from '../../contract/content-types.ts'
import { DASHBOARD_PAGES } from '../../e2e/support/dashboard-pages.ts'
import { ownerHeaders } from '../../server/security/server-process.ts'
import { ensureBuild, startProductionServer } from '../support/production-server.ts'

const PUBLIC_PAGES = ['/', '/about', '/skills', '/projects', '/contact', '/resume'] as const
/** The demo's own page and custom section (an empty install has neither). */
const DEMO_PAGES = ['/uses', '/talks'] as const
const ADMIN_PAGES = ['/login', ...DASHBOARD_PAGES.map((page) => `/dashboard/${page}`)]
/** Content pages also get a shot of their add form, open in its drawer (a sheet on a phone). */
const CONTENT_PAGES = new Set(CONTENT_TYPE_LIST.map((type) => `/dashboard/${type.dashboard.path}`))
const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const
const THEMES = ['dark', 'light'] as const
const INSTALLS = { demo: { SEED_DEMO: 'true' }, empty: { SEED_DEMO: 'false' } } as const

const label = process.argv[2] ?? 'latest'
const outDir = path.resolve(import.meta.dirname, '..', '..', 'screenshots', label)

function fileName(page: string) {
  return page === '/' ? 'home' : page.slice(1).replaceAll('/', '-')
}

async function capture(browser: Browser, url: string, install: string, token: string) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of THEMES) {
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor: device === 'phone' ? 2 : 1,
        colorScheme: theme,
        reducedMotion: 'reduce',
      })
      // The visitor's own choice, as the mode toggle stores it; the owner signed in, except on
      // the login page (which would send a signed-in owner on).
      await context.addInitScript(
        ([mode, owner]) => {
          localStorage.setItem('theme', mode)
          if (location.pathname === '/login') localStorage.removeItem('token')
          else localStorage.setItem('token', owner)
        },
        [theme, token] as const,
      )
      const page = await context.newPage()
      const demoPages = install === 'demo' ? DEMO_PAGES : []
      for (const pathname of [...PUBLIC_PAGES, ...demoPages, ...ADMIN_PAGES]) {
        await page.goto(`${url}${pathname}`, { waitUntil: 'networkidle' })
        if (pathname.startsWith('/dashboard')) {
          await page.getByRole('heading', { level: 1 }).waitFor()
          await page.waitForLoadState('networkidle')
        }
        await page.evaluate(() => document.fonts.ready)
        // Lazy images load as they come near the viewport: pass over the page once.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y)
            await new Promise((resolve) => requestAnimationFrame(resolve))
          }
          window.scrollTo(0, 0)
          await Promise.all(
            [...document.images].map((image) =>
              image.complete
                ? undefined
                : new Promise((done) => (image.onload = image.onerror = done)),
            ),
          )
        })
        const name = fileName(pathname).replace('dashboard-', 'admin-')
        const file = (suffix: string) =>
          path.join(outDir, install, `${name}${suffix}-${device}-${theme}.png`)
        await page.screenshot({ path: file(''), fullPage: true })
        if (CONTENT_PAGES.has(pathname)) {
          await page.getByRole('button', { name: /^New / }).first().click()
          await page.getByRole('dialog', { name: /^New / }).waitFor()
          await page.screenshot({ path: file('-new') })
          await page.keyboard.press('Escape')
        }
      }
      await context.close()
    }
  }
}

async function main() {
  ensureBuild()
  fs.rmSync(outDir, { recursive: true, force: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    for (const [install, env] of Object.entries(INSTALLS)) {
      const server = await startProductionServer(`screenshots-${install}`, env)
      try {
        const token = (await ownerHeaders(server.url))['auth-token']!
        await capture(browser, server.url, install, token)
      } finally {
        await server.stop()
      }
    }
  } finally {
    await browser.close()
  }
  const count = fs
    .readdirSync(outDir, { recursive: true })
    .filter((f) => String(f).endsWith('.png'))
  console.log(`${count.length} screenshots in ${path.relative(process.cwd(), outDir)}/`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
