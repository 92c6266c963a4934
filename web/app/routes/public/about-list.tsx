import { listPageLoader } from './list-page.tsx'

/** The pages of /about's lists (contract/list-pages.ts). */
export const loader = listPageLoader('/about')
export { default, meta } from './list-page.tsx'
