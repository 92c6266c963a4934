import { listPageLoader } from './list-page.tsx'

/** The pages of /skills's lists (contract/list-pages.ts). */
export const loader = listPageLoader('/skills')
export { default, meta } from './list-page.tsx'
