/**
 * Marks `.reveal` elements visible as they scroll into view (CSS animates them). Without
 * JavaScript, or with reduced motion, the CSS never hides them in the first place.
 */
export function initRevealOnScroll(root: Document) {
  const elements = root.querySelectorAll<HTMLElement>('.reveal:not([data-visible="true"])')
  if (!('IntersectionObserver' in window)) {
    elements.forEach((element) => (element.dataset.visible = 'true'))
    return
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        ;(entry.target as HTMLElement).dataset.visible = 'true'
        observer.unobserve(entry.target)
      }
    },
    { rootMargin: '0px 0px -10% 0px' },
  )
  elements.forEach((element) => observer.observe(element))
}
