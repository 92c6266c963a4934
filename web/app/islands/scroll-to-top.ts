/** docs/contract.md §1: the page scrolls to top on load and before unload (unless a #fragment is asked for). */
export function initScrollToTop(_root: Document) {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
  window.addEventListener('beforeunload', () => window.scrollTo(0, 0))
  if (!window.location.hash) window.scrollTo(0, 0)
}
