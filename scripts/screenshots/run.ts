/**
 * `npm run screenshots [-- <folder name>] [--presets]`: PNGs of every public page and every
 * dashboard page (signed in; the login page signed out; each content page also with its add form
 * open), with the demo content and as a fresh install without it, then the home page and a case
 * study in each look preset (presets/<preset>-…), on a phone and a desktop, in dark and light
 * mode, into screenshots/<folder name>/ (default "latest"; the folder is git-ignored). With
 * `--presets`, the presets' shots alone. Review the design in a minute: open the folder and look.
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { CONTENT_TYPE_LIST } from '../../contract/content-types.ts'
import { caseStudyPath, type Project } from '../../contract/project.ts'
import type { SiteSettings } from '../../contract/site-settings.ts'
import { DEFAULT_LOOK, LOOK_PRESETS, PRESETS, type SiteLook } from '../../contract/site-look.ts'
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

const args = process.argv.slice(2)
const presetsOnly = args.includes('--presets')
const label = args.find((arg) => !arg.startsWith('--')) ?? 'latest'
const outDir = path.resolve(import.meta.dirname, '..', '..', 'screenshots', label)

function fileName(page: string) {
  return page === '/' ? 'home' : page.slice(1).replaceAll('/', '-')
}

/** Opens a page as a visitor sees it once everything has arrived: fonts, and lazy images too. */
async function settle(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' })
  if (new URL(url).pathname.startsWith('/dashboard')) {
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
        image.complete ? undefined : new Promise((done) => (image.onload = image.onerror = done)),
      ),
    )
  })
}

/** A context per device and mode, as a visitor whose mode toggle stored `theme`. */
async function newVisitor(browser: Browser, device: string, theme: string, token?: string) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[device as keyof typeof VIEWPORTS],
    deviceScaleFactor: device === 'phone' ? 2 : 1,
    colorScheme: theme as (typeof THEMES)[number],
    reducedMotion: 'reduce',
  })
  // The visitor's own choice, as the mode toggle stores it; the owner signed in when a token is
  // given, except on the login page (which would send a signed-in owner on).
  await context.addInitScript(
    ([mode, owner]) => {
      localStorage.setItem('theme', mode)
      if (!owner || location.pathname === '/login') localStorage.removeItem('token')
      else localStorage.setItem('token', owner)
    },
    [theme, token ?? ''] as const,
  )
  return context
}

async function capture(browser: Browser, url: string, install: string, token: string) {
  for (const device of Object.keys(VIEWPORTS)) {
    for (const theme of THEMES) {
      const context = await newVisitor(browser, device, theme, token)
      const page = await context.newPage()
      const demoPages = install === 'demo' ? DEMO_PAGES : []
      for (const pathname of [...PUBLIC_PAGES, ...demoPages, ...ADMIN_PAGES]) {
        await settle(page, `${url}${pathname}`)
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

/** The address of a case study on the server: the demo's, or one written on its first project. */
async function caseStudyPage(url: string, headers: Record<string, string>): Promise<string> {
  const projects = (await (await fetch(`${url}/api/projects`)).json()).data as Project[]
  const existing = projects.map(caseStudyPath).find((found) => found !== undefined)
  if (existing) return existing
  const [project] = projects
  if (!project) throw new Error('The demo has no project to write a case study on')
  const slug = 'screenshot-case-study'
  const body = [
    '## The problem',
    '',
    'A **placeholder** case study written by the screenshots script: a heading, a list, code.',
    '',
    '- Measured first, then changed one thing at a time',
    '- Kept the old path until the new one had run a week',
    '',
    '```ts',
    "const answer = await fetch('/api/search?q=migrations')",
    '```',
  ].join('\n')
  const response = await fetch(`${url}/api/projects/${project._id}`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: project.title,
      desc: project.desc,
      tools: project.tools,
      github: project.links.github,
      live: project.links.live,
      slug,
      body,
    }),
  })
  if (!response.ok) throw new Error(`Writing a case study: ${await response.text()}`)
  return caseStudyPath({ slug, body })!
}

/**
 * The home page and a case study in each look preset, set through the owner API as the Site
 * settings page does (its accent too), into presets/<preset>-<page>-<device>-<mode>.png.
 */
async function capturePresets(browser: Browser, url: string, headers: Record<string, string>) {
  const pages = { home: '/', 'case-study': await caseStudyPage(url, headers) }
  const settings = (await (await fetch(`${url}/api/site/settings`)).json()).data as SiteSettings
  const save = async (look: SiteLook) => {
    const response = await fetch(`${url}/api/site/settings`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...settings, look }),
    })
    if (!response.ok) throw new Error(`Setting the look: ${await response.text()}`)
  }
  try {
    for (const preset of LOOK_PRESETS) {
      await save({ ...DEFAULT_LOOK, ...settings.look, preset, accent: PRESETS[preset].accent })
      for (const device of Object.keys(VIEWPORTS)) {
        for (const theme of THEMES) {
          const context = await newVisitor(browser, device, theme)
          const page = await context.newPage()
          for (const [name, pathname] of Object.entries(pages)) {
            await settle(page, `${url}${pathname}`)
            const file = path.join(outDir, 'presets', `${preset}-${name}-${device}-${theme}.png`)
            await page.screenshot({ path: file, fullPage: true })
          }
          await context.close()
        }
      }
    }
  } finally {
    await save({ ...DEFAULT_LOOK, ...settings.look })
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
    if (!presetsOnly) {
      for (const [install, env] of Object.entries(INSTALLS)) {
        const server = await startProductionServer(`screenshots-${install}`, env)
        try {
          const token = (await ownerHeaders(server.url))['auth-token']!
          await capture(browser, server.url, install, token)
        } finally {
          await server.stop()
        }
      }
    }
    const server = await startProductionServer('screenshots-presets', INSTALLS.demo)
    try {
      await capturePresets(browser, server.url, await ownerHeaders(server.url))
    } finally {
      await server.stop()
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
