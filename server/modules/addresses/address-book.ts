import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ADDRESS_MESSAGES, SITE_ROUTE_SEGMENTS } from '@contract/addresses.ts'
import { CONTENT_TYPE_LIST } from '@contract/content-types.ts'
import { DEFAULT_SITE_LANGUAGES, LANGUAGE_NAMES } from '@contract/languages.ts'
import { PUBLIC_PAGES } from '@contract/public-pages.ts'
import { errors } from '@/errors.ts'

/**
 * Something whose records the owner gives public addresses of their own (pages, custom
 * sections). It joins the address book, which then refuses its addresses to every other owner.
 */
export interface AddressOwner {
  /** Its name, as a record of it says who it is (`page`). */
  name: string
  /** The record of its own at `address`, if any: its id and how people know it. */
  holderOf(address: string): Promise<{ id: number; description: string } | undefined>
}

/** A record asking for an address: itself never clashes with itself. */
interface AddressRequest {
  owner: string
  id?: number
}

const firstSegment = (path: string) => path.split('/')[1]?.toLowerCase() ?? ''

/**
 * The site's own first segments: every route the server registered (`api`, `media`, `og`,
 * `feed.xml`, `healthz`, …; the web host's catch-all aside), the fixed public pages, each content
 * type's key and pages, the web route table's own (contract/addresses.ts) and every language tag
 * the dashboard offers (an additional language's addresses live under its tag).
 */
function reservedSegments(routes: readonly { url: string }[]): Set<string> {
  const segments = new Set<string>(SITE_ROUTE_SEGMENTS)
  for (const { url } of routes) {
    const segment = firstSegment(url)
    if (segment && !segment.startsWith('*') && !segment.startsWith(':')) segments.add(segment)
  }
  for (const page of PUBLIC_PAGES) segments.add(firstSegment(page.path))
  for (const type of CONTENT_TYPE_LIST) {
    segments.add(type.key.toLowerCase())
    for (const path of type.pages) segments.add(firstSegment(path))
  }
  // A language's prefix (`/de/`, docs/languages.md): every tag the dashboard offers.
  for (const tag of Object.keys(LANGUAGE_NAMES)) segments.add(tag.toLowerCase())
  segments.delete('')
  return segments
}

/**
 * The address book: one place that says whether an address is free. Declared once, so that
 * every owner of addresses is checked against the site and against every other owner.
 */
function addressBook(app: FastifyInstance) {
  const owners: AddressOwner[] = []
  let reserved: Set<string> | undefined

  return {
    /** Adds an owner of addresses (at registration, before the server listens). */
    join(owner: AddressOwner) {
      owners.push(owner)
    },

    /** Whether `address` is one of the site's own (read once every route is registered). */
    isReserved(address: string): boolean {
      reserved ??= reservedSegments(app.registeredRoutes)
      return reserved.has(address.toLowerCase())
    },

    /**
     * Refuses, in words (400) and before anything changes, an address the site or another
     * record already answers at.
     */
    async check(address: string, request: AddressRequest): Promise<void> {
      if (this.isReserved(address)) throw errors.badRequest(ADDRESS_MESSAGES.reserved(address))
      // Any other tag the site offers is a prefix too: the site's pages in it live there.
      const languages =
        (await app.repositories.siteSettings.get()).languages ?? DEFAULT_SITE_LANGUAGES
      const lower = address.toLowerCase()
      if ([languages.default, ...languages.additional].some((tag) => tag.toLowerCase() === lower))
        throw errors.badRequest(ADDRESS_MESSAGES.language(address))
      for (const owner of owners) {
        const holder = await owner.holderOf(address)
        if (!holder) continue
        if (owner.name === request.owner && holder.id === request.id) continue
        throw errors.badRequest(ADDRESS_MESSAGES.taken(address, holder.description))
      }
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    addressBook: ReturnType<typeof addressBook>
  }
}

export default fp(
  async function addresses(app: FastifyInstance) {
    app.decorate('addressBook', addressBook(app))
  },
  { name: 'addresses', dependencies: ['access-control'] },
)
