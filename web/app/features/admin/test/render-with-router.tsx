import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createRoutesStub } from 'react-router'
import { expect, onTestFinished, vi } from 'vitest'
import { CONTENT_TYPE_LIST, type ContentTypeKey } from '@contract/content-types.ts'
import { arrangeHome } from '@contract/home-sections.ts'
import type { SiteData } from '@/lib/site/site-data.ts'
import { createAdminQueryClient } from '../shared/api/query-client.ts'

/** Renders a dashboard component inside a router (at `path`) and a fresh QueryClient. */
export function renderWithRouter(ui: ReactNode, path = '/') {
  const queryClient = createAdminQueryClient()
  const Stub = createRoutesStub([
    { path, Component: () => <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider> },
    { path: '/login', Component: () => <h1>Login page</h1> },
    { path: '/dashboard/adminprofile', Component: () => <h1>Profile page</h1> },
    { path: '/dashboard/audience', Component: () => <h1>Audience page</h1> },
  ])
  return { queryClient, ...render(<Stub initialEntries={[path]} />) }
}

export function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

/** A request the page sent, as the server would read it. */
interface SentRequest {
  method: string
  path: string
  /** The JSON body, parsed; undefined without one. */
  body: unknown
}

type Answerer = (request: SentRequest) => Response | Promise<Response>

/**
 * A stand-in for the server: `fetch` answered by method and path ("GET /api/education"), never by
 * the order of the calls, so a page may read or write in any order. A request no test expects
 * fails the test with its method and path. `answers` may change between steps of a test.
 */
export function fakeServer(answers: Record<string, Answerer>) {
  const sent: SentRequest[] = []
  const unexpected: string[] = []
  // The page may swallow a failed request (a toast): the test fails on it afterwards.
  onTestFinished(() => expect(unexpected, 'requests nobody answers').toEqual([]))
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    sent.push(request)
    const answerer = answers[`${request.method} ${request.path}`]
    if (!answerer) {
      unexpected.push(`${request.method} ${request.path}`)
      throw new Error(`No answer for ${request.method} ${request.path}`)
    }
    return answerer(request)
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    answers,
    sent,
    /** The requests sent as `method path`, e.g. to say that nothing was written. */
    writes: () => sent.filter((request) => request.method !== 'GET'),
  }
}

/**
 * Renders a dashboard component under a root route that answers `site`, as the dashboard's
 * pages have the root loader's site data (the live previews render the public site with it).
 */
export function renderWithSite(ui: ReactNode, site: SiteData) {
  const queryClient = createAdminQueryClient()
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => site,
      HydrateFallback: () => null,
      Component: () => <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>,
    },
  ])
  return { queryClient, ...render(<Stub initialEntries={['/']} />) }
}

/** A site with every section, as the root loader answers it. */
export const TEST_SITE: SiteData = {
  languages: { page: 'en', default: 'en', additional: [], path: '/' },
  settings: {
    displayName: 'Alex Doe',
    siteTitle: "Alex's Portfolio",
    email: 'alex@example.com',
    phone: '',
    location: 'Lisbon',
    socialLinks: [{ acc: 'GitHub', link: 'https://github.com/alex', icon: 'github' }],
    githubUsername: 'alex',
    copyrightYear: 2024,
    theme: 'dark',
    homeSections: [],
    published: true,
  },
  profile: {
    name: 'Alex Doe',
    titles: ['Web developer'],
    status: 'Open to work',
    positioning: 'I build calm, fast web apps for small teams',
    image: '/images/alex.png',
    isDefault: false,
  },
  alumniOf: [],
  publicUrl: 'http://localhost',
  sections: {
    ...(Object.fromEntries(CONTENT_TYPE_LIST.map((type) => [type.key, true])) as Record<
      ContentTypeKey,
      boolean
    >),
    contributions: true,
    blog: false,
  },
  home: arrangeHome([]),
  pageLinks: { navigation: [], footer: [] },
}
