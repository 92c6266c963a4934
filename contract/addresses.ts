/**
 * Addresses the owner gives things on the public site (a page's `/uses`): one path segment that
 * nothing else answers. The server's address book (server/modules/addresses) refuses one that
 * clashes with the site's own routes, a content type or another owner's record, in these words.
 */

/**
 * First segments of the site's fixed addresses that neither the server's own routes nor a
 * content type declare: the web route table's pages (web/app/routes.ts; a test proves every
 * fixed segment there is here or derived), its static files and React Router's own requests.
 */
export const SITE_ROUTE_SEGMENTS = [
  'blog',
  'contact',
  'contacts',
  'resume',
  'search',
  'login',
  'reset-password',
  'dashboard',
  'sitemap.xml',
  'robots.txt',
  // Static files: the build's hashed assets, web/public/, React Router's route discovery.
  'assets',
  'favicon.svg',
  'favicon.ico',
  '__manifest',
  // The home page's link-preview card is /og/index.png (contract/og-image.ts).
  'index',
] as const

export const ADDRESS_MESSAGES = {
  reserved: (address: string) => `The address /${address} is one of the site's own: choose another`,
  language: (address: string) =>
    `The address /${address} is a language's: the site's pages in that language live under it. Choose another`,
  taken: (address: string, holder: string) =>
    `The address /${address} is already used by ${holder}: choose another`,
} as const
